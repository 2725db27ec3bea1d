/**
 * The identity check (issue 22 point 2): a PREAPPROVED application moves to documents-uploaded only with an identity
 * result the server itself holds from the provider — the flow it issued for this application, finished, for this
 * client — and an identity id is accepted once, never for another client or application.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../../server/db/schema.ts';
import { fileApi, type TestClient } from '../helpers.ts';
import {
  acceptIdentity,
  applicationStatus,
  applyAndProcess,
  by,
  call,
  instant,
  lendingClient,
  signInAgain,
  startLendingApi,
  verifyIdentity,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);

async function preapproved(): Promise<{ client: TestClient; id: string }> {
  const client = await lendingClient(api);
  const r = await applyAndProcess(api, client);
  expect(r.status).toBe('PREAPPROVED');
  return { client, id: r.id };
}

const patchIdentity = (client: TestClient, id: string, kycIdentityId: string) =>
  by(api, client).patch(`/applications/${id}/identityId`, { kycIdentityId });
const uploadDocuments = (client: TestClient, id: string) =>
  by(api, client).post(`/applications/${id}/transition-to-documents-uploaded`);

/** The application stays PREAPPROVED with no identity on it. */
async function untouched(client: TestClient, id: string) {
  expect(await applicationStatus(api, client, id)).toBe('PREAPPROVED');
  const row = (await api.db.select().from(applications).where(eq(applications.id, id)))[0];
  expect(row?.kycIdentityId).toBeNull();
}

describe('the identity check', () => {
  it('refuses an identity id the client made up, and the application does not move on', async () => {
    const { client, id } = await preapproved();
    const invented = await patchIdentity(client, id, 'inventado-por-el-cliente');
    expect([invented.status, invented.body.code]).toEqual([422, 'IDENTITY_NOT_RECOGNIZED']);
    const message =
      'No encontramos el resultado de tu verificación de identidad. Vuelve a subir tus documentos.';
    expect(invented.body.message).toBe(message);
    // The flow was never opened: nothing to accept, nothing to move on with.
    const moved = await uploadDocuments(client, id);
    expect([moved.status, moved.body.code]).toEqual([422, 'NO_IDENTITY']);
    await untouched(client, id);
  });

  it("refuses the provider's id of a flow that is not finished", async () => {
    const { client, id } = await preapproved();
    const flow = await by(api, client).get<{ verificationId: string }>(`/clients/kyc/${id}`);
    expect(flow.body.verificationId).toMatch(/^idv_sandbox_[0-9a-f]{16}$/);
    const early = await patchIdentity(client, id, flow.body.verificationId);
    expect([early.status, early.body.code]).toEqual([422, 'IDENTITY_NOT_FINISHED']);
    expect(early.body.message).toBe('Aún no terminas la verificación de identidad.');
    expect((await uploadDocuments(client, id)).body.code).toBe('NO_IDENTITY');
    await untouched(client, id);
    // Once finished at the provider, the same id is accepted and the documents move on.
    expect(await verifyIdentity(api, client, id)).toBe(flow.body.verificationId);
    expect((await patchIdentity(client, id, flow.body.verificationId)).status).toBe(200);
    expect((await uploadDocuments(client, id)).body.status).toBe('APPROVED'); // documents delay 0
  });

  it("never accepts one client's identity for another client, before or after the owner used it", async () => {
    const a = await preapproved();
    const b = await preapproved();
    const identityOfA = await verifyIdentity(api, a.client, a.id);
    const before = await patchIdentity(b.client, b.id, identityOfA);
    expect([before.status, before.body.code]).toEqual([422, 'IDENTITY_NOT_RECOGNIZED']);
    expect((await patchIdentity(a.client, a.id, identityOfA)).status).toBe(200);
    const after = await patchIdentity(b.client, b.id, identityOfA);
    expect([after.status, after.body.code]).toEqual([422, 'IDENTITY_NOT_RECOGNIZED']);
    expect((await uploadDocuments(b.client, b.id)).body.code).toBe('NO_IDENTITY');
    await untouched(b.client, b.id);
    // Nor can B finish A's flow at the provider: it is not B's.
    const flowOfA = (await api.db.select().from(applications).where(eq(applications.id, a.id)))[0]!.kycFlowId;
    expect((await by(api, b.client).post(`/kyc-sandbox/flows/${flowOfA}/finish`)).status).toBe(404);
  });

  it("refuses the finished flow of the client's own earlier application", async () => {
    const { client, id: first } = await preapproved();
    const identityOfFirst = await verifyIdentity(api, client, first);
    // 16 days later the pre-approval has expired; a new application is pre-approved.
    const moved = await call(api, 'POST', '/__sandbox/clock/advance-days', { body: { days: 16 } });
    expect(moved.status).toBe(200);
    await signInAgain(api, client);
    const second = await applyAndProcess(api, client);
    expect(second.status).toBe('PREAPPROVED');
    const reused = await patchIdentity(client, second.id, identityOfFirst);
    expect([reused.status, reused.body.code]).toEqual([422, 'IDENTITY_NOT_RECOGNIZED']);
    expect((await uploadDocuments(client, second.id)).body.code).toBe('NO_IDENTITY');
    await untouched(client, second.id);
    // Its own flow is another one, with another id.
    expect(await acceptIdentity(api, client, second.id)).not.toBe(identityOfFirst);
  });

  it('checks the held result again when moving on, not only the id stored on the application', async () => {
    const { client, id } = await preapproved();
    // An id stored before this check existed (or written by anything but PATCH identityId) is not a result.
    await api.db.update(applications).set({ kycIdentityId: 'idv_legacy' }).where(eq(applications.id, id));
    const moved = await uploadDocuments(client, id);
    expect([moved.status, moved.body.code]).toEqual([422, 'NO_IDENTITY']);
    expect(await applicationStatus(api, client, id)).toBe('PREAPPROVED');
  });

  it('the sandbox provider finishes only an open flow of the caller, and says the same id every time', async () => {
    const { client, id } = await preapproved();
    const { get, post } = by(api, client);
    const finish = (flowId: string) => post(`/kyc-sandbox/flows/${flowId}/finish`);
    const flowId = (await get<{ kycFlowId: string }>(`/clients/kyc/${id}`)).body.kycFlowId;
    const first = await finish(flowId);
    const again = await finish(flowId);
    expect(first.body.status).toBe('FINISHED');
    expect(again.body.identityId).toBe(first.body.identityId);
    for (const unknown of ['kyc_unknown', 'x'.repeat(64)]) expect((await finish(unknown)).status).toBe(404);
    expect((await finish(encodeURIComponent("' OR 1=1 --"))).status).toBe(400);
  });
});
