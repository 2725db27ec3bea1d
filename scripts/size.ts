/**
 * `npm run size`: the weight budget. Builds the app with a Vite manifest (into .tmp/size-build, so dist/ is left
 * alone), then for a first visit to each measured page adds up what the browser downloads: the entry chunk and
 * everything it imports statically, plus the page's lazily loaded modules and their static imports, plus the API
 * layer and the contract groups the page calls at once — JS and CSS separately, gzipped (zlib level 9) and
 * brotli-compressed. It also measures every route chunk (a page module's own chunk) on its own.
 *
 * Every first visit and every route chunk has a budget (gzipped JS); the script prints each figure against its
 * budget and EXITS NON-ZERO when one is exceeded (`.ci/run` runs it). Figures: docs/performance.md,
 * "Weight budget". `--files` also lists the files of each visit.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { contract } from '../src/api/contract/index.ts';
import { matchRoute, type ScreenKey } from '../src/app/routes.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, '.tmp', 'size-build');
const listFiles = process.argv.includes('--files');

/** Issue "Fast on a cheap Android phone": every first visit ≤ 100 KB of gzipped JS, every route chunk ≤ 25 KB. */
const FIRST_VISIT_BUDGET_KB = 100;
const ROUTE_CHUNK_BUDGET_KB = 25;
/**
 * Issue "Signed-in pages as fast as the public ones": a signed-in first visit (client or promoter) heavier than this
 * has a `target` of its own (the script fails when one lacks it).
 */
const SIGNED_IN_TARGET_FROM_KB = 110;

/**
 * The module a screen key loads lazily (see src/app/router.tsx): a flow host `src/app/pages/<Key>Route.tsx` by
 * convention, or one of the static screens listed here.
 */
const STATIC_SCREEN_MODULES: Partial<Record<ScreenKey, string>> = {
  terms: 'src/screens/static/TermsPage.tsx',
  placeholder: 'src/screens/static/PlaceholderPage.tsx',
  startPurchase: 'src/app/pages/StoreEntryRoutes.tsx',
  storeConfirmation: 'src/app/pages/StoreEntryRoutes.tsx',
  storeRequest: 'src/app/pages/StoreEntryRoutes.tsx',
  personalLoan: 'src/app/pages/StoreEntryRoutes.tsx',
  documentsUploaded: 'src/screens/documents/DocumentsUploadedScreen.tsx',
};

function screenModule(manifest: Manifest, screen: ScreenKey): string {
  const known = STATIC_SCREEN_MODULES[screen];
  if (known) return known;
  const host = `src/app/pages/${screen.charAt(0).toUpperCase()}${screen.slice(1)}Route.tsx`;
  if (manifest[host]) return host;
  throw new Error(`No lazy module known for screen "${screen}": add it to STATIC_SCREEN_MODULES`);
}

/**
 * The API layer loads with the first API call: at once for a returning client (profile), not for a visitor. Its
 * module is part of the `api` chunk group (vite.config.ts), so the manifest lists the chunk by that name.
 */
const API_MODULE = 'src/app/api-services.ts';
const API_CHUNK_NAME = 'api';
function apiChunkKey(manifest: Manifest): string {
  if (manifest[API_MODULE]) return API_MODULE;
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === API_CHUNK_NAME && !manifest[k]?.src);
  if (!key) throw new Error(`No API chunk in the manifest (${API_MODULE} or the "${API_CHUNK_NAME}" group)`);
  return key;
}
const API_CLIENT_MODULE = 'src/app/api-services-clients.ts';
/**
 * Modules of the `clients` chunk group (vite.config.ts: a client's first call, the `clients` contract group and the
 * profile hand-off in one chunk): the manifest lists that chunk by the group's name, not by these modules.
 */
const CLIENTS_GROUP_MODULES = new Set([API_CLIENT_MODULE, 'src/api/contract/clients.ts']);
const CLIENTS_CHUNK_NAME = 'clients';
/** A module's key in the manifest, or the key of the chunk group that took it. */
function chunkKey(manifest: Manifest, key: string): string {
  if (manifest[key] || !CLIENTS_GROUP_MODULES.has(key)) return key;
  const grouped = Object.keys(manifest).find(
    (k) => manifest[k]?.name === CLIENTS_CHUNK_NAME && !manifest[k]?.src,
  );
  return grouped ?? key;
}

