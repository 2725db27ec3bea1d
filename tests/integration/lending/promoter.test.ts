/**
 * The promoter's quick application: create for a new client → pre-process with the compliance NIP (preliminary
 * model) → quick application → process with the client's activation code → decision. Also an existing client and
 * update-details.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import { fileApi, lastMessage } from '../helpers.ts';
import {
  call,
  force,
  instant,
  type ProcessResult,
  REFERENCES,
  STORE_ID,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);
let business: string;
beforeAll(async () => {
  business = await api.tokenFor('business');
});

const NEW_CLIENT = {
  phoneNumber: '3398765432',
  curp: MARIA_CURP,
  name: 'MARIA FERNANDA',
  firstSurname: 'LOPEZ',
  secondSurname: 'GARCIA',
  sex: 'M',
  dateOfBirth: '1990-05-14T00:00:00.000Z',
};
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
    const res = await call<{ id: string }>(api, 'POST', '/applications', {
      token: business,
      body: {
        type: 'STORE',
        storeId: STORE_ID,
        productInformation: { productPrice: 12_000, creditAmount: 10_000, requestedPeriod: 6 },
        client: NEW_CLIENT,
        clientAddress: LOCATION,
      },
    });
    expect(res.status).toBe(200);
    id = res.body.id;
    const sms = await lastMessage(api, NEW_CLIENT.phoneNumber);
    expect(sms.kind).toBe('compliance-code');
    const registered = await call<{
      isRegistered: boolean;
      client: { id: string; activatedAt: string | null };
    }>(api, 'GET', `/clients/is-registered?phoneNumber=${NEW_CLIENT.phoneNumber}`, { token: business });
    expect(registered.body.isRegistered).toBe(true);
    clientId = registered.body.client.id;
    // The same person cannot be created twice.
    const again = await call(api, 'POST', '/applications', {
      token: business,
      body: {
        type: 'STORE',
        storeId: STORE_ID,
        productInformation: { productPrice: 12_000, creditAmount: 10_000, requestedPeriod: 6 },
        client: NEW_CLIENT,
      },
    });
    expect(again.status).toBe(409);
  });

  it('pre-process: wrong NIP 409; right NIP → PASSED_PRELIMINARY_MODEL', async () => {
    const nip = (await lastMessage(api, NEW_CLIENT.phoneNumber)).code!;
    const wrong = await call(api, 'POST', `/applications/${id}/pre-process`, {
      token: business,
      body: { complianceCode: nip === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(409);
    const res = await call<ProcessResult>(api, 'POST', `/applications/${id}/pre-process`, {
      token: business,
      body: { complianceCode: nip },
    });
    expect(res.body.status).toBe('PASSED_PRELIMINARY_MODEL');
    // Not listed as a decided application, and the client cannot process it.
  });

  it('update-details and the quick application; the client gets the activation code and a link to set a password', async () => {
    const upd = await call(api, 'POST', `/applications/${id}/update-details`, {
      token: business,
      body: {
        client: { id: clientId, name: 'MARIA FERNANDA', address: { ...LOCATION, exteriorNumber: '14' } },
      },
    });
    expect(upd.body).toEqual({ ok: true });
    const wrongClient = await call(api, 'POST', `/applications/${id}/update-details`, {
      token: business,
      body: { client: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(wrongClient.status).toBe(404);

    const res = await call(api, 'POST', `/promoters/quick-applications/${id}`, {
      token: business,
      body: QUICK_FORM,
    });
    expect(res.body).toEqual({ id, emailSent: true });
    const mail = await lastMessage(api, QUICK_FORM.email);
    expect(mail.kind).toBe('quick-application');
    expect(mail.link).toContain('token=');
  });

  it('process with the client activation code: wrong 409, right → decision (María: APPROVED)', async () => {
    const code = await call<{ activationCode: string }>(api, 'GET', `/clients/${clientId}/activation-code`, {
      token: business,
    });
    expect(code.status).toBe(200);
    const wrong = await call(api, 'POST', `/applications/${id}/process`, {
      token: business,
      body: { clientActivationCode: code.body.activationCode === '0000' ? '1111' : '0000' },
    });
    expect([wrong.status, (wrong.body as { message: string }).message]).toEqual([
      409,
      'Has ingresado un código incorrecto.',
    ]);
    const res = await call<ProcessResult>(api, 'POST', `/applications/${id}/process`, {
      token: business,
      body: { clientActivationCode: code.body.activationCode },
    });
    expect(res.body.status).toBe('APPROVED');
    const history = await call<{ events: { to: string; actor: string }[] }>(
      api,
      'GET',
      `/__sandbox/applications/${id}/history`,
    );
    expect(history.body.events.map((e) => e.to)).toEqual(['CREATED', 'PRELIMINARY_PASSED', 'APPROVED']);
    expect(history.body.events.every((e) => e.actor.startsWith('promoter:'))).toBe(true);
  });
});

describe('preliminary model rejection and an activated client', () => {
  it('a forced REJECTED at the preliminary model', async () => {
    const client = {
      ...NEW_CLIENT,
      phoneNumber: '3311112222',
      curp: 'PESJ851102HDFRTN01',
      name: 'JUAN CARLOS',
      firstSurname: 'PEREZ',
      secondSurname: 'SOTO',
      sex: 'H',
      dateOfBirth: '1985-11-02T00:00:00.000Z',
    };
    const res = await call<{ id: string }>(api, 'POST', '/applications', {
      token: business,
      body: {
        type: 'STORE',
        storeId: STORE_ID,
        productInformation: { productPrice: 5_000, creditAmount: 4_000, requestedPeriod: 3 },
        client,
      },
    });
    expect(res.status).toBe(200);
    await call(api, 'POST', '/__sandbox/decisions', {
      body: { phone: client.phoneNumber, outcome: 'REJECTED', rejectionReason: 'FAILED_RISK_MODEL' },
    });
    const nip = (await lastMessage(api, client.phoneNumber)).code!;
    const pre = await call<ProcessResult>(api, 'POST', `/applications/${res.body.id}/pre-process`, {
      token: business,
      body: { complianceCode: nip },
    });
    // The promoter reads the decision only; the reason goes to the customer (promoter-rejection.test.ts).
    expect(pre.body).toEqual({ id: res.body.id, status: 'REJECTED', processedAt: expect.any(String) });
  });

  it('an activated client is decided at pre-process; PASSED_PRELIMINARY_MODEL can also be forced', async () => {
    const c = await api.createClient();
    await force(api, c, 'PREAPPROVED');
    const res = await call<{ id: string }>(api, 'POST', '/applications', {
      token: business,
      body: {
        type: 'PERSONAL_LOAN',
        productInformation: { productPrice: 5_000, creditAmount: 5_000, requestedPeriod: 3 },
        clientId: c.id,
      },
    });
    expect(res.status).toBe(200);
    const nip = (await lastMessage(api, c.phoneNumber)).code!;
    const pre = await call<ProcessResult>(api, 'POST', `/applications/${res.body.id}/pre-process`, {
      token: business,
      body: { complianceCode: nip },
    });
    expect(pre.body.status).toBe('PREAPPROVED');
    // The client sees the promoter's application in their list.
    const list = await call<{ items: { id: string }[] }>(api, 'GET', '/applications', { token: c.token });
    expect(list.body.items.map((i) => i.id)).toContain(res.body.id);
  });

  it('a client cannot use the promoter variant, and a promoter cannot act on another promoter’s application', async () => {
    const c = await api.createClient();
    const res = await call(api, 'POST', '/applications', {
      token: c.token,
      body: {
        type: 'PERSONAL_LOAN',
        productInformation: { productPrice: 5_000, creditAmount: 5_000, requestedPeriod: 3 },
        clientId: c.id,
      },
    });
    expect(res.status).toBe(400);
    const other = await api.deps.tokens.issue('business', 'e0000000-0000-4000-8000-000000000004');
    const mine = await call<{ id: string }>(api, 'POST', '/applications', {
      token: business,
      body: {
        type: 'PERSONAL_LOAN',
        productInformation: { productPrice: 5_000, creditAmount: 5_000, requestedPeriod: 3 },
        clientId: c.id,
      },
    });
    const foreign = await call(api, 'POST', `/applications/${mine.body.id}/pre-process`, {
      token: other,
      body: { complianceCode: '123456' },
    });
    expect(foreign.status).toBe(404);
  });
});
