import { describe, expect, it } from 'vitest';
import {
  accepted,
  acceptTerms,
  accountRules,
  adultAge,
  compose,
  curp,
  digits,
  email,
  exactDigits,
  exactLength,
  hasErrors,
  MESSAGES,
  maxLength,
  minLength,
  personalDataRules,
  required,
  rfc,
  validateFields,
} from '../../../src/domain/validation.ts';
import { ANA_CURP } from '../../fixtures/samples.ts';

describe('messages', () => {
  it('are the exact texts of the spec', () => {
    expect(MESSAGES.required).toBe('El campo es requerido');
    expect(MESSAGES.invalid).toBe('El dato ingresado no es válido');
    expect(MESSAGES.minDigits(10)).toBe('El campo debe tener al menos 10 dígitos');
    expect(MESSAGES.maxDigits(13)).toBe('El campo debe tener al máximo 13 dígitos');
    expect(MESSAGES.mustAccept).toBe('Debe aceptar este campo');
    expect(MESSAGES.minAge).toBe('Debes tener al menos 18 años');
    expect(MESSAGES.maxAge).toBe('Debes ser menor de 70 años');
    expect(MESSAGES.acceptTerms).toBe('Debes aceptar los términos y condiciones');
  });
});

describe('required', () => {
  it.each([undefined, null, '', '   ', []])('rejects %j', (value) => {
    expect(required(value)).toBe('El campo es requerido');
  });

  it.each(['a', 0, false, ['x']])('accepts %j', (value) => {
    expect(required(value)).toBeNull();
  });
});

describe('email', () => {
  it.each(['ana@example.com', 'ana.luisa+credito@correo.com.mx', '  ana@example.mx  '])(
    'accepts %j',
    (value) => {
      expect(email(value)).toBeNull();
    },
  );

  it.each(
    'ana, ana@, ana@example, @example.com, ana @example.com, ana@example.c, ana@@example.com'.split(', '),
  )('rejects %j', (value) => {
    expect(email(value)).toBe('El dato ingresado no es válido');
  });

  it('lets an empty value pass so that required decides', () => {
    expect(email('')).toBeNull();
    expect(compose(required, email)('')).toBe('El campo es requerido');
  });
});

describe('lengths and digits', () => {
  it('checks minimum, maximum and exact lengths on the trimmed text', () => {
    const atLeast8 = 'El campo debe tener al menos 8 dígitos';
    expect(['1234567', '12345678', ' 1234567 '].map(minLength(8))).toEqual([atLeast8, null, atLeast8]);
    expect(maxLength(4)('12345')).toBe('El campo debe tener al máximo 4 dígitos');
    expect([17, 19, 18].map((n) => exactLength(18)('A'.repeat(n)))).toEqual([
      'El campo debe tener al menos 18 dígitos',
      'El campo debe tener al máximo 18 dígitos',
      null,
    ]);
    expect(exactLength(4)('')).toBeNull();
  });

  it('checks digits', () => {
    expect(digits('0123')).toBeNull();
    expect(digits('12a3')).toBe('El dato ingresado no es válido');
    expect(exactDigits(4)('123')).toBe('El campo debe tener al menos 4 dígitos');
    expect(exactDigits(4)('12a4')).toBe('El dato ingresado no es válido');
    expect(exactDigits(6)(123456)).toBeNull();
  });
});

describe('checkboxes', () => {
  it('requires true', () => {
    const must = 'Debe aceptar este campo';
    expect([true, false, undefined].map((v) => accepted()(v))).toEqual([null, must, must]);
    expect([acceptTerms(false), acceptTerms(true)]).toEqual([
      'Debes aceptar los términos y condiciones',
      null,
    ]);
  });
});

