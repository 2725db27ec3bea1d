/**
 * Renders the real app (providers, guarded layout, shell, route table) in jsdom with the browser history,
 * so `window.location` is the app's URL, and fake services instead of the API.
 */
import { configure, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { expect, vi } from 'vitest';
import type { SessionClientProfile, SessionPromoterProfile } from '../../../machines/session.machine';
import { App, type AppRuntime, createAppRuntime } from '../../../src/app/App';
import type { AppServices } from '../../../src/app/services';
import { takeInitialToken } from '../../../src/app/session/initialToken';
import { clientProfile, makeToken, NOW, promoterProfile } from '../../model/fixtures/samples';

export { clientProfile, makeToken, NOW, promoterProfile };

// Lazy pages and the profile load settle in a few ticks, but a loaded 2-core machine can take over a second.
configure({ asyncUtilTimeout: 5000 });

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export interface FakeServices {
  loadProfile: ReturnType<typeof vi.fn<(signal: AbortSignal) => Promise<SessionClientProfile>>>;
  loadPromoterProfile: ReturnType<typeof vi.fn<(signal: AbortSignal) => Promise<SessionPromoterProfile>>>;
  signIn: ReturnType<
    typeof vi.fn<
      (body: { email: string; password: string }, signal: AbortSignal) => Promise<{ token: string }>
    >
  >;
  recoverPassword: ReturnType<
    typeof vi.fn<(body: { email: string }, signal: AbortSignal) => Promise<unknown>>
  >;
  resetPassword: ReturnType<
    typeof vi.fn<
      (body: { token: string; password: string }, signal: AbortSignal) => Promise<{ token: string }>
    >
  >;
  checkAccount: ReturnType<typeof vi.fn<AppServices['checkAccount']>>;
  lookupCurp: ReturnType<typeof vi.fn<AppServices['lookupCurp']>>;
  createAccount: ReturnType<typeof vi.fn<AppServices['createAccount']>>;
  activateAccount: ReturnType<typeof vi.fn<AppServices['activateAccount']>>;
  resendActivationCode: ReturnType<typeof vi.fn<AppServices['resendActivationCode']>>;
  updateSignupEmail: ReturnType<typeof vi.fn<AppServices['updateSignupEmail']>>;
  activationCodeStatus: ReturnType<typeof vi.fn<AppServices['activationCodeStatus']>>;
}

export function fakeServices(overrides: Partial<AppServices> = {}): FakeServices {
  return {
    loadProfile: vi.fn(overrides.loadProfile ?? (async () => clientProfile)),
    loadPromoterProfile: vi.fn(overrides.loadPromoterProfile ?? (async () => promoterProfile)),
    signIn: vi.fn(overrides.signIn ?? (async () => ({ token: makeToken('client') }))),
    recoverPassword: vi.fn(
      overrides.recoverPassword ?? (async () => ({ sent: true, retryAfterSeconds: 60 })),
    ),
    resetPassword: vi.fn(overrides.resetPassword ?? (async () => ({ token: makeToken('client') }))),
    checkAccount: vi.fn(overrides.checkAccount ?? (async () => ({ isAccountAvailable: true }))),
    lookupCurp: vi.fn(overrides.lookupCurp ?? (async () => Promise.reject(new HttpError(404)))),
    createAccount: vi.fn(overrides.createAccount ?? (async () => ({ token: makeToken('client-ephemeral') }))),
    activateAccount: vi.fn(overrides.activateAccount ?? (async () => ({ token: makeToken('client') }))),
    resendActivationCode: vi.fn(overrides.resendActivationCode ?? (async () => ({ sent: true }))),
    updateSignupEmail: vi.fn(overrides.updateSignupEmail ?? (async () => ({ sent: true }))),
    activationCodeStatus: vi.fn(
      overrides.activationCodeStatus ??
        (async () => ({ email: 'ana.torres@correo.mx', retryAfterSeconds: 0 })),
    ),
  };
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
