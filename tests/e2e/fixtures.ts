/**
 * The end-to-end `test`: Playwright's, plus an automatic fixture that records every path the page showed (the
 * app's screens, SPA navigations included) into `.tmp/test-results/e2e-routes/`, one file per test. `npm run
 * statecharts` reads them for the e2e level of the atlas's coverage (which routed states the browser showed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

const DIR = resolve(import.meta.dirname, '..', '..', '.tmp', 'test-results', 'e2e-routes');

export const test = base.extend<{ recordRoutes: void }>({
  recordRoutes: [
    async ({ page }, use, info) => {
      const paths = new Set<string>();
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        try {
          paths.add(new URL(frame.url()).pathname);
        } catch {
          // about:blank and the like
        }
      });
      await use();
      mkdirSync(DIR, { recursive: true });
      const name = `${info.project.name}-${info.testId}.json`;
      writeFileSync(
        resolve(DIR, name),
        JSON.stringify({
          at: new Date().toISOString(),
          test: info.titlePath.join(' › '),
          paths: [...paths].sort(),
        }),
      );
    },
    { auto: true },
  ],
});

/** The seeded client Roberto (server/catalog/README.md, no credit limit yet). */
export const ROBERTO = { email: 'roberto.hernandez@example.com', password: 'Sandbox-Roberto-78' };

/**
 * Waits until React has adopted the element `selector` matches (a prerendered page is hydrated) and the page's
 * load has finished: what the page has fetched by then is all its first visit needs.
 */
export async function waitForHydration(page: Page, selector = 'main') {
  await page.waitForLoadState('load');
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/** Types `email` and `password` into the sign-in form (opening `url` first when given), without pressing. */
export async function typeSignIn(page: Page, email: string, password: string, url?: string) {
  if (url !== undefined) await page.goto(url);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
}

/** Signs in with `email` and `password` (opening `url` first when given): the form, then 'Iniciar sesión'. */
export async function signIn(page: Page, email: string, password: string, url?: string) {
  await typeSignIn(page, email, password, url);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in from /login and lands on home (/). */
export async function signInHome(page: Page, email: string, password: string) {
  await signIn(page, email, password, '/login');
  await expect(page).toHaveURL(/\/$/);
}

/** Signs Roberto in from /login and waits until the app has kept his profile and home figures for a next visit. */
export async function signInRoberto(page: Page) {
  await signIn(page, ROBERTO.email, ROBERTO.password, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('lastProfile') ?? '{}').home !== undefined),
    )
    .toBe(true);
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe finds no violation on the page: of WCAG 2.1 A and AA, or of every rule axe runs by default. */
export async function expectNoAxeViolations(
  page: Page,
  rules: 'WCAG 2.1 AA' | 'every rule' = 'WCAG 2.1 AA',
): Promise<void> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules === 'every rule' ? axe : axe.withTags(WCAG_21_AA)).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