type Group = keyof typeof contract;
/** The module of a contract group (src/api/contract-call.ts loads each on its first call). */
const GROUP_MODULES: Readonly<Record<Group, string>> = {
  clients: 'src/api/contract/clients.ts',
  promoters: 'src/api/contract/promoters.ts',
  catalog: 'src/api/contract/catalog.ts',
  applications: 'src/api/contract/applications.ts',
  signing: 'src/api/contract/signing.ts',
  esignSandbox: 'src/api/contract/signing.ts',
  kycSandbox: 'src/api/contract/clients.ts',
  payments: 'src/api/contract/payments.ts',
  push: 'src/api/contract/push.ts',
  analytics: 'src/api/contract/analytics.ts',
};

interface Visit {
  readonly label: string;
  /** The pages whose screens render during the visit (a visitor on / is redirected before / renders). */
  readonly paths: readonly string[];
  /** Who visits: a visitor, a signed-in client (profile: `clients.me`) or a promoter (`promoters.me`). */
  readonly who: 'visitor' | 'client' | 'promoter';
  /** The contract groups the page calls at once (besides the profile); any call loads the API layer. */
  readonly groups?: readonly Group[];
  /**
   * Budget in KB of gzipped JS when the visit is not yet within FIRST_VISIT_BUDGET_KB: what it weighs now, rounded
   * up to 0.1 KB (docs/performance.md, "Weight budget", says why each is over). It may only go down
   * (tests/unit/scripts/size-budgets.test.ts).
   */
  readonly budgetKb?: number;
  /**
   * A signed-in visit over SIGNED_IN_TARGET_FROM_KB: the figure to reach next, in KB of gzipped JS, and where it comes
   * from. Printed beside the figure reached (not a failure: the budget is); lowered when reached.
   */
  readonly target?: Target;
}

interface Target {
  readonly kb: number;
  readonly why: string;
}

/**
 * What each signed-in first visit weighed before the two regressions of 2026-11-26 (the trust fixes, then the house
 * refactor and the idempotency keys; `npm run size` on commit f0ef897, same toolchain): the weight to win back.
 */
const BEFORE_REGRESSIONS = 'weight before the 2026-11-26 regressions';
const winBack = (kb: number): Target => ({ kb, why: BEFORE_REGRESSIONS });

/** Screens only clients (or visitors becoming clients) see: never loaded by a promoter page. */
const CLIENT_ONLY_SCREENS: readonly ScreenKey[] = ['home', 'login', 'signup', 'password'];

