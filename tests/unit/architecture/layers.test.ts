/**
 * Layering rules of the app (docs/architecture.md, "Layering rules (enforced)"), checked on the source text.
 *
 * Every TypeScript file of `src/`, `machines/` and `server/` is scanned for its static imports
 * (`import … from`, `import '…'`), re-exports (`export … from`) and dynamic `import('…')`; relative specifiers are
 * resolved to files, packages are kept by name. Each rule below is checked on that graph (and, for HTTP, browser
 * globals and timers, on the code with comments and strings blanked). A violation prints as
 * `file → imported file (rule)`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  type Edge,
  lineOf,
  loadModules,
  type Module,
  packageOf,
  ROOT,
  resolveRelative,
  SCANNED_ROOTS,
  scanImports,
  stripSource,
  under,
} from './scan.ts';

/**
 * Known violations, allowed until their owners fix them. Each entry is exactly the printed violation, with a
 * comment naming who fixes it (e.g. `// TODO(password flow)`); an entry that no longer occurs fails the suite, so
 * the list only shrinks. Empty: the tree has no violation.
 */
const ALLOWED: readonly string[] = [];

// ─── Rules ───────────────────────────────────────────────────────────────────────────────────────────────────

const REACT_PACKAGES = new Set([
  'react',
  'react-dom',
  'react-router',
  '@xstate/react',
  '@testing-library/react',
]);
const isReactish = (pkg: string) => REACT_PACKAGES.has(pkg) || pkg.startsWith('@vanilla-extract/');
const TEST_PACKAGES = new Set([
  'vitest',
  '@playwright/test',
  '@testing-library/react',
  '@testing-library/dom',
]);

/** `import.meta.env.DEV || import.meta.env.VITE_STATECHARTS === 'true'` (or a constant derived from it). */
const DEVTOOLS_FLAG = /import\.meta\.env\.DEV\b|VITE_STATECHARTS|\bdevtoolsEnabled\b/;
const DEVTOOLS = 'src/app/devtools';
const DEVTOOLS_ENTRY = 'src/app/devtools/index.ts';

type Rule = { id: string; check: (edge: Edge) => boolean };

/** Server route files: `routes.ts`, `*-routes.ts`. */
const ROUTES_FILE = /(^|\/)(routes|[\w-]+-routes)\.ts$/;
/** The drizzle table definitions: server/db/schema.ts, server/db/core-schema.ts, server/<area>/schema.ts. */
const SCHEMA_FILE = /^server\/(?:[\w-]+\/)*[\w-]*schema\.ts$/;

