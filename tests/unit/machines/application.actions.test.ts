/**
 * The credit application machine's actions, guards and delays, one by one, through the real machine with fake API
 * calls: what each event leaves in the context, both sides of every guard, the §8 alerts (text, type and the 5 s
 * error timer of §9) and the §9 timings. Texts, amounts and timings are copied from the spec.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApplicationEvent, applicationView } from '../../../machines/application';
import { APP_TEXTS, refusal, SERVER_SAYS } from '../../model/fixtures/refusals';
import {
  atAddress,
  atConsent,
  atReferences,
  eligible,
  type Fakes,
  type Flow,
  FULL_PROFILE,
  fillAddress,
  fillConsent,
  fillEmployment,
  fillReferences,
  httpError,
  NEW_PROFILE,
  NOW,
  PERSONAL_INPUT,
  preapproved,
  product,
  ROMA,
  STORE_INPUT,
  settle,
  start,
} from './application.harness';

const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';
const POSTAL_CODE_NOT_FOUND = 'No encontramos ese código postal. Revisa que esté bien escrito.';
const POSTAL_CODE_INVALID = 'El código postal ingresado no es válido';
/** Spec §8, issue 23: the creation's text and the submission's, each on its own failure. */
const CREATE_FAILED = 'Hubo un error al crear la solicitud, vuelve a intentarlo';
const SUBMIT_FAILED = 'Hubo un error al subir la solicitud, vuelva a intentarlo.';
const RESEND_FAILED = 'No pudimos reenviar el NIP.';
const WRONG_NIP = 'Has ingresado un NIP incorrecto.';
const MISSING_STORE =
  'No se encontró una tienda en la solicitud guardada, por favor usa un el link de una tienda para volver a llenar tu solicitud.';
const REJECTED_LIMIT =
  'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.';
const TOO_MANY = 'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.';
const TERM_REQUIRED = 'Selecciona una opción para el plazo';
/** The rest of a month's balance (pesos): not part of the §6 cap. */
const MONTH = {
  VAT: 16,
  economicCapital: 900,
  interests: 100,
  totalBalance: 9999,
  paymentsTotal: 7777,
  ministrations: 5555,
};
/** Spec §9: most error alerts stay 5000 ms. */
const errorAlert = (message: string) => ({ type: 'alert', message, alertType: 'error', timer: 5000 });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * An event as the screens may send it, with its value missing (a cleared select): read from JSON, as it reaches
 * the machine untyped.
 */
