/**
 * Route guards (spec §6), as one pure decision: given the session status and where the user is, either render
 * the page, wait (spinner), or redirect. The root layout applies it on every navigation and on every session
 * change, so the URL always agrees with the session machine.
 */
import type { SessionStatus } from '../../machines/session.machine';
import { PATHS } from '../paths';
import type { Access } from './routes';

const { home: HOME_PATH, login: LOGIN_PATH, promoter: PROMOTER_PATH } = PATHS;
const { signupCompleted: SIGNUP_DONE_PATH, signupVerify: VERIFY_PATH } = PATHS;

/** Kept in the navigation state by the visitor → /login redirect, read back by the login flow. */
export interface FromState {
  readonly from: string;
}

export type AccessDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'wait' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'redirect'; readonly to: string; readonly state?: FromState };

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: string, state?: FromState): AccessDecision =>
  state ? { kind: 'redirect', to, state } : { kind: 'redirect', to };

function isPromoterPath(pathname: string): boolean {
  return pathname === PROMOTER_PATH || pathname.startsWith(`${PROMOTER_PATH}/`);
}

export interface Where {
  readonly pathname: string;
  readonly search?: string;
}

/**
 * @param access the access class of the matched route, or `null` for an unknown path (a not-found page, which
 *   the session-kind rules still confine).
 */
export function decideAccess(status: SessionStatus, access: Access | null, where: Where): AccessDecision {
  const { pathname } = where;
  switch (status) {
    case 'loading':
      return { kind: 'wait' };
    case 'refreshing':
      // Painted from the cached profile: only the home, whose view marks every figure stale, shows before the
      // profile answers; a page that would compute from the profile (a limit, a form) waits for it.
      return pathname === HOME_PATH ? allow : { kind: 'wait' };
    case 'failed':
      return { kind: 'failed' };
    case 'suspended':
      // Only the suspension notice on /.
      return pathname === HOME_PATH ? allow : redirect(HOME_PATH);
    case 'business':
      return isPromoterPath(pathname) ? allow : redirect(PROMOTER_PATH);
    case 'ephemeral':
      return access === 'verification' ? allow : redirect(VERIFY_PATH);
    case 'anonymous':
      if (access === 'client' || access === 'verification') {
        return redirect(LOGIN_PATH, { from: `${pathname}${where.search ?? ''}` });
      }
      if (access === 'business') return redirect(PROMOTER_PATH);
      return allow;
    case 'client':
      if (access === 'signup') return redirect(HOME_PATH);
      if (access === 'verification') return redirect(SIGNUP_DONE_PATH);
      if (access === 'business') return redirect(PROMOTER_PATH);
      return allow;
  }
}
