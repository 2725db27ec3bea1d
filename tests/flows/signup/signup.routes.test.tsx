/** Every screen state of the sign-up machine has its route in the route table, hosted by the sign-up flow. */
import { describe, expect, it } from 'vitest';
import { routesOfMachine } from '../../../machines/shared/route';
import { signupMachine } from '../../../machines/signup';
import { decideAccess } from '../../../src/app/guards';
import { matchRoute } from '../../../src/app/routes';
import { PATHS } from '../../../src/paths';

const SIGNUP_ROUTES = {
  account: PATHS.signup,
  personalData: PATHS.signupPersonalData,
  verification: PATHS.signupVerify,
  updateEmail: PATHS.signupUpdateEmail,
  completed: PATHS.signupCompleted,
};

describe('sign-up routes', () => {
  it('the machine declares exactly the five sign-up routes, each hosted by the sign-up flow', () => {
    const routes = routesOfMachine(signupMachine);
    expect(routes).toEqual(Object.values(SIGNUP_ROUTES).sort());
    for (const route of routes) expect(matchRoute(route)?.screen, route).toBe('signup');
  });

  it('each session sees only its own part of the flow (spec §2, §6)', () => {
    const allowed = (status: Parameters<typeof decideAccess>[0]) =>
      routes().filter(
        (pathname) =>
          decideAccess(status, matchRoute(pathname)?.access ?? null, { pathname }).kind === 'allow',
      );
    const routes = () => Object.values(SIGNUP_ROUTES);
    expect(allowed('anonymous')).toEqual([SIGNUP_ROUTES.account, SIGNUP_ROUTES.personalData]);
    expect(allowed('ephemeral')).toEqual([SIGNUP_ROUTES.verification, SIGNUP_ROUTES.updateEmail]);
    expect(allowed('client')).toEqual([SIGNUP_ROUTES.completed]);
  });
});