const withoutValue = (type: string, extra: Record<string, unknown>): ApplicationEvent =>
  JSON.parse(JSON.stringify({ type, ...extra }));

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
    const f = start(STORE_INPUT, {
      'catalog.storeNoInterestPayments': async () => ({
        noInterestPayments: [
          { productPeriod: 6, active: true },
          { productPeriod: 9, active: false },
          { productPeriod: 12, active: true },
        ],
      }),
    });
    await settle();
    expect(f.calls['applications.canCreate']).toEqual([{ type: 'STORE' }]);
    expect(f.calls['catalog.storeNoInterestPayments']).toEqual([{ storeId: 's-1' }]);
    expect(f.ctx().noInterestTerms).toEqual([6, 12]);
    expect(f.snap().matches('product')).toBe(true);
  });

  it('a failed MSI lookup or can-create still reaches the product form', async () => {
    const f = start(STORE_INPUT, {
      'applications.canCreate': async () => {
        throw httpError(503);
      },
      'catalog.storeNoInterestPayments': async () => {
        throw httpError(404);
      },
    });
    await settle();
    expect(f.snap().matches('product')).toBe(true);
    expect(f.ctx().noInterestTerms).toEqual([]);
  });

  it('a limit: the balances (pesos) lower the §6 cap; a failed balance call keeps the plain limit', async () => {
    const f = start(PERSONAL_INPUT, {
      'payments.balance': async () => ({
        balances: [
          {
            applicationId: 'x-1',
            creditBalance: {
              currentMonthsBalance: { ...MONTH, overdueBalance: 500, currentBalance: 2000 },
              nextMonthsBalance: { overdueBalance: 0 },
            },
          },
          {
            applicationId: 'x-2',
            creditBalance: {
              currentMonthsBalance: { ...MONTH, overdueBalance: 0, currentBalance: 1000.5 },
              nextMonthsBalance: { overdueBalance: 99 },
            },
          },
        ],
      }),
    });
    await settle();
    expect(f.calls['payments.balance']).toHaveLength(1);
    expect(f.ctx().balances).toEqual([
      { overdueBalance: 500, currentBalance: 2000 },
      { overdueBalance: 0, currentBalance: 1000.5 },
    ]);
    // 15,000 − 500 − 2,000 − 1,000.50.
    expect(applicationView(f.snap()).limitText).toBe('$11,499.50');
    const failed = start(PERSONAL_INPUT, {
      'payments.balance': async () => {
        throw httpError(500);
      },
    });
    await settle();
    expect(failed.snap().matches('product')).toBe(true);
    expect(applicationView(failed.snap()).limitText).toBe('$15,000.00');
  });

  it('cannot create: the limit screen with the reason, UNKNOWN when none; FINISH goes home', async () => {
    const f = start(STORE_INPUT, {
      'applications.canCreate': async () => ({
        canCreateApplication: false,
        reason: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED',
      }),
    });
    await settle();
    expect(f.snap().matches('limitExceeded')).toBe(true);
    expect(f.ctx().cannotCreateReason).toBe('REJECTED_APPLICATIONS_LIMIT_EXCEEDED');
    expect(applicationView(f.snap()).limitMessage).toBe(REJECTED_LIMIT);
    f.send({ type: 'FINISH' });
    expect(f.snap().output).toEqual({ redirectTo: '/' });

    const none = start(STORE_INPUT, {
      'applications.canCreate': async () => ({ canCreateApplication: false }),
    });
    await settle();
    expect(none.ctx().cannotCreateReason).toBe('UNKNOWN');
    expect(none.ctx().cannotCreateMessage).toBeNull();
    expect(applicationView(none.snap()).limitMessage).toBe(TOO_MANY);
  });

  it('cannot create for a reason the spec does not name: the server’s text (what creating would answer)', async () => {
    const f = start(STORE_INPUT, {
      'applications.canCreate': async () => ({
        canCreateApplication: false,
        reason: 'APPLICATION_IN_PROGRESS',
        message: 'Ya tienes una solicitud en proceso.',
      }),
    });
    await settle();
    expect(f.snap().matches('limitExceeded')).toBe(true);
    expect(f.ctx().cannotCreateMessage).toBe('Ya tienes una solicitud en proceso.');
    expect(applicationView(f.snap()).limitMessage).toBe('Ya tienes una solicitud en proceso.');
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
    const f = start(STORE_INPUT, {
      'applications.estimatedMonthlyPayment': async () => ({ estimatedMonthlyPayment: 1843.21 }),
    });
    await settle();
    f.send({ type: 'PRODUCT.CHANGE', field: 'price', value: '$12,000.505' });
    expect(f.ctx().product).toEqual({ price: '12000.50', amount: '', term: 3 });
    f.send({ type: 'PRODUCT.CHANGE', field: 'amount', value: '10000' });
    f.send({ type: 'TERM.SELECT', term: 12 });
    expect(f.ctx().product.term).toBe(12);
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    // 1,843.21 pesos, kept in centavos.
    expect(f.ctx().estimate).toBe(184_321);
    // A price change keeps the term but drops the estimate.
    f.send({ type: 'PRODUCT.CHANGE', field: 'price', value: '12500' });
    expect(f.ctx().product).toEqual({ price: '12500', amount: '10000', term: 12 });
    expect(f.ctx().estimate).toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(f.ctx().estimate).toBe(184_321);
    f.send({ type: 'PRODUCT.CHANGE', field: 'amount', value: '9000' });
    expect(f.ctx().product.term).toBe(3);
    expect(f.ctx().estimate).toBeNull();
  });

  it('a term selection drops the estimate and only the term error', async () => {
    const f = start(STORE_INPUT);
    await settle();
    f.send({ type: 'PRODUCT.CHANGE', field: 'amount', value: '2500' });
    f.send({ type: 'TERM.SELECT', term: 6 });
    f.send({ type: 'PRODUCT.SUBMIT' });
    expect(f.ctx().productErrors).toEqual({ price: REQUIRED, term: TERM_REQUIRED });
    f.send({ type: 'TERM.SELECT', term: 3 });
    expect(f.ctx().productErrors).toEqual({ price: REQUIRED });
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(f.ctx().estimate).toBe(100_000);
    f.send({ type: 'TERM.SELECT', term: 3 });
    expect(f.ctx().estimate).toBeNull();
  });

  it('a field change clears that field error only', async () => {
    const f = start(STORE_INPUT);
    await settle();
    f.send({ type: 'PRODUCT.SUBMIT' });
    expect(f.ctx().productErrors).toEqual({ price: REQUIRED, amount: REQUIRED });
    expect(f.snap().matches('product')).toBe(true);
    f.send({ type: 'PRODUCT.CHANGE', field: 'price', value: '1' });
    expect(f.ctx().productErrors).toEqual({ amount: REQUIRED });
  });

  it('the estimate waits 500 ms after the last change, asks with the store, and only for 2,000 – 50,000', async () => {
    const f = start(STORE_INPUT);
    await settle();
    f.send({ type: 'PRODUCT.CHANGE', field: 'amount', value: '1999.99' });
    expect(f.snap().matches({ product: 'editing' })).toBe(true);
    f.send({ type: 'PRODUCT.CHANGE', field: 'amount', value: '50000.01' });
    expect(f.snap().matches({ product: 'editing' })).toBe(true);
    f.send({ type: 'PRODUCT.CHANGE', field: 'amount', value: '2000' });
    expect(f.snap().matches({ product: 'debouncing' })).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(f.calls['applications.estimatedMonthlyPayment']).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(f.calls['applications.estimatedMonthlyPayment']).toEqual([
      { creditAmount: 2000, requestedPeriod: 3, type: 'STORE', storeId: 's-1' },
    ]);
    expect(f.snap().matches({ product: 'editing' })).toBe(true);
    f.send({ type: 'PRODUCT.CHANGE', field: 'amount', value: '50000' });
    f.send({ type: 'TERM.SELECT', term: 24 });
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(f.calls['applications.estimatedMonthlyPayment']?.[1]).toEqual({
      creditAmount: 50000,
      requestedPeriod: 24,
      type: 'STORE',
      storeId: 's-1',
    });
    // A term the band does not offer: no estimate.
    f.send({ type: 'PRODUCT.CHANGE', field: 'amount', value: '2500' });
    f.send({ type: 'TERM.SELECT', term: 6 });
    expect(f.snap().matches({ product: 'editing' })).toBe(true);
  });

  it('a personal loan asks the estimate without a store; a failed estimate leaves none', async () => {
    const f = start(PERSONAL_INPUT, {
      'applications.estimatedMonthlyPayment': async () => {
        throw httpError(500);
      },
    });
    await settle();
    product(f, '', '10000');
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(f.calls['applications.estimatedMonthlyPayment']).toEqual([
      { creditAmount: 10000, requestedPeriod: 3, type: 'PERSONAL_LOAN' },
    ]);
    expect(f.ctx().estimate).toBeNull();
    expect(f.snap().matches({ product: 'editing' })).toBe(true);
  });

  it('RESUME restarts the debounce', async () => {
    const f = start(STORE_INPUT);
    await settle();
    f.send({ type: 'PRODUCT.CHANGE', field: 'amount', value: '3000' });
    await vi.advanceTimersByTimeAsync(400);
    f.send({ type: 'RESUME' });
    await vi.advanceTimersByTimeAsync(400);
    expect(f.calls['applications.estimatedMonthlyPayment']).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(f.calls['applications.estimatedMonthlyPayment']).toHaveLength(1);
  });

  it('an invalid product stays with its errors; a valid one goes on from the product', async () => {
    const f = start(PERSONAL_INPUT);
    await settle();
    product(f, '', '1999');
    f.send({ type: 'PRODUCT.SUBMIT' });
    expect(f.snap().matches('product')).toBe(true);
    expect(f.ctx().productErrors).toEqual({ amount: 'El monto mínimo es de $2,000' });
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
    expect(f.ctx().lookup).toEqual({
      postalCode: '06700',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      state: 'CDMX',
      neighborhoods: ['Roma Norte'],
    });
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
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06600' });
    await settle();
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
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06700' });
    await settle();
    expect(f.ctx().lookup).toEqual({
      postalCode: '06700',
      municipality: '',
      city: '',
      state: '',
      neighborhoods: [],
    });
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
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06700' });
    await settle();
    expect(f.ctx().lookup).toEqual({
      postalCode: '06700',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      state: 'CDMX',
      neighborhoods: ['Roma Norte', 'Roma Sur'],
    });
    expect(f.ctx().address.neighborhood).toBe('');
  });

  it("a postal code the catalogue does not know (404): 'No encontramos ese código postal…', other errors kept; it stays on submit", async () => {
    const f = await atAddress({
      'catalog.lookupPostalCode': async () => {
        throw httpError(404);
      },
    });
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(f.ctx().addressErrors.streetName).toBe(REQUIRED);
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '44100' });
    await settle();
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    expect(f.ctx().lookup).toBeNull();
    expect(f.ctx().addressErrors.postalCode).toBe(POSTAL_CODE_NOT_FOUND);
    expect(f.ctx().addressErrors.streetName).toBe(REQUIRED);
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(f.ctx().addressErrors.postalCode).toBe(POSTAL_CODE_NOT_FOUND);
    // Another code drops the answer: a short one gets its format error.
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '4410' });
    expect(f.ctx().addressErrors.postalCode).toBeUndefined();
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(f.ctx().addressErrors.postalCode).toBe('El campo debe tener al menos 5 dígitos');
  });

  it("a lookup that failed (not a 404): §8's generic text, not the code's fault", async () => {
    const f = await atAddress({
      'catalog.lookupPostalCode': async () => {
        throw httpError(503);
      },
    });
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '44160' });
    await settle();
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    expect(f.ctx().addressErrors).toEqual({ postalCode: 'Hubo un error, vuelve a intentarlo más tarde.' });
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(f.ctx().addressErrors.postalCode).toBe('Hubo un error, vuelve a intentarlo más tarde.');
  });

  it('submit: every error of an empty form, cleared field by field; a valid form goes to employment', async () => {
    const f = await atAddress();
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(f.snap().matches('address')).toBe(true);
    expect(f.ctx().addressErrors).toEqual({
      streetName: REQUIRED,
      exteriorNumber: REQUIRED,
      postalCode: REQUIRED,
      neighborhood: REQUIRED,
      addressType: REQUIRED,
      movedInMonth: REQUIRED,
      movedInYear: REQUIRED,
      maritalStatus: REQUIRED,
    });
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

  it('a new complete code while looking up asks again; the last answer counts', async () => {
    let release: (() => void) | undefined;
    const f = await atAddress({
      'catalog.lookupPostalCode': (i) =>
        new Promise((resolve) => {
          release = () => resolve({ postalCodes: [{ ...ROMA, postalCode: i.code }] });
        }),
    });
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06700' });
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06600' });
    expect(f.calls['catalog.lookupPostalCode']).toEqual([{ code: '06700' }, { code: '06600' }]);
    release?.();
    await settle();
    expect(f.ctx().lookup?.postalCode).toBe('06600');
  });
});

