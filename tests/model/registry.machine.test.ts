import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { coverage, isComplete, summarize } from './harness/coverage.ts';
import { analyze } from './harness/graph.ts';
import { createRecorder, runMachinePath } from './harness/run.ts';
import { models, uiPending } from './registry.ts';

const machinesDir = resolve(import.meta.dirname, '..', '..', 'machines');

describe('model registry', () => {
  test('every machine in machines/ has a model, with the same name and a machine test', () => {
    const machineFiles = readdirSync(machinesDir)
      .filter((f) => f.endsWith('.machine.ts'))
      .map((f) => f.replace(/\.machine\.ts$/, ''))
      .sort();
    expect(models.map((m) => m.name).sort()).toEqual(machineFiles);
    const tests = readdirSync(import.meta.dirname);
    for (const name of machineFiles) expect(tests).toContain(`${name}.machine.test.ts`);
  });

  test('every model is at 100% at machine level; benchmark of the whole machine-level suite', async () => {
    const started = performance.now();
    let paths = 0;
    let steps = 0;
    for (const model of models) {
      const analysis = analyze(model);
      const recorder = createRecorder();
      for (const path of analysis.paths) await runMachinePath(analysis, path, recorder);
      expect(isComplete(summarize(analysis, recorder)), model.name).toBe(true);
      expect(isComplete(coverage(analysis, 'machine')), model.name).toBe(true);
      paths += recorder.paths;
      steps += recorder.steps;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[model] all ${models.length} machines, machine level: ${paths} paths, ${steps} steps in ${seconds} s`,
    );
  }, 120_000);

  test('UI level: each model has its UI run and test at 100%, or is listed as pending', () => {
    const tests = readdirSync(import.meta.dirname);
    for (const model of models) {
      if (model.ui === null) {
        expect(uiPending, `${model.name} has no UI level and is not listed as pending`).toContain(model.name);
      } else {
        expect(uiPending, `${model.name} has its UI level: remove it from uiPending`).not.toContain(
          model.name,
        );
        expect(tests).toContain(`${model.name}.ui.test.tsx`);
        expect(isComplete(coverage(analyze(model), 'ui')), model.name).toBe(true);
      }
    }
  });
});
