/**
 * Coverage and journey results show the commit they were measured on, and the atlas warns when it is not the
 * commit the atlas was generated on (`npm run statecharts` records it in results.js with how many commits lie
 * between each measured commit and it): a figure of an older commit never passes silently as the current one.
 */
import { describe, expect, it } from 'vitest';
import { type GitState, type Results, withVersion } from '../../../scripts/statecharts/atlas/results.ts';
import type { MeasuredFile } from '../../../scripts/statecharts/measured.ts';
import { atlasText, loginMachine } from './render-atlas.ts';

const HEAD = 'fff0000';
const git = (dirty = false): GitState => ({
  head: HEAD,
  dirty,
  behind: (commit) => ({ abc1234: 140, fff0000: 0 })[commit] ?? null,
});

const measured = (commit: string) =>
  ({
    runs: {
      'login.machine': {
        ...{ model: 'login', level: 'machine', complete: true, states: [], transitions: [] },
        run: { at: '2026-11-01T10:00:00.000Z', commit, dirty: false, paths: 1, steps: 1, ms: 1 },
        ...{ blocked: [], machineTransitions: [] },
      },
    },
  }) as unknown as MeasuredFile;

const journeys = (commit: string): Results['journeys'] => ({
  login: { J01: { machine: { passed: 3, failed: 0, at: '2026-11-01T10:00:00.000Z', commit } } },
});

function results(commit: string, gitState: GitState | null = git()): Results {
  const base: Results = { journeys: journeys(commit), e2e: null, e2eRoutes: null };
  return withVersion(base, measured(commit), gitState, '2026-11-29T08:00:00.000Z');
}

describe('the commit of every figure', () => {
  it('results.js records the commit the atlas was generated on and how far behind each measured commit is', () => {
    const version = { commit: HEAD, dirty: false, at: '2026-11-29T08:00:00.000Z', behind: { abc1234: 140 } };
    expect(results('abc1234').version).toEqual(version);
    expect(results('0000000').version?.behind).toEqual({ '0000000': null });
  });

  it('coverage measured 140 commits back is flagged in the coverage tab and counted in the summary', () => {
    const r = results('abc1234');
    const atlas = { machines: [loginMachine('abc1234')] };
    const coverage = atlasText('#/login/cobertura', atlas, r);
    expect(coverage).toContain('abc1234 2026-11-01 10:00 UTC');
    expect(coverage).toContain('⚠ medido en abc1234, 140 commits antes de fff0000');
    const summary = atlasText('', atlas, r);
    expect(summary).toContain('Atlas generado en el commit fff0000');
    const older =
      '1 de 1 mediciones de cobertura y 1 de 1 resultados de recorridos son de commits anteriores';
    expect(summary).toContain(older);
  });

  it("a journey's result names its commit and warns when it is an older one", () => {
    const atlas = { machines: [loginMachine('abc1234')] };
    const text = atlasText('#/login/recorridos', atlas, results('abc1234'));
    for (const said of ['commit abc1234', '⚠ commit anterior', '140 commits antes de fff0000'])
      expect(text).toContain(said);
  });

  it('figures of the current commit carry no warning', () => {
    const atlas = { machines: [loginMachine(HEAD)] };
    const r = results(HEAD);
    for (const hash of ['', '#/login/cobertura', '#/login/recorridos'])
      expect(atlasText(hash, atlas, r)).not.toContain('⚠');
    expect(atlasText('', atlas, r)).toContain('Todas las mediciones son de este commit.');
  });

  it('a commit this repository does not have, and results without a generation commit, are warned about', () => {
    const atlas = { machines: [loginMachine('0000000')] };
    const unknown = atlasText('#/login/cobertura', atlas, results('0000000'));
    expect(unknown).toContain('⚠ medido en 0000000, un commit que este repositorio no tiene');
    const old: Results = { journeys: journeys('abc1234'), e2e: null, e2eRoutes: null };
    const undated = atlasText('', { machines: [loginMachine('abc1234')] }, old);
    expect(undated).toContain('⚠ Este atlas no dice en qué commit se generó');
  });
});
