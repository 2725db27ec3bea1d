/** The documents flow's calls, each named by its endpoint, with the ids the machine gives them. */
import { describe, expect, it } from 'vitest';
import { documentsActors } from '../../../machines/documents.machine.ts';
import { fakeCall, run, signal } from '../../fixtures/fake-call';

describe('documents actors', () => {
  it('the identity link, the identity id and the documents-uploaded transition', async () => {
    const { call, calls } = fakeCall({
      'clients.kycFlow': () => ({ kycFlowId: 'flow-9', verificationId: null, url: null }),
      'signing.updateIdentityId': () => ({ id: 'a-42', kycIdentityId: 'idv-7' }),
      'signing.transitionToDocumentsUploaded': () => ({ id: 'a-42', status: 'DOCUMENTS_UPLOADED' }),
    });
    const actors = documentsActors(call);
    await expect(run(actors['clients.kycFlow'], { applicationId: 'a-42' })).resolves.toMatchObject({
      kycFlowId: 'flow-9',
    });
    await expect(
      run(actors['signing.updateIdentityId'], { id: 'a-42', kycIdentityId: 'idv-7' }),
    ).resolves.toMatchObject({ kycIdentityId: 'idv-7' });
    await expect(run(actors['signing.transitionToDocumentsUploaded'], { id: 'a-42' })).resolves.toMatchObject(
      {
        status: 'DOCUMENTS_UPLOADED',
      },
    );
    expect(calls).toEqual([
      { key: 'clients.kycFlow', args: { params: { applicationId: 'a-42' }, signal } },
      {
        key: 'signing.updateIdentityId',
        args: { params: { id: 'a-42' }, body: { kycIdentityId: 'idv-7' }, signal },
      },
      { key: 'signing.transitionToDocumentsUploaded', args: { params: { id: 'a-42' }, signal } },
    ]);
  });
});
