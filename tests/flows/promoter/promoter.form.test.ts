/**
 * The quick application's pure form rules (machines/promoter/form.ts), spec §5 "Promoter data", "Product form
 * (store)", "Address", "Employment", "Consent", "Quick application" and §9 limits and term bands. Texts and amounts
 * are the spec's literals; money is typed as the promoter types it and compared in centavos.
 */
import { describe, expect, it } from 'vitest';
import { finishBody, productBody } from '../../../machines/promoter/bodies';
import {
  activationCodeRule,
  canEstimate,
  EMPTY_DATA,
  EMPTY_FINISH,
  EMPTY_PRODUCT,
  type FinishValues,
  isWorking,
  maxCreditAmount,
  normalizeData,
  normalizeFinish,
  TERM_MESSAGE,
  termOptions,
  trimmedData,
  validateConsent,
  validateData,
  validateFinish,
  validateProduct,
} from '../../../machines/promoter/form';
import { asCentavos, pesos } from '../../../src/domain/money';
import { emptyForm, requiredFields } from '../../fixtures/forms.ts';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import { around, BOUND_TEXTS, BOUNDS } from '../../model/oracle/spec.ts';
import { NEW_DATA } from './promoter.harness.ts';
import { VALID_FINISH } from './promoter.samples.ts';

const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';
const MUST_ACCEPT = 'Debe aceptar este campo';
const PAST_DATE = 'La fecha debe ser menor al día de hoy';
/** 15 Jan 2026, 12:00 UTC: 06:00 of 15 Jan in Mexico City. */
const NOW = Date.UTC(2026, 0, 15, 12);
/** 1 Mar 2026, 05:59 UTC: still 28 Feb in Mexico City (UTC-6). */
const LAST_OF_FEBRUARY = Date.UTC(2026, 2, 1, 5, 59);

/** A complete new client, as typed (the harness's) but for the street without spaces. */
const NEW_CLIENT_DATA = { ...NEW_DATA, streetName: 'Av. Juárez' };

/** A working client renting (the model's sample), typed with spaces, separators and two dependents. */
const FINISH: FinishValues = {
  ...VALID_FINISH,
  email: ' maria.lopez@correo.mx ',
  monthlyRent: '3,500',
  economicDependents: '2',
  companyName: ' Abarrotes Lupita ',
  position: ' Cajera ',
  '0.fullName': ' Pedro López ',
  '1.fullName': 'Rosa García ',
};

