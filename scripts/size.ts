/**
 * `npm run size`: the weight budget benchmark. Builds the app with a Vite manifest (into .tmp/size-build, so
 * dist/ is left alone), then for a first visit to each measured page adds up what the browser downloads:
 * the entry chunk and everything it imports statically, plus the page's lazily loaded modules and their static
 * imports, JS and CSS separately, gzipped (zlib level 9) and brotli-compressed.
 *
 * It prints figures; it does not fail on them (record them in docs/performance.md, "Weight budget").
 * Target: at most 100 KB of gzipped JS for /login.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchRoute, type ScreenKey } from '../src/app/routes.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, '.tmp', 'size-build');
const TARGET_LOGIN_JS_KB = 100;

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

/** The API layer loads with the first API call: at once for a returning client (profile), not for a visitor. */
const API_MODULE = 'src/app/api-services.ts';

interface Visit {
  readonly label: string;
  /** The pages whose screens render during the visit (a visitor on / is redirected before / renders). */
  readonly paths: readonly string[];
  readonly signedIn: boolean;
  /** A promoter page: it must not load the chunk of any client-only screen (checked below). */
  readonly promoter?: true;
  /** Modules the page loads lazily at once (e.g. its API calls). */
  readonly extra?: readonly string[];
}

/** Screens only clients (or visitors becoming clients) see: never loaded by a promoter page. */
const CLIENT_ONLY_SCREENS: readonly ScreenKey[] = ['home', 'login', 'signup', 'password'];

const VISITS: readonly Visit[] = [
  { label: '/login', paths: ['/login'], signedIn: false },
  { label: '/ (visitor → /login)', paths: ['/login'], signedIn: false },
  { label: '/ (signed-in client)', paths: ['/'], signedIn: true },
  { label: '/crear-cuenta', paths: ['/crear-cuenta'], signedIn: false },
  { label: '/promotor (visitor)', paths: ['/promotor'], signedIn: false, promoter: true },
  {
    label: '/promotor → solicitud rápida (promoter)',
    paths: ['/promotor', '/promotor/solicitud-rapida'],
    signedIn: true,
    promoter: true,
  },
  // The application's first call (can-create) fetches the contract's `applications` group chunk at once.
  {
    label: '/aplicacion-credito',
    paths: ['/aplicacion-credito'],
    signedIn: true,
    extra: ['src/api/contract/applications.ts'],
  },
  { label: '/iniciar-compra', paths: ['/iniciar-compra'], signedIn: true },
  // A visitor's store lookup is the page's first API call: the API layer and the `catalog` group load at once.
  {
    label: '/solicitud (visitor)',
    paths: ['/solicitud'],
    signedIn: false,
    extra: [API_MODULE, 'src/api/contract/catalog.ts'],
  },
];

/** Route chunks of the credit application (each on its own, gzipped; budget 25 KB). */
const ROUTE_CHUNKS: readonly string[] = [
  'src/app/pages/ApplicationRoute.tsx',
  'src/app/pages/DocumentsFlow.tsx',
  'src/app/pages/StoreEntryRoutes.tsx',
  'src/screens/documents/DocumentsUploadedScreen.tsx',
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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
  const chunk = manifest[key];
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

const manifest = build();
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');

const rows: string[][] = [];
let loginGzipJs = 0;
for (const visit of VISITS) {
  const files = new Set<string>();
  closure(manifest, entryKey, files);
  for (const path of visit.paths) {
    const screen = matchRoute(path)?.screen;
    if (!screen) throw new Error(`No route for ${path}`);
    closure(manifest, screenModule(manifest, screen), files);
  }
  if (visit.signedIn) closure(manifest, API_MODULE, files);
  if (visit.promoter) {
    for (const screen of CLIENT_ONLY_SCREENS) {
      const own = manifest[screenModule(manifest, screen)]?.file;
      if (own && files.has(own))
        throw new Error(`${visit.label} loads the client-only chunk ${own} (${screen})`);
    }
  }
  for (const extra of visit.extra ?? []) closure(manifest, extra, files);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const css = [...files].filter((f) => f.endsWith('.css'));
  const sum = (list: string[], k: 'raw' | 'gzip' | 'brotli') => list.reduce((t, f) => t + sizeOf(f)[k], 0);
  const gzJs = sum(js, 'gzip');
  if (visit.label === '/login') loginGzipJs = gzJs;
  rows.push([
    visit.label,
    String(js.length),
    kb(sum(js, 'raw')),
    kb(gzJs),
    kb(sum(js, 'brotli')),
    String(css.length),
    kb(sum(css, 'gzip')),
  ]);
}

const header = ['First visit', 'JS files', 'JS KB', 'JS gzip KB', 'JS brotli KB', 'CSS files', 'CSS gzip KB'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
console.log(line(header));
console.log(
  `|${widths.map((w, i) => (i === 0 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`,
);
for (const row of rows) console.log(line(row));

console.log('\nRoute chunks (the chunk itself, gzip KB):');
for (const key of ROUTE_CHUNKS) {
  const chunk = manifest[key];
  if (chunk) console.log(`  ${kb(sizeOf(chunk.file).gzip).padStart(6)}  ${key} (${chunk.file})`);
}

const largest = [...sizes.entries()]
  .filter(([f]) => f.endsWith('.js'))
  .sort((a, b) => b[1].gzip - a[1].gzip)
  .slice(0, 6);
console.log('\nLargest JS chunks (gzip KB):');
for (const [file, s] of largest) console.log(`  ${kb(s.gzip).padStart(6)}  ${file}`);

const verdict = loginGzipJs / 1024 <= TARGET_LOGIN_JS_KB ? 'within' : 'OVER';
console.log(`\n/login: ${kb(loginGzipJs)} KB gzipped JS — ${verdict} the ${TARGET_LOGIN_JS_KB} KB target.`);