describe('employment and references', () => {
  it('employment: errors on submit, cleared by field; valid goes to references (furthest 3)', async () => {
    const f = await atAddress();
    await fillAddress(f);
    f.send({ type: 'ADDRESS.SUBMIT' });
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    expect(f.snap().matches('employment')).toBe(true);
    expect(f.ctx().employmentErrors).toEqual({ status: REQUIRED, economicDependents: REQUIRED });
    f.send({ type: 'EMPLOYMENT.CHANGE', field: 'status', value: 'EMPLOYED' });
    expect(f.ctx().employment.status).toBe('EMPLOYED');
    expect(f.ctx().employmentErrors).toEqual({ economicDependents: REQUIRED });
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    expect(Object.keys(f.ctx().employmentErrors).sort()).toEqual([
      'companyName',
      'economicDependents',
      'monthlySalary',
      'position',
      'startMonth',
      'startYear',
    ]);
    fillEmployment(f);
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    expect(f.snap().matches('references')).toBe(true);
    expect(f.ctx().furthest).toBe(3);
  });

  it('references: phone digits up to 10, per index; errors cleared per index and field', async () => {
    const f = await atReferences();
    f.send({ type: 'REFERENCES.SUBMIT' });
    expect(f.snap().matches('references')).toBe(true);
    expect(f.ctx().referenceErrors).toEqual({
      '0.fullName': REQUIRED,
      '0.phoneNumber': REQUIRED,
      '1.fullName': REQUIRED,
      '1.phoneNumber': REQUIRED,
    });
    f.send({ type: 'REFERENCE.CHANGE', index: 1, field: 'phoneNumber', value: '(55) 1234-5678 99' });
    expect(f.ctx().references).toEqual([
      { fullName: '', phoneNumber: '' },
      { fullName: '', phoneNumber: '5512345678' },
    ]);
    expect(f.ctx().referenceErrors).toEqual({
      '0.fullName': REQUIRED,
      '0.phoneNumber': REQUIRED,
      '1.fullName': REQUIRED,
    });
    f.send({ type: 'REFERENCE.CHANGE', index: 0, field: 'fullName', value: ' Ana (55) ' });
    expect(f.ctx().references[0]).toEqual({ fullName: ' Ana (55) ', phoneNumber: '' });
    expect(f.ctx().referenceErrors).toEqual({ '0.phoneNumber': REQUIRED, '1.fullName': REQUIRED });
    fillReferences(f);
    f.send({ type: 'REFERENCES.SUBMIT' });
    expect(f.ctx().origin).toBe('references');
    expect(f.ctx().referenceErrors).toEqual({});
    await settle();
    expect(f.calls['applications.submit']).toEqual([
      {
        id: 'a-1',
        body: {
          personalReferences: [
            { fullName: 'Lucía', phoneNumber: '5511122233' },
            { fullName: 'Jorge', phoneNumber: '5544455566' },
          ],
        },
      },
    ]);
  });
});

