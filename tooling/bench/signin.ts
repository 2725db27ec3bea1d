/**
 * `npm run bench:web -- --signin`: sign-in to figures (issue 41, point 1). A fresh headless Chromium, throttled for
 * real as Lighthouse's `devtools` method throttles its mobile run (CDP: CPU ×6; slow 4G with Lighthouse's devtools
 * adjustment, 150 ms × 3.75 = 562.5 ms per round trip, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up), opens the
 * prerendered sign-in page cold (empty HTTP cache), waits until it has loaded, types the credentials as a customer
 * does (one key at a time) and presses the button. The figure is the time from the press (the `click` dispatched,
 * `performance.now()` in the page) to the landing's figures on screen (checked on every DOM mutation):
 *
 * - client: `/login`, e-mail and password, 'Iniciar sesión' → home's available credit (or, with no limit yet, what
 *   the client may ask for);
 * - promoter: `/promotor`, phone, 'Continuar', the SMS NIP (the sandbox outbox), 'Ingresar' → the landing's
 *   greeting with today's quick applications loaded (timed from 'Ingresar').
 *
 * The floor: the sign-in answer and one parallel batch of the landing's reads, two round trips, plus 0.5 s for the
 * device (CPU ×6) — 1.625 s on this network. Printed with the load average; never asserted.
 */
import os from 'node:os';
import type { Page } from 'puppeteer-core';
import { launchMobile } from './mobile.ts';

/** Lighthouse's devtools throttling of `mobileSlow4G` (lighthouse/core/config/constants.js). */
export const SLOW_4G = {
  latencyMs: 150 * 3.75,
  downloadBytesPerS: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerS: (750 * 1024 * 0.9) / 8,
};
/** The target: two round trips of the network above plus 0.5 s. */
export const SIGNIN_FLOOR_MS = 2 * SLOW_4G.latencyMs + 500;

export interface SignInTarget {
  readonly origin: string;
  readonly cpu: number;
  /** The client's credentials (the client mode). */
  readonly client?: { readonly email: string; readonly password: string };
  /** The promoter's phone and how to read the NIP the sandbox sent (the promoter mode). */
  readonly promoter?: { readonly phone: string; readonly nip: () => Promise<string> };
}

export interface SignInRun {
  readonly who: 'client' | 'promoter';
  /** ms from the press to the figures on screen; NaN when they did not show within 60 s. */
  readonly ms: number;
  readonly load: number;
}

/** The landing's figures on screen: the page's clock then, else 0 (run in the page by CDP, not subject to its CSP). */
const FIGURES = {
  client: () => {
    const can = document.querySelector('ul[aria-labelledby="home-can-ask-title"] strong');
    const available = [...document.querySelectorAll('p')].find((p) => p.textContent === 'Crédito disponible');
    return can !== null || (available?.nextElementSibling?.textContent ?? '').includes('$')
      ? performance.now()
      : 0;
  },
  promoter: () =>
    document.querySelector('#promoter-home-title') !== null &&
    document.querySelector('[aria-labelledby="promoter-today-title"][aria-busy="false"]') !== null
      ? performance.now()
      : 0,
};

async function throttle(page: Page, cpu: number) {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: SLOW_4G.downloadBytesPerS,
    uploadThroughput: SLOW_4G.uploadBytesPerS,
  });
}

/** Notes the press (the first `click` on a submit button from now on) in the page. */
async function watchPress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __pressAt?: number };
    w.__pressAt = undefined;
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element | null)?.closest('button[type="submit"]')) w.__pressAt ??= performance.now();
      },
      { capture: true },
    );
  });
}

/** When the figures showed (page clock), checked on every mutation. */
async function figuresAt(page: Page, who: 'client' | 'promoter'): Promise<number> {
  return page
    .waitForFunction(FIGURES[who], { polling: 'mutation', timeout: 60_000 })
    .then((h) => h.jsonValue() as Promise<number>)
    .catch(() => Number.NaN);
}

