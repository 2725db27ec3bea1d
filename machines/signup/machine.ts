/**
 * The sign-up machine, assembled (spec §2 "Sign-up", §3, §4 "Sign-up", §5, §8, §9). The chart is generated in
 * statecharts/signup.{svg,mmd}; each top-level state lives in states/<name>.ts, the actors in actors.ts (by
 * endpoint key), the setup object, its guards, targets and starting context in setup.ts, the actions in actions.ts, the forms in form.ts, the flow's other pure
 * rules in rules.ts, the request bodies in bodies.ts, what each screen shows in view.ts. See docs/architecture.md
 * "One house for every flow".
 *
 * Pure: the app provides `call` to the actors (`signupActors(services.call)`), `handOverToken` (LOGIN to the
 * session) and `dismissAlerts`. The host persists resting snapshots under `pendingClientSignup` (spec §9) without the password, and sends
 * RESUME after a restore. The states carry a tag naming the session they belong to (`visitor`, `unverified`,
 * `verified`): the host drops a draft that does not match the current session.
 */
import { PATHS } from '../../src/paths';
import { signupAtlas } from './atlas';
import { initialContext, SIGNUP_ID, signupSetup } from './setup';
import { account } from './states/account';
import { completed, toApplication, toHome } from './states/completed';
import { personalData } from './states/personalData';
import { start } from './states/start';
import { updateEmail } from './states/updateEmail';
import { verification } from './states/verification';

export const signupMachine = signupSetup.createMachine({
  id: SIGNUP_ID,
  meta: { atlas: signupAtlas },
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: { start, account, personalData, verification, updateEmail, completed, toApplication, toHome },
  output: ({ context }) => ({
    redirectTo: context.applicationType !== null ? PATHS.application : PATHS.home,
  }),
});

export type SignupMachine = typeof signupMachine;