describe('a change without a value', () => {
  it('leaves the field empty, in every form', async () => {
    const f = await atAddress();
    f.send({ type: 'ADDRESS.CHANGE', field: 'streetName', value: 'Durango' });
    f.send(withoutValue('ADDRESS.CHANGE', { field: 'streetName' }));
    expect(f.ctx().address.streetName).toBe('');
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '0670' });
    f.send(withoutValue('ADDRESS.CHANGE', { field: 'postalCode' }));
    expect(f.ctx().address.postalCode).toBe('');
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    // With a lookup of 06700 in place, a postal code without a value is no new code to look up.
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06700' });
    await settle();
    expect(f.calls['catalog.lookupPostalCode']).toHaveLength(1);
    f.send(withoutValue('ADDRESS.CHANGE', { field: 'postalCode' }));
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    expect(f.ctx().lookup).toBeNull();
    await fillAddress(f);
    f.send({ type: 'ADDRESS.SUBMIT' });
    f.send({ type: 'EMPLOYMENT.CHANGE', field: 'position', value: 'Vendedora' });
    f.send(withoutValue('EMPLOYMENT.CHANGE', { field: 'position' }));
    expect(f.ctx().employment.position).toBe('');
    fillEmployment(f);
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    fillReferences(f);
    f.send(withoutValue('REFERENCE.CHANGE', { index: 0, field: 'fullName' }));
    f.send(withoutValue('REFERENCE.CHANGE', { index: 1, field: 'phoneNumber' }));
    expect(f.ctx().references).toEqual([
      { fullName: '', phoneNumber: '5511122233' },
      { fullName: 'Jorge', phoneNumber: '' },
    ]);
  });

  it('the product: the field empty; a term selection without a term keeps the term', async () => {
    const f = start(STORE_INPUT);
    await settle();
    product(f, '12000', '10000');
    f.send({ type: 'TERM.SELECT', term: 6 });
    f.send(withoutValue('PRODUCT.CHANGE', { field: 'price' }));
    expect(f.ctx().product).toEqual({ price: '', amount: '10000', term: 6 });
    f.send(withoutValue('TERM.SELECT', {}));
    expect(f.ctx().product.term).toBe(6);
  });
});

