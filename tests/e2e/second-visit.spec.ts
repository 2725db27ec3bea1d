/**
 * A returning customer's second visit in the same browser profile, against `npm start` (the built app with the
 * service worker of its build, public/sw.js + scripts/sw-manifest.ts), with the seeded client Roberto:
 * - the page and every script and style come from the worker's cache, every API call goes to the network (never
 *   answered by the worker, never fetched by it);
 * - offline, the shell still opens (the prerendered /login works; `/` paints the kept figures marked as such and
 *   then says the figures could not load — the API is not cached, so nothing stale stands in for an answer);
 * - the kept figures show only with "Actualizando…" and are replaced by the fresh ones, with no layout shift.
 * The update of a deployed version under an open page is tests/e2e/sw-update.spec.ts.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, signInRoberto, test } from './fixtures';
import { holdHomeAnswer, holdRequests } from './support';

const UPDATING = 'Actualizando…';

test.describe.configure({ timeout: 120_000 });

/** The worker installed (its whole version precached: it activates only then) and controlling the page. */
async function workerInstalled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

interface Seen {
  /** Every answer the page got: its path, kind and whether the worker gave it. */
  answers: Array<{ path: string; type: string; fromWorker: boolean; status: number }>;
  /** Requests the worker itself sent to the network. */
  workerFetches: string[];
  failed: string[];
}

function watch(page: Page, context: BrowserContext): Seen {
  const seen: Seen = { answers: [], workerFetches: [], failed: [] };
  page.on('response', (response) =>
    seen.answers.push({
      path: new URL(response.url()).pathname,
      type: response.request().resourceType(),
      fromWorker: response.fromServiceWorker(),
      status: response.status(),
    }),
  );
  page.on('requestfailed', (request) => seen.failed.push(new URL(request.url()).pathname));
  context.on('request', (request) => {
    if (request.serviceWorker()) seen.workerFetches.push(new URL(request.url()).pathname);
  });
  return seen;
}

/**
 * Notes, at every change of the page, kept figures (the no-limit list a kept entry of Roberto paints) shown without
 * the "Actualizando…" mark: the answers of these tests never carry that list, so one would be stale shown as fresh.
 */
async function noteStaleShownAsFresh(page: Page) {
  await page.addInitScript((updating) => {
    const w = window as unknown as { __staleAsFresh: number; __keptShown: number };
    w.__staleAsFresh = 0;
    w.__keptShown = 0;
    const check = () => {
      if (!document.getElementById('home-can-ask-title')) return;
      w.__keptShown += 1;
      const marked = [...document.querySelectorAll('[role="status"]')].some(
        (s) => s.textContent === updating,
      );
      if (!marked) w.__staleAsFresh += 1;
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, UPDATING);
}
const staleCounts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __staleAsFresh: number; __keptShown: number };
    return { keptShown: w.__keptShown > 0, staleAsFresh: w.__staleAsFresh };
  });

test('a second visit: the page and its assets from the worker, the data from the network; kept figures marked, then fresh', async ({
  page,
  context,
}) => {
  await signInRoberto(page);
  await workerInstalled(page);
  await noteStaleShownAsFresh(page);
  const release = await holdHomeAnswer(context, 30000);
  const seen = watch(page, context);

  await page.reload();
  const home = page.getByRole('region', { name: 'Inicio' });
  await expect(home.getByRole('status')).toHaveText(UPDATING);
  await expect(
    page.getByRole('list', { name: 'Puedes solicitar hasta' }).getByText('$50,000.00'),
  ).toBeVisible();
  release();
  await expect(page.getByText('Límite de crédito: $30,000.00')).toBeVisible();
  await expect(page.getByText(UPDATING)).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  expect(await staleCounts(page)).toEqual({ keptShown: true, staleAsFresh: 0 });
  const documents = seen.answers.filter((a) => a.type === 'document');
  expect(documents).toEqual([{ path: '/', type: 'document', fromWorker: true, status: 200 }]);
  const assets = seen.answers.filter((a) => a.path.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(3);
  expect(assets.filter((a) => !a.fromWorker || a.status !== 200)).toEqual([]);
  const api = seen.answers.filter((a) => a.path.startsWith('/api/'));
  expect(api.map((a) => a.path)).toEqual(expect.arrayContaining(['/api/clients/me', '/api/applications']));
  expect(api.filter((a) => a.fromWorker)).toEqual([]);
  // The worker sent nothing itself: no page or asset missing from its cache, no API call through it.
  expect(seen.workerFetches).toEqual([]);
});

test('the fresh figures take the place of the kept ones without moving the layout', async ({
  page,
  context,
}) => {
  await signInRoberto(page);
  await workerInstalled(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ at: number; value: number }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!e.hadRecentInput) w.__shifts.push({ at: e.startTime, value: e.value });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdHomeAnswer(context);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Inicio' }).getByRole('status')).toHaveText(UPDATING);
  const keptAt = await page.evaluate(() => performance.now());
  release();
  await expect(page.getByText(UPDATING)).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Puedes solicitar hasta' }).getByText('$50,000.00'),
  ).toBeVisible();
  // Two frames for a shift of the last render to be reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shifts = await page.evaluate(
    (at) =>
      (window as unknown as { __shifts: Array<{ at: number; value: number }> }).__shifts.filter(
        (s) => s.at >= at,
      ),
    keptAt,
  );
  expect(shifts).toEqual([]);
});

