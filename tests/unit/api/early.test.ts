/**
 * The early batch (src/api/early.ts): a page's reads sent before its machines run, taken by the API client's
 * first GET of the same URL — once, only with the batch's token, never after sign-out, another token, a change
 * (any call that is not a GET) or too long; and the URLs index.html's inline script and the sign-in hand-over send
 * are exactly the ones the app's calls build, so the machines' calls take them instead of sending their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { signingActors, signingMachine } from '../../../machines/signing/index.ts';
import type { ApiCall } from '../../../src/api/call.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { callContract } from '../../../src/api/contract-call.ts';
import { EARLY_GLOBAL, EARLY_MAX_AGE_MS, type EarlyBatch, earlyFetch } from '../../../src/api/early.ts';
import { NOW, tokens } from '../../fixtures/samples.ts';
import { APP_ID, application, profileWith, SIGNING_ROUTES } from '../../fixtures/signing.ts';

const answer = (body: string) => Promise.resolve(new Response(body, { status: 200 }));
const get = (token: string | null, method = 'GET'): RequestInit => ({
  method,
  headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
});

function setUp(batch: Partial<EarlyBatch> = {}, now = NOW) {
  const win: Record<string, unknown> = {
    [EARLY_GLOBAL]: {
      token: tokens.client,
      at: NOW,
      calls: {
        '/api/applications': answer('early list'),
        '/api/applications/balance': answer('early balance'),
      },
      ...batch,
    },
  };
  const network = vi.fn((url: string) => answer(`network ${url}`));
  const clock = { now };
  const fetch = earlyFetch(win, network, () => clock.now);
  /** What a GET of `url` with this token reads (the batch's answer or the network's). */
  const read = async (url: string, token: string | null = tokens.client) =>
    (await fetch(url, get(token))).text();
  return { win, network, clock, fetch, read };
}

