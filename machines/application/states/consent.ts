import { PATHS } from '../../../src/paths';
import { operationKey } from '../../shared/keys';
import { applicationSetup, TO } from '../setup';

/**
 * /aplicacion-credito/permisos (100 %): consent checkboxes and the 6-digit NIP sent by SMS; resend after 60 s.
 * The product step stays reachable (spec §4: an existing application gets its NIP again).
 */
export const consent = applicationSetup.createStateConfig({
  meta: { route: PATHS.applicationConsent },
  type: 'parallel',
  on: {
    'ROUTE.CHANGED': {
      guard: { type: 'isStepRoute', params: { step: 'product' } },
      target: TO.product,
    },
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'CONSENT.CHANGE': { actions: 'setConsentField' },
            'CONSENT.SUBMIT': [
              { guard: 'isConsentValid', target: 'processing' },
              { actions: 'showConsentErrors' },
            ],
          },
        },
        processing: {
          description: 'POST /applications/:id/process with the NIP.',
          tags: ['busy'],
          invoke: {
            id: 'applications.process',
            src: 'applications.process',
            input: ({ context }) => ({
              id: context.applicationId ?? '',
              complianceCode: context.consent.nip,
              operationKey: operationKey(context.keys, 'applications.process', context.applicationId),
            }),
            onDone: [
              {
                guard: {
                  type: 'isOutputEligibleForInterest',
                  params: ({ event }) => ({ output: event.output }),
                },
                target: TO.interestOffer,
                actions: [
                  { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
                  {
                    type: 'keyAnswered',
                    params: ({ context }) => ({
                      endpoint: 'applications.process',
                      scope: context.applicationId,
                    }),
                  },
                ],
              },
              {
                target: TO.result,
                actions: [
                  { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
                  {
                    type: 'keyAnswered',
                    params: ({ context }) => ({
                      endpoint: 'applications.process',
                      scope: context.applicationId,
                    }),
                  },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isAbandoned', params: ({ event }) => ({ error: event.error }) },
                target: TO.abandoned,
              },
              {
                guard: { type: 'isWrongNip', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: [
                  'alertWrongNip',
                  'clearNip',
                  {
                    type: 'keyAnswered',
                    params: ({ context, event }) => ({
                      endpoint: 'applications.process',
                      scope: context.applicationId,
                      error: event.error,
                    }),
                  },
                ],
              },
              {
                guard: { type: 'isNipRefusal', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: [
                  { type: 'alertRefusal', params: ({ event }) => ({ error: event.error }) },
                  {
                    type: 'keyAnswered',
                    params: ({ context, event }) => ({
                      endpoint: 'applications.process',
                      scope: context.applicationId,
                      error: event.error,
                    }),
                  },
                ],
              },
              {
                target: 'editing',
                actions: [
                  'alertNipFailed',
                  {
                    type: 'keyAnswered',
                    params: ({ context, event }) => ({
                      endpoint: 'applications.process',
                      scope: context.applicationId,
                      error: event.error,
                    }),
                  },
                ],
              },
            ],
          },
        },
      },
    },
    resend: {
      initial: 'waiting',
      states: {
        waiting: {
          description:
            'The resend wait (machines/shared/countdown.ts, spec §9: 60 s): each second left is kept for the ' +
            'view and a restored draft; none left, the link shows at once.',
          invoke: {
            id: 'countdown',
            src: 'countdown',
            input: ({ context }) => ({ seconds: context.countdown }),
            onDone: { target: 'ready', actions: 'clearCountdown' },
            onError: { target: 'ready', actions: 'clearCountdown' },
          },
          on: {
            'COUNTDOWN.TICK': {
              actions: { type: 'setCountdown', params: ({ event }) => ({ secondsLeft: event.secondsLeft }) },
            },
            RESUME: { target: 'waiting', reenter: true },
          },
        },
        ready: {
          on: { 'NIP.RESEND': { target: 'resending' } },
        },
        resending: {
          description: 'POST /applications/:id/resend-compliance-code.',
          invoke: {
            id: 'applications.resendComplianceCode',
            src: 'applications.resendComplianceCode',
            input: ({ context }) => ({ id: context.applicationId ?? '' }),
            onDone: { target: 'waiting', actions: 'startCountdown' },
            onError: [
              {
                guard: { type: 'isAbandoned', params: ({ event }) => ({ error: event.error }) },
                target: TO.abandoned,
              },
              {
                guard: { type: 'isCodeLimit', params: ({ event }) => ({ error: event.error }) },
                target: 'ready',
                actions: { type: 'alertRefusal', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'ready', actions: 'alertResendFailed' },
            ],
          },
        },
      },
    },
  },
});
