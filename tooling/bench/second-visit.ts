/**
 * `npm run bench:web -- --second-visit`: the returning customer (issue 41, point 2). Per run and page, a new
 * Chromium profile makes a first visit unthrottled (the HTTP cache filled, the app's service worker installed
 * with its whole version, the profile and home figures kept in local storage), then opens the page again in a new
 * tab of the same profile under real throttling (CDP: the CPU ×N, Lighthouse's `devtools` slow 4G: 562.5 ms per
 * round trip, 1474.56 kbit/s down, 675 up) and reads from the page itself:
 * - LCP (the last `largest-contentful-paint` entry once the page is ready);
 * - on `/`, when the kept figures showed (the "Actualizando…" mark) and when the fresh ones replaced them, beside
 *   when the profile's answer (`GET /api/clients/me`) and the home's (`GET /api/applications`) ended;
 * - CLS (every layout shift of the visit).
 * The template's own second visit (HTTP cache warm; it has no worker) is the reference. Printed, never asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchMobile } from './mobile.ts';

/** Lighthouse's devtools slow 4G (lighthouse/core/config/constants.js, `mobileSlow4G`). */
export const SLOW_4G = { latencyMs: 562.5, downKbps: 1474.56, upKbps: 675 };

export interface SecondVisitPage {
  readonly key: string;
  readonly label: string;
  readonly url: string;
  /** Local storage before the first visit (the token, drafts). */
  readonly storage: Readonly<Record<string, string>>;
  /** True when the page is on screen with its content (a JS expression run in the page). */
  readonly ready: string;
  /** An app page: the first visit waits for the service worker. */
  readonly app: boolean;
}

export interface SecondVisitRun {
  readonly page: string;
  readonly round: number;
  readonly lcpMs: number;
  readonly cls: number;
  /** `/`: the kept figures on screen, marked; then the fresh ones (ms from navigation start); NaN elsewhere. */
  readonly keptMs: number;
  readonly freshMs: number;
  /** Ends of the profile's and the home's answers (ms from navigation start); NaN when not requested. */
  readonly profileAnswerMs: number;
  readonly homeAnswerMs: number;
  /** Scripts and pages the service worker answered, and requests to the network. */
  readonly fromWorker: number;
  readonly fromNetwork: number;
  readonly load: number;
}

/** Ready: the page's heading, nothing busy, no "Actualizando…" (the fresh figures), and the page's own content. */
const READY = (extra: string) =>
  `!!document.querySelector('main h1') && !document.querySelector('[aria-busy="true"]') && ![...document.querySelectorAll('[role="status"]')].some((s) => s.textContent === 'Actualizando…') && !!document.querySelector(${JSON.stringify(extra)})`;

/** The second visit's pages among the bench's: the template, signed-in `/`, `/compras` and the term choice. */
export function secondVisitPages(
  pages: ReadonlyArray<{ key: string; label: string; site: 'app' | 'bare' }>,
  appUrl: string,
  bareUrl: string,
  of: (page: { key: string }) => { url: string; token: string | null; storage: Record<string, string> },
): SecondVisitPage[] {
  const ready: Record<string, string> = {
    bare: "!!document.querySelector('button')",
    home: READY('main section'),
    compras: READY('main'),
    'seleccionar-plazo': READY('main input[type="radio"]'),
  };
  return pages
    .filter((p) => ready[p.key] !== undefined)
    .map((p) => {
      const { url, token, storage } = of(p);
      return {
        key: p.key,
        label: p.label,
        url: `${p.site === 'app' ? appUrl : bareUrl}${url}`,
        storage: { ...(token ? { authToken: token } : {}), ...storage },
        ready: ready[p.key] as string,
        app: p.site === 'app',
      };
    });
}

const load1 = () => os.loadavg()[0] ?? Number.NaN;

