/**
 * `cuenta-clabe`: 18 digits shown ###-###-###########-#, a matching confirmation, the bank's name from the CLABE;
 * PATCH /clients/interbank-code; failure → an error alert with an empty message (spec §8). Two places use it:
 * `clabeFirst` (no store and no CLABE: before the terms, spec §4) and `clabe` (after the payment table).
 */
import { PATHS } from '../../../src/paths';
import { clabeBody } from '../bodies';
import { signingSetup, TO } from '../setup';

function clabeForm(done: { target: string; success: boolean }) {
  return signingSetup.createStateConfig({
    meta: { route: PATHS.signingClabe },
    entry: 'prefillClabe',
    initial: 'editing',
    states: {
      editing: {
        on: {
          'CLABE.CHANGE': { actions: 'setClabeField' },
          'CLABE.SUBMIT': [{ guard: 'isClabeValid', target: 'saving' }, { actions: 'showClabeErrors' }],
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          id: 'clients.updateInterbankCode',
          src: 'clients.updateInterbankCode',
          input: ({ context }) => clabeBody(context),
          onDone: {
            target: done.target,
            actions: [
              { type: 'setInterbankCode', params: ({ event }) => ({ output: event.output }) },
              'dismissAlerts',
              ...(done.success ? (['alertSigned'] as const) : []),
            ],
          },
          onError: { target: 'editing', actions: 'alertClabeFailed' },
        },
      },
    },
  });
}

export const clabeFirst = clabeForm({ target: TO.checking, success: false });
export const clabe = clabeForm({ target: TO.success, success: true });
