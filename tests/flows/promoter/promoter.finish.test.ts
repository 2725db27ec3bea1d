/**
 * Finishing the quick application and its activation code through the machine (spec §5 "Quick application", the
 * 4-digit code, §8 texts), and the resend region (machines/promoter/resend.ts): the customer's NIP SMS at `consent`
 * and the client's e-mailed activation code at `activation`. Spec §9: the business role waits 90 s, one tick a
 * second; §8: 'No pudimos reenviar el NIP.' when a resend fails. RESUME (after a restore) counts on from what is left.
 */
import { describe, expect, it, vi } from 'vitest';
import type { PromoterContext } from '../../../machines/promoter/index';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import {
  type Api,
  BASE,
  CLIENT,
  errorAlert,
  NOW,
  processed,
  rejects,
  run,
  sent,
  settle,
  VALID_FINISH,
} from './promoter.harness.ts';

fakeTimersFrom(NOW);

const SUBMIT = { type: 'FINISH.SUBMIT' } as const;

describe('finish the application (spec §5 "Quick application", §8 texts)', () => {
  const application = { id: 'a-1', clientId: 'c-9' };
  const editing = { finish: 'editing' } as const;
  /** The valid form (with `context`) of the application sent, answered by `api`. */
  const submitted = (api: Partial<Api> = {}, context: Partial<PromoterContext> = {}) =>
    sent({ at: editing, context: { application, finish: VALID_FINISH, ...context }, api, send: [SUBMIT] });
  const TAKEN = { email: 'El email ingresado ya se encuentra registrado.' };

  it('a change keeps the references’ phones as digits and drops the changed field’s error', () => {
    const t = run({ at: editing, context: { finishErrors: { '0.phoneNumber': 'x', email: 'y' } } });
    t.actor.send({ type: 'FINISH.CHANGE', values: { '0.phoneNumber': '55 1111 2222' } });
    expect(t.context()).toMatchObject({
      finish: { ...BASE.finish, '0.phoneNumber': '5511112222' },
      finishErrors: { email: 'y' },
    });
  });

  it('submitting an incomplete form shows its errors (dates against the context’s day)', () => {
    const finish = { ...VALID_FINISH, movedInSince: '2026-01' };
    const t = run({ at: editing, context: { finish, now: Date.UTC(2026, 0, 1, 12) }, send: [SUBMIT] });
    expect(t.value()).toEqual(editing);
    expect(t.context().finishErrors).toEqual({ movedInSince: 'La fecha debe ser menor al día de hoy' });
    const ok = run({ at: editing, context: { application, finish }, send: [SUBMIT] });
    expect(ok.value()).toEqual({ finish: 'checkingEmail' });
  });

  it('the e-mail is checked, then the quick application sent; then the confirmation', async () => {
    const t = run({
      at: editing,
      context: { application, finish: { ...VALID_FINISH, email: ' maria.lopez@correo.mx ' } },
      api: { 'promoters.isRegistered': async () => ({ isRegistered: true, client: CLIENT }) },
    });
    t.actor.send({ type: 'FINISH.SUBMIT' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls[0]).toEqual({ src: 'promoters.isRegistered', input: { email: 'maria.lopez@correo.mx' } });
    expect(t.calls[1]).toMatchObject({
      src: 'promoters.quickApplication',
      input: {
        applicationId: 'a-1',
        body: { email: 'maria.lopez@correo.mx', movedInSince: '2020-03-01', monthlyRent: null },
      },
    });
    expect(t.value()).toBe('confirmEmail');
    expect(t.cleared()).toBe(1);
    t.actor.send({ type: 'CONTINUE' });
    expect(t.value()).toEqual({ activation: { code: 'editing', resend: 'waiting' } });
  });

  it('another client’s e-mail is refused; a free one goes on', async () => {
    const another = { isRegistered: true, client: { ...CLIENT, id: 'c-other' } };
    const taken = await submitted({ 'promoters.isRegistered': async () => another }, { finishErrors: {} });
    expect(taken.value()).toEqual(editing);
    expect(taken.context().finishErrors).toEqual(TAKEN);
    expect(taken.calls.map((c) => c.src)).toEqual(['promoters.isRegistered']);
    expect(taken.context().finish).toEqual(VALID_FINISH);

    const free = await submitted();
    expect(free.value()).toBe('confirmEmail');
  });

  it('an e-mail registered without a client record counts as another’s', async () => {
    const noRecord = { isRegistered: true, client: null };
    const t = await submitted({ 'promoters.isRegistered': async () => noRecord });
    expect(t.value()).toEqual(editing);
    expect(t.context().finishErrors).toEqual(TAKEN);
  });
  // A failed e-mail check, a quick application refused (409: the e-mail taken) or failed: the model's oracle
  // (checkPromoter: the text, the form kept).
});

describe('activation code (spec §5: 4 digits, §8 texts)', () => {
  const at = { activation: { code: 'editing', resend: 'waiting' } } as const;
  const application = { id: 'a-1', clientId: 'c-9' };

  it('keeps 4 digits and clears the error', () => {
    const t = run({ at, context: { application, codeError: 'x' } });
    t.actor.send({ type: 'CODE.CHANGE', value: '48-21 9' });
    expect(t.context()).toMatchObject({ activationCode: '4821', codeError: null });
  });

  it('an incomplete code shows its error', () => {
    const t = run({ at, context: { application, activationCode: '482' }, send: [{ type: 'CODE.SUBMIT' }] });
    expect(t.value()).toEqual(at);
    expect(t.context().codeError).toBe('El campo debe tener al menos 4 dígitos');
  });

  it('the promoter reads the client’s code', async () => {
    const t = run({ at, context: { application }, send: [{ type: 'CODE.SHOW' }] });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([{ src: 'promoters.clientActivationCode', input: { clientId: 'c-9' } }]);
    expect(t.context().shownCode).toBe('4821');
    expect(t.value()).toEqual(at);
  });

  it('without a client id the calls name none; a failed read alerts', async () => {
    const t = await sent({
      at,
      context: { application: { id: 'a-1', clientId: null } },
      api: { 'promoters.clientActivationCode': rejects(500) },
      send: [{ type: 'CODE.SHOW' }],
    });
    expect(t.calls).toEqual([{ src: 'promoters.clientActivationCode', input: { clientId: '' } }]);
    expect(t.alerts).toEqual([errorAlert('No pudimos solicitar el NIP.')]);
    expect(t.context().shownCode).toBeNull();
  });

  it('the code processes the application; the result follows', async () => {
    const t = run({ at, context: { application, activationCode: '4821' }, send: [{ type: 'CODE.SUBMIT' }] });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([
      { src: 'applications.process', input: { id: 'a-1', clientActivationCode: '4821' } },
    ]);
    expect(t.value()).toBe('result');
    expect(t.context().result).toEqual(processed('APPROVED'));
    expect(t.cleared()).toBe(1);
  });
  // A wrong code (409, or 429) emptied, any other failure keeping it: the model's oracle (checkPromoter). 'Finalizar'
  // on a result or the failed preliminary model ends the flow for /promotor: the model (its `done` check, every
  // transition walked).
});

const application = { id: 'a-1', clientId: 'c-9' };
const product = { productPrice: '10,000', creditAmount: '9000', requestedPeriod: '6' };
/** An existing client's product, typed. */
const typed = { product, client: CLIENT };
const consentWaiting = { consent: { form: 'editing', resend: 'waiting' } } as const;
const consentReady = { consent: { form: 'editing', resend: 'ready' } } as const;
const activationWaiting = { activation: { code: 'editing', resend: 'waiting' } } as const;
const activationReady = { activation: { code: 'editing', resend: 'ready' } } as const;
const RESEND = { type: 'CODE.RESEND' } as const;

/** Creates the application of an existing client: the NIP SMS goes out and `consent` starts its wait. */
const toConsent = (context: Partial<PromoterContext> = {}) =>
  sent({
    at: { product: { editing: 'idle' } },
    context: { ...typed, ...context },
    send: [{ type: 'PRODUCT.SUBMIT' }],
  });
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
  // Without the server's wait, the full 90 s: promoter.details.machine.test.ts.
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
