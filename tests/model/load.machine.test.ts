/**
 * Every machine module loads (its configuration is valid): imported inside a test, so a broken configuration (an
 * initial state or an invoke id that does not exist) fails a test rather than only the loading of a test file,
 * which StrykerJS's Vitest runner does not count as a failure (docs/testing.md, "Mutation score").
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { AnyStateMachine } from 'xstate';

const root = resolve(import.meta.dirname, '..', '..');

function machineFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return machineFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe('machine modules', () => {
  for (const file of machineFiles(resolve(root, 'machines'))) {
    test(`${relative(root, file)} loads and its machines start`, async () => {
      const module = (await import(file)) as Record<string, unknown>;
      const machines = Object.values(module).filter(
        (value): value is AnyStateMachine =>
          typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value,
      );
      for (const machine of machines) expect(machine.root.initial ?? machine.root.type).toBeTruthy();
      // A flow machine's id is its name (machines/<name>.machine.ts or machines/<name>/machine.ts): the /statecharts
      // viewer finds the diagram of a running flow by the id its actor reports (src/app/devtools/live.ts).
      const flow =
        /^machines\/([^/]+)\.machine\.ts$/.exec(relative(root, file))?.[1] ??
        /^machines\/([^/]+)\/machine\.ts$/.exec(relative(root, file))?.[1];
      if (flow) expect(machines.map((m) => m.id)).toContain(flow);
    });
  }
});
