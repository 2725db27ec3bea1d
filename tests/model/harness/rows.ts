/**
 * Which rows of a spec oracle some walk used: the one row tracker of every model. An oracle row is a text, a screen,
 * a bound or a table entry the oracle holds the app to; a row no path or walk ever reaches checks nothing (the
 * issue's "the home oracle maps DOCUMENTS_UPLOADED to 'in review', but no walk ever loads that status").
 *
 * Two ways to name the rows, one tracker:
 *
 *   // A list of rows (signing, home, promoter, the rules outside the flows): the oracle marks the row it decided.
 *   export const HOME_ROWS = oracleRows('home', ['tracker APPROVED', …]);
 *   HOME_ROWS.use('tracker APPROVED');   // a row the oracle does not have throws
 *   PROMOTER_ROWS.saw(`price ${typed}`); // marks it only if it is a row (not every value walked is a bound)
 *
 *   // The oracle's own object (application): every leaf read through `spec` marks its row, by its dot path
 *   // (`texts.wrongNip`, `screens.result.heading.APPROVED`); arrays count as one row, read whole. A table declared in
 *   // `tables` is not marked by reading it (a check that searches it reads every row): the check names the row it
 *   // applied, `use('reasons.${code}')`.
 *   export const rows = trackRows('application', SPEC, { tables: { reasons: Object.keys(SPEC.reasons) } });
 *   const APPLICATION_SPEC = rows.spec;
 *
 *   // After the suites of a test file (Vitest runs a file's tests in order):
 *   everyRowUsed(HOME_ROWS);              // machine level
 *   everyRowUsed(rows, 'ui');             // the rows required at UI level
 *
 * `atLevel` says which rows a level must use (default: every row at every level): rows only the screens show are
 * required of the UI level (application), rows the screens cannot walk of the machine level only (promoter).
 * `everyRowUsed` writes what the run covered for the atlas's coverage tab ("Límites y clases").
 */
import { expect, test } from 'vitest';
import type { Level } from './coverage.ts';
import { writeClasses } from './measured-file.ts';

export interface RowTracker<R extends string = string> {
  /** The model's name (the atlas shows the rows under that flow or rule). */
  readonly name: string;
  /** Every row of the oracle, in a stable order. */
  readonly rows: readonly R[];
  /** Marks a row used; a row the oracle does not have is an error (the oracle names only its own rows). */
  use(row: R): void;
  /** Marks a row used when the oracle has it; any other value is ignored (a value walked that is no bound). */
  saw(row: string): void;
  /** Rows no check has used so far in this test file. */
  unused(): R[];
  /** Whether a level must use this row. */
  requiredAt(row: string, level: Level): boolean;
}

export interface RowOptions {
  /** Which rows a level must use (default: every row at every level). */
  atLevel?: (row: string, level: Level) => boolean;
}

function tracker<R extends string>(name: string, all: readonly R[], options: RowOptions) {
  const used = new Set<string>();
  const known = new Set<string>(all);
  const rows: RowTracker<R> = {
    name,
    rows: all,
    use(row) {
      if (!known.has(row)) throw new Error(`${name}: the oracle has no row "${row}"`);
      used.add(row);
    },
    saw(row) {
      if (known.has(row)) used.add(row);
    },
    unused: () => all.filter((row) => !used.has(row)),
    requiredAt: options.atLevel ?? (() => true),
  };
  return { rows, used };
}

/** The rows of an oracle given as a list (each status of a table, each rule and its text, each bound and its neighbours). */
export function oracleRows<R extends string>(
  name: string,
  rows: readonly R[],
  options: RowOptions = {},
): RowTracker<R> {
  return tracker(name, rows, options).rows;
}

/** A row: anything but a plain object (strings, numbers, functions, arrays, patterns). */
const isLeaf = (value: unknown) =>
  value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype;

function leafPaths(value: unknown, prefix: string, tables: ReadonlySet<string>, out: string[]): void {
  if (tables.has(prefix)) return;
  if (isLeaf(value)) {
    out.push(prefix);
    return;
  }
  for (const [key, child] of Object.entries(value as object))
    leafPaths(child, prefix ? `${prefix}.${key}` : key, tables, out);
}

/**
 * The rows of an oracle object: its leaves by dot path, and the rows of its declared tables (`table.key`). Read the
 * oracle through `spec`: every leaf read marks its row used.
 */
export function trackRows<T extends object>(
  name: string,
  spec: T,
  options: RowOptions & { tables?: Readonly<Record<string, readonly string[]>> } = {},
): RowTracker & { readonly spec: T } {
  const tables = options.tables ?? {};
  const tableNames = new Set(Object.keys(tables));
  const all: string[] = [];
  leafPaths(spec, '', tableNames, all);
  for (const [table, keys] of Object.entries(tables)) for (const key of keys) all.push(`${table}.${key}`);
  const { rows, used } = tracker(name, all, options);
  const proxies = new WeakMap<object, object>();

  const wrap = (target: object, prefix: string): object => {
    const known = proxies.get(target);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(obj, key, receiver) {
        const value = Reflect.get(obj, key, receiver);
        if (typeof key !== 'string') return value;
        const path = prefix ? `${prefix}.${key}` : key;
        if (tableNames.has(path)) return value;
        if (isLeaf(value)) {
          if (value !== undefined) used.add(path);
          return value;
        }
        return wrap(value as object, path);
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };

  return { ...rows, spec: wrap(spec, '') as T };
}

/**
 * Asserts every row the level requires was used by this file's walks so far, and writes what the run covered for
 * the atlas's coverage tab (`npm run statecharts`). Call it in the file's last test.
 */
export function expectEveryRowUsed(rows: RowTracker, level: Level): void {
  const required = rows.rows.filter((row) => rows.requiredAt(row, level));
  const unused = rows.unused().filter((row) => rows.requiredAt(row, level));
  writeClasses({
    model: rows.name,
    level,
    kind: 'rows',
    covered: required.filter((row) => !unused.includes(row)),
    missing: unused,
  });
  expect(unused, `${rows.name}: oracle rows no path or walk used`).toEqual([]);
}

/**
 * Registers the test that fails when a row the level requires was never used by a path or walk of this file. Call
 * it after the suites (Vitest runs a file's tests in order). Not registered when the machine level runs its covering
 * subset (`MODEL_MACHINE_PATHS=covering`, the mutation runs of the largest flows), which walks a subset of the paths
 * on purpose: the rows are a property of the whole suite, checked by every full run.
 */
export function everyRowUsed(rows: RowTracker, level: Level = 'machine'): void {
  if (level === 'machine' && process.env.MODEL_MACHINE_PATHS === 'covering') return;
  test(`${rows.name} · ${level} level: every row of the spec oracle is used by some path or walk`, () => {
    expectEveryRowUsed(rows, level);
  });
}
