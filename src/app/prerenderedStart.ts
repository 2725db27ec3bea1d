/**
 * How the app starts on a page prerendered as a visitor's (scripts/prerender.tsx), decided by the page's inline
 * loader before its first paint from what local storage holds:
 *
 * - Hydrated: the person will see this very page (a visitor; a session the guards keep on it, such as a client on
 *   /promotor; a sign-up draft on the form's own step). The app hydrates it as a visitor's, so what is typed
 *   stays, then applies the session (`visitorFirst`, src/app/session/SessionProvider.tsx) or the draft
 *   (src/app/pages/SignupRoute.tsx).
 * - Progress: the person will not see it (the guards send the session elsewhere, the page shows that session
 *   something else, a draft resumes on another step). The loader marks `<html>` (`PROGRESS_MARK`); the page's
 *   styles show the signed-in skeleton (the profile's spinner) instead of the page, so nothing can be typed into
 *   it; the app renders over it (src/main.tsx).
 */
import type { SessionStatus } from '../../machines/session.machine';
import { PATHS } from '../paths';
import { decideAccess } from './guards';
import { matchRoute } from './routes';
import { STORAGE_KEYS } from './storage';

/** The attribute the loader puts on `<html>` when the page shows progress instead of itself. */
export const PROGRESS_MARK = 'data-progress';

/** The element beside #root that holds the signed-in skeleton, shown only under `PROGRESS_MARK`. */
export const PROGRESS_ID = 'root-progress';

/** The page's styles for the two: the skeleton or the page, never both. */
export const PROGRESS_CSS = `#${PROGRESS_ID}{display:none}html[${PROGRESS_MARK}] #root[data-prerendered]{display:none}html[${PROGRESS_MARK}] #${PROGRESS_ID}{display:block}`;

/** The sessions a stored token starts (its audience). */
export const STORED_SESSIONS = ['client', 'client-ephemeral', 'business'] as const;
export type StoredSession = (typeof STORED_SESSIONS)[number];

/** The status each settles in once its profile has loaded (a suspended client is sent to / from every page). */
const SETTLED: Readonly<Record<StoredSession, SessionStatus>> = {
  client: 'client',
  'client-ephemeral': 'ephemeral',
  business: 'business',
};

/** Whether a settled session sees the visitor's page prerendered at `pathname`: the guard's decision, first. */
export function seesPrerenderedPage(pathname: string, status: SessionStatus): boolean {
  /**
   * Pages the guards let a session in but that show it more than another shell: a promoter's landing instead of
   * the sign-in form, a client's own buttons on the two loan entries. (tests/ui/app/prerender-start.test.tsx
   * renders every page for every session and checks this against what the app shows.) Built here, not at the
   * module's top: src/main.tsx imports this module for two names, and a top-level object with computed keys would
   * stay in the entry chunk.
   */
  const shownOtherwise: Readonly<Record<string, readonly SessionStatus[]>> = {
    [PATHS.promoter]: ['business'],
    [PATHS.personalLoan]: ['client'],
    [PATHS.storeRequest]: ['client'],
  };
  const decision = decideAccess(status, matchRoute(pathname)?.access ?? null, { pathname });
  return decision.kind === 'allow' && !shownOtherwise[pathname]?.includes(status);
}

/** What a prerendered page's loader decides with (JSON in the page). */
export interface PrerenderedStart {
  readonly tokenKey: string;
  /** The stored sessions that do not see this page. */
  readonly progressFor: readonly StoredSession[];
  /** The draft this page resumes, shown only when it is on the prerendered form's step. */
  readonly draft?: { readonly key: string; readonly step: string };
}

export function prerenderedStartOf(pathname: string): PrerenderedStart {
  return {
    tokenKey: STORAGE_KEYS.authToken,
    progressFor: STORED_SESSIONS.filter((session) => !seesPrerenderedPage(pathname, SETTLED[session])),
    // The sign-up machine's `account` step is /crear-cuenta's form (machines/signup/states/account.ts).
    ...(pathname === PATHS.signup
      ? { draft: { key: STORAGE_KEYS.pendingClientSignup, step: 'account' } }
      : {}),
  };
}

/**
 * Run by the page's inline loader (its source goes into the page: nothing from outside its body). The token is
 * read as src/app/session/initialToken.ts and the session machine read it (`?token=` first; the audience, the
 * most privileged first; an expired or unreadable token is no session); a draft by the top state of its snapshot.
 */
export function showsProgress(start: PrerenderedStart, search: string, now: number): boolean {
  let token = new URLSearchParams(search).get('token');
  let draft: string | null = null;
  try {
    token = token || localStorage.getItem(start.tokenKey);
    draft = start.draft ? localStorage.getItem(start.draft.key) : null;
  } catch {
    // Storage refused: no session, no draft.
  }
  let session: string | undefined;
  try {
    const parts = (token ?? '').split('.');
    const payload = parts.length === 3 ? (parts[1] as string).replace(/-/g, '+').replace(/_/g, '/') : '';
    const claims = payload ? JSON.parse(atob(payload)) : null;
    const aud = ([] as unknown[]).concat(claims?.aud);
    if (!(typeof claims?.exp === 'number' && claims.exp * 1000 <= now))
      session = ['business', 'client', 'client-ephemeral'].find((a) => aud.includes(a));
  } catch {
    // An unreadable token: no session.
  }
  if (session !== undefined) return (start.progressFor as readonly string[]).includes(session);
  try {
    const value = draft === null ? null : JSON.parse(draft)?.value?.value;
    const step = typeof value === 'string' ? value : Object.keys(value ?? {})[0];
    return step !== undefined && step !== start.draft?.step;
  } catch {
    return false;
  }
}
