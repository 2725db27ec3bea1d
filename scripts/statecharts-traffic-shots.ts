/**
 * `npx tsx scripts/statecharts-traffic-shots.ts`: screenshots of the atlas with traffic at desktop width, for the
 * docs (docs/atlas-traffic-*.png): the summary, the sign-up and application screen flows (fitted to the width, and
 * a part of the application's at full size) and the sign-up journeys. Opens
 * statecharts/index.html from disk in the Debian Chromium; run `npm run statecharts:demo-traffic` (or
 * `npm run statecharts -- --traffic <file>`) first.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
if (!existsSync(resolve(ROOT, 'statecharts', 'atlas', 'traffic.js')))
  throw new Error('No statecharts/atlas/traffic.js: run `npm run statecharts:demo-traffic` first');
const atlas = pathToFileURL(resolve(ROOT, 'statecharts', 'index.html')).href;
const SHOTS: ReadonlyArray<[string, string]> = [
  ['signup/pantallas', 'docs/atlas-traffic-signup.png'],
  ['application/pantallas', 'docs/atlas-traffic-application.png'],
  ['signup/recorridos', 'docs/atlas-traffic-journeys.png'],
  ['', 'docs/atlas-traffic-summary.png'],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  for (const [hash, file] of SHOTS) {
    await page.goto(`${atlas}#/${hash}`);
    await page.waitForSelector('main h2');
    await page.screenshot({ path: resolve(ROOT, file), fullPage: false });
    console.log(`${file}`);
  }
  // A part of the application's flow, zoomed: the happy path's first screens with their traffic, readable.
  const zoomed = await browser.newPage({ viewport: { width: 1440, height: 1000 }, deviceScaleFactor: 2 });
  await zoomed.goto(`${atlas}#/application/pantallas`);
  const flow = await zoomed.locator('.flow').boundingBox();
  if (flow) {
    await zoomed.screenshot({
      path: resolve(ROOT, 'docs/atlas-traffic-application-detail.png'),
      clip: { x: flow.x + 70, y: flow.y + 140, width: 760, height: 290 },
    });
    console.log('docs/atlas-traffic-application-detail.png');
  }
} finally {
  await browser.close();
}
