/**
 * The resend region of the quick application (machines/promoter/resend.ts): the customer's NIP SMS at `consent`
 * and the client's e-mailed activation code at `activation`. Spec §9: the business role waits 90 s, one tick a
 * second; §8: 'No pudimos reenviar el NIP.' when a resend fails. RESUME (after a restore) counts on from what is left.
 */
import { describe, expect, it, vi } from 'vitest';
import type { PromoterContext } from '../../../machines/promoter/index';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { type Api, CLIENT, errorAlert, NOW, rejects, run, sent, settle } from './promoter.harness';

fakeTimersFrom(NOW);

const application = { id: 'a-1', clientId: 'c-9' };
const product = { productPrice: '10,000', creditAmount: '9000', requestedPeriod: '6' };
/** An existing client's product, typed. */
const typed = { product, client: CLIENT };
const consentWaiting = { consent: { form: 'editing', resend: 'waiting' } } as const;
const consentReady = { consent: { form: 'editing', resend: 'ready' } } as const;
const activationWaiting = { activation: { code: 'editing', resend: 'waiting' } } as const;
const activationReady = { activation: { code: 'editing', resend: 'ready' } } as const;
const RESEND = { type: 'CODE.RESEND' } as const;
const SUBMIT = { type: 'PRODUCT.SUBMIT' } as const;

/** Creates the application of an existing client: the NIP SMS goes out and `consent` starts its wait. */
const toConsent = (context: Partial<PromoterContext> = {}) =>
  sent({ at: { product: { editing: 'idle' } }, context: { ...typed, ...context }, send: [SUBMIT] });
/** From `at` with the application (and `context`), the link pressed, answered by `api`. */
const resent = (at: typeof consentReady | typeof activationReady, context = {}, api: Partial<Api> = {}) =>
  sent({ at, context: { application, ...context }, api, send: [RESEND] });

describe('the NIP resend wait (spec §9: 90 s for the business role)', () => {
  // 90 s from the creation, one tick a second, the link only then: promoter.details.machine.test.ts.
  it('the creation starts the 90 s and hides a code shown before', async () => {
    const t = await toConsent({ shownCode: '1234' });
    expect(t.context()).toMatchObject({ countdown: 90, shownCode: null });
  });

  it('uses the wait the host gives', async () => {
    const t = await toConsent({ resendWaitSeconds: 2 });
    expect(t.context().countdown).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.value()).toEqual(consentWaiting);
    expect(t.context().countdown).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.value()).toEqual(consentReady);
  });

  it('after a restore the countdown goes on from what is left only once RESUME comes', async () => {
    const t = run({ at: consentWaiting, context: { application, countdown: 3 } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.context().countdown).toBe(3);
    t.actor.send({ type: 'RESUME' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.context().countdown).toBe(2);
    // A second RESUME restarts the second, it does not add one.
    await vi.advanceTimersByTimeAsync(500);
    t.actor.send({ type: 'RESUME' });
    await vi.advanceTimersByTimeAsync(999);
    expect(t.context().countdown).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.context().countdown).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.value()).toEqual(consentReady);
  });

  it('RESUME once the link is shown changes nothing', () => {
    const t = run({ at: consentReady, context: { application }, send: [{ type: 'RESUME' }] });
    expect(t.value()).toEqual(consentReady);
  });
});

describe('resending the NIP (spec §8 "Resend compliance or signature code fails")', () => {
  it('resends for the application and waits what the server says', async () => {
    const t = run({
      at: consentReady,
      context: { application },
      api: { 'applications.resendComplianceCode': async () => ({ sent: true, retryAfterSeconds: 30 }) },
    });
    t.actor.send({ type: 'CODE.RESEND' });
    expect(t.value()).toEqual({ consent: { form: 'editing', resend: 'resending' } });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(false);
    await settle();
    expect(t.calls).toEqual([{ src: 'applications.resendComplianceCode', input: { id: 'a-1' } }]);
    expect(t.value()).toEqual(consentWaiting);
    expect(t.context().countdown).toBe(30);
    expect(t.cleared()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.context().countdown).toBe(29);
  });

  it('without the server’s wait: the full 90 s', async () => {
    const t = await resent(consentReady);
    expect(t.context().countdown).toBe(90);
  });

  it('no wait left: the link comes back after one tick, never below zero', async () => {
    for (const retryAfterSeconds of [0, -5]) {
      const answer = { sent: true as const, retryAfterSeconds };
      const t = await resent(consentReady, {}, { 'applications.resendComplianceCode': async () => answer });
      expect(t.value()).toEqual(consentWaiting);
      expect(t.context().countdown).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(t.value()).toEqual(consentReady);
      expect(t.context().countdown).toBe(0);
    }
  });

  it('a 429 counts the full wait again, without an alert', async () => {
    const refused = { 'applications.resendComplianceCode': rejects(429) };
    const t = await resent(consentReady, { resendWaitSeconds: 90 }, refused);
    expect(t.value()).toEqual(consentWaiting);
    expect(t.context().countdown).toBe(90);
    expect(t.alerts).toEqual([]);
    expect(t.cleared()).toBe(0);
  });
});

describe('resending the activation code (spec §2: the business role, 90 s)', () => {
  // The 90 s wait from the e-mailed code: promoter.details.machine.test.ts.
  it('resends to the client, busy meanwhile; the code shown before is hidden', async () => {
    const t = run({
      at: activationReady,
      context: { application, shownCode: '4821' },
      api: { 'promoters.resendClientActivationCode': async () => ({ sent: true, retryAfterSeconds: 45 }) },
    });
    t.actor.send({ type: 'CODE.RESEND' });
    expect(t.value()).toEqual({ activation: { code: 'editing', resend: 'resending' } });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([{ src: 'promoters.resendClientActivationCode', input: { clientId: 'c-9' } }]);
    expect(t.value()).toEqual(activationWaiting);
    expect(t.context()).toMatchObject({ countdown: 45, shownCode: null });
    expect(t.cleared()).toBe(1);
  });

  it('without a client id the call names none; a failure alerts', async () => {
    const failing = { 'promoters.resendClientActivationCode': rejects(403) };
    const t = await resent(activationReady, { application: { id: 'a-1', clientId: null } }, failing);
    expect(t.calls).toEqual([{ src: 'promoters.resendClientActivationCode', input: { clientId: '' } }]);
    expect(t.value()).toEqual(activationReady);
    expect(t.alerts).toEqual([errorAlert('No pudimos reenviar el NIP.')]);
  });

  it('a 429 counts the host’s full wait again', async () => {
    const refused = { 'promoters.resendClientActivationCode': rejects(429) };
    const t = await resent(activationReady, { resendWaitSeconds: 12 }, refused);
    expect(t.value()).toEqual(activationWaiting);
    expect(t.context().countdown).toBe(12);
    expect(t.alerts).toEqual([]);
  });
});
