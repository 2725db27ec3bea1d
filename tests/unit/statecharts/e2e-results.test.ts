/**
 * The atlas summary's end-to-end line reads the last FULL run (every spec file of tests/e2e in Playwright's
 * report): a run of one spec file does not replace it, and with none recorded the atlas says so (issue "Analytics
 * from the statecharts", point 4). The per-flow e2e figures (the screens the browser showed) come from that same
 * run, so the summary and the flows never disagree (a summary saying "no run recorded" beside flows with e2e
 * figures from runs of single files).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectResults, e2eSpecFiles, type Results } from '../../../scripts/statecharts/atlas/results.ts';
import { atlasText, loginMachine } from './render-atlas.ts';

const SPECS = ['login.spec.ts', 'signup.spec.ts'];
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function report(files: string[], commit: string, at: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-results-'));
  dirs.push(dir);
  const specs = [
    { title: 'pasa', tests: [{ status: 'expected' }] },
    { title: 'falla', tests: [{ status: 'unexpected' }] },
  ];
  const suites = files.map((file) => ({ title: file, file, specs }));
  const json = { suites, stats: { startTime: at }, config: { metadata: { commit } } };
  writeFileSync(join(dir, 'playwright.json'), JSON.stringify(json));
  return dir;
}

const none: Results = { journeys: {}, e2e: null, e2eRoutes: null };
/** The results after reading the report in `dir` over `previous` (no journeys, no measured runs). */
const collect = (previous: Results, dir: string, specs = SPECS) =>
  collectResults(previous, {}, { runs: {} } as never, dir, specs);

describe('end-to-end results in the atlas', () => {
  it('a run of every spec file is recorded with its count, date and commit', () => {
    const dir = report(SPECS, 'abc1234', '2026-11-20T10:00:00.000Z');
    const e2e = collect(none, dir).e2e;
    expect(e2e).toMatchObject({ full: true, commit: 'abc1234', at: '2026-11-20T10:00:00.000Z' });
    expect(e2e?.tests.map((t) => t.status)).toEqual(['passed', 'failed', 'passed', 'failed']);
  });

  it('a run of one spec file keeps the last full run', () => {
    const full = collect(none, report(SPECS, 'abc1234', '2026-11-20T10:00:00Z'));
    const partial = collect(full, report(['login.spec.ts'], 'def5678', '2026-11-21T10:00:00Z'));
    expect(partial.e2e).toEqual(full.e2e);
  });

  it('with no full run recorded (or an old results file without the mark), there is none', () => {
    const partial = report(['login.spec.ts'], 'def5678', '2026-11-21T10:00:00Z');
    expect(collect(none, partial).e2e).toBeNull();
    const old: Results = { ...none, e2e: { at: '2026-11-01T00:00:00Z', commit: 'old', tests: [] } };
    expect(collect(old, partial).e2e).toBeNull();
    expect(collect(old, partial, []).e2e).toBeNull();
  });

  it('knows the spec files of tests/e2e', () => {
    expect(e2eSpecFiles()).toContain('signup.spec.ts');
    expect(e2eSpecFiles().every((f) => f.endsWith('.spec.ts'))).toBe(true);
  });
});

/** A file of tests/e2e/fixtures.ts: the paths one test showed, written when it ended. */
function routes(dir: string, name: string, at: string, paths: string[]) {
  mkdirSync(join(dir, 'e2e-routes'), { recursive: true });
  writeFileSync(join(dir, 'e2e-routes', `${name}.json`), JSON.stringify({ at, test: name, paths }));
}

describe('the summary and the flows speak of the same end-to-end run', () => {
  const atlas = { machines: [loginMachine()] };

  it('runs of single files only: no e2e figures anywhere, and the summary and the flow both say so', () => {
    const dir = report(['login.spec.ts'], 'def5678', '2026-11-21T10:00:00Z');
    routes(dir, 'login-1', '2026-11-21T10:01:00Z', ['/login']);
    const r = collect(none, dir);
    expect([r.e2e, r.e2eRoutes]).toEqual([null, null]);
    expect(atlasText('', atlas, r)).toContain('No hay registrada ninguna ejecución completa');
    const flow = atlasText('#/login/cobertura', atlas, r);
    expect(flow).toContain('Sin una ejecución completa de las pruebas e2e registrada');
    expect(flow).not.toContain('visitados por las pruebas e2e');
  });

  it("a full run: the flow's visited screens are that run's (its date and commit), not older tests' paths", () => {
    const dir = report(SPECS, 'abc1234', '2026-11-20T10:00:00.000Z');
    routes(dir, 'old', '2026-11-19T09:00:00.000Z', ['/olvide-contrasena']);
    routes(dir, 'login-1', '2026-11-20T10:02:00.000Z', ['/login']);
    const r = collect(none, dir);
    expect(r.e2eRoutes).toEqual({ at: '2026-11-20T10:02:00.000Z', commit: 'abc1234', routes: ['/login'] });
    expect(atlasText('', atlas, r)).toContain(
      'Última ejecución completa: 4 pruebas, el 2026-11-20 10:00 UTC, commit abc1234',
    );
    expect(atlasText('#/login/cobertura', atlas, r)).toContain(
      'visitados por las pruebas e2e (por la ruta que mostró el navegador; las transiciones no se miden en el navegador): 1/1, ejecución completa del 2026-11-20 10:00 UTC, commit abc1234.',
    );
  });

  it('a later run of one file keeps the full run and its routes together; routes of no known full run are dropped', () => {
    const full = collect(none, report(SPECS, 'abc1234', '2026-11-20T10:00:00Z'));
    const e2eRoutes = { at: '2026-11-20T10:02:00Z', commit: 'abc1234', routes: ['/login'] };
    const withRoutes: Results = { ...full, e2eRoutes };
    const partialDir = report(['login.spec.ts'], 'def5678', '2026-11-21T10:00:00Z');
    routes(partialDir, 'login-1', '2026-11-21T10:01:00Z', ['/login', '/crear-cuenta']);
    const after = collect(withRoutes, partialDir);
    expect([after.e2e, after.e2eRoutes]).toEqual([full.e2e, withRoutes.e2eRoutes]);
    // A results.js of before (routes without their run's commit, no full run): nothing to show.
    const old: Results = { ...none, e2eRoutes: { at: '2026-11-21T10:01:00Z', routes: ['/login'] } };
    expect(collect(old, partialDir).e2eRoutes).toBeNull();
  });
});
