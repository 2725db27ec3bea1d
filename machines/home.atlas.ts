/** Home for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const homeAtlas = defineAtlas({
  titles: { ready: 'Inicio', failed: 'Inicio: no se pudo cargar' },
  labels: {
    'done: loadHome': 'Solicitudes y saldos cargados',
    'error: loadHome': 'Falla al cargar',
    RETRY: 'Reintentar',
  },
  happyPath: { name: 'Ve su inicio', screens: ['ready'] },
});
