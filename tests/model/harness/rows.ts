/**
 * Which rows of a spec oracle some walk used. An oracle row is a text, a screen, a bound or a table entry the
 * oracle holds the app to; a row no path or walk ever reaches checks nothing (the "the home oracle maps
 * DOCUMENTS_UPLOADED to 'in review', but no walk ever loads that status"). Any model can use it:
 *
 *   export const rows = trackRows(MY_SPEC, { tables: { reasons: Object.keys(MY_SPEC.reasons) } });
 *   const SPEC = rows.spec;               // read the oracle through this: every leaf read marks its row used
 *   rows.use('reasons', code);           // a table row the check applied (reading a whole table marks nothing)
 *   everyRowUsed(rows, 'machine', { uiOnly: /^screens\.\w+\.(heading|progress)$/ });   // after the suites
 *
 * Leaves (strings, numbers, functions) read through `spec` are marked used by their dot path
 * (`texts.wrongNip`, `screens.result.heading.APPROVED`); arrays count as one row, read whole. A table declared in
 * `tables` is not marked by reading it (a check that searches it reads every row): the check says which row it
 * applied with `use(table, key)`, and the table's rows are `table.key`.
 */
import { expect, test } from 'vitest';
import { writeClasses } from './measured-file.ts';

export interface RowTracker<T extends object> {
  /** The oracle, read through a proxy that marks each leaf read. */
  readonly spec: T;
  /** Marks the row `key` of a declared table used. */
  use: (table: string, key: string) => void;
  /** Every row of the oracle, in a stable order. */
  rows: () => string[];
  /** Rows no check has used so far in this test file. */
  unused: () => string[];
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

export function trackRows<T extends object>(
  spec: T,
  options: { tables?: Readonly<Record<string, readonly string[]>> } = {},
): RowTracker<T> {
  const tables = options.tables ?? {};
  const tableNames = new Set(Object.keys(tables));
  const all: string[] = [];
  leafPaths(spec, '', tableNames, all);
  for (const [name, keys] of Object.entries(tables)) for (const key of keys) all.push(`${name}.${key}`);
  const used = new Set<string>();
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

  return {
    spec: wrap(spec, '') as T,
    use: (table, key) => {
      const row = `${table}.${key}`;
      if (!all.includes(row)) throw new Error(`The oracle has no row ${row}`);
      used.add(row);
    },
    rows: () => [...all],
    unused: () => all.filter((row) => !used.has(row)),
  };
}

/**
 * Registers the test that fails when a row of the oracle was never used by a path or walk of this file. Call it
 * after the suites (Vitest runs a file's tests in order). Rows only the screens can show (headings, progress) are
 * required at UI level (`uiOnly`); every other row at machine level.
 */
export function everyRowUsed(
  tracker: RowTracker<object>,
  level: 'machine' | 'ui',
  /** `name`: the model's name (the atlas shows the rows under that flow). */
  options: { name: string; uiOnly?: RegExp },
): void {
  // A narrowed machine-level run (MODEL_MACHINE_PATHS=covering: the mutation runs of the largest flows) walks a
  // subset of the paths on purpose; the rows are a property of the whole suite, checked by every full run.
  if (level === 'machine' && process.env.MODEL_MACHINE_PATHS === 'covering') return;
  test(`${options.name} · ${level} level: every row of the spec oracle is used by some path or walk`, () => {
    const required = (row: string) => (level === 'ui') === (options.uiOnly?.test(row) ?? false);
    const unused = tracker.unused().filter(required);
    // What the run covered, for the atlas's coverage tab (`npm run statecharts`).
    writeClasses({
      model: options.name,
      level,
      kind: 'rows',
      covered: tracker.rows().filter((row) => required(row) && !unused.includes(row)),
      missing: unused,
    });
    expect(unused, 'oracle rows no path or walk used').toEqual([]);
  });
}
