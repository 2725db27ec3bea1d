/**
 * The pure rules of the credit application's forms (spec §3 fields and labels, §5 validation) and its product
 * step (§5, §6 cap, §9 bands, rates and totals). Texts, amounts and limits are the spec's, copied here. Money in
 * centavos. The context, bodies, exits and result texts are in application.results.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  addressBody,
  amountOf,
  canEstimate,
  creditAmountBounds,
  currencyInput,
  DEPENDENT_OPTIONS,
  digitsUpTo,
  EMPLOYMENT_LABELS,
  EMPLOYMENT_STATUSES,
  EMPTY_ADDRESS,
  EMPTY_CONSENT,
  EMPTY_EMPLOYMENT,
  EMPTY_PRODUCT,
  EMPTY_REFERENCES,
  employmentBody,
  HOUSING_LABELS,
  HOUSING_TYPES,
  isNoInterest,
  isWorkingStatus,
  limitOf,
  MARITAL_LABELS,
  MARITAL_STATUSES,
  termButtons,
  validateAddress,
  validateConsent,
  validateEmployment,
  validateProduct,
  validateReferences,
} from '../../../machines/application';
import { creditAmountBounds as domainBounds } from '../../../src/domain/limits';
import { type Centavos, pesos } from '../../../src/domain/money';
import { emptyForm, requiredFields } from '../../fixtures/forms.ts';
import { around, BOUND_TEXTS, BOUNDS, wholePesos } from '../../model/oracle/spec.ts';
import { ADDRESS_VALUES, LOOKUP, NOW, WORKING } from './application.harness';

const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';
const MUST_ACCEPT = 'Debe aceptar este campo';
const POSTAL_CODE_INVALID = 'El código postal ingresado no es válido';
const PAST_DATE = 'La fecha debe ser menor al día de hoy';
const MIN_RENT = BOUND_TEXTS.minRent;
const MIN_INCOME = BOUND_TEXTS.minIncome;
const MIN_AMOUNT = BOUND_TEXTS.minAmount;
const MAX_AMOUNT = BOUND_TEXTS.maxAmount;
const TERM_REQUIRED = 'Selecciona una opción para el plazo';

describe('§3 enumerations and empty forms', () => {
  it('housing types, marital statuses, employment statuses, dependents 0 to 6+', () => {
    expect(HOUSING_TYPES).toEqual(['OWNED', 'RENTED', 'GUEST', 'MORTGAGE']);
    const marital = 'SINGLE MARRIED_SEPARATE_PROPERTY MARRIED_CONJUGAL_PARTNERSHIP DIVORCED WIDOWED';
    expect(MARITAL_STATUSES).toEqual(marital.split(' '));
    expect(EMPLOYMENT_STATUSES).toEqual(['EMPLOYED', 'INDEPENDENT', 'RETIRED', 'HOMEMAKER', 'UNEMPLOYED']);
    expect(DEPENDENT_OPTIONS).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(['EMPLOYED', 'INDEPENDENT', 'RETIRED'].every(isWorkingStatus)).toBe(true);
    expect(['HOMEMAKER', 'UNEMPLOYED', ''].some(isWorkingStatus)).toBe(false);
  });

  it('the labels: employment statuses (spec §3), housing types and marital statuses', () => {
    expect(EMPLOYMENT_LABELS).toEqual({
      EMPLOYED: 'Empleado',
      INDEPENDENT: 'Independiente',
      RETIRED: 'Jubilado',
      HOMEMAKER: 'Ama/Amo de casa',
      UNEMPLOYED: 'Estudiante',
    });
    expect(HOUSING_LABELS).toEqual({
      OWNED: 'Propia',
      RENTED: 'Rentada',
      GUEST: 'De familiares o amigos',
      MORTGAGE: 'Hipotecada',
    });
    expect(MARITAL_LABELS).toEqual({
      SINGLE: 'Soltero(a)',
      MARRIED_SEPARATE_PROPERTY: 'Casado(a) por bienes separados',
      MARRIED_CONJUGAL_PARTNERSHIP: 'Casado(a) por bienes mancomunados',
      DIVORCED: 'Divorciado(a)',
      WIDOWED: 'Viudo(a)',
    });
  });

  it('empty forms', () => {
    expect(EMPTY_ADDRESS).toEqual(emptyForm(ADDRESS_VALUES));
    expect(EMPTY_EMPLOYMENT).toEqual(emptyForm(WORKING));
    expect(EMPTY_REFERENCES).toEqual([
      { fullName: '', phoneNumber: '' },
      { fullName: '', phoneNumber: '' },
    ]);
    expect(EMPTY_CONSENT).toEqual({ creditCheck: false, ownBehalf: false, nip: '' });
    // Spec §9: default term 3.
    expect(EMPTY_PRODUCT).toEqual({ productPrice: '', creditAmount: '', requestedPeriod: 3 });
  });

  it('digitsUpTo keeps digits only, at most n', () => {
    expect(digitsUpTo('a1-b2 c3', 2)).toBe('12');
    expect(digitsUpTo('(55) 1234', 10)).toBe('551234');
    expect(digitsUpTo('', 5)).toBe('');
  });
});

describe('§5 address', () => {
  it('a complete rented address is valid; every required field of an empty one', () => {
    expect(validateAddress(ADDRESS_VALUES, LOOKUP, NOW)).toEqual({});
    const empty = 'streetName exteriorNumber postalCode neighborhood monthlyRent movedInMonth movedInYear';
    expect(validateAddress({ ...EMPTY_ADDRESS, addressType: 'RENTED' }, null, NOW)).toEqual(
      requiredFields(`${empty} maritalStatus`),
    );
    const blanks = { ...ADDRESS_VALUES, streetName: '   ', exteriorNumber: ' ' };
    expect(validateAddress(blanks, LOOKUP, NOW)).toEqual({ streetName: REQUIRED, exteriorNumber: REQUIRED });
  });

  it('postal code: 5 digits, and the looked-up one', () => {
    const code = (postalCode: string, lookup: typeof LOOKUP | null = LOOKUP, notFound?: string) =>
      validateAddress({ ...ADDRESS_VALUES, postalCode }, lookup, NOW, notFound).postalCode;
    const SHORT = 'El campo debe tener al menos 5 dígitos';
    expect(code('0670')).toBe(SHORT);
    expect(code('0670a')).toBe(INVALID);
    expect(code('06700', null)).toBe(POSTAL_CODE_INVALID);
    expect(code('06700', { ...LOOKUP, postalCode: '06600' })).toBe(POSTAL_CODE_INVALID);
    // The lookup's own answer for a code with no match replaces §5's text; a format error or a match wins.
    const notFound = 'No encontramos ese código postal. Revisa que esté bien escrito.';
    expect(code('06700', null, notFound)).toBe(notFound);
    expect(code('0670', null, notFound)).toBe(SHORT);
    expect(code('06700', LOOKUP, notFound)).toBeUndefined();
  });

  it('neighbourhood: one of the lookup', () => {
    expect(validateAddress({ ...ADDRESS_VALUES, neighborhood: 'Condesa' }, LOOKUP, NOW)).toEqual({
      neighborhood: INVALID,
    });
    expect(validateAddress(ADDRESS_VALUES, null, NOW).neighborhood).toBe(INVALID);
    expect(validateAddress({ ...ADDRESS_VALUES, neighborhood: '' }, LOOKUP, NOW).neighborhood).toBe(REQUIRED);
  });

  it('rent: required and at least the minimum only when RENTED', () => {
    const [below, at] = around(BOUNDS.minRent);
    const rent = (monthlyRent: string, addressType = 'RENTED') =>
      validateAddress({ ...ADDRESS_VALUES, addressType, monthlyRent }, LOOKUP, NOW).monthlyRent;
    expect(rent(below)).toBe(MIN_RENT);
    expect(rent(at)).toBeUndefined();
    expect(rent(`${wholePesos(BOUNDS.minRent)}.00`)).toBeUndefined();
    expect(rent('abc')).toBe(INVALID);
    expect(rent('1.000.00')).toBe(INVALID);
    expect(rent('')).toBe(REQUIRED);
    for (const type of ['OWNED', 'GUEST', 'MORTGAGE']) {
      expect(rent('', type)).toBeUndefined();
      expect(rent('5', type)).toBeUndefined();
    }
  });

  it('moved in: a month before today (15 January 2026), the month written with one or two digits', () => {
    const moved = (movedInMonth: string, movedInYear: string, now = NOW) =>
      validateAddress({ ...ADDRESS_VALUES, movedInMonth, movedInYear }, LOOKUP, now);
    expect(moved('1', '2026')).toEqual({});
    expect(moved('01', '2026')).toEqual({});
    expect(moved('2', '2026')).toEqual({ movedInMonth: PAST_DATE });
    expect(moved('12', '2025')).toEqual({});
    expect(moved('01', '2027')).toEqual({ movedInMonth: PAST_DATE });
    // On 1 January 2026 (Mexico City), January 2026 is not before today.
    expect(moved('1', '2026', Date.UTC(2026, 0, 1, 18))).toEqual({ movedInMonth: PAST_DATE });
    expect(moved('03', '')).toEqual({ movedInYear: REQUIRED });
    expect(moved('', '2020')).toEqual({ movedInMonth: REQUIRED });
  });

  it('the body: trimmed texts, no interior number when blank, rent in pesos only when RENTED, YYYY-MM-01', () => {
    expect(addressBody(ADDRESS_VALUES, LOOKUP)).toEqual({
      streetName: 'Av. Álvaro Obregón',
      exteriorNumber: '121',
      interiorNumber: '3B',
      postalCode: '06700',
      neighborhood: 'Roma Sur',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      state: 'CDMX',
      addressType: 'RENTED',
      monthlyRent: 8500.5,
      movedInSince: '2020-03-01',
      maritalStatus: 'SINGLE',
    });
    const owned = addressBody(
      { ...ADDRESS_VALUES, interiorNumber: '  ', addressType: 'OWNED', movedInMonth: '11' },
      LOOKUP,
    );
    const ownedFields = { interiorNumber: null, monthlyRent: null, addressType: 'OWNED' };
    expect(owned).toMatchObject({ ...ownedFields, movedInSince: '2020-11-01' });
    expect(addressBody({ ...ADDRESS_VALUES, monthlyRent: 'x' }, LOOKUP).monthlyRent).toBeNull();
  });
});

describe('§5 employment', () => {
  it('working: company, position, income at least 1,000, start before today', () => {
    const job = (over: Partial<typeof WORKING>) => validateEmployment({ ...WORKING, ...over }, NOW);
    expect(job({})).toEqual({});
    expect(job({ status: 'INDEPENDENT', companyName: ' ', position: '' })).toEqual({
      companyName: REQUIRED,
      position: REQUIRED,
    });
    expect(job({ monthlySalary: '999.99' })).toEqual({ monthlySalary: MIN_INCOME });
    expect(job({ monthlySalary: '1000' })).toEqual({});
    expect(job({ monthlySalary: 'mil' })).toEqual({ monthlySalary: INVALID });
    expect(job({ monthlySalary: '' })).toEqual({ monthlySalary: REQUIRED });
    expect(job({ startMonth: '2', startYear: '2026' })).toEqual({ startMonth: PAST_DATE });
    expect(job({ startMonth: '1', startYear: '2026' })).toEqual({});
    expect(job({ startMonth: '', startYear: '' })).toEqual({ startMonth: REQUIRED, startYear: REQUIRED });
    expect(job({ startYear: '' })).toEqual({ startYear: REQUIRED });
  });

  it('status and dependents always; the rest only when working', () => {
    expect(validateEmployment(EMPTY_EMPLOYMENT, NOW)).toEqual({
      status: REQUIRED,
      economicDependents: REQUIRED,
    });
    const unemployed = { ...EMPTY_EMPLOYMENT, status: 'UNEMPLOYED', economicDependents: '0' };
    expect(validateEmployment(unemployed, NOW)).toEqual({});
    const noDependents = { ...WORKING, economicDependents: '' };
    expect(validateEmployment(noDependents, NOW)).toEqual({ economicDependents: REQUIRED });
  });

  it('the body: only status and dependents unless working; income in pesos; YYYY-MM-01', () => {
    expect(employmentBody({ ...WORKING, status: 'HOMEMAKER', economicDependents: '6' })).toEqual({
      status: 'HOMEMAKER',
      economicDependents: 6,
    });
    expect(employmentBody(WORKING)).toEqual({
      status: 'EMPLOYED',
      economicDependents: 2,
      companyName: 'Comercializadora del Valle',
      position: 'Vendedora',
      monthlySalary: 18000.5,
      startDate: '2021-02-01',
    });
    const retired = employmentBody({ ...WORKING, status: 'RETIRED', startMonth: '10', monthlySalary: '' });
    expect(retired).toMatchObject({ status: 'RETIRED', monthlySalary: 0, startDate: '2021-10-01' });
  });
});

describe('§5 references and consent', () => {
  it('references: names required, phones at least 10, for each of the two', () => {
    expect(
      validateReferences([
        { fullName: 'Lucía', phoneNumber: '5511122233' },
        { fullName: '  ', phoneNumber: '551112223' },
      ]),
    ).toEqual({ '1.fullName': REQUIRED, '1.phoneNumber': 'El campo debe tener al menos 10 dígitos' });
    expect(validateReferences([{ fullName: 'Ana', phoneNumber: '' }])).toEqual({ '0.phoneNumber': REQUIRED });
    expect(validateReferences([])).toEqual({});
  });

  it('consent: both boxes, NIP exactly 6 digits', () => {
    const unticked = { creditCheck: MUST_ACCEPT, ownBehalf: MUST_ACCEPT };
    expect(validateConsent(EMPTY_CONSENT)).toEqual({ ...unticked, nip: REQUIRED });
    const oneBox = { creditCheck: true, ownBehalf: false, nip: '123456' };
    expect(validateConsent(oneBox)).toEqual({ ownBehalf: MUST_ACCEPT });
    const nip = (value: string) => validateConsent({ creditCheck: true, ownBehalf: true, nip: value }).nip;
    expect(nip('1234567')).toBe('El campo debe tener al máximo 6 dígitos');
    expect(nip('12345a')).toBe(INVALID);
  });
});

describe('§5 product, §6 cap, §9 bands', () => {
  const cap = pesos(50_000);

  it('amounts typed as text, in centavos', () => {
    expect(amountOf('$1,500.50')).toBe(150_050);
    expect(amountOf('')).toBeNull();
    expect(amountOf('abc')).toBeNull();
  });

  it('currency input: digits and one point with at most 2 decimals, no sign', () => {
    expect(currencyInput('-12a3.4.56')).toBe('123.45');
    expect(currencyInput('$20,000.505')).toBe('20000.50');
    expect(currencyInput('12.')).toBe('12.');
    expect(currencyInput('.5')).toBe('.5');
    expect(currencyInput('1.2.3')).toBe('1.23');
    expect(currencyInput('abc')).toBe('');
    expect(currencyInput('')).toBe('');
  });

  it('cap: the limit minus overdue and current balances (pesos, with centavos), at least 0', () => {
    const balance = (overdueBalance: number, currentBalance: number) => ({ overdueBalance, currentBalance });
    const store = (creditLimit: number, ...balances: ReturnType<typeof balance>[]) =>
      limitOf({ type: 'STORE', creditLimit, balances });
    expect(store(15000, balance(0.5, 1000.25), balance(100, 0))).toBe(pesos(13_899.25));
    expect(store(1000, balance(800, 800))).toBe(0);
    expect(limitOf({ type: 'STORE', creditLimit: 60000, balances: [] })).toBe(pesos(60_000));
    // No limit: the product's own cap (50,000 store, 20,000 personal loan); a personal loan never above its cap.
    expect(limitOf({ type: 'STORE', creditLimit: 0, balances: [] })).toBe(pesos(50_000));
    expect(limitOf({ type: 'PERSONAL_LOAN', creditLimit: 0, balances: [] })).toBe(pesos(20_000));
    expect(limitOf({ type: 'PERSONAL_LOAN', creditLimit: 30000, balances: [] })).toBe(pesos(20_000));
  });

  it('store price: required, 2,000 – 50,000', () => {
    const price = (p: string) =>
      validateProduct({ productPrice: p, creditAmount: '2000', requestedPeriod: 3 }, 'STORE', cap)
        .productPrice;
    expect(price('')).toBe(REQUIRED);
    expect(price('1.2.3')).toBe(INVALID);
    expect(price('1999.99')).toBe(MIN_AMOUNT);
    expect(price('2000')).toBeUndefined();
    expect(price('50000')).toBeUndefined();
    expect(price('50000.01')).toBe(MAX_AMOUNT);
    // A personal loan's price is its amount: never checked.
    expect(
      validateProduct({ productPrice: '', creditAmount: '2000', requestedPeriod: 3 }, 'PERSONAL_LOAN', cap),
    ).toEqual({});
  });

  it('amount: required, at least 2,000, within the cap, within 90 % of a valid price', () => {
    const amount = (a: string, p = '', limit: Centavos = cap, type: 'STORE' | 'PERSONAL_LOAN' = 'STORE') =>
      validateProduct({ productPrice: p, creditAmount: a, requestedPeriod: 3 }, type, limit).creditAmount;
    expect(amount('')).toBe(REQUIRED);
    expect(amount('1.2.3')).toBe(INVALID);
    expect(amount('1999.99')).toBe(MIN_AMOUNT);
    expect(amount('2000')).toBeUndefined();
    expect(amount('12500.01', '20000', pesos(12_500))).toBe('Tu límite disponible es de $12,500.00');
    expect(amount('12500', '20000', pesos(12_500))).toBeUndefined();
    expect(amount('9000.01', '10000')).toBe('Puedes financiar hasta el 90% del precio: $9,000.00');
    expect(amount('9000', '10000')).toBeUndefined();
    // 90 % of 2,100 is under 2,000: the price itself.
    expect(amount('2100', '2100')).toBeUndefined();
    expect(amount('2100.01', '2100')).toBe('Puedes financiar hasta el 90% del precio: $2,100.00');
    // An invalid price: no financing check (the price shows its own error).
    expect(amount('2500', '1500')).toBeUndefined();
    expect(amount('50000', '60000')).toBeUndefined();
    // Over 50,000 with a larger limit: a store purchase is still capped.
    expect(amount('50000.01', '', pesos(60_000))).toBe(MAX_AMOUNT);
    expect(amount('50000', '', pesos(60_000))).toBeUndefined();
    expect(amount('50000.01', '', pesos(60_000), 'PERSONAL_LOAN')).toBeUndefined();
    // A personal loan has no 90 % rule: its price is its amount.
    expect(amount('9500', '10000', pesos(20_000), 'PERSONAL_LOAN')).toBeUndefined();
    expect(amount('20000.01', '', pesos(20_000), 'PERSONAL_LOAN')).toBe(
      'Tu límite disponible es de $20,000.00',
    );
  });

  it('term: greater than 0 and one of the band once the amount reaches 2,000', () => {
    const term = (amount: string, t: number, type: 'STORE' | 'PERSONAL_LOAN' = 'STORE') =>
      validateProduct({ productPrice: '50000', creditAmount: amount, requestedPeriod: t }, type, cap)
        .requestedPeriod;
    expect(term('', 0)).toBe(TERM_REQUIRED);
    expect(term('', 6)).toBeUndefined();
    expect(term('1999.99', 6)).toBeUndefined();
    expect(term('2000', 6)).toBe(TERM_REQUIRED);
    expect(term('2000', 3)).toBeUndefined();
    expect(term('3000', 6)).toBeUndefined();
    expect(term('5000', 12)).toBeUndefined();
    expect(term('10000', 18)).toBeUndefined();
    expect(term('20000', 24)).toBe(TERM_REQUIRED);
    expect(term('20000.01', 24)).toBeUndefined();
    expect(term('20000.01', 24, 'PERSONAL_LOAN')).toBe(TERM_REQUIRED);
    expect(term('2000', -3)).toBe(TERM_REQUIRED);
  });

  it('a valid product carries no error key at all, under the contract names or any other', () => {
    const keys = (v: Parameters<typeof validateProduct>[0], type: 'STORE' | 'PERSONAL_LOAN') =>
      Object.keys(validateProduct(v, type, cap));
    expect(keys({ productPrice: '10000', creditAmount: '9000', requestedPeriod: 12 }, 'STORE')).toEqual([]);
    expect(keys({ productPrice: '', creditAmount: '2000', requestedPeriod: 3 }, 'PERSONAL_LOAN')).toEqual([]);
    expect(keys({ productPrice: '', creditAmount: '', requestedPeriod: 0 }, 'STORE')).toEqual([
      'productPrice',
      'creditAmount',
      'requestedPeriod',
    ]);
  });

  it('the estimate only for 2,000 – 50,000 with a term of the band', () => {
    const can = (amount: string, term: number, type: 'STORE' | 'PERSONAL_LOAN' = 'STORE') =>
      canEstimate({ productPrice: '', creditAmount: amount, requestedPeriod: term }, type, pesos(50_000));
    expect(can('2000', 3)).toBe(true);
    expect(can('1999.99', 3)).toBe(false);
    expect(can('50000', 24)).toBe(true);
    expect(can('50000.01', 24)).toBe(false);
    expect(can('2000', 6)).toBe(false);
    expect(can('', 3)).toBe(false);
    expect(can('25000', 3, 'PERSONAL_LOAN')).toBe(false);
    expect(can('20000', 18, 'PERSONAL_LOAN')).toBe(true);
  });

  it('no estimate above what the customer may still ask for (the form’s limit, §6)', () => {
    // Personal loans of $15,000 in use: $5,000 left of the $20,000 cap, whatever the limit.
    const limit = limitOf({
      type: 'PERSONAL_LOAN',
      creditLimit: 50_000,
      balances: [{ type: 'PERSONAL_LOAN', overdueBalance: 0, currentBalance: 15_000 }],
    });
    const can = (amount: string) =>
      canEstimate({ productPrice: '', creditAmount: amount, requestedPeriod: 3 }, 'PERSONAL_LOAN', limit);
    expect(can('5000')).toBe(true);
    expect(can('5000.01')).toBe(false);
    expect(can('6000')).toBe(false);
  });

  it('term buttons: disabled under 1,999; below the bands the first, above them the last', () => {
    const buttons = (amount: string, msi: number[] = [], type: 'STORE' | 'PERSONAL_LOAN' = 'STORE') =>
      termButtons({ productPrice: '', creditAmount: amount, requestedPeriod: 3 }, type, msi, false);
    expect(buttons('1998.99')).toEqual({ disabled: true, terms: [{ months: 3, noInterest: false }] });
    expect(buttons('1999', [3])).toEqual({ disabled: false, terms: [{ months: 3, noInterest: true }] });
    expect(buttons('3000').terms).toEqual([3, 6].map((months) => ({ months, noInterest: false })));
    expect(buttons('30000', [], 'PERSONAL_LOAN').terms.map((t) => t.months)).toEqual([3, 6, 9, 12, 15, 18]);
    expect(buttons('x').disabled).toBe(true);
  });

  it('MSI: personal loan up to 12 months when eligible; a store by its periods', () => {
    expect(isNoInterest(12, 'PERSONAL_LOAN', [], true)).toBe(true);
    expect(isNoInterest(15, 'PERSONAL_LOAN', [15], true)).toBe(false);
    expect(isNoInterest(3, 'PERSONAL_LOAN', [3], false)).toBe(false);
    expect(isNoInterest(9, 'STORE', [9], false)).toBe(true);
    expect(isNoInterest(3, 'STORE', [9], true)).toBe(false);
  });

  it('the amount bounds are the domain ones', () => {
    expect(creditAmountBounds).toBe(domainBounds);
  });
});
