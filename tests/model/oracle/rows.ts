/**
 * The rows of a spec oracle (each line of a table the spec gives: a status and its screen, a rule and its text),
 * and which of them the model's runs used. An oracle row no walk ever reaches checks nothing: `everyRowUsed`
 * registers a test, after the model suite of the same file, that fails naming the rows never used.
 *
 * Machine level only: it runs every generated path (the UI level runs a covering subset, which need not reach
 * every row). Not registered when the machine level runs its covering subset too (`MODEL_MACHINE_PATHS=covering`, the
 * mutation runs of the largest flows), where a row reached only by a longer path would fail the unmutated run.
 */
import { expect, test } from 'vitest';
import { writeClasses } from '../harness/measured-file.ts';

export interface OracleRows<R extends string = string> {
  readonly name: string;
  readonly rows: readonly R[];
  /** Marks a row as used by the current step (an unknown row throws: the oracle names only its own rows). */
  use(row: R): void;
  readonly used: ReadonlySet<string>;
}

/** `name`: the model's name (the atlas shows the rows under that flow). */
export function oracleRows<R extends string>(name: string, rows: readonly R[]): OracleRows<R> {
  const used = new Set<string>();
  return {
    name,
    rows,
    used,
    use(row) {
      if (!rows.includes(row)) throw new Error(`${name}: the oracle has no row "${row}"`);
      used.add(row);
    },
  };
}

/** Rows of `tables` never used by the runs so far. */
export function unusedRows(...tables: OracleRows[]): string[] {
  return tables.flatMap((t) => t.rows.filter((row) => !t.used.has(row)).map((row) => `${t.name}: ${row}`));
}

/** Registers the check (call it after `machineSuite(...)` in the same file: Vitest runs a file's tests in order). */
export function everyRowUsed(...tables: OracleRows[]): void {
  if (process.env.MODEL_MACHINE_PATHS === 'covering') return;
  test(`every oracle row is exercised by a walk (${tables.map((t) => t.name).join(', ')})`, () => {
    // What the run covered, for the atlas's coverage tab (a table is named after its model).
    for (const t of tables)
      writeClasses({
        model: t.name,
        level: 'machine',
        kind: 'rows',
        covered: t.rows.filter((row) => t.used.has(row)),
        missing: t.rows.filter((row) => !t.used.has(row)),
      });
    expect(unusedRows(...tables), 'oracle rows no path or walk used').toEqual([]);
  });
}