const VISITS: readonly Visit[] = [
  { label: '/login', paths: ['/login'], who: 'visitor', budgetKb: 102.8 },
  { label: '/ (visitor → /login)', paths: ['/login'], who: 'visitor', budgetKb: 102.8 },
  // Home loads the applications and the balances at once.
  {
    label: '/ (signed-in client)',
    paths: ['/'],
    who: 'client',
    groups: ['applications', 'payments'],
    budgetKb: 123.9,
    target: winBack(119.2),
  },
  { label: '/crear-cuenta', paths: ['/crear-cuenta'], who: 'visitor', budgetKb: 118.1 },
  { label: '/olvide-contrasena', paths: ['/olvide-contrasena'], who: 'visitor', budgetKb: 105.1 },
  { label: '/terminos-y-condiciones', paths: ['/terminos-y-condiciones'], who: 'visitor' },
  { label: '/prestamo-personal', paths: ['/prestamo-personal'], who: 'visitor', budgetKb: 105.7 },
  // A visitor's store lookup is the page's first API call: the API layer and the `catalog` group load at once.
  {
    label: '/solicitud (visitor)',
    paths: ['/solicitud'],
    who: 'visitor',
    groups: ['catalog'],
    budgetKb: 120.2,
  },
  { label: '/promotor (visitor)', paths: ['/promotor'], who: 'visitor', budgetKb: 105.9 },
  {
    label: '/promotor → solicitud rápida (promoter)',
    paths: ['/promotor', '/promotor/solicitud-rapida'],
    who: 'promoter',
    budgetKb: 149.3,
    target: winBack(139.6),
  },
  // A new client's personal-loan application: can-create first (no credit limit yet, so no balances call; no
  // store, so no MSI call).
  {
    label: '/aplicacion-credito',
    paths: ['/aplicacion-credito'],
    who: 'client',
    groups: ['applications'],
    budgetKb: 143.9,
    target: winBack(138.4),
  },
  {
    label: '/iniciar-compra',
    paths: ['/iniciar-compra'],
    who: 'client',
    budgetKb: 121.4,
    target: winBack(118.3),
  },
  // The signing flow loads the applications and the approved products at once.
  {
    label: '/firmar-aplicacion-credito/:id',
    paths: ['/firmar-aplicacion-credito/1'],
    who: 'client',
    groups: ['applications', 'signing'],
    budgetKb: 137.6,
    target: winBack(132.9),
  },
  {
    label: '/compras',
    paths: ['/compras'],
    who: 'client',
    groups: ['applications', 'payments'],
    budgetKb: 130.9,
    target: winBack(127.2),
  },
  { label: '/perfil', paths: ['/perfil'], who: 'client', budgetKb: 125.7, target: winBack(121.5) },
  {
    label: '/alternativas-de-pago',
    paths: ['/alternativas-de-pago'],
    who: 'client',
    budgetKb: 127.1,
    target: winBack(122.5),
  },
  {
    label: '/preguntas-frecuentes',
    paths: ['/preguntas-frecuentes'],
    who: 'client',
    budgetKb: 119.5,
    target: winBack(115.9),
  },
];

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route chunks: every lazily loaded page module (a flow host or a static page). */
function routeChunks(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && /^src\/(app\/pages|screens)\//.test(key))
    .sort();
}

function build(): Manifest {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A chunk and its static imports, transitively: what loading it downloads. */
function closure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[chunkKey(manifest, key)];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let s = sizes.get(file);
  if (!s) {
    const bytes = readFileSync(join(outDir, file));
    s = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, s);
  }
  return s;
}

const kb = (n: number) => (n / 1024).toFixed(1);
/** Chunk files are named by their hash: the module a chunk starts from, as the manifest says (or nothing). */
function moduleOf(file: string): string {
  if (file === manifest[apiKey]?.file) return `  (${API_MODULE})`;
  const from = Object.values(manifest).find((c) => c.file === file && c.src);
  return from?.src ? `  (${from.src})` : '';
}

/** Compared as printed (0.1 KB), so a figure shown equal to its budget is within it. */
const within = (bytes: number, budgetKb: number) => Number(kb(bytes)) <= budgetKb;

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

const manifest = build();
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');
const apiKey = apiChunkKey(manifest);

