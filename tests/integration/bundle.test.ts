/**
 * The production bundle carries no developer tooling: neither Stately's inspector nor the /statecharts
 * viewer. A second build with VITE_STATECHARTS=true (a product owner's review environment) proves the search finds
 * the viewer when it is there, with the atlas's Spanish flow names and the screens' thumbnails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const outDirs: string[] = [];

/** Markers of the tooling: the inspector package, its entry point and host, and the viewer's own texts. */
const INSPECTOR_MARKERS = ['@statelyai/inspect', 'createBrowserInspector', 'stately.ai'];
const VIEWER_MARKERS = ['Diagramas de estado', 'svgId', 'StatechartsPage', 'devInspect'];
/** The atlas's Spanish names of flows (statecharts/index.json), found in no screen of the app. */
const FLOW_NAME_MARKERS = ['Firma del contrato', 'Solicitud rápida del promotor'];
/** The screens' thumbnails (statecharts/shots/*.webp) as emitted assets. */
const thumbnailsOf = (dir: string) => filesOf(dir).filter((f) => /--.*\.webp$/.test(f));

function build(env: Record<string, string>): string {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-'));
  outDirs.push(outDir);
  execFileSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: 'pipe',
    },
  );
  return outDir;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

function find(dir: string, markers: readonly string[], fileNames = false): string[] {
  const hits: string[] = [];
  for (const file of filesOf(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const marker of markers)
      if (text.includes(marker)) hits.push(`${file.slice(dir.length + 1)}: ${marker}`);
    if (fileNames && /statecharts?/i.test(file.slice(dir.length)))
      hits.push(`${file.slice(dir.length + 1)}: file name`);
  }
  return hits;
}

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('production bundle', () => {
  test('contains neither @statelyai/inspect nor the statechart viewer', { timeout: 240_000 }, () => {
    const out = build({ VITE_STATECHARTS: 'false', VITE_INSPECT: 'true' });
    expect(filesOf(out).some((f) => f.endsWith('.js'))).toBe(true);
    expect(find(out, [...INSPECTOR_MARKERS, ...VIEWER_MARKERS, ...FLOW_NAME_MARKERS], true)).toEqual([]);
    expect(thumbnailsOf(out)).toEqual([]);
  });

  test('with VITE_STATECHARTS=true the viewer is there (the search can find it), still without the inspector', {
    timeout: 240_000,
  }, () => {
    const out = build({ VITE_STATECHARTS: 'true', VITE_INSPECT: 'true' });
    expect(find(out, VIEWER_MARKERS, true).length).toBeGreaterThan(0);
    expect(find(out, INSPECTOR_MARKERS)).toEqual([]);
    for (const name of FLOW_NAME_MARKERS) expect(find(out, [name]).length, name).toBeGreaterThan(0);
    expect(thumbnailsOf(out).length).toBeGreaterThan(10);
  });
});
