import { applicationSetup, TO } from '../setup';

/**
 * Before the product form (no screen of its own: a spinner): may the client create an application (spec §4,
 * can-create first), the balances for the §6 cap when the profile has a limit, and the store's MSI periods.
 */
export const preparing = applicationSetup.createStateConfig({
  initial: 'checking',
  tags: ['busy'],
  states: {
    checking: {
      description: 'GET /applications/can-create.',
      invoke: {
        id: 'applications.canCreate',
        src: 'applications.canCreate',
        input: ({ context }) => ({ type: context.applicationType }),
        onDone: [
          {
            guard: { type: 'canCreateApplication', params: ({ event }) => ({ output: event.output }) },
            target: 'limits',
          },
          {
            target: TO.limitExceeded,
            actions: {
              type: 'setCannotCreate',
              params: ({ event }) => ({ reason: event.output.reason, message: event.output.message }),
            },
          },
        ],
        // The server checks again when the application is created.
        onError: { target: 'limits' },
      },
    },
    limits: {
      description: 'Transient: balances only matter when the profile has a credit limit.',
      always: [{ guard: 'hasCreditLimit', target: 'balances' }, { target: 'msi' }],
    },
    balances: {
      description: 'GET /applications/balance: the cap is the limit minus overdue and current balances.',
      invoke: {
        id: 'payments.balance',
        src: 'payments.balance',
        onDone: {
          target: 'msi',
          actions: { type: 'setBalances', params: ({ event }) => ({ output: event.output }) },
        },
        // Without balances the server still enforces the cap on creation.
        onError: { target: 'msi' },
      },
    },
    msi: {
      description: 'Transient: only a store purchase has per-store MSI periods.',
      always: [{ guard: 'isStore', target: 'noInterest' }, { target: TO.product }],
    },
    noInterest: {
      description: 'GET /business/stores/:storeId/no-interest-payments.',
      invoke: {
        id: 'catalog.storeNoInterestPayments',
        src: 'catalog.storeNoInterestPayments',
        input: ({ context }) => ({ storeId: context.storeId ?? '' }),
        onDone: {
          target: TO.product,
          actions: { type: 'setNoInterest', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: TO.product },
      },
    },
  },
});
