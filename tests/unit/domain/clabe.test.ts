import { clabe as reference } from 'clabe-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLABE_MESSAGES,
  clabeBankCode,
  clabeCheckDigit,
  clabeParts,
  formatClabe,
  isValidClabe,
  normalizeClabe,
  validateClabe,
  validateClabeConfirmation,
} from '../../../src/domain/clabe.ts';

const digits17 = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 17, maxLength: 17 });

// Hand check of 032180000118359719: products mod 10 of 0,3,2,1,8,0,0,0,0,1,1,8,3,5,9,7,1 by 3,7,1,…
// 0+1+2+3+6+0+0+0+0+3+7+8+9+5+9+1+7 = 61 → (10 − 1) mod 10 = 9.
const VALID = '032180000118359719';

describe('clabeCheckDigit', () => {
  it('computes the weights-3,7,1 check digit', () => {
    expect(clabeCheckDigit(VALID.slice(0, 17))).toBe(9);
    expect(clabeCheckDigit('00000000000000000')).toBe(0);
    expect(() => clabeCheckDigit('1234')).toThrow(RangeError);
    expect(() => clabeCheckDigit('1234567890123456a')).toThrow(RangeError);
  });

  it('agrees with clabe-validator on any 17 digits', () => {
    fc.assert(
      fc.property(digits17, (first17) => {
        expect(clabeCheckDigit(first17)).toBe(reference.computeChecksum(first17));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with CLABEs that clabe-validator builds for real banks and cities', () => {
    const samples: [number, number, number][] = [
      [2, 10, 7777777777], // Banamex, CDMX
      [12, 180, 1234567], // BBVA
      [14, 320, 98765432101],
      [72, 580, 42],
    ];
    for (const [bank, city, account] of samples) {
      const built = reference.calculate(bank, city, account);
      expect(isValidClabe(built), built).toBe(true);
      expect(reference.validate(built).ok).toBe(true);
      expect(clabeBankCode(built)).toBe(String(bank).padStart(3, '0'));
    }
  });
});

describe('isValidClabe', () => {
  it('accepts 18 digits with the right check digit, with or without separators', () => {
    for (const clabe of [VALID, '032-180-00011835971-9', '032 180 00011835971 9'])
      expect(isValidClabe(clabe)).toBe(true);
  });

  it('refuses wrong length, non-digits and a wrong check digit', () => {
    const wrong = [
      '03218000011835971',
      '0321800001183597190',
      '03218000011835971a',
      '032180000118359718',
      '',
    ];
    for (const clabe of wrong) expect(isValidClabe(clabe), clabe).toBe(false);
  });

  it('detects every single-digit typo', () => {
    fc.assert(
      fc.property(
        digits17,
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: 1, max: 9 }),
        (first17, pos, delta) => {
          const good = first17 + String(clabeCheckDigit(first17));
          expect(isValidClabe(good)).toBe(true);
          const typo = good.slice(0, pos) + String((Number(good[pos]) + delta) % 10) + good.slice(pos + 1);
          expect(isValidClabe(typo)).toBe(false);
        },
      ),
    );
  });
});

describe('formatClabe and parts', () => {
  it('formats as ###-###-###########-#', () => {
    expect(formatClabe(VALID)).toBe('032-180-00011835971-9');
    expect(formatClabe('032-180-00011835971-9')).toBe('032-180-00011835971-9');
  });

  it('formats partial input as far as it goes', () => {
    const typed = ['', '03', '0321', '0321800', '03218000011835971', `${VALID}55`].map(formatClabe);
    expect(typed).toEqual(['', '03', '032-1', '032-180-0', '032-180-00011835971', '032-180-00011835971-9']);
  });

  it('splits bank, plaza, account and check digit', () => {
    const parts = { bankCode: '032', plazaCode: '180', account: '00011835971', checkDigit: '9' };
    expect(clabeParts(VALID)).toEqual(parts);
    expect(clabeParts('123')).toBeNull();
    expect(clabeBankCode('123')).toBeNull();
    expect(normalizeClabe(' 032-180 ')).toBe('032180');
  });
});

describe('validation messages', () => {
  it('explains what is wrong in Spanish', () => {
    const typed = ['', '0321', '0321800001183597190', '03218000011835971x', '032180000118359718'];
    expect([...typed, '032-180-00011835971-9'].map((clabe) => validateClabe(clabe))).toEqual([
      'El campo es requerido',
      'El campo debe tener al menos 18 dígitos',
      'El campo debe tener al máximo 18 dígitos',
      'El dato ingresado no es válido',
      'El dato ingresado no es válido',
      null,
    ]);
  });

  it('checks the confirmation', () => {
    expect(validateClabeConfirmation(VALID, '')).toBe('La confirmación de la CLABE es requerida');
    expect(validateClabeConfirmation(VALID, '032180000118359710')).toBe(
      'Las CLABEs ingresadas son diferentes',
    );
    expect(validateClabeConfirmation(VALID, '032-180-00011835971-9')).toBeNull();
    expect(CLABE_MESSAGES.mismatch).toBe('Las CLABEs ingresadas son diferentes');
  });
});
