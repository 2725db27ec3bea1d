/**
 * A returning client end to end against `npm start` (built app + sandbox API, its Content-Security-Policy), with
 * the seeded client Roberto (server/catalog/README.md, no credit limit yet):
 * - the profile request starts from index.html's inline script (allowed by its hash) and the app takes it: one
 *   `GET /api/clients/me` per signed-in load, and none on the prerendered /login of a visitor;
 * - a reload of `/` paints the figures kept at the last visit at once with "Actualizando…", then the fresh ones
 *   (here the answer, held until the kept ones showed, carries a limit assigned since) without the mark.
 */
import type { Page } from '@playwright/test';
import { expect, signInRoberto, test } from './fixtures';
import { holdHomeAnswer, holdRequests } from './support';

const UPDATING = 'Actualizando…';

test.describe.configure({ timeout: 120_000 });

/** Counts `GET /api/clients/me` from now on, and notes any inline script the CSP refused. */
function watch(page: Page) {
  const seen = { profileRequests: 0, cspErrors: [] as string[] };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/clients/me')
      seen.profileRequests += 1;
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      seen.cspErrors.push(message.text());
  });
  return seen;
}

const prefetchToken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __clientsMe?: { token: string } }).__clientsMe?.token ?? null);

test("a visitor's prerendered /login sends no profile request", async ({ page }) => {
  const seen = watch(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.profileRequests).toBe(0);
  expect(await prefetchToken(page)).toBeNull();
  expect(seen.cspErrors).toEqual([]);
});

test('a signed-in first load sends exactly one profile request: the one index.html started', async ({
  page,
}) => {
  await signInRoberto(page);
  // A first load of this sign-in: nothing kept yet.
  await page.evaluate(() => localStorage.removeItem('lastProfile'));
  const seen = watch(page);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Puedes solicitar hasta' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await prefetchToken(page)).toBe(await page.evaluate(() => localStorage.getItem('authToken')));
  expect(seen.profileRequests).toBe(1);
  expect(seen.cspErrors).toEqual([]);
});

test('a reload of / paints the kept figures with "Actualizando…", then the fresh ones', async ({ page }) => {
  await signInRoberto(page);
  const seen = watch(page);
  // The home's answer is held until the kept figures have shown, and carries a limit assigned since.
  const release = await holdHomeAnswer(page, 30000);
  await page.reload();
  const home = page.getByRole('region', { name: 'Inicio' });
  await expect(home.getByRole('status')).toHaveText(UPDATING);
  const kept = page.getByRole('list', { name: 'Puedes solicitar hasta' });
  await expect(kept.getByText('$50,000.00')).toBeVisible();
  await expect(kept.getByText('$20,000.00')).toBeVisible();
  release();
  await expect(page.getByText('Límite de crédito: $30,000.00')).toBeVisible();
  await expect(page.getByText('Crédito disponible')).toBeVisible();
  await expect(page.getByText(UPDATING)).toHaveCount(0);
  await expect(kept).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(seen.profileRequests).toBe(1);
  expect(seen.cspErrors).toEqual([]);
});

/** The app's entry script (the page's chunks are other files). */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

test.describe('the page preload of index.html', () => {
  // The app's service worker would answer the scripts itself, out of reach of `page.route`.
  test.use({ serviceWorkers: 'block' });

  test("a signed-in load requests its page's chunks while the entry is still on its way, each once", async ({
    page,
  }) => {
    await signInRoberto(page);
    const seen = watch(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const release = await holdRequests(page, ENTRY_SCRIPT);
    await page.reload({ waitUntil: 'commit' });
    const preloaded = await page
      .waitForFunction(() => {
        const hrefs = [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
          l.getAttribute('href'),
        );
        return hrefs.length > 0 ? hrefs : null;
      })
      .then((handle) => handle.jsonValue() as Promise<string[]>);
    // The entry has not arrived, and the page's chunks (the home, and a client's API chunk) are already requested.
    await expect.poll(() => preloaded.every((href) => requested.includes(href))).toBe(true);
    // No module of the app has run: createRoot marks its container (the kept figures index.html paints on `/` are
    // not the app's render).
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root') as HTMLElement).some((k) => k.startsWith('__react')),
      ),
    ).toBe(false);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const href of preloaded) expect(requested.filter((p) => p === href)).toHaveLength(1);
    expect(seen.cspErrors).toEqual([]);
  });

  test("a visitor's load of index.html requests no page chunk before the entry", async ({ page }) => {
    const release = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto('/compras', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    // No token: the inline script added nothing (the app's own preloads come after the entry has run).
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    release();
    await expect(page).toHaveURL(/\/login$/);
  });
});
