/** The login's one call: 'clients.signin' with the typed credentials as its body. */
import { describe, expect, it } from 'vitest';
import { loginActors } from '../../../machines/login.machine.ts';
import { fakeCall, run, signal } from '../../fixtures/fake-call';

describe('login actors', () => {
  it("'clients.signin' posts the credentials and answers the token", async () => {
    const { call, calls } = fakeCall({ 'clients.signin': () => ({ token: 'x.y.z' }) });
    const body = { email: 'ana@correo.mx', password: 'Clave2026' };
    await expect(run(loginActors(call)['clients.signin'], body)).resolves.toEqual({ token: 'x.y.z' });
    expect(calls).toEqual([{ key: 'clients.signin', args: { body, signal } }]);
  });
});