describe('the data step (spec §5 "Promoter data")', () => {
  it('starts empty; trims every value; a complete new client has no error', () => {
    expect(EMPTY_DATA).toEqual(emptyForm(NEW_CLIENT_DATA));
    const typed = { ...NEW_CLIENT_DATA, streetName: '  Av. Juárez ', interiorNumber: ' ' };
    expect(trimmedData(typed)).toEqual({ ...NEW_CLIENT_DATA, streetName: 'Av. Juárez', interiorNumber: '' });
    expect(validateData(NEW_CLIENT_DATA, 'new')).toEqual({});
  });

  it('the CURP upper-cased without spaces (18 at most), digits only (10 the phone, 5 the postal code), the rest as typed', () => {
    expect(normalizeData({ curp: ' logf 900514\tmjcprr02 ' })).toEqual({ curp: MARIA_CURP });
    expect(normalizeData({ curp: 'LOGF900514MJCPRR02XYZ' })).toEqual({ curp: MARIA_CURP });
    expect(normalizeData({ phoneNumber: '(55) 1122-3344 99' })).toEqual({ phoneNumber: '5511223344' });
    expect(normalizeData({ postalCode: 'C.P. 06600-1' })).toEqual({ postalCode: '06600' });
    // Any other field untouched; no field that was not changed.
    expect(normalizeData({ streetName: ' Av. Juárez ' })).toEqual({ streetName: ' Av. Juárez ' });
    expect(Object.keys(normalizeData({ name: 'Ana' }))).toEqual(['name']);
    expect(normalizeData({})).toEqual({});
  });

  it('a new client needs CURP, name, phone, street, exterior number, postal code and neighbourhood', () => {
    const asked = requiredFields('curp name phoneNumber streetName exteriorNumber postalCode neighborhood');
    expect(validateData(EMPTY_DATA, 'new')).toEqual(asked);
  });

  it('a client whose data is read-only needs only the name (the CURP is on file)', () => {
    expect(validateData(EMPTY_DATA, 'readOnly')).toEqual({ name: REQUIRED });
    expect(validateData({ ...EMPTY_DATA, name: 'Ana' }, 'readOnly')).toEqual({});
    // Whatever the fields hold, nothing else is checked: none of them is sent.
    expect(
      validateData({ ...EMPTY_DATA, name: 'Ana', curp: 'X', email: 'x', postalCode: '1' }, 'readOnly'),
    ).toEqual({});
  });

  it('a client the promoter corrects needs CURP, name and the address; the e-mail only when typed', () => {
    const asked = requiredFields('curp name streetName exteriorNumber postalCode neighborhood');
    expect(validateData(EMPTY_DATA, 'editable')).toEqual(asked);
    expect(validateData({ ...NEW_CLIENT_DATA, phoneNumber: '' }, 'editable')).toEqual({});
    expect(validateData({ ...NEW_CLIENT_DATA, email: 'ana@correo' }, 'editable')).toEqual({ email: INVALID });
    expect(validateData({ ...NEW_CLIENT_DATA, email: ' ana@correo.mx ' }, 'editable')).toEqual({});
    expect(validateData({ ...NEW_CLIENT_DATA, curp: 'LOGF900514MJCPRR03' }, 'editable')).toEqual({
      curp: INVALID,
    });
    // A new client's e-mail is not asked here (the quick application asks it).
    expect(validateData({ ...NEW_CLIENT_DATA, email: 'ana@correo' }, 'new')).toEqual({});
  });

  it('blank is empty; the CURP 18 characters of a valid structure, the phone 10 digits, the postal code 5', () => {
    const data = (over: Partial<typeof NEW_CLIENT_DATA>) =>
      validateData({ ...NEW_CLIENT_DATA, ...over }, 'new');
    expect(data({ name: '  ', streetName: ' ' })).toEqual({ name: REQUIRED, streetName: REQUIRED });
    expect(data({ curp: 'LOGF900514' })).toEqual({ curp: 'El campo debe tener al menos 18 dígitos' });
    expect(data({ curp: 'LOGF900514MJCPRR03' })).toEqual({ curp: INVALID });
    expect(data({ phoneNumber: '551122334', postalCode: '0660' })).toEqual({
      phoneNumber: 'El campo debe tener al menos 10 dígitos',
      postalCode: 'El campo debe tener al menos 5 dígitos',
    });
    expect(data({ postalCode: '06a00' })).toEqual({ postalCode: INVALID });
  });
});

