/**
 * `acceptTerms` (aceptar-terminos): the terms with the ordinary and late rates, and the signing PIN (6 digits)
 * sent by SMS on arrival (`smsSent`), resend after the wait (60 s, or what the server says). Two regions: the PIN
 * and the SMS. 'Firmar' signs (POST /sign); a wrong PIN (409) 'Has ingresado un NIP incorrecto.'; a refusal with a
 * reason (an expired PIN, another date than the contract's, too many tries) shows the app's text for its code
 * (machines/shared/refusals.ts); anything else first asks the server whether the application is signed (a lost
 * answer: the table follows), then the generic failure. A PIN budget used up (the day's, the
 * application's) stops the SMS with its text instead of a countdown.
 */
import { PATHS } from '../../../src/paths';
import { resendRegion } from '../../shared/resend';
import { signInput } from '../bodies';
import { signingSetup, TO } from '../setup';

/** The first SMS on arrival: smsSent, and the seconds until a resend. */
const smsSending = signingSetup.createStateConfig({
  description: 'POST send-signature-code: smsSent, and the seconds until a resend.',
  invoke: {
    id: 'signing.sendSignatureCode',
    src: 'signing.sendSignatureCode',
    input: ({ context }) => ({ id: context.applicationId }),
    onDone: {
      target: 'deciding',
      actions: { type: 'setSms', params: ({ event }) => ({ output: event.output }) },
    },
    onError: [
      {
        guard: { type: 'isCodeLimit', params: ({ event }) => ({ error: event.error }) },
        target: 'ready',
        actions: ['smsFailed', { type: 'alertRefusal', params: ({ event }) => ({ error: event.error }) }],
      },
      { target: 'ready', actions: ['smsFailed', 'alertResendFailed'] },
    ],
  },
});

/** Transient: a wait left counts down; none, the link shows. */
const smsDeciding = signingSetup.createStateConfig({
  always: [{ guard: 'hasWait', target: 'waiting' }, { target: 'ready' }],
});

/** The PIN again; a 429 asks how long the wait still is (`sending`). */
const smsResending = signingSetup.createStateConfig({
  invoke: {
    id: 'signing.resendSignatureCode',
    src: 'signing.resendSignatureCode',
    input: ({ context }) => ({ id: context.applicationId }),
    onDone: {
      target: 'deciding',
      actions: { type: 'setSms', params: ({ event }) => ({ output: event.output }) },
    },
    onError: [
      {
        guard: { type: 'isCodeLimit', params: ({ event }) => ({ error: event.error }) },
        target: 'ready',
        actions: ['smsFailed', { type: 'alertRefusal', params: ({ event }) => ({ error: event.error }) }],
      },
      {
        // The wait is not over: ask again how long it is.
        guard: { type: 'isTooEarly', params: ({ event }) => ({ error: event.error }) },
        target: 'sending',
      },
      { target: 'ready', actions: ['smsFailed', 'alertResendFailed'] },
    ],
  },
});

export const acceptTerms = signingSetup.createStateConfig({
  meta: { route: PATHS.signingAcceptTerms },
  type: 'parallel',
  states: {
    code: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'NIP.CHANGE': { actions: 'setNip' },
            'NIP.SUBMIT': [{ guard: 'isNipValid', target: 'signing' }, { actions: 'showNipError' }],
            'ROUTE.CHANGED': {
              guard: 'isChooseTermRoute',
              target: TO.chooseTerm,
              actions: 'clearNip',
            },
          },
        },
        signing: {
          tags: ['busy'],
          invoke: {
            id: 'signing.sign',
            src: 'signing.sign',
            input: ({ context }) => signInput(context),
            onDone: {
              target: TO.paymentTable,
              actions: [
                { type: 'markSigned', params: ({ event }) => ({ output: event.output }) },
                'dismissAlerts',
                { type: 'signAnswered', params: {} },
              ],
            },
            onError: [
              {
                guard: { type: 'isWrongNip', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: [
                  'clearNip',
                  'alertWrongNip',
                  { type: 'signAnswered', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: [
                  { type: 'alertRefusal', params: ({ event }) => ({ error: event.error }) },
                  { type: 'signAnswered', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                description:
                  'Anything else (no answer, a server error, "not approved" for a contract signed by a try whose ' +
                  'answer was lost): ask the server where the application is before saying it failed; no answer ' +
                  'or a 5xx keeps the key for the next press.',
                target: 'confirming',
                actions: { type: 'signAnswered', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        confirming: {
          tags: ['busy'],
          description:
            'GET /applications after a failed signature: signed already (the answer was lost) → the payment ' +
            'table; otherwise the failure text, the PIN kept for another press.',
          invoke: {
            id: 'applications.list',
            src: 'applications.list',
            onDone: [
              {
                guard: { type: 'isSignedInList', params: ({ event }) => ({ output: event.output }) },
                target: TO.paymentTable,
                actions: [
                  { type: 'takeSignedFromList', params: ({ event }) => ({ output: event.output }) },
                  'dismissAlerts',
                  { type: 'signAnswered', params: {} },
                ],
              },
              { target: 'editing', actions: 'alertNipFailed' },
            ],
            onError: { target: 'editing', actions: 'alertNipFailed' },
          },
        },
      },
    },
    sms: resendRegion({
      initial: 'sending',
      before: { sending: smsSending, deciding: smsDeciding },
      resending: smsResending,
    }),
  },
});
