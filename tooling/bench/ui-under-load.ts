/**
 * `npm run test:ui-under-load`: the UI suites (Vitest project `ui`, jsdom) run several times while other processes
 * keep every CPU busy, as on a loaded CI machine, and every test that fails even once is listed with how often. A
 * test that passes alone but fails here waits on something the machine's speed decides (a render not yet
 * committed, a timer racing a promise): it is a bug of the test or of the app, never "flaky".
 *
 *   npm run test:ui-under-load                    # 5 runs, one busy process per CPU
 *   npm run test:ui-under-load -- --runs 3 --load 4 tests/flows/application   # some files or folders
 *
 * Exits 1 when a test failed in any run. Prints the load average before and after.
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    load: { type: 'string', default: String(os.cpus().length) },
    'busy-child': { type: 'boolean', default: false },
  },
});

const REPORT = path.join('.tmp', 'test-results', 'vitest.json');

if (args['busy-child']) {
  // A busy loop that yields now and then (so the parent can stop it), as a compile or a browser would load a core.
  const spin = () => {
    const until = Date.now() + 200;
    while (Date.now() < until) Math.sqrt(Math.random());
    setImmediate(spin);
  };
  spin();
} else {
  const runs = Math.max(1, Number(args.runs));
  const load = Math.max(0, Number(args.load));
  const busy: ChildProcess[] = Array.from({ length: load }, () =>
    fork(new URL(import.meta.url).pathname, ['--busy-child'], {
      stdio: 'ignore',
      execArgv: ['--import', 'tsx'],
    }),
  );
  const loadBefore = os.loadavg().map((l) => l.toFixed(2));
  const failures = new Map<string, number>();
  // The project's JSON reporter writes REPORT (the atlas's "last run"): read it after each run, put the last
  // ordinary run's report back at the end.
  const out = mkdtempSync(path.join(os.tmpdir(), 'ui-under-load-'));
  const kept = path.join(out, 'kept.json');
  if (existsSync(REPORT)) copyFileSync(REPORT, kept);
  try {
    for (let run = 1; run <= runs; run++) {
      const started = Date.now();
      spawnSync(
        process.execPath,
        [path.join('node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'ui', ...positionals],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const result = JSON.parse(readFileSync(REPORT, 'utf8')) as {
        numTotalTests: number;
        testResults: Array<{
          name: string;
          status: string;
          assertionResults: Array<{ fullName: string; status: string }>;
        }>;
      };
      let failed = 0;
      for (const file of result.testResults) {
        if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed')) {
          // The file itself failed (a missing module, an error outside any test).
          failed++;
          const key = `${path.relative(process.cwd(), file.name)} › (the file failed to run)`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        for (const t of file.assertionResults) {
          if (t.status !== 'failed') continue;
          failed++;
          const key = `${path.relative(process.cwd(), file.name)} › ${t.fullName}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
      console.log(
        `run ${run}/${runs}: ${result.numTotalTests} tests, ${failed} failed, ${Math.round((Date.now() - started) / 1000)} s (load ${os.loadavg()[0]?.toFixed(2)})`,
      );
    }
  } finally {
    for (const child of busy) child.kill('SIGKILL');
    if (existsSync(kept)) copyFileSync(kept, REPORT);
    rmSync(out, { recursive: true, force: true });
  }
  console.log(
    `\nLoad average ${loadBefore.join(' / ')} before, ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} after; ${load} busy processes on ${os.cpus().length} CPUs.`,
  );
  if (failures.size === 0) console.log(`No UI test failed in ${runs} runs under load.`);
  else {
    console.log(`\n| test | failed in runs |\n|---|---:|`);
    for (const [name, n] of [...failures].sort((a, b) => b[1] - a[1]))
      console.log(`| ${name} | ${n}/${runs} |`);
    process.exitCode = 1;
  }
}
