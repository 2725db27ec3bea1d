/**
 * `liveCall` (src/app/flows/live.ts): the call a page provides to its actors where a stopped actor must not hear
 * a late answer. It passes every argument through, and an answer (or a failure) that arrives after the call's
 * signal was aborted never settles.
 */
import { describe, expect, it } from 'vitest';
import type { ApiCall, EndpointKey } from '../../../src/api/call';
import { liveCall } from '../../../src/app/flows/live';

function controlledCall() {
  const calls: { key: EndpointKey; options: unknown }[] = [];
  type Settle = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
  let settle: Settle = { resolve: () => {}, reject: () => {} };
  const call = ((key: EndpointKey, options: unknown) => {
    calls.push({ key, options });
    return new Promise<unknown>((resolve, reject) => (settle = { resolve, reject }));
  }) as unknown as ApiCall;
  return { call, calls, settle: () => settle };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('liveCall', () => {
  it('passes the endpoint and its arguments through, and answers while the signal is live', async () => {
    const fake = controlledCall();
    const signal = new AbortController().signal;
    const answer = liveCall(fake.call)('clients.me', { signal });
    fake.settle().resolve({ id: 'c-1' });
    await expect(answer).resolves.toEqual({ id: 'c-1' });
    expect(fake.calls).toEqual([{ key: 'clients.me', options: { signal } }]);
  });

  it('a failure while the signal is live is the failure', async () => {
    const fake = controlledCall();
    const answer = liveCall(fake.call)('clients.me', { signal: new AbortController().signal });
    fake.settle().reject(new Error('HTTP 503'));
    await expect(answer).rejects.toThrow('HTTP 503');
  });

  it('after the signal is aborted, neither an answer nor a failure settles', async () => {
    for (const outcome of ['resolve', 'reject'] as const) {
      const fake = controlledCall();
      const controller = new AbortController();
      let settled = false;
      const settle = () => (settled = true);
      liveCall(fake.call)('clients.me', { signal: controller.signal }).then(settle, settle);
      controller.abort();
      fake.settle()[outcome](outcome === 'resolve' ? {} : new Error('late'));
      await tick();
      expect(settled).toBe(false);
    }
  });
});
