/**
 * Renders the real app (providers, guarded layout, shell, route table) in jsdom with the browser history,
 * so `window.location` is the app's URL, and fake services (a fake `call`) instead of the API.
 */
import { configure, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { expect, vi } from 'vitest';
import type { SessionClientProfile, SessionPromoterProfile } from '../../../machines/session.machine';
import type { ApiCall, EndpointKey } from '../../../src/api/call';
import type {
  activate,
  activationCodeStatus,
  create,
  curpLookup,
  exists,
  recoverPassword,
  resendActivationCode,
  resetPassword,
  signin,
  updateEmail,
} from '../../../src/api/contract/clients';
import type { BodyOf, ResponseOf } from '../../../src/api/contract/endpoint';
import { App, type AppRuntime, createAppRuntime } from '../../../src/app/App';
import { createApiCall } from '../../../src/app/api-services';
import type { AppServices } from '../../../src/app/services';
import { takeInitialToken } from '../../../src/app/session/initialToken';
import { clientProfile, makeToken, NOW, promoterProfile } from '../../fixtures/samples';

export { clientProfile, makeToken, NOW, promoterProfile };

// Lazy pages and the profile load settle in a few ticks, but a loaded 2-core machine can take over a second, and
// under `npm run test:ui-under-load` (every core kept busy) a lazy page took more than 5 s to appear: 15 s.
configure({ asyncUtilTimeout: 15_000 });

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

type Fake<F extends (...args: never[]) => unknown> = ReturnType<typeof vi.fn<F>>;
type BodyFn<E> = (body: BodyOf<E>, signal: AbortSignal) => Promise<ResponseOf<E>>;

/**
 * The fakes a test sets or inspects, one per endpoint the flows call, each named by its endpoint key (the same
 * key the machines' actors and the model tests use); `call` dispatches to them by that key.
 */
export interface FakeEndpoints {
  'clients.me': Fake<(signal: AbortSignal) => Promise<SessionClientProfile>>;
  'promoters.me': Fake<(signal: AbortSignal) => Promise<SessionPromoterProfile>>;
  'clients.signin': Fake<BodyFn<typeof signin>>;
  'clients.recoverPassword': Fake<BodyFn<typeof recoverPassword>>;
  'clients.resetPassword': Fake<BodyFn<typeof resetPassword>>;
  'clients.exists': Fake<
    (body: BodyOf<typeof exists>, signal: AbortSignal) => Promise<{ isAccountAvailable: boolean }>
  >;
  'clients.curpLookup': Fake<(curp: string, signal: AbortSignal) => Promise<ResponseOf<typeof curpLookup>>>;
  'clients.create': Fake<BodyFn<typeof create>>;
  'clients.activate': Fake<BodyFn<typeof activate>>;
  'clients.resendActivationCode': Fake<
    (signal: AbortSignal) => Promise<ResponseOf<typeof resendActivationCode>>
  >;
  'clients.updateEmail': Fake<BodyFn<typeof updateEmail>>;
  'clients.activationCodeStatus': Fake<
    (signal: AbortSignal) => Promise<ResponseOf<typeof activationCodeStatus>>
  >;
}

export type FakeServices = AppServices & FakeEndpoints;

type FakeOverrides = Partial<{
  [K in keyof FakeEndpoints]: Parameters<FakeEndpoints[K]['mockImplementation']>[0];
}>;

/**
 * Fake services: `call('group.name', …)` goes to the fake of that endpoint key (an endpoint no fake answers
 * rejects: a flow calling something unexpected fails its test).
 */
export function fakeServices(overrides: FakeOverrides = {}, fallback?: ApiCall): FakeServices {
  const fakes: FakeEndpoints = {
    'clients.me': vi.fn(overrides['clients.me'] ?? (async () => clientProfile)),
    'promoters.me': vi.fn(overrides['promoters.me'] ?? (async () => promoterProfile)),
    'clients.signin': vi.fn(overrides['clients.signin'] ?? (async () => ({ token: makeToken('client') }))),
    'clients.recoverPassword': vi.fn(
      overrides['clients.recoverPassword'] ?? (async () => ({ sent: true, retryAfterSeconds: 60 })),
    ),
    'clients.resetPassword': vi.fn(
      overrides['clients.resetPassword'] ?? (async () => ({ token: makeToken('client') })),
    ),
    'clients.exists': vi.fn(overrides['clients.exists'] ?? (async () => ({ isAccountAvailable: true }))),
    'clients.curpLookup': vi.fn(
      overrides['clients.curpLookup'] ?? (async () => Promise.reject(new HttpError(404))),
    ),
    'clients.create': vi.fn(
      overrides['clients.create'] ?? (async () => ({ token: makeToken('client-ephemeral') })),
    ),
    'clients.activate': vi.fn(
      overrides['clients.activate'] ?? (async () => ({ token: makeToken('client') })),
    ),
    'clients.resendActivationCode': vi.fn(
      overrides['clients.resendActivationCode'] ?? (async () => ({ sent: true })),
    ),
    'clients.updateEmail': vi.fn(overrides['clients.updateEmail'] ?? (async () => ({ sent: true }))),
    'clients.activationCodeStatus': vi.fn(
      overrides['clients.activationCodeStatus'] ??
        (async () => ({ email: 'ana.torres@correo.mx', retryAfterSeconds: 0 })),
    ),
  };
  const byEndpoint: Partial<Record<EndpointKey, (options: FakeCallOptions) => Promise<unknown>>> = {
    'clients.me': ({ signal }) => fakes['clients.me'](signal),
    'promoters.me': ({ signal }) => fakes['promoters.me'](signal),
    'clients.signin': ({ body, signal }) => fakes['clients.signin'](body as never, signal),
    'clients.recoverPassword': ({ body, signal }) => fakes['clients.recoverPassword'](body as never, signal),
    'clients.resetPassword': ({ body, signal }) => fakes['clients.resetPassword'](body as never, signal),
    'clients.exists': ({ body, signal }) => fakes['clients.exists'](body as never, signal),
    'clients.curpLookup': ({ params, signal }) =>
      fakes['clients.curpLookup']((params as { curp: string }).curp, signal),
    'clients.create': ({ body, signal }) => fakes['clients.create'](body as never, signal),
    'clients.activate': ({ body, signal }) => fakes['clients.activate'](body as never, signal),
    'clients.resendActivationCode': ({ signal }) => fakes['clients.resendActivationCode'](signal),
    'clients.updateEmail': ({ body, signal }) => fakes['clients.updateEmail'](body as never, signal),
    'clients.activationCodeStatus': ({ signal }) => fakes['clients.activationCodeStatus'](signal),
    // Home (/): no applications and no loans unless a test says otherwise.
    // The list's profile follows the profile fake without counting as a profile load of the session.
    'applications.list': async ({ signal }) => ({
      items: [],
      profile: await (fakes['clients.me'].getMockImplementation() ?? (async () => clientProfile))(signal),
    }),
    'payments.balance': async () => ({ balances: [] }),
  };
  const call = (async (key: EndpointKey, options: Partial<FakeCallOptions> = {}) => {
    const fake = byEndpoint[key];
    if (!fake && fallback)
      return (fallback as (k: EndpointKey, o: unknown) => Promise<unknown>)(key, options);
    if (!fake) throw new Error(`No fake for ${key}`);
    return fake({ signal: new AbortController().signal, ...options });
  }) as ApiCall;
  return { ...fakes, call };
}

/**
 * Fake services for UI tests that check what reaches the API: the endpoints with a fake above (profile, sign-in,
 * sign-up…) answer from it, every other endpoint goes through the real API chunk (client and contract) over the
 * `fetch` the test stubs, with the token the test stored.
 */
export function fetchServices(overrides: FakeOverrides = {}): FakeServices {
  return fakeServices(
    overrides,
    createApiCall(() => localStorage.getItem('authToken')),
  );
}

type Handler = (options: { params?: unknown; query?: unknown; body?: unknown }) => Promise<unknown>;

/** `base` with the endpoints of `handlers` answered by them (the others still by `base`); `called`: every key asked. */
export function withCalls(
  handlers: Partial<Record<EndpointKey, Handler>>,
  base: FakeServices = fakeServices(),
): FakeServices & { called: EndpointKey[] } {
  const called: EndpointKey[] = [];
  const call = (async (key: EndpointKey, options: Parameters<Handler>[0] = {}) => {
    called.push(key);
    const handler = handlers[key];
    return handler ? handler(options) : base.call(key as never, options as never);
  }) as ApiCall;
  return { ...base, call, called };
}

/**
 * Records the object URLs made, the files downloaded (`<a download>` clicks, by name) and the tabs `window.open`
 * gives; `vi.restoreAllMocks()` puts the originals back.
 */
export function captureFiles() {
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  const tabs: { location: { href: string }; opener: unknown; closed: boolean; close(): void }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:contrato-${blobs.push(blob as Blob)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(window, 'open').mockImplementation(() => {
    const tab = {
      location: { href: 'about:blank' },
      opener: window as unknown,
      closed: false,
      close: () => {
        tab.closed = true;
      },
    };
    tabs.push(tab);
    return tab as unknown as Window;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) downloads.push(this.download);
  });
  return { blobs, downloads, tabs };
}

interface FakeCallOptions {
  readonly params?: unknown;
  readonly body?: unknown;
  readonly signal: AbortSignal;
}

export interface Rendered {
  runtime: AppRuntime;
  services: FakeServices;
  unmount(): void;
}

/** Opens `url` as a fresh page load: the token comes from `?token=` or local storage, like in main.tsx. */
export function openApp(
  url: string,
  services: FakeServices = fakeServices(),
  historyState: unknown = null,
): Rendered {
  window.history.replaceState(historyState, '', url);
  const runtime = createAppRuntime({
    services: () => services,
    token: takeInitialToken(window),
    history: { kind: 'browser' },
    now: NOW,
  });
  // StrictMode as in src/main.tsx: effects run twice in development, flows must survive it.
  const { unmount } = render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
  return {
    runtime,
    services,
    unmount: () => {
      unmount();
      runtime.session.stop();
    },
  };
}

/** Simulates a reload: the old page goes away, the same URL opens again with what local storage kept. */
export function reload(previous: Rendered, services: FakeServices = previous.services): Rendered {
  const url = `${window.location.pathname}${window.location.search}`;
  // A browser reload keeps the history entry's state (e.g. the origin the guard kept for /login).
  const state: unknown = window.history.state;
  previous.unmount();
  return openApp(url, services, state);
}

export function signIn(token: string): void {
  localStorage.setItem('authToken', token);
}

export const path = () => window.location.pathname;

export async function waitForPath(expected: string): Promise<void> {
  await waitFor(() => expect(window.location.pathname).toBe(expected));
}

export async function findHeading(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name });
}
