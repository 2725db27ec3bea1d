/**
 * Hostile input on the catalog endpoints: invalid percent-encoding and bodies never cause a 5xx, every
 * failure has the `{ httpCode, code, message }` shape without a stack trace, and nothing is stored or sent.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clients, oneTimeCodes, outbox } from '../../../server/db/schema.ts';
import { fileApi } from '../helpers.ts';

const api = fileApi();

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%',
    '_',
    "' OR 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'LOGF900514MJCPRR02\u0000',
    '9'.repeat(300),
    '\ud800',
    '{"a":1}',
  ),
);

async function counts() {
  const count = sql<number>`count(*)::int`;
  const [o] = await api.db.select({ n: count }).from(outbox);
  const [c] = await api.db.select({ n: count }).from(oneTimeCodes);
  const [k] = await api.db.select({ n: count }).from(clients);
  return { outbox: o?.n, codes: c?.n, clients: k?.n };
}

function checkAnswer(res: { status: number; body: unknown; text: string }, what: string) {
  expect(res.status, what).toBeLessThan(500);
  expect(res.text, what).not.toMatch(/\bat .+\.(ts|js):\d+|Error:|stack/);
  if (res.status >= 400) {
    expect(res.body, what).toMatchObject({
      httpCode: res.status,
      code: expect.any(String),
      message: expect.any(String),
    });
  }
}

describe('catalog fuzz', () => {
  // Random path segments, queries and tokens on every endpoint, the catalog's included: ../fuzz.test.ts.
  it('invalid percent-encoding in paths and queries', async () => {
    for (const raw of ['%FF', '%E0%A4%A', '%', '%00', '%C0%AF', '..%2F..%2F']) {
      for (const path of [
        `/api/clients/curp/${raw}`,
        `/api/postal-codes/${raw}`,
        `/api/business/stores/${raw}`,
        `/api/business/stores/${raw}/no-interest-payments`,
        `/api/stores?name=${raw}`,
      ]) {
        checkAnswer(await api.request('GET', path), path);
      }
    }
  });

  it('random bodies and headers on the promoter sign-in calls', async () => {
    const before = await counts();
    const body = fc.oneof(
      fc.anything(),
      fc.record({ phoneNumber: hostile, nip: hostile }),
      fc.record({ phoneNumber: fc.stringMatching(/^\d{10}$/), nip: hostile }),
    );
    await fc.assert(
      fc.asyncProperty(body, hostile, async (b, header) => {
        for (const path of ['/api/promoters/signin', '/api/promoters/verify-nip']) {
          const res = await api.request('POST', path, {
            body: b,
            headers: { authorization: header.replace(/[^\t\x20-\x7e]/g, ''), 'x-request-id': 'fuzz-0001' },
          });
          checkAnswer(res, `POST ${path}`);
          expect(res.status).not.toBe(200);
        }
        const raw = await api.request('POST', '/api/promoters/signin', { rawBody: header });
        checkAnswer(raw, 'raw body');
      }),
      { numRuns: 60 },
    );
    expect(await counts()).toEqual(before);
  });
});
