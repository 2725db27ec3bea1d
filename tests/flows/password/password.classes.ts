/**
 * The password model's class walks, generated from the spec's table (tests/model/tables/password.table.ts): every
 * row of the forgot and reset forms typed into a fresh form; the oracle (password.model.ts) asserts each row's
 * outcome through `checkFieldRows`.
 */
import type { EventObject } from 'xstate';
import type { ClassWalk } from '../../model/harness/classes.ts';
import { PASSWORD_TABLE } from '../../model/tables/password.table.ts';
import { fieldWalks } from '../../model/tables/table.ts';

type Context = { email: string; password: string; confirmation: string };
const ctx = (s: unknown) => (s as { context: Context }).context;
const matches = (s: unknown, value: object) => (s as { matches: (v: object) => boolean }).matches(value);

const change = (field: string, value: string): EventObject[] => [
  { type: 'CHANGE', field, value } as EventObject,
];

export const PASSWORD_CLASSES: readonly ClassWalk[] = [
  ...fieldWalks(PASSWORD_TABLE, 'forgot', {
    input: 'olvidé mi contraseña',
    from: (s) => matches(s, { forgot: 'editing' }) && ctx(s).email === '',
    change,
    submit: [{ type: 'SUBMIT' }],
  }),
  ...fieldWalks(PASSWORD_TABLE, 'reset', {
    input: 'enlace del correo',
    from: (s) => matches(s, { reset: 'editing' }) && ctx(s).password === '' && ctx(s).confirmation === '',
    // Typed, then left (the form shows a field's error once it is used).
    change: (field, value) => [...change(field, value), { type: 'BLUR', field } as EventObject],
    leave: (field) => [{ type: 'BLUR', field } as EventObject],
    submit: [],
  }),
];
