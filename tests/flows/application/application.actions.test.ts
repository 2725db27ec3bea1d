/**
 * The credit application machine's actions, guards and delays, one by one, through the real machine with fake API
 * calls (by endpoint key): what each event leaves in the context, both sides of every guard, the §8 alerts (text,
 * type and the 5 s error timer of §9) and the §9 timings. Texts, amounts and timings are copied from the spec.
 * This file: the start, the product and the address; application.submission.test.ts the rest of the forms and
 * the submission, application.consent.test.ts permisos, the interest offer and the exits.
 */
import { describe, expect, it, vi } from 'vitest';
import { applicationView, limitMessageOf } from '../../../machines/application';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { requiredFields } from '../../fixtures/forms.ts';
import {
  afterDebounce,
  atAddress,
  atConsent,
  cannotCreate,
  FULL_PROFILE,
  fails,
  fillAddress,
  LOOKUP,
  NEW_PROFILE,
  NOW,
  PERSONAL_INPUT,
  preapproved,
  product,
  ROMA,
  STORE_INPUT,
  settle,
  start,
  started,
} from './application.harness';
import {
  errorAlert,
  INVALID,
  MISSING_STORE,
  MONTH,
  REJECTED_LIMIT,
  REQUIRED,
  TERM_REQUIRED,
  TOO_MANY,
} from './application.texts';

fakeTimersFrom(NOW);

/** One loan's balances (pesos) as payments.balance answers them. */
const balanceOf = (applicationId: string, overdue: number, current: number, nextOverdue = 0) => ({
  applicationId,
  creditBalance: {
    currentMonthsBalance: { ...MONTH, overdueBalance: overdue, currentBalance: current },
    nextMonthsBalance: { overdueBalance: nextOverdue },
  },
});

