/**
 * Where a sign-up page starts: the session kind it belongs to, and the `pendingClientSignup` draft (spec §9) kept
 * only when it belongs to that session (a visitor's draft before the account exists, an unverified one at the
 * code, a verified one at the completed screen), so the route guards and the machine always agree on the page.
 * The password is never written to the draft, nor the resend countdown's child: a restored flow is sent RESUME,
 * and the verification asks the server for the wait left (the seconds the draft kept are stale).
 */
import type { SessionStatus } from '../../../machines/session.machine';
import { routeOf } from '../../../machines/shared/route';
import {
  type AccountField,
  SESSION_TAGS,
  type SignupMachine,
  type SignupSession,
} from '../../../machines/signup';
import { readDraft, removeDraft } from './index';

/** The sign-up flow's draft (spec §9). */
export const SIGNUP_DRAFT_KEY = 'pendingClientSignup';

export function signupSessionOf(status: SessionStatus): SignupSession {
  if (status === 'ephemeral') return 'ephemeral';
  if (status === 'client') return 'client';
  return 'anonymous';
}

/** Keeps the saved draft only when it belongs to `session`; answers whether one is kept. */
export function keepDraftFor(machine: SignupMachine, session: SignupSession): boolean {
  const draft = readDraft(SIGNUP_DRAFT_KEY) as { value?: unknown; context?: unknown } | null;
  if (draft === null) return false;
  try {
    const snapshot = machine.resolveState({
      value: draft.value as never,
      context: draft.context as never,
    });
    if (snapshot.hasTag(SESSION_TAGS[session])) return true;
  } catch {
    // An unreadable draft is dropped below.
  }
  removeDraft(SIGNUP_DRAFT_KEY);
  return false;
}

/** The persisted snapshot without the password (it stays in memory only). */
export function withoutPassword<T>(persisted: T): T {
  const snapshot = persisted as { context?: { account?: { password?: string } } };
  const account = snapshot.context?.account;
  if (!account?.password) return persisted;
  return { ...snapshot, context: { ...snapshot.context, account: { ...account, password: '' } } } as T;
}

/**
 * A sign-up snapshot the draft keeps: a screen with no call running. The resend countdown may run (it is not
 * written: see {@link signupDraftOf}).
 */
export function isSignupResting(
  snapshot: { status: string; children: object } & Parameters<typeof routeOf>[0],
): boolean {
  return (
    snapshot.status === 'active' &&
    routeOf(snapshot) !== null &&
    Object.keys(snapshot.children).every((id) => id === 'countdown')
  );
}

/** What the draft keeps of a persisted snapshot: no password, no countdown child. */
export function signupDraftOf<T>(persisted: T): T {
  const snapshot = withoutPassword(persisted) as { children?: Record<string, unknown> };
  if (!snapshot.children || !('countdown' in snapshot.children)) return snapshot as T;
  const { countdown: _restartedOnResume, ...children } = snapshot.children;
  return { ...snapshot, children } as T;
}

/** A draft on the account step: the form's values it holds (never a password), and the snapshot without them. */
export interface HeldAccount {
  readonly snapshot: unknown;
  readonly account: Readonly<Partial<Record<Exclude<AccountField, 'password'>, string>>> | null;
}

/**
 * A draft on the account step starts the flow with the form as /crear-cuenta is prerendered (empty, no errors), so
 * the page is hydrated, not rendered over; its e-mail and phone go into the fields afterwards (`SignupFlow`), each
 * unless the person typed in that field before the scripts ran. A password is never taken from a draft, even one
 * that holds it (written by an older version, or by hand). Any other draft is left as it is.
 */
export function holdAccount(draft: unknown): HeldAccount {
  const snapshot = draft as { value?: unknown; context?: { account?: Record<AccountField, string> } } | null;
  const onAccount = snapshot?.value === 'account' || Object.keys(snapshot?.value ?? {})[0] === 'account';
  const account = onAccount ? snapshot?.context?.account : undefined;
  if (!snapshot?.context || !account) return { snapshot: draft, account: null };
  const empty = { email: '', phoneNumber: '', password: '' };
  return {
    snapshot: { ...snapshot, context: { ...snapshot.context, account: empty, accountErrors: {} } },
    account: { email: account.email, phoneNumber: account.phoneNumber },
  };
}
