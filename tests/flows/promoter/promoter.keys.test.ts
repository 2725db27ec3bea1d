/**
 * Issue 37 point 3, "one action, one key, however many presses" (machines/shared/keys.ts), in the promoter's quick
 * application: create, update-details, pre-process, the quick application and process carry the key of the
 * operation they belong to, kept in the flow's context. An answer that never came (network, 5xx, 409 in use) keeps
 * it: pressing again sends the same key, and the server answers what it answered the first time. A definite answer
 * (a success or a refusal) renews it: the next press is a new action.
 */
import { describe, expect, it } from 'vitest';
import type { PromoterEvent } from '../../../machines/promoter/index';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import {
  type Api,
  BASE,
  CLIENT,
  httpError,
  NOW,
  processed,
  type RunOptions,
  run,
  settle,
  VALID_FINISH,
} from './promoter.harness.ts';

fakeTimersFrom(NOW);

/** The network dropped the answer: no HTTP status (the API client's NetworkError). */
const lostAnswer = () => Object.assign(new Error('fetch failed'), { name: 'NetworkError' });
const PRODUCT = { productPrice: '10000', creditAmount: '9000', requestedPeriod: '6' };
const application = { id: 'a-1', clientId: 'c-9' };

/** A fake that answers, press by press, with these outcomes: an error (or an HTTP error) is thrown, else returned. */
function answers(...outcomes: Array<() => unknown>) {
  let press = 0;
  return async (): Promise<never> => {
    const outcome = outcomes[Math.min(press++, outcomes.length - 1)]?.();
    const failed =
      outcome instanceof Error ||
      (typeof outcome === 'object' &&
        outcome !== null &&
        typeof (outcome as { status?: unknown }).status === 'number');
    if (failed) throw outcome;
    return outcome as never;
  };
}

describe("the promoter's keyed calls", () => {
  const refused = (error: unknown) => () => error;
  /** A call, where it is pressed, what a press sends, and its answers press by press. */
  const PRESSES: Array<[keyof Api, RunOptions, (press: number) => PromoterEvent[], Array<() => unknown>]> = [
    [
      'applications.create',
      { at: { product: { editing: 'idle' } }, context: { client: CLIENT, product: PRODUCT } },
      () => [{ type: 'PRODUCT.SUBMIT' }],
      [lostAnswer, refused(httpError(422, 'LIMIT_EXCEEDED')), () => ({ id: 'a-1' })],
    ],
    [
      'applications.updateDetails',
      { at: { product: 'detailsFailed' }, context: { client: CLIENT, product: PRODUCT, application } },
      () => [{ type: 'PRODUCT.SUBMIT' }],
      [refused(httpError(503)), () => ({ ok: true })],
    ],
    [
      'applications.preProcess',
      { at: { consent: { form: 'editing', resend: 'ready' } }, context: { client: CLIENT, application } },
      (press) => [
        {
          type: 'CONSENT.CHANGE',
          values: { nip: press < 2 ? '123456' : '654321', authorize: true, ownBehalf: true },
        },
        { type: 'CONSENT.SUBMIT' },
      ],
      [lostAnswer, refused(httpError(409)), () => processed('PASSED_PRELIMINARY_MODEL')],
    ],
    [
      'promoters.quickApplication',
      { at: { finish: 'editing' }, context: { application, finish: VALID_FINISH } },
      () => [{ type: 'FINISH.SUBMIT' }],
      [lostAnswer, () => ({ id: 'a-1', emailSent: true })],
    ],
    [
      'applications.process',
      { at: { activation: { code: 'editing', resend: 'ready' } }, context: { application } },
      () => [{ type: 'CODE.CHANGE', value: '4821' }, { type: 'CODE.SUBMIT' }],
      [lostAnswer, refused(httpError(409)), () => processed('APPROVED')],
    ],
  ];

  it.each(PRESSES)(
    '%s: lost (or 5xx), pressed again → the same key; refused → a new key',
    async (key, at, press, outcomes) => {
      const t = run({ ...at, api: { [key]: answers(...outcomes) } });
      for (let i = 0; i < outcomes.length; i++) {
        for (const event of press(i)) t.actor.send(event);
        await settle();
        // An answer that never came leaves the step as it was, to press again.
        if (i === 0) expect(t.value()).toEqual(at.at);
      }
      const [lost, again, afterRefusal] = t.keys[key] ?? [];
      expect(t.keys[key]).toHaveLength(outcomes.length);
      expect(typeof lost).toBe('string');
      expect(again).toBe(lost);
      if (outcomes.length === 3) expect(afterRefusal).not.toBe(again);
      // Scoped by the application once it exists; the body is sent as before, without the key.
      if (key === 'applications.create') expect(t.context().application?.id).toBe('a-1');
      else expect(lost).toContain(`:a-1:${key}:`);
      expect(t.calls.find((c) => c.src === key)?.input).not.toHaveProperty('operationKey');
      // Answered: the next press is a new action.
      if (key === 'promoters.quickApplication') expect(t.context().keys.turns[`a-1:${key}`]).toBe(1);
    },
  );

  it('two flows never share a key', () => {
    const other = run();
    expect(other.context().keys.draft).not.toBe(BASE.keys.draft);
  });
});
