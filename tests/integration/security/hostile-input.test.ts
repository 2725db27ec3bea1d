/**
 * Issue 9 point 6: the audit's hostile inputs are a 400 (never a 500). The fuzz suite (tests/integration/fuzz.test.ts)
 * covers every endpoint and every numeric field; these are the exact requests of the audit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApi, type TestClient } from '../helpers.ts';

type ErrorBody = { httpCode: number; code: string; message: string };

const api = fileApi();
let client: TestClient;
beforeAll(async () => {
  client = await api.createClient();
});

describe('hostile input of the audit', () => {
  it('a huge or exponent-notation credit amount is a 400', async () => {
    for (const amount of ['99999999999999999999', '1e20', '1E+300', '-1e308', 'Infinity']) {
      const res = await api.request<ErrorBody>(
        'GET',
        `/api/applications/estimated-monthly-payment?creditAmount=${amount}&requestedPeriod=12&type=PERSONAL_LOAN`,
        { token: client.token },
      );
      expect(res.status, amount).toBe(400);
      expect(res.body).toMatchObject({ httpCode: 400, code: 'VALIDATION_ERROR' });
    }
  });

  it('a NUL character in a path segment is a 400', async () => {
    const res = await api.request<ErrorBody>('PATCH', '/api/clients/me/settings/%00/transactional', {
      token: client.token,
      body: { value: true },
    });
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('a NUL character or a lone surrogate in a push-subscription key is a 400 and stores nothing', async () => {
    for (const keys of [
      { p256dh: 'BNcR\u0000dreALRFXTk', auth: 'tBHItJI5' },
      { p256dh: 'BNcRdreALRFXTk', auth: 'tBH\uD800' },
    ]) {
      const res = await api.request<ErrorBody>(
        'POST',
        `/api/push-notifications/clients/${client.id}/subscription`,
        {
          token: client.token,
          body: { subscription: { endpoint: 'https://push.example.com/send/1', keys } },
        },
      );
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const list = await api.request<{ pushSubscriptions: unknown[] }>(
      'GET',
      `/api/push-notifications/clients/${client.id}/subscriptions`,
      { token: client.token },
    );
    expect(list.body.pushSubscriptions).toEqual([]);
  });

  it('the sandbox outbox filter refuses a NUL character (400)', async () => {
    expect((await api.request('GET', '/api/__sandbox/outbox?to=a%00b')).status).toBe(400);
    expect((await api.request('GET', '/__sandbox?to=a%00b')).status).toBe(200);
  });
});
