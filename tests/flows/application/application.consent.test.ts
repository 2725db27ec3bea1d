/**
 * The credit application machine, one action and guard at a time (see application.actions.test.ts): permisos
 * (consent, NIP, the resend countdown), the interest offer and where the flow ends. Where each NIP and offer
 * answer leads, the offer's failures (an error alert with an empty message, the choice again) and promoter mode's
 * exit at /promotor are the model's (checkApplication, every walk).
 */
import { describe, expect, it, vi } from 'vitest';
import { applicationView } from '../../../machines/application';
import { isResting } from '../../../src/app/drafts/applicationStart';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { APP_TEXTS, refusal, SERVER_SAYS } from '../../fixtures/refusals';
import {
  atConsent,
  atReferences,
  cannotCreate,
  eligible,
  type Fakes,
  fails,
  fillConsent,
  fillReferences,
  httpError,
  NOW,
  PERSONAL_INPUT,
  preapproved,
  STORE_INPUT,
  settle,
  start,
  started,
} from './application.harness.ts';
import { errorAlert, REQUIRED, RESEND_FAILED, WRONG_NIP } from './application.texts.ts';

fakeTimersFrom(NOW);

/** Permisos with both boxes ticked and the NIP sent, answered. */
async function nipSent(fakes: Fakes = {}) {
  const f = await atConsent(fakes);
  fillConsent(f);
  await f.sendAndSettle({ type: 'CONSENT.SUBMIT' });
  return f;
}
const MUST = 'Debe aceptar este campo';
const SUPPORT =
  'No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al (555) 123-4567';