/** The in-page recorder: LCP, layout shifts, and the kept/fresh moments of the home (its "Actualizando…" mark). */
const RECORDER = `(() => {
  const w = window;
  w.__sv = { lcp: 0, cls: 0, kept: NaN, fresh: NaN };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__sv.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) w.__sv.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  const marked = () => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent === 'Actualizando…');
  new MutationObserver(() => {
    if (Number.isNaN(w.__sv.kept) && marked()) w.__sv.kept = performance.now();
    else if (!Number.isNaN(w.__sv.kept) && Number.isNaN(w.__sv.fresh) && !marked()) w.__sv.fresh = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

async function oneRun(
  chromePath: string,
  page: SecondVisitPage,
  cpu: number,
  round: number,
): Promise<SecondVisitRun> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-second-visit-'));
  const context = await launchMobile(chromePath, {
    driver: 'playwright',
    profile,
    // The bench reads the page with small scripts of its own, which the app's CSP (no eval) would refuse.
    bypassCSP: true,
  });
  try {
    const origin = new URL(page.url).origin;
    const first = await context.newPage();
    await first.goto(`${origin}/favicon.svg`);
    await first.evaluate((entries) => {
      for (const [k, v] of entries) localStorage.setItem(k, v);
    }, Object.entries(page.storage));
    await first.goto(page.url);
    await first.waitForFunction(page.ready, undefined, { timeout: 60_000 });
    if (page.app) {
      await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await first.waitForLoadState('networkidle');
    }
    await first.close();

    const second = await context.newPage();
    await second.addInitScript(RECORDER);
    let fromWorker = 0;
    let fromNetwork = 0;
    second.on('response', (r) => {
      if (r.fromServiceWorker()) fromWorker += 1;
      else fromNetwork += 1;
    });
    const cdp = await context.newCDPSession(second);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: (SLOW_4G.downKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.upKbps * 1024) / 8,
    });
    await second.goto(page.url, { waitUntil: 'commit', timeout: 120_000 });
    await second.waitForFunction(page.ready, undefined, { timeout: 120_000, polling: 50 });
    // LCP candidates settle: a second of quiet (slowed-down) time after the content is ready.
    await second.waitForTimeout(1500);
    // A string, not a function: the bench runs under tsx, whose helpers are not defined in the page.
    const r = (await second.evaluate(`(() => {
      const end = (p) => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === p)?.responseEnd ?? NaN;
      return { ...window.__sv, profile: end('/api/clients/me'), home: end('/api/applications') };
    })()`)) as { lcp: number; cls: number; kept: number; fresh: number; profile: number; home: number };
    return {
      page: page.key,
      round,
      lcpMs: r.lcp,
      cls: r.cls,
      keptMs: r.kept,
      freshMs: r.fresh,
      profileAnswerMs: r.profile,
      homeAnswerMs: r.home,
      fromWorker,
      fromNetwork,
      load: load1(),
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const sec = (ms: number) => (Number.isNaN(ms) ? '—' : (ms / 1000).toFixed(2));

/** Runs every page `runs` times (order rotated each round), prints each run and the medians with the targets. */
export async function secondVisitBench(options: {
  chromePath: string;
  pages: readonly SecondVisitPage[];
  runs: number;
  cpu: number;
}): Promise<SecondVisitRun[]> {
  const { pages, runs, cpu } = options;
  const all: SecondVisitRun[] = [];
  const loadBefore = os.loadavg().map((l) => l.toFixed(2));
  for (let round = 0; round < runs; round++) {
    const order = pages.map((_, i) => pages[(i + round) % pages.length] as SecondVisitPage);
    for (const page of order) {
      const r = await oneRun(options.chromePath, page, cpu, round);
      all.push(r);
      console.log(
        `second visit ${round + 1}/${runs} cpu ${cpu}× ${page.label}: LCP ${sec(r.lcpMs)} s, kept ${sec(r.keptMs)} s, fresh ${sec(r.freshMs)} s (profile answer ${sec(r.profileAnswerMs)} s, home answer ${sec(r.homeAnswerMs)} s), CLS ${r.cls.toFixed(3)}, ${r.fromWorker} answers from the worker, ${r.fromNetwork} from the network (load ${r.load.toFixed(2)})`,
      );
    }
  }
  const rtt = SLOW_4G.latencyMs;
  const med = (key: string, f: (r: SecondVisitRun) => number) =>
    median(all.filter((r) => r.page === key).map(f));
  const bare = med('bare', (r) => r.lcpMs);
  console.log(
    `\nSecond visit, same profile, cpu ${cpu}× + slow 4G (one round trip ${rtt} ms), medians of ${runs}; load average ${loadBefore.join(' / ')} before, ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} after:`,
  );
  console.log(
    '| page | LCP s | × template | kept s | fresh s | fresh − profile answer ms | fresh − home answer ms | CLS | target |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const page of pages) {
    const lcp = med(page.key, (r) => r.lcpMs);
    const afterProfile = med(page.key, (r) => r.freshMs - r.profileAnswerMs);
    const afterHome = med(page.key, (r) => r.freshMs - r.homeAnswerMs);
    const cls = med(page.key, (r) => r.cls);
    let target = 'reference';
    if (page.key === 'home') {
      const ok = lcp <= bare && afterProfile <= rtt && cls === 0;
      target = `LCP ≤ 1.0×, fresh ≤ 1 RT after the profile, CLS 0: ${ok ? 'holds' : 'NOT met'}`;
    } else if (page.key !== 'bare') {
      target = `LCP ≤ template + 1 RT (${sec(bare + rtt)} s): ${lcp <= bare + rtt ? 'holds' : 'NOT met'}`;
    }
    console.log(
      `| ${page.label} | ${sec(lcp)} | ${(lcp / bare).toFixed(2)} | ${sec(med(page.key, (r) => r.keptMs))} | ${sec(med(page.key, (r) => r.freshMs))} | ${Number.isNaN(afterProfile) ? '—' : Math.round(afterProfile)} | ${Number.isNaN(afterHome) ? '—' : Math.round(afterHome)} | ${cls.toFixed(3)} | ${target} |`,
    );
  }
  return all;
}
