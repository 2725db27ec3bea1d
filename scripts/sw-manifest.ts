/**
 * The service worker of a build (public/sw.js, docs/performance.md "The service worker"): after `vite build` and
 * the prerender step, writes `<dist>/sw.js` with this build's precache list in place of its `BUILD` line —
 * the shell pages (`/` for index.html, `/<page>` for each `prerender/<page>.html`), every hashed file under
 * `assets/` and the public files (manifest, icons) — and a version that is a hash of all of them (names and
 * bytes), so any change of the build is a new worker and a new cache.
 *
 *   tsx scripts/sw-manifest.ts [--dist dist]
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ServiceWorkerBuild {
  readonly version: string;
  /** The shell pages, by the path a navigation asks for. */
  readonly pages: readonly string[];
  /** Every other precached file, by its URL path. */
  readonly files: readonly string[];
}

/** Compressed copies, source maps and the worker itself are never precached. */
const SKIPPED = /\.(br|gz|map)$/;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile() && !SKIPPED.test(f))
    .map((f) => f.split(path.sep).join('/'));
}

/** What a build's worker precaches, and its version. */
export function serviceWorkerBuild(dist: string): ServiceWorkerBuild {
  const prerendered = filesUnder(path.join(dist, 'prerender'))
    .filter((f) => f.endsWith('.html') && !f.includes('/'))
    .map((f) => `/${f.slice(0, -'.html'.length)}`);
  const pages = ['/', ...prerendered.sort()];
  const publicFiles = fs
    .readdirSync(dist, { withFileTypes: true })
    .filter((e) => e.isFile() && !SKIPPED.test(e.name) && e.name !== 'sw.js' && !e.name.endsWith('.html'))
    .map((e) => `/${e.name}`);
  const assets = filesUnder(path.join(dist, 'assets')).map((f) => `/assets/${f}`);
  const files = [...publicFiles, ...assets].sort();
  const fileOf = (url: string) =>
    url === '/'
      ? path.join(dist, 'index.html')
      : pages.includes(url)
        ? path.join(dist, 'prerender', `${url.slice(1)}.html`)
        : path.join(dist, url.slice(1));
  const hash = createHash('sha256');
  for (const url of [...pages, ...files]) {
    hash.update(`${url}\0`);
    hash.update(fs.readFileSync(fileOf(url)));
    hash.update('\0');
  }
  return { version: hash.digest('hex').slice(0, 16), pages, files };
}

const BUILD_LINE = /^const BUILD = \{ version: 'dev', pages: \[\], files: \[\] \};$/m;

/** The worker's source with a build's precache list in place of its development `BUILD` line. */
export function serviceWorkerSource(template: string, build: ServiceWorkerBuild): string {
  if (!BUILD_LINE.test(template)) throw new Error('sw-manifest: public/sw.js has no development BUILD line');
  return template.replace(BUILD_LINE, () => `const BUILD = ${JSON.stringify(build)};`);
}

/** Writes `<dist>/sw.js` for the build in `dist` (from the template public/sw.js); returns what it precaches. */
export function writeServiceWorker(
  dist: string,
  template = path.join('public', 'sw.js'),
): ServiceWorkerBuild {
  const build = serviceWorkerBuild(dist);
  const file = path.join(dist, 'sw.js');
  fs.writeFileSync(file, serviceWorkerSource(fs.readFileSync(template, 'utf8'), build));
  // A compressed copy would be the development worker's: the server must send this one.
  for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
  return build;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const at = process.argv.indexOf('--dist');
  const dist = at > 0 ? (process.argv[at + 1] as string) : 'dist';
  const build = writeServiceWorker(dist);
  console.log(
    `sw.js: version ${build.version}, ${build.pages.length} pages and ${build.files.length} files precached`,
  );
}
