/**
 * The service worker's decisions (public/sw.js, run here as the browser runs it: its source in a context with a
 * stand-in `self`) and the build's precache list (scripts/sw-manifest.ts). The browser's side — installs,
 * offline second visits, an update under an open page — is tests/e2e/second-visit.spec.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ServiceWorkerBuild,
  serviceWorkerBuild,
  serviceWorkerSource,
  writeServiceWorker,
} from '../../../scripts/sw-manifest.ts';

type Answer = { kind: 'network' } | { kind: 'page'; key: string } | { kind: 'asset' };
type Route = (
  request: { method: string; mode: string; url: string },
  origin: string,
  build: ServiceWorkerBuild,
) => Answer;

const ORIGIN = 'https://credito.example';
const TEMPLATE = fs.readFileSync(path.join('public', 'sw.js'), 'utf8');

/** The worker's script evaluated with a stand-in `self`; its top-level functions and its listeners. */
function worker(source = TEMPLATE) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
  };
  const context = vm.createContext({ self, URL, caches: {}, fetch: () => undefined });
  vm.runInContext(source, context);
  return { route: context.route as Route, listeners };
}

const FILES = '/assets/index-A1.js /assets/B2.js /assets/index-C3.css /favicon.svg /manifest.webmanifest';
const BUILD: ServiceWorkerBuild = {
  version: 'abc',
  pages: ['/', '/crear-cuenta', '/login'],
  files: FILES.split(' '),
};
const get = (p: string, mode = 'cors') => ({ method: 'GET', mode, url: `${ORIGIN}${p}` });
const NETWORK = { kind: 'network' };
const page = (key: string) => ({ kind: 'page', key });

describe('where the worker answers a request from', () => {
  const { route } = worker();

  it('a navigation: the shell page of the version (a prerendered page by its path, any other path by /)', () => {
    const navigate = (p: string) => route(get(p, 'navigate'), ORIGIN, BUILD);
    for (const p of ['/login', '/login?next=/compras']) expect(navigate(p)).toEqual(page('/login'));
    for (const p of ['/', '/compras', '/firmar-aplicacion-credito/7/seleccionar-plazo'])
      expect(navigate(p)).toEqual(page('/'));
  });

  it('the hashed assets and the public files: from the cache', () => {
    for (const file of ['/assets/index-A1.js', '/assets/B2.js', '/assets/index-C3.css', '/favicon.svg'])
      expect(route(get(file, 'no-cors'), ORIGIN, BUILD)).toEqual({ kind: 'asset' });
    // Another version's chunk (an open page of the version before): looked up in every kept cache.
    expect(route(get('/assets/OLD9.js'), ORIGIN, BUILD)).toEqual({ kind: 'asset' });
  });

  it('the API, the sandbox pages, health, metrics: always the network, navigations included', () => {
    const always = '/api/clients/me /api/applications /api /__sandbox/inbox /health/ready /metrics';
    for (const p of always.split(' ')) {
      expect(route(get(p), ORIGIN, BUILD)).toEqual(NETWORK);
      expect(route(get(p, 'navigate'), ORIGIN, BUILD)).toEqual(NETWORK);
    }
  });

  it('anything but a GET, another origin, an unknown file or a query string: the network', () => {
    const post = { method: 'POST', mode: 'cors', url: `${ORIGIN}/assets/B2.js` };
    const elsewhere = { method: 'GET', mode: 'navigate', url: 'https://api.example/' };
    for (const request of [post, elsewhere, get('/robots.txt'), get('/favicon.svg?v=2')])
      expect(route(request, ORIGIN, BUILD)).toEqual(NETWORK);
  });

  it('the development worker (no build list) leaves everything to the network', () => {
    const dev: ServiceWorkerBuild = { version: 'dev', pages: [], files: [] };
    expect(route(get('/', 'navigate'), ORIGIN, dev)).toEqual(NETWORK);
    expect(route(get('/assets/B2.js'), ORIGIN, dev)).toEqual(NETWORK);
  });
});

describe("a build's precache list and version", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  function dist(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-dist-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  }
  const BUILT = {
    'index.html': '<script type="module" src="/assets/index-A1.js"></script>',
    'prerender/login.html': '<div data-prerendered>…</div><script src="/assets/index-A1.js"></script>',
    'prerender/login.html.br': 'x',
    'assets/index-A1.js': 'import("./B2.js")',
    'assets/index-A1.js.gz': 'x',
    'assets/index-A1.js.map': '{}',
    'assets/B2.js': 'export const b = 1',
    'favicon.svg': '<svg/>',
    'sw.js': TEMPLATE,
    '.vite/manifest.json': '{}',
  };

  it('lists the shell pages and the files, without compressed copies, maps, the worker or the Vite manifest', () => {
    const build = serviceWorkerBuild(dist(BUILT));
    expect(build.pages).toEqual(['/', '/login']);
    expect(build.files).toEqual(['/assets/B2.js', '/assets/index-A1.js', '/favicon.svg']);
    expect(build.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a different build is a different version: one file renamed, or one byte of a page changed', () => {
    const a = serviceWorkerBuild(dist(BUILT)).version;
    expect(serviceWorkerBuild(dist(BUILT)).version).toBe(a);
    const { 'assets/B2.js': b2, ...rest } = BUILT;
    expect(serviceWorkerBuild(dist({ ...rest, 'assets/B3.js': b2 })).version).not.toBe(a);
    const changed = dist({ ...BUILT, 'index.html': `${BUILT['index.html']} ` });
    expect(serviceWorkerBuild(changed).version).not.toBe(a);
  });

  it("writes the build's list into the worker, which then routes by it", () => {
    const dir = dist({ ...BUILT, 'sw.js.br': 'the development worker, compressed' });
    const build = writeServiceWorker(dir);
    const written = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    expect(written).toContain(`const BUILD = ${JSON.stringify(build)};`);
    expect(fs.existsSync(path.join(dir, 'sw.js.br'))).toBe(false);
    const { route, listeners } = worker(written);
    expect([...listeners.keys()].sort()).toEqual('activate fetch install notificationclick push'.split(' '));
    expect(route(get('/login', 'navigate'), ORIGIN, build)).toEqual(page('/login'));
    expect(() => serviceWorkerSource('const BUILD = {};', build)).toThrow(/BUILD line/);
  });
});