test('offline, the shell opens from the worker; the API is never answered from a cache', async ({
  page,
  context,
}) => {
  await signInRoberto(page);
  await workerInstalled(page);
  await noteStaleShownAsFresh(page);
  const seen = watch(page, context);
  await context.setOffline(true);

  await page.reload();
  // The kept figures show as kept, then the failure: the profile could not be asked for.
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Puedes solicitar hasta' })).toHaveCount(0);
  expect((await staleCounts(page)).staleAsFresh).toBe(0);
  expect(seen.answers.filter((a) => a.path.startsWith('/api/'))).toEqual([]);
  expect(seen.failed).toEqual(expect.arrayContaining(['/api/clients/me']));

  // A visitor's prerendered page opens, and its script runs (the form checks an empty e-mail).
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  const documents = seen.answers.filter((a) => a.type === 'document');
  expect(documents.map((d) => [d.path, d.fromWorker])).toEqual([
    ['/', true],
    ['/login', true],
  ]);
  expect(seen.answers.filter((a) => a.path.startsWith('/assets/') && !a.fromWorker)).toEqual([]);
  await context.setOffline(false);
});

test.describe('index.html paints the kept figures before any module runs', () => {
  // No worker here: its answers bypass the routes that hold the entry module back.
  test.use({ serviceWorkers: 'block' });

  test('the kept figures are on the page, marked and inert, while the entry module is held; then the fresh ones replace them', async ({
    page,
    context,
  }) => {
    await signInRoberto(page);
    // The app keeps the home's section as painted once its figures are fresh.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('lastProfile') ?? '{}').paint !== undefined),
      )
      .toBe(true);
    await noteStaleShownAsFresh(page);
    // Once the home's section is on screen (painted by index.html, then React's), it never leaves it: no loading
    // spinner between the kept figures and the page.
    await page.addInitScript(() => {
      const w = window as unknown as { __gaps: number };
      w.__gaps = 0;
      let shown = false;
      new MutationObserver(() => {
        if (document.querySelector('main section')) shown = true;
        else if (shown) w.__gaps += 1;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const releaseEntry = await holdRequests(context, /\/assets\/index-[^/]+\.js$/);
    const releaseHome = await holdHomeAnswer(context, 30000);

    await page.reload({ waitUntil: 'commit' });
    const kept = page.getByRole('list', { name: 'Puedes solicitar hasta' });
    await expect(kept.getByText('$50,000.00').first()).toBeAttached();
    const before = await page.evaluate(() => {
      const root = document.getElementById('root') as HTMLElement;
      const section = document.querySelector('main section') as HTMLElement;
      return {
        // createRoot marks its container: none yet, no module of the app has run.
        reactStarted: Object.keys(root).some((k) => k.startsWith('__react')),
        status: section.querySelector('[role="status"]')?.textContent,
        busy: section.getAttribute('aria-busy'),
        inert: section.inert,
      };
    });
    expect(before).toEqual({ reactStarted: false, status: UPDATING, busy: 'true', inert: true });

    releaseEntry();
    await expect(page.getByRole('region', { name: 'Inicio' }).getByRole('status')).toHaveText(UPDATING);
    releaseHome();
    await expect(page.getByText('Límite de crédito: $30,000.00')).toBeVisible();
    await expect(page.getByText(UPDATING)).toHaveCount(0);
    expect(await staleCounts(page)).toEqual({ keptShown: true, staleAsFresh: 0 });
    expect(await page.evaluate(() => (window as unknown as { __gaps: number }).__gaps)).toBe(0);
  });
});
