/**
 * The signing machine's entry decisions, fields and context at machine level (spec §2 "Signing flow", §4 "Choose
 * terms", §5 "Signing", §8 texts): where an opened URL lands for each status and signature state, what a reload
 * keeps of the chosen date, what the PIN and CLABE fields keep, what signing and registering leave behind, and the
 * context a flow starts from.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import {
  APP_ID,
  application,
  DATE_1,
  DATE_2,
  PRODUCTS,
  personalLoan,
  profileWith,
  SIGNING_ROUTES,
  VALID_CLABE,
} from '../../fixtures/signing.ts';
import { type Options, opened, start } from './signing.harness.ts';

fakeTimersFrom(Date.UTC(2026, 0, 15, 18));

/** The terms with the PIN: the contract signed, the first date chosen. */
const TERMS = {
  profile: profileWith({ contractSignatureStatus: 'SIGNED' }),
  input: { selectedDate: DATE_1 },
  route: SIGNING_ROUTES.acceptTerms,
};

describe('a new signing flow starts from', () => {
  it('nothing loaded, no PIN or CLABE typed, no SMS, the spec wait of 60 s', () => {
    const run = start({ input: { supportPhone: undefined } });
    expect(run.context()).toMatchObject({
      applicationId: APP_ID,
      routeParams: { applicationId: APP_ID },
      application: null,
      signedBefore: false,
      profile: null,
      creditAmount: null,
      products: [],
      selectedDate: null,
      nip: '',
      nipError: null,
      smsSent: false,
      countdown: 0,
      resendWaitSeconds: 60,
      clabe: '',
      confirmation: '',
      clabeErrors: {},
      supportPhone: '',
    });
  });

  it('what it is given: a wait, a support phone, the date chosen before a reload', () => {
    const run = start({
      input: { resendWaitSeconds: 5, supportPhone: '800 123 4567', selectedDate: DATE_2 },
    });
    expect(run.context()).toMatchObject({
      resendWaitSeconds: 5,
      supportPhone: '800 123 4567',
      selectedDate: DATE_2,
    });
  });
});

/** Where a flow opened with these options rests once its first calls settle. */
const landsOn = async (options: Options) => (await opened(options)).value();

