/**
 * A promoter cannot take a client's account over (issue: promoter takeover). The audit's path: look the client up
 * (`is-registered`), create an application with their `clientId`, change their e-mail and phone with
 * `update-details`, then reset the password to the new address, and run a bureau check with a consent NIP sent to
 * the promoter's phone. Each step is closed here:
 * - identity and contact changes of an activated client → 403 CLIENT_ACTIVATED;
 * - a promoter changes data only of a client it created in this open quick application → else 403
 *   NOT_PROMOTERS_CLIENT;
 * - the consent NIP always goes to the phone on file when the first NIP was sent;
 * - `is-registered` answers badge, name and masked contact, no CURP, RFC, birth date or address of an activated
 *   client (catalog/promoters.test.ts, promoter-lookups.test.ts);
 * - a promoter reads (or resends) the activation code only of a client in its own open quick application.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../server/db/schema.ts';
import { fileApi, lastMessage, type TestClient, uniqueContact } from '../helpers.ts';
import {
  by,
  call,
  freshPersona,
  instant,
  promoterApplicationForNewClient,
  quickForm,
  startLendingApi,
  toActivationCode,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);
let business: string;
let otherPromoter: string;
beforeAll(async () => {
  business = await api.tokenFor('business');
  otherPromoter = await api.deps.tokens.issue('business', 'e0000000-0000-4000-8000-000000000004');
});

const PRODUCT = { productPrice: 5_000, creditAmount: 5_000, requestedPeriod: 3 };

async function promoterApplicationFor(client: TestClient, token = business): Promise<string> {
  const res = await by(api, token).post<{ id: string }>('/applications', {
    type: 'PERSONAL_LOAN',
    productInformation: PRODUCT,
    clientId: client.id,
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

/** A promoter's quick application of a brand-new client (CREATED; the NIP went to `phoneNumber`). */
const quickApplicationOfNewClient = (phoneNumber: string) =>
  promoterApplicationForNewClient(api, business, phoneNumber);

async function emailOf(clientId: string) {
  const columns = { email: clients.email, phone: clients.phoneNumber };
  return (await api.db.select(columns).from(clients).where(eq(clients.id, clientId)))[0];
}
const promoter = () => by(api, business);

describe('update-details', () => {
  it('refuses to change the e-mail, phone or name of an activated client (403 CLIENT_ACTIVATED)', async () => {
    const victim = await api.createClient();
    const id = await promoterApplicationFor(victim);
    for (const change of [
      { email: 'promotor.malicioso@example.com' },
      { phoneNumber: '5599990000' },
      { name: 'OTRO', firstSurname: 'NOMBRE' },
    ]) {
      const client = { id: victim.id, ...change };
      const res = await promoter().post(`/applications/${id}/update-details`, { client });
      expect([res.status, res.body.code], JSON.stringify(change)).toEqual([403, 'CLIENT_ACTIVATED']);
    }
    expect(await emailOf(victim.id)).toEqual({ email: victim.email, phone: victim.phoneNumber });
    // The password reset therefore still goes to the client's own address.
    await by(api, undefined).post('/clients/recover-password', { email: 'promotor.malicioso@example.com' });
    await expect(lastMessage(api, 'promotor.malicioso@example.com')).rejects.toThrow('No message');
  });

  it('refuses any change to a not-activated client the promoter did not create in this application', async () => {
    const incomplete = await api.createClient({ activated: false });
    const id = await promoterApplicationFor(incomplete);
    const res = await promoter().post(`/applications/${id}/update-details`, {
      client: { id: incomplete.id, email: 'otra.cuenta@example.com' },
    });
    expect([res.status, res.body.code]).toEqual([403, 'NOT_PROMOTERS_CLIENT']);
    expect((await emailOf(incomplete.id))?.email).toBe(incomplete.email);
  });

  it('lets the promoter correct its own new client; the consent NIP keeps going to the phone on file', async () => {
    const first = uniqueContact().phoneNumber;
    const changed = uniqueContact().phoneNumber;
    const { id, clientId } = await quickApplicationOfNewClient(first);
    expect((await lastMessage(api, first)).kind).toBe('compliance-code');
    const res = await promoter().post(`/applications/${id}/update-details`, {
      client: { id: clientId, phoneNumber: changed, email: 'nueva.clienta@example.com' },
    });
    expect(res.body).toEqual({ ok: true });
    expect(await emailOf(clientId)).toEqual({ email: 'nueva.clienta@example.com', phone: changed });

    api.deps.clock.advance(61_000);
    expect((await promoter().post(`/applications/${id}/resend-compliance-code`)).status).toBe(200);
    const nip = await lastMessage(api, first);
    expect(nip.kind).toBe('compliance-code');
    await expect(lastMessage(api, changed)).rejects.toThrow('No message');
    // The NIP on the original phone is the one that authorises the check.
    const pre = await promoter().post(`/applications/${id}/pre-process`, { complianceCode: nip.code });
    expect(pre.status).toBe(200);
  });
});

describe('quick application', () => {
  it('never sets the e-mail of a client the promoter did not create with the application (403)', async () => {
    // An incomplete client who signed up alone: a promoter's application for them passes the preliminary model.
    const incomplete = await api.createClient({ activated: false });
    await api.db.update(clients).set({ curp: freshPersona().curp }).where(eq(clients.id, incomplete.id));
    const id = await promoterApplicationFor(incomplete);
    const nip = (await lastMessage(api, incomplete.phoneNumber)).code!;
    const decision = { email: incomplete.email, outcome: 'PASSED_PRELIMINARY_MODEL' };
    await call(api, 'POST', '/__sandbox/decisions', { body: decision });
    const pre = await promoter().post(`/applications/${id}/pre-process`, { complianceCode: nip });
    expect(pre.body.status).toBe('PASSED_PRELIMINARY_MODEL');
    const quick = (email: string) => promoter().post(`/promoters/quick-applications/${id}`, quickForm(email));
    const hijack = await quick('promotor.malicioso@example.com');
    expect([hijack.status, hijack.body.code]).toEqual([403, 'NOT_PROMOTERS_CLIENT']);
    expect((await emailOf(incomplete.id))?.email).toBe(incomplete.email);
    await expect(lastMessage(api, 'promotor.malicioso@example.com')).rejects.toThrow('No message');
    // With the client's own address it goes on: the code and the link go to the client.
    expect((await quick(incomplete.email)).status).toBe(200);
  });
});

describe('activation code', () => {
  it('is read only of a client in the promoter’s own open quick application', async () => {
    // (An activated client in no quick application of hers: catalog/promoters.test.ts.) A quick application
    // of a new client that passed the preliminary model: its promoter reads the code, no other promoter does.
    const phone = uniqueContact().phoneNumber;
    const { id, clientId } = await quickApplicationOfNewClient(phone);
    await toActivationCode(api, business, id, phone, uniqueContact().email);
    expect((await promoter().get(`/clients/${clientId}/activation-code`)).status).toBe(200);
    const other = await by(api, otherPromoter).get(`/clients/${clientId}/activation-code`);
    expect([other.status, other.body.code]).toEqual([403, 'NO_OPEN_QUICK_APPLICATION']);
  });
});
