/**
 * The sign-up model's class walks, generated from the spec's table (tests/model/tables/signup.table.ts): every row
 * of the account step typed over a whole, valid form, then 'Continuar'; the oracle (signup.model.ts) asserts each
 * row's outcome (the message under the field, or on to the availability check).
 */
import type { EventObject } from 'xstate';
import type { ClassWalk } from '../../model/harness/classes.ts';
import { SIGNUP_TABLE } from '../../model/tables/signup.table.ts';
import { fieldWalks } from '../../model/tables/table.ts';

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