export async function signInRun(chromePath: string, target: SignInTarget): Promise<SignInRun> {
  const who = target.client ? 'client' : 'promoter';
  const phone = await launchMobile(chromePath, { driver: 'puppeteer' });
  try {
    const { browser, page } = phone;
    await throttle(page, target.cpu);
    if (target.client) {
      await page.goto(`${target.origin}/login`, { waitUntil: 'networkidle0', timeout: 120_000 });
      await page.type('input[name="email"]', target.client.email, { delay: 40 });
      await page.type('input[name="password"]', target.client.password, { delay: 40 });
    } else if (target.promoter) {
      await page.goto(`${target.origin}/promotor`, { waitUntil: 'networkidle0', timeout: 120_000 });
      await page.type('input[name="phoneNumber"]', target.promoter.phone, { delay: 40 });
      await page.click('main button[type="submit"]');
      const nipField = await page.waitForSelector('input[name="nip"]', {
        timeout: 60_000,
      });
      await nipField?.type(await target.promoter.nip(), { delay: 40 });
    }
    // The customer reads what they typed before pressing (the page is idle again).
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 }).catch(() => {});
    await watchPress(page);
    const shown = figuresAt(page, who);
    await page.click('main button[type="submit"]');
    const at = await shown;
    const pressAt = await page.evaluate(
      () => (window as unknown as { __pressAt?: number }).__pressAt ?? Number.NaN,
    );
    await browser.disconnect();
    return { who, ms: at - pressAt, load: os.loadavg()[0] ?? Number.NaN };
  } finally {
    phone.close();
  }
}

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length === 0
    ? Number.NaN
    : s.length % 2
      ? (s[mid] as number)
      : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** The sign-in table: median per mode, the floor and the ratio to it. */
export function signInTable(runs: readonly SignInRun[], cpu: number): string {
  const lines = [
    `\n### Sign-in to figures, ${cpu}× CPU, slow 4G throttled for real (${Math.round(SLOW_4G.latencyMs)} ms per round trip), median of ${runs.length / 2}\n`,
    '| Sign-in | runs s | median s | floor s (2 RTT + 0.5 s) | median / floor | target | load (1 min) per run |',
    '|---|---|---:|---:|---:|---|---|',
  ];
  for (const who of ['client', 'promoter'] as const) {
    const mine = runs.filter((r) => r.who === who);
    if (mine.length === 0) continue;
    const m = median(mine.map((r) => r.ms));
    lines.push(
      `| ${who === 'client' ? "/login → home's available credit" : '/promotor NIP → landing'} | ${mine.map((r) => (r.ms / 1000).toFixed(2)).join(', ')} | ${(m / 1000).toFixed(2)} | ${(SIGNIN_FLOOR_MS / 1000).toFixed(3)} | ${(m / SIGNIN_FLOOR_MS).toFixed(2)}× | ${m <= SIGNIN_FLOOR_MS ? 'pass' : 'FAIL'} | ${mine.map((r) => r.load.toFixed(2)).join(', ')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Cold visits under real throttling (issue 41, point 3): every signed-in page's LCP against `/`'s, in round trips
 * of the bench's slow 4G; the target is within one.
 */
export function coldRoundTrips(
  rows: ReadonlyArray<{ label: string; key: string; lcpMs: number }>,
  cpu: number,
) {
  const home = rows.find((r) => r.key === 'home');
  if (!home || !Number.isFinite(home.lcpMs)) return '';
  const lines = [
    `\n### Cold signed-in visits against / (${cpu}× CPU, throttled for real; one round trip = ${Math.round(SLOW_4G.latencyMs)} ms)\n`,
    "| Page | LCP s | − /'s LCP s | round trips | target (≤ 1) |",
    '|---|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const diff = r.lcpMs - home.lcpMs;
    const trips = diff / SLOW_4G.latencyMs;
    lines.push(
      `| ${r.label} | ${(r.lcpMs / 1000).toFixed(2)} | ${(diff / 1000).toFixed(2)} | ${trips.toFixed(2)} | ${r.key === 'home' ? 'reference' : trips <= 1 ? 'pass' : 'FAIL'} |`,
    );
  }
  return lines.join('\n');
}
