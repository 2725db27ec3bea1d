/**
 * The tests StrykerJS runs for each mutant (`npm run test:mutation`): the model suites at machine level and the
 * unit tests of machines/ and src/domain/, in node. The UI level (jsdom) is left out here: it costs ten times more
 * per run and the oracle kills the same mutants at machine level; `npm run test:audit-mutants` runs both levels.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The repository root (Stryker's sandbox copy of it): the globs below are relative to it, wherever this file is.
  root: resolve(import.meta.dirname, '..', '..'),
  test: {
    environment: 'node',
    // tooling/mutation/run.ts narrows this to the mutated file's own suites (MUTATION_TESTS).
    include: process.env.MUTATION_TESTS?.split(',') ?? [
      'tests/flows/**/*.test.ts',
      'tests/rules/**/*.test.ts',
      'tests/model/*.machine.test.ts',
      'tests/unit/machines/**/*.test.ts',
      'tests/unit/domain/**/*.test.ts',
    ],
    // The registry test re-builds every graph (slow, no extra kills).
    exclude: ['tests/model/registry.machine.test.ts', 'tests/model/harness.machine.test.ts'],
    // One module graph per worker, not per file: each mutant's run starts a fresh `vitest run` (the mutant is
    // switched on for the whole process), so no run sees another's modules, and the files of one run share their
    // imports (a third less CPU per mutant for the promoter's suites). Stryker's initial run checks that every test
    // passes this way on the unmutated code.
    isolate: false,
    testTimeout: 10_000,
    hookTimeout: 10_000,
    // Fewer random walks per mutant: the shortest paths and the oracle do most of the killing.
    env: { MODEL_WALK_RUNS: '1' },
  },
});