describe('where an opened URL lands (spec §2 "Signing flow")', () => {
  // An application not in the list, or in a status this flow does not work on, goes home; an APPROVED one opens
  // the term selection: the model's entry rows (signing.entry.ts, every status of §4 at every entry). Each signed
  // status (SIGNED, PAID, CONFIRMED) on the table, the CLABE or the success route: the model's issue 23.7 check.
  it('a SIGNED application opened on the contract goes home', async () => {
    const signed = { items: [application({ status: 'SIGNED' as const })], route: SIGNING_ROUTES.contract };
    expect(await landsOn(signed)).toBe('toHome');
  });

  it('the payment table, the CLABE and the success screens only after signing; a trailing slash is the same route', async () => {
    expect(await landsOn({ route: `${SIGNING_ROUTES.paymentTable}/` })).toBe('chooseTerm');
    const signed = {
      items: [application({ status: 'SIGNED' as const })],
      route: `${SIGNING_ROUTES.success}//`,
    };
    expect(await landsOn(signed)).toBe('success');
  });

  it('a signature in validation (by status or by the profile) goes back to polling the contract', async () => {
    const polling = { contract: { validating: 'waiting' } };
    expect(await landsOn({ items: [application({ status: 'VALIDATING_SIGNATURE' })] })).toEqual(polling);
    expect(await landsOn({ profile: profileWith({ contractSignatureStatus: 'VALIDATING' }) })).toEqual(
      polling,
    );
    expect(await landsOn({ profile: profileWith({ contractSignatureStatus: 'PENDING' }) })).toBe(
      'chooseTerm',
    );
  });

  it('a personal loan without a CLABE asks for it first; with one, or a store purchase, does not', async () => {
    const noClabe = profileWith({ interbankCode: null });
    expect(await landsOn({ items: [personalLoan()], profile: noClabe })).toEqual({ clabeFirst: 'editing' });
    expect(await landsOn({ items: [personalLoan()] })).toBe('chooseTerm');
    expect(await landsOn({ items: [application()], profile: noClabe })).toBe('chooseTerm');
  });

  it('the options are loaded when the list has none; the chosen date survives a reload only if still offered', async () => {
    const loaded = await opened({ items: [personalLoan()], input: { selectedDate: DATE_2 } });
    expect(loaded.context()).toMatchObject({ products: PRODUCTS, creditAmount: 3000, selectedDate: DATE_2 });
    // A personal loan reloaded on its contract: the date chosen before is still there once its options load.
    const reloaded = {
      items: [personalLoan()],
      route: SIGNING_ROUTES.contract,
      input: { selectedDate: DATE_2 },
    };
    expect(await landsOn(reloaded)).toEqual({ contract: 'idle' });
    const gone = await opened({ items: [personalLoan()], input: { selectedDate: '2026-05-01' } });
    expect(gone.context().selectedDate).toBeNull();
    const listed = await opened({ input: { selectedDate: DATE_1 } });
    expect(listed.context()).toMatchObject({ selectedDate: DATE_1, creditAmount: 3000 });
    const unlisted = await opened({ input: { selectedDate: '2026-05-01' } });
    expect(unlisted.context().selectedDate).toBeNull();
  });

  it('the contract route resumes with a chosen date only; the terms route only with a signed contract too', async () => {
    const { contract, acceptTerms } = SIGNING_ROUTES;
    const input = { selectedDate: DATE_1 };
    expect(await landsOn({ route: contract, input })).toEqual({ contract: 'idle' });
    expect(await landsOn({ route: contract })).toBe('chooseTerm');
    const profile = profileWith({ contractSignatureStatus: 'SIGNED' });
    expect(await landsOn({ route: acceptTerms, profile, input })).toMatchObject({
      acceptTerms: expect.anything(),
    });
    expect(await landsOn({ route: acceptTerms, profile })).toBe('chooseTerm');
    expect(await landsOn({ route: acceptTerms, input })).toBe('chooseTerm');
  });
});

describe('choosing the term (spec §4 "Choose terms")', () => {
  // A date not offered ignored, 'Continuar' without a date ('Debe seleccionar una fecha' for 5 s, the term selection
  // kept): the model's oracle (signing.model.ts, signing.entry.ts: rows 'date not offered', 'no date chosen').
  it('Forward to the contract only with a date; to the terms only with a signed contract', async () => {
    const run = await opened();
    run.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.contract });
    expect(run.value()).toBe('chooseTerm');
    run.send({ type: 'TERM.SELECT', date: DATE_1 });
    run.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.acceptTerms });
    expect(run.value()).toBe('chooseTerm');
    run.send({ type: 'ROUTE.CHANGED', route: `${SIGNING_ROUTES.contract}/` });
    expect(run.value()).toEqual({ contract: 'idle' });
    const signed = await opened({ profile: profileWith({ contractSignatureStatus: 'SIGNED' }) });
    signed.send({ type: 'TERM.SELECT', date: DATE_1 });
    signed.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.acceptTerms });
    expect(signed.value()).toMatchObject({ acceptTerms: expect.anything() });
  });
});

describe('signing with the PIN (spec §5 "Signing")', () => {
  async function toTerms(options: Options = {}) {
    return opened({ ...TERMS, ...options });
  }

  it('keeps digits only, at most 6, and takes the error away on a change', async () => {
    const run = await toTerms();
    run.send({ type: 'NIP.SUBMIT' });
    expect(run.context().nipError).toBe('El campo es requerido');
    run.send({ type: 'NIP.CHANGE', value: '12-34 5678' });
    expect(run.context()).toMatchObject({ nip: '123456', nipError: null });
    run.send({ type: 'NIP.CHANGE', value: '12a' }, { type: 'NIP.SUBMIT' });
    expect(run.context()).toMatchObject({ nip: '12', nipError: 'El campo debe tener al menos 6 dígitos' });
  });

  it('an SMS not sent and no wait from the server: the resend link shows at once', async () => {
    const run = await toTerms({ sendCode: async () => ({ smsSent: false }) });
    expect(run.context()).toMatchObject({ smsSent: false, countdown: 0 });
    const sent = await toTerms({ sendCode: async () => ({ smsSent: true }) });
    expect(sent.context()).toMatchObject({ smsSent: true, countdown: 60 });
  });

  it('signing marks the application signed, empties the PIN and opens the payment table', async () => {
    const run = await toTerms();
    run.send({ type: 'NIP.CHANGE', value: '123456' }, { type: 'NIP.SUBMIT' });
    await run.settle();
    expect(run.value()).toBe('paymentTable');
    expect(run.context().nip).toBe('');
    const signedAt = '2026-01-15T12:00:00.000Z';
    expect(run.context().application).toMatchObject({
      status: 'SIGNED',
      contractSignedAt: signedAt,
      firstPaymentDate: DATE_1,
    });
  });
});

