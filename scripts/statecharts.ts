/**
 * `npm run statecharts`: writes, for every model in tests/model/registry.ts (the flow machines, `models`, and the
 * rules outside the flows, `ruleModels`, shown apart as rules), `statecharts/<name>.svg` (engineer's
 * diagram), `.mmd`, `.journeys.md`, the atlas (`index.html`, `atlas/data.js`, `atlas/<name>.flow.svg`), plus
 * `coverage.json`, `index.json` (for the in-app viewer) and `README.md`; and `atlas/results.js` from the last test
 * run (`.tmp/test-results/`) with the commit the atlas is generated on (every figure of another commit is flagged
 * in the atlas), which the check does not compare.
 * `npm run statecharts -- --traffic <events.json | postgres://…>` also writes `atlas/traffic.js`: real sessions'
 * traffic on each screen flow (scripts/statecharts/traffic/; not compared by the check, never committed).
 * `npm run statecharts:check`: regenerates into a temporary folder and fails when the committed files differ, when
 * a screen state has no Spanish title or a step of the screen flow no Spanish label, or when the analytics
 * collector's allow-list (server/analytics/allow-list.gen.ts, written with the atlas) is stale.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MEASURED_DIR } from '../tests/model/harness/measured-file.ts';
import { models, ruleModels } from '../tests/model/registry.ts';
import { ALLOW_LIST_FILE, allowListSource } from './statecharts/allow-list.ts';
import {
  collectResults,
  gitState,
  readPreviousResults,
  resultsJs,
  withVersion,
} from './statecharts/atlas/results.ts';
import { differences, generate, ownedFiles } from './statecharts/generate.ts';
import { foldRuns, readMeasured } from './statecharts/measured.ts';
import { allReports, measuredProblems } from './statecharts/report.ts';
import { readTraffic, TRAFFIC_FILE, trafficJs, trafficOf } from './statecharts/traffic/index.ts';

const OUT = resolve(import.meta.dirname, '..', 'statecharts');

function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

if (process.argv.includes('--check')) {
  // Measured coverage: every flow machine at 100% at machine and UI level, every rule at machine level, measured
  // on the current machine.
  const reports = allReports(models, ruleModels, readMeasured(OUT));
  const problems = [
    ...measuredProblems(reports.flows),
    ...measuredProblems(reports.rules),
    ...(await differences(OUT, models, ruleModels)),
    ...(readOr(ALLOW_LIST_FILE) === allowListSource(models)
      ? []
      : ['out of date: server/analytics/allow-list.gen.ts (the analytics allow-list)']),
  ];
  if (problems.length) {
    console.error(
      `statecharts:check failed; run \`npm run statecharts\` and commit:\n  ${problems.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('statecharts:check ok: statecharts/ is up to date');
  }
} else {
  // Fold the complete runs of the model suites (`npx vitest run tests/flows tests/rules` writes .tmp/model-coverage/).
  const { file: measured, folded } = foldRuns(
    readMeasured(OUT),
    MEASURED_DIR,
    [...models, ...ruleModels].map((m) => m.name),
  );
  if (folded.length) console.log(`statecharts: measured coverage from the last runs of ${folded.join(', ')}`);
  const previous = readPreviousResults(OUT);
  const { files, flows, labelProblems } = await generate(OUT, models, OUT, { measured, rules: ruleModels });
  for (const file of ownedFiles(OUT)) if (!files.includes(file)) rmSync(join(OUT, file));
  const results = withVersion(collectResults(previous, flows, measured), measured, gitState());
  writeFileSync(join(OUT, 'atlas', 'results.js'), resultsJs(results));
  writeFileSync(ALLOW_LIST_FILE, allowListSource(models));
  const at = process.argv.indexOf('--traffic');
  if (at >= 0) {
    const source = process.argv[at + 1];
    if (!source) throw new Error('--traffic needs a file of flow events or a PostgreSQL URL');
    const input = await readTraffic(source);
    const traffic = trafficOf(source, input, models, flows);
    writeFileSync(join(OUT, TRAFFIC_FILE), trafficJs(traffic));
    console.log(
      `statecharts: traffic of ${traffic.sessions} sessions (${traffic.events} events${input.invalid ? `, ${input.invalid} left out` : ''}) in statecharts/${TRAFFIC_FILE}`,
    );
  }
  console.log(`statecharts: ${files.length} files written to statecharts/ (atlas: statecharts/index.html)`);
  if (labelProblems.length) {
    console.error(
      `statecharts: Spanish labels missing (statecharts:check fails):\n  ${labelProblems.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}
