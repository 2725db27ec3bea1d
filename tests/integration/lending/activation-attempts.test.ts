/**
 * The promoter's attempts at the client's activation code are counted atomically (issue: races on PostgreSQL):
 * 20 concurrent wrong codes try at most 5, then the application is locked. Runs on PGlite here and on PostgreSQL
 * with `bash scripts/ci-postgres.sh tests/integration/lending/activation-attempts.test.ts`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, clients } from '../../../server/db/schema.ts';
import { lastMessage, uniqueContact } from '../helpers.ts';
import {
  type Api,
  call,
  freshPersona,
  instant,
  type ProcessResult,
  REFERENCES,
  STORE_ID,
  startLendingApi,
} from './harness.ts';

let api: Api;
let business: string;
beforeAll(async () => {
  api = await startLendingApi();
  await instant(api);
  business = await api.tokenFor('business');
});
afterAll(async () => {
  await api?.close();
});

/** A promoter's quick application of a new client, waiting for the client's activation code. */
async function waitingForActivationCode(): Promise<{ id: string; code: string }> {
  const persona = freshPersona();
  const { phoneNumber, email } = uniqueContact();
  const created = await call<{ id: string }>(api, 'POST', '/applications', {
    token: business,
    body: {
      type: 'STORE',
      storeId: STORE_ID,
      productInformation: { productPrice: 5_000, creditAmount: 4_000, requestedPeriod: 3 },
      client: {
        phoneNumber,
        curp: persona.curp,
        name: persona.name,
        firstSurname: persona.firstSurname,
        secondSurname: persona.secondSurname,
        sex: persona.sex,
        dateOfBirth: `${persona.dateOfBirth}T00:00:00.000Z`,
      },
    },
  });
  expect(created.status).toBe(200);
  const id = created.body.id;
  const nip = (await lastMessage(api, phoneNumber)).code!;
  await call(api, 'POST', '/__sandbox/decisions', {
    body: { phone: phoneNumber, outcome: 'PASSED_PRELIMINARY_MODEL' },
  });
  const pre = await call<ProcessResult>(api, 'POST', `/applications/${id}/pre-process`, {
    token: business,
    body: { complianceCode: nip },
  });
  expect(pre.body.status).toBe('PASSED_PRELIMINARY_MODEL');
  const quick = await call(api, 'POST', `/promoters/quick-applications/${id}`, {
    token: business,
    body: {
      email,
      addressType: 'OWNED',
      movedInSince: '2018-06-01',
      maritalStatus: 'SINGLE',
      employment: { status: 'UNEMPLOYED', economicDependents: 0 },
      personalReferences: REFERENCES,
    },
  });
  expect(quick.status).toBe(200);
  const mails = await api.deps.outbox.list(email, 5);
  const code = mails.find((m) => m.kind === 'activation-code')?.code;
  if (!code) throw new Error('no activation code e-mailed');
  return { id, code };
}

describe('activation-code attempts', () => {
  it('20 concurrent wrong codes try at most 5; then even the right code is locked out', async () => {
    const { id, code } = await waitingForActivationCode();
    const wrong = code === '0000' ? '1111' : '0000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ code: string }>(api, 'POST', `/applications/${id}/process`, {
          token: business,
          body: { clientActivationCode: wrong },
        }),
      ),
    );
    const tried = answers.filter((a) => a.status === 409).map((a) => a.body.code);
    const locked = answers.filter((a) => a.status === 429).map((a) => a.body.code);
    expect(tried).toEqual(Array(5).fill('WRONG_ACTIVATION_CODE'));
    expect(locked).toEqual(Array(15).fill('ACTIVATION_CODE_LOCKED'));
    const row = (await api.db.select().from(applications).where(eq(applications.id, id)))[0];
    expect(row?.activationAttempts).toBe(5);
    const right = await call<{ code: string }>(api, 'POST', `/applications/${id}/process`, {
      token: business,
      body: { clientActivationCode: code },
    });
    expect([right.status, right.body.code]).toEqual([429, 'ACTIVATION_CODE_LOCKED']);
  });

  it('a right code after wrong ones is not counted as a wrong attempt', async () => {
    const { id, code } = await waitingForActivationCode();
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 2; i++) {
      const res = await call(api, 'POST', `/applications/${id}/process`, {
        token: business,
        body: { clientActivationCode: wrong },
      });
      expect(res.status).toBe(409);
    }
    const right = await call<ProcessResult>(api, 'POST', `/applications/${id}/process`, {
      token: business,
      body: { clientActivationCode: code },
    });
    expect(right.status).toBe(200);
    const row = (await api.db.select().from(applications).where(eq(applications.id, id)))[0];
    expect(row?.activationAttempts).toBe(2);
    const client = (await api.db.select().from(clients).where(eq(clients.id, row!.clientId)))[0];
    expect(client).toBeDefined();
  });
});
