/**
 * `clientCheck` (/promotor/solicitud-rapida/client-info): the customer's phone, `GET /clients/is-registered`, and
 * the badge ('Cliente registrado' / 'Cliente incompleto' / 'Cliente nuevo'). Look-ups are limited per promoter
 * (429: the app's own text, not the failed-check one).
 */
import { PATHS } from '../../../src/paths';
import { LOOKUP_LIMIT_MESSAGE, PHONE_CHECK_FAILED_MESSAGE } from '../messages';
import { promoterSetup, TO } from '../setup';

export const clientCheck = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterQuickClientInfo },
  initial: 'editing',
  on: { 'ROUTE.CHANGED': { guard: 'isStartRoute', target: TO.simulation } },
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
        id: 'promoters.isRegistered',
        src: 'promoters.isRegistered',
        input: ({ context }) => ({ phoneNumber: context.checkPhone }),
        onDone: {
          target: 'found',
          actions: [
            { type: 'setClient', params: ({ event }) => ({ output: event.output }) },
            'dismissAlerts',
          ],
        },
        onError: [
          {
            // The promoter's look-ups of the hour or the day are spent (429): say so, not a failed check.
            guard: { type: 'isTooMany', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'alert', params: { message: LOOKUP_LIMIT_MESSAGE } },
          },
          {
            target: 'editing',
            actions: { type: 'alert', params: { message: PHONE_CHECK_FAILED_MESSAGE } },
          },
        ],
      },
    },
    found: {
      on: {
        'CHECK.CHANGE': { target: 'editing', actions: ['setCheckPhone', 'clearClient'] },
        CONTINUE: { target: TO.data, actions: 'prepareData' },
      },
    },
  },
});
