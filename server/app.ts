/**
 * The sandbox API as a Hono app: `/api/*` (JSON, contract-validated), `/api/openapi.json`, the sandbox tools
 * (`/api/__sandbox/*`, `/__sandbox`, only when SANDBOX is not `false`) and, when `staticRoot` is given, the built
 * app with history fallback.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import type { Endpoint } from '../src/api/contract/endpoint.ts';
import { registerPushRoutes } from './accounts/push-routes.ts';
import { registerAccountRoutes } from './accounts/routes.ts';
import { registerAnalyticsRoutes } from './analytics/routes.ts';
import { registerCatalogRoutes } from './catalog/routes.ts';
import { hostNameOf, isLoopbackHost } from './config.ts';
import type { Deps } from './context.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { registerHealthRoutes } from './health/routes.ts';
import type { AppEnv, Router } from './http/env.ts';
import { ApiFailure, errors, fail } from './http/errors.ts';
import { boundEndpoints } from './http/route.ts';
import { registerLendingRoutes } from './lending/routes.ts';
import { errorFields } from './log.ts';
import { metricsOf } from './metrics.ts';
import { openApiDocument } from './openapi.ts';
import { registerSandboxRoutes } from './sandbox/routes.ts';
import { refreshShared } from './sandbox/shared.ts';

export type RouteModule = (router: Router, deps: Deps) => void;

/** Route modules mounted under `/api`, in order. Part 2 (lending) appends its module here. */
export const ROUTE_MODULES: readonly RouteModule[] = [
  registerAccountRoutes,
  registerPushRoutes,
  registerCatalogRoutes,
  registerLendingRoutes,
  registerAnalyticsRoutes,
];

export interface AppOptions {
  /** Folder of the built app (`dist/`) to serve with history fallback. */
  readonly staticRoot?: string;
  readonly extraRoutes?: readonly RouteModule[];
}

const mounted = new WeakMap<Hono<AppEnv>, readonly Endpoint[]>();
/** The contract endpoints an app serves. */
export const mountedEndpoints = (app: Hono<AppEnv>): readonly Endpoint[] => mounted.get(app) ?? [];

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Cookie that carries the sandbox key after `/__sandbox?key=…` (HttpOnly, SameSite=Strict, path `/`). */
export const SANDBOX_KEY_COOKIE = 'sandbox_key';
export const SANDBOX_KEY_HEADER = 'x-sandbox-key';

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Constant-time comparison of two strings of any length. */
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The sandbox key in `X-Sandbox-Key`, `Authorization: Bearer` (a Prometheus scrape) or the sandbox cookie. */
function holdsSandboxKey(header: (name: string) => string | undefined, key: string): boolean {
  const bearer = /^Bearer (.+)$/.exec(header('authorization')?.trim() ?? '')?.[1];
  const given = header(SANDBOX_KEY_HEADER) ?? bearer ?? cookieValue(header('cookie'), SANDBOX_KEY_COOKIE);
  return given !== undefined && sameSecret(given, key);
}

const isSandboxPath = (p: string) =>
  p === '/__sandbox' ||
  p.startsWith('/__sandbox/') ||
  p === '/api/__sandbox' ||
  p.startsWith('/api/__sandbox/');

