/**
 * The notices lint (issue 40.4, "every walked outcome asserted"): every notice a flow's machine writes — an alert it
 * emits, a field error or a failure text it assigns — must be read by a check of that flow's model. A notice that
 * no check reads is a path that is walked but whose result nobody looks at: the slip that removes or rewords it
 * survives every model suite.
 *
 * The criterion is static and textual, so it runs on the working tree and on a planted tree (file → source):
 *
 * - A machine's notices are its message constants (`export const X_MESSAGE = '…'`, `X_DESCRIPTION`, and
 *   `xMessage = (…) => \`…\`` templates) in `machines/<flow>/messages.ts` or `machines/<flow>.machine.ts`, that a
 *   machine file other than the view uses (an action, a state, a form rule: something a transition writes).
 * - A check reads a notice when its text (a template's longest literal part) is written in one of the flow's
 *   check files (`tests/flows/<flow>/*.ts(x)` but the tests themselves and the oracle), or is written in the flow's
 *   oracle (`<flow>.oracle.ts`, the spec's words) under a key that a check file names. A text only in the oracle,
 *   under a key no check names, is unread.
 */
import { stripSource } from './scan.ts';

/** A notice a machine writes. */
export interface Notice {
  flow: string;
  /** The constant's name. */
  name: string;
  /** Its text; for a template, its longest literal part. */
  text: string;
  file: string;
}

export interface NoticeGap {
  notice: Notice;
  /** `missing`: the text is in no check file nor the oracle; `unread`: in the oracle, under keys no check names. */
  kind: 'missing' | 'unread';
  /** The oracle keys that hold the text (for `unread`). */
  keys: string[];
}

/** Constant names that hold a notice (the house's naming: `*_MESSAGE`, `*_DESCRIPTION`, `*Message`). */
const NOTICE_NAME = /(_MESSAGE|_DESCRIPTION|Message)$/;
const DECLARATION =
  /export\s+const\s+(\w+)\s*(?::[^=\n]+)?=\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|\([^)]*\)\s*(?::\s*\w+\s*)?=>\s*`((?:[^`\\]|\\.)*)`)/g;

const unescaped = (text: string) => text.replace(/\\(.)/g, '$1');

/** The longest literal part of a template (`${…}` parts dropped). */
function literalPart(template: string): string {
  return template
    .split(/\$\{[^}]*\}/)
    .map((part) => unescaped(part).trim())
    .reduce((best, part) => (part.length > best.length ? part : best), '');
}

/** The flows: folders `machines/<flow>/` with a messages.ts, and single-file machines `machines/<flow>.machine.ts`. */
export function flowsOf(tree: Readonly<Record<string, string>>): string[] {
  const flows = new Set<string>();
  for (const file of Object.keys(tree)) {
    const folder = /^machines\/(\w+)\/messages\.ts$/.exec(file)?.[1];
    const single = /^machines\/(\w+)\.machine\.ts$/.exec(file)?.[1];
    if (folder ?? single) flows.add((folder ?? single) as string);
  }
  return [...flows].sort();
}

function machineFiles(tree: Readonly<Record<string, string>>, flow: string): string[] {
  return Object.keys(tree).filter(
    (f) => f === `machines/${flow}.machine.ts` || f.startsWith(`machines/${flow}/`),
  );
}

/** The notices a flow's machine writes: its message constants used by a machine file other than the view. */
export function noticesOf(tree: Readonly<Record<string, string>>, flow: string): Notice[] {
  const files = machineFiles(tree, flow);
  const declaring = files.filter((f) => f.endsWith('/messages.ts') || f.endsWith('.machine.ts'));
  const writers = files.filter((f) => !/\/view\.ts$|\.view\.ts$/.test(f));
  const notices: Notice[] = [];
  for (const file of declaring) {
    const source = stripSource(tree[file] ?? '', 'keep');
    for (const m of source.matchAll(DECLARATION)) {
      const name = m[1] as string;
      if (!NOTICE_NAME.test(name)) continue;
      const text = m[4] !== undefined ? literalPart(m[4]) : unescaped(m[2] ?? m[3] ?? '');
      const used = new RegExp(`\\b${name}\\b`, 'g');
      const written = writers.some((w) => {
        const code = stripSource(tree[w] ?? '', 'blank');
        const uses = code.match(used)?.length ?? 0;
        return uses > (w === file ? 1 : 0);
      });
      if (written) notices.push({ flow, name, text, file });
    }
  }
  return notices;
}

/** The check files of a flow: its test folder's non-test modules but the oracle. */
function checkFiles(tree: Readonly<Record<string, string>>, flow: string): string[] {
  return Object.keys(tree).filter(
    (f) =>
      f.startsWith(`tests/flows/${flow}/`) &&
      /\.tsx?$/.test(f) &&
      !/\.test\.tsx?$/.test(f) &&
      !f.endsWith('.oracle.ts'),
  );
}

/** The keys of the oracle whose literal holds `text` (`key: 'text'`, `key: (x) => \`…text…\``). */
function oracleKeys(oracle: string, text: string): string[] {
  const keys: string[] = [];
  const entry =
    /(\w+)\s*:\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|\([^)]*\)\s*(?::\s*\w+\s*)?=>\s*`((?:[^`\\]|\\.)*)`)/g;
  for (const m of oracle.matchAll(entry)) {
    const value = m[4] !== undefined ? unescaped(m[4]) : unescaped(m[2] ?? m[3] ?? '');
    const holds = text === '' ? value === '' : value.includes(text);
    if (holds) keys.push(m[1] as string);
  }
  return keys;
}

/** The notices of every flow that no check of the flow reads. */
export function noticeGaps(tree: Readonly<Record<string, string>>, flows = flowsOf(tree)): NoticeGap[] {
  const gaps: NoticeGap[] = [];
  for (const flow of flows) {
    const checks = checkFiles(tree, flow).map((f) => stripSource(tree[f] ?? '', 'keep'));
    const oracleFile = `tests/flows/${flow}/${flow}.oracle.ts`;
    const oracle = stripSource(tree[oracleFile] ?? '', 'keep');
    for (const notice of noticesOf(tree, flow)) {
      if (notice.text !== '' && checks.some((c) => c.includes(notice.text))) continue;
      const keys = oracleKeys(oracle, notice.text);
      const named = keys.some((key) => {
        const ref = new RegExp(`(?:\\.|\\{\\s*|,\\s*)${key}\\b`);
        return checks.some((c) => ref.test(stripSource(c, 'blank')));
      });
      if (named) continue;
      gaps.push({ notice, kind: keys.length === 0 ? 'missing' : 'unread', keys });
    }
  }
  return gaps;
}

/** One line per gap, for the failure message. */
export function describeGap({ notice, kind, keys }: NoticeGap): string {
  const where = `${notice.flow}: ${notice.name} (${notice.file}) "${notice.text}"`;
  return kind === 'missing'
    ? `${where} is written by the machine but no check of tests/flows/${notice.flow} nor its oracle holds it`
    : `${where} is in the oracle as ${keys.join(', ')}, which no check of tests/flows/${notice.flow} reads`;
}
