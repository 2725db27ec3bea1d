/**
 * Measured coverage files: each model suite writes what its run measured to `.tmp/model-coverage/<name>.<level>.json`
 * (not committed); `npm run statecharts` folds complete runs into `statecharts/measured.json` (committed), which
 * coverage.json and the statecharts report read, with the run they came from.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Level } from './coverage.ts';
import type { Analysis } from './graph.ts';
import type { Recorder } from './run.ts';

export const MEASURED_DIR = resolve(import.meta.dirname, '..', '..', '..', '.tmp', 'model-coverage');

export interface MeasuredRun {
  model: string;
  level: Level;
  /** Every path of the suite ran (a filtered run, `-t`, is not a measurement of the model). */
  complete: boolean;
  run: { at: string; commit: string; dirty: boolean; paths: number; steps: number; ms: number };
  states: string[];
  transitions: string[];
  /** Forbidden/blocking transitions taken (left out of the totals). */
  blocked: string[];
  /** The transition ids of the machine when it was measured (a changed machine makes the measurement stale). */
  machineTransitions: string[];
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

export function writeMeasured(
  analysis: Analysis,
  level: Level,
  recorder: Recorder,
  info: { paths: number; ms: number },
): void {
  const file: MeasuredRun = {
    model: analysis.model.name,
    level,
    complete: recorder.paths === info.paths,
    run: {
      at: new Date(performance.timeOrigin + performance.now()).toISOString(),
      commit: git(['rev-parse', '--short', 'HEAD']),
      dirty:
        git([
          'status',
          '--porcelain',
          '--',
          'machines',
          'src',
          'tests/model',
          'tests/flows',
          'tests/rules',
        ]) !== '',
      paths: recorder.paths,
      steps: recorder.steps,
      ms: info.ms,
    },
    states: [...recorder.states].sort(),
    transitions: [...recorder.transitions].sort(),
    blocked: [...recorder.blocked].sort(),
    machineTransitions: analysis.transitions.map((t) => t.id),
  };
  mkdirSync(MEASURED_DIR, { recursive: true });
  writeFileSync(
    resolve(MEASURED_DIR, `${analysis.model.name}.${level}.json`),
    `${JSON.stringify(file, null, 2)}\n`,
  );
}

/**
 * Boundary and class coverage (issue 25): what a model's class walks (`classes.ts`) and its oracle-row check
 * (`rows.ts`) covered in a run, written to `.tmp/model-coverage/classes/<model>.<level>.<kind>.json` and folded by
 * `npm run statecharts` into `measured.json` → `classes`, which the atlas's coverage tab shows per flow.
 */
export const CLASSES_DIR = resolve(MEASURED_DIR, 'classes');

export interface ClassesRun {
  model: string;
  level: Level;
  /** `walks`: the boundary and class walks (a bound, one below, one above; every value); `rows`: oracle rows. */
  kind: 'walks' | 'rows';
  at: string;
  commit: string;
  /** Covered: walks that passed, rows some path or walk used. */
  covered: string[];
  /** Walks that failed; rows nothing used. */
  missing: string[];
}

export function writeClasses(run: Omit<ClassesRun, 'at' | 'commit'>): void {
  const file: ClassesRun = {
    ...run,
    at: new Date(performance.timeOrigin + performance.now()).toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    covered: [...run.covered].sort(),
    missing: [...run.missing].sort(),
  };
  mkdirSync(CLASSES_DIR, { recursive: true });
  writeFileSync(
    resolve(CLASSES_DIR, `${run.model}.${run.level}.${run.kind}.json`),
    `${JSON.stringify(file, null, 2)}\n`,
  );
}
