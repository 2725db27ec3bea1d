/**
 * The application's six-digit codes (the credit-check NIP and the signing PIN) have a daily and a lifetime budget
 * besides the 5 tries of a code and the 10 codes of an hour (server/codes.ts `CODE_LIMITS`): 10 codes issued and
 * 10 wrong tries in a rolling day, 30 of each in the application's life. Used up: 429
 * `CODE_ATTEMPTS_EXCEEDED_TODAY` with `Retry-After` (and `retryAfterSeconds` in the body), or 429
 * `CODE_ATTEMPTS_EXHAUSTED` for good. Each bound is walked at the bound, one below and one above, over HTTP for
 * both codes and, for the windows over days, on the codes themselves with the sandbox clock moved.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_LIMITS } from '../../../server/codes.ts';
import { fileApi, lastMessage, type TestClient } from '../helpers.ts';
import {
  applyAndProcess,
  by,
  call,
  createApplication,
  force,
  lendingClient,
  type Offers,
  REFERENCES,
  SIGNATURE_PNG,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi);

const DAY_S = 24 * 3600;
const MINUTE_MS = 60_000;
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
type Refusal = { code: string; message: string; retryAfterSeconds?: number };

it('the budgets are the documented ones', () => {
  for (const kind of ['compliance', 'signing'] as const) {
    expect(CODE_LIMITS[kind]).toEqual({
      day: { codes: 10, wrongTries: 10 },
      lifetime: { codes: 30, wrongTries: 30 },
    });
  }
  expect(CODE_LIMITS.activation).toBeUndefined();
});

/** A client's application, submitted: the credit-check NIP went by SMS. */
async function submitted(): Promise<{ client: TestClient; id: string }> {
  const client = await lendingClient(api);
  const created = await createApplication(api, client);
  expect(created.status).toBe(200);
  const id = created.body.id;
  const submit = await by(api, client).post(`/applications/${id}/submit`, { personalReferences: REFERENCES });
  expect(submit.status).toBe(200);
  return { client, id };
}

const nipOf = async (client: TestClient) => (await lastMessage(api, client.phoneNumber)).code!;
const processNip = (client: TestClient, id: string, complianceCode: string) =>
  by(api, client).post<Refusal>(`/applications/${id}/process`, { complianceCode });
const resendNip = (client: TestClient, id: string) =>
  by(api, client).post<Refusal>(`/applications/${id}/resend-compliance-code`);

/** `count` wrong NIPs, a new NIP (after the resend wait) every 5: the statuses answered. */
async function wrongNips(client: TestClient, id: string, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % 5 === 0) {
      api.deps.clock.advance(MINUTE_MS + 1000);
      expect((await resendNip(client, id)).status).toBe(200);
    }
    const res = await processNip(client, id, wrongOf(await nipOf(client)));
    codes.push(`${res.status} ${res.body.code}`);
  }
  return codes;
}

describe('credit-check NIP over HTTP', () => {
  it('one below the day’s wrong tries: 9 wrong, then the right NIP is accepted', async () => {
    const { client, id } = await submitted();
    expect(await wrongNips(client, id, 9)).toEqual(Array(9).fill('409 WRONG_NIP'));
    const right = await processNip(client, id, await nipOf(client));
    expect(right.status).toBe(200);
  });

  it('at the bound the 10th wrong try is checked; above it even the right NIP and a resend get 429 with the wait', async () => {
    const { client, id } = await submitted();
    const firstCodeAt = api.deps.clock.now().getTime();
    expect(await wrongNips(client, id, 10)).toEqual(Array(10).fill('409 WRONG_NIP'));
    api.deps.clock.advance(MINUTE_MS + 1000);
    const above = await processNip(client, id, await nipOf(client));
    expect([above.status, above.body.code]).toEqual([429, 'CODE_ATTEMPTS_EXCEEDED_TODAY']);
    // The day frees when the first NIP (5 of the 10 wrong tries) is 24 hours old.
    const wait = Math.ceil((firstCodeAt + DAY_S * 1000 - api.deps.clock.now().getTime()) / 1000);
    const retryAfter = Number(above.headers.get('retry-after'));
    expect(Math.abs(retryAfter - wait)).toBeLessThanOrEqual(2);
    expect(above.body.retryAfterSeconds).toBe(retryAfter);
    const resend = await resendNip(client, id);
    expect([resend.status, resend.body.code]).toEqual([429, 'CODE_ATTEMPTS_EXCEEDED_TODAY']);
    expect(Number(resend.headers.get('retry-after'))).toBeGreaterThan(DAY_S - 15 * 60);
  });

  it('the 10th code of the day is sent, the 11th is refused as the day’s budget (not as the resend wait)', async () => {
    const { client, id } = await submitted();
    for (let i = 2; i <= 10; i++) {
      api.deps.clock.advance(MINUTE_MS + 1000);
      expect([i, (await resendNip(client, id)).status]).toEqual([i, 200]);
    }
    api.deps.clock.advance(MINUTE_MS + 1000);
    const eleventh = await resendNip(client, id);
    expect([eleventh.status, eleventh.body.code]).toEqual([429, 'CODE_ATTEMPTS_EXCEEDED_TODAY']);
    expect(eleventh.body.retryAfterSeconds).toBeGreaterThan(DAY_S - 15 * 60);
    // The 10th code still works.
    expect((await processNip(client, id, await nipOf(client))).status).toBe(200);
  });
});

