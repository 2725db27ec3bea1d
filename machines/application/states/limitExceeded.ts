import { PATHS } from '../../../src/paths';
import { applicationSetup, TO } from '../setup';

/** /aplicacion-credito/limite-de-solicitudes-exedido: the §8 text of the reason; 'Ir al inicio'. */
export const limitExceeded = applicationSetup.createStateConfig({
  meta: { route: PATHS.applicationLimitExceeded },
  tags: ['result'],
  on: {
    FINISH: { target: TO.done, actions: 'setHomeExit' },
  },
});
