#!/usr/bin/env node
// `npm start`: builds the app (`vite build`, the prerender step: scripts/prerender.tsx, then the service worker's
// precache list: scripts/sw-manifest.ts) when dist/ is missing
// or older than the sources, then runs the
// server (server/main.ts, through tsx) that serves dist/ with history fallback and /api on PORT (default 8080).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const SOURCES = [
  'src',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'scripts/prerender.tsx',
  'scripts/prerender-loader.ts',
  'scripts/sw-manifest.ts',
];

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const t0 = performance.now();
const builtAt = newestMtime(path.join('dist', 'index.html'));
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (!builtAt || builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed: rebuilding the app…' : 'Building the app (first start)…');
  const build = spawnSync(
    process.execPath,
    [path.join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--manifest'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const prerender = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'prerender.tsx')], {
    stdio: 'inherit',
  });
  if (prerender.status !== 0) process.exit(prerender.status ?? 1);
  // The service worker with this build's precache list and version (public/sw.js).
  const worker = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'sw-manifest.ts')], {
    stdio: 'inherit',
  });
  if (worker.status !== 0) process.exit(worker.status ?? 1);
  console.log(`Built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

// `node scripts/start.mjs --build-only`: the build step alone (the e2e suite builds once before its servers start).
if (process.argv.includes('--build-only')) process.exit(0);
const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