describe('the CLABE (spec §5 "CLABE")', () => {
  it('keeps 18 digits of what is typed or pasted, each field its own error', async () => {
    const run = await opened({ items: [personalLoan()], profile: profileWith({ interbankCode: null }) });
    expect(run.context()).toMatchObject({ clabe: '', confirmation: '' });
    run.send({ type: 'CLABE.SUBMIT' });
    expect(Object.keys(run.context().clabeErrors).sort()).toEqual(['clabe', 'confirmation']);
    run.send({
      type: 'CLABE.CHANGE',
      field: 'clabe',
      value: `${VALID_CLABE.slice(0, 9)} ${VALID_CLABE.slice(9)}99`,
    });
    expect(run.context().clabe).toBe(VALID_CLABE);
    expect(Object.keys(run.context().clabeErrors)).toEqual(['confirmation']);
    run.send({ type: 'CLABE.CHANGE', field: 'confirmation', value: 'x' });
    expect(run.context()).toMatchObject({ confirmation: '', clabeErrors: {} });
  });

  it('registered: the profile keeps the new CLABE and the flow goes on to the terms', async () => {
    const run = await opened({ items: [personalLoan()], profile: profileWith({ interbankCode: null }) });
    run.send({ type: 'CLABE.CHANGE', field: 'clabe', value: VALID_CLABE });
    run.send({ type: 'CLABE.CHANGE', field: 'confirmation', value: VALID_CLABE }, { type: 'CLABE.SUBMIT' });
    await run.settle();
    expect(run.context().profile).toMatchObject({
      interbankCode: VALID_CLABE,
      isInterbankCodeVerified: false,
    });
    expect(run.value()).toBe('chooseTerm');
  });

  // After the table: the CLABE prefilled and each kind's success text, signing.details.machine.test.ts and the oracle.
});

// The poll every 3000 ms, each profile handed over, SIGNED goes on: signing.details.machine.test.ts.
describe("the poll's other answers, and Back from the contract", () => {
  const validating = { items: [application({ status: 'VALIDATING_SIGNATURE' as const })] };

  it('SIGNED without a chosen date: the term selection, with the fresher profile kept and handed over', async () => {
    const signed = profileWith({ contractSignatureStatus: 'SIGNED', name: 'FIRMADO' });
    const run = await opened({ ...validating, polls: [signed] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(run.value()).toBe('chooseTerm');
    expect(run.context().profile).toMatchObject({ name: 'FIRMADO' });
    expect(run.handed).toEqual([signed]);
  });

  it('INVALID_SIGNATURE: the invalid screen, the profile kept and handed over; sign again or go Back', async () => {
    const invalid = profileWith({ contractSignatureStatus: 'INVALID_SIGNATURE', name: 'INVALIDA' });
    const waiting = profileWith({ contractSignatureStatus: 'VALIDATING', name: 'ESPERA' });
    const run = await opened({ ...validating, input: { selectedDate: DATE_1 }, polls: [waiting, invalid] });
    await vi.advanceTimersByTimeAsync(3000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run.value()).toEqual({ contract: 'invalid' });
    expect(run.context().profile).toMatchObject({ name: 'INVALIDA' });
    expect(run.handed).toEqual([waiting, invalid]);
    run.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.acceptTerms });
    expect(run.value()).toEqual({ contract: 'invalid' });
    run.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.chooseTerm });
    expect(run.value()).toBe('chooseTerm');
  });

  it('Back from the contract to the term selection; another route keeps the contract', async () => {
    const run = await opened({ route: SIGNING_ROUTES.contract, input: { selectedDate: DATE_1 } });
    run.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.paymentTable });
    expect(run.value()).toEqual({ contract: 'idle' });
    run.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.chooseTerm });
    expect(run.value()).toBe('chooseTerm');
  });
});

