/**
 * What the login screen shows, derived from a snapshot of the login machine (the screen holds no `matches()`):
 * `useSelector(actor, loginView, sameLoginView)`.
 */
import type { SnapshotFrom } from 'xstate';
import type { LoginField, LoginMachine } from './login.machine';

export interface LoginView {
  readonly email: string;
  readonly password: string;
  /** Visible field errors (spec §5 "Login"), shown after a submit. */
  readonly errors: Readonly<Partial<Record<LoginField, string>>>;
  /** The sign-in call is running, or the flow is leaving the form: the button shows progress. */
  readonly submitting: boolean;
}

export function loginView(s: SnapshotFrom<LoginMachine>): LoginView {
  return {
    email: s.context.email,
    password: s.context.password,
    errors: s.context.errors,
    submitting: !s.matches('editing'),
  };
}

export function sameLoginView(a: LoginView, b: LoginView): boolean {
  return (
    a.email === b.email && a.password === b.password && a.errors === b.errors && a.submitting === b.submitting
  );
}
