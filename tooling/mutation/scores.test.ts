/**
 * The mutation scores are a generated report outside git (tooling/README.md): a run merges what it measured into
 * the files measured earlier on the same clone and writes the JSON and the Markdown tables at once, under
 * `reports/`, which git ignores — so recording a score never makes a commit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FileScore, readScores, recordScores, SCORES_JSON, SCORES_MD } from './scores.ts';

const repo = resolve(import.meta.dirname, '..', '..');
const score = (killed: number, survived: number, survivors: string[] = []): FileScore => ({
  score: Math.round((killed / (killed + survived)) * 1000) / 10,
  killed,
  survived,
  timeout: 0,
  noCoverage: 0,
  ignored: 0,
  source: 'abcdef0123456789',
  total: killed + survived,
  at: '2026-11-29T12:00:00.000Z',
  seconds: 10,
  survivors,
});

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('mutation scores', () => {
  it('are written where git ignores them, and statecharts/ holds no score', () => {
    for (const file of [SCORES_JSON, SCORES_MD]) {
      expect(execFileSync('git', ['check-ignore', file], { cwd: repo, encoding: 'utf8' }).trim()).toBe(file);
    }
    expect(existsSync(join(repo, 'statecharts', 'mutation.json'))).toBe(false);
  });

  it('a run merges its files into the earlier ones and writes both reports, per area against its target', () => {
    dir = mkdtempSync(join(tmpdir(), 'scores-'));
    recordScores(dir, { 'machines/login.machine.ts': score(90, 10) });
    recordScores(dir, {
      'src/domain/money.ts': score(89, 11, ['src/domain/money.ts:12 StringLiteral → "" (Survived) «x»']),
      'machines/login.machine.ts': score(95, 5),
    });
    const { files } = readScores(dir);
    expect(Object.keys(files)).toEqual(['machines/login.machine.ts', 'src/domain/money.ts']);
    expect(files['machines/login.machine.ts']?.killed).toBe(95);
    const md = readFileSync(join(dir, SCORES_MD), 'utf8');
    expect(md).toContain('| login | 1 | 95% | 95 | 5 | 0 | 85 % ✓ |');
    expect(md).toContain('| src/domain | 1 | 89% | 89 | 11 | 0 | 90 % ✗ |');
    expect(md).toContain('- src/domain/money.ts:12 StringLiteral');
  });
});
