/**
 * The signature sent through the sandbox e-signature widget (src/app/widgets/esign-call.ts) is keyed like the
 * flows' money and state calls (machines/shared/keys.ts, docs/api.md "Idempotency keys"): pressed again after an
 * answer that never came, the same signature goes with the same operation key (so the server replays its first
 * answer instead of taking the signature twice); after a definite answer, the next press is a new operation.
 */
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../src/api/call';
import { esignProviderOf } from '../../../src/app/widgets/esign-call';

/** A `call` that answers each press with the next of `answers` (an Error-like value is thrown). */
function scripted(answers: readonly unknown[]) {
  const keys: (string | undefined)[] = [];
  let next = 0;
  const call = (async (_key: string, options: { operationKey?: string }) => {
    keys.push(options.operationKey);
    const answer = answers[next++];
    if (answer instanceof Error) throw answer;
    return answer;
  }) as unknown as ApiCall;
  return { services: { call }, keys };
}

const failure = (status?: number, code?: string) =>
  Object.assign(new Error(status ? `HTTP ${status}` : 'network'), { status, code });
const OK = { contractSignatureStatus: 'VALIDATING' };
/** Both presses went with the one operation key of the signature. */
const expectOneKey = (keys: readonly (string | undefined)[]) => {
  expect(keys[0]).toMatch(/esignSandbox\.submit/);
  expect(keys[1]).toBe(keys[0]);
};
const press = (provider: ReturnType<typeof esignProviderOf>) =>
  provider.submit({ fullName: 'María López', signature: 'data:image/png;base64,AAAA' }).catch(() => 'failed');

describe('the widget signature: one signature, one key', () => {
  it.each([
    ['no answer at all (network)', failure()],
    ['a 503', failure(503)],
    ['409 IDEMPOTENCY_KEY_IN_USE (the first press still runs)', failure(409, 'IDEMPOTENCY_KEY_IN_USE')],
  ])('after %s, the next press sends the same key', async (label, lost) => {
    const fake = scripted([lost, OK]);
    const provider = esignProviderOf(fake.services, `app-lost-${label}`, '2026-12-15');
    expect(await press(provider)).toBe('failed');
    await press(provider);
    expect(fake.keys).toHaveLength(2);
    expectOneKey(fake.keys);
  });

  it('a widget opened again for the same application keeps the key of the lost press', async () => {
    const fake = scripted([failure(), OK]);
    await press(esignProviderOf(fake.services, 'app-reopened', null));
    await press(esignProviderOf(fake.services, 'app-reopened', null));
    expectOneKey(fake.keys);
  });

  it.each([
    ['a success', OK],
    ['a definite refusal (422)', failure(422, 'INVALID_STATUS')],
  ])('after %s, the next press is a new operation', async (label, answer) => {
    const fake = scripted([answer, OK]);
    const provider = esignProviderOf(fake.services, `app-definite-${label}`, null);
    await press(provider);
    await press(provider);
    for (const key of fake.keys) expect(key).toMatch(/esignSandbox\.submit/);
    expect(fake.keys[1]).not.toBe(fake.keys[0]);
  });

  it('two applications never share a key', async () => {
    const fake = scripted([failure(), failure()]);
    await press(esignProviderOf(fake.services, 'app-a', null));
    await press(esignProviderOf(fake.services, 'app-b', null));
    expect(fake.keys[1]).not.toBe(fake.keys[0]);
  });
});
