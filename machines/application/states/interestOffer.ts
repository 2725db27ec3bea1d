import { PATHS } from '../../../src/paths';
import { applicationSetup, TO } from '../setup';

/**
 * /aplicacion-credito/continuar-a-meses-con-intereses: 'Continuar CON intereses' (accept) or 'Cancelar'
 * (reject); both go to the result. A failure shows an error alert with an empty message (spec §8).
 */
export const interestOffer = applicationSetup.createStateConfig({
  meta: { route: PATHS.applicationInterestOffer },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'OFFER.ACCEPT': { target: 'accepting' },
        'OFFER.DECLINE': { target: 'declining' },
      },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'applications.acceptAsInterestPayments',
        src: 'applications.acceptAsInterestPayments',
        input: ({ context }) => ({ id: context.result?.id ?? '', storeId: context.storeId }),
        onDone: {
          target: TO.result,
          actions: { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'choosing', actions: 'alertOfferFailed' },
      },
    },
    declining: {
      tags: ['busy'],
      invoke: {
        id: 'applications.rejectNoInterestAsInterestPayments',
        src: 'applications.rejectNoInterestAsInterestPayments',
        input: ({ context }) => ({ id: context.result?.id ?? '' }),
        onDone: {
          target: TO.result,
          actions: { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'choosing', actions: 'alertOfferFailed' },
      },
    },
  },
});
