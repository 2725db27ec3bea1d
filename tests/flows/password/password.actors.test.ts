/** The password flow's calls: the recovery e-mail, and the reset with whether a store application is pending. */
import { describe, expect, it } from 'vitest';
import { passwordActors } from '../../../machines/password.actors.ts';
import { fakeCall, run, signal } from '../../fixtures/fake-call';

describe('password actors', () => {
  it("'clients.recoverPassword' posts the address", async () => {
    const sent = { sent: true, retryAfterSeconds: 60 };
    const { call, calls } = fakeCall({ 'clients.recoverPassword': () => sent });
    const body = { email: 'ana@correo.mx' };
    await expect(run(passwordActors(call)['clients.recoverPassword'], body)).resolves.toEqual(sent);
    expect(calls).toEqual([{ key: 'clients.recoverPassword', args: { body, signal } }]);
  });

  it("'clients.resetPassword' answers the token and what the app reads once it succeeded", async () => {
    const { call, calls } = fakeCall({ 'clients.resetPassword': () => ({ token: 'x.y.z' }) });
    const body = { token: 'enlace-123', password: 'NuevaClave2026' };
    const reads: string[] = [];
    const pending = () => {
      reads.push('read');
      return true;
    };
    const reset = (actors: ReturnType<typeof passwordActors>) => run(actors['clients.resetPassword'], body);
    await expect(reset(passwordActors(call, pending))).resolves.toEqual({
      token: 'x.y.z',
      hasStoreApplication: true,
    });
    expect(calls).toEqual([{ key: 'clients.resetPassword', args: { body, signal } }]);
    expect(reads).toEqual(['read']);
    // Without a reader: no store application.
    await expect(reset(passwordActors(call))).resolves.toEqual({
      token: 'x.y.z',
      hasStoreApplication: false,
    });
  });

  it('a failed reset reads nothing and fails', async () => {
    const { call } = fakeCall({});
    let read = false;
    const actors = passwordActors(call, () => {
      read = true;
      return true;
    });
    await expect(run(actors['clients.resetPassword'], { token: 't', password: 'p' })).rejects.toThrow(
      'No answer for clients.resetPassword',
    );
    expect(read).toBe(false);
  });
});