const over: string[] = [];
let overTarget = 0;
const rows: string[][] = [];
const targetRows: string[][] = [];
const details: string[] = [];
for (const visit of VISITS) {
  const files = new Set<string>();
  closure(manifest, entryKey, files);
  for (const path of visit.paths) {
    const screen = matchRoute(path)?.screen;
    if (!screen) throw new Error(`No route for ${path}`);
    closure(manifest, screenModule(manifest, screen), files);
  }
  if (visit.who === 'promoter') {
    for (const screen of CLIENT_ONLY_SCREENS) {
      const own = manifest[screenModule(manifest, screen)]?.file;
      if (own && files.has(own))
        throw new Error(`${visit.label} loads the client-only chunk ${own} (${screen})`);
    }
  }
  const groups: Group[] = [
    ...(visit.who === 'client'
      ? (['clients'] as const)
      : visit.who === 'promoter'
        ? (['promoters'] as const)
        : []),
    ...(visit.groups ?? []),
  ];
  // A client's first call loads the API chunk with the `clients` group (src/app/lazy-services.ts).
  if (groups.length > 0) closure(manifest, visit.who === 'client' ? API_CLIENT_MODULE : apiKey, files);
  // A group the API chunk carries itself has no chunk of its own.
  for (const group of groups)
    if (manifest[chunkKey(manifest, GROUP_MODULES[group])]) closure(manifest, GROUP_MODULES[group], files);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const css = [...files].filter((f) => f.endsWith('.css'));
  const sum = (list: string[], k: 'raw' | 'gzip' | 'brotli') => list.reduce((t, f) => t + sizeOf(f)[k], 0);
  const gzJs = sum(js, 'gzip');
  const budget = visit.budgetKb ?? FIRST_VISIT_BUDGET_KB;
  const ok = within(gzJs, budget);
  if (!ok) over.push(`first visit ${visit.label}: ${kb(gzJs)} KB > ${budget} KB`);
  const { target } = visit;
  if (visit.who !== 'visitor' && !within(gzJs, SIGNED_IN_TARGET_FROM_KB) && !target)
    over.push(
      `first visit ${visit.label}: signed in, ${kb(gzJs)} KB > ${SIGNED_IN_TARGET_FROM_KB} KB, no target`,
    );
  if (target && target.kb > budget) over.push(`first visit ${visit.label}: target ${target.kb} KB > budget`);
  if (target) {
    const reached = Number(kb(gzJs));
    const toGo = reached - target.kb;
    targetRows.push([
      visit.label,
      kb(gzJs),
      `${target.kb}`,
      toGo > 0 ? toGo.toFixed(1) : 'reached',
      target.why,
    ]);
  }
  rows.push([
    visit.label,
    String(js.length),
    kb(sum(js, 'raw')),
    kb(gzJs),
    kb(sum(js, 'brotli')),
    String(css.length),
    kb(sum(css, 'gzip')),
    `${budget}`,
    ok
      ? within(gzJs, FIRST_VISIT_BUDGET_KB)
        ? 'ok'
        : `ok, target ${target?.kb ?? FIRST_VISIT_BUDGET_KB}`
      : 'OVER',
  ]);
  if (ok && !within(gzJs, FIRST_VISIT_BUDGET_KB)) overTarget += 1;
  if (listFiles) {
    details.push(`\n${visit.label}:`);
    for (const f of js.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
      details.push(`  ${kb(sizeOf(f).gzip).padStart(6)}  ${f}${moduleOf(f)}`);
    }
  }
}

table(
  [
    'First visit',
    'JS files',
    'JS KB',
    'JS gzip KB',
    'JS brotli KB',
    'CSS files',
    'CSS gzip KB',
    'Budget KB',
    '',
  ],
  rows,
);
console.log(
  `\nTargets of the signed-in first visits over ${SIGNED_IN_TARGET_FROM_KB} KB (gzipped JS; not a failure, the budget is):`,
);
table(['Signed-in first visit', 'Reached KB', 'Target KB', 'To go KB', 'Target is the'], targetRows);
for (const line of details) console.log(line);

console.log('');
const chunkRows: string[][] = [];
for (const key of routeChunks(manifest)) {
  const chunk = manifest[key];
  if (!chunk) continue;
  const gz = sizeOf(chunk.file).gzip;
  const ok = within(gz, ROUTE_CHUNK_BUDGET_KB);
  if (!ok) over.push(`route chunk ${key}: ${kb(gz)} KB > ${ROUTE_CHUNK_BUDGET_KB} KB`);
  chunkRows.push([key, kb(gz), `${ROUTE_CHUNK_BUDGET_KB}`, ok ? 'ok' : 'OVER']);
}
table(['Route chunk (the chunk itself)', 'gzip KB', 'Budget KB', ''], chunkRows);

const largest = [...sizes.entries()]
  .filter(([f]) => f.endsWith('.js'))
  .sort((a, b) => b[1].gzip - a[1].gzip)
  .slice(0, 8);
console.log('\nLargest JS chunks (gzip KB):');
for (const [file, s] of largest) console.log(`  ${kb(s.gzip).padStart(6)}  ${file}${moduleOf(file)}`);

if (over.length > 0) {
  console.error(`\nWeight budget not met:\n${over.map((o) => `  - ${o}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `\nEvery first visit and every route chunk is within its budget; ${VISITS.length - overTarget} of ${VISITS.length} ` +
    `first visits within the ${FIRST_VISIT_BUDGET_KB} KB target, the other budgets are what they weigh now.`,
);