describe('start and preparing', () => {
  it('a store application without a store: nothing before the zero delay, then the §8 alert and /', async () => {
    const f = start({ ...STORE_INPUT, storeId: null });
    expect(f.snap().value).toBe('missingStore');
    expect(f.alerts).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.snap().status).toBe('done');
    expect(f.snap().output).toEqual({ redirectTo: '/' });
    expect(f.alerts).toEqual([errorAlert(MISSING_STORE)]);
    expect(f.calls['applications.canCreate']).toBeUndefined();
  });

  it('a personal loan needs no store; its type is what can-create is asked', async () => {
    const f = start({ ...PERSONAL_INPUT, profile: NEW_PROFILE });
    expect(f.snap().matches('preparing')).toBe(true);
    await settle();
    expect(f.calls['applications.canCreate']).toEqual([{ type: 'PERSONAL_LOAN' }]);
    expect(f.snap().matches('product')).toBe(true);
    // No limit: no balances; a personal loan: no store MSI periods.
    expect(f.calls['payments.balance']).toBeUndefined();
    expect(f.calls['catalog.storeNoInterestPayments']).toBeUndefined();
  });

  it('a store application with a store asks for the MSI periods of that store, keeping only active ones', async () => {
    const f = await started(STORE_INPUT, {
      'catalog.storeNoInterestPayments': async () => ({
        noInterestPayments: [
          { productPeriod: 6, active: true },
          { productPeriod: 9, active: false },
          { productPeriod: 12, active: true },
        ],
      }),
    });
    expect(f.calls['applications.canCreate']).toEqual([{ type: 'STORE' }]);
    expect(f.calls['catalog.storeNoInterestPayments']).toEqual([{ storeId: 's-1' }]);
    expect(f.ctx().noInterestTerms).toEqual([6, 12]);
    expect(f.snap().matches('product')).toBe(true);
  });

  it('a failed MSI lookup or can-create still reaches the product form', async () => {
    const failing = { 'applications.canCreate': fails(503), 'catalog.storeNoInterestPayments': fails(404) };
    const f = await started(STORE_INPUT, failing);
    expect(f.snap().matches('product')).toBe(true);
    expect(f.ctx().noInterestTerms).toEqual([]);
  });

  it('a limit: the balances (pesos) lower the §6 cap; a failed balance call keeps the plain limit', async () => {
    const balances = [balanceOf('x-1', 500, 2000), balanceOf('x-2', 0, 1000.5, 99)];
    const f = await started(PERSONAL_INPUT, { 'payments.balance': async () => ({ balances }) });
    expect(f.calls['payments.balance']).toHaveLength(1);
    expect(f.ctx().balances).toEqual([
      { overdueBalance: 500, currentBalance: 2000 },
      { overdueBalance: 0, currentBalance: 1000.5 },
    ]);
    // 15,000 − 500 − 2,000 − 1,000.50.
    expect(applicationView(f.snap()).limitText).toBe('$11,499.50');
    const failed = await started(PERSONAL_INPUT, { 'payments.balance': fails(500) });
    expect(failed.snap().matches('product')).toBe(true);
    expect(applicationView(failed.snap()).limitText).toBe('$15,000.00');
  });

  it('one limit with the server (§6): after a store purchase and a personal loan, a new personal loan may ask only for what keeps the personal loans together within $20,000', async () => {
    // The issue: limit $50,000, a $10,800 store purchase and a $15,000 personal loan in use. §6: the limit minus
    // the balances in use is 50,000 − 10,800 − 15,000 = 24,200 (what a store purchase may ask), and the personal
    // loan is capped at 20,000: with 15,000 of personal loans in use, 5,000. The form said $20,000.00.
    const balance = async () => ({
      balances: [balanceOf('tienda', 0, 10_800), balanceOf('prestamo', 0, 15_000)],
      inUse: [
        { applicationId: 'tienda', type: 'STORE' as const, overdueBalance: 0, currentBalance: 10_800 },
        {
          applicationId: 'prestamo',
          type: 'PERSONAL_LOAN' as const,
          overdueBalance: 0,
          currentBalance: 15_000,
        },
      ],
    });
    const profile = { ...FULL_PROFILE, creditLimit: 50_000 };
    const personal = await started(
      { ...PERSONAL_INPUT, profile },
      {
        'payments.balance': balance,
        'applications.estimatedMonthlyPayment': async () => ({ estimatedMonthlyPayment: 1_000 }),
      },
    );
    expect(applicationView(personal.snap()).limitText).toBe('$5,000.00');
    // Over it: the form refuses with the server's words; at it, nothing to say.
    personal.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '5000.01' });
    personal.send({ type: 'TERM.SELECT', requestedPeriod: 6 });
    personal.send({ type: 'PRODUCT.SUBMIT' });
    expect(personal.ctx().productErrors.creditAmount).toBe('Tu límite disponible es de $5,000.00');
    personal.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '5000' });
    personal.send({ type: 'TERM.SELECT', requestedPeriod: 6 });
    personal.send({ type: 'PRODUCT.SUBMIT' });
    expect(personal.ctx().productErrors.creditAmount).toBeUndefined();

    const store = await started({ ...STORE_INPUT, profile }, { 'payments.balance': balance });
    expect(applicationView(store.snap()).limitText).toBe('$24,200.00');
  });

  it('cannot create: the limit screen with the reason, UNKNOWN when none; FINISH goes home', async () => {
    const f = await cannotCreate({ reason: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED' });
    expect(f.snap().matches('limitExceeded')).toBe(true);
    expect(f.ctx().cannotCreateReason).toBe('REJECTED_APPLICATIONS_LIMIT_EXCEEDED');
    expect(applicationView(f.snap()).limitMessage).toBe(REJECTED_LIMIT);
    f.send({ type: 'FINISH' });
    expect(f.snap().output).toEqual({ redirectTo: '/' });

    const none = await cannotCreate();
    expect(none.ctx()).toMatchObject({ cannotCreateReason: 'UNKNOWN', cannotCreateMessage: null });
    expect(applicationView(none.snap()).limitMessage).toBe(TOO_MANY);
  });

  it('cannot create for a reason the spec does not name: the server’s text (what creating would answer)', async () => {
    const message = 'Ya tienes una solicitud en proceso.';
    const f = await cannotCreate({ reason: 'APPLICATION_IN_PROGRESS', message });
    expect(f.snap().matches('limitExceeded')).toBe(true);
    expect(f.ctx().cannotCreateMessage).toBe(message);
    expect(applicationView(f.snap()).limitMessage).toBe(message);
    // An empty server text falls back to §8's; the spec's own reasons keep the spec's texts whatever it says.
    expect(limitMessageOf('APPLICATION_IN_PROGRESS', '')).toBe(TOO_MANY);
    expect(limitMessageOf('EXCEEDED_APPLICATIONS_PER_MINUTE', 'x')).toBe(TOO_MANY);
    expect(limitMessageOf('REJECTED_APPLICATIONS_LIMIT_EXCEEDED', 'x')).toBe(REJECTED_LIMIT);
  });

  it('a saved result is shown at once, with no call', () => {
    const f = start({ ...STORE_INPUT, result: preapproved('a-5') });
    expect(f.snap().matches('result')).toBe(true);
    expect(f.ctx().applicationId).toBe('a-5');
    expect(f.calls).toEqual({});
  });
});

