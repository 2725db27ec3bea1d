/**
 * `npm run statecharts`: writes, for every model in tests/model/registry.ts, `statecharts/<name>.svg`,
 * `.mmd`, `.paths.md`, plus `coverage.json`, `index.json` (for the in-app viewer) and `README.md`.
 * `npm run statecharts:check`: regenerates into a temporary folder and fails when the committed files differ.
 * Output is deterministic (no timestamps, stable order).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { analyze } from '../tests/model/harness/graph.ts';
import { models } from '../tests/model/registry.ts';
import { renderSvg, toDot } from './statecharts/dot.ts';
import { viewerIndex } from './statecharts/index-json.ts';
import { toMermaid } from './statecharts/mermaid.ts';
import { coverageJson, type MachineReport, machineReport, pathsMarkdown, readme } from './statecharts/report.ts';

const OUT = resolve(import.meta.dirname, '..', 'statecharts');

export async function generate(outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  const write = (file: string, content: string) => {
    writeFileSync(join(outDir, file), content);
    written.push(file);
  };
  const analyses = models.map(analyze);
  const reports: Record<string, MachineReport> = {};
  for (const analysis of analyses) {
    const { name } = analysis.model;
    write(`${name}.svg`, await renderSvg(toDot(name, analysis.machine)));
    write(`${name}.mmd`, toMermaid(analysis.machine));
    write(`${name}.paths.md`, pathsMarkdown(analysis));
    reports[name] = machineReport(analysis);
  }
  write('coverage.json', coverageJson(reports));
  write('index.json', viewerIndex(analyses));
  write('README.md', readme(analyses, reports));
  return written.sort();
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  if (!check) {
    const files = await generate(OUT);
    for (const file of readdirSync(OUT)) if (!files.includes(file)) rmSync(join(OUT, file));
    console.log(`statecharts: ${files.length} files written to statecharts/`);
    return;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'statecharts-'));
  try {
    const files = await generate(tmp);
    const committed = existsSync(OUT) ? readdirSync(OUT).sort() : [];
    const problems: string[] = [];
    for (const file of files) {
      if (!committed.includes(file)) problems.push(`missing: statecharts/${file}`);
      else if (readFileSync(join(OUT, file), 'utf8') !== readFileSync(join(tmp, file), 'utf8')) {
        problems.push(`out of date: statecharts/${file}`);
      }
    }
    for (const file of committed) if (!files.includes(file)) problems.push(`not generated: statecharts/${file}`);
    if (problems.length) {
      console.error(`statecharts:check failed — run \`npm run statecharts\` and commit:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(`statecharts:check ok (${files.length} files up to date)`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
