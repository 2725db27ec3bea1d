/**
 * Every screen state of the sign-up machine has its route in the route table, hosted by the sign-up flow. Which
 * session sees which of them (spec §2, §6): tests/unit/app/access-table.test.ts, from access.oracle.ts.
 */
import { describe, expect, it } from 'vitest';
import { routesOfMachine } from '../../../machines/shared/route';
import { signupMachine } from '../../../machines/signup';
import { matchRoute } from '../../../src/app/routes';
import { PATHS } from '../../../src/paths';

describe('sign-up routes', () => {
  it('the machine declares exactly the five sign-up routes, each hosted by the sign-up flow', () => {
    const routes = routesOfMachine(signupMachine);
    const { signup, signupPersonalData, signupVerify, signupUpdateEmail, signupCompleted } = PATHS;
    expect(routes).toEqual(
      [signup, signupPersonalData, signupVerify, signupUpdateEmail, signupCompleted].sort(),
    );
    for (const route of routes) expect(matchRoute(route)?.screen, route).toBe('signup');
  });
});
