/** `updateEmail` (/crear-cuenta/actualizar-correo, spec §5 "New e-mail"): a new address gets a new code. */
import { PATHS } from '../../../src/paths';
import { updateEmailBody } from '../bodies';
import { signupSetup, TO } from '../setup';
import { SESSION_TAGS } from '../types';

export const updateEmail = signupSetup.createStateConfig({
  meta: { route: PATHS.signupUpdateEmail },
  tags: [SESSION_TAGS.ephemeral],
  initial: 'editing',
  states: {
    editing: {
      on: {
        'EMAIL.CHANGE': { actions: 'setNewEmail' },
        'EMAIL.BLUR': { actions: 'trimNewEmail' },
        'EMAIL.SUBMIT': [
          { guard: 'isNewEmailValid', target: 'submitting' },
          { actions: 'showNewEmailError' },
        ],
        'EMAIL.BACK': { target: TO.verification },
        'ROUTE.CHANGED': { guard: 'isVerificationRoute', target: TO.verification },
      },
    },
    submitting: {
      description: 'POST /clients/email: a new code goes to the new address.',
      tags: ['busy'],
      invoke: {
        id: 'clients.updateEmail',
        src: 'clients.updateEmail',
        input: ({ context }) => updateEmailBody(context),
        onDone: {
          target: TO.verification,
          actions: [
            'acceptNewEmail',
            'clearCode',
            { type: 'startCountdown', params: ({ event }) => ({ seconds: event.output.retryAfterSeconds }) },
            'dismissAlerts',
          ],
        },
        onError: [
          {
            guard: { type: 'isEmailTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: 'alertContactTaken',
          },
          { target: 'editing', actions: 'alertGenericError' },
        ],
      },
    },
  },
});
