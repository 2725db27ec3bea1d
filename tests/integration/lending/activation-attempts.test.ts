/**
 * The promoter's attempts at the client's activation code are counted atomically (issue: races on PostgreSQL):
 * 20 concurrent wrong codes try at most 5, then the application is locked. Runs on PGlite here and on PostgreSQL
 * with `bash scripts/ci-postgres.sh tests/integration/lending/activation-attempts.test.ts`.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, clients } from '../../../server/db/schema.ts';
import { fileApi, uniqueContact } from '../helpers.ts';
import {
  by,
  instant,
  promoterApplicationForNewClient,
  startLendingApi,
  toActivationCode,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);
let business: string;
beforeAll(async () => {
  business = await api.tokenFor('business');
});

/** A promoter's quick application of a new client, waiting for the client's activation code. */
async function waitingForActivationCode(): Promise<{ id: string; code: string }> {
  const { phoneNumber, email } = uniqueContact();
  const { id } = await promoterApplicationForNewClient(api, business, phoneNumber);
  return { id, code: await toActivationCode(api, business, id, phoneNumber, email) };
}
const processWith = (id: string, clientActivationCode: string) =>
  by(api, business).post(`/applications/${id}/process`, { clientActivationCode });

describe('activation-code attempts', () => {
  it('20 concurrent wrong codes try at most 5; then even the right code is locked out', async () => {
    const { id, code } = await waitingForActivationCode();
    const wrong = code === '0000' ? '1111' : '0000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => processWith(id, wrong)));
    const tried = answers.filter((a) => a.status === 409).map((a) => a.body.code);
    const locked = answers.filter((a) => a.status === 429).map((a) => a.body.code);
    expect(tried).toEqual(Array(5).fill('WRONG_ACTIVATION_CODE'));
    expect(locked).toEqual(Array(15).fill('ACTIVATION_CODE_LOCKED'));
    const row = (await api.db.select().from(applications).where(eq(applications.id, id)))[0];
    expect(row?.activationAttempts).toBe(5);
    const right = await processWith(id, code);
    expect([right.status, right.body.code]).toEqual([429, 'ACTIVATION_CODE_LOCKED']);
  });

  it('a right code after wrong ones is not counted as a wrong attempt', async () => {
    const { id, code } = await waitingForActivationCode();
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 2; i++) expect((await processWith(id, wrong)).status).toBe(409);
    expect((await processWith(id, code)).status).toBe(200);
    const row = (await api.db.select().from(applications).where(eq(applications.id, id)))[0];
    expect(row?.activationAttempts).toBe(2);
    const client = (await api.db.select().from(clients).where(eq(clients.id, row!.clientId)))[0];
    expect(client).toBeDefined();
  });
});
