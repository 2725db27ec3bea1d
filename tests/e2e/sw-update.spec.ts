/**
 * A new version deployed under an open page (public/sw.js): build A is served, a visitor opens /login and the
 * worker precaches A; build B is deployed (A's files under new hashed names, the worker's list and version
 * written for B by scripts/sw-manifest.ts as the build does) and the worker updates. The page opened on A keeps
 * loading A's lazy chunks (from the worker: the server no longer has them); after a reload, B's only. A served
 * by a small static server of this file whose root is switched, as a deploy switches it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { writeServiceWorker } from '../../scripts/sw-manifest.ts';
import { expect, test } from './fixtures';

const WORK = path.resolve('.tmp', 'sw-update');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** Serves `root()` as the app's server does its build: files, prerendered pages, index.html for other pages. */
function serve(root: () => string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const dir = root();
    let file = path.join(dir, pathname);
    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (path.extname(pathname)) {
        res.writeHead(404, { 'cache-control': 'no-store' }).end('Not found');
        return;
      }
      const page = path.join(dir, 'prerender', `${pathname.slice(1)}.html`);
      file = fs.existsSync(page) ? page : path.join(dir, 'index.html');
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/** Build B: A's build with every hashed file renamed (and every reference to it rewritten), its worker rewritten. */
function deployB(a: string, b: string) {
  fs.rmSync(b, { recursive: true, force: true });
  fs.cpSync(a, b, { recursive: true });
  const all = fs
    .readdirSync(b, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(b, f))
    .filter((f) => fs.statSync(f).isFile());
  for (const f of all) if (/\.(br|gz|map)$/.test(f)) fs.rmSync(f);
  const assets = fs.readdirSync(path.join(b, 'assets')).filter((f) => !/\.(br|gz|map)$/.test(f));
  const renamed = new Map(assets.map((f) => [f, f.replace(/(\.\w+)$/, 'B$1')]));
  const pattern = new RegExp(
    `(?<=[/"'\`])(${[...renamed.keys()].map((f) => f.replace(/[.$]/g, '\\$&')).join('|')})`,
    'g',
  );
  for (const f of all.filter((f) => /\.(js|css|html)$/.test(f) && fs.existsSync(f)))
    fs.writeFileSync(
      f,
      fs.readFileSync(f, 'utf8').replace(pattern, (name) => renamed.get(name) as string),
    );
  for (const [from, to] of renamed) fs.renameSync(path.join(b, 'assets', from), path.join(b, 'assets', to));
  return { assets: new Set([...renamed.values()].map((f) => `/assets/${f}`)), build: writeServiceWorker(b) };
}

/** `/assets/…` JS and CSS the page is given from now on, and by whom. */
function assetAnswers(page: Page) {
  const answers: Array<{ path: string; fromWorker: boolean; status: number }> = [];
  page.on('response', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/assets/'))
      answers.push({ path: p, fromWorker: r.fromServiceWorker(), status: r.status() });
  });
  return answers;
}

test.describe.configure({ timeout: 120_000 });

test("an open page keeps its version's chunks after an update; a reload takes the new version's only", async ({
  page,
}) => {
  const a = path.join(WORK, 'a');
  const b = path.join(WORK, 'b');
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.cpSync('dist', a, { recursive: true });
  const buildA = writeServiceWorker(a);
  const assetsA = new Set(buildA.files.filter((f) => f.startsWith('/assets/')));
  let root = a;
  const server = await serve(() => root);
  try {
    await page.goto(`${server.url}/login`);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // B is deployed: A's files are gone from the server.
    const { assets: assetsB, build: buildB } = deployB(a, b);
    expect(buildB.version).not.toBe(buildA.version);
    root = b;
    fs.rmSync(a, { recursive: true, force: true });
    await page.evaluate(() => {
      const w = window as unknown as { __workerChanged?: boolean };
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        w.__workerChanged = true;
      });
      return navigator.serviceWorker.getRegistration().then((r) => r?.update());
    });
    // B's worker takes the page (after installing its whole version).
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __workerChanged?: boolean }).__workerChanged === true),
      )
      .toBe(true);

    // The open page (A) goes to the sign-up page: A's lazy chunks, from the worker.
    const onA = assetAnswers(page);
    await page.getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/crear-cuenta$/);
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    expect(onA.length).toBeGreaterThan(0);
    expect(onA.filter((x) => !assetsA.has(x.path) || !x.fromWorker || x.status !== 200)).toEqual([]);

    // A reload is B's page with B's chunks only.
    const onB = assetAnswers(page);
    await page.goto(`${server.url}/login`);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await page.getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    expect(onB.some((x) => /\/assets\/index-[\w-]+B\.js$/.test(x.path))).toBe(true);
    expect(onB.filter((x) => !assetsB.has(x.path) || x.status !== 200)).toEqual([]);
  } finally {
    await server.close();
  }
});
