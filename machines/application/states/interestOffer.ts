import { PATHS } from '../../../src/paths';
import { operationKey } from '../../shared/keys';
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
        input: ({ context }) => ({
          id: context.result?.id ?? '',
          storeId: context.storeId,
          operationKey: operationKey(
            context.keys,
            'applications.acceptAsInterestPayments',
            context.result?.id ?? null,
          ),
        }),
        onDone: {
          target: TO.result,
          actions: [
            { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
            {
              type: 'keyAnswered',
              params: ({ context }) => ({
                endpoint: 'applications.acceptAsInterestPayments',
                scope: context.result?.id ?? null,
              }),
            },
          ],
        },
        onError: {
          target: 'choosing',
          actions: [
            'alertOfferFailed',
            {
              type: 'keyAnswered',
              params: ({ context, event }) => ({
                endpoint: 'applications.acceptAsInterestPayments',
                scope: context.result?.id ?? null,
                error: event.error,
              }),
            },
          ],
        },
      },
    },
    declining: {
      tags: ['busy'],
      invoke: {
        id: 'applications.rejectNoInterestAsInterestPayments',
        src: 'applications.rejectNoInterestAsInterestPayments',
        input: ({ context }) => ({
          id: context.result?.id ?? '',
          operationKey: operationKey(
            context.keys,
            'applications.rejectNoInterestAsInterestPayments',
            context.result?.id ?? null,
          ),
        }),
        onDone: {
          target: TO.result,
          actions: [
            { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
            {
              type: 'keyAnswered',
              params: ({ context }) => ({
                endpoint: 'applications.rejectNoInterestAsInterestPayments',
                scope: context.result?.id ?? null,
              }),
            },
          ],
        },
        onError: {
          target: 'choosing',
          actions: [
            'alertOfferFailed',
            {
              type: 'keyAnswered',
              params: ({ context, event }) => ({
                endpoint: 'applications.rejectNoInterestAsInterestPayments',
                scope: context.result?.id ?? null,
                error: event.error,
              }),
            },
          ],
        },
      },
    },
  },
});