describe('permisos', () => {
  it('consent fields: NIP digits up to 6, boxes true only for true or "true"; errors cleared per field', async () => {
    const f = await atConsent();
    f.send({ type: 'CONSENT.SUBMIT' });
    expect(f.ctx().consentErrors).toEqual({ creditCheck: MUST, ownBehalf: MUST, nip: REQUIRED });
    f.send({ type: 'CONSENT.CHANGE', field: 'nip', value: '12a34567' });
    expect(f.ctx().consent.nip).toBe('123456');
    expect(f.ctx().consentErrors).toEqual({ creditCheck: MUST, ownBehalf: MUST });
    f.send({ type: 'CONSENT.CHANGE', field: 'creditCheck', value: 'true' });
    expect(f.ctx().consent.creditCheck).toBe(true);
    expect(f.ctx().consentErrors).toEqual({ ownBehalf: MUST });
    f.send({ type: 'CONSENT.CHANGE', field: 'creditCheck', value: 'yes' });
    expect(f.ctx().consent.creditCheck).toBe(false);
    f.send({ type: 'CONSENT.CHANGE', field: 'ownBehalf', value: true });
    expect(f.ctx().consent.ownBehalf).toBe(true);
    f.send({ type: 'CONSENT.CHANGE', field: 'ownBehalf', value: false });
    expect(f.ctx().consent.ownBehalf).toBe(false);
    f.send({ type: 'CONSENT.SUBMIT' });
    expect(f.snap().matches({ consent: { form: 'editing' } })).toBe(true);
    expect(f.calls['applications.process']).toBeUndefined();
  });

  it('the NIP is processed for the application; APPROVED shows the result', async () => {
    const f = await atConsent();
    fillConsent(f);
    f.send({ type: 'CONSENT.SUBMIT' });
    expect(applicationView(f.snap()).busy).toBe(true);
    await settle();
    expect(f.calls['applications.process']).toEqual([{ id: 'a-1', body: { complianceCode: '123456' } }]);
    expect(f.snap().matches('result')).toBe(true);
    expect(f.ctx().result?.status).toBe('APPROVED');
  });

  it('409: the wrong-NIP alert and the NIP cleared; other failures name the support phone and keep it', async () => {
    const wrong = await nipSent({ 'applications.process': fails(409) });
    expect(wrong.alerts).toEqual([errorAlert(WRONG_NIP)]);
    expect(wrong.ctx().consent).toEqual({ creditCheck: true, ownBehalf: true, nip: '' });
    expect(wrong.snap().matches({ consent: { form: 'editing' } })).toBe(true);
    const other = await nipSent({ 'applications.process': fails(500) });
    expect(other.alerts).toEqual([errorAlert(SUPPORT)]);
    expect(other.ctx().consent.nip).toBe('123456');
  });

  it("a NIP refused for a reason the app knows shows the app's text for its code (never the server's) and keeps the NIP", async () => {
    const cases: Array<[Error, string]> = [
      [refusal(409, 'NIP_EXPIRED', SERVER_SAYS), APP_TEXTS.nipExpired],
      [refusal(409, 'NIP_EXPIRED'), APP_TEXTS.nipExpired],
      [refusal(429, 'NIP_LOCKED', SERVER_SAYS), APP_TEXTS.nipLocked],
      [refusal(429, 'NIP_LOCKED', ' '), APP_TEXTS.nipLocked],
      [refusal(429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', SERVER_SAYS, 7200), APP_TEXTS.triesToday('2 horas')],
      [refusal(429, 'CODE_ATTEMPTS_EXHAUSTED', SERVER_SAYS), APP_TEXTS.triesExhausted('(555) 123-4567')],
      // A refusal the app has no words for: §8's "other NIP failure", not the server's text.
      [refusal(422, 'NOT_PROCESSABLE', 'La solicitud no se puede procesar en su estado actual.'), SUPPORT],
      // A wrong NIP is the spec's text whatever the server says.
      [refusal(409, 'WRONG_NIP', 'Código equivocado'), WRONG_NIP],
      [refusal(503, 'DOWN', 'Servicio no disponible'), SUPPORT],
      [refusal(400, 'BAD', 'Solicitud inválida'), SUPPORT],
    ];
    for (const [error, message] of cases) {
      const f = await nipSent({
        'applications.process': async () => {
          throw error;
        },
      });
      expect(f.alerts).toEqual([errorAlert(message)]);
      expect(f.snap().matches({ consent: { form: 'editing' } })).toBe(true);
      expect(f.ctx().consent.nip).toBe(message === WRONG_NIP ? '' : '123456');
    }
  });

  // The shared countdown's ticks and RESUME: tests/unit/machines/countdown.test.ts and promoter.finish.test.ts (the resend region).
  it('a draft saved while the resend waits is a resting one; restored, it counts on from the seconds left', async () => {
    const f = await atConsent();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.ctx().countdown).toBe(50);
    const saved = f.snap();
    // The countdown child is the only actor running: the page keeps this snapshot as the draft.
    expect(Object.keys(saved.children)).toEqual(['countdown']);
    expect(isResting(saved)).toBe(true);
    const restored = start(PERSONAL_INPUT, {}, JSON.parse(JSON.stringify(f.actor.getPersistedSnapshot())));
    f.actor.stop();
    restored.send({ type: 'RESUME' });
    expect(restored.ctx().countdown).toBe(50);
    await vi.advanceTimersByTimeAsync(999);
    expect(restored.ctx().countdown).toBe(50);
    await vi.advanceTimersByTimeAsync(1);
    expect(restored.ctx().countdown).toBe(49);
    await vi.advanceTimersByTimeAsync(49_000);
    expect(restored.snap().matches({ consent: { resend: 'ready' } })).toBe(true);
    expect(restored.ctx().countdown).toBe(0);
    // A call running is not a resting snapshot.
    expect(isResting({ status: 'active', children: { countdown: {}, other: {} }, hasTag: () => false })).toBe(
      false,
    );
    restored.actor.stop();
  });

  it('resend: the call for the application, the countdown again; a failure alerts and allows another try', async () => {
    let fail = false;
    const f = await atConsent(
      {
        'applications.resendComplianceCode': async () => {
          if (fail) throw httpError(429);
          return { sent: true };
        },
      },
      { ...PERSONAL_INPUT, resendWaitSeconds: 2 },
    );
    expect(f.ctx().countdown).toBe(2);
    f.send({ type: 'CODE.RESEND' });
    expect(f.calls['applications.resendComplianceCode']).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    f.send({ type: 'CODE.RESEND' });
    expect(f.snap().matches({ consent: { resend: 'resending' } })).toBe(true);
    await settle();
    expect(f.calls['applications.resendComplianceCode']).toEqual([{ id: 'a-1' }]);
    expect(f.ctx().countdown).toBe(2);
    expect(f.snap().matches({ consent: { resend: 'waiting' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    fail = true;
    await f.sendAndSettle({ type: 'CODE.RESEND' });
    expect(f.alerts).toEqual([errorAlert(RESEND_FAILED)]);
    expect(f.snap().matches({ consent: { resend: 'ready' } })).toBe(true);
  });

  it('no wait (0 s): the resend is ready at once', async () => {
    const f = await atConsent({}, { ...PERSONAL_INPUT, resendWaitSeconds: 0 });
    expect(f.snap().matches({ consent: { resend: 'ready' } })).toBe(true);
    expect(f.ctx().countdown).toBe(0);
  });

  it('back to the product and submit again: the NIP is resent; a failed resend alerts and stops the countdown', async () => {
    let fail = false;
    const f = await atConsent({
      'applications.resendComplianceCode': async () => {
        if (fail) throw httpError(500);
        return { sent: true };
      },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.ctx().countdown).toBe(50);
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito' });
    await f.sendAndSettle({ type: 'PRODUCT.SUBMIT' });
    expect(f.ctx().countdown).toBe(60);
    expect(f.snap().matches({ consent: { resend: 'waiting' } })).toBe(true);
    fail = true;
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito' });
    await f.sendAndSettle({ type: 'PRODUCT.SUBMIT' });
    expect(f.alerts).toEqual([errorAlert(RESEND_FAILED)]);
    expect(f.ctx().countdown).toBe(0);
    expect(f.snap().matches({ consent: { resend: 'ready' } })).toBe(true);
  });
});

describe('interest offer and exits', () => {
  async function atOffer(fakes = {}) {
    const f = await atReferences({ 'applications.process': async (i) => eligible(i.id), ...fakes });
    fillReferences(f);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    fillConsent(f);
    await f.sendAndSettle({ type: 'CONSENT.SUBMIT' });
    expect(f.snap().matches('interestOffer')).toBe(true);
    return f;
  }

  // APPROVED, contract not signed: the signing route; a rejection: home.
  const SIGNING = '/firmar-aplicacion-credito/a-1';
  it.each([
    ['OFFER.ACCEPT', 'acceptAsInterestPayments', { storeId: 's-1' }, 'APPROVED', SIGNING],
    ['OFFER.DECLINE', 'rejectNoInterestAsInterestPayments', {}, 'REJECTED', '/'],
  ] as const)('%s: the answer is the result, FINISH its exit', async (type, call, extra, status, exit) => {
    const f = await atOffer();
    f.send({ type });
    expect(applicationView(f.snap()).busy).toBe(true);
    await settle();
    expect(f.calls[`applications.${call}`]).toEqual([{ id: 'a-1', ...extra }]);
    expect(f.snap().matches('result')).toBe(true);
    expect(f.ctx().result?.status).toBe(status);
    f.send({ type: 'FINISH' });
    expect(f.snap().output).toEqual({ redirectTo: exit });
  });

  it("the decision screens carry the 'result' tag the host reads (the draft is replaced, never persisted)", async () => {
    const decided = start({ ...STORE_INPUT, result: preapproved('a-3') });
    expect(decided.snap().matches('result')).toBe(true);
    expect(decided.snap().hasTag('result')).toBe(true);
    const limit = await cannotCreate();
    expect(limit.snap().matches('limitExceeded')).toBe(true);
    expect(limit.snap().hasTag('result')).toBe(true);
    // Not on a form: a draft there is what a reload restores.
    const form = await started(STORE_INPUT);
    expect(form.snap().matches('product')).toBe(true);
    expect(form.snap().hasTag('result')).toBe(false);
  });

  it('before FINISH the exit is home', () => {
    const f = start({ ...STORE_INPUT, result: { ...preapproved('a-3'), status: 'APPROVED' } });
    expect(f.ctx().redirectTo).toBe('/');
    f.send({ type: 'FINISH' });
    expect(f.snap().output).toEqual({ redirectTo: '/firmar-aplicacion-credito/a-3' });
  });
});
