/**
 * The signing flow's API actors (machines/signing/actors.ts): each is named by its endpoint key and calls that
 * endpoint with what the machine gives it (the application's id, the signature body, the CLABE), passing the
 * abort signal on.
 */
import { describe, expect, it } from 'vitest';
import { type SigningActors, signingActors } from '../../../machines/signing/index.ts';
import { actorNames, oneCallOf } from '../../fixtures/fake-call.ts';

const run = <K extends keyof SigningActors & string>(key: K, input?: unknown) =>
  oneCallOf(signingActors, key, input);

describe('signing actors, by endpoint key', () => {
  it('names every actor by its endpoint', () => {
    expect(actorNames(signingActors)).toEqual([
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
