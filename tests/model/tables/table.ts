/**
 * The spec's tables (issue 40): one per flow, written from the spec — §5 (every field: empty, below the minimum, the
 * minimum, the maximum, above it, every format class, a different valid value for every confirmation pair), §6/§9
 * (every business bound ±1 centavo or ±1 unit, with the data that makes it bind) and §8 (every refusal code). The
 * expected outcome of a row is the spec's: `null` (accepted) or the exact Spanish text. Nothing here reads the app.
 *
 * The models' class walks are generated from the rows (`fieldWalks`), the oracle asserts each row's outcome when it
 * meets the row's value (`checkFieldRows`, `checkBoundRow`), and `everyTableRowWalked` fails on a row no walk reached.
 * `tables.machine.test.ts` fails on a rule of `src/domain` (or a field rule a flow's machine writes) that no row names.
 */
import { expect, test } from 'vitest';
import type { EventObject } from 'xstate';
import type { ClassWalk } from '../harness/classes.ts';
import { around } from '../oracle/spec.ts';

/** §5's classes of a field's value. */
export type FieldClass =
  | 'empty'
  | 'below-min'
  | 'min'
  | 'max'
  | 'above-max'
  | `format:${string}`
  /** A confirmation pair: a different valid value. */
  | 'different'
  /** A confirmation pair: the same value. */
  | 'same';

export interface FieldRow {
  /** The form (a step of the flow) the field is on: `account`, `reset`, `clabe`… */
  readonly form: string;
  readonly field: string;
  readonly class: FieldClass;
  /** As typed. */
  readonly value: string;
  /** A confirmation pair: the field it must match and that field's value (typed first). */
  readonly partner?: { readonly field: string; readonly value: string };
  /** The spec's outcome: `null` accepted, else the exact message under the field. */
  readonly expect: string | null;
  /** The rule of the app the row holds to (see domain-rules.ts): `validation.accountRules.password`… */
  readonly rule: string;
}

export interface BoundRow {
  /** The rule (domain-rules.ts): `limits.PERSONAL_LOAN_CAP`… */
  readonly rule: string;
  readonly side: 'below' | 'at' | 'above';
  /** The value at the bound, in the rule's unit (centavos for money, else units). */
  readonly value: number;
  /** The data that makes the bound bind (Spanish, shown as the walk's name). */
  readonly data: string;
  /** The same data for the walks and the oracle (the flow's own shape: a profile's limit, what is in use…). */
  readonly given?: Readonly<Record<string, unknown>>;
  /** The spec's outcome: `null` accepted, else the exact message (or `refused` when §5 gives no words). */
  readonly expect: string | null;
}

export interface RefusalRow {
  /** The server's code (or HTTP status) the flow reads. */
  readonly code: string;
  /** The rule (domain-rules.ts) the code belongs to, when the domain names it. */
  readonly rule?: string;
  /** §8's text, exactly (or the app's own text where §8 names the code but not the words). */
  readonly expect: string;
}

export interface FlowTable {
  readonly flow: string;
  readonly fields: readonly FieldRow[];
  readonly bounds: readonly BoundRow[];
  readonly refusals: readonly RefusalRow[];
  /** Rules the table covers with rows of another kind (an enumerated list, a flow's own walks): rule → where. */
  readonly coveredBy?: Readonly<Record<string, string>>;
  /** Rules with no model row yet, each saying what tests it today (listed by the completeness test's benchmark). */
  readonly pending?: Readonly<Record<string, string>>;
}

export const REFUSED = 'refused';

/** One row of a field: its class (a field row's, §5) or side (a bound row's), the value as typed, the spec's outcome. */
export type RowCase<K extends string = FieldClass> = readonly [kind: K, value: string, expect: string | null];

/**
 * A field's rows, one per case, written once: `field` makes the row of one case with everything else of the field
 * fixed (its form, rule, partner…), e.g. `rows(account('email'), [['empty', '', REQUIRED], ['min', 'a@b.mx', null]])`.
 */
export const rows = <R, K extends string>(
  field: (kind: K, value: string, expect: string | null) => R,
  cases: ReadonlyArray<RowCase<K>>,
): R[] => cases.map(([kind, value, expect]) => field(kind, value, expect));

/**
 * A money bound's three cases (for `rows`): the oracle's `around` (one centavo below `pesos`, at it, one above);
 * the side `refused` gets `expect` (REFUSED unless given), the other two are accepted.
 */
export function edges(pesos: number, refused: 'below' | 'above', expect: string = REFUSED) {
  const [below, at, above] = around(pesos);
  return [
    ['below', below, refused === 'below' ? expect : null],
    ['at', at, null],
    ['above', above, refused === 'above' ? expect : null],
  ] satisfies RowCase<BoundRow['side']>[];
}

/** A field of a form as a maker of its rows (for `rows`); `extra` sets what every row of it shares (a partner…). */
export const fieldOf =
  (form: string, field: string, rule: string, extra: Partial<Pick<FieldRow, 'partner'>> = {}) =>
  (kind: FieldClass, value: string, expect: string | null): FieldRow => ({
    form,
    field,
    class: kind,
    value,
    expect,
    rule,
    ...extra,
  });

