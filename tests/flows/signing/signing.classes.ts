/**
 * The signing model's class walks, generated from the spec's table (tests/model/tables/signing.table.ts): every
 * row of the CLABE form (the CLABE and its confirmation, a different valid CLABE included) typed into the empty form
 * a personal loan without a CLABE shows first; the oracle (signing.model.ts) asserts each row's outcome.
 */
import type { EventObject } from 'xstate';
import type { SigningMachine } from '../../../machines/signing/index.ts';
import type { ClassWalk } from '../../model/harness/classes.ts';
import { pageText } from '../../model/oracle/check.ts';
import { SIGNING_TABLE } from '../../model/tables/signing.table.ts';
import { checkFieldRows, fieldWalks, tableTracker } from '../../model/tables/table.ts';

/** The spec table's rows the walks of a test file met. */
export const SIGNING_TABLE_ROWS = tableTracker(SIGNING_TABLE);

type State = ReturnType<SigningMachine['getInitialSnapshot']>;

/** The oracle's part for the table (signing.model.ts): the CLABE and its confirmation as submitted, each row's outcome. */
export function checkClabeRows(
  s: State,
  before: State | undefined,
  event: { type: string },
  atUi: boolean,
): void {
  if (event.type !== 'CLABE.SUBMIT' || !before || !(before.matches('clabe') || before.matches('clabeFirst')))
    return;
  const { clabe, confirmation } = before.context;
  checkFieldRows(
    SIGNING_TABLE_ROWS,
    'clabe',
    { clabe, confirmation },
    s.context.clabeErrors,
    atUi ? pageText() : null,
  );
}

type Snapshot = { matches: (v: unknown) => boolean; context: { clabe: string; confirmation: string } };

export const SIGNING_CLASSES: readonly ClassWalk[] = fieldWalks(SIGNING_TABLE, 'clabe', {
  input: 'desde el inicio',
  from: (s) => {
    const snapshot = s as unknown as Snapshot;
    return (
      snapshot.matches({ clabeFirst: 'editing' }) &&
      snapshot.context.clabe === '' &&
      snapshot.context.confirmation === ''
    );
  },
  change: (field, value) => [{ type: 'CLABE.CHANGE', field, value } as EventObject],
  // The form starts empty: an empty row types nothing, the submit decides.
  leave: () => [],
  submit: [{ type: 'CLABE.SUBMIT' }],
});
