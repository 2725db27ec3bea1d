/** `account` (/crear-cuenta, spec §5 "Account step"): e-mail, phone and password, then the availability check. */
import { PATHS } from '../../../src/paths';
import { signupSetup } from '../setup';
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
        'ROUTE.CHANGED': { guard: 'canReturnToPersonalData', target: '#signup.personalData.hist' },
      },
    },
    checking: {
      description: 'POST /clients/exists: is the e-mail or the phone already used?',
      tags: ['busy'],
      invoke: {
        id: 'checkAccount',
        src: 'checkAccount',
        input: ({ context }) => ({
          email: context.account.email.trim(),
          phoneNumber: context.account.phoneNumber,
        }),
        onDone: [
          {
            description: 'Back to the form the user left (Con CURP or Sin CURP), with everything typed.',
            guard: { type: 'isAccountAvailable', params: ({ event }) => ({ output: event.output }) },
            target: '#signup.personalData.hist',
            actions: ['markAccountAvailable', 'dismissAlerts'],
          },
          { target: 'editing', actions: ['markAccountTaken', 'alertContactTaken'] },
        ],
        onError: { target: 'editing', actions: 'alertCheckFailed' },
      },
    },
  },
});