/** A field row's name, unique in its table. */
export const fieldRowId = (row: FieldRow) => `${row.form}.${row.field} ${row.class}`;
/** A bound row's name, unique in its table. */
export const boundRowId = (row: BoundRow) => `${row.rule} ${row.side} (${row.data})`;
/** A refusal row's name. */
export const refusalRowId = (row: RefusalRow) => `refusal ${row.code}`;

/** Which rows of a table some walk has met, by level. */
export interface TableTracker {
  readonly table: FlowTable;
  use(id: string): void;
  unused(ids?: readonly string[]): string[];
}

export function tableTracker(table: FlowTable): TableTracker {
  const used = new Set<string>();
  const all = [
    ...table.fields.map(fieldRowId),
    ...table.bounds.map(boundRowId),
    ...table.refusals.map(refusalRowId),
  ];
  const known = new Set(all);
  if (known.size !== all.length) throw new Error(`${table.flow}: two rows of the table share a name`);
  return {
    table,
    use(id) {
      if (!known.has(id)) throw new Error(`${table.flow}: the table has no row "${id}"`);
      used.add(id);
    },
    unused: (ids = all) => ids.filter((id) => !used.has(id)),
  };
}

/** Registers, after a file's suites, the test that fails on a row of the table no walk of that file met. */
export function everyTableRowWalked(tracker: TableTracker, ids?: readonly string[], level = 'machine'): void {
  test(`${tracker.table.flow} · ${level} level · every row of the spec table was walked and asserted`, () => {
    expect(tracker.unused(ids), 'rows of the spec table no walk met').toEqual([]);
  });
}

/**
 * The oracle's side: after a step that validated `form`, every field whose value (and partner's) is a row of the
 * table must show exactly the row's outcome (a field absent from `values` is not checked). `errors` are the messages the flow holds per field (machine level);
 * `shown`, at UI level, the page's text (a row's message must be on the page).
 */
export function checkFieldRows(
  tracker: TableTracker,
  form: string,
  fieldValues: object,
  fieldErrors: object,
  shown?: string | null,
): void {
  const values = fieldValues as Readonly<Record<string, unknown>>;
  const errors = fieldErrors as Readonly<Record<string, string | undefined>>;
  for (const row of tracker.table.fields) {
    if (row.form !== form || !(row.field in values) || String(values[row.field] ?? '') !== row.value)
      continue;
    if (row.partner && String(values[row.partner.field] ?? '') !== row.partner.value) continue;
    const got = errors[row.field];
    expect(
      got ?? null,
      `${tracker.table.flow} table, ${form}.${row.field} = "${row.value}" (${row.class}): the spec's outcome`,
    ).toBe(row.expect);
    if (shown != null && row.expect !== null) expect(shown).toContain(row.expect);
    tracker.use(fieldRowId(row));
  }
}

/** The bound rows of a rule (in the table's order). */
export const boundRows = (table: FlowTable, rule: string) => table.bounds.filter((b) => b.rule === rule);

/** Pesos as the forms take them (`20000.01`), from centavos. */
export const typed = (centavos: number) =>
  centavos % 100 === 0 ? String(centavos / 100) : (centavos / 100).toFixed(2);

export interface FieldWalkOptions {
  /** The model input the walks start from. */
  readonly input: ClassWalk['input'];
  /** Where the form is ready (every other field valid). */
  readonly from: ClassWalk['from'];
  /** The events that type `value` into `field`. */
  readonly change: (field: string, value: string) => EventObject[];
  /**
   * What an empty row sends instead of typing nothing into the pristine field (a screen sends no change for it):
   * leaving the field where the form checks on blur, or nothing where the submit decides (default: the field
   * cleared with `change`, for a form whose walks start filled).
   */
  readonly leave?: (field: string) => EventObject[];
  /** The events that submit the form (after the change). */
  readonly submit: readonly EventObject[];
  /** Rows the screens cannot type (a value the input refuses): run at machine level only. */
  readonly machineOnly?: (row: FieldRow) => boolean;
}

/** One class walk per field row of a form: the partner typed first, then the row's value, then the submit. */
export function fieldWalks(table: FlowTable, form: string, options: FieldWalkOptions): ClassWalk[] {
  return table.fields
    .filter((row) => row.form === form)
    .map((row) => ({
      name: `tabla ${fieldRowId(row)}: "${row.value}"${row.partner ? ` con ${row.partner.field} "${row.partner.value}"` : ''}`,
      input: options.input,
      from: options.from,
      events: [
        ...(row.partner ? options.change(row.partner.field, row.partner.value) : []),
        ...(row.value === ''
          ? (options.leave?.(row.field) ?? options.change(row.field, ''))
          : options.change(row.field, row.value)),
        ...options.submit,
      ],
      ...(options.machineOnly?.(row) ? { machineOnly: true } : {}),
    }));
}
