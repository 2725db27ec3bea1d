/**
 * The house shape of the flows (docs/architecture.md, "The house shape"), as rules over scanned modules: each rule
 * takes the modules (the working tree's, or a planted tree's from `treeModules`) and answers its violations, so
 * the same rule runs on the app and on a planted example that must fail it.
 */
import { lineOf, type Module, stripSource, under } from './scan.ts';

export interface Violation {
  /** The file (or folder, ending in `/`) at fault. */
  file: string;
  /** The flow it belongs to (`machines/<flow>…`, `src/screens/<flow>/…`), or null. */
  flow: string | null;
  /** As printed: `file[:line] → what (rule)`. */
  text: string;
}

/** The flow a path belongs to: `machines/<flow>/…`, `machines/<flow>.<part>.ts`, `src/screens/<flow>/…`. */
export function flowOf(file: string): string | null {
  return (
    /^machines\/([A-Za-z]+)(?:\/|\.)/.exec(file)?.[1] ??
    /^src\/screens\/([A-Za-z]+)\//.exec(file)?.[1] ??
    null
  );
}

const violation = (file: string, text: string): Violation => ({ file, flow: flowOf(file), text });

// ─── (i) The folder shape ────────────────────────────────────────────────────────────────────────────────────

/** What a flow of more than three screens has in `machines/<flow>/` (and `states/`, a file per top-level state). */
export const FLOW_FILES = 'setup actions actors types bodies rules machine view messages atlas index'
  .split(' ')
  .map((name) => `${name}.ts`);

/** Past this many screens (distinct `meta.route`s) a flow has its folder; up to it, it is a small machine file. */
export const SMALL_FLOW_SCREENS = 3;

/** The siblings a small machine `machines/<name>.machine.ts` may have. */
const SMALL_SIBLING = /^([A-Za-z]+)\.(machine|view|actors|atlas)\.ts$/;

/**
 * Folders of `machines/` that are neither a flow nor shared code, each with why: small machines that share their
 * types, texts and view.
 */
export const SMALL_MACHINE_GROUPS: Readonly<Record<string, string>> = {
  account:
    'Mi cuenta: four small machines (balance, settings, push, password reset) sharing types, texts and view',
};

/**
 * `screensOf(flow)`: the distinct routes of the flow's machine (`machines/<flow>/machine.ts` or
 * `machines/<flow>.machine.ts`).
 */