/** Import rules: `check` returns true when the edge breaks the rule. */
const IMPORT_RULES: Rule[] = [
  {
    id: 'machines are pure TypeScript: no React, DOM or styles',
    check: (e) => under(e.from, 'machines') && !e.local && isReactish(e.to),
  },
  {
    id: 'machines never import upward (src/app, src/screens, src/ui)',
    check: (e) => under(e.from, 'machines') && e.local && under(e.to, 'src/app', 'src/screens', 'src/ui'),
  },
  {
    id: 'domain imports nothing of ours except domain',
    check: (e) => under(e.from, 'src/domain') && e.local && !under(e.to, 'src/domain'),
  },
  {
    id: 'domain is pure: no React, no XState',
    check: (e) =>
      under(e.from, 'src/domain') &&
      !e.local &&
      (isReactish(e.to) || e.to === 'xstate' || e.to === 'xstate/graph'),
  },
  {
    id: 'api never imports machines, screens, app or ui',
    check: (e) =>
      under(e.from, 'src/api') &&
      ((e.local && under(e.to, 'machines', 'src/screens', 'src/app', 'src/ui')) ||
        (!e.local && isReactish(e.to))),
  },
  {
    id: 'screens never import src/app',
    check: (e) => under(e.from, 'src/screens') && e.local && under(e.to, 'src/app'),
  },
  {
    id: 'screens do no HTTP: only types from src/api/contract',
    check: (e) =>
      under(e.from, 'src/screens') &&
      e.local &&
      under(e.to, 'src/api') &&
      !(under(e.to, 'src/api/contract') && e.ref.typeOnly),
  },
  {
    id: 'server imports only src/api/contract and src/domain from the app side',
    check: (e) =>
      under(e.from, 'server') &&
      e.local &&
      !under(e.to, 'server') &&
      !under(e.to, 'src/api/contract', 'src/domain'),
  },
  {
    id: 'server handlers do no SQL: routes.ts imports no drizzle and no db schema tables',
    check: (e) =>
      under(e.from, 'server') &&
      ROUTES_FILE.test(e.from) &&
      ((!e.local && e.to === 'drizzle-orm') || (e.local && SCHEMA_FILE.test(e.to))),
  },
  {
    id: 'lending and catalog SQL lives in queries.ts (schema and seed aside)',
    check: (e) =>
      under(e.from, 'server/lending', 'server/catalog') &&
      !e.local &&
      e.to === 'drizzle-orm' &&
      !/(^|\/)(queries|schema|seed)\.ts$/.test(e.from),
  },
  {
    id: 'app code never imports the sandbox server',
    check: (e) => under(e.from, 'src', 'machines') && e.local && under(e.to, 'server'),
  },
  {
    id: 'production code never imports tests',
    check: (e) => (e.local && under(e.to, 'tests')) || (!e.local && TEST_PACKAGES.has(e.to)),
  },
  {
    id: 'devtools are reached only through the gated src/app/devtools entry or a flag-guarded import()',
    check: (e) => {
      if (!e.local || !under(e.to, DEVTOOLS) || under(e.from, DEVTOOLS)) return false;
      if (e.ref.typeOnly) return false;
      if (e.ref.kind === 'static') return e.to !== DEVTOOLS_ENTRY;
      // A dynamic import: the expression or statement it sits in must test the flag.
      const statementStart = Math.max(e.before.lastIndexOf(';'), e.before.lastIndexOf('}'));
      return !DEVTOOLS_FLAG.test(e.before.slice(statementStart + 1));
    },
  },
];

/** Code rules, on the code with comments and strings blanked. */
interface CodeRule {
  id: string;
  applies: (file: string) => boolean;
  pattern: RegExp;
}

const BROWSER_GLOBALS =
  /(?<![\w$.])(?:window|globalThis\.window|localStorage|sessionStorage|navigator|XMLHttpRequest)\b(?!\s*:)|(?<![\w$.])document\s*\.\s*(?:body|documentElement|getElementById|querySelector\w*|createElement|cookie|title|activeElement|addEventListener)\b/g;

/** The shared timers of spec §9 (src/domain/timers.ts): a module may import or re-export them, not redefine them. */
const TIMERS = 'src/domain/timers.ts';
const SHARED_TIMERS = [...readFileSync(join(ROOT, TIMERS), 'utf8').matchAll(/^export const (\w+)\s*=/gm)].map(
  (m) => m[1]!,
);