describe('signing PIN over HTTP', () => {
  it('10 wrong PINs are checked, the 11th try gets 429 CODE_ATTEMPTS_EXCEEDED_TODAY; no PIN is sent meanwhile', async () => {
    const client = await lendingClient(api, { name: 'ANA', firstSurname: 'PRUEBA', secondSurname: 'TEST' });
    const { get, post } = by(api, client);
    await force(api, client, 'APPROVED');
    const r = await applyAndProcess(api, client);
    expect(r.status).toBe('APPROVED');
    const offers = await get<Offers>(`/applications/${r.id}/approved-products-conditions`);
    const date = offers.body.approvedProducts[0]!.firstPaymentDate;
    const signature = { firstPaymentDate: date, fullName: 'Ana Prueba Test', signatureImage: SIGNATURE_PNG };
    await post(`/esign-sandbox/applications/${r.id}/signature`, signature);
    await call(api, 'POST', '/__sandbox/lending/settle-now');
    const sign = (signatureCode: string) =>
      post<Refusal>(`/applications/${r.id}/sign`, { firstPaymentDate: date, signatureCode });
    const sendPin = () => post<Refusal>(`/applications/${r.id}/send-signature-code`);
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      if (i % 5 === 0) {
        api.deps.clock.advance(MINUTE_MS + 1000);
        expect((await sendPin()).status).toBe(200);
      }
      const res = await sign(wrongOf((await lastMessage(api, client.phoneNumber)).code!));
      answers.push(`${res.status} ${res.body.code}`);
    }
    expect(answers).toEqual(Array(10).fill('409 WRONG_SIGNATURE_CODE'));
    api.deps.clock.advance(MINUTE_MS + 1000);
    const send = await sendPin();
    // Not `smsSent: false` (a PIN pending): the day's budget is used up.
    expect([send.status, send.body.code]).toEqual([429, 'CODE_ATTEMPTS_EXCEEDED_TODAY']);
    expect(Number(send.headers.get('retry-after'))).toBe(send.body.retryAfterSeconds);
    const above = await sign('123456');
    expect([above.status, above.body.code]).toEqual([429, 'CODE_ATTEMPTS_EXCEEDED_TODAY']);
  });
});

describe('the windows over days, on the codes (sandbox clock)', () => {
  const codes = () => api.deps.codes;
  /** A new code of `kind` for `subject` after the resend wait; the code. */
  async function issue(kind: 'compliance' | 'signing', subject: string): Promise<string> {
    api.deps.clock.advance(MINUTE_MS + 1000);
    const issued = await codes().issue(kind, subject);
    if (!issued.ok) throw new Error(`not issued: ${JSON.stringify(issued)}`);
    return issued.code;
  }
  /** Five wrong tries on a new code (it locks). */
  async function burnCode(kind: 'compliance' | 'signing', subject: string) {
    const code = await issue(kind, subject);
    for (let i = 0; i < 5; i++) expect(await codes().verify(kind, subject, wrongOf(code))).toBe('wrong');
  }

  it('the day frees when its oldest code is 24 hours old, one second before it does not', async () => {
    const subject = randomUUID();
    await burnCode('signing', subject);
    await burnCode('signing', subject);
    const refused = await codes().issue('signing', subject);
    expect(refused).toMatchObject({ ok: false, reason: 'limit', limit: 'day' });
    const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    api.deps.clock.advance((wait - 2) * 1000);
    expect(await codes().verify('signing', subject, '123456')).toMatchObject({ limit: 'day' });
    api.deps.clock.advance(3000);
    const code = await issue('signing', subject);
    expect(await codes().verify('signing', subject, code)).toBe('ok');
  });

  it('lifetime wrong tries: 29 then the right code is accepted; the 30th is checked; above it, refused for good', async () => {
    const below = randomUUID();
    const at = randomUUID();
    for (const subject of [below, at]) {
      for (let day = 0; day < 3; day++) {
        await burnCode('compliance', subject);
        if (day < 2 || subject === at) await burnCode('compliance', subject);
        api.deps.clock.advance(DAY_S * 1000);
      }
    }
    // `below`: 25 wrong tries so far; 4 more, then the right code.
    const code = await issue('compliance', below);
    for (let i = 0; i < 4; i++)
      expect(await codes().verify('compliance', below, wrongOf(code))).toBe('wrong');
    expect(await codes().verify('compliance', below, code)).toBe('ok');
    // `at`: 30 wrong tries, the 30th checked as wrong (burnCode); then nothing more, whatever the day.
    const forGood = { limit: 'lifetime', retryAfterSeconds: null };
    expect(await codes().verify('compliance', at, '123456')).toEqual(forGood);
    api.deps.clock.advance(7 * DAY_S * 1000);
    expect(await codes().issue('compliance', at)).toEqual({ ok: false, reason: 'limit', ...forGood });
  });

  it('lifetime codes: the 30th code is issued, the 31st is not', async () => {
    const subject = randomUUID();
    for (let n = 1; n <= 30; n++) {
      if (n > 1 && (n - 1) % 10 === 0) api.deps.clock.advance(DAY_S * 1000);
      await issue('signing', subject);
    }
    api.deps.clock.advance(DAY_S * 1000);
    expect(await codes().issue('signing', subject)).toMatchObject({ ok: false, limit: 'lifetime' });
  });
});