describe('adultAge (Mexico City date)', () => {
  // 21 November 2026, 03:00 UTC = 20 November 2026, 21:00 in Mexico City.
  const now = new Date('2026-11-21T03:00:00Z');
  const age = adultAge(now);

  it('requires at least 18 on the Mexico City date', () => {
    expect(age('2008/11/20')).toBeNull();
    // Turns 18 on 21 November: still the 20th in Mexico City.
    expect(age('2008/11/21')).toBe('Debes tener al menos 18 años');
    expect(adultAge(new Date('2026-11-21T07:00:00Z'))('2008/11/21')).toBeNull();
  });

  it('requires under 70', () => {
    const under70 = 'Debes ser menor de 70 años';
    expect(['1956/11/21', '1956/11/20', '1930/01/01'].map(age)).toEqual([null, under70, under70]);
  });

  it('rejects impossible dates and lets empty values pass', () => {
    const invalid = 'El dato ingresado no es válido';
    expect(['2001/02/29', '20/11/2000', ''].map(age)).toEqual([invalid, invalid, null]);
  });

  it('reads the clock at each call when given a function', () => {
    let current = new Date('2026-11-20T12:00:00Z');
    const live = adultAge(() => current);
    expect(live('2008/11/21')).toBe('Debes tener al menos 18 años');
    current = new Date('2026-11-21T12:00:00Z');
    expect(live('2008/11/21')).toBeNull();
  });
});

describe('curp and rfc', () => {
  it('checks the CURP length, then its structure and check digit', () => {
    const typed = [
      ANA_CURP,
      ' toma950717mynrnn02 ',
      'TOMA950717MYNRNN0',
      'TOMA950717MYNRNN021',
      'TOMA950717MYNRNN03',
    ];
    expect(typed.map((c) => curp(c))).toEqual([
      ...[null, null, 'El campo debe tener al menos 18 dígitos'],
      ...['El campo debe tener al máximo 18 dígitos', 'El dato ingresado no es válido'],
    ]);
  });

  it('checks the RFC length, then its structure and check character', () => {
    const typed = ['GODE561231GR8', 'gode561231gr8', 'GODE561231GR', 'GODE561231GR88', 'GODE561231GR9'];
    expect(typed.map((r) => rfc(r))).toEqual([
      ...[null, null, 'El campo debe tener al menos 13 dígitos'],
      ...['El campo debe tener al máximo 13 dígitos', 'El dato ingresado no es válido'],
    ]);
  });
});

describe('validateFields', () => {
  it('checks the account step', () => {
    const account = { email: 'ana@example.com', phoneNumber: '5512345678', password: 'secreta1' };
    expect(validateFields(account, accountRules)).toEqual({});
    expect(validateFields({ email: 'ana', phoneNumber: '551234', password: '' }, accountRules)).toEqual({
      email: 'El dato ingresado no es válido',
      phoneNumber: 'El campo debe tener al menos 10 dígitos',
      password: 'El campo es requerido',
    });
  });

  it('checks the personal-data step', () => {
    const now = new Date('2026-11-21T18:00:00Z');
    const valid = {
      ...{
        name: 'ANA LUISA',
        firstSurname: 'TORRES',
        secondSurname: 'MENDEZ',
        sex: 'M',
        nationality: 'MEXICO',
      },
      ...{ countryOfBirth: 'MEXICO', stateOfBirth: 'YUCATAN', dateOfBirth: '1995/07/17', curp: ANA_CURP },
      ...{ taxpayerId: 'GODE561231GR8', termsAndConditions: true },
    };
    expect(validateFields(valid, personalDataRules(now))).toEqual({});
    const wrong = {
      secondSurname: ' ',
      dateOfBirth: '2010/01/01',
      taxpayerId: 'TOMA950717',
      termsAndConditions: false,
    };
    const errors = validateFields({ ...valid, ...wrong }, personalDataRules(now));
    expect(errors).toEqual({
      secondSurname: 'El campo es requerido',
      dateOfBirth: 'Debes tener al menos 18 años',
      taxpayerId: 'El campo debe tener al menos 13 dígitos',
      termsAndConditions: 'Debes aceptar los términos y condiciones',
    });
    expect([hasErrors(errors), hasErrors({})]).toEqual([true, false]);
  });
});
