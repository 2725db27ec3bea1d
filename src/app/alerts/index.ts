export {
  type AlertEmitter,
  AlertProvider,
  type AlertsApi,
  useAlerts,
  useForwardAlerts,
} from './AlertProvider';
