/**
 * Session machine (spec §3 "Session / auth state", §4 "Session", §6).
 *
 * Pure: it never touches storage, the URL or the network. The app (src/app/session/) reads the token from the
 * URL query or local storage and passes it as input, provides the storage side effects as actions
 * (`persistToken`, `forgetToken`, `clearAllStorage`) and its `call` to the profile loaders (`sessionActors`).
 *
 *   checking ──(no token / expired / unreadable)──▶ anonymous
 *      │ ephemeral token ──▶ ephemeral
 *      │ client token ──▶ loadingProfile ──▶ client | suspended   (404 → logout → anonymous)
 *      │ client token with a cached profile of that token, not suspended ──▶ loadingProfile.painted (the cached
 *      │   profile painted at once, marked stale, while the same load runs; without one: loadingProfile.blank)
 *      │ business token ──▶ loadingPromoterProfile ──▶ business  (404 → logout → anonymous)
 *   LOGIN { token } from anywhere: store it, reset the profile, check again.
 *   LOGOUT from anywhere: clear all local storage, anonymous.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { me as clientMe } from '../src/api/contract/clients';
import type { ResponseOf } from '../src/api/contract/endpoint';
import type { me as promoterMe } from '../src/api/contract/promoters';
import { PATHS } from '../src/paths';
import { sessionAtlas } from './session.atlas';
import { type ApiCall, unprovidedCall } from './shared/call';
import { errorStatus } from './shared/errors';
import { audienceOf, decodeToken, isExpired, type TokenAudience, type TokenClaims } from './shared/jwt';

/** The client profile: the answer of GET /clients/me. */
export type SessionClientProfile = ResponseOf<typeof clientMe>;

/** The promoter profile: the answer of GET /promoters/me. */
export type SessionPromoterProfile = ResponseOf<typeof promoterMe>;

export interface SessionInput {
  /** The token found in the URL query or in local storage, if any. */
  readonly token: string | null;
  /** Milliseconds since the epoch at load, to discard an expired token. */
  readonly now: number;
  /**
   * The last profile the app kept (src/app/profileCache.ts), with the token it was loaded with: painted at once
   * while the profile loads again, only for the same token and never when it says suspended.
   */
  readonly cached?: CachedProfile | null;
}

/** A profile kept from an earlier visit, with the token it was loaded with. */
export interface CachedProfile {
  readonly token: string;
  readonly profile: SessionClientProfile;
}

export interface SessionContext {
  readonly token: string | null;
  readonly claims: TokenClaims | null;
  readonly now: number;
  readonly profile: SessionClientProfile | null;
  readonly promoterProfile: SessionPromoterProfile | null;
  /** The cached profile offered at load, until the first check uses or drops it. */
  readonly cached: CachedProfile | null;
}

export interface ProfileLoaderInput {
  readonly token: string;
}

export type SessionEvent =
  /** Login, sign-up, account activation and password reset hand over the token they received. */
  | { readonly type: 'LOGIN'; readonly token: string }
  | { readonly type: 'LOGOUT' }
  /** Fetch the profile again (after a change the server made, e.g. a verified CLABE). */
  | { readonly type: 'PROFILE.RELOAD' }
  /** A fresher profile obtained elsewhere (e.g. the 3 s poll while a contract signature is validated). */
  | { readonly type: 'PROFILE.UPDATED'; readonly profile: SessionClientProfile }
  | { readonly type: 'RETRY' };

/** The profile loaders, named by endpoint: the app provides them with its `call` (`sessionActors(services.call)`). */
export const sessionActors = (call: ApiCall) => ({
  /** GET /clients/me. */
  'clients.me': fromPromise<SessionClientProfile, ProfileLoaderInput>(({ signal }) =>
    call('clients.me', { signal }),
  ),
  /** GET /promoters/me. */
  'promoters.me': fromPromise<SessionPromoterProfile, ProfileLoaderInput>(({ signal }) =>
    call('promoters.me', { signal }),
  ),
});

function audienceOfContext(context: SessionContext): TokenAudience | null {
  return context.claims ? audienceOf(context.claims) : null;
}

