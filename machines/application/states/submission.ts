import { applicationSetup, createBody } from '../setup';

/**
 * After the product form (profile with address and employment) or the references: create the application, submit
 * it, and route by what the server answered (spec §4). An application already submitted only gets its NIP again.
 * No screen of its own: the form it came from shows busy.
 */
export const submission = applicationSetup.createStateConfig({
  initial: 'routing',
  tags: ['busy'],
  states: {
    routing: {
      always: [
        { guard: 'isSubmitted', target: 'resending' },
        { guard: 'isFromReferences', target: 'ready' },
        { guard: 'hasProfileData', target: 'ready' },
        {
          description:
            'From the product without address and employment: the forms first, even when an earlier try already ' +
            'created the application (its submit failed); the references are submitted from their own step.',
          target: '#application.address',
          actions: { type: 'reach', params: { step: 'address' } },
        },
      ],
    },
    ready: {
      description: 'Transient: submit the application an earlier try created, or create it.',
      always: [{ guard: 'hasApplicationId', target: 'submitting' }, { target: 'creating' }],
    },
    resending: {
      description: 'POST /applications/:id/resend-compliance-code, then permisos.',
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ id: context.applicationId ?? '' }),
        onDone: { target: '#application.consent', actions: 'startCountdown' },
        onError: [
          {
            guard: { type: 'isCodeLimit', params: ({ event }) => ({ error: event.error }) },
            target: '#application.consent',
            actions: [
              { type: 'alertRefusal', params: ({ event }) => ({ error: event.error }) },
              'clearCountdown',
            ],
          },
          { target: '#application.consent', actions: ['alertResendFailed', 'clearCountdown'] },
        ],
      },
    },
    creating: {
      description: 'POST /applications (with clientAddress and clientEmployment after the forms).',
      invoke: {
        id: 'createApplication',
        src: 'createApplication',
        input: ({ context }) => createBody(context),
        onDone: {
          target: 'submitting',
          actions: { type: 'setApplicationId', params: ({ event }) => ({ id: event.output.id }) },
        },
        onError: [
          {
            guard: { type: 'isRejectedLimit', params: ({ event }) => ({ error: event.error }) },
            target: '#application.limitExceeded',
            actions: { type: 'setCannotCreate', params: { reason: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED' } },
          },
          {
            guard: { type: 'isTooManyApplications', params: ({ event }) => ({ error: event.error }) },
            target: '#application.limitExceeded',
            actions: { type: 'setCannotCreate', params: { reason: 'EXCEEDED_APPLICATIONS_PER_MINUTE' } },
          },
          {
            description: 'A 422 says what is wrong (e.g. "Tu límite disponible es de $X").',
            guard: { type: 'isUnprocessable', params: ({ event }) => ({ error: event.error }) },
            target: 'back',
            actions: { type: 'alertServerMessage', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'back', actions: 'alertCreateFailed' },
        ],
      },
    },
    submitting: {
      description: 'POST /applications/:id/submit: the references, or {} when the profile has the data.',
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({
          id: context.applicationId ?? '',
          body:
            context.origin === 'references'
              ? {
                  personalReferences: context.references.map((r) => ({
                    fullName: r.fullName.trim(),
                    phoneNumber: r.phoneNumber,
                  })),
                }
              : {},
        }),
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
            'markSubmitted',
          ],
        },
        onError: { target: 'back', actions: 'alertSubmitFailed' },
      },
    },
    deciding: {
      description:
        'Spec §4: processed → interest offer or result; REJECTED / RETRY → result; anything else → permisos.',
      always: [
        { guard: 'isProcessed', target: 'processed' },
        { guard: 'isFinalWithoutNip', target: '#application.result' },
        { target: '#application.consent', actions: 'startCountdown' },
      ],
    },
    processed: {
      always: [
        { guard: 'isEligibleForInterest', target: '#application.interestOffer' },
        { target: '#application.result' },
      ],
    },
    back: {
      description: 'Transient: back to the form it came from, with everything typed.',
      always: [
        { guard: 'isFromReferences', target: '#application.references' },
        { target: '#application.product' },
      ],
    },
  },
});