describe('the URL and the steps reached', () => {
  it('only steps already reached, forward and back', async () => {
    const f = await atAddress();
    // Employment not reached yet.
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-empleo' });
    expect(f.snap().matches('address')).toBe(true);
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito' });
    expect(f.snap().matches('product')).toBe(true);
    // A route to another step than the product's neighbour does nothing.
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/referencias' });
    expect(f.snap().matches('product')).toBe(true);
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-domicilio' });
    expect(f.snap().matches('address')).toBe(true);
    await fillAddress(f);
    f.send({ type: 'ADDRESS.SUBMIT' });
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/referencias' });
    expect(f.snap().matches('employment')).toBe(true);
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-domicilio' });
    expect(f.snap().matches('address')).toBe(true);
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-empleo' });
    expect(f.snap().matches('employment')).toBe(true);
    fillEmployment(f);
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-empleo' });
    expect(f.snap().matches('employment')).toBe(true);
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/referencias' });
    expect(f.snap().matches('references')).toBe(true);
  });

  it('resubmitting the product after the forms keeps the furthest step', async () => {
    const f = await atReferences();
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-empleo' });
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-domicilio' });
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito' });
    expect(f.snap().matches('product')).toBe(true);
    f.send({ type: 'PRODUCT.SUBMIT' });
    await settle();
    expect(f.snap().matches('address')).toBe(true);
    expect(f.ctx().furthest).toBe(3);
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-empleo' });
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/referencias' });
    expect(f.snap().matches('references')).toBe(true);
  });

  it('once submitted the forms are closed, the product stays open and goes straight back to permisos', async () => {
    const f = await atReferences();
    fillReferences(f);
    f.send({ type: 'REFERENCES.SUBMIT' });
    await settle();
    expect(f.snap().matches('consent')).toBe(true);
    expect(f.ctx().submitted).toBe(true);
    expect(f.calls['applications.resendComplianceCode']).toBeUndefined();
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-domicilio' });
    expect(f.snap().matches('consent')).toBe(true);
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito' });
    expect(f.snap().matches('product')).toBe(true);
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-domicilio' });
    expect(f.snap().matches('product')).toBe(true);
    f.send({ type: 'PRODUCT.SUBMIT' });
    expect(f.snap().matches({ submission: 'resending' })).toBe(true);
    await settle();
    expect(f.calls['applications.resendComplianceCode']).toEqual([{ id: 'a-1' }]);
    expect(f.calls['applications.create']).toHaveLength(1);
    expect(f.calls['applications.submit']).toHaveLength(1);
    expect(f.snap().matches('consent')).toBe(true);
  });
});

