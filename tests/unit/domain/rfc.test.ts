import { describe, expect, it } from 'vitest';
import {
  generateRfc,
  isValidRfc,
  RFC_INCONVENIENT_WORDS,
  rfcCheckDigit,
  rfcHomoclave,
  rfcLetters,
} from '../../../src/domain/rfc.ts';

describe('generateRfc', () => {
  it('builds the example of the SAT algorithm: Emma Gómez Díaz, 31/12/1956 → GODE561231GR8', () => {
    const emma = { name: 'Emma', firstSurname: 'Gómez', secondSurname: 'Díaz', dateOfBirth: '1956/12/31' };
    expect(generateRfc(emma)).toBe('GODE561231GR8');
  });

  it.each([
    ['Josué', 'Zarzosa', 'de la Torre', '1987-08-05', 'ZATJ870805CK6'],
    ['ELIUD', 'OROZCO', 'GOMEZ', '1952-07-11', 'OOGE520711151'],
    ['SATURNINA', 'ANGEL', 'CRUZ', '1921-11-12', 'AECS211112JPA'],
  ])('builds %s %s %s (%s) → %s', (name, firstSurname, secondSurname, dateOfBirth, expected) => {
    expect(generateRfc({ name, firstSurname, secondSurname, dateOfBirth })).toBe(expected);
  });

  it('returns null for incomplete or invalid data', () => {
    const dateOfBirth = '1956/12/31';
    const people = [
      { name: '', firstSurname: 'GOMEZ', secondSurname: 'DIAZ', dateOfBirth },
      { name: 'EMMA', firstSurname: '', secondSurname: '', dateOfBirth },
      { name: 'EMMA', firstSurname: 'GOMEZ', dateOfBirth: '1956/13/01' },
    ];
    for (const person of people) expect(generateRfc(person)).toBeNull();
  });

  it('always produces an RFC that passes isValidRfc', () => {
    const rfc = generateRfc({
      name: 'Ñoño',
      firstSurname: 'Peña',
      secondSurname: 'Muñoz',
      dateOfBirth: '2004-02-29',
    });
    expect(rfc).toMatch(/^PEMÑ040229[A-Z\d]{2}[\dA]$/);
    expect(isValidRfc(rfc!)).toBe(true);
  });
});

describe('rfcLetters (SAT rules 1–10)', () => {
  it.each([
    ['Juan', 'Barrios', 'Fernández', 'BAFJ', 'rule 1'],
    ['Eric', 'Mc Gregor', 'Von Juárez', 'GEJE', 'particles MC and VON'],
    ['Josué', 'Zarzosa', 'de la Torre', 'ZATJ', 'particles DE LA in the second surname'],
    ['Josué', 'de la Torre', 'Zarzosa', 'TOZJ', 'particles DE LA in the first surname'],
    ['Antonio', 'Jiménez', 'Ponce de León', 'JIPA', 'compound second surname'],
    ['Antonio', 'Ponce de León', 'Juárez', 'POJA', 'compound first surname'],
    ['Alvaro', 'de la O', 'Lozano', 'OLAL', 'rule 3: first surname of one letter'],
    ['Ernesto', 'Ek', 'Rivera', 'ERER', 'rule 3: first surname of two letters'],
    ['Luz María', 'Fernández', 'Juárez', 'FEJL', 'compound name not starting with MARIA'],
    ['José Antonio', 'Camargo', 'Hernández', 'CAHA', 'rule 5: JOSE skipped'],
    ['María Luisa', 'Ramírez', 'Sánchez', 'RASL', 'rule 5: MARIA skipped'],
    ['Marco Antonio', 'Cano', 'Barraza', 'CABM', 'MARCO is not MARIA'],
    ['Juan', '', 'Martínez', 'MAJU', 'rule 7: single surname'],
    ['Gerarda', 'Zafra', '', 'ZAGE', 'rule 7: single surname'],
  ])('%s %s %s → %s (%s)', (name, first, second, expected) => {
    expect(rfcLetters(name, first, second)).toBe(expected);
  });

  it('replaces the last letter of an inconvenient word with X (SAT Anexo IV): BUEI → BUEX', () => {
    expect(rfcLetters('Ingrid', 'Bueno', 'Ezquerra')).toBe('BUEX');
    // The CURP of the same letters replaces the second one instead (BXEI).
    expect(rfcLetters('IGNACIO', 'BUENDIA', 'ESTRADA')).toBe('BUEX');
    expect(rfcLetters('ENRIQUETA', 'MARTINEZ', 'MARQUEZ')).toBe('MAMX');
    expect(RFC_INCONVENIENT_WORDS.size).toBe(41);
  });

  it('ignores special characters (rule 10)', () => {
    expect(rfcLetters('Juan', 'Mc.Gregor', 'Ortiz')).toBe(rfcLetters('Juan', 'McGregor', 'Ortiz'));
    expect(rfcLetters('Rubén', "D'Angelo", 'Fargo')).toBe('DAFR');
  });
});

