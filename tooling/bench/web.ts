/**
 * `npm run bench:web`: Lighthouse (performance, mobile) on the production build, against a bare Vite + React
 * template built and served the same way, in one interleaved run. It prints figures and never fails on them.
 *
 *   npm run bench:web                       # 3 runs per page, default mobile throttling and 6× CPU slowdown
 *   npm run bench:web -- --runs 1           # one run each
 *   npm run bench:web -- --cpu 4            # only Lighthouse's default (4× CPU slowdown)
 *   npm run bench:web -- --json out.json    # also write every run and the medians
 *   npm run bench:web -- --profile          # record V8's CPU samples: long tasks split by source module
 *   npm run bench:web -- --reports dir      # also keep each run's whole Lighthouse report (JSON) in dir
 *   npm run bench:web -- --pages login,bare # a subset (bare, login, crear-cuenta, home, aplicacion-credito,
 *                                           # compras, seleccionar-plazo, promotor)
 *   npm run bench:web -- --no-tap           # without the first-tap pass
 *   npm run bench:web -- --returning        # the signed-in client with the profile and figures the app kept at
 *                                           # their last visit (tooling/bench/returning.ts)
 *   npm run bench:web -- --second-visit     # the returning customer: a second visit in the same browser profile
 *                                           # (tooling/bench/second-visit.ts) instead of the Lighthouse runs
 *   npm run bench:web -- --typing           # the worst interaction while typing into the forms, at 6× CPU
 *                                           # (tooling/bench/typing.ts) instead of the Lighthouse runs
 *   npm run bench:web -- --signin           # sign-in to figures instead of the pages: /login → home, /promotor NIP →
 *                                           # landing, under real throttling (tooling/bench/signin.ts)
 *   npm run bench:web -- --throttling devtools
 *                                           # throttle the browser for real (Lighthouse's `devtools` method) and
 *                                           # report what it observed, instead of Lighthouse's default simulation
 *
 * What it does: builds the app as `npm run build` does, with hidden source maps (the JavaScript is the same bytes,
 * the `.map` files are only read here) into .tmp/bench-web/app; builds tooling/bench/bare-react (the official
 * `create-vite` react-ts template, pinned) with this project's Vite, React and compression into
 * .tmp/bench-web/bare; starts the sandbox server (server/main.ts, NODE_ENV=production) on 127.0.0.1 with a fresh
 * data folder, and a small static server for the template; signs up a client through the sandbox API for the
 * signed-in pages. Every Lighthouse run gets a new headless Chromium (/usr/bin/chromium or CHROMIUM_PATH), and
 * a signed-in run has the session token in local storage (`authToken`, as the app keeps it) before Lighthouse
 * navigates. The page order rotates every round.
 *
 * Besides Lighthouse's figures, per page: **blocking from navigation start** (the sum over every main-thread task
 * of the trace of its slowed-down time beyond 50 ms: Lighthouse's TBT counts only between FCP and TTI, so a page
 * that blocks before its first paint, or a template whose TBT is 0, still gets a figure) and **time to first
 * answered tap** (tooling/bench/tap.ts: a tap on the page's main action the moment it is on screen; when its click
 * was dispatched). Every figure is printed with its ratio to the bare template of the same run, and each page is
 * checked against the signed-in speed issue's targets (`TARGETS` below).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { precompress } from '../../scripts/build-plugins.ts';
import { approvedBenchApplication, latestCode, signInBenchPromoter, signUpBench } from './client.ts';
import { returningClientStorage } from './returning.ts';
import { secondVisitBench, secondVisitPages } from './second-visit.ts';
import { coldRoundTrips, type SignInRun, signInRun, signInTable } from './signin.ts';
import { BuildMaps, biggestModules } from './sourcemaps.ts';
import { serveStatic } from './static-server.ts';
import { timeToFirstTap } from './tap.ts';
import { type MainThreadTask, mainThreadTasks, type TraceEvent } from './trace-profile.ts';
import { typingBench } from './typing.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4,6' },
    json: { type: 'string' },
    pages: { type: 'string' },
    profile: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    reports: { type: 'string' },
    'no-tap': { type: 'boolean', default: false },
    returning: { type: 'boolean', default: false },
    'second-visit': { type: 'boolean', default: false },
    typing: { type: 'boolean', default: false },
    signin: { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
  },
});

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
process.chdir(ROOT);
const OUT = path.join(ROOT, '.tmp', 'bench-web');
const APP_DIST = path.join(OUT, 'app');
const BARE_DIST = path.join(OUT, 'bare');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(args.runs));
const CPUS = args.cpu.split(',').map(Number);
/**
 * Lighthouse's throttling method. `simulate` (its default) loads the page unthrottled and estimates the metrics of
 * a slow phone from that trace (Lantern): an LCP is charged with every request the page started before it, even
 * one the painted content did not wait for. `devtools` slows the browser's CPU and network for real while it loads
 * and reports what was observed; the trace's tasks are then already slowed down.
 */
