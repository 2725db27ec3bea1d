/**
 * Build step after `vite build --manifest` (`npm run build`, scripts/start.mjs): paints before JavaScript.
 *
 * - Builds src/entry-prerender.tsx with Vite's SSR build (same plugins, so vanilla-extract's class names are
 *   the browser bundle's) and renders every public entry page as a visitor's first paint shows it into
 *   `dist/prerender/<page>.html`: the built index.html with the page in #root (`data-prerendered`, which the
 *   client hydrates, src/main.tsx), its title, and the page chunk's scripts and styles linked from the head, so
 *   the page is styled on its first paint and nothing moves when its chunk arrives. The server sends these files
 *   for exactly these paths (server/app.ts).
 * - Puts the signed-in shell with its spinner (the page while the profile loads) into dist/index.html's #root,
 *   which React replaces on its first render.
 * - Writes brotli and gzip copies of the HTML it changed, and removes the manifest from dist/.
 *
 *   node --import tsx scripts/prerender.tsx [--dist dist]
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { keptNode, keptPaintStart, paintKept } from '../src/app/keptPaint';
import { type PagePreloads, preloadSignedInPage } from '../src/app/pagePreload';
import {
  PROGRESS_CSS,
  PROGRESS_ID,
  PROGRESS_MARK,
  prerenderedStartOf,
  showsProgress,
} from '../src/app/prerenderedStart';
import { EARLY_INSTALL_PROMPT } from '../src/app/pwa/install';
import { bestRoute, ROUTES } from '../src/app/routes';
import { PATHS } from '../src/paths';
import { holdPressesBeforeHydration, PRESSED_BEFORE_HYDRATION } from '../src/ui/submitBeforeHydration';
import { type PrerenderedPageLoad, prerenderedPageLoader } from './prerender-loader';

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  readonly HTML_THEME_CLASS: string;
  readonly PRERENDERED_PAGES: Readonly<Record<string, readonly string[]>>;
  renderPublicPage(pathname: string): Promise<{ html: string; title: string }>;
  renderSignedInSkeleton(): Promise<string>;
}

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The scripts and styles of the page modules and of the chunks they import (not the entry's: already linked). */
function assetsOf(manifest: Manifest, modules: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `prerender: ${key} is not a chunk of the build (update PRERENDERED_PAGES, src/entry-prerender.tsx)`,
      );
    if (chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const m of modules) visit(m);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The entry's `<script type="module">` and `<link rel="stylesheet">` tags that Vite wrote into index.html. */
interface EntryTags {
  readonly script: { readonly tag: string; readonly src: string };
  readonly styles: readonly { readonly tag: string; readonly href: string }[];
}

function entryTagsOf(template: string): EntryTags {
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(template);
  if (!script?.[1]) throw new Error('prerender: index.html has no entry module script');
  const styles = [
    ...template.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g),
  ].map((m) => ({ tag: m[0], href: m[1] as string }));
  return { script: { tag: script[0], src: script[1] }, styles };
}

function withoutEntryTags(template: string, entry: EntryTags): string {
  const line = (tag: string) => new RegExp(`^[ \\t]*${tag.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\n?`, 'm');
  let html = template.replace(line(entry.script.tag), '');
  for (const style of entry.styles) html = html.replace(line(style.tag), '');
  return html;
}

/**
 * A function as a page's inline script runs it: its own source, which must not lean on anything of the module
 * it was compiled in (an import, or a helper the TypeScript loader adds, such as `__name`).
 */