describe('rfcHomoclave (Anexos I and II)', () => {
  it.each([
    ['Juan', 'Perez', 'Garcia', 'LN'],
    ['Jose Antonio', 'Del real', 'Anzures', 'N9'],
    ['Juan', 'Muñoz', 'Ortega', 'T6'],
    ['Juan', 'Muñoz', 'Muñoz', 'RZ'],
    ['Jesus', 'Argüelles', 'Ortega', 'JF'],
    ['Juan', 'Perez&Gomez', 'Garcia', '2R'],
  ])('%s %s %s → %s', (name, first, second, expected) => {
    expect(rfcHomoclave(name, first, second)).toBe(expected);
  });

  it('ignores accents and special characters but not Ñ nor &', () => {
    expect(rfcHomoclave('Juan', 'Pérez', 'García')).toBe(rfcHomoclave('Juan', 'Perez', 'Garcia'));
    const written = rfcHomoclave('Juan', 'McGregor', 'OConnorJuarez');
    expect(rfcHomoclave('Juan', 'Mc.Gregor', "O'Connor-Juarez")).toBe(written);
    expect(rfcHomoclave('Juan', 'Muñoz', 'Ortega')).not.toBe(rfcHomoclave('Juan', 'Munoz', 'Ortega'));
    const withAnd = rfcHomoclave('Juan', 'Perez&Gomez', 'Garcia');
    expect(withAnd).not.toBe(rfcHomoclave('Juan', 'PerezGomez', 'Garcia'));
  });
});

describe('rfcCheckDigit (Anexo III)', () => {
  it.each([
    ['GODE561231GR', '8'],
    ['ZATJ870805CK', '6'],
    ['OOGE52071115', '1'],
    ['AECS211112JP', 'A'],
  ])('%s → %s', (first12, expected) => {
    expect(rfcCheckDigit(first12)).toBe(expected);
  });

  it('pads a legal-entity RFC of 11 characters with a space', () => {
    expect(rfcCheckDigit('SIA821129LS')).toBe(rfcCheckDigit(' SIA821129LS'));
  });

  it('rejects other lengths and characters', () => {
    for (const bad of ['GODE561231', 'GODE561231G-']) expect(() => rfcCheckDigit(bad)).toThrow(RangeError);
  });
});

describe('isValidRfc', () => {
  it('accepts well-formed RFCs with a matching check character', () => {
    // 29 February 2000 is a real date; 29 February 2001 is not.
    const signed = ['PEMX000229AB', 'PEMX010229AB', 'PEM&000229AB'].map((f) => `${f}${rfcCheckDigit(f)}`);
    const rfcs = ['GODE561231GR8', 'AECS211112JPA', ...signed];
    expect(rfcs.map((r) => isValidRfc(r))).toEqual([true, true, true, false, true]);
  });

  it.each([
    ['GODE561231GR9', 'wrong check character'],
    ['gode561231gr8', 'lower case'],
    ['GODE561331GR8', 'impossible month'],
    ['GODE560230GR8', 'impossible day'],
    ['GODE561231GR', 'too short'],
    ['GODE-561231-GR8', 'separators'],
    ['XAXX010101000', 'generic RFC, not a person'],
  ])('rejects %s (%s)', (rfc) => {
    expect(isValidRfc(rfc)).toBe(false);
  });
});

describe('one surname (sign-up: "No tengo segundo apellido")', () => {
  it('SAT rule 7: the first two letters of the one surname and of the name, a valid 13-character RFC', () => {
    // The SAT instructions' rule 7 example, Juan Martínez, with a birth date.
    const juan = { name: 'Juan', firstSurname: 'Martínez', dateOfBirth: '1995/07/17' };
    const rfc = generateRfc({ ...juan, secondSurname: '' });
    expect(rfc).toMatch(/^MAJU950717[A-Z0-9]{3}$/);
    expect(isValidRfc(rfc ?? '')).toBe(true);
    // Absent and empty second surname are the same person.
    expect(generateRfc({ ...juan, secondSurname: null })).toBe(rfc);
  });
});
