/**
 * Issue 9 point 3: tokens and secrets by default. Loopback by default, no secret from the repository (a random one
 * kept in the data folder), no non-loopback listening with the sandbox tools open, SANDBOX_KEY on every sandbox
 * tool, and the `Host` header checked against the configured hosts (DNS rebinding).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { createTokens } from '../../../server/auth/tokens.ts';
import { systemClock } from '../../../server/clock.ts';
import { loadConfig, withPersistentSecret } from '../../../server/config.ts';
import { createDeps } from '../../../server/deps.ts';
import { fileApi, startTestApi } from '../helpers.ts';

/** The secret `main` used when JWT_SECRET was unset: public in the repository's history. */
const OLD_PUBLIC_SECRET = 'sandbox-only-secret-change-me-in-any-real-deployment';
const KEY = 'una-clave-de-sandbox-bastante-larga';

const api = fileApi();
const keyed = fileApi(() =>
  startTestApi({ SANDBOX_KEY: KEY, HOST: '0.0.0.0', ALLOWED_HOSTS: 'credito.example.mx' }),
);

describe('configuration defaults', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('refuses a non-loopback HOST with the sandbox on unless SANDBOX_KEY is set', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/SANDBOX_KEY/);
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/SANDBOX_KEY/);
    expect(() => loadConfig({ HOST: '0.0.0.0', SANDBOX_KEY: 'corta' })).toThrow(/at least 16/);
    expect(loadConfig({ HOST: '0.0.0.0', SANDBOX_KEY: KEY }).sandboxKey).toBe(KEY);
    expect(loadConfig({ HOST: '0.0.0.0', SANDBOX: 'false' }).sandbox).toBe(false);
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
  });

  it('never signs with a secret from the repository: without JWT_SECRET a random one is generated', async () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.jwtSecret).not.toBe(OLD_PUBLIC_SECRET);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    // A promoter token forged with the old public secret is refused by a server started without JWT_SECRET.
    const local = await startTestApi({ JWT_SECRET: '' });
    try {
      const forged = await createTokens(OLD_PUBLIC_SECRET, local.deps.clock).issue(
        'business',
        await local.promoterId(),
      );
      const res = await local.request('GET', '/api/promoters/me', { token: forged });
      expect(res.status).toBe(401);
    } finally {
      await local.close();
    }
  });

  it('keeps the generated secret in the data folder (mode 600): the same on the next start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    try {
      const first = withPersistentSecret(loadConfig({ DATA_DIR: dir }));
      const second = withPersistentSecret(loadConfig({ DATA_DIR: dir }));
      expect(first.jwtSecretSource).toBe('file');
      expect(second.jwtSecret).toBe(first.jwtSecret);
      const file = path.join(dir, 'jwt-secret');
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      // JWT_SECRET, when set, wins and nothing is written.
      const explicit = withPersistentSecret(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }));
      expect(explicit.jwtSecret).toBe('x'.repeat(40));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Host header (DNS rebinding)', () => {
  it('accepts the loopback names and refuses any other host', async () => {
    for (const host of ['localhost', '127.0.0.1:8080', '[::1]:8080', 'app.localhost:5173', 'LOCALHOST']) {
      const res = await api.app.request('/api/stores?name=a', { headers: { host } });
      expect(res.status, host).toBe(200);
    }
    for (const host of ['evil.example', 'evil.example:8080', '192.168.1.20', 'localhost.evil.example']) {
      const res = await api.app.request('/api/stores?name=a', { headers: { host } });
      expect(res.status, host).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'HOST_NOT_ALLOWED' });
      // The sandbox outbox and page too: a rebinding page cannot read codes.
      expect((await api.app.request('/api/__sandbox/outbox', { headers: { host } })).status).toBe(403);
      expect((await api.app.request('/__sandbox', { headers: { host } })).status).toBe(403);
    }
  });

  it('accepts the hosts of ALLOWED_HOSTS and PUBLIC_URL', async () => {
    const res = await keyed.app.request('/api/stores?name=a', { headers: { host: 'credito.example.mx' } });
    expect(res.status).toBe(200);
    const config = loadConfig({
      PUBLIC_URL: 'https://app.example.mx',
      ALLOWED_HOSTS: 'A.example.mx, b.example.mx:8443',
    });
    expect(config.allowedHosts).toEqual(
      expect.arrayContaining(['app.example.mx', 'a.example.mx', 'b.example.mx']),
    );
    const deps = createDeps(api.db, config, { clock: systemClock() });
    const app = createApp(deps);
    expect((await app.request('/api/stores?name=a', { headers: { host: 'app.example.mx' } })).status).toBe(
      200,
    );
    expect((await app.request('/api/stores?name=a', { headers: { host: 'c.example.mx' } })).status).toBe(403);
  });
});

describe('SANDBOX_KEY', () => {
  /** Every sandbox tool the app mounts (outbox, clock, push, lending controls, the page). */
  type Headers = Record<string, string>;
  const sandboxRoutes = () => {
    const seen = new Set<string>();
    for (const r of keyed.app.routes) {
      if (!r.path.includes('__sandbox') || r.method === 'ALL' || r.path.includes('*')) continue;
      seen.add(`${r.method} ${r.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')}`);
    }
    return [...seen].map((s) => s.split(' ') as [string, string]);
  };

  it('guards every sandbox route: no key or a wrong key is 401, the header or the cookie passes', async () => {
    const routes = sandboxRoutes();
    expect(routes.map(([, p]) => p)).toEqual(
      expect.arrayContaining(['/__sandbox', '/api/__sandbox/outbox', '/api/__sandbox/clock/advance']),
    );
    const failures: string[] = [];
    for (const [method, p] of routes) {
      for (const headers of [
        {} as Headers,
        { 'x-sandbox-key': 'otra-clave-equivocada-123' },
        { cookie: 'sandbox_key=nope' },
      ]) {
        const res = await keyed.app.request(p, { method, headers });
        if (res.status !== 401) failures.push(`${method} ${p} ${JSON.stringify(headers)}: ${res.status}`);
        else expect(await res.json()).toMatchObject({ code: 'SANDBOX_KEY_REQUIRED' });
      }
      for (const headers of [
        { 'x-sandbox-key': KEY } as Headers,
        { cookie: `other=1; sandbox_key=${encodeURIComponent(KEY)}` },
      ]) {
        const res = await keyed.app.request(p, { method, headers });
        if (res.status === 401 || res.status >= 500) failures.push(`${method} ${p} with key: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a person opens /__sandbox?key=… once: the key goes to an HttpOnly cookie and leaves the address bar', async () => {
    const wrong = await keyed.app.request('/__sandbox?key=otra-clave-equivocada-123');
    expect(wrong.status).toBe(401);
    const res = await keyed.app.request(`/__sandbox?key=${encodeURIComponent(KEY)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/__sandbox');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sandbox_key=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const page = await keyed.app.request('/__sandbox', { headers: { cookie: cookie.split(';')[0]! } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sandbox: bandeja de salida');
  });

  it('the API itself does not need the key', async () => {
    expect((await keyed.request('GET', '/api/stores?name=a')).status).toBe(200);
  });

  it('without SANDBOX_KEY on loopback the tools stay open for QA and e2e', async () => {
    expect((await api.request('GET', '/api/__sandbox/outbox')).status).toBe(200);
  });
});