describe('the product form (spec §5 "Product form (store)", §9 limits and bands)', () => {
  it('starts empty; the term message is the spec’s', () => {
    expect(EMPTY_PRODUCT).toEqual({ productPrice: '', creditAmount: '', requestedPeriod: '' });
    expect(TERM_MESSAGE).toBe('Selecciona una opción para el plazo');
  });

  it('the largest amount is 90 % of a price from 2,000 to 50,000, capped at 50,000', () => {
    expect(maxCreditAmount(null)).toBeNull();
    expect(maxCreditAmount(asCentavos(199_999))).toBeNull();
    expect(maxCreditAmount(pesos(2_000))).toBe(pesos(2_000));
    expect(maxCreditAmount(pesos(10_000))).toBe(pesos(9_000));
    expect(maxCreditAmount(pesos(50_000))).toBe(pesos(45_000));
    expect(maxCreditAmount(asCentavos(5_000_001))).toBeNull();
  });

  it('offers the terms of the amount band (spec §9), none outside 2,000 – 50,000', () => {
    const terms = (creditAmount: string) => termOptions({ ...EMPTY_PRODUCT, creditAmount });
    expect(terms('')).toEqual([]);
    expect(terms('abc')).toEqual([]);
    expect(terms('1999.99')).toEqual([]);
    expect(terms('2000')).toEqual([3]);
    expect(terms('3000')).toEqual([3, 6]);
    expect(terms('5,000')).toEqual([3, 6, 9, 12]);
    expect(terms('20000')).toEqual([3, 6, 9, 12, 15, 18]);
    expect(terms('50000')).toEqual([3, 6, 9, 12, 15, 18, 24]);
    expect(terms('50000.01')).toEqual([]);
  });

  it('estimates only an amount in range with one of its terms', () => {
    const can = (creditAmount: string, requestedPeriod: string) =>
      canEstimate({ productPrice: '', creditAmount, requestedPeriod });
    expect(can('9000', '12')).toBe(true);
    expect([can('9000', '15'), can('9000', ''), can('1000', '3')]).toEqual([false, false, false]);
  });

  const MIN = 'El monto mínimo es de $2,000';
  const MAX = 'El monto máximo es de $50,000';
  const TERM = 'Selecciona una opción para el plazo';
  const FINANCING = 'Puedes financiar hasta el 90% del precio:';
  const EVERY = { productPrice: REQUIRED, creditAmount: REQUIRED, requestedPeriod: TERM };
  /** validateProduct of a price, an amount and a term. */
  const product = (productPrice: string, creditAmount: string, requestedPeriod: string) =>
    validateProduct({ productPrice, creditAmount, requestedPeriod });

  it.each([
    ['a valid product has no error', '10,000', '9000', '6', {}],
    ['at both ends of the price', '2000', '2000', '3', {}],
    ['at the top price, 90 % of it', '50000', '45000', '24', {}],
    ['every field is required', '', '', '', EVERY],
    ['blank is empty', ' ', ' ', '3', EVERY],
    ['the price goes from 2,000', '1999.99', '2000', '3', { productPrice: MIN }],
    ['the price up to 50,000', '50000.01', '2000', '3', { productPrice: MAX }],
    ['a price in words', 'diez mil', '2000', '3', { productPrice: INVALID }],
    ['the amount up to 90 % of the price', '10000', '9000', '3', {}],
    ['a centavo over 90 %', '10000', '9000.01', '3', { creditAmount: `${FINANCING} $9,000.00` }],
    ['the amount from 2,000', '10000', '1999.99', '3', { creditAmount: MIN, requestedPeriod: TERM }],
    ['an amount in words', '10000', 'nueve mil', '3', { creditAmount: INVALID, requestedPeriod: TERM }],
    ['without a valid price, against 50,000', '60000', '50000', '24', { productPrice: MAX }],
    ['and from 2,000', '60000', '1000', '3', { productPrice: MAX, creditAmount: MIN, requestedPeriod: TERM }],
    ['the term one of the amount band', '10000', '4000', '9', { requestedPeriod: TERM }],
  ])('%s: %s, %s, %s months', (_, price, amount, term, errors) => {
    expect(product(price, amount, term)).toEqual(errors);
  });

  it('sends the amounts as whole pesos and the term as a number', () => {
    expect(productBody({ productPrice: '$10,000', creditAmount: '9,000', requestedPeriod: '6' })).toEqual({
      productPrice: 10_000,
      creditAmount: 9_000,
      requestedPeriod: 6,
    });
    expect(productBody({ productPrice: 'x', creditAmount: '', requestedPeriod: '' })).toEqual({
      productPrice: 0,
      creditAmount: 0,
      requestedPeriod: 0,
    });
  });
});