function inlineSource(fn: (...args: never[]) => unknown): string {
  const source = String(fn);
  if (/__name|__vite|require\(|import\(/.test(source))
    throw new Error(`prerender: ${fn.name} uses something outside its body: ${source}`);
  return source;
}

/**
 * Each screen's module, read from the router's `PAGE_MODULES` (src/app/router.tsx): the `import()` of each key,
 * or of the constant it names. The build fails if a key of the route table has none.
 */
function pageModules(): Record<string, string> {
  const source = fs.readFileSync(path.join(ROOT, 'src/app/router.tsx'), 'utf8');
  const file = (specifier: string) => {
    const base = path.join('src/app', specifier);
    const found = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => fs.existsSync(path.join(ROOT, f)));
    if (!found) throw new Error(`prerender: no module for ${specifier} (src/app/router.tsx)`);
    return found;
  };
  const constants = new Map(
    [...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((m) => [
      m[1],
      file(m[2] as string),
    ]),
  );
  const table = source.slice(
    source.indexOf('const PAGE_MODULES'),
    source.indexOf('\n};', source.indexOf('const PAGE_MODULES')),
  );
  const modules: Record<string, string> = {};
  for (const m of table.matchAll(/^\s+(\w+): (?:\(\) => import\('([^']+)'\)|(\w+)),$/gm)) {
    const module = m[2] ? file(m[2]) : constants.get(m[3] as string);
    if (!module) throw new Error(`prerender: ${m[1]} has no module in src/app/router.tsx`);
    modules[m[1] as string] = module;
  }
  for (const route of ROUTES)
    if (route.screen !== 'placeholder' && !modules[route.screen])
      throw new Error(`prerender: the screen ${route.screen} has no module in PAGE_MODULES`);
  return modules;
}

/** index.html's table for `preloadSignedInPage`: each route's chunks, shared lists written once. */
function pagePreloads(manifest: Manifest): PagePreloads {
  const modules = pageModules();
  const files: string[][] = [];
  const indexOf = new Map<string, number>();
  const routes: Array<{ path: string; files: number }> = [];
  for (const route of ROUTES) {
    const module = modules[route.screen];
    if (!module) continue;
    if (!indexOf.has(module)) {
      indexOf.set(module, files.length);
      files.push(assetsOf(manifest, [module]).scripts.map((f) => `/${f}`));
    }
    routes.push({ path: route.path, files: indexOf.get(module) as number });
  }
  // A client's first call loads src/app/api-services-clients.ts, which the `clients` chunk group of vite.config.ts
  // holds: the manifest names that chunk by the group, not by the module.
  const clients = Object.keys(manifest).find((k) => manifest[k]?.name === 'clients' && !manifest[k]?.src);
  if (!clients) throw new Error('prerender: no `clients` chunk group in the manifest (vite.config.ts)');
  const clientApi = assetsOf(manifest, [clients]).scripts.map((f) => `/${f}`);
  // The contract groups of the early batch's reads (index.html, src/api/early.ts): the applications' and the
  // balances' on `/` and the application's first step, the applications' on the signing pages.
  const group = (name: string) => {
    const key = `src/api/contract/${name}.ts`;
    if (!manifest[key]) throw new Error(`prerender: no chunk for ${key} in the manifest`);
    return assetsOf(manifest, [key]).scripts.map((f) => `/${f}`);
  };
  const applications = group('applications');
  const both = [...applications, ...group('payments')];
  const early: Record<string, string[]> = { [PATHS.home]: both, [PATHS.application]: both };
  for (const route of ROUTES)
    if (route.path.startsWith('/firmar-aplicacion-credito/')) early[route.path] = applications;
  return { routes, files, clientApi, early };
}

/** The type of the stylesheet links of inlined files: not CSS, so no browser fetches them. */
const INLINED_STYLESHEET_TYPE = 'text/x-inlined';

/**
 * The head of a prerendered page, so that it paints from the HTML alone and its JavaScript never delays that
 * paint: the styles of the entry and of the page inlined in one `<style>` (no render-blocking request), and the
 * inline loader (scripts/prerender-loader.ts) that starts the app after the first frame. Both inline blocks are
 * allowed by their SHA-256 in the server's Content-Security-Policy (server/app.ts).
 */
function paintFirstHead(
  dist: string,
  entry: EntryTags,
  page: {
    readonly pathname: string;
    readonly scripts: readonly string[];
    readonly styles: readonly string[];
  },
): string[] {
  const hrefs = [...entry.styles.map((s) => s.href), ...page.styles.map((f) => `/${f}`)];
  const css = [
    ...hrefs.map((href) => fs.readFileSync(path.join(dist, href.slice(1)), 'utf8').trim()),
    PROGRESS_CSS,
  ].join('\n');
  const load: PrerenderedPageLoad = {
    inlinedStyles: hrefs,
    inlinedStyleType: INLINED_STYLESHEET_TYPE,
    pageScripts: page.scripts.map((f) => `/${f}`),
    entry: entry.script.src,
    earlyInstallPrompt: EARLY_INSTALL_PROMPT,
    pressedMark: PRESSED_BEFORE_HYDRATION,
    start: prerenderedStartOf(page.pathname),
    progressMark: PROGRESS_MARK,
  };
  const loader = `(${inlineSource(prerenderedPageLoader)})(${JSON.stringify(load)},${inlineSource(holdPressesBeforeHydration)},${inlineSource(showsProgress)})`;
  return [`<style>${css}</style>`, `<script>${loader}</script>`];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function page(
  template: string,
  themeClass: string,
  root: string,
  options: { title?: string; head?: string[]; prerendered: boolean; progress?: string; after?: string },
) {
  const rootTag = '<div id="root"></div>';
  if (!template.includes(rootTag)) throw new Error('prerender: index.html has no empty #root');
  let html = template.replace('<html lang="es-MX">', `<html lang="es-MX" class="${themeClass}">`);
  if (options.title)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(options.title)}</title>`);
  if (options.head?.length) html = html.replace('</head>', `  ${options.head.join('\n    ')}\n  </head>`);
  const progress = options.progress === undefined ? '' : `<div id="${PROGRESS_ID}">${options.progress}</div>`;
  return html.replace(
    rootTag,
    `<div id="root"${options.prerendered ? ' data-prerendered=""' : ''}>${root}</div>${progress}${options.after ?? ''}`,
  );
}

function write(file: string, html: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  const bytes = Buffer.from(html);
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

async function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
  const dist = path.resolve(ROOT, values.dist);
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`prerender: no ${manifestFile} (build with --manifest)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryAssets = entryTagsOf(template);

  const ssrOut = path.join(ROOT, '.tmp', `prerender-ssr-${process.pid}`);
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: true } },
    },
  });
  try {
    const entry = (await import(pathToFileURL(path.join(ssrOut, 'entry-prerender.js')).href)) as ServerEntry;
    const skeleton = await entry.renderSignedInSkeleton();
    for (const [pathname, modules] of Object.entries(entry.PRERENDERED_PAGES)) {
      const { html, title } = await entry.renderPublicPage(pathname);
      const { scripts, styles } = assetsOf(manifest, modules);
      const head = paintFirstHead(dist, entryAssets, { pathname, scripts, styles });
      const file = path.join(dist, 'prerender', `${pathname.slice(1)}.html`);
      write(
        file,
        page(withoutEntryTags(template, entryAssets), entry.HTML_THEME_CLASS, html, {
          title,
          head,
          prerendered: true,
          progress: skeleton,
        }),
      );
      console.log(
        `prerendered ${pathname} → ${path.relative(ROOT, file)} (${(html.length / 1024).toFixed(1)} KB)`,
      );
    }
    // A signed-in first visit requests its page's chunks (and a client's API chunk) while the entry downloads.
    const preload = `<script>(${inlineSource(preloadSignedInPage)})(${inlineSource(bestRoute)},${JSON.stringify(pagePreloads(manifest))})</script>`;
    // A returning client's `/`: the kept figures painted in place of the skeleton's spinner (src/app/keptPaint.ts).
    const keptStart = `<script>(${inlineSource(keptPaintStart)})()</script>`;
    const kept = `<script>(${inlineSource(paintKept)})(${inlineSource(keptNode)})</script>`;
    write(
      path.join(dist, 'index.html'),
      page(template, entry.HTML_THEME_CLASS, skeleton, {
        prerendered: false,
        head: [preload, keptStart],
        after: kept,
      }),
    );
    fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  } finally {
    fs.rmSync(ssrOut, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
