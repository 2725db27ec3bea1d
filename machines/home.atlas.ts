/** Home for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const homeAtlas = defineAtlas({
  titles: {
    ready: 'Inicio',
    failed: 'Inicio: no se pudo cargar',
    'ready.confirming': 'Inicio: confirmar que cancela la solicitud de un promotor',
    'ready.cancelling': 'Inicio: cancelando la solicitud',
  },
  labels: {
    'done: applications.list': 'Solicitudes cargadas',
    'loading|xstate.done.state.home.loading|0': 'Solicitudes y saldos cargados',
    'error: applications.list': 'Falla al cargar',
    'done: payments.balance': 'Saldos cargados',
    'error: payments.balance': 'Saldos no disponibles',
    RETRY: 'Reintentar',
    CANCEL: 'Cancelar una solicitud que un promotor registró a su nombre',
    CONFIRM_CANCEL: 'Sí, cancelar',
    KEEP: 'No, conservarla',
    'done: applications.cancel': 'Solicitud cancelada: carga de nuevo',
    'error: applications.cancel': 'Falla al cancelar',
  },
  happyPath: { name: 'Ve su inicio', screens: ['ready'] },
});
