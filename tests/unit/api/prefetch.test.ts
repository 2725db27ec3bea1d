/**
 * The profile request index.html starts (its inline script) and its hand-off to the app's first `clients.me` call
 * (src/api/prefetch.ts): taken once, only for the same token and URL; a failed, 401 or garbled answer falls back
 * to the normal call. The inline script runs here as the browser runs it (a VM context with its globals), and the
 * server's Content-Security-Policy allows exactly its bytes.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../../src/api/call.ts';
import { withProfilePrefetch } from '../../../src/api/prefetch.ts';
import {
  PROFILE_PREFETCH_GLOBAL,
  type ProfilePrefetch,
  takeProfilePrefetch,
} from '../../../src/api/prefetch-global.ts';
import { clientProfile, makeToken, NOW, tokens, updatedClientProfile } from '../../fixtures/samples.ts';

const INDEX_HTML = fs.readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
const INLINE = [...INDEX_HTML.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

function prefetchOf(response: Promise<Response>, token: string = tokens.client): ProfilePrefetch {
  return { token, url: '/api/clients/me', response };
}

/** A normal `call` that answers `clients.me` with the updated profile (and counts its calls). */
const normalCall = () =>
  vi.fn(async (key: string) => (key === 'clients.me' ? updatedClientProfile : { key }));

/** The hand-off over `call` of a prefetch answered with the profile (or `response`), for the current token. */
function handOver(
  call: ReturnType<typeof vi.fn>,
  { response = Promise.resolve(json(clientProfile)), token = () => tokens.client, base = '/api' } = {},
) {
  return withProfilePrefetch(call as unknown as ApiCall, prefetchOf(response), token, base);
}

describe('the hand-off to the first clients.me call', () => {
  it('answers the first clients.me call of the same token from the prefetch, once; the next one calls', async () => {
    const call = normalCall();
    const handed = handOver(call);
    expect(await handed('clients.me')).toEqual(clientProfile);
    expect(call).not.toHaveBeenCalled();
    expect(await handed('clients.me')).toEqual(updatedClientProfile);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('leaves other calls alone and keeps the prefetch for the first clients.me call', async () => {
    const call = normalCall();
    const handed = handOver(call, { base: '/api/' });
    await handed('applications.list', { query: {} });
    expect(call).toHaveBeenCalledWith('applications.list', { query: {} });
    expect(await handed('clients.me')).toEqual(clientProfile);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('ignores a prefetch sent with another token (and never offers it again)', async () => {
    const call = normalCall();
    let token = makeToken('client', { sub: '2' });
    const handed = handOver(call, { token: () => token });
    expect(await handed('clients.me')).toEqual(updatedClientProfile);
    token = tokens.client;
    expect(await handed('clients.me')).toEqual(updatedClientProfile);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('ignores a prefetch sent to another API than the one this build calls', async () => {
    const call = normalCall();
    const handed = handOver(call, { base: 'https://api.example.mx/api' });
    expect(await handed('clients.me')).toEqual(updatedClientProfile);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 401', () => Promise.resolve(json({ code: 'UNAUTHORIZED' }, 401))],
    ['a 500', () => Promise.resolve(json({ code: 'INTERNAL' }, 500))],
    ['an answer that is not JSON', () => Promise.resolve(json('<html>proxy</html>'))],
    ['an answer off the contract', () => Promise.resolve(json({ ...clientProfile, creditLimit: 'mucho' }))],
  ])('falls back to the normal call after %s', async (_, response) => {
    const call = normalCall();
    const handed = handOver(call, { response: response() });
    const signal = new AbortController().signal;
    expect(await handed('clients.me', { signal })).toEqual(updatedClientProfile);
    expect(call).toHaveBeenCalledExactlyOnceWith('clients.me', { signal });
  });

  it('a 401 from the normal call reaches the session as the normal path has it', async () => {
    const unauthorized = Object.assign(new Error('401'), { status: 401 });
    const call = vi.fn().mockRejectedValue(unauthorized);
    const handed = handOver(call, { response: Promise.resolve(json({}, 401)) });
    await expect(handed('clients.me')).rejects.toBe(unauthorized);
  });

  it('an aborted call does not take the answer', async () => {
    const call = normalCall();
    const handed = handOver(call);
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(handed('clients.me', { signal: controller.signal })).rejects.toThrow('gone');
  });
});

/** Runs index.html's inline script with a storage holding `token` (or none) and a recording `fetch`. */
function runInlineScript(token: string | null) {
  const fetch = vi.fn(() => Promise.resolve(json(clientProfile)));
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    fetch,
    atob,
    JSON,
    Date: { now: () => NOW },
    localStorage: { getItem: (key: string) => (key === 'authToken' ? token : null) },
  });
  for (const script of INLINE) vm.runInContext(script, context);
  return { fetch, window };
}

describe("index.html's inline script", () => {
  it("starts GET /api/clients/me with a client's stored token and leaves it where the entry takes it", async () => {
    const { fetch, window } = runInlineScript(tokens.client);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/clients/me', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${tokens.client}` },
      credentials: 'include',
    });
    const taken = takeProfilePrefetch(window);
    expect(taken).toMatchObject({ token: tokens.client, url: '/api/clients/me' });
    expect(window[PROFILE_PREFETCH_GLOBAL]).toBeDefined();
    const handed = withProfilePrefetch(
      normalCall() as unknown as ApiCall,
      taken,
      () => tokens.client,
      '/api',
    );
    expect(await handed('clients.me')).toEqual(clientProfile);
  });

  it.each([
    ['no token (a visitor on a prerendered /login or /crear-cuenta)', null],
    ['an unverified sign-up', tokens.ephemeral],
    ['a promoter', tokens.business],
    ['an expired token', tokens.expired],
    ['an unreadable token', tokens.unreadable],
  ])('sends nothing for %s', (_, token) => {
    const { fetch, window } = runInlineScript(token);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeProfilePrefetch(window)).toBeNull();
  });

  it("is allowed by the server's Content-Security-Policy by its SHA-256 (no 'unsafe-inline')", async () => {
    // The hashes the server adds to `script-src` (server/app.ts, withInlineHashes), read from the built HTML.
    const { inlineBlockHashes } = await import('../../../server/app.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
      const prefetchScript = INLINE.find((s) => s.includes('/api/clients/me'));
      expect(prefetchScript).toBeDefined();
      const sha = `'sha256-${createHash('sha256')
        .update(prefetchScript ?? '')
        .digest('base64')}'`;
      expect(inlineBlockHashes(dir).scripts).toContain(sha);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
