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

interface ManifestChunk {
  readonly file: string;
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

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function page(
  template: string,
  themeClass: string,
  root: string,
  options: { title?: string; head?: string[]; prerendered: boolean },
) {
  const rootTag = '<div id="root"></div>';
  if (!template.includes(rootTag)) throw new Error('prerender: index.html has no empty #root');
  let html = template.replace('<html lang="es-MX">', `<html lang="es-MX" class="${themeClass}">`);
  if (options.title)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(options.title)}</title>`);
  if (options.head?.length) html = html.replace('</head>', `  ${options.head.join('\n    ')}\n  </head>`);
  return html.replace(
    rootTag,
    `<div id="root"${options.prerendered ? ' data-prerendered=""' : ''}>${root}</div>`,
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
    for (const [pathname, modules] of Object.entries(entry.PRERENDERED_PAGES)) {
      const { html, title } = await entry.renderPublicPage(pathname);
      const { scripts, styles } = assetsOf(manifest, modules);
      const head = [
        ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ];
      const file = path.join(dist, 'prerender', `${pathname.slice(1)}.html`);
      write(file, page(template, entry.HTML_THEME_CLASS, html, { title, head, prerendered: true }));
      console.log(
        `prerendered ${pathname} → ${path.relative(ROOT, file)} (${(html.length / 1024).toFixed(1)} KB)`,
      );
    }
    const skeleton = await entry.renderSignedInSkeleton();
    write(
      path.join(dist, 'index.html'),
      page(template, entry.HTML_THEME_CLASS, skeleton, { prerendered: false }),
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
