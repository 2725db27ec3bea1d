import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { coverage, isComplete } from './harness/coverage.ts';
import { analyze } from './harness/graph.ts';
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

  test('every model is at 100% at machine level', () => {
    for (const model of models)
      expect(isComplete(coverage(analyze(model), 'machine')), model.name).toBe(true);
  });

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
