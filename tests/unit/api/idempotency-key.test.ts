/**
 * Issue 27 point 4: the app sends one `Idempotency-Key` per user action on the calls that move money or state
 * (declared `idempotencyKey` in the contract), and the fetch-retry retries of that action reuse it.
 */
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isRetryable, randomIdempotencyKey } from '../../../src/api/client.ts';
import { cancel, create, submit } from '../../../src/api/contract/applications.ts';
import { me, signin } from '../../../src/api/contract/clients.ts';
import { contract } from '../../../src/api/contract/index.ts';
import { sign } from '../../../src/api/contract/signing.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function recorder(...replies: (Response | Error)[]) {
  const keys: (string | null)[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    keys.push(new Headers(init.headers).get('Idempotency-Key'));
    const reply = replies[Math.min(keys.length - 1, replies.length - 1)]!;
    if (reply instanceof Error) throw reply;
    return reply.clone();
  });
  return { fetch, keys };
}

let counter = 0;
const newIdempotencyKey = () => `key-${String(++counter).padStart(6, '0')}`;
const retry = { baseDelayMs: 1, maxDelayMs: 2 };
const api = (fetch: ReturnType<typeof recorder>['fetch']) =>
  createApiClient({ baseUrl: '/api', getToken: () => 'tok', fetch, retry, newIdempotencyKey });

const processedAt = '2026-01-02T03:04:05.000Z';
const submitted = { id: 'app-1', status: 'REJECTED', processedAt, rejectionReason: 'X' };
const submitArgs = { params: { id: 'app-1' }, body: {} } as const;

describe('Idempotency-Key of the app', () => {
  it('declares the money and state calls: POSTs, all of them', () => {
    const declared = Object.values(contract)
      .flatMap((group) => Object.values(group))
      .filter((e) => e.idempotencyKey)
      .map((e) => e.id)
      .sort();
    expect(declared).toEqual(
      [
        'applications.acceptAsInterestPayments applications.cancel applications.create',
        'applications.preProcess applications.process applications.rejectNoInterestAsInterestPayments',
        'signing.sign applications.submit signing.transitionToDocumentsUploaded applications.updateDetails',
        'esignSandbox.submit promoters.quickApplication',
      ]
        .flatMap((line) => line.split(' '))
        .sort(),
    );
    for (const e of [create, submit, sign, cancel]) expect(e.method).toBe('POST');
  });

  it('sends one key per call, and the same key on every retry of that call', async () => {
    const r = recorder(new TypeError('fetch failed'), json(503, {}), json(200, submitted));
    await expect(api(r.fetch).call(submit, submitArgs)).resolves.toMatchObject({ id: 'app-1' });
    expect(r.fetch).toHaveBeenCalledTimes(3);
    expect(r.keys[0]).toMatch(/^key-\d{6}$/);
    expect(new Set(r.keys)).toEqual(new Set([r.keys[0]]));

    // The next user action gets a new key.
    const again = recorder(json(200, submitted));
    await api(again.fetch).call(submit, submitArgs);
    expect(again.keys[0]).toMatch(/^key-\d{6}$/);
    expect(again.keys[0]).not.toBe(r.keys[0]);
  });

  it('retries a keyed POST, never a bare one; sends no key on other calls', async () => {
    const unkeyed = { ...submit, idempotencyKey: false };
    expect([submit, unkeyed, signin].map((e) => isRetryable(e))).toEqual([true, false, false]);

    const bare = recorder(json(503, {}), json(200, submitted));
    await expect(api(bare.fetch).call(unkeyed, submitArgs)).rejects.toMatchObject({ status: 503 });
    expect(bare.keys).toEqual([null]);

    const get = recorder(json(500, {}));
    await expect(api(get.fetch).call(me)).rejects.toMatchObject({ status: 500 });
    expect(get.keys).toEqual([null]);
  });

  it('makes keys the server accepts: 32 hex characters, a new one each time', () => {
    const [a, b] = [randomIdempotencyKey(), randomIdempotencyKey()];
    for (const key of [a, b]) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it("an operation's key: every press of it sends the same key; a changed request, another key", async () => {
    const operationKey = '0123456789abcdef:a-1:applications.submit:0';
    const keyOf = async (body: { personalReferences?: { fullName: string; phoneNumber: string }[] }) => {
      const r = recorder(new TypeError('fetch failed'), json(200, submitted));
      await api(r.fetch).call(submit, { params: { id: 'app-1' }, body, operationKey });
      expect(new Set(r.keys).size).toBe(1); // its retries too
      return r.keys[0]!;
    };
    const first = await keyOf({});
    expect(first.startsWith(`${operationKey}.`)).toBe(true);
    expect(first).toMatch(/^[A-Za-z0-9._:-]{8,128}$/); // the server's rule (server/idempotency)
    expect(await keyOf({})).toBe(first);
    const ana = { fullName: 'Ana Ruiz', phoneNumber: '5512345678' };
    const changed = await keyOf({
      personalReferences: [ana, { fullName: 'Luis Mora', phoneNumber: '5587654321' }],
    });
    expect(changed).not.toBe(first);
    expect(changed.startsWith(`${operationKey}.`)).toBe(true);

    // Another application, same step and body: another key.
    const r = recorder(json(200, submitted));
    await api(r.fetch).call(submit, { params: { id: 'app-2' }, body: {}, operationKey });
    expect(r.keys[0]).not.toBe(first);
  });

  it('refuses an operation key the server would not take (a programming error), before sending', async () => {
    const r = recorder(json(200, submitted));
    const pending = api(r.fetch).call(submit, { ...submitArgs, operationKey: 'no spaces allowed' });
    await expect(pending).rejects.toMatchObject({ name: 'ContractError' });
    expect(r.fetch).not.toHaveBeenCalled();
  });
});