const THROTTLING = args.throttling === 'devtools' ? 'devtools' : 'simulate';
if (args.throttling !== THROTTLING)
  throw new Error(`--throttling: simulate or devtools, not ${args.throttling}`);
/** The factor from a trace task's duration to its slowed-down duration. */
const slowedBy = (cpu: number) => (THROTTLING === 'devtools' ? 1 : cpu);
/**
 * Targets (issue "Signed-in pages as fast as the public ones"), against the bare template of the same run. Signed-in
 * pages, at 6× CPU: LCP ≤ 1.0× the template's, score ≥ 0.95 (≥ 0.98 at 4×), TBT ≤ 150 ms, blocking from navigation
 * start ≤ 1.5× the template's, first answered tap ≤ 1.2× the template's. Public pages keep what they have: score
 * 1.00 and LCP ≤ 0.5×.
 */
const TARGETS = {
  signedIn: { lcp: 1.0, score6: 0.95, score4: 0.98, tbtMs: 150, blocking: 1.5, tap: 1.2 },
  public: { lcp: 0.5, score: 1.0 },
};

interface Page {
  readonly key: string;
  readonly label: string;
  readonly site: 'app' | 'bare';
  /** The path; `{id}` is the bench client's approved application. */
  readonly path: string;
  /** Who is signed in: nobody, the bench client or the seeded promoter. */
  readonly who: 'visitor' | 'client' | 'promoter';
  /** The main action a customer taps first (CSS selector). */
  readonly action: string;
  /** Local storage (besides the token) as a customer arriving at the page has it. */
  readonly storage?: Readonly<Record<string, string>>;
}

const MAIN_ACTION = 'main :is(button, a[href], input:not([type="hidden"]))';
const ALL_PAGES: readonly Page[] = [
  { key: 'bare', label: 'bare Vite + React', site: 'bare', path: '/', who: 'visitor', action: 'button' },
  {
    key: 'login',
    label: '/login',
    site: 'app',
    path: '/login',
    who: 'visitor',
    action: 'main button[type="submit"]',
  },
  {
    key: 'crear-cuenta',
    label: '/crear-cuenta',
    site: 'app',
    path: '/crear-cuenta',
    who: 'visitor',
    action: 'main button[type="submit"]',
  },
  { key: 'home', label: '/ (signed-in client)', site: 'app', path: '/', who: 'client', action: MAIN_ACTION },
  { key: 'compras', label: '/compras', site: 'app', path: '/compras', who: 'client', action: MAIN_ACTION },
  {
    key: 'seleccionar-plazo',
    label: '/firmar-aplicacion-credito/{id}/seleccionar-plazo',
    site: 'app',
    path: '/firmar-aplicacion-credito/{id}/seleccionar-plazo',
    who: 'client',
    action: 'main input[type="radio"]',
  },
  {
    key: 'promotor',
    label: '/promotor (signed-in promoter)',
    site: 'app',
    path: '/promotor',
    who: 'promoter',
    action: MAIN_ACTION,
  },
  {
    key: 'aplicacion-credito',
    label: '/aplicacion-credito',
    site: 'app',
    path: '/aplicacion-credito',
    who: 'client',
    action: MAIN_ACTION,
    // As a client arrives from /prestamo-personal: the personal-loan start the entry page leaves (without it the
    // page sends the client to /iniciar-compra).
    storage: {
      pendingApplication: JSON.stringify({
        savedAt: 0,
        value: { context: { applicationType: 'PERSONAL_LOAN', utm: {} } },
      }),
    },
  },
];
const wanted = args.pages?.split(',');
const PAGES = args.signin
  ? []
  : ALL_PAGES.filter((p) => !wanted || wanted.includes(p.key) || p.key === 'bare');

