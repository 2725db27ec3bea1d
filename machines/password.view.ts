/**
 * What the password screens show, derived from a snapshot of the password machine (the screens hold no
 * `matches()` and read no `context`): `useSelector(actor, passwordView, samePasswordView)` for the page and its
 * progress, `forgotFormView` and `resetFormView` for the fields of each form.
 */
import type { SnapshotFrom } from 'xstate';
import { isResetFormValid, type PasswordMachine } from './password.machine';

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

/** The forgot-password form: the address as typed and its visible error. */
export interface ForgotFormView {
  readonly email: string;
  /** §5 under the field (after a submit, or the unknown address); undefined: none. */
  readonly error: string | undefined;
}

export function forgotFormView(s: SnapshotFrom<PasswordMachine>): ForgotFormView {
  return { email: s.context.email, error: s.context.errors.email };
}

export function sameForgotFormView(a: ForgotFormView, b: ForgotFormView): boolean {
  return a.email === b.email && a.error === b.error;
}

/** The reset form and its success notice. */
export interface ResetFormView {
  readonly password: string;
  readonly confirmation: string;
  /** The errors of the fields already touched (undefined: none). */
  readonly passwordError: string | undefined;
  readonly confirmationError: string | undefined;
  /** Every field is valid (the button is disabled otherwise). */
  readonly canSubmit: boolean;
  /** Seconds left before the redirect after a successful reset. */
  readonly countdown: number;
}

export function resetFormView(s: SnapshotFrom<PasswordMachine>): ResetFormView {
  const { password, confirmation, errors, countdown } = s.context;
  return {
    password,
    confirmation,
    passwordError: errors.password,
    confirmationError: errors.confirmation,
    canSubmit: isResetFormValid(s.context),
    countdown,
  };
}

export function sameResetFormView(a: ResetFormView, b: ResetFormView): boolean {
  return (
    a.password === b.password &&
    a.confirmation === b.confirmation &&
    a.passwordError === b.passwordError &&
    a.confirmationError === b.confirmationError &&
    a.canSubmit === b.canSubmit &&
    a.countdown === b.countdown
  );
}