/** The context of no session: no token, no profile, nothing cached. */
const SIGNED_OUT = { token: null, claims: null, profile: null, promoterProfile: null, cached: null } as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: sessionActors(unprovidedCall),
  actions: {
    /** Side effect provided by the app: save the token under `authToken`. */
    persistToken: (_, _params: { token: string }) => {},
    /** Side effect provided by the app: remove `authToken` (an expired or unreadable token). */
    forgetToken: () => {},
    /** Side effect provided by the app: logout clears ALL local storage (drafts included). */
    clearAllStorage: () => {},
    /** Side effect provided by the app: keep the loaded profile for the next visit of this token. */
    rememberProfile: (_, _params: CachedProfile) => {},
    /** Side effect provided by the app: drop the kept profile (the client is suspended). */
    forgetCachedProfile: () => {},
    acceptToken: assign(({ event }) => {
      assertEvent(event, 'LOGIN');
      return { ...SIGNED_OUT, token: event.token, claims: decodeToken(event.token) };
    }),
    discardToken: assign(SIGNED_OUT),
    resetSession: assign(SIGNED_OUT),
    paintCachedProfile: assign(({ context }) => ({ profile: context.cached?.profile ?? null, cached: null })),
    setProfile: assign((_, params: { profile: SessionClientProfile }) => ({ profile: params.profile })),
    setPromoterProfile: assign((_, params: { profile: SessionPromoterProfile }) => ({
      promoterProfile: params.profile,
    })),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === null,
    isTokenUnusable: ({ context }) =>
      context.claims === null ||
      audienceOfContext(context) === null ||
      isExpired(context.claims, context.now),
    isEphemeralToken: ({ context }) => audienceOfContext(context) === 'client-ephemeral',
    /** A cached profile of this very token that does not say suspended. */
    hasCachedProfile: ({ context }) =>
      context.cached !== null &&
      context.cached.token === context.token &&
      context.cached.profile.isSuspended !== true,
    isBusinessToken: ({ context }) => audienceOfContext(context) === 'business',
    isSuspendedProfile: (_, params: { profile: SessionClientProfile }) => params.profile.isSuspended === true,
    isProfileGone: (_, params: { error: unknown }) => {
      const status = errorStatus(params.error);
      return status === 404 || status === 401;
    },
  },
}).createMachine({
  id: 'session',
  meta: { atlas: sessionAtlas },
  context: ({ input }) => {
    const claims = input.token ? decodeToken(input.token) : null;
    return { ...SIGNED_OUT, token: input.token, claims, now: input.now, cached: input.cached ?? null };
  },
  initial: 'checking',
  on: {
    LOGIN: {
      target: '.checking',
      actions: [{ type: 'persistToken', params: ({ event }) => ({ token: event.token }) }, 'acceptToken'],
    },
    LOGOUT: { target: '.anonymous', actions: ['clearAllStorage', 'resetSession'] },
  },
  states: {
    checking: {
      description: 'Transient: reads the token and picks the session kind.',
      always: [
        { guard: 'hasNoToken', target: 'anonymous' },
        { guard: 'isTokenUnusable', target: 'anonymous', actions: ['forgetToken', 'discardToken'] },
        { guard: 'isEphemeralToken', target: 'ephemeral' },
        { guard: 'isBusinessToken', target: 'loadingPromoterProfile' },
        { guard: 'hasCachedProfile', target: 'loadingProfile.painted', actions: 'paintCachedProfile' },
        { target: 'loadingProfile' },
      ],
    },
    anonymous: {
      description: 'Visitor: public routes only.',
    },
    loadingProfile: {
      description: 'The client profile loads: a spinner, or the cached profile painted and marked stale.',
      initial: 'blank',
      states: {
        blank: { description: 'A spinner shows while the client profile loads.', tags: ['loading'] },
        painted: {
          description:
            'The cached profile of this token is painted, marked stale ("Actualizando…"), while it loads again.',
          tags: ['stale'],
        },
      },
      invoke: {
        id: 'clients.me',
        src: 'clients.me',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'isSuspendedProfile', params: ({ event }) => ({ profile: event.output }) },
            target: 'suspended',
            actions: [
              { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
              'forgetCachedProfile',
            ],
          },
          {
            target: 'client',
            actions: [
              { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
              {
                type: 'rememberProfile',
                params: ({ context, event }) => ({ token: context.token ?? '', profile: event.output }),
              },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isProfileGone', params: ({ event }) => ({ error: event.error }) },
            target: 'anonymous',
            actions: ['clearAllStorage', 'resetSession'],
          },
          { target: 'profileFailed' },
        ],
      },
    },
    loadingPromoterProfile: {
      description: 'A spinner shows while the promoter profile loads.',
      tags: ['loading'],
      invoke: {
        id: 'promoters.me',
        src: 'promoters.me',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'business',
          actions: { type: 'setPromoterProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isProfileGone', params: ({ event }) => ({ error: event.error }) },
            target: 'anonymous',
            actions: ['clearAllStorage', 'resetSession'],
          },
          { target: 'profileFailed' },
        ],
      },
    },
    client: {
      description: 'Signed-in client with a loaded profile.',
      on: {
        'PROFILE.RELOAD': { target: 'loadingProfile' },
        'PROFILE.UPDATED': [
          {
            guard: { type: 'isSuspendedProfile', params: ({ event }) => ({ profile: event.profile }) },
            target: 'suspended',
            actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.profile }) },
          },
          { actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.profile }) } },
        ],
      },
    },
    suspended: {
      description: "Suspended client: only the suspension notice on '/'.",
      meta: { route: PATHS.home },
      on: {
        'PROFILE.RELOAD': { target: 'loadingProfile' },
      },
    },
    ephemeral: {
      description:
        'Sign-up not yet verified: only /crear-cuenta/verificar and /crear-cuenta/actualizar-correo.',
    },
    business: {
      description: 'Promoter with a loaded promoter profile: /promotor paths only.',
    },
    profileFailed: {
      description: 'The profile could not be loaded (network or server error); the user may retry.',
      on: {
        RETRY: { target: 'checking' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

/** What the rest of the app needs to know about the session, derived from a snapshot. */
export type SessionStatus =
  | 'loading'
  /** A client painted from the cached profile while it loads again (only the home shows; it marks it stale). */
  | 'refreshing'
  | 'anonymous'
  | 'client'
  | 'suspended'
  | 'ephemeral'
  | 'business'
  | 'failed';

export function sessionStatusOf(snapshot: {
  value: unknown;
  hasTag(tag: 'loading' | 'stale'): boolean;
}): SessionStatus {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('stale')) return 'refreshing';
  if (snapshot.value === 'profileFailed') return 'failed';
  // The resting states named as their status; any other (checking, a profile loading) is still loading.
  return RESTING_STATUSES.find((status) => status === snapshot.value) ?? 'loading';
}

const RESTING_STATUSES = ['anonymous', 'client', 'suspended', 'ephemeral', 'business'] as const;