const CODE_RULES: CodeRule[] = [
  {
    id: 'only src/api does HTTP',
    applies: (f) => under(f, 'src', 'machines') && !under(f, 'src/api'),
    pattern: /(?<![\w$])(?:(?:window|globalThis|self)\s*\.\s*)?fetch\s*\(|\bXMLHttpRequest\b|\bsendBeacon\b/g,
  },
  {
    id: 'machines and domain do not touch the browser (window, document, storage, navigator)',
    applies: (f) => under(f, 'machines', 'src/domain'),
    pattern: BROWSER_GLOBALS,
  },
  {
    id: 'screens keep no timers: debounces, countdowns and polling are machine delays',
    applies: (f) => under(f, 'src/screens'),
    pattern: /(?<![\w$])(?:(?:window|globalThis)\s*\.\s*)?set(?:Timeout|Interval)\s*\(/g,
  },
  {
    id: "screens read their flow's view: no matches()",
    applies: (f) => under(f, 'src/screens'),
    pattern: /\.matches\s*\(/g,
  },
  {
    id: 'shared timers are written once, in src/domain/timers.ts',
    applies: (f) => under(f, 'src', 'machines') && f !== TIMERS,
    pattern: new RegExp(`\\b(?:const|let|var)\\s+(?:${SHARED_TIMERS.join('|')})\\s*=\\s*[\\d(]`, 'g'),
  },
];

/**
 * Longest a hand-written file under machines/, src/ or server/ may be (docs/architecture.md "One house for every
 * flow").
 */
const MAX_LINES = 400;

/**
 * Generated or tabular data, exempt from the line limit (each with why), and files being split. An entry that is
 * no longer over the limit fails the suite, so the list only shrinks.
 */
const LONG_FILES_ALLOWED: readonly string[] = [];

/** Areas whose route handlers are checked for length (validated input → service → response), and the limit. */
const THIN_HANDLER_AREAS = ['server/accounts', 'server/lending', 'server/catalog'];
const MAX_HANDLER_LINES = 25;

/** Each `route(…)` call of a route file (code with strings blanked, so parentheses balance): where, how long. */
function handlerSpans(file: string, code: string): { at: string; lines: number }[] {
  const spans: { at: string; lines: number }[] = [];
  for (const m of code.matchAll(/(?<![\w$.])route\s*\(/g)) {
    let depth = 0;
    let end = m.index + m[0].length - 1;
    for (; end < code.length; end++) {
      if (code[end] === '(') depth++;
      else if (code[end] === ')' && --depth === 0) break;
    }
    const start = lineOf(code, m.index);
    spans.push({ at: `${file}:${start}`, lines: lineOf(code, end) - start + 1 });
  }
  return spans;
}

/** Every violation, as `file → imported file (rule)` (code rules: `file:line → pattern (rule)`). */
function violationsOf(modules: Module[]): string[] {
  const found = new Set<string>();
  for (const mod of modules) {
    for (const specifier of mod.unresolved)
      found.add(`${mod.file} → ${specifier} (unresolved relative import)`);
    for (const edge of mod.edges) {
      for (const rule of IMPORT_RULES)
        if (rule.check(edge)) found.add(`${edge.from} → ${edge.to} (${rule.id})`);
    }
    for (const rule of CODE_RULES) {
      if (!rule.applies(mod.file)) continue;
      for (const m of mod.code.matchAll(rule.pattern)) {
        found.add(`${mod.file}:${lineOf(mod.code, m.index)} → ${m[0].replace(/\s+/g, '')} (${rule.id})`);
      }
    }
  }
  return [...found].sort();
}

// ─── Tests ───────────────────────────────────────────────────────────────────────────────────────────────────

describe('architecture: layering rules', () => {
  const started = performance.now();
  const modules = loadModules();
  const violations = violationsOf(modules);
  const ms = Math.round(performance.now() - started);

  test('the scan sees the whole app', () => {
    console.info(
      `[architecture] ${modules.length} files, ${modules.reduce((n, m) => n + m.edges.length, 0)} imports, ` +
        `${violations.length} violations (${ALLOWED.length} allowed) in ${ms} ms`,
    );
    for (const dir of SCANNED_ROOTS) expect(modules.some((m) => under(m.file, dir))).toBe(true);
    // The graph is real: known edges are found and resolved.
    const edgesOf = (file: string) => modules.find((m) => m.file === file)?.edges.map((e) => e.to) ?? [];
    expect(edgesOf('src/app/router.tsx')).toContain('src/app/devtools/statecharts/StatechartsPage.tsx');
    expect(edgesOf('machines/session.machine.ts')).toContain('src/api/contract/clients.ts');
  });

  test('no import or code breaks a layering rule', () => {
    const unexpected = violations.filter((v) => !ALLOWED.includes(v));
    expect(unexpected, `layering violations:\n${unexpected.join('\n')}`).toEqual([]);
  });

  test('every allowed violation still exists (remove fixed ones from ALLOWED)', () => {
    const stale = ALLOWED.filter((v) => !violations.includes(v));
    expect(stale, `stale allow-list entries:\n${stale.join('\n')}`).toEqual([]);
  });

  test(`no file under machines/, src/ or server/ is over ${MAX_LINES} lines (except listed ones)`, () => {
    const long = modules
      .filter((m) => under(m.file, 'machines', 'src', 'server'))
      .map((m) => ({ file: m.file, lines: m.source.split('\n').length - (m.source.endsWith('\n') ? 1 : 0) }))
      .filter((m) => m.lines > MAX_LINES);
    expect(
      long.filter((m) => !LONG_FILES_ALLOWED.includes(m.file)).map((m) => `${m.file}: ${m.lines} lines`),
    ).toEqual([]);
    expect(LONG_FILES_ALLOWED.filter((file) => !long.some((m) => m.file === file))).toEqual([]);
  });

  test(`server handlers are thin: each route(…) of ${THIN_HANDLER_AREAS.join(', ')} is at most ${MAX_HANDLER_LINES} lines`, () => {
    const routeFiles = modules.filter(
      (m) => under(m.file, ...THIN_HANDLER_AREAS) && ROUTES_FILE.test(m.file),
    );
    expect(routeFiles.length).toBeGreaterThan(0);
    const spans = routeFiles.flatMap((m) => handlerSpans(m.file, m.code));
    expect(spans.length).toBeGreaterThan(10);
    expect(spans.filter((h) => h.lines > MAX_HANDLER_LINES).map((h) => `${h.at}: ${h.lines} lines`)).toEqual(
      [],
    );
  });

  test('a shared draft is parsed in its own module: no other file redefines what src/app/drafts exports', () => {
    // The per-draft modules (not the generic helpers of draft.ts, e.g. its time units).
    const draftModules = modules.filter(
      (m) => under(m.file, 'src/app/drafts') && !/\/(draft|index)\.ts$/.test(m.file),
    );
    const names = draftModules.flatMap((m) =>
      [...m.code.matchAll(/^export\s+(?:async\s+)?(?:function|const)\s+([\w$]+)/gm)].map((x) => x[1]!),
    );
    expect(names).toContain('pendingApplicationType');
    const declares = new RegExp(`\\b(?:function|const|let|var)\\s+(?:${names.join('|')})\\b`, 'g');
    const copies = modules
      .filter((m) => under(m.file, 'src', 'machines') && !under(m.file, 'src/app/drafts'))
      .flatMap((m) =>
        [...m.code.matchAll(declares)].map((x) => `${m.file}:${lineOf(m.code, x.index)} → ${x[0]}`),
      );
    expect(copies).toEqual([]);
  });

  test('the devtools entry exports only flag-gated values', () => {
    const entry = modules.find((m) => m.file === DEVTOOLS_ENTRY);
    expect(entry?.source).toMatch(
      /export const devtoolsEnabled\s*=\s*import\.meta\.env\.DEV \|\| import\.meta\.env\.VITE_STATECHARTS === 'true'/,
    );
    // Every other runtime export is `devtoolsEnabled ? … : undefined`, so production builds drop what it uses.
    const code = entry?.code ?? '';
    expect(code).not.toMatch(/^export\s+(?:\*|\{|default|function|class|let|var)/m);
    const exported = [...code.matchAll(/^export const ([\w$]+)[^;]*?(?<![=!<>])=(?![=>])\s*([\w$]+)/gm)];
    expect(exported.map(([, name]) => name)).toContain('flowInspect');
    for (const [, name, value] of exported) {
      if (name !== 'devtoolsEnabled') expect(`${name} = ${value}`).toBe(`${name} = devtoolsEnabled`);
    }
  });
});

/** A module of `source` at `file` as the scan reads it (its code blanked unless given), for planted examples. */
function planted(file: string, source: string, code = stripSource(source, 'blank')): Module {
  const edges = scanImports(source).map((ref) => {
    const local = ref.specifier.startsWith('.');
    const to = local ? (resolveRelative(file, ref.specifier) ?? ref.specifier) : packageOf(ref.specifier);
    return { from: file, to, local, ref, before: code.slice(0, ref.index) };
  });
  return { file, source, code, edges, unresolved: [] };
}

describe('architecture: the scanner', () => {
  test('finds static, re-exported, side-effect and dynamic imports, and ignores comments and strings', () => {
    const source = [
      "import { a, type B } from './a';",
      "import type { C } from '../c';",
      'import {',
      '  d,',
      "} from './d.ts';",
      "import './side.css';",
      "export * from './e';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "const lazyPage = lazy(() => import('./h'));",
      "// import { x } from './commented';",
      "/* import('./block') */",
      'const text = "import { y } from \'./in-a-string\'";',
      "export const url = 'https://example.mx';",
    ].join('\n');
    expect(scanImports(source).map((r) => [r.specifier, r.kind, r.typeOnly])).toEqual([
      ['./a', 'static', false],
      ['../c', 'static', true],
      ['./d.ts', 'static', false],
      ['./e', 'static', false],
      ['./f', 'static', false],
      ['./g', 'static', true],
      ['./side.css', 'static', false],
      ['./h', 'dynamic', false],
    ]);
  });

  test('blanks strings and comments for code rules', () => {
    const code = stripSource("const s = 'fetch(x)'; // fetch(y)\nfetch(z);", 'blank');
    expect(code.match(/fetch\(/g)).toHaveLength(1);
  });

  test('resolves extensions, index files and .css.ts modules', () => {
    expect(resolveRelative('src/screens/login/LoginScreen.tsx', './login.css')).toBe(
      'src/screens/login/login.css.ts',
    );
    expect(resolveRelative('src/app/App.tsx', './devtools')).toBe('src/app/devtools/index.ts');
    expect(resolveRelative('src/domain/rates.ts', './money.ts')).toBe('src/domain/money.ts');
    expect(resolveRelative('src/domain/rates.ts', './missing')).toBeNull();
  });

  test('reports SQL in a server handler file', () => {
    const file = 'server/lending/payments/routes.ts';
    const source = [
      "import { eq } from 'drizzle-orm';",
      "import { payments } from '../schema.ts';",
      "import { paymentsOf } from './queries.ts';",
    ].join('\n');
    const rule = 'server handlers do no SQL: routes.ts imports no drizzle and no db schema tables';
    expect(violationsOf([planted(file, source, source)])).toEqual([
      `${file} → drizzle-orm (lending and catalog SQL lives in queries.ts (schema and seed aside))`,
      `${file} → drizzle-orm (${rule})`,
      `${file} → server/lending/schema.ts (${rule})`,
    ]);
  });

  test('reports a bad module with every rule it breaks', () => {
    const bad = planted(
      'machines/bad.machine.ts',
      [
        "import { useState } from 'react';",
        "import { AppShell } from '../src/app/shell';",
        "import { tokens } from '../tests/fixtures/samples';",
        "const page = () => import('../src/app/devtools/statecharts/StatechartsPage');",
        'export const load = () => fetch("/api/x").then(() => localStorage.getItem("k"));',
      ].join('\n'),
    );
    expect(violationsOf([bad])).toEqual([
      'machines/bad.machine.ts → react (machines are pure TypeScript: no React, DOM or styles)',
      'machines/bad.machine.ts → src/app/devtools/statecharts/StatechartsPage.tsx (devtools are reached only through the gated src/app/devtools entry or a flag-guarded import())',
      'machines/bad.machine.ts → src/app/devtools/statecharts/StatechartsPage.tsx (machines never import upward (src/app, src/screens, src/ui))',
      'machines/bad.machine.ts → src/app/shell/index.ts (machines never import upward (src/app, src/screens, src/ui))',
      'machines/bad.machine.ts → tests/fixtures/samples.ts (production code never imports tests)',
      'machines/bad.machine.ts:5 → fetch( (only src/api does HTTP)',
      'machines/bad.machine.ts:5 → localStorage (machines and domain do not touch the browser (window, document, storage, navigator))',
    ]);
  });
});
