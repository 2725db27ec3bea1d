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
import { MARIA_CURP } from '../../fixtures/samples.ts';
import { around, BOUND_TEXTS, BOUNDS } from '../../model/oracle/spec.ts';

const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';
const MUST_ACCEPT = 'Debe aceptar este campo';
const PAST_DATE = 'La fecha debe ser menor al día de hoy';
/** 15 Jan 2026, 12:00 UTC: 06:00 of 15 Jan in Mexico City. */
const NOW = Date.UTC(2026, 0, 15, 12);
/** 1 Mar 2026, 05:59 UTC: still 28 Feb in Mexico City (UTC-6). */
const LAST_OF_FEBRUARY = Date.UTC(2026, 2, 1, 5, 59);

const NEW_CLIENT_DATA = {
  curp: MARIA_CURP,
  email: '',
  name: 'MARIA FERNANDA',
  firstSurname: 'LOPEZ',
  secondSurname: 'GARCIA',
  phoneNumber: '5511223344',
  streetName: 'Av. Juárez',
  exteriorNumber: '12',
  interiorNumber: '',
  postalCode: '06600',
  neighborhood: 'Roma Norte',
};

const FINISH: FinishValues = {
  email: ' maria.lopez@correo.mx ',
  addressType: 'RENTED',
  monthlyRent: '3,500',
  movedInSince: '2020-03',
  maritalStatus: 'SINGLE',
  status: 'EMPLOYED',
  economicDependents: '2',
  companyName: ' Abarrotes Lupita ',
  position: ' Cajera ',
  monthlySalary: '12000',
  startDate: '2019-06',
  '0.fullName': ' Pedro López ',
  '0.phoneNumber': '5511112222',
  '1.fullName': 'Rosa García ',
  '1.phoneNumber': '5533334444',
};

describe('the data step (spec §5 "Promoter data")', () => {
  it('starts empty', () => {
    expect(EMPTY_DATA).toEqual({
      curp: '',
      email: '',
      name: '',
      firstSurname: '',
      secondSurname: '',
      phoneNumber: '',
      streetName: '',
      exteriorNumber: '',
      interiorNumber: '',
      postalCode: '',
      neighborhood: '',
    });
  });

  it('keeps the CURP upper-cased without spaces, 18 characters at most', () => {
    expect(normalizeData({ curp: ' logf 900514\tmjcprr02 ' })).toEqual({ curp: MARIA_CURP });
    expect(normalizeData({ curp: 'LOGF900514MJCPRR02XYZ' })).toEqual({ curp: MARIA_CURP });
  });

  it('keeps digits only: 10 for the phone, 5 for the postal code', () => {
    expect(normalizeData({ phoneNumber: '(55) 1122-3344 99' })).toEqual({ phoneNumber: '5511223344' });
    expect(normalizeData({ postalCode: 'C.P. 06600-1' })).toEqual({ postalCode: '06600' });
  });

  it('passes any other field through untouched and adds no field that was not changed', () => {
    expect(normalizeData({ streetName: ' Av. Juárez ' })).toEqual({ streetName: ' Av. Juárez ' });
    expect(Object.keys(normalizeData({ name: 'Ana' }))).toEqual(['name']);
    expect(normalizeData({})).toEqual({});
  });

  it('trims every value', () => {
    expect(trimmedData({ ...NEW_CLIENT_DATA, streetName: '  Av. Juárez ', interiorNumber: ' ' })).toEqual({
      ...NEW_CLIENT_DATA,
      streetName: 'Av. Juárez',
      interiorNumber: '',
    });
  });

  it('a complete new client has no error', () => {
    expect(validateData(NEW_CLIENT_DATA, 'new')).toEqual({});
  });

  it('a new client needs CURP, name, phone, street, exterior number, postal code and neighbourhood', () => {
    expect(validateData(EMPTY_DATA, 'new')).toEqual({
      curp: REQUIRED,
      name: REQUIRED,
      phoneNumber: REQUIRED,
      streetName: REQUIRED,
      exteriorNumber: REQUIRED,
      postalCode: REQUIRED,
      neighborhood: REQUIRED,
    });
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
    expect(validateData(EMPTY_DATA, 'editable')).toEqual({
      curp: REQUIRED,
      name: REQUIRED,
      streetName: REQUIRED,
      exteriorNumber: REQUIRED,
      postalCode: REQUIRED,
      neighborhood: REQUIRED,
    });
    expect(validateData({ ...NEW_CLIENT_DATA, phoneNumber: '' }, 'editable')).toEqual({});
    expect(validateData({ ...NEW_CLIENT_DATA, email: 'ana@correo' }, 'editable')).toEqual({ email: INVALID });
    expect(validateData({ ...NEW_CLIENT_DATA, email: ' ana@correo.mx ' }, 'editable')).toEqual({});
    expect(validateData({ ...NEW_CLIENT_DATA, curp: 'LOGF900514MJCPRR03' }, 'editable')).toEqual({
      curp: INVALID,
    });
    // A new client's e-mail is not asked here (the quick application asks it).
    expect(validateData({ ...NEW_CLIENT_DATA, email: 'ana@correo' }, 'new')).toEqual({});
  });

  it('blank values count as empty', () => {
    expect(validateData({ ...NEW_CLIENT_DATA, name: '  ', streetName: ' ' }, 'new')).toEqual({
      name: REQUIRED,
      streetName: REQUIRED,
    });
  });

  it('the CURP has exactly 18 characters and a valid structure', () => {
    expect(validateData({ ...NEW_CLIENT_DATA, curp: 'LOGF900514' }, 'new')).toEqual({
      curp: 'El campo debe tener al menos 18 dígitos',
    });
    expect(validateData({ ...NEW_CLIENT_DATA, curp: 'LOGF900514MJCPRR03' }, 'new')).toEqual({
      curp: INVALID,
    });
  });

  it('the phone has at least 10 digits and the postal code exactly 5', () => {
    expect(validateData({ ...NEW_CLIENT_DATA, phoneNumber: '551122334', postalCode: '0660' }, 'new')).toEqual(
      {
        phoneNumber: 'El campo debe tener al menos 10 dígitos',
        postalCode: 'El campo debe tener al menos 5 dígitos',
      },
    );
    expect(validateData({ ...NEW_CLIENT_DATA, postalCode: '06a00' }, 'new')).toEqual({ postalCode: INVALID });
  });
});

