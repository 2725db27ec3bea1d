/** Server plumbing: security headers, same-origin, request ids, errors, OpenAPI, sandbox tools, static app, logs. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApp } from '../../server/app.ts';
import { DataDirLockedError, openPglite } from '../../server/db/client.ts';
import type { AppEnv } from '../../server/http/env.ts';
import { createRouteBinder } from '../../server/http/route.ts';
import { defineEndpoint } from '../../src/api/contract/endpoint.ts';
import { allEndpoints } from '../../src/api/contract/index.ts';
import { fileApi, lastMessage, signupBody, TEST_PASSWORD } from './helpers.ts';

const api = fileApi();

const ROOT = '<div id="root"></div>';

/** A built app in a temporary folder (its index.html and `files`), served for `use`, removed afterwards. */
type App = ReturnType<typeof createApp>;
async function withDist(files: Record<string, string | Buffer>, use: (app: App) => Promise<void>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  const index = `<!doctype html><title>app</title>${ROOT}`;
  for (const [name, content] of Object.entries({ 'index.html': index, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  try {
    await use(createApp(api.deps, { staticRoot: dir }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('HTTP plumbing', () => {
  it('sends the security headers', async () => {
    const res = await api.request('GET', '/api/stores?name=a');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const sent = {
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    };
    expect(Object.fromEntries(res.headers)).toMatchObject({ ...sent, 'referrer-policy': 'same-origin' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    // The request id (a load balancer's kept, an odd one replaced): observability.test.ts.
  });

  it('refuses calls from another origin (403) and accepts the same origin', async () => {
    const body = { email: 'a@example.com', phoneNumber: '5512345678' };
    const from = (origin: string) =>
      api.request('POST', '/api/clients/exists', { body, headers: { origin } });
    const foreign = await from('https://evil.example');
    expect(foreign).toMatchObject({ status: 403, body: { code: 'CROSS_ORIGIN' } });
    expect((await from('http://localhost')).status).toBe(200);
  });

  it('answers { httpCode, code, message } for bad JSON, unknown routes and validation errors', async () => {
    const bad = await api.request('POST', '/api/clients/signin', {
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ httpCode: 400, code: 'INVALID_JSON', message: expect.any(String) });
    const missing = await api.request('GET', '/api/no-such-thing');
    expect(missing).toMatchObject({ status: 404, body: { httpCode: 404, code: 'NOT_FOUND' } });
    const invalid = await api.request('POST', '/api/clients/signin', { body: { email: 'nope' } });
    expect(invalid.body).toMatchObject({ httpCode: 400, code: 'VALIDATION_ERROR' });
    expect(invalid.text).not.toContain('nope');
  });

  it('checks handler answers against the contract in development (500, logged, no detail leaked)', async () => {
    const router = new Hono<AppEnv>();
    const broken = defineEndpoint({
      id: 'test.broken',
      method: 'GET',
      path: '/broken',
      response: z.object({ ok: z.literal(true) }),
      auth: 'public',
    });
    const route = createRouteBinder(router, api.deps);
    // @ts-expect-error the wrong answer is the point of the test
    route(broken, async () => ({ ok: 'yes' }));
    const app = createApp(api.deps, { extraRoutes: [(r) => r.route('/', router)] });
    const res = await app.request('/api/broken');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ httpCode: 500, code: 'INTERNAL_ERROR', message: expect.any(String) });
    expect(
      api.logs.some((l) => l.includes('response does not match the contract') && l.includes('test.broken')),
    ).toBe(true);
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await api.request<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    }>('GET', '/api/openapi.json');
    expect([res.status, res.body.openapi]).toEqual([200, '3.1.0']);
    const ids = Object.values(res.body.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(ids.sort()).toEqual(allEndpoints.map((e) => e.id).sort());
    expect(res.body.paths['/clients/curp/{curp}']?.get).toBeDefined();
    // A file endpoint is described as the file and its Content-Disposition, not as JSON.
    const file = res.body.paths['/applications/{id}/contract']?.get as unknown as {
      responses: Record<string, { content: Record<string, unknown>; headers?: Record<string, unknown> }>;
    };
    expect(Object.keys(file.responses['200']!.content)).toEqual(['text/html']);
    expect(Object.keys(file.responses['200']!.headers ?? {})).toEqual(['Content-Disposition']);
    expect(Object.keys(file.responses['404']!.content)).toEqual(['application/json']);
  });

  it('logs no personal data', async () => {
    const body = signupBody({ firstSurname: 'Gómez' });
    const { email, phoneNumber, curp } = body;
    await api.request('POST', '/api/clients', { body });
    await api.request('GET', `/api/clients/curp/${curp}`);
    await api.request('POST', '/api/clients/signin', { body: { email, password: 'wrong-password' } });
    const code = (await lastMessage(api, email)).code!;
    const all = api.logs.join('\n');
    expect(api.logs.length).toBeGreaterThan(3);
    for (const secret of [email, phoneNumber, curp!, TEST_PASSWORD, 'Gómez', code]) {
      expect(all).not.toContain(secret);
    }
    const line: unknown = JSON.parse(api.logs.find((l) => l.includes('"endpoint":"clients.create"'))!);
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'POST', status: 201 });
  });
});

describe('sandbox tools', () => {
  it('lists the outbox newest first for one recipient, and the /__sandbox page shows it', async () => {
    const c = await api.createClient();
    await api.request('POST', '/api/clients/recover-password', { body: { email: c.email } });
    const res = await api.request<Array<Record<string, unknown>>>(
      'GET',
      `/api/__sandbox/outbox?to=${encodeURIComponent(c.email)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const reset = { channel: 'email', to: c.email, kind: 'password-reset', subject: expect.any(String) };
    expect(res.body[0]).toMatchObject(reset);
    const link = expect.stringContaining('/olvide-contrasena/recuperar-contrasena?token=');
    expect(res.body[0]!.link).toEqual(link);
    const page = await api.app.request(`/__sandbox?to=${encodeURIComponent(c.email)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox: bandeja de salida');
    expect(html).toContain('password-reset');
    expect(html).toContain('<label for="to">');
    const injected = await api.app.request('/__sandbox?to=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(await injected.text()).not.toContain('<script>alert(1)</script>');
  });

  it('moves the clock forward (JSON and form) and refuses bad values', async () => {
    const before = api.deps.clock.offsetMs();
    const res = await api.request<{ offsetMs: number }>('POST', '/api/__sandbox/clock/advance', {
      body: { minutes: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.body.offsetMs - before).toBe(5 * 60_000);
    const form = await api.app.request('/api/__sandbox/clock/advance', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'minutes=1',
    });
    expect(form.status).toBe(303);
    expect(api.deps.clock.offsetMs() - before).toBe(6 * 60_000);
    for (const minutes of [-1, 0, 'abc', null]) {
      const res = await api.request('POST', '/api/__sandbox/clock/advance', { body: { minutes } });
      expect(res.status).toBe(400);
    }
  });

  it('push test: reports push as disabled without VAPID keys', async () => {
    const c = await api.createClient();
    const res = await api.request('POST', `/api/__sandbox/push/${c.id}`, { body: { title: 'Hola' } });
    expect([res.status, res.body]).toEqual([200, { enabled: false, queued: 0 }]);
    expect((await api.request('POST', '/api/__sandbox/push/%3Cx%3E')).status).toBe(400);
  });

  it('does not exist when SANDBOX=false', async () => {
    const app = createApp({ ...api.deps, config: { ...api.deps.config, sandbox: false } });
    expect((await app.request('/api/__sandbox/outbox?to=a@b.mx')).status).toBe(404);
    expect((await app.request('/__sandbox')).status).toBe(404);
    const init = { method: 'POST', body: '{"minutes":1}' };
    expect((await app.request('/api/__sandbox/clock/advance', init)).status).toBe(404);
  });
});

describe('static app and database folder', () => {
  it("allows the built pages' own inline blocks by their hash, and no other inline code", async () => {
    const loader = "(function(){document.title='x'})()";
    const css = '.a{color:red}';
    const scripts = `<script>${loader}</script><script src="/a.js"></script>`;
    const login = `<!doctype html><style>${css}</style>${scripts}${ROOT}`;
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    await withDist({ 'prerender/login.html': login }, async (app) => {
      const res = await app.request('/login', { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .find((d) => d.trim().startsWith(`${name} `))
          ?.trim();
      expect(directive('script-src')).toBe(`script-src 'self' ${sha(loader)}`);
      expect(directive('style-src')).toBe(`style-src 'self' ${sha(css)}`);
      expect(csp).not.toContain('unsafe-inline');
      // The same policy on every response (an API call, another page).
      const other = await app.request('/perfil', { headers: { accept: 'text/html' } });
      expect(other.headers.get('content-security-policy')).toBe(csp);
    });
  });

  it('serves the built app with history fallback, never for /api', async () => {
    await withDist({ 'assets/app-1234.js': 'console.log(1)' }, async (app) => {
      const asset = await app.request('/assets/app-1234.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const deep = await app.request('/crear-cuenta/verificar', { headers: { accept: 'text/html' } });
      expect(deep.status).toBe(200);
      expect(await deep.text()).toContain('<div id="root">');
      expect(deep.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect((await app.request('/assets/missing.js')).status).toBe(404);
      const apiMissing = await app.request('/api/nothing', { headers: { accept: 'text/html' } });
      expect(apiMissing.status).toBe(404);
      expect(await apiMissing.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  it('a missing /assets/ file is a 404 whatever the request accepts, and only real files are cached for a year', async () => {
    await withDist({ 'assets/app-1234.js': 'console.log(1)' }, async (app) => {
      const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
      for (const [p, method, headers] of [
        ['/assets/app-9999.js', 'GET', browser],
        ['/assets/app-9999.js', 'GET', { accept: '*/*' }],
        ['/assets/app-9999.js', 'HEAD', browser],
        ['/assets/missing', 'GET', browser],
        ['/assets/missing', 'GET', {}],
        ['/assets/', 'GET', browser],
        ['/assets/sub/app-1234.js', 'GET', browser],
      ] as const) {
        const res = await app.request(p, { method, headers });
        expect(res.status, `${method} ${p}`).toBe(404);
        expect(res.headers.get('cache-control') ?? '', p).not.toContain('immutable');
        if (method === 'GET') expect(await res.text(), p).not.toContain('<div id="root">');
      }
      for (const method of ['GET', 'HEAD']) {
        const real = await app.request('/assets/app-1234.js', { method, headers: browser });
        expect(real.status).toBe(200);
        expect(real.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
      // Pages keep the history fallback, revalidated on every visit.
      const page = await app.request('/perfil', { headers: browser });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
    });
  });

  it('sends the precompressed copy of an asset the browser accepts: brotli first, then gzip, else plain', async () => {
    const plain = 'console.log("app");'.repeat(100);
    const file = 'assets/index-1234.js';
    const br = zlib.brotliCompressSync(plain);
    const files = { [file]: plain, [`${file}.br`]: br, [`${file}.gz`]: zlib.gzipSync(plain) };
    await withDist(files, async (app) => {
      const get = (acceptEncoding?: string) =>
        app.request(`/${file}`, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});
      const br = await get('gzip, deflate, br, zstd');
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('content-type')).toContain('javascript');
      expect(br.headers.get('vary')).toContain('Accept-Encoding');
      expect(br.headers.get('cache-control')).toContain('immutable');
      expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
      const gz = await get('gzip, deflate');
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
      const identity = await get();
      expect(identity.headers.get('content-encoding')).toBeNull();
      expect(identity.headers.get('vary')).toContain('Accept-Encoding');
      expect(await identity.text()).toBe(plain);
    });
  });

  it('refuses a PGlite folder another live process holds, with a clear message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
    const dataDir = path.join(dir, 'pglite');
    // A live process that is not us: our parent.
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
    try {
      await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openPglite(dataDir)).rejects.toThrow(/in use by another process/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
