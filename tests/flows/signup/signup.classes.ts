/**
 * The sign-up model's class walks, generated from the spec's table (tests/model/tables/signup.table.ts): every row
 * of the account step typed over a whole, valid form, then 'Continuar'; the oracle (signup.model.ts) asserts each
 * row's outcome (the message under the field, or on to the availability check).
 */
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { SignupMachine } from '../../../machines/signup/index.ts';
import type { ClassWalk } from '../../model/harness/classes.ts';
import { pageText } from '../../model/oracle/check.ts';
import { SIGNUP_TABLE } from '../../model/tables/signup.table.ts';
import { checkFieldRows, fieldWalks, tableTracker } from '../../model/tables/table.ts';

/** The spec table's rows the walks of a test file met. */
export const SIGNUP_TABLE_ROWS = tableTracker(SIGNUP_TABLE);

type State = ReturnType<SignupMachine['getInitialSnapshot']>;
const fault = (event: object) => (event as { error?: { status?: number; code?: string } }).error;

/**
 * The oracle's part for the table (signup.model.ts calls it after every step): the account form on 'Continuar',
 * each field at a row's value with exactly the row's outcome, and a form the table accepts field by field goes on;
 * §8's refusals by code (their alerts are asserted by the model's oracle in the same step).
 */
export function checkSignupRows(
  s: State,
  before: State | undefined,
  event: { type: string },
  atUi: boolean,
): void {
  if (event.type === 'ACCOUNT.SUBMIT' && before?.matches({ account: 'editing' })) {
    checkFieldRows(
      SIGNUP_TABLE_ROWS,
      'account',
      before.context.account,
      s.context.accountErrors,
      atUi ? pageText() : null,
    );
    if (Object.keys(s.context.accountErrors).length === 0)
      expect(s.matches({ account: 'editing' }), 'a valid account form stays').toBe(false);
  }
  const output = (event as { output?: { isAccountAvailable?: boolean } }).output;
  if (event.type === 'xstate.done.actor.clients.exists' && output?.isAccountAvailable === false)
    SIGNUP_TABLE_ROWS.use('refusal EMAIL_OR_PHONE_TAKEN');
  if (event.type === 'xstate.error.actor.clients.curpLookup' && fault(event)?.status === 409)
    SIGNUP_TABLE_ROWS.use('refusal CURP 409');
  if (event.type === 'xstate.error.actor.clients.activate' && fault(event)?.code === 'WRONG_ACTIVATION_CODE')
    SIGNUP_TABLE_ROWS.use('refusal WRONG_ACTIVATION_CODE');
}

type Snapshot = {
  matches: (v: unknown) => boolean;
  context: { account: { email: string; phoneNumber: string; password: string } };
};

export const SIGNUP_CLASSES: readonly ClassWalk[] = fieldWalks(SIGNUP_TABLE, 'account', {
  input: 'visitante con referido',
  from: (s) => {
    const { matches, context } = s as unknown as Snapshot;
    const { email, phoneNumber, password } = context.account;
    return matches.call(s, { account: 'editing' }) && email !== '' && phoneNumber !== '' && password !== '';
  },
  change: (field, value) => [{ type: 'ACCOUNT.CHANGE', field, value } as EventObject],
  submit: [{ type: 'ACCOUNT.SUBMIT' }],
});
