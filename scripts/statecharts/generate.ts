/**
 * Writes every artifact for a list of models into a folder, and compares a folder with a fresh generation.
 * Output is deterministic (no timestamps, stable order) so the comparison is meaningful.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyze } from '../../tests/model/harness/graph.ts';
import type { AnyModel } from '../../tests/model/harness/types.ts';
import { renderSvg, toDot } from './dot.ts';
import { viewerIndex } from './index-json.ts';
import { type MeasuredFile, type MutationFile, readMeasured, readMutation } from './measured.ts';
import { toMermaid } from './mermaid.ts';
import { coverageJson, type MachineReport, machineReport, pathsMarkdown, readme } from './report.ts';

/**
 * Generates all files into `outDir` and returns their names, sorted. The measured coverage and the mutation
 * scores are inputs kept in `sourceDir` (statecharts/measured.json, statecharts/mutation.json): they are written
 * back unchanged, and coverage.json and README.md report them.
 */
export async function generate(
  outDir: string,
  models: readonly AnyModel[],
  sourceDir: string = outDir,
  inputs: { measured?: MeasuredFile; mutation?: MutationFile } = {},
): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  const write = (file: string, content: string) => {
    writeFileSync(join(outDir, file), content);
    written.push(file);
  };
  const measured = inputs.measured ?? readMeasured(sourceDir);
  const mutation = inputs.mutation ?? readMutation(sourceDir);
  const analyses = models.map(analyze);
  const reports: Record<string, MachineReport> = {};
  for (const analysis of analyses) {
    const { name } = analysis.model;
    write(`${name}.svg`, await renderSvg(toDot(name, analysis.machine)));
    write(`${name}.mmd`, toMermaid(analysis.machine));
    write(`${name}.paths.md`, pathsMarkdown(analysis));
    reports[name] = machineReport(analysis, measured);
  }
  write('coverage.json', coverageJson(reports));
  write('index.json', viewerIndex(analyses));
  write('README.md', readme(analyses, reports, mutation));
  write('measured.json', `${JSON.stringify(measured, null, 2)}\n`);
  write('mutation.json', `${JSON.stringify(mutation, null, 2)}\n`);
  return written.sort();
}

/** Regenerates into a temporary folder and lists how `dir` differs from it (empty when up to date). */
export async function differences(dir: string, models: readonly AnyModel[]): Promise<string[]> {
  const tmp = mkdtempSync(join(tmpdir(), 'statecharts-'));
  try {
    const files = await generate(tmp, models, dir);
    const committed = existsSync(dir) ? readdirSync(dir).sort() : [];
    const problems: string[] = [];
    for (const file of files) {
      if (!committed.includes(file)) problems.push(`missing: ${file}`);
      else if (readFileSync(join(dir, file), 'utf8') !== readFileSync(join(tmp, file), 'utf8')) {
        problems.push(`out of date: ${file}`);
      }
    }
    for (const file of committed) if (!files.includes(file)) problems.push(`not generated: ${file}`);
    return problems;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
