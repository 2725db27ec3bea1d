/**
 * The end-to-end `test`: Playwright's, plus an automatic fixture that records every path the page showed (the
 * app's screens, SPA navigations included) into `.tmp/test-results/e2e-routes/`, one file per test. `npm run
 * statecharts` reads them for the e2e level of the atlas's coverage (which routed states the browser showed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

/** Signs Roberto in from /login and waits until the app has kept his profile and home figures for a next visit. */
export async function signInRoberto(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(ROBERTO.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ROBERTO.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('lastProfile') ?? '{}').home !== undefined),
    )
    .toBe(true);
}
