/**
 * What the password screens show, derived from a snapshot of the password machine (the screens hold no
 * `matches()`): `useSelector(actor, passwordView, samePasswordView)`.
 */
import type { SnapshotFrom } from 'xstate';
import type { PasswordMachine } from './password.machine';

export interface PasswordView {
  /** Which page: the forgot-password form (and its sent notice) or the reset form. */
  readonly page: 'forgot' | 'reset';
  /** The recovery e-mail is being sent. */
  readonly sending: boolean;
  /** The address the link went to, once sent; null before. */
  readonly sentTo: string | null;
  readonly submitting: boolean;
  readonly succeeded: boolean;
}

export function passwordView(s: SnapshotFrom<PasswordMachine>): PasswordView {
  return {
    page: s.matches('reset') ? 'reset' : 'forgot',
    sending: s.matches({ forgot: 'sending' }),
    sentTo: s.matches({ forgot: 'sent' }) ? s.context.sentTo : null,
    submitting: s.matches({ reset: 'submitting' }),
    succeeded: s.matches({ reset: 'succeeded' }),
  };
}

export function samePasswordView(a: PasswordView, b: PasswordView): boolean {
  return (
    a.page === b.page &&
    a.sending === b.sending &&
    a.sentTo === b.sentTo &&
    a.submitting === b.submitting &&
    a.succeeded === b.succeeded
  );
}