describe('earlyFetch: the batch taken by the API client', () => {
  it('answers the first GET of a URL with the same token from the batch, once; the next one is sent', async () => {
    const { read, network } = setUp();
    expect(await read('/api/applications')).toBe('early list');
    expect(network).not.toHaveBeenCalled();
    expect(await read('/api/applications')).toBe('network /api/applications');
    expect(await read('/api/applications/balance')).toBe('early balance');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never serves another token: the batch is dropped, for that token and for the one it was sent with', async () => {
    const { read, network, win } = setUp();
    const other = tokens.business;
    expect(await read('/api/applications', other)).toBe('network /api/applications');
    expect(win[EARLY_GLOBAL]).toBeUndefined();
    expect(await read('/api/applications/balance')).toBe('network /api/applications/balance');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('never serves after sign-out (a request without a token drops the batch)', async () => {
    const { read, win } = setUp();
    expect(await read('/api/applications', null)).toBe('network /api/applications');
    expect(win[EARLY_GLOBAL]).toBeUndefined();
    expect(await read('/api/applications')).toBe('network /api/applications');
  });

  it('a call that is not a GET drops the batch (what was read may have changed)', async () => {
    const { fetch, read, win } = setUp();
    await fetch('/api/applications/a1/cancel', get(tokens.client, 'POST'));
    expect(win[EARLY_GLOBAL]).toBeUndefined();
    expect(await read('/api/applications')).toBe('network /api/applications');
  });

  it(`an answer not taken within ${EARLY_MAX_AGE_MS} ms of the batch is never served`, async () => {
    const { read, clock } = setUp();
    clock.now = NOW + EARLY_MAX_AGE_MS;
    expect(await read('/api/applications')).toBe('early list');
    clock.now = NOW + EARLY_MAX_AGE_MS + 1;
    expect(await read('/api/applications/balance')).toBe('network /api/applications/balance');
  });

  it('other URLs go to the network and leave the batch for the page', async () => {
    const { read } = setUp();
    expect(await read('/api/catalog/postal-codes/44100')).toBe('network /api/catalog/postal-codes/44100');
    expect(await read('/api/applications')).toBe('early list');
  });

  it('without a batch every request is sent', async () => {
    const fetch = earlyFetch({}, (url: string) => answer(`network ${url}`));
    expect(await (await fetch('/api/applications', get(tokens.client))).text()).toBe(
      'network /api/applications',
    );
  });
});

const INDEX_HTML = fs.readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
const INLINE = [...INDEX_HTML.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

/** index.html's inline scripts as the browser runs them, at `pathname` with this local storage. */
function runInline(pathname: string, storage: Record<string, string>, bodies: Record<string, unknown> = {}) {
  const sent: string[] = [];
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    fetch: (url: string, init: RequestInit) => {
      sent.push(url);
      expect(init.headers).toMatchObject({ Authorization: `Bearer ${storage.authToken}` });
      return answer(JSON.stringify(bodies[url] ?? {}));
    },
    atob,
    JSON,
    encodeURIComponent,
    Date: { now: () => NOW },
    location: { pathname },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
  });
  for (const script of INLINE) vm.runInContext(script, context);
  return { sent, window };
}

/**
 * The app's real `call` over a batch (the contract builds the URLs): which of `calls` were answered from it and
 * which went to the network.
 */
async function takenBy(
  batch: EarlyBatch | undefined,
  calls: (call: ApiCall) => Promise<unknown>[],
  now: () => number = () => NOW,
) {
  const network = vi.fn((_url: string) => Promise.resolve(new Response('{}', { status: 404 })));
  const win = { [EARLY_GLOBAL]: batch };
  const call = callContract(
    createApiClient({
      baseUrl: '/api',
      getToken: () => batch?.token ?? tokens.client,
      fetch: earlyFetch(win, network, now),
    }),
  );
  await Promise.allSettled(calls(call));
  const left = Object.entries(batch?.calls ?? {}).filter(([, v]) => v !== undefined);
  return { network: network.mock.calls.map(([url]) => url), left: left.map(([url]) => url) };
}

const storedStart = (value: unknown) => JSON.stringify({ savedAt: NOW, value });

describe("index.html's early batch: a signed-in first visit's reads, taken by the page's calls", () => {
  it("/: the applications and the balances go out with the profile, and the home machine's calls take them", async () => {
    const { sent, window } = runInline('/', { authToken: tokens.client });
    expect(sent).toEqual(['/api/clients/me', '/api/applications', '/api/applications/balance']);
    const batch = window[EARLY_GLOBAL] as EarlyBatch;
    expect(batch.token).toBe(tokens.client);
    const { network, left } = await takenBy(batch, (call) => [
      call('applications.list', { query: {} }),
      call('payments.balance'),
    ]);
    expect(network).toEqual([]);
    expect(left).toEqual([]);
  });

  it("/aplicacion-credito, a new personal loan: can-create and the balances, taken by the application's calls", async () => {
    const start = storedStart({ context: { applicationType: 'PERSONAL_LOAN', utm: {} } });
    const { sent, window } = runInline('/aplicacion-credito', {
      authToken: tokens.client,
      pendingApplication: start,
    });
    expect(sent.slice(1)).toEqual([
      '/api/applications/can-create?type=PERSONAL_LOAN',
      '/api/applications/balance',
    ]);
    const { network, left } = await takenBy(window[EARLY_GLOBAL] as EarlyBatch, (call) => [
      call('applications.canCreate', { query: { type: 'PERSONAL_LOAN' } }),
      call('payments.balance'),
    ]);
    expect(network).toEqual([]);
    expect(left).toEqual([]);
  });

  it("/aplicacion-credito, a store purchase: the store's MSI periods too", async () => {
    const start = storedStart({ applicationType: 'STORE', storeId: 'tienda 7', storeName: 'Tienda' });
    const { sent, window } = runInline('/aplicacion-credito', {
      authToken: tokens.client,
      pendingApplication: start,
    });
    expect(sent).toContain('/api/business/stores/tienda%207/no-interest-payments');
    const { network } = await takenBy(window[EARLY_GLOBAL] as EarlyBatch, (call) => [
      call('applications.canCreate', { query: { type: 'STORE' } }),
      call('payments.balance'),
      call('catalog.storeNoInterestPayments', { params: { storeId: 'tienda 7' } }),
    ]);
    expect(network).toEqual([]);
  });

  it("the term choice (any signing page): the applications list, taken by the signing machine's first call", async () => {
    const list = { items: [application()], profile: profileWith() };
    const { sent, window } = runInline(
      SIGNING_ROUTES.chooseTerm,
      { authToken: tokens.client },
      {
        '/api/applications': list,
      },
    );
    expect(sent).toEqual(['/api/clients/me', '/api/applications']);
    const batch = window[EARLY_GLOBAL] as EarlyBatch;
    expect(batch.token).toBe(tokens.client);
    // The page's machine, with the app's client over the batch: its list comes from the batch, nothing is sent
    // again, and it opens the term choice on that answer.
    const network = vi.fn((_url: string) => Promise.resolve(new Response('{}', { status: 404 })));
    const call = callContract(
      createApiClient({
        baseUrl: '/api',
        getToken: () => tokens.client,
        fetch: earlyFetch({ [EARLY_GLOBAL]: batch }, network, () => NOW),
      }),
    );
    const actor = createActor(signingMachine.provide({ actors: signingActors(call) }), {
      input: { applicationId: APP_ID, route: SIGNING_ROUTES.chooseTerm },
    }).start();
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('chooseTerm');
    actor.stop();
    expect(network).not.toHaveBeenCalled();
    expect(batch.calls['/api/applications']).toBeUndefined();
    for (const page of [SIGNING_ROUTES.contract, SIGNING_ROUTES.paymentTable])
      expect(runInline(page, { authToken: tokens.client }).sent).toEqual([
        '/api/clients/me',
        '/api/applications',
      ]);
    expect(runInline(SIGNING_ROUTES.chooseTerm, { authToken: tokens.business }).sent).toEqual([]);
  });

  it('sends nothing more for a visitor, a promoter, another page or a draft the flow resumes', () => {
    expect(runInline('/', {}).sent).toEqual([]);
    expect(runInline('/promotor', { authToken: tokens.business }).sent).toEqual([]);
    expect(runInline('/compras', { authToken: tokens.client }).sent).toEqual(['/api/clients/me']);
    const resumed = storedStart({ value: 'address', context: { applicationType: 'PERSONAL_LOAN' } });
    expect(
      runInline('/aplicacion-credito', { authToken: tokens.client, pendingApplication: resumed }).sent,
    ).toEqual(['/api/clients/me']);
  });
});

describe('the sign-in hand-over sends the URLs the landing calls build', () => {
  it("home's and the promoter landing's reads", async () => {
    vi.stubGlobal('window', {});
    vi.resetModules();
    const sent: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      sent.push(url);
      return answer('{}');
    });
    try {
      const { handOver } = await import('../../../src/app/handover.ts');
      handOver(tokens.client, '/');
      const home = (globalThis.window as unknown as Record<string, EarlyBatch>)[EARLY_GLOBAL];
      expect(
        (
          await takenBy(
            home,
            (call) => [call('applications.list', { query: {} }), call('payments.balance')],
            Date.now,
          )
        ).network,
      ).toEqual([]);
      handOver(tokens.business, '/promotor');
      const promoter = (globalThis.window as unknown as Record<string, EarlyBatch>)[EARLY_GLOBAL];
      expect(promoter?.token).toBe(tokens.business);
      expect(
        (await takenBy(promoter, (call) => [call('promoters.todayQuickApplications')], Date.now)).left,
      ).toEqual([]);
      expect(sent).toEqual([
        '/api/applications',
        '/api/applications/balance',
        '/api/promoters/quick-applications',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
