import { operationKey } from '../../shared/keys';
import { createInput, submitBody } from '../bodies';
import { applicationSetup, TO } from '../setup';

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
          target: TO.address,
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
        id: 'applications.resendComplianceCode',
        src: 'applications.resendComplianceCode',
        input: ({ context }) => ({ id: context.applicationId ?? '' }),
        onDone: { target: TO.consent, actions: 'startCountdown' },
        onError: [
          {
            guard: { type: 'isAbandoned', params: ({ event }) => ({ error: event.error }) },
            target: TO.abandoned,
          },
          {
            guard: { type: 'isCodeLimit', params: ({ event }) => ({ error: event.error }) },
            target: TO.consent,
            actions: [
              { type: 'alertRefusal', params: ({ event }) => ({ error: event.error }) },
              'endCountdown',
            ],
          },
          { target: TO.consent, actions: ['alertResendFailed', 'endCountdown'] },
        ],
      },
    },
    creating: {
      description:
        'POST /applications (with clientAddress and clientEmployment after the forms), keyed by the draft: ' +
        'pressed again after an answer that never came, the server answers the application it created.',
      invoke: {
        id: 'applications.create',
        src: 'applications.create',
        input: ({ context }) => createInput(context),
        onDone: {
          target: 'submitting',
          actions: [
            { type: 'setApplicationId', params: ({ event }) => ({ id: event.output.id }) },
            { type: 'keyAnswered', params: { endpoint: 'applications.create', scope: null } },
          ],
        },
        onError: [
          {
            guard: { type: 'isRejectedLimit', params: ({ event }) => ({ error: event.error }) },
            target: TO.limitExceeded,
            actions: [
              { type: 'setCannotCreate', params: { reason: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED' } },
              {
                type: 'keyAnswered',
                params: ({ event }) => ({ endpoint: 'applications.create', scope: null, error: event.error }),
              },
            ],
          },
          {
            guard: { type: 'isTooManyApplications', params: ({ event }) => ({ error: event.error }) },
            target: TO.limitExceeded,
            actions: [
              { type: 'setCannotCreate', params: { reason: 'EXCEEDED_APPLICATIONS_PER_MINUTE' } },
              {
                type: 'keyAnswered',
                params: ({ event }) => ({ endpoint: 'applications.create', scope: null, error: event.error }),
              },
            ],
          },
          {
            description: 'A 422 says what is wrong (e.g. "Tu límite disponible es de $X").',
            guard: { type: 'isUnprocessable', params: ({ event }) => ({ error: event.error }) },
            target: 'back',
            actions: [
              { type: 'alertServerMessage', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'keyAnswered',
                params: ({ event }) => ({ endpoint: 'applications.create', scope: null, error: event.error }),
              },
            ],
          },
          {
            target: 'back',
            actions: [
              'alertCreateFailed',
              {
                type: 'keyAnswered',
                params: ({ event }) => ({ endpoint: 'applications.create', scope: null, error: event.error }),
              },
            ],
          },
        ],
      },
    },
    submitting: {
      description: 'POST /applications/:id/submit: the references, or {} when the profile has the data.',
      invoke: {
        id: 'applications.submit',
        src: 'applications.submit',
        input: ({ context }) => ({
          id: context.applicationId ?? '',
          body: submitBody(context),
          operationKey: operationKey(context.keys, 'applications.submit', context.applicationId),
        }),
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
            'markSubmitted',
            {
              type: 'keyAnswered',
              params: ({ context }) => ({ endpoint: 'applications.submit', scope: context.applicationId }),
            },
          ],
        },
        onError: [
          {
            description:
              'The server closed it (24 hours, or another was started): a new one on the next press.',
            guard: { type: 'isAbandoned', params: ({ event }) => ({ error: event.error }) },
            target: TO.abandoned,
          },
          {
            target: 'back',
            actions: [
              'alertSubmitFailed',
              {
                type: 'keyAnswered',
                params: ({ context, event }) => ({
                  endpoint: 'applications.submit',
                  scope: context.applicationId,
                  error: event.error,
                }),
              },
            ],
          },
        ],
      },
    },
    deciding: {
      description:
        'Spec §4: processed → interest offer or result; REJECTED / RETRY → result; anything else → permisos.',
      always: [
        { guard: 'isProcessed', target: 'processed' },
        { guard: 'isFinalWithoutNip', target: TO.result },
        { target: TO.consent, actions: 'startCountdown' },
      ],
    },
    processed: {
      always: [{ guard: 'isEligibleForInterest', target: TO.interestOffer }, { target: TO.result }],
    },
    back: {
      description: 'Transient: back to the form it came from, with everything typed.',
      always: [{ guard: 'isFromReferences', target: TO.references }, { target: TO.product }],
    },
  },
});
