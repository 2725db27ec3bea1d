/**
 * `activation` (/promotor/solicitud-rapida/codigo-activacion): the 4-digit code the customer got by e-mail. The
 * promoter may read the client's code (`GET /clients/:id/activation-code`) and resend it once the 90 s wait is over
 * (spec §9, business role). Then `POST /applications/:id/process` with the code → `result`.
 */
import { PATHS } from '../../../src/paths';
import { operationKey } from '../../shared/keys';
import {
  CODE_FETCH_FAILED_MESSAGE,
  PROCESS_FAILED_MESSAGE,
  RESEND_FAILED_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '../messages';
import { promoterResend } from '../resend';
import { promoterSetup, TO } from '../setup';

const clientIdOf = (context: { application: { clientId: string | null } | null }) =>
  context.application?.clientId ?? '';

export const activation = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterQuickActivationCode },
  type: 'parallel',
  // The quick application just e-mailed the code: the wait starts now.
  entry: { type: 'startCountdown', params: {} },
  states: {
    code: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'CODE.CHANGE': { actions: 'setCode' },
            'CODE.SUBMIT': [{ guard: 'isCodeValid', target: 'processing' }, { actions: 'showCodeError' }],
            'CODE.SHOW': { target: 'fetching' },
          },
        },
        fetching: {
          tags: ['busy'],
          invoke: {
            id: 'promoters.clientActivationCode',
            src: 'promoters.clientActivationCode',
            input: ({ context }) => ({ clientId: clientIdOf(context) }),
            onDone: {
              target: 'editing',
              actions: { type: 'setShownCode', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: { type: 'alert', params: { message: CODE_FETCH_FAILED_MESSAGE } },
            },
          },
        },
        processing: {
          tags: ['busy'],
          exit: { type: 'keyAnswered', params: { endpoint: 'applications.process', scoped: true } },
          invoke: {
            id: 'applications.process',
            src: 'applications.process',
            input: ({ context }) => ({
              id: context.application?.id ?? '',
              clientActivationCode: context.activationCode,
              operationKey: operationKey(
                context.keys,
                'applications.process',
                context.application?.id ?? null,
              ),
            }),
            onDone: {
              target: TO.result,
              actions: [
                { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
                'dismissAlerts',
              ],
            },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: ['clearCode', { type: 'alert', params: { message: WRONG_CODE_MESSAGE } }],
              },
              {
                guard: { type: 'isTooMany', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: ['clearCode', { type: 'alert', params: { message: WRONG_CODE_MESSAGE } }],
              },
              { target: 'editing', actions: { type: 'alert', params: { message: PROCESS_FAILED_MESSAGE } } },
            ],
          },
        },
      },
    },
    resend: promoterResend({
      actor: {
        id: 'promoters.resendClientActivationCode',
        src: 'promoters.resendClientActivationCode',
        input: ({ context }) => ({ clientId: clientIdOf(context) }),
      },
      failedMessage: RESEND_FAILED_MESSAGE,
      busy: true,
    }),
  },
});