describe('product step', () => {
  it('typing keeps digits and one point with 2 decimals; an amount change resets the term (3) and the estimate', async () => {
    const f = await started(STORE_INPUT, {
      'applications.estimatedMonthlyPayment': async () => ({ estimatedMonthlyPayment: 1843.21 }),
    });
    f.send({ type: 'PRODUCT.CHANGE', field: 'productPrice', value: '$12,000.505' });
    expect(f.ctx().product).toEqual({ productPrice: '12000.50', creditAmount: '', requestedPeriod: 3 });
    f.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '10000' });
    f.send({ type: 'TERM.SELECT', requestedPeriod: 12 });
    expect(f.ctx().product.requestedPeriod).toBe(12);
    await afterDebounce();
    // 1,843.21 pesos, kept in centavos.
    expect(f.ctx().estimate).toBe(184_321);
    // A price change keeps the term but drops the estimate.
    f.send({ type: 'PRODUCT.CHANGE', field: 'productPrice', value: '12500' });
    expect(f.ctx().product).toEqual({ productPrice: '12500', creditAmount: '10000', requestedPeriod: 12 });
    expect(f.ctx().estimate).toBeNull();
    await afterDebounce();
    expect(f.ctx().estimate).toBe(184_321);
    f.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '9000' });
    expect(f.ctx().product.requestedPeriod).toBe(3);
    expect(f.ctx().estimate).toBeNull();
  });

  it('a term selection drops the estimate and only the term error', async () => {
    const f = await started(STORE_INPUT);
    f.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '2500' });
    f.send({ type: 'TERM.SELECT', requestedPeriod: 6 });
    f.send({ type: 'PRODUCT.SUBMIT' });
    expect(f.ctx().productErrors).toEqual({ productPrice: REQUIRED, requestedPeriod: TERM_REQUIRED });
    f.send({ type: 'TERM.SELECT', requestedPeriod: 3 });
    expect(f.ctx().productErrors).toEqual({ productPrice: REQUIRED });
    await afterDebounce();
    expect(f.ctx().estimate).toBe(100_000);
    f.send({ type: 'TERM.SELECT', requestedPeriod: 3 });
    expect(f.ctx().estimate).toBeNull();
  });

  it('a field change clears that field error only', async () => {
    const f = await started(STORE_INPUT);
    f.send({ type: 'PRODUCT.SUBMIT' });
    expect(f.ctx().productErrors).toEqual({ productPrice: REQUIRED, creditAmount: REQUIRED });
    expect(f.snap().matches('product')).toBe(true);
    f.send({ type: 'PRODUCT.CHANGE', field: 'productPrice', value: '1' });
    expect(f.ctx().productErrors).toEqual({ creditAmount: REQUIRED });
  });

  it('the estimate waits 500 ms after the last change, asks with the store, and only for 2,000 – 50,000', async () => {
    const f = await started(STORE_INPUT);
    f.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '1999.99' });
    expect(f.snap().matches({ product: 'editing' })).toBe(true);
    f.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '50000.01' });
    expect(f.snap().matches({ product: 'editing' })).toBe(true);
    f.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '2000' });
    expect(f.snap().matches({ product: 'debouncing' })).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(f.calls['applications.estimatedMonthlyPayment']).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(f.calls['applications.estimatedMonthlyPayment']).toEqual([
      { creditAmount: 2000, requestedPeriod: 3, type: 'STORE', storeId: 's-1' },
    ]);
    expect(f.snap().matches({ product: 'editing' })).toBe(true);
    f.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '50000' });
    f.send({ type: 'TERM.SELECT', requestedPeriod: 24 });
    await afterDebounce();
    expect(f.calls['applications.estimatedMonthlyPayment']?.[1]).toEqual({
      creditAmount: 50000,
      requestedPeriod: 24,
      type: 'STORE',
      storeId: 's-1',
    });
    // A term the band does not offer: no estimate.
    f.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '2500' });
    f.send({ type: 'TERM.SELECT', requestedPeriod: 6 });
    expect(f.snap().matches({ product: 'editing' })).toBe(true);
  });

  it('a personal loan asks the estimate without a store; a failed estimate leaves none', async () => {
    const f = await started(PERSONAL_INPUT, { 'applications.estimatedMonthlyPayment': fails(500) });
    product(f, '', '10000');
    await afterDebounce();
    expect(f.calls['applications.estimatedMonthlyPayment']).toEqual([
      { creditAmount: 10000, requestedPeriod: 3, type: 'PERSONAL_LOAN' },
    ]);
    expect(f.ctx().estimate).toBeNull();
    expect(f.snap().matches({ product: 'editing' })).toBe(true);
  });

  it('RESUME restarts the debounce', async () => {
    const f = await started(STORE_INPUT);
    f.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '3000' });
    await vi.advanceTimersByTimeAsync(400);
    f.send({ type: 'RESUME' });
    await vi.advanceTimersByTimeAsync(400);
    expect(f.calls['applications.estimatedMonthlyPayment']).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(f.calls['applications.estimatedMonthlyPayment']).toHaveLength(1);
  });

  it('an invalid product stays with its errors; a valid one goes on from the product', async () => {
    const f = await started(PERSONAL_INPUT);
    product(f, '', '1999');
    f.send({ type: 'PRODUCT.SUBMIT' });
    expect(f.snap().matches('product')).toBe(true);
    expect(f.ctx().productErrors).toEqual({ creditAmount: 'El monto mínimo es de $2,000' });
    product(f, '', '2000');
    f.send({ type: 'PRODUCT.SUBMIT' });
    expect(f.ctx().productErrors).toEqual({});
    expect(f.ctx().origin).toBe('product');
    expect(f.snap().matches('submission')).toBe(true);
  });
});

