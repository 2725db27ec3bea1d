/**
 * The sign-in hand-over: what /login and /promotor start so that the figures show one round trip after the
 * sign-in answer. A chunk of its own, fetched on the customer's first focus or keystroke in the form
 * (`useSignInHandover`, src/app/flows/handover.ts), never on a visit that does not sign in.
 *
 * - `warm`, while the customer types: the landing page's code (its chunk, as the router loads it) and the contract
 *   groups of its calls (with the API chunk this module imports), so that nothing is left to download after the press;
 * - `handOver`, the moment the sign-in answers (the session has just sent the profile request): the landing's
 *   reads in one parallel batch (src/api/early.ts) that its machines then take, instead of after the profile.
 */
import type { EndpointKey } from '../api/call';
import { startEarly } from '../api/early-start';
import { config } from '../config';
import { PATHS } from '../paths';
import { preloadPageLater } from './preloader';

interface Landing {
  /** The GETs the page waits for besides the profile (paths under the API base, as the contract writes them). */
  readonly reads: readonly string[];
  /** Every call the page makes on arrival, the profile included: their contract groups are loaded while typing. */
  readonly keys: readonly EndpointKey[];
  /** Code the page runs besides its own chunk (fetched while typing too, so only data is requested after the press). */
  readonly extra?: () => Promise<unknown>;
}

/** Where a sign-in lands, and what that page reads (machines/home.machine.ts, PromoterLandingRoute.tsx). */
export const LANDINGS: Readonly<Record<string, Landing>> = {
  [PATHS.home]: {
    reads: ['/applications', '/applications/balance'],
    keys: ['clients.me', 'applications.list', 'payments.balance'],
    // Home keeps its fresh figures for the next visit's paint (src/app/keptPaint.ts) with code of its own.
    extra: () => import('./keepHomePaint'),
  },
  [PATHS.promoter]: {
    reads: ['/promoters/quick-applications'],
    keys: ['promoters.me', 'promoters.todayQuickApplications'],
  },
};

const landingOf = (to: string) => LANDINGS[to.split(/[?#]/)[0] || PATHS.home];

/** Fetches the code of the page a sign-in goes to, and the contract of its calls. */
export function warm(to: string): void {
  void preloadPageLater(to);
  const landing = landingOf(to);
  void landing?.extra?.().catch(() => {});
  const keys = landing?.keys ?? [];
  // The API chunk with it (the sign-in's own call needs it too).
  void import('../api/contract-call').then((api) => {
    for (const key of keys) void api.endpointByKey(key).catch(() => {});
  });
}

/** Sends the reads of the page a sign-in goes to, with its new token, for the page's calls to take. */
export function handOver(token: string, to: string): void {
  const landing = landingOf(to);
  if (landing)
    startEarly(
      window,
      token,
      landing.reads.map((path) => `${config.apiBaseUrl}${path}`),
    );
}
