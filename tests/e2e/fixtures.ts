/**
 * The end-to-end `test`: Playwright's, plus an automatic fixture that records every path the page showed (the
 * app's screens, SPA navigations included) into `.tmp/test-results/e2e-routes/`, one file per test. `npm run
 * statecharts` reads them for the e2e level of the atlas's coverage (which routed states the browser showed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

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
