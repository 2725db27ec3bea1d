/**
 * The 15-day validity of authorisations and pre-authorisations (spec §9), on the sandbox clock: a PREAPPROVED or
 * APPROVED application decided more than 15 days ago is REJECTED with reason AUTHORIZATION_EXPIRED (audit trail
 * actor `system`), and every further step answers 422 AUTHORIZATION_EXPIRED. It does not count as a credit
 * rejection and no longer blocks a new application.
 */
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../helpers.ts';
import { fileApi } from '../helpers.ts';
import {
  acceptIdentity,
  applyAndProcess,
  call,
  createApplication,
  force,
  instant,
  SIGNATURE_PNG,
  setIdentity,
  signAndDisburse,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);

/** Moves the sandbox clock; the client's session token expires meanwhile, so the client signs in again. */
const advanceDays = async (days: number, client: TestClient) => {
  const res = await call(api, 'POST', '/__sandbox/clock/advance-days', { body: { days } });
  expect(res.status).toBe(200);
  const signin = await call<{ token: string }>(api, 'POST', '/clients/signin', {
    body: { email: client.email, password: client.password },
  });
  expect(signin.status).toBe(200);
  client.token = signin.body.token;
};

interface Item {
  id: string;
  status: string;
  rejectionReason: string | null;
}
async function itemOf(client: TestClient, id: string): Promise<Item | undefined> {
  const list = await call<{ items: Item[] }>(api, 'GET', '/applications', { token: client.token });
  return list.body.items.find((i) => i.id === id);
}

const EXPIRED = {
  httpCode: 422,
  code: 'AUTHORIZATION_EXPIRED',
  message:
    'La autorización de tu solicitud venció: tenía una vigencia de 15 días. Crea una nueva solicitud para continuar.',
};

describe('15-day validity of (pre)authorisations', () => {
  it('PREAPPROVED: valid for 15 days, then REJECTED AUTHORIZATION_EXPIRED; documents can no longer be uploaded', async () => {
    const c = await api.createClient();
    await setIdentity(api, c, {});
    const r = await applyAndProcess(api, c);
    expect(r.status).toBe('PREAPPROVED');

    await advanceDays(14, c);
    expect((await itemOf(c, r.id))?.status).toBe('PREAPPROVED');
    expect((await call(api, 'GET', `/clients/kyc/${r.id}`, { token: c.token })).status).toBe(200);

    await advanceDays(2, c);
    expect(await itemOf(c, r.id)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'AUTHORIZATION_EXPIRED',
    });
    const identity = await call(api, 'PATCH', `/applications/${r.id}/identityId`, {
      token: c.token,
      body: { kycIdentityId: 'idv_late' },
    });
    expect([identity.status, identity.body]).toEqual([422, EXPIRED]);
    const uploaded = await call(api, 'POST', `/applications/${r.id}/transition-to-documents-uploaded`, {
      token: c.token,
    });
    expect([uploaded.status, uploaded.body]).toEqual([422, EXPIRED]);
    expect((await call(api, 'GET', `/clients/kyc/${r.id}`, { token: c.token })).body).toEqual(EXPIRED);

    const history = await call<{ events: { from: string; to: string; actor: string; reason: string }[] }>(
      api,
      'GET',
      `/__sandbox/applications/${r.id}/history`,
    );
    expect(history.body.events.at(-1)).toMatchObject({
      from: 'PREAPPROVED',
      to: 'REJECTED',
      actor: 'system',
      reason: 'authorisation expired after 15 days',
    });

    // Not a credit rejection and not in progress any more: a new application can be created.
    const can = await call(api, 'GET', '/applications/can-create', { token: c.token });
    expect(can.body).toEqual({ canCreateApplication: true, reason: null });
    expect((await createApplication(api, c, {}, false)).status).toBe(200);
  });

  it('APPROVED: after 15 days it can no longer be e-signed, get a signing PIN or be signed', async () => {
    const c = await api.createClient();
    await setIdentity(api, c, { name: 'LUIS', firstSurname: 'MORA', secondSurname: 'SOTO' });
    await force(api, c, 'APPROVED');
    const r = await applyAndProcess(api, c);
    expect(r.status).toBe('APPROVED');
    const offers = await call<{ approvedProducts: { firstPaymentDate: string }[] }>(
      api,
      'GET',
      `/applications/${r.id}/approved-products-conditions`,
      { token: c.token },
    );
    expect(offers.status).toBe(200);
    const date = offers.body.approvedProducts[0]!.firstPaymentDate;

    await advanceDays(16, c);
    const t = { token: c.token };
    const answers = [
      await call(api, 'GET', `/applications/${r.id}/approved-products-conditions`, t),
      await call(api, 'GET', `/esign-sandbox/applications/${r.id}/contract`, t),
      await call(api, 'POST', `/esign-sandbox/applications/${r.id}/signature`, {
        ...t,
        body: { firstPaymentDate: date, fullName: 'Luis Mora Soto', signatureImage: SIGNATURE_PNG },
      }),
      await call(api, 'POST', `/applications/${r.id}/send-signature-code`, t),
      await call(api, 'POST', `/applications/${r.id}/resend-signature-code`, t),
      await call(api, 'POST', `/applications/${r.id}/sign`, {
        ...t,
        body: { firstPaymentDate: date, signatureCode: '123456' },
      }),
    ];
    expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map(() => [422, EXPIRED]));
    expect(await itemOf(c, r.id)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'AUTHORIZATION_EXPIRED',
    });
  });

  it('the 15 days of an approval after documents count from that approval', async () => {
    const c = await api.createClient();
    await setIdentity(api, c, {});
    const r = await applyAndProcess(api, c);
    expect(r.status).toBe('PREAPPROVED');
    await advanceDays(10, c);
    await acceptIdentity(api, c, r.id);
    const approved = await call<{ status: string }>(
      api,
      'POST',
      `/applications/${r.id}/transition-to-documents-uploaded`,
      { token: c.token },
    );
    expect(approved.body.status).toBe('APPROVED');
    await advanceDays(10, c); // 20 days after the pre-approval, 10 after the approval
    expect((await itemOf(c, r.id))?.status).toBe('APPROVED');
    await advanceDays(6, c);
    expect(await itemOf(c, r.id)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'AUTHORIZATION_EXPIRED',
    });
  });

  it('a signed loan never expires', async () => {
    const c = await api.createClient();
    await setIdentity(api, c, { name: 'EVA', firstSurname: 'RUIZ', secondSurname: 'PAZ' });
    await force(api, c, 'APPROVED');
    const r = await applyAndProcess(api, c);
    await signAndDisburse(api, c, r.id, 'Eva Ruiz Paz');
    await advanceDays(20, c);
    expect(['PAID', 'CONFIRMED']).toContain((await itemOf(c, r.id))?.status);
  });
});
