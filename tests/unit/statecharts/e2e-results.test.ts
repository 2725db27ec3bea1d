/**
 * The atlas summary's end-to-end line reads the last FULL run (every spec file of tests/e2e in Playwright's
 * report): a run of one spec file does not replace it, and with none recorded the atlas says so (issue "Analytics
 * from the statecharts", point 4).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectResults, e2eSpecFiles, type Results } from '../../../scripts/statecharts/atlas/results.ts';

const SPECS = ['login.spec.ts', 'signup.spec.ts'];
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function report(files: string[], commit: string, at: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-results-'));
  dirs.push(dir);
  const suites = files.map((file) => ({
    title: file,
    file,
    specs: [
      { title: 'pasa', tests: [{ status: 'expected' }] },
      { title: 'falla', tests: [{ status: 'unexpected' }] },
    ],
  }));
  writeFileSync(
    join(dir, 'playwright.json'),
    JSON.stringify({ suites, stats: { startTime: at }, config: { metadata: { commit } } }),
  );
  return dir;
}

const none: Results = { journeys: {}, e2e: null, e2eRoutes: null };

describe('end-to-end results in the atlas', () => {
  it('a run of every spec file is recorded with its count, date and commit', () => {
    const dir = report(SPECS, 'abc1234', '2026-11-20T10:00:00.000Z');
    const e2e = collectResults(none, {}, { runs: {} } as never, dir, SPECS).e2e;
    expect(e2e).toMatchObject({ full: true, commit: 'abc1234', at: '2026-11-20T10:00:00.000Z' });
    expect(e2e?.tests.map((t) => t.status)).toEqual(['passed', 'failed', 'passed', 'failed']);
  });

  it('a run of one spec file keeps the last full run', () => {
    const full = collectResults(
      none,
      {},
      { runs: {} } as never,
      report(SPECS, 'abc1234', '2026-11-20T10:00:00Z'),
      SPECS,
    );
    const partial = collectResults(
      full,
      {},
      { runs: {} } as never,
      report(['login.spec.ts'], 'def5678', '2026-11-21T10:00:00Z'),
      SPECS,
    );
    expect(partial.e2e).toEqual(full.e2e);
  });

  it('with no full run recorded (or an old results file without the mark), there is none', () => {
    const partial = report(['login.spec.ts'], 'def5678', '2026-11-21T10:00:00Z');
    expect(collectResults(none, {}, { runs: {} } as never, partial, SPECS).e2e).toBeNull();
    const old: Results = { ...none, e2e: { at: '2026-11-01T00:00:00Z', commit: 'old', tests: [] } };
    expect(collectResults(old, {}, { runs: {} } as never, partial, SPECS).e2e).toBeNull();
    expect(collectResults(old, {}, { runs: {} } as never, partial, []).e2e).toBeNull();
  });

  it('knows the spec files of tests/e2e', () => {
    expect(e2eSpecFiles()).toContain('signup.spec.ts');
    expect(e2eSpecFiles().every((f) => f.endsWith('.spec.ts'))).toBe(true);
  });
});
