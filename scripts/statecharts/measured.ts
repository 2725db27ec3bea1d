/**
 * The measured input of the statecharts report: coverage measured by the model suites' runs (folded from
 * `.tmp/model-coverage/` by `npm run statecharts`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Level } from '../../tests/model/harness/coverage.ts';
import type { ClassesRun, MeasuredRun } from '../../tests/model/harness/measured-file.ts';

export interface MeasuredFile {
  /** `<model>.<level>` → the last complete run's measurement. */
  runs: Record<string, MeasuredRun>;
  /** `<model>.<level>.<kind>` → the last run's boundary and class coverage (class walks, oracle rows). */
  classes?: Record<string, ClassesRun>;
}

function readJson<T>(path: string, fallback: T): T {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : fallback;
}

export function readMeasured(dir: string): MeasuredFile {
  return readJson(join(dir, 'measured.json'), { runs: {} });
}

export function measuredKey(model: string, level: Level): string {
  return `${model}.${level}`;
}

/** Folds the complete runs found in `runsDir` into `current` (newer runs replace older ones). */
export function foldRuns(
  current: MeasuredFile,
  runsDir: string,
  modelNames: readonly string[],
): { file: MeasuredFile; folded: string[] } {
  const runs = { ...current.runs };
  const folded: string[] = [];
  if (existsSync(runsDir)) {
    for (const name of readdirSync(runsDir).filter((f) => f.endsWith('.json'))) {
      const run = JSON.parse(readFileSync(join(runsDir, name), 'utf8')) as MeasuredRun;
      if (!run.complete || !modelNames.includes(run.model)) continue;
      const key = measuredKey(run.model, run.level);
      const previous = runs[key];
      if (!previous || previous.run.at <= run.run.at) {
        runs[key] = run;
        folded.push(key);
      }
    }
  }
  const sorted = Object.fromEntries(Object.entries(runs).sort(([a], [b]) => (a < b ? -1 : 1)));
  const classes = { ...(current.classes ?? {}) };
  const classesDir = join(runsDir, 'classes');
  if (existsSync(classesDir)) {
    for (const name of readdirSync(classesDir).filter((f) => f.endsWith('.json'))) {
      const run = JSON.parse(readFileSync(join(classesDir, name), 'utf8')) as ClassesRun;
      if (!modelNames.includes(run.model)) continue;
      const key = `${run.model}.${run.level}.${run.kind}`;
      const previous = classes[key];
      if (!previous || previous.at <= run.at) {
        classes[key] = run;
        folded.push(key);
      }
    }
  }
  const sortedClasses = Object.fromEntries(Object.entries(classes).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    file: { runs: sorted, ...(Object.keys(sortedClasses).length ? { classes: sortedClasses } : {}) },
    folded,
  };
}
