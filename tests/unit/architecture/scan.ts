/**
 * The scanner the architecture tests share: every TypeScript file of `src/`, `machines/` and `server/`, its static
 * imports (`import … from`, `import '…'`), re-exports (`export … from`) and dynamic `import('…')`; relative
 * specifiers are resolved to files, packages are kept by name. `treeModules` builds the same modules from a
 * planted tree (file → source), so each rule can be shown failing on an example.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SCANNED_ROOTS = ['src', 'machines', 'server'];
const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'migrations', 'dist']);

export interface ImportRef {
  /** The specifier as written. */
  specifier: string;
  kind: 'static' | 'dynamic';
  /** `import type` / `export type`: erased at build time. */
  typeOnly: boolean;
  /** Offset of the statement (static) or of `import(` (dynamic) in the source. */
  index: number;
}

/**
 * Removes comments; `strings: 'blank'` also blanks the contents of string and template literals (keeping
 * their quotes and newlines), so code patterns do not match text. A quote never spans a line, so a stray
 * apostrophe (JSX text) can only disturb its own line.
 */
export function stripSource(source: string, strings: 'keep' | 'blank'): string {
  let out = '';
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < n && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < n && source[j] !== c && (c === '`' || source[j] !== '\n')) j += source[j] === '\\' ? 2 : 1;
      const body = source.slice(i + 1, Math.min(j, n));
      out += c + (strings === 'keep' ? body : body.replace(/[^\n]/g, ' ')) + (j < n ? source[j] : '');
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

export const STATIC_FROM = /^[ \t]*(import|export)\s+(type\s+)?([^;'"`]*?)\s*\bfrom\s*(['"])([^'"\n]+)\4/gm;
export const SIDE_EFFECT = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
export const DYNAMIC = /(?<![\w$.])import\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g;

/** The imports, re-exports and dynamic imports of a module's source. */
export function scanImports(source: string): ImportRef[] {
  const code = stripSource(source, 'keep');
  const refs: ImportRef[] = [];
  for (const m of code.matchAll(STATIC_FROM)) {
    const clause = m[3] ?? '';
    // `export const x = …` never reaches `from '…'` without a `;`, but a clause must be an import/export list.
    if (m[1] === 'export' && !/^(\*|\*\s+as\s+[\w$]+|\{[^}]*\})$/.test(clause.trim())) continue;
    refs.push({ specifier: m[5]!, kind: 'static', typeOnly: Boolean(m[2]), index: m.index });
  }
  for (const m of code.matchAll(SIDE_EFFECT)) {
    refs.push({ specifier: m[2]!, kind: 'static', typeOnly: false, index: m.index });
  }
  for (const m of code.matchAll(DYNAMIC)) {
    refs.push({ specifier: m[2]!, kind: 'dynamic', typeOnly: false, index: m.index });
  }
  return refs;
}

export const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '.js', '/index.ts', '/index.tsx'];

/** Resolves a relative specifier to a project-relative path (POSIX separators), or null when no file matches. */
export function resolveRelative(
  fromFile: string,
  specifier: string,
  isFile: (file: string) => boolean = isProjectFile,
): string | null {
  const bare = specifier.replace(/[?#].*$/, '');
  const base = toPosix(relative(ROOT, resolve(ROOT, dirname(fromFile), bare)));
  const candidates = [...EXTENSIONS.map((ext) => base + ext)];
  if (/\.js$/.test(bare)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find(isFile) ?? null;
}

/** A project-relative path names a file of the working tree. */
function isProjectFile(file: string): boolean {
  const abs = join(ROOT, file);
  return existsSync(abs) && statSync(abs).isFile();
}

export function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/** The package a bare specifier names (`@scope/name` or `name`), `node:*` builtins included. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export function listSources(dir: string): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...listSources(path));
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

export interface Edge {
  from: string;
  /** A project-relative file for relative specifiers, the package name otherwise. */
  to: string;
  local: boolean;
  ref: ImportRef;
  /** Source code before the reference (comments and strings blanked), to see what guards a dynamic import. */
  before: string;
}

export interface Module {
  file: string;
  source: string;
  /** Comments and string contents blanked. */
  code: string;
  edges: Edge[];
  unresolved: string[];
}

export const under = (file: string, ...dirs: string[]) =>
  dirs.some((d) => file === d || file.startsWith(`${d}/`));

export function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** A module: its imports resolved with `isFile` (the working tree's files by default). */
export function moduleOf(
  file: string,
  source: string,
  isFile: (file: string) => boolean = isProjectFile,
): Module {
  const code = stripSource(source, 'blank');
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const ref of scanImports(source)) {
    const local = ref.specifier.startsWith('.');
    const to = local ? resolveRelative(file, ref.specifier, isFile) : packageOf(ref.specifier);
    if (to === null) unresolved.push(ref.specifier);
    else edges.push({ from: file, to, local, ref, before: code.slice(0, ref.index) });
  }
  return { file, source, code, edges, unresolved };
}

/** Every scanned file of the working tree. */
export function loadModules(): Module[] {
  return SCANNED_ROOTS.flatMap(listSources).map((file) =>
    moduleOf(file, readFileSync(join(ROOT, file), 'utf8')),
  );
}

/** The modules of a planted tree (project-relative path → source); imports resolve within the tree. */
export function treeModules(tree: Readonly<Record<string, string>>): Module[] {
  const isFile = (file: string) => Object.hasOwn(tree, file);
  return Object.entries(tree).map(([file, source]) => moduleOf(file, source, isFile));
}