/** CSP the built app passes: only same-origin scripts, styles (vanilla-extract emits CSS files), fonts, images. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export function createApp(deps: Deps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config } = deps;
  const metrics = metricsOf(deps);

  // Health first: a load balancer or orchestrator probes by address, whatever `Host` it sends.
  registerHealthRoutes(app, deps);

  // DNS rebinding: only the loopback names, PUBLIC_URL's host, HOST and ALLOWED_HOSTS may be named in `Host`.
  app.use('*', async (c, next) => {
    const host = hostNameOf(c.req.header('host') ?? new URL(c.req.url).host);
    if (!isLoopbackHost(host) && !config.allowedHosts.includes(host)) {
      return c.json(fail(403, 'HOST_NOT_ALLOWED', 'Host no permitido.').body(), 403);
    }
    await next();
  });

  // Request id and access log (route pattern, never the URL: paths and queries can hold personal data).
  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('log', deps.log.child({ requestId }));
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api')) {
      const ms = performance.now() - started;
      // The route template: the contract endpoint id, else the registered pattern (never the URL).
      const route = c.get('endpointId') ?? routePath(c);
      metrics.observeRequest(c.req.method, route, c.res.status, ms / 1000);
      deps.log.info('request', {
        requestId,
        method: c.req.method,
        route,
        endpoint: c.get('endpointId') ?? null,
        status: c.res.status,
        ms: Math.round(ms * 10) / 10,
      });
    }
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: withAnalyticsOrigins(
        options.staticRoot
          ? withInlineHashes(CONTENT_SECURITY_POLICY, inlineBlockHashes(options.staticRoot))
          : CONTENT_SECURITY_POLICY,
        config.analyticsOrigins,
      ),
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'same-origin',
      crossOriginResourcePolicy: 'same-origin',
      crossOriginOpenerPolicy: 'same-origin',
      strictTransportSecurity: false,
      permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
    }),
  );

  // Same origin by default: a browser call from another origin is refused (no CORS headers are ever sent).
  app.use('/api/*', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && origin !== 'null') {
      const own = new URL(c.req.url).origin;
      const host = c.req.header('host');
      const sameHost = (() => {
        try {
          return new URL(origin).host === host;
        } catch {
          return false;
        }
      })();
      if (origin !== own && !sameHost && !deps.config.allowedOrigins.includes(origin)) {
        throw fail(403, 'CROSS_ORIGIN', 'Origen no permitido.');
      }
    } else if (origin === 'null') {
      throw fail(403, 'CROSS_ORIGIN', 'Origen no permitido.');
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });

  const limitBody = bodyLimit({
    maxSize: 64 * 1024,
    onError: () => {
      throw fail(413, 'PAYLOAD_TOO_LARGE', 'La solicitud es demasiado grande.');
    },
  });
  // A GET or HEAD carries no body (the Node adapter gives them none): asking for one would only build the full
  // fetch `Request` of every poll, the costliest step of a cheap call (docs/performance.md).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  // Prometheus metrics of this instance (server/metrics.ts); with SANDBOX_KEY set, only for who holds it.
  app.get('/metrics', async (c) => {
    if (config.sandboxKey && !holdsSandboxKey(c.req.header.bind(c.req), config.sandboxKey)) {
      const f = fail(
        401,
        'SANDBOX_KEY_REQUIRED',
        'Las herramientas del sandbox requieren la clave SANDBOX_KEY.',
      );
      return c.json(f.body(), 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.render(deps), 200, {
      'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
    });
  });

  if (config.sandbox) {
    // SANDBOX_KEY, when set, guards the outbox page and every sandbox call: `X-Sandbox-Key` header, or the cookie
    // that opening `/__sandbox?key=…` sets (then a redirect drops the key from the address bar).
    app.use('*', async (c, next) => {
      if (!config.sandboxKey || !isSandboxPath(c.req.path)) return next();
      const fromQuery = c.req.path === '/__sandbox' ? c.req.query('key') : undefined;
      if (fromQuery !== undefined && sameSecret(fromQuery, config.sandboxKey)) {
        c.header(
          'Set-Cookie',
          `${SANDBOX_KEY_COOKIE}=${encodeURIComponent(config.sandboxKey)}; Path=/; HttpOnly; SameSite=Strict`,
        );
        c.header('Cache-Control', 'no-store');
        return c.redirect('/__sandbox', 303);
      }
      const given =
        c.req.header(SANDBOX_KEY_HEADER) ?? cookieValue(c.req.header('cookie'), SANDBOX_KEY_COOKIE);
      if (given === undefined || !sameSecret(given, config.sandboxKey)) {
        const f = fail(
          401,
          'SANDBOX_KEY_REQUIRED',
          'Las herramientas del sandbox requieren la clave SANDBOX_KEY.',
        );
        return c.json(f.body(), 401);
      }
      return next();
    });
    // One clock and one set of lending delays for every instance: what another instance moved or changed is read
    // before the request runs (one read of two rows; stored by the sandbox routes, server/sandbox/clock-state.ts).
    app.use('*', async (c, next) => {
      if (c.req.path.startsWith('/api/') || isSandboxPath(c.req.path)) await refreshShared(deps);
      return next();
    });
  }

  const api = new Hono<AppEnv>();
  for (const register of [...ROUTE_MODULES, ...(options.extraRoutes ?? [])]) register(api, deps);
  let openapi: object | undefined;
  api.get('/openapi.json', (c) => {
    openapi ??= openApiDocument();
    return c.json(openapi);
  });
  if (deps.config.sandbox) registerSandboxRoutes(app, api, deps);
  api.all('*', () => {
    throw errors.notFound('La ruta solicitada no existe.');
  });
  app.route('/api', api);
  mounted.set(app, boundEndpoints(api));

  app.onError((err, c) => {
    const log = c.get('log') ?? deps.log;
    const endpoint = c.get('endpointId') ?? null;
    let f: ApiFailure;
    if (err instanceof ApiFailure) f = err;
    else if (isDatabaseUnavailable(err)) {
      // The database is away (a restart, a failover): 503 at once with the wait, never a hang or a 500.
      log.warn('database unavailable', { endpoint, ...errorFields(err) });
      f = errors.unavailable();
    } else {
      log.error('unhandled error', { endpoint, ...errorFields(err) });
      f = errors.internal();
    }
    for (const [k, v] of Object.entries(f.headers)) c.header(k, v);
    return c.json(f.body(), f.httpCode);
  });

  if (options.staticRoot) mountStatic(app, options.staticRoot);
  else {
    app.notFound((c) =>
      c.req.path.startsWith('/api') ? c.json(errors.notFound().body(), 404) : c.text('Not found', 404),
    );
  }
  return app;
}

/**
 * The SHA-256 sources of the inline `<script>` and `<style>` blocks of the built HTML (index.html and the
 * prerendered pages, scripts/prerender.tsx: their inlined styles and the loader that adds the entry after the first
 * paint). The CSP allows exactly these blocks, never inline code in general.
 */