describe('the terms screen: the signature and the SMS calls', () => {
  it('signs with the chosen date and the PIN (busy meanwhile), then clears the alerts', async () => {
    const run = await opened(TERMS);
    expect(run.calls.sendCode).toEqual([{ id: APP_ID }]);
    run.send({ type: 'NIP.CHANGE', value: '123456' }, { type: 'NIP.SUBMIT' });
    expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
    const before = run.cleared();
    await run.settle();
    expect(run.calls.sign).toEqual([
      {
        id: APP_ID,
        body: { firstPaymentDate: DATE_1, signatureCode: '123456' },
        operationKey: expect.stringMatching(new RegExp(`^[0-9a-f]{16}:${APP_ID}:signing\\.sign:0$`)),
      },
    ]);
    expect(run.cleared()).toBe(before + 1);
  });

  it('one signature, one key: a lost answer pressed again sends the same key; a wrong PIN, then a new one', async () => {
    const answers: Array<() => Promise<never>> = [
      async () => {
        throw Object.assign(new Error('fetch failed'), { name: 'NetworkError' });
      },
      async () => {
        throw Object.assign(new Error('409'), { status: 409, code: 'WRONG_SIGNATURE_CODE' });
      },
    ];
    const run = await opened({
      ...TERMS,
      sign: () => (answers.shift() ?? (async () => Promise.reject(new Error('done'))))(),
    });
    for (let press = 0; press < 3; press++) {
      run.send({ type: 'NIP.CHANGE', value: '123456' }, { type: 'NIP.SUBMIT' });
      await run.settle();
    }
    const keys = (run.calls.sign as Array<{ operationKey: string }>).map((c) => c.operationKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]); // the first answer never came: the same operation
    expect(keys[2]).not.toBe(keys[1]); // a definite refusal: the next press is a new action
  });

  // A refused signature (a wrong PIN, a refusal by its code, the PIN kept or emptied) and a failed SMS: the model's
  // oracle (signing.model.ts) and signing.details.machine.test.ts; each code's text: tests/unit/machines/refusals.test.ts.
  it('Back to the term selection empties the PIN; another route keeps the terms', async () => {
    const run = await opened(TERMS);
    run.send({ type: 'NIP.CHANGE', value: '1234' });
    run.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.paymentTable });
    expect(run.value()).toMatchObject({ acceptTerms: expect.anything() });
    run.send({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.chooseTerm });
    expect(run.value()).toBe('chooseTerm');
    expect(run.context().nip).toBe('');
  });

  it('a resend: its own call; 429 asks again; another failure shows the spec text', async () => {
    const answers: Array<Error | null> = [Object.assign(new Error('429'), { status: 429 }), new Error('500')];
    const run = await opened({
      ...TERMS,
      sendCode: async () => ({ smsSent: true, retryAfterSeconds: 0 }),
      resendCode: async () => {
        const answer = answers.shift();
        if (answer) throw answer;
        return { smsSent: true, retryAfterSeconds: 60 };
      },
    });
    run.sees({ sms: 'ready' });
    run.send({ type: 'CODE.RESEND' });
    await run.settle();
    expect(run.calls.resendCode).toEqual([{ id: APP_ID }]);
    // 429: the code is sent again by the first call, which says how long to wait.
    expect(run.calls.sendCode).toHaveLength(2);
    run.sees({ sms: 'ready' });
    run.send({ type: 'CODE.RESEND' });
    await run.settle();
    run.sees({ sms: 'ready', smsSent: false, countdown: 0 });
    expect(run.alerts.at(-1)?.message).toBe('No pudimos reenviar el NIP.');
  });
});
