/**
 * The signing flow's API actors (machines/signing/actors.ts): each is named by its endpoint key and calls that
 * endpoint with what the machine gives it (the application's id, the signature body, the CLABE), passing the
 * abort signal on.
 */
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { type SigningActors, signingActors } from '../../../machines/signing/index.ts';
import type { ApiCall } from '../../../src/api/call';

function recorded() {
  const calls: Array<{ key: string; args: Record<string, unknown> }> = [];
  const call = (async (key: string, args: Record<string, unknown>) => {
    calls.push({ key, args });
    return { answeredBy: key };
  }) as unknown as ApiCall;
  return { calls, actors: signingActors(call) };
}

async function run<K extends keyof SigningActors>(key: K, input?: unknown) {
  const { calls, actors } = recorded();
  const output = await toPromise(createActor(actors[key] as AnyActorLogic, { input }).start());
  expect(calls).toHaveLength(1);
  const [only] = calls;
  expect(only?.key).toBe(key);
  expect(output).toEqual({ answeredBy: key });
  const { signal, ...rest } = only?.args ?? {};
  expect(signal).toBeInstanceOf(AbortSignal);
  return rest;
}

describe('signing actors, by endpoint key', () => {
  it('names every actor by its endpoint', () => {
    expect(Object.keys(recorded().actors).sort()).toEqual([
      'applications.list',
      'clients.me',
      'clients.updateInterbankCode',
      'signing.approvedProductsConditions',
      'signing.resendSignatureCode',
      'signing.sendSignatureCode',
      'signing.sign',
    ]);
  });

  it('lists the applications with no filter', async () => {
    expect(await run('applications.list')).toEqual({ query: {} });
  });

  it("asks for the application's options, the codes and the profile", async () => {
    expect(await run('signing.approvedProductsConditions', { id: 'app-1' })).toEqual({
      params: { id: 'app-1' },
    });
    expect(await run('signing.sendSignatureCode', { id: 'app-1' })).toEqual({ params: { id: 'app-1' } });
    expect(await run('signing.resendSignatureCode', { id: 'app-1' })).toEqual({ params: { id: 'app-1' } });
    expect(await run('clients.me')).toEqual({});
  });

  it('signs with the body and registers the CLABE', async () => {
    const body = { firstPaymentDate: '2026-02-01', signatureCode: '123456' };
    expect(await run('signing.sign', { id: 'app-1', body })).toEqual({ params: { id: 'app-1' }, body });
    const clabe = { interbankCode: '002180700000000019' };
    expect(await run('clients.updateInterbankCode', clabe)).toEqual({ body: clabe });
  });
});