export function inlineBlockHashes(root: string): { scripts: string[]; styles: string[] } {
  const dir = path.join(root, 'prerender');
  const files = [
    path.join(root, 'index.html'),
    ...(fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.html'))
          .map((f) => path.join(dir, f))
      : []),
  ].filter((f) => fs.existsSync(f));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) scripts.add(source(m[1] ?? ''));
    for (const m of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) styles.add(source(m[1] ?? ''));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** The analytics host (PostHog's, with a key) may receive the app's beacons: `connect-src`. */
function withAnalyticsOrigins(
  policy: typeof CONTENT_SECURITY_POLICY,
  origins: readonly string[],
): typeof CONTENT_SECURITY_POLICY {
  return origins.length ? { ...policy, connectSrc: [...policy.connectSrc, ...origins] } : policy;
}

function withInlineHashes(
  policy: typeof CONTENT_SECURITY_POLICY,
  hashes: { scripts: string[]; styles: string[] },
): typeof CONTENT_SECURITY_POLICY {
  return {
    ...policy,
    scriptSrc: [...policy.scriptSrc, ...hashes.scripts],
    styleSrc: [...policy.styleSrc, ...hashes.styles],
  };
}

/**
 * The public entry pages prerendered at build time (scripts/prerender.tsx): `dist/prerender/<page>.html` is sent
 * for a navigation to exactly `/<page>`, with its brotli or gzip copy when the browser accepts one.
 */
function prerenderedPages(root: string): ReadonlyMap<string, string> {
  const dir = path.join(root, 'prerender');
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.html'))
      .map((f) => [`/${f.slice(0, -'.html'.length)}`, path.join(dir, f)]),
  );
}

function mountStatic(app: Hono<AppEnv>, root: string) {
  const indexFile = path.join(root, 'index.html');
  const prerendered = prerenderedPages(root);
  // Hashed build files: cached for a year, but only a file that exists (the 404 below is never cached as one).
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      // Caches must keep the brotli, gzip and plain copies apart.
      if (!c.res.headers.get('Vary')) c.header('Vary', 'Accept-Encoding');
    }
  });
  // The build writes `.br` and `.gz` copies of the text assets (scripts/build-plugins.ts): sent to browsers
  // that accept them, brotli first.
  app.use('*', serveStatic({ root, precompressed: true }));
  // A missing asset (an old hash after a deploy, a typo) is a 404, never the app shell: whatever the request
  // accepts, the history fallback below is for pages only.
  app.all('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });
  // History fallback: any other GET that accepts HTML gets the app shell.
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api')) return c.json(errors.notFound().body(), 404);
    const accept = c.req.header('accept') ?? '';
    if (!accept.includes('text/html') && path.extname(c.req.path)) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    const page = prerendered.get(c.req.path);
    if (!page) return c.html(fs.readFileSync(indexFile, 'utf8'));
    c.header('Vary', 'Accept-Encoding');
    const encodings = c.req.header('accept-encoding') ?? '';
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (encodings.includes(encoding) && fs.existsSync(page + ext)) {
        c.header('Content-Encoding', encoding);
        c.header('Content-Type', 'text/html; charset=UTF-8');
        return c.body(fs.readFileSync(page + ext));
      }
    }
    return c.html(fs.readFileSync(page, 'utf8'));
  });
}
