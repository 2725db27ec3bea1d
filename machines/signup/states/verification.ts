/**
 * `verification` (/crear-cuenta/verificar, spec §4 "Resend countdown", §5 "Verification"), two regions: the code,
 * and the resend countdown. The countdown counts the server's remaining wait: after a resend or an e-mail change
 * it starts from the wait the answer gave; otherwise (the account just created, a new session, a reload, a 429)
 * the server is asked (`codeStatus`), so it survives a reload and a closed tab and never offers a resend the
 * server would refuse.
 */
import { PATHS } from '../../../src/paths';
import { resendRegion } from '../../shared/resend';
import { activateBody } from '../bodies';
import { signupSetup, TO } from '../setup';
import { SESSION_TAGS } from '../types';

/** Transient: a countdown the flow just started goes on; otherwise the server is asked. */
const resendDeciding = signupSetup.createStateConfig({
  description: 'Transient: a countdown the flow just started goes on; otherwise the server is asked.',
  always: [{ guard: 'isCountdownRunning', target: 'waiting' }, { target: 'checking' }],
});

/** GET /clients/activation-code: where the code went and the seconds left to wait. */
const resendChecking = signupSetup.createStateConfig({
  description: 'GET /clients/activation-code: where the code went and the seconds left to wait.',
  invoke: {
    id: 'clients.activationCodeStatus',
    src: 'clients.activationCodeStatus',
    onDone: [
      {
        guard: {
          type: 'hasWaitLeft',
          params: ({ event }) => ({ seconds: event.output.retryAfterSeconds }),
        },
        target: 'waiting',
        actions: { type: 'setCodeStatus', params: ({ event }) => ({ status: event.output }) },
      },
      {
        target: 'ready',
        actions: { type: 'setCodeStatus', params: ({ event }) => ({ status: event.output }) },
      },
    ],
    onError: { target: 'ready', actions: 'endCountdown' },
  },
});

/** POST /clients/resend-activation-code: its answer restarts the wait; a 429 asks the server how long it still is. */
const resendCode = signupSetup.createStateConfig({
  description: 'POST /clients/resend-activation-code.',
  invoke: {
    id: 'clients.resendActivationCode',
    src: 'clients.resendActivationCode',
    onDone: {
      target: 'waiting',
      actions: [
        {
          type: 'startCountdown',
          params: ({ event }) => ({ seconds: event.output.retryAfterSeconds }),
        },
        'dismissAlerts',
      ],
    },
    onError: [
      {
        guard: { type: 'isTooEarly', params: ({ event }) => ({ error: event.error }) },
        target: 'checking',
      },
      { target: 'ready', actions: 'alertGenericError' },
    ],
  },
});

export const verification = signupSetup.createStateConfig({
  meta: { route: PATHS.signupVerify },
  tags: [SESSION_TAGS.ephemeral],
  type: 'parallel',
  states: {
    code: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'CODE.CHANGE': { actions: 'setCode' },
            'CODE.SUBMIT': [
              { guard: 'isCodeValid', target: 'submitting', actions: 'clearCodeError' },
              { actions: 'showCodeError' },
            ],
            'EMAIL.EDIT': { target: TO.updateEmail, actions: 'prepareNewEmail' },
            'ROUTE.CHANGED': {
              guard: 'isUpdateEmailRoute',
              target: TO.updateEmail,
              actions: 'prepareNewEmail',
            },
          },
        },
        submitting: {
          description: 'POST /clients/activate with the 4-digit code.',
          tags: ['busy'],
          invoke: {
            id: 'clients.activate',
            src: 'clients.activate',
            input: ({ context }) => activateBody(context),
            onDone: {
              target: TO.completed,
              actions: [
                { type: 'handOverToken', params: ({ event }) => ({ token: event.output.token }) },
                'dismissAlerts',
              ],
            },
            onError: [
              {
                guard: { type: 'isWrongCode', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: { type: 'alertWrongCode', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'editing', actions: 'alertGenericError' },
            ],
          },
        },
      },
    },
    resend: resendRegion({
      initial: 'deciding',
      before: { deciding: resendDeciding, checking: resendChecking },
      // After a reload the seconds saved in the draft are stale: ask the server again.
      resume: { guard: 'isCodeIdle', target: 'checking' },
      resending: resendCode,
    }),
  },
});