describe('the product form (spec §5 "Product form (store)", §9 limits and bands)', () => {
  it('starts empty', () => {
    expect(EMPTY_PRODUCT).toEqual({ productPrice: '', creditAmount: '', requestedPeriod: '' });
  });

  it('the messages name the spec amounts', () => {
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
    expect(canEstimate({ productPrice: '', creditAmount: '9000', requestedPeriod: '12' })).toBe(true);
    expect(canEstimate({ productPrice: '', creditAmount: '9000', requestedPeriod: '15' })).toBe(false);
    expect(canEstimate({ productPrice: '', creditAmount: '9000', requestedPeriod: '' })).toBe(false);
    expect(canEstimate({ productPrice: '', creditAmount: '1000', requestedPeriod: '3' })).toBe(false);
  });

  it('a valid product has no error', () => {
    expect(validateProduct({ productPrice: '10,000', creditAmount: '9000', requestedPeriod: '6' })).toEqual(
      {},
    );
    expect(validateProduct({ productPrice: '2000', creditAmount: '2000', requestedPeriod: '3' })).toEqual({});
    expect(validateProduct({ productPrice: '50000', creditAmount: '45000', requestedPeriod: '24' })).toEqual(
      {},
    );
  });

  it('every field is required', () => {
    expect(validateProduct(EMPTY_PRODUCT)).toEqual({
      productPrice: REQUIRED,
      creditAmount: REQUIRED,
      requestedPeriod: TERM_MESSAGE,
    });
    expect(validateProduct({ productPrice: ' ', creditAmount: ' ', requestedPeriod: '3' })).toEqual({
      productPrice: REQUIRED,
      creditAmount: REQUIRED,
      requestedPeriod: TERM_MESSAGE,
    });
  });

  it('the price goes from 2,000 to 50,000', () => {
    const price = (productPrice: string) =>
      validateProduct({ productPrice, creditAmount: '2000', requestedPeriod: '3' });
    expect(price('1999.99')).toEqual({ productPrice: 'El monto mínimo es de $2,000' });
    expect(price('50000.01')).toEqual({ productPrice: 'El monto máximo es de $50,000' });
    expect(price('diez mil')).toEqual({ productPrice: INVALID });
  });

  it('the amount goes from 2,000 to 90 % of the price', () => {
    const amount = (creditAmount: string, requestedPeriod = '3') =>
      validateProduct({ productPrice: '10000', creditAmount, requestedPeriod });
    expect(amount('9000')).toEqual({});
    expect(amount('9000.01')).toEqual({
      creditAmount: 'Puedes financiar hasta el 90% del precio: $9,000.00',
    });
    expect(amount('1999.99')).toEqual({
      creditAmount: 'El monto mínimo es de $2,000',
      requestedPeriod: 'Selecciona una opción para el plazo',
    });
    expect(amount('nueve mil')).toEqual({
      creditAmount: INVALID,
      requestedPeriod: 'Selecciona una opción para el plazo',
    });
  });

  it('without a valid price the amount is checked against 50,000', () => {
    expect(validateProduct({ productPrice: '60000', creditAmount: '50000', requestedPeriod: '24' })).toEqual({
      productPrice: 'El monto máximo es de $50,000',
    });
    expect(validateProduct({ productPrice: '60000', creditAmount: '1000', requestedPeriod: '3' })).toEqual({
      productPrice: 'El monto máximo es de $50,000',
      creditAmount: 'El monto mínimo es de $2,000',
      requestedPeriod: 'Selecciona una opción para el plazo',
    });
  });

  it('the term must be one of the amount band', () => {
    expect(validateProduct({ productPrice: '10000', creditAmount: '4000', requestedPeriod: '9' })).toEqual({
      requestedPeriod: 'Selecciona una opción para el plazo',
    });
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
    expect(validateConsent({ nip: '123456', authorize: true, ownBehalf: true })).toEqual({});
    expect(validateConsent({ nip: '', authorize: false, ownBehalf: false })).toEqual({
      nip: REQUIRED,
      authorize: MUST_ACCEPT,
      ownBehalf: MUST_ACCEPT,
    });
    expect(validateConsent({ nip: '12345', authorize: true, ownBehalf: false })).toEqual({
      nip: 'El campo debe tener al menos 6 dígitos',
      ownBehalf: MUST_ACCEPT,
    });
    expect(validateConsent({ nip: '1234567', authorize: false, ownBehalf: true })).toEqual({
      nip: 'El campo debe tener al máximo 6 dígitos',
      authorize: MUST_ACCEPT,
    });
    expect(validateConsent({ nip: '12a456', authorize: true, ownBehalf: true })).toEqual({ nip: INVALID });
  });
});

