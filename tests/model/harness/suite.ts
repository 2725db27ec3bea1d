/**
 * Registers the model suite of one machine at one level: the guard test, one test per generated path,
 * and the coverage test (100% states and transitions, and the run must have verified exactly what the
 * graph predicts). Prints the elapsed time as a benchmark.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { coverage, coveringPaths, isComplete, type Level, percent, summarize } from './coverage.ts';
import { type Analysis, analyze } from './graph.ts';
import { modelProblems } from './guards.ts';
import { createRecorder, runMachinePath, runUiPath, type UiMount } from './run.ts';
import type { AnyModel } from './types.ts';

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
    const allPaths = level === 'machine' || process.env.MODEL_UI_PATHS === 'all';
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
        level === 'machine' ? 30_000 : 120_000,
      );
    }

    test('covers 100% of states and transitions, as the graph predicts', () => {
      const expected = coverage(analysis, level);
      const observed = summarize(analysis, recorder);
      expect(observed.uncovered).toEqual(expected.uncovered);
      expect(expected.uncovered).toEqual({ states: [], transitions: [] });
      expect(isComplete(observed)).toBe(true);
    });

    afterAll(() => {
      const c = summarize(analysis, recorder);
      const ms = Math.round(realNow() - started);
      console.log(
        `[model] ${model.name} · ${level}: ${recorder.paths}/${paths.length} paths run (${analysis.paths.length} generated), ${recorder.steps} steps, ` +
          `states ${percent(c.states)} (${c.states.join('/')}), transitions ${percent(c.transitions)} ` +
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
