/**
 * The fourth audit's promoter findings, replayed black-box (docs/lending-api.md, "What a promoter can see and do"):
 * a promoter spamming one client (consent NIPs guessed and texted across applications, filings per client and per
 * day, a cool-down after the client cancels one), a rejected client's answer to the promoter (the decision only),
 * two applications in progress (a promoter's consented while the client's own is in progress), and the store of a
 * promoter's personal loan. The numbers are the issue's: 10 NIPs and 10 wrong tries a day per client, 3 filings a
 * day per client, 40 a day in all, 30 days of cool-down.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApi, lastMessage, uniqueContact } from '../helpers.ts';
import {
  type ApplicationList,
  applyAndProcess,
  by,
  force,
  instant,
  lendingClient,
  newClientOf,
  PROMOTER_PURCHASE,
  STORE_ID,
  startLendingApi,
} from './harness.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const OTHER_STORE_ID = '5e000000-0000-4000-8000-000000000018';
const PERSONAL_5000 = { productPrice: 5_000, creditAmount: 5_000, requestedPeriod: 3 };

const api = fileApi(startLendingApi, instant);
let business: string;
beforeAll(async () => {
  business = await api.tokenFor('business');
});

interface Answer {
  id?: string;
  code?: string;
  message?: string;
  status?: string;
  rejectionReason?: string | null;
}

/** The promoter files a store purchase for an existing client; the clock moves past the per-minute window. */
async function fileFor(clientId: string, body: Record<string, unknown> = {}) {
  const res = await by(api, business).post<Answer>('/applications', {
    ...PROMOTER_PURCHASE,
    clientId,
    ...body,
  });
  api.deps.clock.advance(MINUTE_MS + 1000);
  return res;
}

/** Moves the sandbox clock; the promoter signs in again (a token does not outlive a day). */
async function advance(ms: number) {
  api.deps.clock.advance(ms);
  business = await api.tokenFor('business');
}

const activatedClient = () => lendingClient(api);
const wrongNip = (right: string) => (right === '000000' ? '111111' : '000000');
const preProcess = (id: string, complianceCode: string) =>
  by(api, business).post<Answer>(`/applications/${id}/pre-process`, { complianceCode });
const resend = (id: string) => by(api, business).post<Answer>(`/applications/${id}/resend-compliance-code`);

/** `n` wrong tries of the application's consent NIP, each answered 409 WRONG_NIP. */
async function wrongTries(id: string, right: string, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await preProcess(id, wrongNip(right));
    expect([res.status, res.body.code], `wrong try ${i + 1}`).toEqual([409, 'WRONG_NIP']);
  }
}

describe('the consent NIP is budgeted per client across the promoter’s applications', () => {
  it('9 wrong tries over three applications (one below): the right NIP is still accepted', async () => {
    const c = await activatedClient();
    for (const tries of [4, 4, 1]) {
      const filed = await fileFor(c.id);
      expect(filed.status).toBe(200);
      const nip = (await lastMessage(api, c.phoneNumber)).code!;
      await wrongTries(filed.body.id!, nip, tries);
      if (tries === 1) expect((await preProcess(filed.body.id!, nip)).status).toBe(200);
    }
  });

  it('the 10th wrong try (at) is checked; above it the right NIP and a resend are refused for the client', async () => {
    const c = await activatedClient();
    const ids: string[] = [];
    let nip = '';
    for (const tries of [4, 4, 2]) {
      const filed = await fileFor(c.id);
      expect(filed.status).toBe(200);
      ids.push(filed.body.id!);
      nip = (await lastMessage(api, c.phoneNumber)).code!;
      await wrongTries(filed.body.id!, nip, tries);
    }
    const right = await preProcess(ids[2]!, nip);
    expect([right.status, right.body.code]).toEqual([429, 'CLIENT_NIP_ATTEMPTS_EXCEEDED_TODAY']);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(right.body.message).toMatch(
      /^Se superó el número de NIP permitidos hoy para esta cuenta\. Vuelve a intentarlo en .+\.$/,
    );
    api.deps.clock.advance(2 * MINUTE_MS);
    const resent = await resend(ids[0]!);
    expect([resent.status, resent.body.code]).toEqual([429, 'CLIENT_NIP_ATTEMPTS_EXCEEDED_TODAY']);
  });

  it('consent SMS: the 10th NIP of the day across applications is sent, the 11th is refused', async () => {
    const c = await activatedClient();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await fileFor(c.id)).body.id!);
    // 3 NIPs sent at filing; 7 resends (the business role's 90 s wait apart) make 10.
    for (let i = 0; i < 7; i++) {
      api.deps.clock.advance(91_000);
      const res = await resend(ids[i % 3]!);
      expect(res.status, `resend ${i + 1}`).toBe(200);
    }
    api.deps.clock.advance(91_000);
    const eleventh = await resend(ids[1]!);
    expect([eleventh.status, eleventh.body.code]).toEqual([429, 'CLIENT_NIP_ATTEMPTS_EXCEEDED_TODAY']);
  });
});

