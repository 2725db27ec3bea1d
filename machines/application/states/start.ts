import { applicationSetup, TO } from '../setup';

/** Transient: a decided application shows its result; a store application without a store cannot go on. */
export const start = applicationSetup.createStateConfig({
  description:
    'Transient: result to show (reload of the result page), store without storeId, or a new application.',
  always: [
    { guard: 'hasResult', target: TO.result },
    {
      description: 'Spec §2/§8: a store application with no store shows an alert and goes to /.',
      guard: 'isStoreWithoutStore',
      target: TO.missingStore,
    },
    { target: TO.preparing },
  ],
});
