/**
 * Registers the model suite of one machine at one level: the guard test, one test per generated path,
 * and the coverage test (100% states and transitions, and the run must have verified exactly what the
 * graph predicts). Prints the elapsed time as a benchmark.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { coverage, coveringPaths, isComplete, type Level, percent, summarize } from './coverage.ts';
import { type Analysis, analyze, listExclusions } from './graph.ts';
import { modelProblems } from './guards.ts';
import { writeMeasured } from './measured-file.ts';
import { createRecorder, runMachinePath, runUiPath, type UiMount } from './run.ts';
import type { AnyModel } from './types.ts';
import { machineWalk, uiWalk, walkSeed } from './walk.ts';

/** Per path: a hang fails in seconds (each step also has its own real-time limit, see run.ts). */
export const PATH_TIMEOUT_MS = { machine: 10_000, ui: 30_000 } as const;

/** Random walks per model: a few hundred steps at machine level, shorter ones through the screens. */
export const WALKS = {
  machine: { runs: Number(process.env.MODEL_WALK_RUNS ?? 4), steps: 100 },
  ui: { runs: Number(process.env.MODEL_UI_WALKS ?? 2), steps: 15 },
} as const;

/** The real clock, captured before any test fakes timers (for the printed benchmark). */
const realNow = performance.now.bind(performance);

function registerSuite(model: AnyModel, level: Level, host?: UiMount): void {
  describe(`${model.name} · ${level} level`, () => {
    const started = realNow();
    const analysis: Analysis = analyze(model);
    const recorder = createRecorder();

    test('the model is complete (samples, assertions, executors)', () => {
      expect(modelProblems(analysis)).toEqual([]);
    });

    // Every path at machine level; at UI level (each path mounts the app) a subset covering the same items.
    // MODEL_UI_PATHS=all runs every generated path at UI level too (slow; same coverage).
    // MODEL_MACHINE_PATHS=covering runs that covering subset at machine level too (mutation runs of the largest
    // flows, tooling/mutation/run.ts: seconds per mutant instead of every simple path).
    const allPaths =
      (level === 'machine' && process.env.MODEL_MACHINE_PATHS !== 'covering') ||
      process.env.MODEL_UI_PATHS === 'all';
    const paths = allPaths ? analysis.paths : coveringPaths(analysis, level);
    for (const path of paths) {
      // A UI path renders the app at every step: give long paths room (a timed-out path would keep running
      // in the background and switch the clock back to real timers under the next one).
      test(
        path.description,
        async () => {
          if (level === 'machine') await runMachinePath(analysis, path, recorder);
          else await runUiPath(analysis, path, recorder, host!);
        },
        PATH_TIMEOUT_MS[level],
      );
    }

    // Seeded random walks: what users do beyond the shortest paths (sequences, navigation, ignored events).
    const seed = walkSeed();
    test(
      `random walks (seed ${seed})`,
      async () => {
        if (level === 'machine') await machineWalk(analysis, recorder, { ...WALKS.machine, seed });
        else await uiWalk(analysis, recorder, host!, { ...WALKS.ui, seed });
      },
      level === 'machine' ? 20_000 : 60_000,
    );

    test('every transition the coverage leaves out is measured taken, or justified in the model', () => {
      const { forbidden, history } = listExclusions(analysis.machine);
      const excluded = model.excluded ?? {};
      const unexplained = [
        ...forbidden.filter((t) => !recorder.blocked.has(t.id) && !excluded[t.id]).map((t) => t.id),
        ...history.filter((key) => !excluded[key]),
      ];
      // Required of every model with a spec oracle (the registry requires one of every model but those still
      // listed in `oraclePending`, whose gaps the statecharts report shows as "never taken, not justified").
      if (model.oracle)
        expect(unexplained, 'left out of the coverage, never taken and not justified').toEqual([]);
      else if (unexplained.length)
        console.warn(`[model] ${model.name}: not justified yet: ${unexplained.join(', ')}`);
      const stale = Object.keys(excluded).filter(
        (id) => !forbidden.some((t) => t.id === id) && !history.includes(id),
      );
      expect(stale, 'justifications for transitions that do not exist').toEqual([]);
    });

    test("the run measured 100% of states and transitions (from the actor's inspection events)", () => {
      const expected = coverage(analysis, level);
      const observed = summarize(analysis, recorder);
      // Measured, not predicted: what the actor took while the paths ran.
      expect(observed.uncovered).toEqual({ states: [], transitions: [] });
      expect(expected.uncovered).toEqual({ states: [], transitions: [] });
      expect(isComplete(observed)).toBe(true);
    });

    afterAll(() => {
      const c = summarize(analysis, recorder);
      const ms = Math.round(realNow() - started);
      writeMeasured(analysis, level, recorder, { paths: paths.length, ms });
      console.log(
        `[model] ${model.name} · ${level}: ${recorder.paths}/${paths.length} paths run (${analysis.paths.length} generated), ${recorder.steps} steps, ` +
          `measured states ${percent(c.states)} (${c.states.join('/')}), transitions ${percent(c.transitions)} ` +
          `(${c.transitions.join('/')}) in ${ms} ms`,
      );
    });
  });
}

export function machineSuite(model: AnyModel): void {
  registerSuite(model, 'machine');
}

export function uiSuite(model: AnyModel, host: UiMount): void {
  registerSuite(model, 'ui', host);
}