describe('submission', () => {
  it('a profile with its data creates without forms, submits {} and waits for the NIP (countdown 60 s)', async () => {
    const f = await atConsent();
    expect(f.calls['applications.create']).toEqual([
      {
        type: 'PERSONAL_LOAN',
        productInformation: { productPrice: 10000, creditAmount: 10000, requestedPeriod: 3 },
      },
    ]);
    expect(f.calls['applications.submit']).toEqual([{ id: 'a-1', body: {} }]);
    expect(f.ctx().applicationId).toBe('a-1');
    expect(f.ctx().result).toEqual({
      id: 'a-1',
      status: 'PREAPPROVED',
      processedAt: null,
      rejectionReason: null,
      overdueAccounts: undefined,
    });
    expect(f.snap().matches('consent')).toBe(true);
    expect(f.ctx().countdown).toBe(60);
  });

  it('the submit answer without an id keeps the created one', async () => {
    const f = await atConsent({
      'applications.submit': async () => ({ ...preapproved(''), status: 'REJECTED' }),
    });
    expect(f.ctx().result?.id).toBe('a-1');
    expect(f.snap().matches('result')).toBe(true);
  });

  it('REJECTED and RETRY_PROCESSING_APPLICATION go to the result without the NIP', async () => {
    const f = await atConsent({
      'applications.submit': async (i) => ({
        id: i.id,
        status: 'RETRY_PROCESSING_APPLICATION',
        processedAt: null,
        rejectionReason: null,
      }),
    });
    expect(f.snap().matches('result')).toBe(true);
    expect(f.ctx().countdown).toBe(0);
  });

  it('processed: the interest offer when eligible, else the result', async () => {
    const offered = await atConsent({
      'applications.submit': async (i) => eligible(i.id),
    });
    expect(offered.snap().matches('interestOffer')).toBe(true);
    const approved = await atConsent({
      'applications.submit': async (i) => ({
        id: i.id,
        status: 'APPROVED',
        processedAt: '2026-01-15T12:00:00.000Z',
        rejectionReason: null,
        overdueAccounts: 2,
      }),
    });
    expect(approved.snap().matches('result')).toBe(true);
    expect(approved.ctx().result).toEqual({
      id: 'a-1',
      status: 'APPROVED',
      processedAt: '2026-01-15T12:00:00.000Z',
      rejectionReason: null,
      overdueAccounts: 2,
    });
    // Not processed but eligible: permisos.
    const unprocessed = await atConsent({
      'applications.submit': async (i) => ({
        id: i.id,
        status: 'ELEGIBLE_FOR_INTEREST_PAYMENTS',
        processedAt: null,
        rejectionReason: null,
      }),
    });
    expect(unprocessed.snap().matches('consent')).toBe(true);
  });

  it('creation refused: rejected-applications limit (code) and 429 go to the limit screen with their §8 text', async () => {
    const limit = await atConsent({
      'applications.create': async () => {
        throw httpError(400, { code: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED' });
      },
    });
    expect(limit.snap().matches('limitExceeded')).toBe(true);
    expect(applicationView(limit.snap()).limitMessage).toBe(REJECTED_LIMIT);
    expect(limit.alerts).toEqual([]);
    const many = await atConsent({
      'applications.create': async () => {
        throw httpError(429);
      },
    });
    expect(many.snap().matches('limitExceeded')).toBe(true);
    expect(many.ctx().cannotCreateReason).toBe('EXCEEDED_APPLICATIONS_PER_MINUTE');
    expect(applicationView(many.snap()).limitMessage).toBe(TOO_MANY);
  });

  it('a 422 alerts the server text (body or data), else the §8 text; other failures the §8 text', async () => {
    const cases: Array<[unknown, string]> = [
      [
        httpError(422, { body: { message: 'Tu límite disponible es de $5,000.00' } }),
        'Tu límite disponible es de $5,000.00',
      ],
      [httpError(422, { data: { message: 'Monto no permitido' } }), 'Monto no permitido'],
      [httpError(422, { body: { message: '' }, data: { message: 'Otro' } }), CREATE_FAILED],
      [httpError(422, { body: { message: 42 } }), CREATE_FAILED],
      [httpError(422, { body: null, data: null }), CREATE_FAILED],
      [httpError(422), CREATE_FAILED],
      [httpError(500, { body: { message: 'Error interno' } }), CREATE_FAILED],
      [{ code: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDEDX', status: 400 }, CREATE_FAILED],
    ];
    for (const [error, message] of cases) {
      const f = await atConsent({
        'applications.create': async () => {
          throw error;
        },
      });
      expect(f.snap().matches('product')).toBe(true);
      expect(f.alerts).toEqual([errorAlert(message)]);
      expect(f.ctx().product.amount).toBe('10000');
    }
  });

  /** A flow from `at` whose first submit fails (the application is created); `recover()` lets the next one pass. */
  async function afterFailedSubmit(at: (fakes: Fakes) => Promise<Flow>) {
    let fail = true;
    const f = await at({
      'applications.submit': async (i) => {
        if (fail) throw httpError(500);
        return preapproved(i.id);
      },
    });
    return {
      f,
      recover: () => {
        fail = false;
      },
    };
  }

  it('a failure after the references goes back to the references; the next try only submits', async () => {
    const { f, recover } = await afterFailedSubmit(atReferences);
    fillReferences(f);
    f.send({ type: 'REFERENCES.SUBMIT' });
    await settle();
    expect(f.snap().matches('references')).toBe(true);
    expect(f.alerts).toEqual([errorAlert(SUBMIT_FAILED)]);
    expect(f.ctx().applicationId).toBe('a-1');
    recover();
    f.send({ type: 'REFERENCES.SUBMIT' });
    await settle();
    expect(f.calls['applications.create']).toHaveLength(1);
    expect(f.calls['applications.submit']).toHaveLength(2);
    expect(f.snap().matches('consent')).toBe(true);
  });

  it('back to the product after a failed submit from the references: the forms again, then the references are submitted', async () => {
    const { f, recover } = await afterFailedSubmit(atReferences);
    fillReferences(f);
    f.send({ type: 'REFERENCES.SUBMIT' });
    await settle();
    expect(f.snap().matches('references')).toBe(true);
    expect(f.ctx().applicationId).toBe('a-1');
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-empleo' });
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/info-domicilio' });
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito' });
    recover();
    // Spec §4: without address and employment the product form leads to info-domicilio, never to a submit
    // without the references (an empty body).
    f.send({ type: 'PRODUCT.SUBMIT' });
    await settle();
    expect(f.snap().matches('address')).toBe(true);
    expect(f.calls['applications.submit']).toHaveLength(1);
    // Everything typed is still there.
    expect(f.ctx().address.postalCode).toBe('06700');
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(f.snap().matches('employment')).toBe(true);
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    expect(f.snap().matches('references')).toBe(true);
    f.send({ type: 'REFERENCES.SUBMIT' });
    await settle();
    expect(f.calls['applications.create']).toHaveLength(1);
    expect(f.calls['applications.submit']).toEqual([
      expect.anything(),
      {
        id: 'a-1',
        body: {
          personalReferences: [
            { fullName: 'Lucía', phoneNumber: '5511122233' },
            { fullName: 'Jorge', phoneNumber: '5544455566' },
          ],
        },
      },
    ]);
    expect(f.snap().matches('consent')).toBe(true);
  });

  it('a failed submit of a profile with its data: the product again only submits, with an empty body', async () => {
    const { f, recover } = await afterFailedSubmit(atConsent);
    expect(f.snap().matches('product')).toBe(true);
    recover();
    f.send({ type: 'PRODUCT.SUBMIT' });
    await settle();
    expect(f.calls['applications.create']).toHaveLength(1);
    expect(f.calls['applications.submit']).toEqual([
      { id: 'a-1', body: {} },
      { id: 'a-1', body: {} },
    ]);
    expect(f.snap().matches('consent')).toBe(true);
  });

  it('a failed create after the references: back to the references', async () => {
    const f = await atReferences({
      'applications.create': async () => {
        throw httpError(503);
      },
    });
    fillReferences(f);
    f.send({ type: 'REFERENCES.SUBMIT' });
    expect(applicationView(f.snap()).screen).toBe('references');
    expect(applicationView(f.snap()).busy).toBe(true);
    await settle();
    expect(f.snap().matches('references')).toBe(true);
    expect(f.ctx().applicationId).toBeNull();
  });
});

describe('permisos', () => {
  it('consent fields: NIP digits up to 6, boxes true only for true or "true"; errors cleared per field', async () => {
    const f = await atConsent();
    f.send({ type: 'CONSENT.SUBMIT' });
    expect(f.ctx().consentErrors).toEqual({
      creditCheck: 'Debe aceptar este campo',
      ownBehalf: 'Debe aceptar este campo',
      nip: REQUIRED,
    });
    f.send({ type: 'CONSENT.CHANGE', field: 'nip', value: '12a34567' });
    expect(f.ctx().consent.nip).toBe('123456');
    expect(f.ctx().consentErrors).toEqual({
      creditCheck: 'Debe aceptar este campo',
      ownBehalf: 'Debe aceptar este campo',
    });
    f.send({ type: 'CONSENT.CHANGE', field: 'creditCheck', value: 'true' });
    expect(f.ctx().consent.creditCheck).toBe(true);
    expect(f.ctx().consentErrors).toEqual({ ownBehalf: 'Debe aceptar este campo' });
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
    expect(f.calls['applications.process']).toEqual([{ id: 'a-1', complianceCode: '123456' }]);
    expect(f.snap().matches('result')).toBe(true);
    expect(f.ctx().result?.status).toBe('APPROVED');
  });

  it('an eligible answer goes to the interest offer', async () => {
    const f = await atConsent({
      'applications.process': async (i) => eligible(i.id),
    });
    fillConsent(f);
    f.send({ type: 'CONSENT.SUBMIT' });
    await settle();
    expect(f.snap().matches('interestOffer')).toBe(true);
    expect(f.ctx().result?.status).toBe('ELEGIBLE_FOR_INTEREST_PAYMENTS');
  });

  it('409: the wrong-NIP alert and the NIP cleared; other failures name the support phone and keep it', async () => {
    const wrong = await atConsent({
      'applications.process': async () => {
        throw httpError(409);
      },
    });
    fillConsent(wrong);
    wrong.send({ type: 'CONSENT.SUBMIT' });
    await settle();
    expect(wrong.alerts).toEqual([errorAlert(WRONG_NIP)]);
    expect(wrong.ctx().consent).toEqual({ creditCheck: true, ownBehalf: true, nip: '' });
    expect(wrong.snap().matches({ consent: { form: 'editing' } })).toBe(true);
    const other = await atConsent({
      'applications.process': async () => {
        throw httpError(500);
      },
    });
    fillConsent(other);
    other.send({ type: 'CONSENT.SUBMIT' });
    await settle();
    expect(other.alerts).toEqual([
      errorAlert(
        'No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al (555) 123-4567',
      ),
    ]);
    expect(other.ctx().consent.nip).toBe('123456');
  });

  it("a NIP refused for a reason the app knows shows the app's text for its code (never the server's) and keeps the NIP", async () => {
    const support =
      'No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al (555) 123-4567';
    const cases: Array<[Error, string]> = [
      [refusal(409, 'NIP_EXPIRED', SERVER_SAYS), APP_TEXTS.nipExpired],
      [refusal(409, 'NIP_EXPIRED'), APP_TEXTS.nipExpired],
      [refusal(429, 'NIP_LOCKED', SERVER_SAYS), APP_TEXTS.nipLocked],
      [refusal(429, 'NIP_LOCKED', ' '), APP_TEXTS.nipLocked],
      [refusal(429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', SERVER_SAYS, 7200), APP_TEXTS.triesToday('2 horas')],
      [refusal(429, 'CODE_ATTEMPTS_EXHAUSTED', SERVER_SAYS), APP_TEXTS.triesExhausted('(555) 123-4567')],
      // A refusal the app has no words for: §8's "other NIP failure", not the server's text.
      [refusal(422, 'NOT_PROCESSABLE', 'La solicitud no se puede procesar en su estado actual.'), support],
      // A wrong NIP is the spec's text whatever the server says.
      [refusal(409, 'WRONG_NIP', 'Código equivocado'), WRONG_NIP],
      [refusal(503, 'DOWN', 'Servicio no disponible'), support],
      [refusal(400, 'BAD', 'Solicitud inválida'), support],
    ];
    for (const [error, message] of cases) {
      const f = await atConsent({
        'applications.process': async () => {
          throw error;
        },
      });
      fillConsent(f);
      f.send({ type: 'CONSENT.SUBMIT' });
      await settle();
      expect(f.alerts).toEqual([errorAlert(message)]);
      expect(f.snap().matches({ consent: { form: 'editing' } })).toBe(true);
      expect(f.ctx().consent.nip).toBe(message === WRONG_NIP ? '' : '123456');
    }
  });

  it('the countdown ticks each second from 60 and the resend shows at 0; RESUME restarts the second', async () => {
    const f = await atConsent();
    expect(f.snap().matches({ consent: { resend: 'waiting' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(f.ctx().countdown).toBe(60);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.ctx().countdown).toBe(59);
    await vi.advanceTimersByTimeAsync(500);
    f.send({ type: 'RESUME' });
    await vi.advanceTimersByTimeAsync(999);
    expect(f.ctx().countdown).toBe(59);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.ctx().countdown).toBe(58);
    await vi.advanceTimersByTimeAsync(57_000);
    expect(f.ctx().countdown).toBe(1);
    expect(f.snap().matches({ consent: { resend: 'waiting' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(f.ctx().countdown).toBe(0);
    expect(f.snap().matches({ consent: { resend: 'ready' } })).toBe(true);
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
    f.send({ type: 'NIP.RESEND' });
    expect(f.calls['applications.resendComplianceCode']).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    f.send({ type: 'NIP.RESEND' });
    expect(f.snap().matches({ consent: { resend: 'resending' } })).toBe(true);
    await settle();
    expect(f.calls['applications.resendComplianceCode']).toEqual([{ id: 'a-1' }]);
    expect(f.ctx().countdown).toBe(2);
    expect(f.snap().matches({ consent: { resend: 'waiting' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    fail = true;
    f.send({ type: 'NIP.RESEND' });
    await settle();
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
    f.send({ type: 'PRODUCT.SUBMIT' });
    await settle();
    expect(f.ctx().countdown).toBe(60);
    expect(f.snap().matches({ consent: { resend: 'waiting' } })).toBe(true);
    fail = true;
    f.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito' });
    f.send({ type: 'PRODUCT.SUBMIT' });
    await settle();
    expect(f.alerts).toEqual([errorAlert(RESEND_FAILED)]);
    expect(f.ctx().countdown).toBe(0);
    expect(f.snap().matches({ consent: { resend: 'ready' } })).toBe(true);
  });
});

describe('interest offer and exits', () => {
  async function atOffer(fakes = {}) {
    const f = await atReferences({ 'applications.process': async (i) => eligible(i.id), ...fakes });
    fillReferences(f);
    f.send({ type: 'REFERENCES.SUBMIT' });
    await settle();
    fillConsent(f);
    f.send({ type: 'CONSENT.SUBMIT' });
    await settle();
    expect(f.snap().matches('interestOffer')).toBe(true);
    return f;
  }

  it('accept: sent with the store, the answer is the result', async () => {
    const f = await atOffer();
    f.send({ type: 'OFFER.ACCEPT' });
    expect(applicationView(f.snap()).busy).toBe(true);
    await settle();
    expect(f.calls['applications.acceptAsInterestPayments']).toEqual([{ id: 'a-1', storeId: 's-1' }]);
    expect(f.snap().matches('result')).toBe(true);
    expect(f.ctx().result?.status).toBe('APPROVED');
    // APPROVED, contract not signed: the signing route.
    f.send({ type: 'FINISH' });
    expect(f.snap().output).toEqual({ redirectTo: '/firmar-aplicacion-credito/a-1' });
  });

  it('decline: the answer is the result; FINISH of a rejection goes home', async () => {
    const f = await atOffer();
    f.send({ type: 'OFFER.DECLINE' });
    expect(applicationView(f.snap()).busy).toBe(true);
    await settle();
    expect(f.calls['applications.rejectNoInterestAsInterestPayments']).toEqual([{ id: 'a-1' }]);
    expect(f.ctx().result?.status).toBe('REJECTED');
    f.send({ type: 'FINISH' });
    expect(f.snap().output).toEqual({ redirectTo: '/' });
  });

  it('a failure alerts with an empty message and lets the client choose again', async () => {
    const f = await atOffer({
      'applications.acceptAsInterestPayments': async () => {
        throw httpError(422);
      },
      'applications.rejectNoInterestAsInterestPayments': async () => {
        throw httpError(500);
      },
    });
    f.send({ type: 'OFFER.ACCEPT' });
    await settle();
    expect(f.snap().matches({ interestOffer: 'choosing' })).toBe(true);
    f.send({ type: 'OFFER.DECLINE' });
    await settle();
    expect(f.snap().matches({ interestOffer: 'choosing' })).toBe(true);
    expect(f.alerts).toEqual([errorAlert(''), errorAlert('')]);
  });

  it('a saved result in promoter mode finishes at /promotor', () => {
    const f = start({ ...STORE_INPUT, promoterMode: true, result: preapproved('a-3') });
    f.send({ type: 'FINISH' });
    expect(f.snap().output).toEqual({ redirectTo: '/promotor' });
  });

  it("the decision screens carry the 'result' tag the host reads (the draft is replaced, never persisted)", async () => {
    const decided = start({ ...STORE_INPUT, result: preapproved('a-3') });
    expect(decided.snap().matches('result')).toBe(true);
    expect(decided.snap().hasTag('result')).toBe(true);
    const limit = start(STORE_INPUT, {
      'applications.canCreate': async () => ({ canCreateApplication: false }),
    });
    await settle();
    expect(limit.snap().matches('limitExceeded')).toBe(true);
    expect(limit.snap().hasTag('result')).toBe(true);
    // Not on a form: a draft there is what a reload restores.
    const form = start(STORE_INPUT);
    await settle();
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
