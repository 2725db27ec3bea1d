/**
 * The 15-day validity of authorisations and pre-authorisations (spec §9), on the sandbox clock: a PREAPPROVED or
 * APPROVED application decided more than 15 days ago is REJECTED with reason AUTHORIZATION_EXPIRED (audit trail
 * actor `system`), and every further step answers 422 AUTHORIZATION_EXPIRED. It does not count as a credit
 * rejection and no longer blocks a new application.
 */
import { describe, expect, it } from 'vitest';
import type { Application } from '../../../src/api/contract/applications.ts';
import { fileApi, type TestClient } from '../helpers.ts';
import {
  acceptIdentity,
  applyAndProcess,
  by,
  call,
  createApplication,
  disbursedLoan,
  force,
  history,
  instant,
  lendingClient,
  type Offers,
  SIGNATURE_PNG,
  signInAgain,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);

/** Moves the sandbox clock; the client's session token expires meanwhile, so the client signs in again. */
const advanceDays = async (days: number, client: TestClient) => {
  const res = await call(api, 'POST', '/__sandbox/clock/advance-days', { body: { days } });
  expect(res.status).toBe(200);
  await signInAgain(api, client);
};

async function itemOf(client: TestClient, id: string): Promise<Application | undefined> {
  const list = await by(api, client).get<{ items: Application[] }>('/applications');
  return list.body.items.find((i) => i.id === id);
}

const EXPIRED = {
  httpCode: 422,
  code: 'AUTHORIZATION_EXPIRED',
  message:
    'La autorización de tu solicitud venció: tenía una vigencia de 15 días. Crea una nueva solicitud para continuar.',
};
const EXPIRED_ITEM = { status: 'REJECTED', rejectionReason: 'AUTHORIZATION_EXPIRED' };

describe('15-day validity of (pre)authorisations', () => {
  it('PREAPPROVED: valid for 15 days, then REJECTED AUTHORIZATION_EXPIRED; documents can no longer be uploaded', async () => {
    const c = await lendingClient(api);
    const r = await applyAndProcess(api, c);
    expect(r.status).toBe('PREAPPROVED');
    // The client signs in again after each move: a fresh caller each time.
    const get = (path: string) => by(api, c).get(path);

    await advanceDays(14, c);
    expect((await itemOf(c, r.id))?.status).toBe('PREAPPROVED');
    expect((await get(`/clients/kyc/${r.id}`)).status).toBe(200);

    await advanceDays(2, c);
    expect(await itemOf(c, r.id)).toMatchObject(EXPIRED_ITEM);
    const body = { kycIdentityId: 'idv_late' };
    const identity = await by(api, c).patch(`/applications/${r.id}/identityId`, body);
    expect([identity.status, identity.body]).toEqual([422, EXPIRED]);
    const uploaded = await by(api, c).post(`/applications/${r.id}/transition-to-documents-uploaded`);
    expect([uploaded.status, uploaded.body]).toEqual([422, EXPIRED]);
    expect((await get(`/clients/kyc/${r.id}`)).body).toEqual(EXPIRED);

    expect((await history(api, r.id)).at(-1)).toMatchObject({
      from: 'PREAPPROVED',
      to: 'REJECTED',
      actor: 'system',
      reason: 'authorisation expired after 15 days',
    });

    // Not a credit rejection and not in progress any more: a new application can be created.
    const can = await get('/applications/can-create');
    expect(can.body).toEqual({ canCreateApplication: true, reason: null });
    expect((await createApplication(api, c, {}, false)).status).toBe(200);
  });

  it('APPROVED: after 15 days it can no longer be e-signed, get a signing PIN or be signed', async () => {
    const c = await lendingClient(api, { name: 'LUIS', firstSurname: 'MORA', secondSurname: 'SOTO' });
    await force(api, c, 'APPROVED');
    const r = await applyAndProcess(api, c);
    expect(r.status).toBe('APPROVED');
    const offers = await by(api, c).get<Offers>(`/applications/${r.id}/approved-products-conditions`);
    expect(offers.status).toBe(200);
    const date = offers.body.approvedProducts[0]!.firstPaymentDate;

    await advanceDays(16, c);
    const { get, post } = by(api, c);
    const signature = { firstPaymentDate: date, fullName: 'Luis Mora Soto', signatureImage: SIGNATURE_PNG };
    const answers = [
      await get(`/applications/${r.id}/approved-products-conditions`),
      await get(`/esign-sandbox/applications/${r.id}/contract`),
      await post(`/esign-sandbox/applications/${r.id}/signature`, signature),
      await post(`/applications/${r.id}/send-signature-code`),
      await post(`/applications/${r.id}/resend-signature-code`),
      await post(`/applications/${r.id}/sign`, { firstPaymentDate: date, signatureCode: '123456' }),
    ];
    expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map(() => [422, EXPIRED]));
    expect(await itemOf(c, r.id)).toMatchObject(EXPIRED_ITEM);
  });

  it('the 15 days of an approval after documents count from that approval', async () => {
    const c = await lendingClient(api);
    const r = await applyAndProcess(api, c);
    expect(r.status).toBe('PREAPPROVED');
    await advanceDays(10, c);
    await acceptIdentity(api, c, r.id);
    const approved = await by(api, c).post(`/applications/${r.id}/transition-to-documents-uploaded`);
    expect(approved.body.status).toBe('APPROVED');
    await advanceDays(10, c); // 20 days after the pre-approval, 10 after the approval
    expect((await itemOf(c, r.id))?.status).toBe('APPROVED');
    await advanceDays(6, c);
    expect(await itemOf(c, r.id)).toMatchObject(EXPIRED_ITEM);
  });

  it('a signed loan never expires', async () => {
    const eva = { name: 'EVA', firstSurname: 'RUIZ', secondSurname: 'PAZ' };
    const { c, id } = await disbursedLoan(api, {}, eva, 'Eva Ruiz Paz');
    await advanceDays(20, c);
    expect(['PAID', 'CONFIRMED']).toContain((await itemOf(c, id))?.status);
  });
});