export function shapeViolations(
  modules: readonly Module[],
  screensOf: (flow: string) => number,
): Violation[] {
  const files = modules.map((m) => m.file).filter((f) => under(f, 'machines'));
  const has = new Set(files);
  const found: Violation[] = [];
  for (const file of files.filter((f) => /(^|\/)context\.ts$/.test(f))) {
    found.push(
      violation(file, `${file} → context.ts (a flow's context type is in types.ts, its start in setup.ts)`),
    );
  }
  const folders = [...new Set(files.flatMap((f) => /^machines\/([^/]+)\//.exec(f)?.[1] ?? []))].sort();
  for (const folder of folders.filter((f) => f !== 'shared')) {
    const dir = `machines/${folder}/`;
    if (!has.has(`${dir}machine.ts`)) {
      if (!(folder in SMALL_MACHINE_GROUPS)) {
        found.push(
          violation(
            dir,
            `${dir} → no machine.ts (a folder of machines/ is a flow, shared/ or a declared group)`,
          ),
        );
      }
      continue;
    }
    const screens = screensOf(folder);
    if (screens <= SMALL_FLOW_SCREENS) {
      found.push(
        violation(
          dir,
          `${dir} → ${screens} screens (a flow of at most three is one file: machines/${folder}.machine.ts)`,
        ),
      );
      continue;
    }
    for (const name of FLOW_FILES) {
      if (!has.has(`${dir}${name}`))
        found.push(violation(dir, `${dir} → no ${name} (the house shape of a flow)`));
    }
    if (!files.some((f) => f.startsWith(`${dir}states/`))) {
      found.push(violation(dir, `${dir} → no states/ (a file per top-level state)`));
    }
  }
  for (const file of files.filter((f) => /^machines\/[^/]+$/.test(f))) {
    const name = file.slice('machines/'.length);
    const match = SMALL_SIBLING.exec(name);
    if (!match) {
      found.push(
        violation(file, `${file} → not a small machine or its view, actors or atlas (one flow, one home)`),
      );
    } else if (folders.includes(match[1]!)) {
      found.push(
        violation(file, `${file} → machines/${match[1]}/ is the flow's home (no second entry beside it)`),
      );
    } else if (match[2] !== 'machine' && !has.has(`machines/${match[1]}.machine.ts`)) {
      found.push(violation(file, `${file} → no machines/${match[1]}.machine.ts beside it`));
    } else if (match[2] === 'machine' && screensOf(match[1]!) > SMALL_FLOW_SCREENS) {
      found.push(
        violation(file, `${file} → ${screensOf(match[1]!)} screens (more than three: machines/${match[1]}/)`),
      );
    }
  }
  return found;
}

// ─── (ii) Screens read the view ──────────────────────────────────────────────────────────────────────────────

const CONTEXT_READ = /\.context\b|\(\s*\{\s*context\b/g;

export function screenContextViolations(modules: readonly Module[]): Violation[] {
  return modules
    .filter((m) => under(m.file, 'src/screens'))
    .flatMap((m) =>
      [...m.code.matchAll(CONTEXT_READ)].map((x) =>
        violation(
          m.file,
          `${m.file}:${lineOf(m.code, x.index)} → ${x[0].replace(/[\s({]/g, '')} (a screen reads its flow's view, never the machine's context)`,
        ),
      ),
    );
}

// ─── (iii) No import circle ──────────────────────────────────────────────────────────────────────────────────

/**
 * Every import circle among the modules (any local import, type-only and dynamic ones included: a circle is a
 * tangle to read even when the build breaks it), one per strongly connected set, printed as a closed path.
 */
export function circleViolations(modules: readonly Module[]): Violation[] {
  const graph = new Map<string, string[]>();
  for (const m of modules) {
    graph.set(m.file, [...new Set(m.edges.filter((e) => e.local).map((e) => e.to))].sort());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const set: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        set.push(w);
      } while (w !== v);
      if (set.length > 1 || graph.get(v)!.includes(v)) sets.push(set.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return sets.map((set) => {
    // The shortest way from the set's first file back to it, inside the set.
    const start = set[0]!;
    const previous = new Map<string, string>();
    const queue = [start];
    let last = start;
    search: while (queue.length) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (!set.includes(w)) continue;
        if (w === start) {
          last = v;
          break search;
        }
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    const path = [start];
    for (let v = last; v !== start; v = previous.get(v)!) path.splice(1, 0, v);
    return violation(start, `${[...path, start].join(' → ')} (import circle)`);
  });
}

// ─── (iv) State targets are constants ────────────────────────────────────────────────────────────────────────

const TARGET_LITERAL = /(['"`])#[A-Za-z][\w-]*(?:\.[\w-]+)+\1/g;
/** The top-level declaration a target literal may sit in: an exported UPPER_CASE constant. */
const TARGETS_DECLARATION = /^export const [A-Z][A-Z0-9_]*\b/;

/**
 * A `'#<machineId>.<state>'` literal lives only in the one file of its flow that exports the flow's target
 * constants (`export const TARGETS = { … } as const`); everywhere else the flow names the constant.
 */
export function targetViolations(modules: readonly Module[]): Violation[] {
  const found: Violation[] = [];
  const constantFiles = new Map<string, Set<string>>();
  for (const m of modules.filter((x) => under(x.file, 'machines'))) {
    const code = stripSource(m.source, 'keep');
    const lines = code.split('\n');
    for (const x of code.matchAll(TARGET_LITERAL)) {
      const line = lineOf(code, x.index);
      let top = line - 1;
      while (top > 0 && !/^[A-Za-z]/.test(lines[top]!)) top--;
      if (TARGETS_DECLARATION.test(lines[top]!)) {
        const flow = flowOf(m.file) ?? m.file;
        constantFiles.set(flow, (constantFiles.get(flow) ?? new Set()).add(m.file));
      } else {
        found.push(
          violation(
            m.file,
            `${m.file}:${line} → ${x[0]} (a state target is a constant of the flow's targets file)`,
          ),
        );
      }
    }
  }
  for (const [flow, files] of constantFiles) {
    if (files.size > 1) {
      const [first, ...rest] = [...files].sort();
      for (const file of rest) {
        found.push(
          violation(file, `${file} → target constants of ${flow} also in ${first} (one targets file)`),
        );
      }
    }
  }
  return found;
}

// ─── (v) Actors named by endpoint key ────────────────────────────────────────────────────────────────────────

/** Invoked actors that are not API calls, each with why. Every other `src:` is an endpoint key. */
export const NON_API_ACTORS: Readonly<Record<string, string>> = {
  countdown: 'the shared resend countdown (machines/shared/countdown.ts)',
  subscribe:
    "push on this device (machines/account/push.ts): the browser's Push API subscription, then its endpoint",
  unsubscribe: "push on this device: the browser's unsubscription (no API call)",
  load: "the shared loader's one slot (machines/shared/loader.ts): its host provides one call or a few in parallel",
};

export function actorNameViolations(
  modules: readonly Module[],
  endpointKeys: ReadonlySet<string>,
): Violation[] {
  return modules
    .filter((m) => under(m.file, 'machines'))
    .flatMap((m) => {
      const code = stripSource(m.source, 'keep');
      const named = [...code.matchAll(/\bsrc\s*:\s*(['"`])([^'"`\n]+)\1/g)]
        .filter((x) => !endpointKeys.has(x[2]!) && !(x[2]! in NON_API_ACTORS))
        .map((x) =>
          violation(
            m.file,
            `${m.file}:${lineOf(code, x.index)} → src '${x[2]}' (an invoked actor is named by its endpoint key)`,
          ),
        );
      // An actor invoked by reference (`src: someMachine`) has no name to check: setup lists it by name.
      const byReference = [...code.matchAll(/\bsrc\s*:\s*(?!string\b)([A-Za-z_$][\w$.]*)/g)].map((x) =>
        violation(
          m.file,
          `${m.file}:${lineOf(code, x.index)} → src ${x[1]} (invoke an actor by its name in setup, not by reference)`,
        ),
      );
      return [...named, ...byReference];
    });
}

// ─── (vi) Route pages provide actors, they do not build them ─────────────────────────────────────────────────

export function routePageViolations(modules: readonly Module[]): Violation[] {
  return modules
    .filter((m) => under(m.file, 'src/app/pages') && m.file.endsWith('.tsx'))
    .flatMap((m) =>
      [...m.code.matchAll(/\bfromPromise\b/g)].map((x) =>
        violation(
          m.file,
          `${m.file}:${lineOf(m.code, x.index)} → fromPromise (a page provides its flow's actors: machine.provide({ actors: <flow>Actors(services.call) }))`,
        ),
      ),
    );
}

// ─── Test files ──────────────────────────────────────────────────────────────────────────────────────────────

/** Longest a file under tests/ may be: past it, split the file (a flow's tests by part). */
export const MAX_TEST_LINES = 600;

export function longTestFileViolations(files: readonly { file: string; source: string }[]): Violation[] {
  return files.flatMap(({ file, source }) => {
    const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
    return lines > MAX_TEST_LINES
      ? [violation(file, `${file} → ${lines} lines (a test file is at most ${MAX_TEST_LINES}: split it)`)]
      : [];
  });
}

// ─── Pending ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Whether a violation belongs to a PENDING entry: a flow's name, or a file or folder path it starts with. */
export const isPending = (v: Violation, pending: readonly string[]) =>
  pending.some((entry) => entry === v.flow || v.file === entry || v.file.startsWith(`${entry}/`));
