/**
 * The login model's class walks, generated from the spec's table (tests/model/tables/login.table.ts): each field
 * row typed over a whole, valid form, then 'Iniciar sesión'; each refusal answered to the sign-in. The oracle's part
 * (`checkLoginTable`, called by login.model.ts after every step) asserts each row's outcome: the field's text, or
 * the form sent; the refusal's alert (error, 5 s) and the form kept.
 */
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { loginMachine } from '../../../machines/login.machine.ts';
import { httpError } from '../../fixtures/samples.ts';
import type { ClassWalk } from '../../model/harness/classes.ts';
import { LOGIN_TABLE } from '../../model/tables/login.table.ts';
import {
  checkFieldRows,
  fieldWalks,
  type RefusalRow,
  refusalRowId,
  tableTracker,
} from '../../model/tables/table.ts';

type Snapshot = ReturnType<typeof loginMachine.getInitialSnapshot>;
type Alert = { message: unknown; alertType: unknown; timer: unknown };

/** The spec table's rows the walks of a test file met. */
export const LOGIN_TABLE_ROWS = tableTracker(LOGIN_TABLE);

/** The sign-in's answer for each refusal row. */
function answer(row: RefusalRow): unknown {
  if (row.code === 'sin respuesta') return new TypeError('Failed to fetch');
  if (row.code.startsWith('HTTP ')) return httpError(Number(row.code.slice(5)));
  // The 401's own words are the server's, never shown (§8's are).
  const [status, message] =
    row.code === 'TOO_MANY_ATTEMPTS' ? [429, row.expect] : [401, 'Credenciales inválidas'];
  return { ...httpError(status), code: row.code, body: { httpCode: status, code: row.code, message } };
}
const rowOf = (error: unknown): RefusalRow | undefined => {
  const e = error as { status?: number; code?: string } | undefined;
  const code = e?.code ?? (e?.status ? `HTTP ${e.status}` : 'sin respuesta');
  return LOGIN_TABLE.refusals.find((r) => r.code === code);
};

/** The oracle's part for the table, after one step. */
export function checkLoginTable(
  s: Snapshot,
  before: Snapshot | undefined,
  event: { type: string } & Record<string, unknown>,
  alerts: readonly Alert[],
): void {
  if (event.type === 'SUBMIT' && before?.matches('editing')) {
    const { email, password } = before.context;
    checkFieldRows(LOGIN_TABLE_ROWS, 'login', { email, password }, s.context.errors);
    expect(s.matches('submitting'), 'a form without errors is sent').toBe(
      Object.keys(s.context.errors).length === 0,
    );
  }
  if (event.type === 'xstate.error.actor.clients.signin') {
    const row = rowOf(event.error);
    if (!row) throw new Error('a sign-in refusal the login table does not have');
    expect(alerts).toEqual([{ message: row.expect, alertType: 'error', timer: 5000 }]);
    expect(s.matches('editing'), 'a refused sign-in keeps the form').toBe(true);
    LOGIN_TABLE_ROWS.use(refusalRowId(row));
  }
}

const filled = (s: unknown) => {
  const { context } = s as Snapshot;
  return (s as Snapshot).matches('editing') && context.email === 'ana@correo.mx' && context.password !== '';
};

export const LOGIN_CLASSES: readonly ClassWalk[] = [
  ...fieldWalks(LOGIN_TABLE, 'login', {
    input: 'sin origen',
    from: filled,
    change: (field, value) => [{ type: 'CHANGE', field, value } as EventObject],
    submit: [{ type: 'SUBMIT' }],
  }),
  ...LOGIN_TABLE.refusals.map((row) => ({
    name: `tabla ${refusalRowId(row)}`,
    input: 'sin origen',
    from: (s: unknown) => (s as Snapshot).matches('submitting'),
    events: [{ type: 'xstate.error.actor.clients.signin', actorId: 'clients.signin', error: answer(row) }],
    machineOnly: true,
  })),
];
