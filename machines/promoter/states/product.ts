/**
 * `product` (/promotor/solicitud-rapida/producto): price, amount and term (spec §5 product form, §9 bands), then
 * `POST /applications` (promoter variant): the customer's credit-check NIP goes by SMS. A new client's id is read
 * back with `is-registered` (the activation-code calls need it).
 */
import { PATHS } from '../../../src/paths';
import { productBody } from '../form';
import { CREATE_FAILED_MESSAGE, LIMIT_EXCEEDED_MESSAGE, TOO_MANY_APPLICATIONS_MESSAGE } from '../messages';
import { createBody, promoterSetup } from '../setup';

export const product = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterQuickProduct },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'PRODUCT.CHANGE': { actions: 'setProduct' },
        'PRODUCT.SUBMIT': [{ guard: 'isProductValid', target: 'creating' }, { actions: 'showProductErrors' }],
        BACK: { target: '#promoter.data' },
        'ROUTE.CHANGED': { guard: 'isDataRoute', target: '#promoter.data' },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createApplication',
        src: 'createApplication',
        input: ({ context }) => createBody(context, productBody(context.product)),
        onDone: [
          {
            guard: 'isNewClient',
            target: 'identifying',
            actions: { type: 'setApplication', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: '#promoter.consent',
            actions: [
              { type: 'setApplication', params: ({ event }) => ({ output: event.output }) },
              'dismissAlerts',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isLimitExceeded', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'alert', params: { message: LIMIT_EXCEEDED_MESSAGE } },
          },
          {
            guard: { type: 'isTooMany', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'alert', params: { message: TOO_MANY_APPLICATIONS_MESSAGE } },
          },
          { target: 'editing', actions: { type: 'alert', params: { message: CREATE_FAILED_MESSAGE } } },
        ],
      },
    },
    identifying: {
      description: 'The new client exists now: its id, by its phone.',
      tags: ['busy'],
      invoke: {
        id: 'isRegistered',
        src: 'isRegistered',
        input: ({ context }) => ({ phoneNumber: context.data.phoneNumber }),
        onDone: {
          target: '#promoter.consent',
          actions: [
            { type: 'setClientId', params: ({ event }) => ({ clientId: event.output.client?.id ?? null }) },
            'dismissAlerts',
          ],
        },
        // The application exists: go on; the code step reads the id again if it is still missing.
        onError: { target: '#promoter.consent', actions: 'dismissAlerts' },
      },
    },
  },
});
