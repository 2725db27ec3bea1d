/**
 * The signing machine's details the model does not spell out: the spec's literal texts, the timings advanced by
 * the spec's amounts (profile poll 3000 ms, alert 5 s), the poll's outcomes, and where each answer leads. The
 * machine with its fake calls: signing.harness.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../src/api/errors.ts';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { httpError } from '../../fixtures/samples.ts';
import {
  application,
  DATE_1,
  personalLoan,
  profileWith,
  SIGNING_ROUTES,
  VALID_CLABE,
} from '../../fixtures/signing.ts';
import { opened, start } from './signing.harness.ts';

const settle = () => vi.advanceTimersByTimeAsync(0);

fakeTimersFrom(Date.UTC(2026, 0, 15, 18));

async function toContract(run: ReturnType<typeof start>) {
  await settle();
  run.send({ type: 'TERM.SELECT', date: DATE_1 }, { type: 'CONTINUE' }, { type: 'CONTRACT.OPEN' });
  run.send({ type: 'CONTRACT.FINISHED' });
}

describe('signing · term selection', () => {
  // The cards (amount, dates, payments, rate, CAT): signing.view.test.ts. 'Continuar' without a date ('Debe
  // seleccionar una fecha' for 5 s, the term selection kept) and with one (the contract, or the terms once it is
  // signed): the model's oracle (signing.model.ts, rows 'no date chosen', 'date chosen, …').
  it('a personal loan without a CLABE asks for it first, then loads the options', async () => {
    const run = await opened({ items: [personalLoan()], profile: profileWith({ interbankCode: null }) });
    expect(run.view().screen).toBe('clabe');
    run.send({ type: 'CLABE.CHANGE', field: 'clabe', value: VALID_CLABE });
    run.send({ type: 'CLABE.CHANGE', field: 'confirmation', value: '012-180-00123456789' });
    run.send({ type: 'CLABE.SUBMIT' });
    run.sees({ errors: { confirmation: 'Las CLABEs ingresadas son diferentes' } });
    run.send({ type: 'CLABE.CHANGE', field: 'confirmation', value: VALID_CLABE });
    const view = run.view();
    expect(view).toMatchObject({ bankName: 'BBVA MÉXICO', clabe: `012-180-00123456789-${VALID_CLABE[17]}` });
    run.send({ type: 'CLABE.SUBMIT' });
    await settle();
    expect(run.view().screen).toBe('chooseTerm');
  });
  // An empty list, or an application that is not APPROVED, goes home (output `{ redirectTo: '/' }`): the model's
  // entry rows and its check of every final state (signing.entry.ts, signing.model.ts).
});

describe('signing · contract and the profile poll (every 3000 ms)', () => {
  // 'compra' / 'proceso' and each stage of the contract: signing.view.test.ts.
  it('SIGNED after 3 polls: nothing before 3000 ms each; every profile goes to the session', async () => {
    const pending = profileWith({ contractSignatureStatus: 'VALIDATING' });
    const signed = profileWith({ contractSignatureStatus: 'SIGNED' });
    const run = start({ polls: [pending, pending, signed] });
    await toContract(run);
    run.sees({ screen: 'contract', stage: 'validating' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(run.handed).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.handed).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run.handed).toHaveLength(2);
    run.sees({ screen: 'contract', stage: 'validating' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(run.handed).toEqual([pending, pending, signed]);
    expect(run.view().screen).toBe('acceptTerms');
  });

  // A failed poll keeps polling: the model's oracle (row 'poll failed').
  // INVALID_SIGNATURE: the invalid stage, signed again, polled again to the terms: the model's oracle (row 'poll
  // INVALID_SIGNATURE', then 'poll SIGNED').
  it('a reload during validation polls again by itself', async () => {
    const run = await opened({
      input: { route: SIGNING_ROUTES.contract, selectedDate: DATE_1 },
      items: [application({ status: 'VALIDATING_SIGNATURE' })],
      profile: profileWith({ contractSignatureStatus: 'VALIDATING' }),
      polls: [profileWith({ contractSignatureStatus: 'SIGNED' })],
    });
    run.sees({ screen: 'contract', stage: 'validating' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(run.view().screen).toBe('acceptTerms');
  });
});

describe('signing · terms, PIN and the rest', () => {
  async function toTerms(run: ReturnType<typeof start>) {
    await settle();
    run.send({ type: 'TERM.SELECT', date: DATE_1 }, { type: 'CONTINUE' });
    await settle();
  }
  const signedProfile = profileWith({ contractSignatureStatus: 'SIGNED' });

  // The rates (ordinary ×100, late ×150), the SMS and the resend after 60 s (59 s: still waiting): signing.view.test.ts.
  // The PIN's digits and its length error: signing.setup.test.ts.
  it("a wrong PIN (409): 'Has ingresado un NIP incorrecto.' for 5 s, the PIN emptied", async () => {
    const run = start({ profile: signedProfile, sign: async () => Promise.reject(httpError(409)) });
    await toTerms(run);
    run.send({ type: 'NIP.CHANGE', value: '123456' }, { type: 'NIP.SUBMIT' });
    await settle();
    const wrong = { message: 'Has ingresado un NIP incorrecto.', alertType: 'error', timer: 5000 };
    expect(run.alerts.at(-1)).toEqual(wrong);
    run.sees({ screen: 'acceptTerms', nip: '' });
  });

  // Issue 37: the signature went through but its answer was lost (all the retries of one press); the next press
  // signs again with the PIN already used and the application no longer APPROVED (422 NOT_APPROVED).
  const signedItem = application({ status: 'SIGNED', firstPaymentDate: DATE_1, monthlyPayment: '1240.00' });
  it.each([
    ['no answer at all', () => new NetworkError('signing.sign')],
    ['"not approved" to a press after a lost answer', () => ({ ...httpError(422), code: 'NOT_APPROVED' })],
  ])(
    'a signature whose answer was lost (%s): the list says signed, the table then the CLABE follow, no error',
    async (_, failure) => {
      const run = start({
        profile: signedProfile,
        lists: [[application()]],
        items: [signedItem],
        sign: async () => Promise.reject(failure()),
      });
      await toTerms(run);
      run.send({ type: 'NIP.CHANGE', value: '123456' }, { type: 'NIP.SUBMIT' });
      await settle();
      expect(run.listed()).toBe(2);
      expect(run.view().screen).toBe('paymentTable');
      expect(run.alerts.filter((a) => a.alertType === 'error')).toEqual([]);
      run.send({ type: 'CONTINUE' });
      run.sees({ screen: 'clabe', bankName: 'BBVA MÉXICO' });
    },
  );

  // A failed signature the list does not show signed (§8's failure text with the support phone, the PIN kept, a new
  // press signs): the model's oracle (checkLostSignature, row 'other PIN failure').
  // Signed: the table, the CLABE (prefilled: the lost-answer cases above), success with §8's toast, then home; a
  // failed CLABE registration (§8's empty message and the line under it): the model's oracle (rows 'signed: store',
  // 'CLABE registration failed'; the output of every final state).
  it('a signed application after a reload shows its table again (recomputed), never the signing screens', async () => {
    const signedApp = application({
      status: 'SIGNED',
      approvedProducts: null,
      firstPaymentDate: DATE_1,
      monthlyPayment: '1240.00',
    });
    const table = await opened({ input: { route: SIGNING_ROUTES.paymentTable }, items: [signedApp] });
    const view = table.view();
    expect(view.screen).toBe('paymentTable');
    if (view.screen === 'paymentTable') expect(view.rows).toHaveLength(3);
    const terms = await opened({
      input: { route: SIGNING_ROUTES.acceptTerms, selectedDate: DATE_1 },
      items: [signedApp],
    });
    expect(terms.actor.getSnapshot().output).toEqual({ redirectTo: '/' });
  });
});

describe('signing · after the signature, no form of the signed contract (issue 23.7)', () => {
  const signedApp = (status: 'SIGNED' | 'PAID' | 'CONFIRMED') =>
    application({ status, firstPaymentDate: DATE_1, monthlyPayment: '1240.00' });
  const signedProfile = profileWith({ contractSignatureStatus: 'SIGNED' });

  it.each(['SIGNED', 'PAID', 'CONFIRMED'] as const)(
    '%s: a reload or typed URL of the CLABE step shows the success screen, not the CLABE form',
    async (status) => {
      const run = await opened({
        input: { route: SIGNING_ROUTES.clabe },
        items: [signedApp(status)],
        profile: signedProfile,
      });
      run.sees({ screen: 'success', type: 'STORE' });
      expect(run.actor.getSnapshot().context.signedBefore).toBe(true);
      // Nothing was signed in this visit: no success toast.
      expect(run.alerts).toEqual([]);
    },
  );

  it.each([
    ['the contract', SIGNING_ROUTES.contract],
    ['the term selection', SIGNING_ROUTES.chooseTerm],
    ['the terms with the PIN', SIGNING_ROUTES.acceptTerms],
  ])('a reload of %s of a signed application goes home', async (_name, route) => {
    const run = await opened({ input: { route, selectedDate: DATE_1 }, items: [signedApp('PAID')] });
    expect(run.actor.getSnapshot().output).toEqual({ redirectTo: '/' });
  });

  it("the table reloaded after the signature: 'Continuar' shows the success screen; Forward never opens the CLABE", async () => {
    const run = await opened({
      input: { route: SIGNING_ROUTES.paymentTable },
      items: [signedApp('SIGNED')],
      profile: signedProfile,
    });
    expect(run.view().screen).toBe('paymentTable');
    run.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.clabe });
    expect(run.view().screen).toBe('paymentTable');
    run.send({ type: 'CONTINUE' });
    run.sees({ screen: 'success', type: 'STORE' });
    expect(run.alerts).toEqual([]);
  });

  it('signed in this visit: the table still leads to the CLABE (Forward too); the success screen keeps every URL', async () => {
    const run = await opened({
      input: { route: SIGNING_ROUTES.acceptTerms, selectedDate: DATE_1 },
      profile: signedProfile,
    });
    expect(run.view().screen).toBe('acceptTerms');
    run.send({ type: 'NIP.CHANGE', value: '123456' }, { type: 'NIP.SUBMIT' });
    await settle();
    expect(run.view().screen).toBe('paymentTable');
    expect(run.actor.getSnapshot().context.signedBefore).toBe(false);
    run.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.clabe });
    expect(run.view().screen).toBe('clabe');
    run.send({ type: 'CLABE.SUBMIT' });
    await settle();
    expect(run.view().screen).toBe('success');
    // Back and Forward through every earlier step, and typed URLs: the success screen stays.
    for (const route of Object.values(SIGNING_ROUTES)) {
      run.send({ type: 'ROUTE.CHANGED', route });
      expect(run.view().screen).toBe('success');
    }
  });
});
