/**
 * `loading` (GET /applications), the transient decisions after it, and `loadingProducts`: the flow opens on any
 * of its URLs (a reload, a typed URL, the home tracker's button) and the machine decides the screen from the
 * server's data and the requested route. Spec §2 "Signing flow" wrapper, §4 "Home tracker" (choose terms) and
 * "Signing".
 */
import { signingSetup, TO } from '../setup';

export const loading = signingSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'applications.list',
    src: 'applications.list',
    onDone: {
      target: 'checking',
      actions: { type: 'setApplications', params: ({ event }) => ({ output: event.output }) },
    },
    onError: { target: 'loadFailed' },
  },
});

export const loadFailed = signingSetup.createStateConfig({
  description: 'The applications or the options could not be loaded: "Reintentar".',
  on: { RETRY: { target: 'loading' } },
});

export const checking = signingSetup.createStateConfig({
  description:
    'Transient: gone or not APPROVED → home; signed → the table or the success screen (else home); a ' +
    'signature in validation → the contract (polling again); no store and no CLABE → the CLABE first; options ' +
    'loaded when absent.',
  always: [
    { guard: 'isGone', target: 'toHome' },
    { guard: 'isSigned', target: 'resumingSigned' },
    { guard: 'isValidating', target: TO.contractValidating },
    { guard: 'needsClabeFirst', target: 'clabeFirst' },
    { guard: 'hasNoProducts', target: 'loadingProducts' },
    { target: 'entering' },
  ],
});

export const resumingSigned = signingSetup.createStateConfig({
  description:
    'Transient: a signed application shows no form again — its table, or the success screen for the CLABE step ' +
    'and the success itself; any earlier step → home.',
  always: [
    { guard: 'requestsTable', target: 'paymentTable' },
    { guard: 'requestsClabe', target: 'success' },
    { guard: 'requestsSuccess', target: 'success' },
    { target: 'toHome' },
  ],
});

export const loadingProducts = signingSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'signing.approvedProductsConditions',
    src: 'signing.approvedProductsConditions',
    input: ({ context }) => ({ id: context.applicationId }),
    onDone: {
      target: 'entering',
      actions: { type: 'setProducts', params: ({ event }) => ({ output: event.output }) },
    },
    onError: { target: 'loadFailed' },
  },
});

export const entering = signingSetup.createStateConfig({
  description:
    'Transient: the screen asked for, when what it needs is there (a chosen date; a signed contract for the ' +
    'terms); otherwise the term selection.',
  always: [
    { guard: 'canResumeTerms', target: 'acceptTerms' },
    { guard: 'canResumeContract', target: 'contract' },
    { target: 'chooseTerm' },
  ],
});
