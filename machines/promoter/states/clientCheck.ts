/**
 * `clientCheck` (/promotor/solicitud-rapida/client-info): the customer's phone, `GET /clients/is-registered`, and
 * the badge ('Cliente registrado' / 'Cliente incompleto' / 'Cliente nuevo').
 */
import { PATHS } from '../../../src/paths';
import { PHONE_CHECK_FAILED_MESSAGE } from '../messages';
import { promoterSetup } from '../setup';

export const clientCheck = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterQuickClientInfo },
  initial: 'editing',
  on: { 'ROUTE.CHANGED': { guard: 'isStartRoute', target: '#promoter.simulation' } },
  states: {
    editing: {
      on: {
        'CHECK.CHANGE': { actions: 'setCheckPhone' },
        'CHECK.SUBMIT': [{ guard: 'isCheckPhoneValid', target: 'checking' }, { actions: 'showCheckError' }],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'isRegistered',
        src: 'isRegistered',
        input: ({ context }) => ({ phoneNumber: context.checkPhone }),
        onDone: {
          target: 'found',
          actions: [
            { type: 'setClient', params: ({ event }) => ({ output: event.output }) },
            'dismissAlerts',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'alert', params: { message: PHONE_CHECK_FAILED_MESSAGE } },
        },
      },
    },
    found: {
      on: {
        'CHECK.CHANGE': { target: 'editing', actions: ['setCheckPhone', 'clearClient'] },
        CONTINUE: { target: '#promoter.data', actions: 'prepareData' },
      },
    },
  },
});
