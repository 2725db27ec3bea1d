/** `start` (transient): an unverified or verified session resumes where it belongs. */
import { signupSetup } from '../setup';

export const start = signupSetup.createStateConfig({
  description: 'Transient: an unverified or verified session resumes where it belongs.',
  always: [
    { guard: 'isClientSession', target: 'completed' },
    { guard: 'isEphemeralSession', target: 'verification' },
    { target: 'account' },
  ],
});
