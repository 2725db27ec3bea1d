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
    expect(minLength(8)('1234567')).toBe('El campo debe tener al menos 8 dígitos');
    expect(minLength(8)('12345678')).toBeNull();
    expect(minLength(8)(' 1234567 ')).toBe('El campo debe tener al menos 8 dígitos');
    expect(maxLength(4)('12345')).toBe('El campo debe tener al máximo 4 dígitos');
    expect(exactLength(18)('A'.repeat(17))).toBe('El campo debe tener al menos 18 dígitos');
    expect(exactLength(18)('A'.repeat(19))).toBe('El campo debe tener al máximo 18 dígitos');
    expect(exactLength(18)('A'.repeat(18))).toBeNull();
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
    expect(accepted()(true)).toBeNull();
    expect(accepted()(false)).toBe('Debe aceptar este campo');
    expect(accepted()(undefined)).toBe('Debe aceptar este campo');
    expect(acceptTerms(false)).toBe('Debes aceptar los términos y condiciones');
    expect(acceptTerms(true)).toBeNull();
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
    expect(age('1956/11/21')).toBeNull();
    expect(age('1956/11/20')).toBe('Debes ser menor de 70 años');
    expect(age('1930/01/01')).toBe('Debes ser menor de 70 años');
  });

  it('rejects impossible dates and lets empty values pass', () => {
    expect(age('2001/02/29')).toBe('El dato ingresado no es válido');
    expect(age('20/11/2000')).toBe('El dato ingresado no es válido');
    expect(age('')).toBeNull();
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
    expect(curp(ANA_CURP)).toBeNull();
    expect(curp(' toma950717mynrnn02 ')).toBeNull();
    expect(curp('TOMA950717MYNRNN0')).toBe('El campo debe tener al menos 18 dígitos');
    expect(curp('TOMA950717MYNRNN021')).toBe('El campo debe tener al máximo 18 dígitos');
    expect(curp('TOMA950717MYNRNN03')).toBe('El dato ingresado no es válido');
  });

  it('checks the RFC length, then its structure and check character', () => {
    expect(rfc('GODE561231GR8')).toBeNull();
    expect(rfc('gode561231gr8')).toBeNull();
    expect(rfc('GODE561231GR')).toBe('El campo debe tener al menos 13 dígitos');
    expect(rfc('GODE561231GR88')).toBe('El campo debe tener al máximo 13 dígitos');
    expect(rfc('GODE561231GR9')).toBe('El dato ingresado no es válido');
  });
});

describe('validateFields', () => {
  it('checks the account step', () => {
    expect(
      validateFields(
        { email: 'ana@example.com', phoneNumber: '5512345678', password: 'secreta1' },
        accountRules,
      ),
    ).toEqual({});
    expect(validateFields({ email: 'ana', phoneNumber: '551234', password: '' }, accountRules)).toEqual({
      email: 'El dato ingresado no es válido',
      phoneNumber: 'El campo debe tener al menos 10 dígitos',
      password: 'El campo es requerido',
    });
  });

  it('checks the personal-data step', () => {
    const now = new Date('2026-11-21T18:00:00Z');
    const valid = {
      name: 'ANA LUISA',
      firstSurname: 'TORRES',
      secondSurname: 'MENDEZ',
      sex: 'M',
      nationality: 'MEXICO',
      countryOfBirth: 'MEXICO',
      stateOfBirth: 'YUCATAN',
      dateOfBirth: '1995/07/17',
      curp: ANA_CURP,
      taxpayerId: 'GODE561231GR8',
      termsAndConditions: true,
    };
    expect(validateFields(valid, personalDataRules(now))).toEqual({});
    const errors = validateFields(
      {
        ...valid,
        secondSurname: ' ',
        dateOfBirth: '2010/01/01',
        taxpayerId: 'TOMA950717',
        termsAndConditions: false,
      },
      personalDataRules(now),
    );
    expect(errors).toEqual({
      secondSurname: 'El campo es requerido',
      dateOfBirth: 'Debes tener al menos 18 años',
      taxpayerId: 'El campo debe tener al menos 13 dígitos',
      termsAndConditions: 'Debes aceptar los términos y condiciones',
    });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});
