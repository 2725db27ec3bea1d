/**
 * The sign-up flow's API actors (machines/signup/actors.ts): each is named by its endpoint key and calls that
 * endpoint with what the machine gives it, passing the abort signal on.
 */
import { describe, expect, it } from 'vitest';
import { type SignupActors, signupActors } from '../../../machines/signup/index.ts';
import { actorNames, oneCallOf } from '../../fixtures/fake-call.ts';
import { MARIA_CURP } from '../../fixtures/samples.ts';

const run = <K extends keyof SignupActors & string>(key: K, input?: unknown) =>
  oneCallOf(signupActors, key, input);

describe('sign-up actors, by endpoint key', () => {
  it('names every actor by its endpoint', () => {
    expect(actorNames(signupActors)).toEqual([
      'clients.activate',
      'clients.activationCodeStatus',
      'clients.create',
      'clients.curpLookup',
      'clients.exists',
      'clients.resendActivationCode',
      'clients.updateEmail',
    ]);
  });

  it('sends each body as the machine built it', async () => {
    const exists = { email: 'ana@correo.mx', phoneNumber: '5512345678' };
    expect(await run('clients.exists', exists)).toEqual({ body: exists });
    const account = { email: 'ana@correo.mx', termsAndConditions: true };
    expect(await run('clients.create', account)).toEqual({ body: account });
    const code = { activationCode: '4821' };
    expect(await run('clients.activate', code)).toEqual({ body: code });
    const email = { email: 'ana.luisa@correo.mx' };
    expect(await run('clients.updateEmail', email)).toEqual({ body: email });
  });

  it('looks the CURP up by its path, and asks for the code without a body', async () => {
    expect(await run('clients.curpLookup', { curp: MARIA_CURP })).toEqual({ params: { curp: MARIA_CURP } });
    expect(await run('clients.resendActivationCode')).toEqual({});
    expect(await run('clients.activationCodeStatus')).toEqual({});
  });
});
