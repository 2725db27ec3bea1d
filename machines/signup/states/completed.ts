/** `completed` (/crear-cuenta/completada) and the two final states its Continue leads to. */
import { PATHS } from '../../../src/paths';
import { signupSetup } from '../setup';
import { SESSION_TAGS } from '../types';

export const completed = signupSetup.createStateConfig({
  meta: { route: PATHS.signupCompleted },
  tags: [SESSION_TAGS.client],
  on: {
    CONTINUE: [{ guard: 'hasApplicationType', target: 'toApplication' }, { target: 'toHome' }],
  },
});

export const toApplication = signupSetup.createStateConfig({
  type: 'final',
  description: 'An application was pending: /aplicacion-credito.',
});

export const toHome = signupSetup.createStateConfig({
  type: 'final',
  description: 'Home.',
});