describe('the quick-application form (spec §5 "Quick application", "Address", "Employment")', () => {
  it('starts empty', () => {
    expect(Object.values(EMPTY_FINISH).every((v) => v === '')).toBe(true);
    expect(Object.keys(EMPTY_FINISH).sort()).toEqual(
      [
        'email',
        'addressType',
        'monthlyRent',
        'movedInSince',
        'maritalStatus',
        'status',
        'economicDependents',
        'companyName',
        'position',
        'monthlySalary',
        'startDate',
        '0.fullName',
        '0.phoneNumber',
        '1.fullName',
        '1.phoneNumber',
      ].sort(),
    );
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
    expect(isWorking('EMPLOYED')).toBe(true);
    expect(isWorking('INDEPENDENT')).toBe(true);
    expect(isWorking('RETIRED')).toBe(true);
    expect(isWorking('HOMEMAKER')).toBe(false);
    expect(isWorking('UNEMPLOYED')).toBe(false);
    expect(isWorking('')).toBe(false);
  });

  it('a complete form has no error', () => {
    expect(validateFinish(FINISH, NOW)).toEqual({});
  });

  it('an empty form needs every always-required field (no rent, no employment details)', () => {
    expect(validateFinish(EMPTY_FINISH, NOW)).toEqual({
      email: REQUIRED,
      addressType: REQUIRED,
      movedInSince: REQUIRED,
      maritalStatus: REQUIRED,
      status: REQUIRED,
      economicDependents: REQUIRED,
      '0.fullName': REQUIRED,
      '0.phoneNumber': REQUIRED,
      '1.fullName': REQUIRED,
      '1.phoneNumber': REQUIRED,
    });
  });

  it('a working status needs company, position, salary and start date; blank counts as empty', () => {
    expect(
      validateFinish(
        {
          ...FINISH,
          companyName: ' ',
          position: ' ',
          monthlySalary: '',
          startDate: ' ',
          '0.fullName': ' ',
          '1.fullName': ' ',
        },
        NOW,
      ),
    ).toEqual({
      companyName: REQUIRED,
      position: REQUIRED,
      monthlySalary: REQUIRED,
      startDate: REQUIRED,
      '0.fullName': REQUIRED,
      '1.fullName': REQUIRED,
    });
  });

  it('another status needs no employment details', () => {
    const homemaker = { ...FINISH, status: 'HOMEMAKER', companyName: '', position: '' };
    expect(validateFinish({ ...homemaker, monthlySalary: '', startDate: '' }, NOW)).toEqual({});
  });

  it('the rent is asked only when RENTED, at least its minimum', () => {
    const [below, at] = around(BOUNDS.minRent);
    expect(validateFinish({ ...FINISH, monthlyRent: '' }, NOW)).toEqual({ monthlyRent: REQUIRED });
    expect(validateFinish({ ...FINISH, monthlyRent: '   ' }, NOW)).toEqual({ monthlyRent: REQUIRED });
    expect(validateFinish({ ...FINISH, monthlyRent: below }, NOW)).toEqual({
      monthlyRent: BOUND_TEXTS.minRent,
    });
    expect(validateFinish({ ...FINISH, monthlyRent: at }, NOW)).toEqual({});
    expect(validateFinish({ ...FINISH, monthlyRent: 'mil' }, NOW)).toEqual({ monthlyRent: INVALID });
    expect(validateFinish({ ...FINISH, addressType: 'OWNED', monthlyRent: '' }, NOW)).toEqual({});
  });

  it('the salary is at least 1,000', () => {
    expect(validateFinish({ ...FINISH, monthlySalary: '999' }, NOW)).toEqual({
      monthlySalary: BOUND_TEXTS.minIncome,
    });
    expect(validateFinish({ ...FINISH, monthlySalary: '1,000.00' }, NOW)).toEqual({});
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
    expect(validateFinish({ ...FINISH, startDate: '2030-01' }, NOW)).toEqual({ startDate: PAST_DATE });
    expect(validateFinish({ ...FINISH, startDate: '2019-6' }, NOW)).toEqual({ startDate: INVALID });
  });

  it('the e-mail is valid and the references’ phones have 10 digits', () => {
    expect(
      validateFinish(
        { ...FINISH, email: 'maria@', '0.phoneNumber': '551111222', '1.phoneNumber': '55' },
        NOW,
      ),
    ).toEqual({
      email: INVALID,
      '0.phoneNumber': 'El campo debe tener al menos 10 dígitos',
      '1.phoneNumber': 'El campo debe tener al menos 10 dígitos',
    });
    expect(validateFinish({ ...FINISH, email: '   ' }, NOW)).toEqual({ email: REQUIRED });
  });

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
      personalReferences: [
        { fullName: 'Pedro López', phoneNumber: '5511112222' },
        { fullName: 'Rosa García', phoneNumber: '5533334444' },
      ],
    });
  });

  it('otherwise no rent and only status and dependents (spec §5 "Employment")', () => {
    expect(
      finishBody({
        ...FINISH,
        addressType: 'OWNED',
        status: 'UNEMPLOYED',
        movedInSince: ' 2021-07 ',
      }),
    ).toEqual({
      email: 'maria.lopez@correo.mx',
      addressType: 'OWNED',
      monthlyRent: null,
      movedInSince: '2021-07-01',
      maritalStatus: 'SINGLE',
      employment: { status: 'UNEMPLOYED', economicDependents: 2 },
      personalReferences: [
        { fullName: 'Pedro López', phoneNumber: '5511112222' },
        { fullName: 'Rosa García', phoneNumber: '5533334444' },
      ],
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
