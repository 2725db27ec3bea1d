/**
 * The profile's 'Cambiar contraseña' button (spec §2 /perfil): sends the reset e-mail to the profile's address
 * (POST /clients/recover-password) and shows the notice for 6 s (spec §9); a failure shows an error alert and the
 * button can be pressed again.
 */
import { emit, setup } from 'xstate';
import { type AlertEmitted, errorAlert } from '../shared/alerts';
import { unprovidedCall } from '../shared/call';
import { passwordResetActors } from './actors';
import { MESSAGES, resetSentAlert } from './messages';

export interface PasswordResetInput {
  readonly email: string;
}

export type PasswordResetEvent = { readonly type: 'SEND' };

export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetInput,
    events: {} as PasswordResetEvent,
    emitted: {} as AlertEmitted,
  },
  actors: passwordResetActors(unprovidedCall),
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ email: input.email }),
  initial: 'idle',
  states: {
    idle: { on: { SEND: 'sending' } },
    sending: {
      invoke: {
        id: 'clients.recoverPassword',
        src: 'clients.recoverPassword',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'sent',
          actions: emit(({ context }) => ({ type: 'alert' as const, ...resetSentAlert(context.email) })),
        },
        onError: {
          target: 'idle',
          actions: emit(errorAlert(MESSAGES.resetFailed)),
        },
      },
    },
    sent: { on: { SEND: 'sending' } },
  },
});

export interface PasswordResetView {
  readonly busy: boolean;
  readonly sent: boolean;
}

export function passwordResetView(snapshot: {
  matches(state: 'idle' | 'sending' | 'sent'): boolean;
}): PasswordResetView {
  return { busy: snapshot.matches('sending'), sent: snapshot.matches('sent') };
}
