/**
 * The promoter's quick application: create for a new client → pre-process with the compliance NIP (preliminary
 * model) → quick application → process with the client's activation code → decision. Also an existing client and
 * update-details.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApi, lastMessage } from '../helpers.ts';
import {
  type ApplicationList,
  by,
  call,
  force,
  history,
  instant,
  MARIA,
  newClientOf,
  REFERENCES,
  registryPersona,
  STORE_ID,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);
let promoter: ReturnType<typeof by>;
beforeAll(async () => {
  promoter = by(api, await api.tokenFor('business'));
});
/** A promoter's STORE application at her store (`clientId` or a new `client`), and its product. */
const STORE_APPLICATION = { type: 'STORE', storeId: STORE_ID };
const PRODUCT_5000 = { productPrice: 5_000, creditAmount: 5_000, requestedPeriod: 3 };

const NEW_CLIENT = newClientOf('3398765432', MARIA);
const LOCATION = {
  streetName: 'Calle Hidalgo',
  exteriorNumber: '12',
  postalCode: '44100',
  neighborhood: 'Centro',
};
const QUICK_FORM = {
  email: 'maria.lopez@example.com',
  addressType: 'OWNED',
  movedInSince: '2018-06-01',
  maritalStatus: 'MARRIED_CONJUGAL_PARTNERSHIP',
  employment: {
    status: 'INDEPENDENT',
    economicDependents: 2,
    companyName: 'Taller López',
    position: 'Dueña',
    monthlySalary: 18000,
    startDate: '2015-01-01',
  },
  personalReferences: REFERENCES,
};

describe('quick application for a new client', () => {
  let id: string;
  let clientId: string;

  it('creates the client and the application; the client gets the credit-check NIP by SMS', async () => {
    const productInformation = { productPrice: 12_000, creditAmount: 10_000, requestedPeriod: 6 };
    const res = await promoter.post<{ id: string }>('/applications', {
      ...STORE_APPLICATION,
      productInformation,
      client: NEW_CLIENT,
      clientAddress: LOCATION,
    });
    expect(res.status).toBe(200);
    id = res.body.id;
    const sms = await lastMessage(api, NEW_CLIENT.phoneNumber);
    expect(sms.kind).toBe('compliance-code');
    const registered = await promoter.get<{ isRegistered: boolean; client: { id: string } }>(
      `/clients/is-registered?phoneNumber=${NEW_CLIENT.phoneNumber}`,
    );
    expect(registered.body.isRegistered).toBe(true);
    clientId = registered.body.client.id;
    // The same person cannot be created twice.
    const body = { ...STORE_APPLICATION, productInformation, client: NEW_CLIENT };
    const again = await promoter.post('/applications', body);
    expect(again.status).toBe(409);
  });

  it('pre-process: wrong NIP 409; right NIP → PASSED_PRELIMINARY_MODEL', async () => {
    const nip = (await lastMessage(api, NEW_CLIENT.phoneNumber)).code!;
    const preProcess = (complianceCode: string) =>
      promoter.post(`/applications/${id}/pre-process`, { complianceCode });
    expect((await preProcess(nip === '000000' ? '111111' : '000000')).status).toBe(409);
    const res = await preProcess(nip);
    expect(res.body.status).toBe('PASSED_PRELIMINARY_MODEL');
    // Not listed as a decided application, and the client cannot process it.
  });

  it('update-details and the quick application; the client gets the activation code and a link to set a password', async () => {
    const update = (client: object) => promoter.post(`/applications/${id}/update-details`, { client });
    const address = { ...LOCATION, exteriorNumber: '14' };
    const upd = await update({ id: clientId, name: 'MARIA FERNANDA', address });
    expect(upd.body).toEqual({ ok: true });
    expect((await update({ id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);

    const res = await promoter.post(`/promoters/quick-applications/${id}`, QUICK_FORM);
    expect(res.body).toEqual({ id, emailSent: true });
    const mail = await lastMessage(api, QUICK_FORM.email);
    expect(mail.kind).toBe('quick-application');
    expect(mail.link).toContain('token=');
  });

  it('process with the client activation code: wrong 409, right → decision (María: APPROVED)', async () => {
    const code = await promoter.get<{ activationCode: string }>(`/clients/${clientId}/activation-code`);
    expect(code.status).toBe(200);
    const { activationCode } = code.body;
    const processWith = (clientActivationCode: string) =>
      promoter.post(`/applications/${id}/process`, { clientActivationCode });
    const wrong = await processWith(activationCode === '0000' ? '1111' : '0000');
    expect([wrong.status, wrong.body.message]).toEqual([409, 'Has ingresado un código incorrecto.']);
    expect((await processWith(activationCode)).body.status).toBe('APPROVED');
    const events = await history(api, id);
    expect(events.map((e) => e.to)).toEqual(['CREATED', 'PRELIMINARY_PASSED', 'APPROVED']);
    expect(events.every((e) => e.actor.startsWith('promoter:'))).toBe(true);
  });
});

describe('preliminary model rejection and an activated client', () => {
  it('a forced REJECTED at the preliminary model', async () => {
    const client = newClientOf('3311112222', registryPersona('PESJ851102HDFRTN01'));
    const productInformation = { productPrice: 5_000, creditAmount: 4_000, requestedPeriod: 3 };
    const body = { ...STORE_APPLICATION, productInformation, client };
    const res = await promoter.post<{ id: string }>('/applications', body);
    expect(res.status).toBe(200);
    await call(api, 'POST', '/__sandbox/decisions', {
      body: { phone: client.phoneNumber, outcome: 'REJECTED', rejectionReason: 'FAILED_RISK_MODEL' },
    });
    const nip = (await lastMessage(api, client.phoneNumber)).code!;
    const pre = await promoter.post(`/applications/${res.body.id}/pre-process`, { complianceCode: nip });
    // The promoter reads the decision only; the reason goes to the customer (promoter-rejection.test.ts).
    expect(pre.body).toEqual({ id: res.body.id, status: 'REJECTED', processedAt: expect.any(String) });
  });

  it('an activated client is decided at pre-process; PASSED_PRELIMINARY_MODEL can also be forced', async () => {
    const c = await api.createClient();
    await force(api, c, 'PREAPPROVED');
    const body = { type: 'PERSONAL_LOAN', productInformation: PRODUCT_5000, clientId: c.id };
    const res = await promoter.post<{ id: string }>('/applications', body);
    expect(res.status).toBe(200);
    const nip = (await lastMessage(api, c.phoneNumber)).code!;
    const pre = await promoter.post(`/applications/${res.body.id}/pre-process`, { complianceCode: nip });
    expect(pre.body.status).toBe('PREAPPROVED');
    // The client sees the promoter's application in their list.
    const list = await by(api, c).get<ApplicationList>('/applications');
    expect(list.body.items.map((i) => i.id)).toContain(res.body.id);
  });

  it('a client cannot use the promoter variant, and a promoter cannot act on another promoter’s application', async () => {
    const c = await api.createClient();
    const body = { type: 'PERSONAL_LOAN', productInformation: PRODUCT_5000, clientId: c.id };
    expect((await by(api, c).post('/applications', body)).status).toBe(400);
    const other = await api.deps.tokens.issue('business', 'e0000000-0000-4000-8000-000000000004');
    const mine = await promoter.post<{ id: string }>('/applications', body);
    const consent = { complianceCode: '123456' };
    const foreign = await by(api, other).post(`/applications/${mine.body.id}/pre-process`, consent);
    expect(foreign.status).toBe(404);
  });
});
