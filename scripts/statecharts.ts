/**
 * `npm run statecharts`: writes, for every model in tests/model/registry.ts, `statecharts/<name>.svg`,
 * `.mmd`, `.paths.md`, plus `coverage.json`, `index.json` (for the in-app viewer) and `README.md`.
 * `npm run statecharts:check`: regenerates into a temporary folder and fails when the committed files differ.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { models } from '../tests/model/registry.ts';
import { differences, generate } from './statecharts/generate.ts';

const OUT = resolve(import.meta.dirname, '..', 'statecharts');

if (process.argv.includes('--check')) {
  const problems = await differences(OUT, models);
  if (problems.length) {
    console.error(
      `statecharts:check failed; run \`npm run statecharts\` and commit:\n  ${problems.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('statecharts:check ok: statecharts/ is up to date');
  }
} else {
  const files = await generate(OUT, models);
  for (const file of readdirSync(OUT)) if (!files.includes(file)) rmSync(join(OUT, file));
  console.log(`statecharts: ${files.length} files written to statecharts/`);
}
