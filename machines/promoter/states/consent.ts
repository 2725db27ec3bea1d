/**
 * `consent` (/promotor/permisos, spec §5 "Consent"): both authorisations and the customer's 6-digit NIP, then
 * `POST /applications/:id/pre-process` with it as the compliance code. The result picks the next step (`deciding`).
 * In parallel the NIP SMS may be resent (`POST /applications/:id/resend-compliance-code`) once the 90 s wait of the
 * business role is over (spec §9); it started when the application was created (the NIP went by SMS).
 */
import { PATHS } from '../../../src/paths';
import { consentStep } from '../../shared/consent';
import { refusalText } from '../../shared/refusals';
import { preProcessInput } from '../bodies';
import { PROCESS_FAILED_MESSAGE, RESEND_FAILED_MESSAGE, WRONG_NIP_MESSAGE } from '../messages';
import { promoterResend } from '../resend';
import { promoterSetup, TO } from '../setup';

/** POST /applications/:id/pre-process with the NIP as the compliance code: the result picks the next step. */
const preProcessing = promoterSetup.createStateConfig({
  tags: ['busy'],
  exit: { type: 'keyAnswered', params: { endpoint: 'applications.preProcess', scoped: true } },
  invoke: {
    id: 'applications.preProcess',
    src: 'applications.preProcess',
    input: ({ context }) => preProcessInput(context),
    onDone: {
      target: TO.deciding,
      actions: [{ type: 'setResult', params: ({ event }) => ({ output: event.output }) }, 'dismissAlerts'],
    },
    onError: [
      {
        guard: { type: 'isWrongNip', params: ({ event }) => ({ error: event.error }) },
        target: 'editing',
        actions: ['clearNip', { type: 'alert', params: { message: WRONG_NIP_MESSAGE } }],
      },
      {
        guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
        target: 'editing',
        actions: {
          type: 'alert',
          params: ({ event }) => ({ message: refusalText(event.error) ?? PROCESS_FAILED_MESSAGE }),
        },
      },
      { target: 'editing', actions: { type: 'alert', params: { message: PROCESS_FAILED_MESSAGE } } },
    ],
  },
});

export const consent = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterConsent },
  entry: { type: 'startCountdown', params: {} },
  ...consentStep({
    submittingState: 'preProcessing',
    submitting: preProcessing,
    resend: promoterResend({
      actor: {
        id: 'applications.resendComplianceCode',
        src: 'applications.resendComplianceCode',
        input: ({ context }) => ({ id: context.application?.id ?? '' }),
      },
      failedMessage: RESEND_FAILED_MESSAGE,
      busy: false,
    }),
  }),
});

/** Transient (spec §4 "Promoter flow"): by the NIP result. */
export const deciding = promoterSetup.createStateConfig({
  always: [
    { guard: 'isPreliminaryRejection', target: TO.preliminaryFailed },
    { guard: 'passedPreliminaryModel', target: TO.finish },
    { target: TO.result },
  ],
});
