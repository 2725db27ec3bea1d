/**
 * The global alert toast: one alert machine for the whole app, a `useAlerts()` hook to show or dismiss,
 * and `useForwardAlerts(actorRef)` so a flow machine's emitted `alert` events reach the toast.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { alertMachine } from '../../../machines/alert.machine';
import type { AlertEmitted, AlertInput } from '../../../machines/shared/alerts';
import { button } from '../../ui/button.css';
import { CloseIcon } from '../../ui/icons';
import { KEEP_INTERACTIVE_ATTR } from '../../ui/inert';
import * as css from './toast.css';

export interface AlertsApi {
  /** Shows an alert, replacing the one on screen. Timer defaults: 3000 ms, errors 5000 ms, warnings 8000 ms. */
  show(alert: AlertInput): void;
  dismiss(): void;
}

const AlertContext = createContext<AlertsApi | null>(null);

type AlertMachine = typeof alertMachine;
type AlertActorRef = ActorRefFrom<AlertMachine>;

export interface AlertProviderProps {
  readonly children: ReactNode;
  /** The alert machine (default: the app's; the UI-level model test passes the model's). */
  readonly machine?: AlertMachine;
  /** Inspection of the alert actor (tests). */
  readonly inspect?: (event: InspectionEvent) => void;
}

export function AlertProvider({ children, machine = alertMachine, inspect }: AlertProviderProps) {
  const actorRef = useActorRef(machine, inspect ? { inspect } : {});
  const api = useMemo<AlertsApi>(
    () => ({
      show: (alert) => actorRef.send({ type: 'SHOW', alert }),
      dismiss: () => actorRef.send({ type: 'DISMISS' }),
    }),
    [actorRef],
  );
  return (
    <AlertContext value={api}>
      {children}
      <AlertToast actorRef={actorRef} onDismiss={api.dismiss} />
    </AlertContext>
  );
}

export function useAlerts(): AlertsApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlerts() must be used inside <AlertProvider>.');
  return api;
}

/** Anything that can emit the shared `alert` event (an XState v5 actor of a flow machine). */
export interface AlertEmitter {
  on(type: 'alert', handler: (event: AlertEmitted) => void): { unsubscribe(): void };
}

/** Forwards a flow actor's emitted `alert` events to the global toast while the component is mounted. */
export function useForwardAlerts(actor: AlertEmitter | null | undefined): void {
  const { show } = useAlerts();
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.on('alert', ({ type: _type, ...alert }) => show(alert));
    return () => subscription.unsubscribe();
  }, [actor, show]);
}

/**
 * Two live regions always sit in the page (so screen readers pick up what is put in them): errors go to
 * the assertive `role="alert"` one, success and warnings to the polite `role="status"` one.
 */
function AlertToast({ actorRef, onDismiss }: { actorRef: AlertActorRef; onDismiss(): void }) {
  const showing = useSelector(actorRef, (s) => s.matches('showing'));
  const alert = useSelector(actorRef, (s) => s.context.alert);
  const current = showing && alert ? alert : null;
  const toast = current ? (
    <div className={css.toast({ type: current.alertType })}>
      <div className={css.body}>
        <p className={css.message}>{current.message}</p>
        {current.description ? <p className={css.description}>{current.description}</p> : null}
      </div>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'icon' })}
        aria-label="Cerrar"
        onClick={onDismiss}
      >
        <CloseIcon />
      </button>
    </div>
  ) : null;
  const isError = current?.alertType === 'error';
  const keep = { [KEEP_INTERACTIVE_ATTR]: '' };
  return createPortal(
    <div className={css.region} {...keep}>
      <div role="status" className={css.live}>
        {isError ? null : toast}
      </div>
      <div role="alert" className={css.live}>
        {isError ? toast : null}
      </div>
    </div>,
    document.body,
  );
}
