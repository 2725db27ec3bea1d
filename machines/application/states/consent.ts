import { PATHS } from '../../../src/paths';
import { consentStep } from '../../shared/consent';
import { RESTART_ON_RESUME, resendRegion } from '../../shared/resend';
import { processInput } from '../bodies';
import { applicationSetup, TO } from '../setup';

/** The NIP again (POST /applications/:id/resend-compliance-code), in the shared resend region. */
const resending = applicationSetup.createStateConfig({
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
});

/** POST /applications/:id/process with the NIP: the interest offer, the result, or back to the form. */
const processing = applicationSetup.createStateConfig({
  description: 'POST /applications/:id/process with the NIP.',
  tags: ['busy'],
  invoke: {
    id: 'applications.process',
    src: 'applications.process',
    input: ({ context }) => processInput(context),
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
});

/**
 * /aplicacion-credito/permisos (100 %): consent checkboxes and the 6-digit NIP sent by SMS; resend after 60 s.
 * The product step stays reachable (spec §4: an existing application gets its NIP again).
 */
export const consent = applicationSetup.createStateConfig({
  meta: { route: PATHS.applicationConsent },
  on: {
    'ROUTE.CHANGED': {
      guard: { type: 'isStepRoute', params: { step: 'product' } },
      target: TO.product,
    },
  },
  ...consentStep({
    submittingState: 'processing',
    submitting: processing,
    resend: resendRegion({ resume: RESTART_ON_RESUME, resending }),
  }),
});
