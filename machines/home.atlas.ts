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
    'done: loadHome': 'Solicitudes y saldos cargados',
    'error: loadHome': 'Falla al cargar',
    RETRY: 'Reintentar',
    CANCEL: 'Cancelar una solicitud que un promotor registró a su nombre',
    CONFIRM_CANCEL: 'Sí, cancelar',
    KEEP: 'No, conservarla',
    'done: cancelApplication': 'Solicitud cancelada: carga de nuevo',
    'error: cancelApplication': 'Falla al cancelar',
  },
  happyPath: { name: 'Ve su inicio', screens: ['ready'] },
});
