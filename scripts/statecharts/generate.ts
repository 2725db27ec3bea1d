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
import { type ScreenFlow, screenFlow } from './atlas/flow.ts';
import { flowDot, withThumbnails } from './atlas/flow-dot.ts';
import { FLOW_NAMES, RULE_NAMES } from './atlas/flow-names.ts';
import { type AtlasMachine, atlasMachine, dataJs, INDEX_HTML } from './atlas/html.ts';
import { journeysMarkdown } from './atlas/journeys-md.ts';
import { labelProblems } from './atlas/labels.ts';
import { renderSvg, toDot } from './dot.ts';
import { viewerIndex } from './index-json.ts';
import { type MeasuredFile, readMeasured } from './measured.ts';
import { toMermaid } from './mermaid.ts';
import { coverageJson, type MachineReport, machineReport, type RuleEntry, readme } from './report.ts';

/**
 * Generated and compared; `atlas/results.js` (the last test run), `atlas/traffic.js` (real sessions, with
 * `--traffic`) and `shots/` (thumbnails) are not.
 */
export const NOT_COMPARED = ['atlas/results.js', 'atlas/traffic.js'];
export const SHOTS_DIR = 'shots';

/**
 * Generates all files into `outDir` and returns their names, sorted. The measured coverage is an input kept in
 * `sourceDir` (statecharts/measured.json): it is written back unchanged, and coverage.json and README.md report it
 * (the mutation scores are not here: `npm run test:mutation` reports them outside git, tooling/README.md). `rules`: the rules outside the flows
 * (`ruleModels`), each with its diagram, states flow, journeys and machine-level coverage, shown apart from
 * the flows (never in index.json, the in-app viewer's list of the app's machines).
 */
export interface Generated {
  files: string[];
  flows: Record<string, ScreenFlow>;
  /** Screens without a Spanish title, transitions on the screen flow without a label, stale atlas entries. */
  labelProblems: string[];
}

export async function generate(
  outDir: string,
  models: readonly AnyModel[],
  sourceDir: string = outDir,
  inputs: { measured?: MeasuredFile; rules?: readonly AnyModel[] } = {},
): Promise<Generated> {
  mkdirSync(join(outDir, 'atlas'), { recursive: true });
  const written: string[] = [];
  const write = (file: string, content: string) => {
    writeFileSync(join(outDir, file), content);
    written.push(file);
  };
  const measured = inputs.measured ?? readMeasured(sourceDir);
  const analyses = models.map(analyze);
  const reports: Record<string, MachineReport> = {};
  const flows: Record<string, ScreenFlow> = {};
  const atlas: AtlasMachine[] = [];
  const problems: string[] = [];
  const shots = existsSync(join(sourceDir, SHOTS_DIR)) ? readdirSync(join(sourceDir, SHOTS_DIR)) : [];
  const ruleAnalyses = (inputs.rules ?? []).map(analyze);
  const ruleReports: Record<string, MachineReport> = {};
  const rules: RuleEntry[] = [];
  for (const analysis of [...analyses, ...ruleAnalyses]) {
    const { name } = analysis.model;
    const isRule = ruleAnalyses.includes(analysis);
    const rule = isRule ? (RULE_NAMES[name] ?? null) : null;
    write(`${name}.svg`, await renderSvg(toDot(name, analysis.machine)));
    write(`${name}.mmd`, toMermaid(analysis.machine));
    const report = machineReport(analysis, measured, isRule ? 'rule' : 'flow');
    if (isRule) {
      ruleReports[name] = report;
      rules.push({ analysis, report, functions: rule?.functions ?? [], source: rule?.source ?? '' });
    } else reports[name] = report;
    const flow = screenFlow(analysis);
    flows[name] = flow;
    problems.push(
      ...(isRule
        ? rule
          ? []
          : [`${name}: the rule has no Spanish name in scripts/statecharts/atlas/flow-names.ts (RULE_NAMES)`]
        : FLOW_NAMES[name]
          ? []
          : [`${name}: the flow has no Spanish name in scripts/statecharts/atlas/flow-names.ts`]),
      ...labelProblems(name, analysis.machine),
      ...flow.unlabelled.map(
        (id) => `${name}: the transition ${id} is on the screen flow without a Spanish label`,
      ),
    );
    const shot = (prefix: string) => (key: string) => {
      const file = shots.find((f) => f.startsWith(`${name}--${key}.`));
      return file ? `${prefix}${SHOTS_DIR}/${file}` : null;
    };
    const svg = await renderSvg(flowDot(name, flow, { states: isRule }));
    // A rule's states are no screens: no thumbnails.
    const noShot = () => null;
    write(`atlas/${name}.flow.svg`, isRule ? svg : withThumbnails(svg, name, shot('../')));
    const inline = (isRule ? svg : withThumbnails(svg, name, shot(''))).replace(/^[\s\S]*?(<svg)/, '$1');
    atlas.push(
      atlasMachine(analysis, flow, report, inline, isRule ? noShot : shot(''), measured.classes, rule),
    );
    write(`${name}.journeys.md`, journeysMarkdown(analysis.model, flow));
  }
  write('coverage.json', coverageJson(reports, ruleReports));
  write('index.json', viewerIndex(analyses));
  write('README.md', readme(analyses, reports, rules));
  write('measured.json', `${JSON.stringify(measured, null, 2)}\n`);
  write('atlas/data.js', dataJs(atlas));
  write('index.html', INDEX_HTML);
  return { files: written.sort(), flows, labelProblems: problems };
}

/** The files of a statecharts folder that generation owns (top level and atlas/, without the last run's results). */
export function ownedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const top = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
  const atlasDir = join(dir, 'atlas');
  const atlas = existsSync(atlasDir) ? readdirSync(atlasDir).map((f) => `atlas/${f}`) : [];
  return [...top, ...atlas].filter((f) => !NOT_COMPARED.includes(f)).sort();
}

/** Regenerates into a temporary folder and lists how `dir` differs from it (empty when up to date). */
export async function differences(
  dir: string,
  models: readonly AnyModel[],
  rules: readonly AnyModel[] = [],
): Promise<string[]> {
  const tmp = mkdtempSync(join(tmpdir(), 'statecharts-'));
  try {
    const { files, labelProblems } = await generate(tmp, models, dir, { rules });
    const committed = ownedFiles(dir);
    const problems: string[] = [...labelProblems];
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
