/** The global alert (toast) for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const alertAtlas = defineAtlas({
  titles: { idle: 'Sin alerta', showing: 'Alerta visible' },
  labels: {
    SHOW: 'Aparece una alerta',
    DISMISS: 'La cierra',
    'after alertTimer': 'Se oculta sola al vencer su tiempo',
  },
  happyPath: { name: 'Alerta que se oculta sola', screens: ['idle', 'showing'] },
});
