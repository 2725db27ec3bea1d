/** `account` (/crear-cuenta, spec §5 "Account step"): e-mail, phone and password, then the availability check. */
import { PATHS } from '../../../src/paths';
import { checkAccountBody } from '../bodies';
import { signupSetup, TO } from '../setup';
import { SESSION_TAGS } from '../types';

export const account = signupSetup.createStateConfig({
  meta: { route: PATHS.signup },
  tags: [SESSION_TAGS.anonymous],
  initial: 'editing',
  states: {
    editing: {
      on: {
        'ACCOUNT.CHANGE': { actions: 'setAccountField' },
        'ACCOUNT.BLUR': { actions: 'trimAccountField' },
        'ACCOUNT.SUBMIT': [
          { guard: 'isAccountValid', target: 'checking', actions: 'clearAccountErrors' },
          { actions: 'showAccountErrors' },
        ],
        'ROUTE.CHANGED': { guard: 'canReturnToPersonalData', target: TO.personalDataHistory },
      },
    },
    checking: {
      description: 'POST /clients/exists: is the e-mail or the phone already used?',
      tags: ['busy'],
      invoke: {
        id: 'clients.exists',
        src: 'clients.exists',
        input: ({ context }) => checkAccountBody(context),
        onDone: [
          {
            description: 'Back to the form the user left (Con CURP or Sin CURP), with everything typed.',
            guard: { type: 'isAccountAvailable', params: ({ event }) => ({ output: event.output }) },
            target: TO.personalDataHistory,
            actions: ['markAccountAvailable', 'dismissAlerts'],
          },
          { target: 'editing', actions: ['markAccountTaken', 'alertContactTaken'] },
        ],
        onError: { target: 'editing', actions: 'alertCheckFailed' },
      },
    },
  },
});
