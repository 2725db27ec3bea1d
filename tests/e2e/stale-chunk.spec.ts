/**
 * A page open across a deploy, with no service worker to keep its version's files (blocked here): the chunks it
 * has not loaded yet are gone from the server (404 from the moment of the "deploy"). The page reloads once and
 * goes on with what the server has, keeping what was typed (the sign-up draft: e-mail and phone, never the
 * password); when the chunks are still missing after that reload, spec §8's generic error shows and the page is
 * not reloaded again.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

/**
 * From now on, every `/assets/` file the page had not loaded answers 404 — until the page's next load when
 * `untilReload` (a deploy whose new version the reload then gets), or for good. Counts the page's loads.
 */
async function deploy(page: Page, untilReload: boolean) {
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)),
  );
  const seen = { loads: 0, missing: [] as string[] };
  let gone = true;
  page.on('load', () => {
    seen.loads += 1;
    if (untilReload) gone = false;
  });
  await page.route('**/assets/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!gone || loaded.has(path)) return route.continue();
    seen.missing.push(path);
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  return seen;
}

test('a chunk gone after a deploy: the page reloads once and keeps what was typed', async ({ page }) => {
  const email = `stale.${Date.now()}@example.com`;
  await page.goto('/crear-cuenta');
  // The "deploy" must come after the page has everything of its own version (a click on the prerendered page
  // before hydration would be a plain navigation, not a chunk load).
  await waitForHydration(page, 'input[name="email"]');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Número de teléfono').fill('5587654321');
  await page.getByLabel('Contraseña', { exact: true }).fill('Stale-Chunk-1');
  const seen = await deploy(page, true);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The personal-data step's chunk was missing: one reload, then the deployed page with the draft.
  await expect.poll(() => seen.loads).toBe(1);
  expect(seen.missing.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(page.getByLabel('Número de teléfono')).toHaveValue('(558) 765-4321');
  // The password is never kept: asked again, and the flow goes on.
  await page.getByLabel('Contraseña', { exact: true }).fill('Stale-Chunk-1');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
  expect(seen.loads).toBe(1);
});

test('chunks still missing after the reload: the generic error, and no second reload', async ({ page }) => {
  await page.goto('/login');
  await waitForHydration(page, 'main a[href="/crear-cuenta"]');
  const seen = await deploy(page, false);
  await page.getByRole('link', { name: 'Crear cuenta' }).click();

  await expect(page.getByText('Hubo un error, vuelve a intentarlo más tarde.')).toBeVisible();
  await page.waitForTimeout(1000); // a second reload would have started by now
  expect(seen.loads).toBe(1);
});
