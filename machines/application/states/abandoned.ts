import { applicationSetup, TO } from '../setup';

/**
 * The server closed the application this draft was about (422 APPLICATION_ABANDONED on submit, the NIP or its
 * resend: not decided within 24 hours of its creation, or the customer started another; docs/lending-api.md, "An
 * application the client cannot see"). Transient: say so, forget the application, its keys and its NIP, and go
 * back to the form the submission started from with everything typed; its 'Continuar' creates a new application
 * with a new create key (docs/flows.md, "A stranded draft").
 */
export const abandoned = applicationSetup.createStateConfig({
  entry: ['alertAbandoned', 'forgetApplication'],
  always: [{ guard: 'isFromReferences', target: TO.references }, { target: TO.product }],
});