interface LongTask {
  readonly url: string;
  readonly startMs: number;
  readonly durationMs: number;
}
interface Run {
  readonly page: string;
  readonly cpu: number;
  readonly round: number;
  readonly finalUrl: string;
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly jsBytes: number;
  readonly longTasks: readonly LongTask[];
  readonly bootup: ReadonlyArray<{ url: string; totalMs: number; scriptingMs: number }>;
  /** Observed main-thread tasks (≥ 50 ms once slowed down), split by module when sampled. */
  readonly tasks: readonly MainThreadTask[];
  /** Blocking from navigation start: Σ over the trace's main-thread tasks of (slowed-down time − 50 ms). */
  readonly blockingMs: number;
  /** Time to first answered tap (ms from navigation start); NaN without the tap pass or when none was answered. */
  tapMs: number;
}

/** The part of Lighthouse's result read here. */
interface Lhr {
  finalDisplayedUrl: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function run(cmd: string, argv: string[]) {
  const r = spawnSync(cmd, argv, { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed (${r.status})`);
}

/** The app as `npm run build` builds it (vite build, then the prerender step), maps kept apart. */
function buildApp() {
  const vite = path.join('node_modules', 'vite', 'bin', 'vite.js');
  run(process.execPath, [
    vite,
    'build',
    '--manifest',
    '--outDir',
    APP_DIST,
    '--emptyOutDir',
    '--sourcemap',
    'hidden',
  ]);
  run(process.execPath, ['--import', 'tsx', path.join('scripts', 'prerender.tsx'), '--dist', APP_DIST]);
  run(process.execPath, ['--import', 'tsx', path.join('scripts', 'sw-manifest.ts'), '--dist', APP_DIST]);
}

async function buildBare() {
  await build({
    root: path.join(ROOT, 'tooling', 'bench', 'bare-react'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir: BARE_DIST, emptyOutDir: true, sourcemap: 'hidden', reportCompressedSize: false },
  });
}

async function startApp(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STATIC_ROOT: APP_DIST,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/login`)).ok) return { url, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 120 s');
}

const item = <T>(v: unknown, fallback: T): T => (v === undefined || v === null ? fallback : (v as T));

/** With `--returning`: what a returning client's local storage holds besides the token (set once warm). */
let returningStorage: Record<string, string> = {};

/** The page's local storage, a draft's `savedAt` set to now so it is fresh. */
const freshStorage = (page: Page): Record<string, string> => ({
  ...(page.who === 'client' ? returningStorage : {}),
  ...Object.fromEntries(
    Object.entries(page.storage ?? {}).map(([k, v]) => [
      k,
      v.replace('"savedAt":0', `"savedAt":${Date.now()}`),
    ]),
  ),
});

/** The signed-in people of the run and the approved application the signing page opens. */
interface Visitors {
  readonly client: string | null;
  /**
   * The client of `/aplicacion-credito`: another one, with no application. The signing page's client has an
   * approved application, and the app sends such a client from /aplicacion-credito to the page that says he has
   * reached the limit of applications (every run of that page measured that page until 2026-11-27).
   */
  readonly applicant: string | null;
  readonly promoter: string | null;
  readonly applicationId: string;
}
const tokenOf = (page: Page, v: Visitors) =>
  page.who === 'client'
    ? page.key === 'aplicacion-credito'
      ? v.applicant
      : v.client
    : page.who === 'promoter'
      ? v.promoter
      : null;
const pathOf = (page: Page, v: Visitors) => page.path.replace('{id}', v.applicationId);

async function lighthouseRun(page: Page, origin: string, cpu: number, round: number, visitors: Visitors) {
  const token = tokenOf(page, visitors);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    // Same preparation for every page: open the origin once (a static file, nothing of the page), and for a
    // signed-in run leave the token where the app keeps it. Lighthouse then clears the HTTP cache, the service
    // workers and the cache storage (not local storage) and loads the page.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${origin}/favicon.svg`);
    if (token) await tab.evaluate((t) => localStorage.setItem('authToken', t), token);
    for (const [key, value] of Object.entries(freshStorage(page))) {
      await tab.evaluate((k, v) => localStorage.setItem(k, v), key, value);
    }
    await tab.close();
    await browser.disconnect();

    const result = await lighthouse(
      `${origin}${pathOf(page, visitors)}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      {
        extends: 'lighthouse:default',
        settings: {
          throttlingMethod: THROTTLING,
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
          ...(args.profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        },
      },
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr as unknown as Lhr;
    if (args.reports) {
      fs.mkdirSync(args.reports, { recursive: true });
      const file = path.join(args.reports, `${page.key}-cpu${cpu}-round${round}.json`);
      fs.writeFileSync(file, JSON.stringify(result.lhr));
    }
    const audits = lhr.audits;
    const items = (id: string) => audits[id]?.details?.items ?? [];
    const jsBytes = items('network-requests')
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + item<number>(r.transferSize, 0), 0);
    const events = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace
      ?.traceEvents;
    const maps = new BuildMaps(page.site === 'app' ? APP_DIST : BARE_DIST);
    const r: Run = {
      page: page.key,
      cpu,
      round,
      finalUrl: lhr.finalDisplayedUrl,
      score: lhr.categories.performance.score ?? 0,
      fcpMs: item(audits['first-contentful-paint']?.numericValue, Number.NaN),
      lcpMs: item(audits['largest-contentful-paint']?.numericValue, Number.NaN),
      tbtMs: item(audits['total-blocking-time']?.numericValue, Number.NaN),
      cls: item(audits['cumulative-layout-shift']?.numericValue, Number.NaN),
      jsBytes,
      longTasks: items('long-tasks').map((t) => ({
        url: item(t.url, ''),
        startMs: item(t.startTime, 0),
        durationMs: item(t.duration, 0),
      })),
      bootup: items('bootup-time').map((b) => ({
        url: item(b.url, ''),
        totalMs: item(b.total, 0),
        scriptingMs: item(b.scripting, 0),
      })),
      tasks: events ? mainThreadTasks(events, 50 / slowedBy(cpu), maps) : [],
      blockingMs: events
        ? mainThreadTasks(events, 50 / slowedBy(cpu), maps).reduce(
            (sum, t) => sum + Math.max(0, t.durationMs * slowedBy(cpu) - 50),
            0,
          )
        : Number.NaN,
      tapMs: Number.NaN,
    };
    return r;
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

interface Medians {
  blockingMs: number;
  tapMs: number;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}
/**
 * A run Lighthouse could not measure (its `NO_LCP` runtime error: score 0, no LCP, no TBT, no CLS) is left out of
 * Lighthouse's figures, not counted as a 0 or a NaN in them (a NaN sorted among numbers made the median NaN or an
 * arbitrary run); its trace still gives the blocking time. The table says how many runs were measured.
 */
const measured = (runs: Run[]) => runs.filter((r) => Number.isFinite(r.lcpMs));
const mediansOf = (runs: Run[]): Medians => ({
  blockingMs: median(runs.map((r) => r.blockingMs).filter((t) => Number.isFinite(t))),
  tapMs: median(runs.map((r) => r.tapMs).filter((t) => Number.isFinite(t))),
  score: median(measured(runs).map((r) => r.score)),
  fcpMs: median(measured(runs).map((r) => r.fcpMs)),
  lcpMs: median(measured(runs).map((r) => r.lcpMs)),
  tbtMs: median(measured(runs).map((r) => r.tbtMs)),
  cls: median(measured(runs).map((r) => r.cls)),
  jsBytes: median(runs.map((r) => r.jsBytes)),
});

const shortUrl = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url || '(no script)';
  }
};

function ratio(value: number, bare: number): number {
  if (Number.isNaN(value) || Number.isNaN(bare)) return Number.NaN;
  return bare > 0 ? value / bare : value > 0 ? Number.POSITIVE_INFINITY : 1;
}

const times = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : '∞ (bare 0)');

interface Ratios {
  readonly lcp: number;
  readonly blocking: number;
  readonly tap: number;
  readonly tbt: number;
}

/** The issue's targets for one page at one CPU setting: `[name, held]` pairs. */
function verdicts(page: Page, cpu: number, m: Medians, r: Ratios): Array<[string, boolean]> {
  if (page.site === 'bare') return [];
  if (page.who === 'visitor') {
    return [
      ['score', m.score >= TARGETS.public.score],
      ['LCP', r.lcp <= TARGETS.public.lcp],
      ['CLS', m.cls <= 0.02],
    ];
  }
  const t = TARGETS.signedIn;
  return [
    ['score', m.score >= (cpu === 4 ? t.score4 : t.score6)],
    ...(cpu === 4
      ? []
      : ([
          ['LCP', r.lcp <= t.lcp],
          ['TBT', m.tbtMs <= t.tbtMs],
          ['blocking', r.blocking <= t.blocking],
          ...(Number.isNaN(m.tapMs) ? [] : [['tap', r.tap <= t.tap]]),
        ] as Array<[string, boolean]>)),
    ['CLS', m.cls <= 0.02],
  ];
}

const ms = (v: number) => (Number.isFinite(v) ? String(Math.round(v)) : '—');

function table(cpu: number, runs: Run[]) {
  const bare = mediansOf(runs.filter((r) => r.page === 'bare' && r.cpu === cpu));
  const lines = [
    `\n### ${cpu === 4 ? "Lighthouse's default mobile settings (4× CPU slowdown)" : `${cpu}× CPU slowdown`}, median of ${RUNS}${THROTTLING === 'devtools' ? ', throttled for real (devtools)' : ''}\n`,
    '| Page | score | FCP s | LCP s | TBT ms | blocking ms | tap ms | CLS | JS KB | LCP / bare | blocking / bare | tap / bare | TBT / bare | targets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const summary: Array<Record<string, unknown>> = [];
  for (const page of PAGES) {
    const mine = runs.filter((r) => r.page === page.key && r.cpu === cpu);
    const m = mediansOf(mine);
    const unmeasured = mine.length - measured(mine).length;
    const r: Ratios = {
      lcp: ratio(m.lcpMs, bare.lcpMs),
      blocking: ratio(m.blockingMs, bare.blockingMs),
      tap: ratio(m.tapMs, bare.tapMs),
      tbt: ratio(m.tbtMs, bare.tbtMs),
    };
    const checks = verdicts(page, cpu, m, r).map(([name, held]) => `${name} ${held ? 'pass' : 'FAIL'}`);
    const rel = (v: number) => (page.site === 'bare' ? '—' : Number.isNaN(v) ? '—' : times(v));
    lines.push(
      `| ${page.label}${unmeasured ? ` (Lighthouse measured ${mine.length - unmeasured} of ${mine.length})` : ''} | ${m.score.toFixed(2)} | ${(m.fcpMs / 1000).toFixed(2)} | ${(m.lcpMs / 1000).toFixed(2)} | ${Math.round(m.tbtMs)} | ${ms(m.blockingMs)} | ${ms(m.tapMs)} | ${m.cls.toFixed(3)} | ${(m.jsBytes / 1024).toFixed(1)} | ${rel(r.lcp)} | ${rel(r.blocking)} | ${rel(r.tap)} | ${rel(r.tbt)} | ${checks.join(', ') || 'reference'} |`,
    );
    summary.push({ page: page.key, cpu, ...m, ratios: r, checks });
  }
  console.log(lines.join('\n'));
  return summary;
}

function slowestRuns(cpu: number, runs: Run[], visitors: Visitors) {
  console.log(`\n#### Long tasks of the slowest run (highest TBT) per page, ${cpu}× CPU slowdown`);
  for (const page of PAGES) {
    const mine = runs.filter((r) => r.page === page.key && r.cpu === cpu);
    const slowest = mine.sort((a, b) => b.tbtMs - a.tbtMs || b.lcpMs - a.lcpMs)[0];
    if (!slowest) continue;
    const maps = new BuildMaps(page.site === 'app' ? APP_DIST : BARE_DIST);
    console.log(
      `\n${page.label} — round ${slowest.round + 1}, TBT ${Math.round(slowest.tbtMs)} ms, LCP ${(slowest.lcpMs / 1000).toFixed(2)} s` +
        (new URL(slowest.finalUrl).pathname === pathOf(page, visitors)
          ? ''
          : ` (ended on ${slowest.finalUrl})`),
    );
    if (slowest.longTasks.length === 0) console.log('  no long task');
    for (const t of slowest.longTasks) {
      console.log(`  ${Math.round(t.durationMs)} ms at ${Math.round(t.startMs)} ms  ${shortUrl(t.url)}`);
    }
    console.log('  script time by file (bootup-time, ms: total / scripting):');
    for (const b of slowest.bootup.slice(0, 6)) {
      console.log(`    ${shortUrl(b.url)}: ${Math.round(b.totalMs)} / ${Math.round(b.scriptingMs)}`);
    }
    const chunks = new Set([...slowest.longTasks, ...slowest.bootup].map((t) => t.url).filter(Boolean));
    for (const url of chunks) {
      const map = maps.forUrl(url);
      if (!map) continue;
      const top = biggestModules(map, 8)
        .map((m) => `${m.module} ${(m.bytes / 1024).toFixed(1)} KB`)
        .join(', ');
      console.log(`  ${shortUrl(url)} biggest modules (minified): ${top}`);
    }
    const sampled = slowest.tasks.filter((t) => t.modules.size > 0);
    for (const t of sampled.slice(0, 4)) {
      const top = [...t.modules]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([m, ms]) => `${m} ${(ms * slowedBy(cpu)).toFixed(0)}`)
        .join(', ');
      console.log(
        `  task at ${Math.round(t.startMs)} ms, ≈${Math.round(t.durationMs * slowedBy(cpu))} ms slowed down, by module (ms ×${slowedBy(cpu)}): ${top}`,
      );
    }
  }
}

function machine() {
  const [l1, l5, l15] = os.loadavg().map((l) => l.toFixed(2));
  return {
    loadavg: `${l1} / ${l5} / ${l15}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    chromium: spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim(),
    lighthouse: (
      JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }
    ).version,
  };
}

/** `--signin`: sign-in to figures, client and promoter, `RUNS` times each at the slowest CPU setting. */
async function signInMode(origin: string) {
  const cpu = Math.max(...CPUS);
  const client = await signUpBench(origin);
  const runs: SignInRun[] = [];
  for (let round = 0; round < RUNS; round++) {
    // A seeded promoter per round: a NIP asked again within a minute is refused (429), and each is used once.
    const phone = `555000000${(round % 3) + 1}`;
    for (const who of round % 2 ? (['promoter', 'client'] as const) : (['client', 'promoter'] as const)) {
      const r = await signInRun(CHROMIUM, {
        origin,
        cpu,
        ...(who === 'client'
          ? { client: { email: client.email, password: 'Bench-Password-1' } }
          : { promoter: { phone, nip: () => latestCode(origin, phone) } }),
      });
      runs.push(r);
      console.log(
        `round ${round + 1}/${RUNS} sign-in ${who}: ${(r.ms / 1000).toFixed(2)} s (load ${r.load.toFixed(2)})`,
      );
    }
  }
  console.log(signInTable(runs, cpu));
}

async function main() {
  const before = machine();
  console.log(
    `Machine: load average ${before.loadavg} (1/5/15 min) on ${before.cpus} CPUs (${before.cpuModel}); Node ${before.node}; ${before.chromium}; Lighthouse ${before.lighthouse}, throttling ${THROTTLING}`,
  );
  if (!args['skip-build']) {
    buildApp();
    await buildBare();
  }
  const app = await startApp();
  const bare = await serveStatic(BARE_DIST);
  const runs: Run[] = [];
  let visitors: Visitors = { client: null, applicant: null, promoter: null, applicationId: '' };
  try {
    if (args.signin) {
      await signInMode(app.url);
      return;
    }
    if (PAGES.some((p) => p.who === 'client')) {
      const client = await signUpBench(app.url);
      // The signing page needs an approved application; the other signed-in pages then show a customer with one.
      const applicationId = PAGES.some((p) => p.key === 'seleccionar-plazo')
        ? await approvedBenchApplication(app.url, client)
        : '';
      const applicant = applicationId ? (await signUpBench(app.url)).token : client.token;
      visitors = { ...visitors, client: client.token, applicant, applicationId };
      if (args.returning) returningStorage = await returningClientStorage(CHROMIUM, app.url, client.token);
    }
    if (PAGES.some((p) => p.who === 'promoter'))
      visitors = { ...visitors, promoter: await signInBenchPromoter(app.url) };
    if (args['second-visit'] || args.typing) {
      // Modes of their own (issue 41): at 6× CPU unless --cpu names one factor.
      const cpu = CPUS.length === 1 ? (CPUS[0] as number) : 6;
      if (args['second-visit'])
        await secondVisitBench({
          chromePath: CHROMIUM,
          runs: RUNS,
          cpu,
          pages: secondVisitPages(PAGES, app.url, bare.url, (p) => ({
            url: pathOf(p as Page, visitors),
            token: tokenOf(p as Page, visitors),
            storage: freshStorage(p as Page),
          })),
        });
      if (args.typing)
        await typingBench({ chromePath: CHROMIUM, appUrl: app.url, bareUrl: bare.url, runs: RUNS, cpu });
      return;
    }
    for (let round = 0; round < RUNS; round++) {
      for (const cpu of CPUS) {
        const order = PAGES.map((_, i) => PAGES[(i + round) % PAGES.length] as Page);
        for (const page of order) {
          const origin = page.site === 'app' ? app.url : bare.url;
          const r = await lighthouseRun(page, origin, cpu, round, visitors);
          if (!args['no-tap']) {
            const token = tokenOf(page, visitors);
            const storage = { ...(token ? { authToken: token } : {}), ...freshStorage(page) };
            r.tapMs = (
              await timeToFirstTap(
                CHROMIUM,
                { url: `${origin}${pathOf(page, visitors)}`, action: page.action, storage },
                cpu,
              )
            ).answeredMs;
          }
          runs.push(r);
          console.log(
            `round ${round + 1}/${RUNS} cpu ${cpu}× ${page.label}: score ${r.score.toFixed(2)}, LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(r.tbtMs)} ms, blocking ${ms(r.blockingMs)} ms, tap ${ms(r.tapMs)} ms, CLS ${r.cls.toFixed(3)} (load ${os.loadavg()[0]?.toFixed(2)})`,
          );
        }
      }
    }
  } finally {
    await bare.close();
    app.child.kill('SIGTERM');
    await new Promise((r) => app.child.once('exit', r));
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
  const after = machine();
  console.log(
    `\nMachine load average: ${before.loadavg} before, ${after.loadavg} after (${after.cpus} CPUs)`,
  );
  const summary = CPUS.flatMap((cpu) => table(cpu, runs));
  if (THROTTLING === 'devtools')
    for (const cpu of CPUS) {
      const rows = PAGES.filter((p) => p.who !== 'visitor').map((p) => ({
        key: p.key,
        label: p.label,
        lcpMs: mediansOf(runs.filter((r) => r.page === p.key && r.cpu === cpu)).lcpMs,
      }));
      console.log(coldRoundTrips(rows, cpu));
    }
  for (const cpu of CPUS) slowestRuns(cpu, runs, visitors);
  if (args.json) {
    const plain = runs.map((r) => ({
      ...r,
      tasks: r.tasks.map((t) => ({ ...t, modules: Object.fromEntries(t.modules) })),
    }));
    fs.writeFileSync(
      args.json,
      JSON.stringify({ machine: { before, after }, summary, runs: plain }, null, 2),
    );
    console.log(`\nWrote ${args.json}`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