describe('consent (spec §5 "Consent")', () => {
  it('needs a 6-digit NIP and both authorisations', () => {
    const consent = (nip: string, authorize: boolean, ownBehalf: boolean) =>
      validateConsent({ nip, authorize, ownBehalf });
    expect(consent('123456', true, true)).toEqual({});
    expect(consent('', false, false)).toEqual({
      nip: REQUIRED,
      authorize: MUST_ACCEPT,
      ownBehalf: MUST_ACCEPT,
    });
    expect(consent('12345', true, false)).toEqual({
      nip: 'El campo debe tener al menos 6 dígitos',
      ownBehalf: MUST_ACCEPT,
    });
    expect(consent('1234567', false, true)).toEqual({
      nip: 'El campo debe tener al máximo 6 dígitos',
      authorize: MUST_ACCEPT,
    });
    expect(consent('12a456', true, true)).toEqual({ nip: INVALID });
  });
});

describe('the quick-application form (spec §5 "Quick application", "Address", "Employment")', () => {
  /** validateFinish of the complete form with these values, today. */
  const finish = (over: Partial<FinishValues>) => validateFinish({ ...FINISH, ...over }, NOW);

  it('starts empty; a complete form has no error', () => {
    expect(EMPTY_FINISH).toEqual(emptyForm(FINISH));
    expect(validateFinish(FINISH, NOW)).toEqual({});
  });

  it('keeps the references’ phones as 10 digits, other fields as typed', () => {
    expect(
      normalizeFinish({
        '0.phoneNumber': '55 1111-2222 3',
        '1.phoneNumber': '(55) 3333 4444',
        email: ' a@b.mx ',
      }),
    ).toEqual({ '0.phoneNumber': '5511112222', '1.phoneNumber': '5533334444', email: ' a@b.mx ' });
    expect(normalizeFinish({ position: 'Cajera' })).toEqual({ position: 'Cajera' });
    expect(Object.keys(normalizeFinish({}))).toEqual([]);
  });

  it('working statuses are EMPLOYED, INDEPENDENT and RETIRED', () => {
    const statuses = ['EMPLOYED', 'INDEPENDENT', 'RETIRED', 'HOMEMAKER', 'UNEMPLOYED', ''];
    expect(statuses.filter(isWorking)).toEqual(['EMPLOYED', 'INDEPENDENT', 'RETIRED']);
  });

  it('an empty form needs every always-required field (no rent, no employment details)', () => {
    const references = '0.fullName 0.phoneNumber 1.fullName 1.phoneNumber';
    const asked = `email addressType movedInSince maritalStatus status economicDependents ${references}`;
    expect(validateFinish(EMPTY_FINISH, NOW)).toEqual(requiredFields(asked));
  });

  it('a working status needs company, position, salary and start date; blank counts as empty', () => {
    const blanks = { companyName: ' ', position: ' ', monthlySalary: '', startDate: ' ' };
    const asked = requiredFields('companyName position monthlySalary startDate 0.fullName 1.fullName');
    expect(finish({ ...blanks, '0.fullName': ' ', '1.fullName': ' ' })).toEqual(asked);
  });

  it('another status needs no employment details; the salary is at least 1,000', () => {
    const notAsked = { companyName: '', position: '', monthlySalary: '', startDate: '' };
    expect(finish({ status: 'HOMEMAKER', ...notAsked })).toEqual({});
    expect(finish({ monthlySalary: '999' })).toEqual({ monthlySalary: BOUND_TEXTS.minIncome });
    expect(finish({ monthlySalary: '1,000.00' })).toEqual({});
  });

  it('the rent is asked only when RENTED, at least its minimum', () => {
    const [below, at] = around(BOUNDS.minRent);
    expect(finish({ monthlyRent: '' })).toEqual({ monthlyRent: REQUIRED });
    expect(finish({ monthlyRent: '   ' })).toEqual({ monthlyRent: REQUIRED });
    expect(finish({ monthlyRent: below })).toEqual({ monthlyRent: BOUND_TEXTS.minRent });
    expect(finish({ monthlyRent: at })).toEqual({});
    expect(finish({ monthlyRent: 'mil' })).toEqual({ monthlyRent: INVALID });
    expect(finish({ addressType: 'OWNED', monthlyRent: '' })).toEqual({});
  });

  it('the months are YYYY-MM whose 1st is before today in Mexico City', () => {
    const moved = (movedInSince: string, now = NOW) => validateFinish({ ...FINISH, movedInSince }, now);
    expect(moved('2026-01')).toEqual({});
    expect(moved(' 2025-12 ')).toEqual({});
    expect(moved('2026-02')).toEqual({ movedInSince: PAST_DATE });
    expect(moved('2026-01', Date.UTC(2026, 0, 1, 12))).toEqual({ movedInSince: PAST_DATE });
    expect(moved('2026-03', LAST_OF_FEBRUARY)).toEqual({ movedInSince: PAST_DATE });
    expect(moved('2026-02', LAST_OF_FEBRUARY)).toEqual({});
    for (const wrong of ['2026-13', '2026-00', '2026-1', '202-01', '12026-01', '2026-011', '2026/01']) {
      expect(moved(wrong)).toEqual({ movedInSince: INVALID });
    }
    expect(finish({ startDate: '2030-01' })).toEqual({ startDate: PAST_DATE });
    expect(finish({ startDate: '2019-6' })).toEqual({ startDate: INVALID });
  });

  it('the e-mail is valid and the references’ phones have 10 digits', () => {
    const TEN = 'El campo debe tener al menos 10 dígitos';
    expect(finish({ email: 'maria@', '0.phoneNumber': '551111222', '1.phoneNumber': '55' })).toEqual({
      email: INVALID,
      '0.phoneNumber': TEN,
      '1.phoneNumber': TEN,
    });
    expect(finish({ email: '   ' })).toEqual({ email: REQUIRED });
  });

  const references = [
    { fullName: 'Pedro López', phoneNumber: '5511112222' },
    { fullName: 'Rosa García', phoneNumber: '5533334444' },
  ];

  it('the body of a working client renting: trimmed texts, pesos, the 1st of each month', () => {
    expect(finishBody(FINISH)).toEqual({
      email: 'maria.lopez@correo.mx',
      addressType: 'RENTED',
      monthlyRent: 3_500,
      movedInSince: '2020-03-01',
      maritalStatus: 'SINGLE',
      employment: {
        status: 'EMPLOYED',
        economicDependents: 2,
        companyName: 'Abarrotes Lupita',
        position: 'Cajera',
        monthlySalary: 12_000,
        startDate: '2019-06-01',
      },
      personalReferences: references,
    });
  });

  it('otherwise no rent and only status and dependents (spec §5 "Employment")', () => {
    const owned = { addressType: 'OWNED', status: 'UNEMPLOYED', movedInSince: ' 2021-07 ' };
    expect(finishBody({ ...FINISH, ...owned })).toEqual({
      email: 'maria.lopez@correo.mx',
      addressType: 'OWNED',
      monthlyRent: null,
      movedInSince: '2021-07-01',
      maritalStatus: 'SINGLE',
      employment: { status: 'UNEMPLOYED', economicDependents: 2 },
      personalReferences: references,
    });
    expect(finishBody({ ...FINISH, monthlyRent: 'x' }).monthlyRent).toBe(0);
    expect(finishBody({ ...FINISH, startDate: ' 2019-06 ', monthlySalary: 'x' }).employment).toMatchObject({
      startDate: '2019-06-01',
      monthlySalary: 0,
    });
  });
});

describe('the activation code (spec §5: 4 digits)', () => {
  it('is required, exactly 4 digits', () => {
    expect(activationCodeRule('4821')).toBeNull();
    expect(activationCodeRule('')).toBe(REQUIRED);
    expect(activationCodeRule('482')).toBe('El campo debe tener al menos 4 dígitos');
    expect(activationCodeRule('48211')).toBe('El campo debe tener al máximo 4 dígitos');
    expect(activationCodeRule('48a1')).toBe(INVALID);
  });
});