describe('a promoter’s filings', () => {
  it('for one client: the 3rd of the day is accepted, the 4th refused until the 1st is 24 hours old', async () => {
    const c = await activatedClient();
    const first = api.deps.clock.now().getTime();
    expect((await fileFor(c.id)).status).toBe(200);
    expect((await fileFor(c.id)).status).toBe(200);
    expect((await fileFor(c.id)).status).toBe(200);
    const fourth = await fileFor(c.id);
    expect([fourth.status, fourth.body.code]).toEqual([429, 'PROMOTER_CLIENT_APPLICATIONS_TODAY']);
    // Another client of hers is not refused.
    expect((await fileFor((await activatedClient()).id)).status).toBe(200);
    await advance(first + DAY_MS - api.deps.clock.now().getTime() - 5000);
    expect((await fileFor(c.id)).body.code).toBe('PROMOTER_CLIENT_APPLICATIONS_TODAY');
    await advance(10_000);
    expect((await fileFor(c.id)).status).toBe(200);
  });

  it('in all: the 40th filing of the day is accepted, the 41st refused (new clients too)', async () => {
    // A fresh day for this promoter.
    await advance(2 * DAY_MS);
    const fileNew = () =>
      by(api, business).post<Answer>('/applications', {
        ...PROMOTER_PURCHASE,
        client: newClientOf(uniqueContact().phoneNumber),
      });
    for (let i = 1; i <= 39; i++) expect((await fileNew()).status, `filing ${i}`).toBe(200);
    expect((await fileFor((await activatedClient()).id)).status).toBe(200);
    const above = await fileNew();
    expect([above.status, above.body.code]).toEqual([429, 'PROMOTER_APPLICATIONS_TODAY']);
    const existing = await fileFor((await activatedClient()).id);
    expect(existing.body.code).toBe('PROMOTER_APPLICATIONS_TODAY');
    await advance(DAY_MS);
  });

  it('none for 30 days to a client who cancelled one of hers (a day before: refused; after: accepted)', async () => {
    await advance(2 * DAY_MS);
    const c = await activatedClient();
    const filed = await fileFor(c.id);
    expect((await by(api, c).post(`/applications/${filed.body.id}/cancel`)).status).toBe(200);
    const at = api.deps.clock.now().getTime();
    const again = await fileFor(c.id);
    expect([again.status, again.body.code]).toEqual([429, 'CLIENT_CANCELLED_PROMOTER_APPLICATION']);
    await advance(at + 30 * DAY_MS - api.deps.clock.now().getTime() - 5000);
    expect((await fileFor(c.id)).body.code).toBe('CLIENT_CANCELLED_PROMOTER_APPLICATION');
    await advance(10_000);
    expect((await fileFor(c.id)).status).toBe(200);
  });

  it('a personal loan: her store or none; another store is refused', async () => {
    await advance(2 * DAY_MS);
    const loan = { type: 'PERSONAL_LOAN', productInformation: PERSONAL_5000 };
    const other = await fileFor((await activatedClient()).id, { ...loan, storeId: OTHER_STORE_ID });
    expect([other.status, other.body.code]).toEqual([403, 'NOT_PROMOTERS_STORE']);
    expect((await fileFor((await activatedClient()).id, { ...loan, storeId: STORE_ID })).status).toBe(200);
    expect((await fileFor((await activatedClient()).id, { ...loan, storeId: null })).status).toBe(200);
  });
});

describe('the promoter reads the decision only', () => {
  it('a rejected client: the promoter’s answer has status and date, the client’s list has the reason', async () => {
    const c = await activatedClient();
    const loan = { type: 'PERSONAL_LOAN', storeId: null, productInformation: PERSONAL_5000 };
    const filed = await fileFor(c.id, loan);
    expect(filed.status).toBe(200);
    const nip = (await lastMessage(api, c.phoneNumber)).code!;
    await force(api, c, 'REJECTED', { rejectionReason: 'OVERDUE_ACCOUNTS', overdueAccounts: 3 });
    const answer = await preProcess(filed.body.id!, nip);
    const decision = { id: filed.body.id, status: 'REJECTED', processedAt: expect.any(String) };
    expect([answer.status, answer.body]).toEqual([200, decision]);
    expect(answer.text).not.toMatch(/OVERDUE|overdue|rejectionReason/);
    const list = await by(api, c).get<ApplicationList>('/applications');
    expect(list.body.items.find((i) => i.id === filed.body.id)?.rejectionReason).toBe('OVERDUE_ACCOUNTS');
  });
});

describe('one application in progress', () => {
  it('a promoter’s application is not consented while the client’s own is in progress: 409, it stays unconsented', async () => {
    const c = await activatedClient();
    const filed = await fileFor(c.id);
    expect(filed.status).toBe(200);
    const promoterNip = (await lastMessage(api, c.phoneNumber)).code!;
    await force(api, c, 'PREAPPROVED');
    expect((await applyAndProcess(api, c)).status).toBe('PREAPPROVED');
    const consent = await preProcess(filed.body.id!, promoterNip);
    expect([consent.status, consent.body.code]).toEqual([409, 'APPLICATION_IN_PROGRESS']);
    const list = await by(api, c).get<ApplicationList>('/applications');
    const statuses = list.body.items.map((i) => i.status);
    expect(statuses.filter((s) => s === 'PREAPPROVED')).toHaveLength(1);
    expect(list.body.items.find((i) => i.id === filed.body.id)?.status).toBe('PENDING_CLIENT_CONSENT');
  });
});