describe('address step', () => {
  it('a new profile goes from the product to the address (furthest step 1)', async () => {
    const f = await atAddress();
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    expect(f.ctx().furthest).toBe(1);
    expect(f.calls['applications.create']).toBeUndefined();
  });

  it('a profile with an address but no employment also fills the forms', async () => {
    const f = await atConsent({}, { ...PERSONAL_INPUT, profile: { ...FULL_PROFILE, hasEmployment: false } });
    expect(f.snap().matches('address')).toBe(true);
    const g = await atConsent({}, { ...PERSONAL_INPUT, profile: { ...FULL_PROFILE, hasAddress: false } });
    expect(g.snap().matches('address')).toBe(true);
  });

  it('the postal code keeps 5 digits and is looked up when complete and new', async () => {
    const f = await atAddress();
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06-70' });
    expect(f.ctx().address.postalCode).toBe('0670');
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06700-1' });
    expect(f.ctx().address.postalCode).toBe('06700');
    expect(f.snap().matches({ address: 'lookingUp' })).toBe(true);
    expect(applicationView(f.snap()).lookingUpPostalCode).toBe(true);
    await settle();
    expect(f.calls['catalog.lookupPostalCode']).toEqual([{ code: '06700' }]);
    expect(f.ctx().lookup).toEqual({ ...LOOKUP, neighborhoods: ['Roma Norte'] });
    // One neighbourhood: chosen.
    expect(f.ctx().address.neighborhood).toBe('Roma Norte');
    // The same code again: no new lookup, the lookup and neighbourhood stay.
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06700' });
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    expect(f.ctx().lookup?.postalCode).toBe('06700');
    expect(f.ctx().address.neighborhood).toBe('Roma Norte');
    // Another field: lookup kept.
    f.send({ type: 'ADDRESS.CHANGE', field: 'streetName', value: 'Durango' });
    expect(f.ctx().lookup?.postalCode).toBe('06700');
    expect(f.ctx().address.neighborhood).toBe('Roma Norte');
    // A different code: lookup and neighbourhood cleared.
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '0670' });
    expect(f.ctx().lookup).toBeNull();
    expect(f.ctx().address.neighborhood).toBe('');
  });

  it('another complete code while a lookup runs: looked up again, the first answer never applied', async () => {
    const f = await atAddress({
      'catalog.lookupPostalCode': ({ code }) =>
        code === '06700'
          ? new Promise(() => undefined)
          : Promise.resolve({ postalCodes: [{ ...ROMA, postalCode: '06600', neighborhood: 'Juárez' }] }),
    });
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06700' });
    expect(f.snap().matches({ address: 'lookingUp' })).toBe(true);
    await f.sendAndSettle({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06600' });
    expect(f.calls['catalog.lookupPostalCode']).toEqual([{ code: '06700' }, { code: '06600' }]);
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    expect(f.ctx().lookup?.postalCode).toBe('06600');
    expect(f.ctx().address.neighborhood).toBe('Juárez');
  });

  it('only the postal code field starts a lookup', async () => {
    const f = await atAddress();
    f.send({ type: 'ADDRESS.CHANGE', field: 'streetName', value: '06700' });
    f.send({ type: 'ADDRESS.CHANGE', field: 'exteriorNumber', value: '12345' });
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    await settle();
    expect(f.calls['catalog.lookupPostalCode']).toBeUndefined();
    expect(f.ctx().address.streetName).toBe('06700');
  });

  it('an empty lookup answer fills nothing: no municipality, city, state or neighbourhood', async () => {
    const f = await atAddress({ 'catalog.lookupPostalCode': async () => ({ postalCodes: [] }) });
    f.send({ type: 'ADDRESS.CHANGE', field: 'neighborhood', value: 'Roma Norte' });
    await f.sendAndSettle({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06700' });
    const nothing = { municipality: '', city: '', state: '', neighborhoods: [] };
    expect(f.ctx().lookup).toEqual({ postalCode: '06700', ...nothing });
    expect(f.ctx().address.neighborhood).toBe('');
  });

  it('several neighbourhoods: none chosen; the first entry names municipality, city and state', async () => {
    const f = await atAddress({
      'catalog.lookupPostalCode': async () => ({
        postalCodes: [
          { ...ROMA, neighborhood: 'Roma Norte' },
          { ...ROMA, neighborhood: 'Roma Sur', municipality: 'Otra', city: 'Otra', state: 'Otro' },
        ],
      }),
    });
    f.send({ type: 'ADDRESS.CHANGE', field: 'neighborhood', value: 'Vieja' });
    await f.sendAndSettle({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06700' });
    // LOOKUP: Roma Norte and Roma Sur of Cuauhtémoc, Ciudad de México, CDMX.
    expect(f.ctx().lookup).toEqual(LOOKUP);
    expect(f.ctx().address.neighborhood).toBe('');
  });

  // A lookup's 404 and its other failures (their texts, kept on 'Continuar'): checkPostalCode in the model.
  it('submit: every error of an empty form, cleared field by field; a valid form goes to employment', async () => {
    const f = await atAddress();
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(f.snap().matches('address')).toBe(true);
    const empty = 'streetName exteriorNumber postalCode neighborhood addressType movedInMonth movedInYear';
    expect(f.ctx().addressErrors).toEqual(requiredFields(`${empty} maritalStatus`));
    f.send({ type: 'ADDRESS.CHANGE', field: 'streetName', value: 'Durango' });
    expect(f.ctx().addressErrors.streetName).toBeUndefined();
    expect(f.ctx().addressErrors.exteriorNumber).toBe(REQUIRED);
    await fillAddress(f);
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(f.snap().matches('employment')).toBe(true);
    expect(f.ctx().furthest).toBe(2);
  });

  it('a neighbourhood not of the lookup is invalid', async () => {
    const f = await atAddress();
    await fillAddress(f);
    f.send({ type: 'ADDRESS.CHANGE', field: 'neighborhood', value: 'Condesa' });
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(f.snap().matches('address')).toBe(true);
    expect(f.ctx().addressErrors).toEqual({ neighborhood: INVALID });
  });
});
