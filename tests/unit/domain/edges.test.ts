/**
 * Edges of the CLABE and limit rules that the mutation run found untested: anchored digit checks (a stray
 * character before or after the digits), the personal loan's bounds when a price is present, the lower bound
 * itself, and a loan with nothing disbursed.
 */
import { describe, expect, it, vi } from 'vitest';
import { clabeCheckDigit, clabeParts, validateClabe } from '../../../src/domain/clabe';
import { curpCheckDigit, isValidCurp, parseCurp } from '../../../src/domain/curp';
import { addMonths, mexicoCityDay, parseIsoDate, toCalendarDay } from '../../../src/domain/dates';
import { email, minCharacters, required, text, validateFields } from '../../../src/domain/fields';
import { creditAmountBounds, isWithinBounds, MIN_AMOUNT, progressPaid } from '../../../src/domain/limits';
import { asCentavos, pesos } from '../../../src/domain/money';
import { isConsonant, significantWords, usedFirstName } from '../../../src/domain/names';
import { formatRate, isPersonalLoanMsiTerm, rateFractionToBps } from '../../../src/domain/rates';
import { isValidRfc, rfcCheckDigit, rfcHomoclave } from '../../../src/domain/rfc';
import { BORN_ABROAD, CURP_STATE_CODES, findState } from '../../../src/domain/states';
import { adultAge } from '../../../src/domain/validation';
import { ANA_CURP } from '../../fixtures/samples.ts';

const DIGITS_17 = '01218000011835997';
const CLABE = '012180000118359975'; // BBVA, valid check digit

describe('CLABE: only digits, from the first character to the last', () => {
  it('a check digit needs exactly 17 digits', () => {
    expect(clabeCheckDigit(DIGITS_17)).toBe(5);
    for (const bad of [`a${DIGITS_17}`, `${DIGITS_17}a`, `a${DIGITS_17.slice(1)}`]) {
      expect(() => clabeCheckDigit(bad)).toThrow(
        new RangeError('A CLABE check digit needs exactly 17 digits'),
      );
    }
  });

  it('parts only of 18 digits', () => {
    expect(clabeParts(CLABE)?.bankCode).toBe('012');
    expect(clabeParts(`a${CLABE}`)).toBeNull();
    expect(clabeParts(`${CLABE}a`)).toBeNull();
  });

  it('a letter anywhere is an invalid entry, not a length problem', () => {
    expect(validateClabe(CLABE)).toBeNull();
    expect(validateClabe('12a')).toBe('El dato ingresado no es válido');
    expect(validateClabe('a12')).toBe('El dato ingresado no es válido');
    expect(validateClabe(`${CLABE}a`)).toBe('El dato ingresado no es válido');
  });
});

describe('limits', () => {
  it('a personal loan is bounded by the available limit alone, whatever the price', () => {
    const bounds = (['PERSONAL_LOAN', 'STORE'] as const).map((t) =>
      creditAmountBounds(t, pesos(15_000), pesos(10_000)),
    );
    expect(bounds).toEqual([
      { min: MIN_AMOUNT, max: pesos(15_000) },
      { min: MIN_AMOUNT, max: pesos(9_000) },
    ]);
  });

  it('the bounds include both ends', () => {
    const bounds = { min: MIN_AMOUNT, max: pesos(9_000) };
    const amounts = [MIN_AMOUNT, pesos(9_000), asCentavos(MIN_AMOUNT - 1)];
    expect(amounts.map((a) => isWithinBounds(a, bounds))).toEqual([true, true, false]);
  });

  it('nothing disbursed is nothing paid', () => {
    const paid = [progressPaid(asCentavos(0), asCentavos(0)), progressPaid(pesos(100), asCentavos(0))];
    expect([...paid, progressPaid(pesos(250), pesos(1_000))]).toEqual([0, 0, 75]);
  });
});

describe('rates', () => {
  it('an interest-free rate of 0 from the API is 0 basis points; a negative or unknown one is refused', () => {
    expect([rateFractionToBps(0), rateFractionToBps(0.6)]).toEqual([0, 6000]);
    expect(() => rateFractionToBps(-0.01)).toThrow(new RangeError('Invalid rate: -0.01'));
    expect(() => rateFractionToBps(Number.NaN)).toThrow(new RangeError('Invalid rate: NaN'));
  });

  it('formats whole, non-negative basis points only', () => {
    expect([formatRate(0), formatRate(725)]).toEqual(['0.00%', '7.25%']);
    expect(() => formatRate(-100)).toThrow(new RangeError('Invalid rate: -100'));
    expect(() => formatRate(72.5)).toThrow(new RangeError('Invalid rate: 72.5'));
  });

  it('a personal loan is interest-free only on an offered term up to 12 months', () => {
    const terms = [
      [12, true],
      [5, true],
      [15, true],
      [12, false],
    ] as const;
    expect(terms.map(([months, offered]) => isPersonalLoanMsiTerm(months, offered))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('dates: strict days and clear refusals', () => {
  it('reads only a whole YYYY-MM-DD that names a real day', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of 'x2026-01-01 2026-01-01x 2026-02-30 2026-13-01 2026-00-10 2026-01-00'.split(' ')) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('names the bad input when it refuses', () => {
    expect(() => mexicoCityDay('ayer')).toThrow(new RangeError('Invalid date: ayer'));
    expect(() => toCalendarDay('2026-02-30')).toThrow(new RangeError('Invalid date: 2026-02-30'));
    expect(() => addMonths('2026-01-31', 1.5)).toThrow(new RangeError('Months must be an integer, got 1.5'));
  });
});

describe('fields: the basic validators', () => {
  it('reads nothing as empty text', () => {
    expect([text(null), text(undefined), text('  ana ')]).toEqual(['', '', 'ana']);
  });

  it('an e-mail is the whole value, nothing before or after it', () => {
    const invalid = 'El dato ingresado no es válido';
    const emails = ['ana.torres@correo.mx', 'ana torres@correo.mx', 'ana@correo.mx x'].map((e) => email(e));
    expect(emails).toEqual([null, invalid, invalid]);
  });

  it('a password counts every character as typed, spaces included', () => {
    const counted = ['abc', ' abc dé ', ''].map((typed) => minCharacters(8)(typed));
    expect(counted).toEqual(['El campo debe tener al menos 8 caracteres', null, null]);
  });

  it('a field without a rule has no message', () => {
    const errors = validateFields({ a: 'x', b: '' }, { a: undefined, b: required });
    expect(errors).toEqual({ b: 'El campo es requerido' });
  });
});

describe('names and states for the CURP and RFC', () => {
  const none = new Set<string>();

  it('skips every written form of MARÍA and JOSÉ in a compound first name', () => {
    const names = ['Ma Guadalupe', 'M. Elena', 'J Luis', 'Ma'].map((name) => usedFirstName(name, none));
    expect(names).toEqual(['GUADALUPE', 'ELENA', 'LUIS', 'MA']);
  });

  it('a blank name has no words', () => {
    expect([significantWords('', none), significantWords('   ', none)]).toEqual([[], []]);
  });

  it('a consonant is one letter', () => {
    expect(['B', 'Ñ', 'A', 'AB', 'BA'].map((l) => isConsonant(l))).toEqual([true, true, false, false, false]);
  });

  it('born abroad is found by its code, value or label, and NE is a CURP entity', () => {
    for (const typed of ['NE', 'nacido en el extranjero']) expect(findState(typed)).toBe(BORN_ABROAD);
    const abroad = { value: 'NACIDO EN EL EXTRANJERO', label: 'Nacido en el extranjero', curpCode: 'NE' };
    expect(BORN_ABROAD).toEqual(abroad);
    expect(CURP_STATE_CODES.has('NE')).toBe(true);
    expect(CURP_STATE_CODES.size).toBe(33);
  });
});

describe('CURP and RFC: whole keys, clear refusals', () => {
  const CURP = ANA_CURP;

  it('a CURP is the whole text', () => {
    expect([CURP, `${CURP}X`, `X${CURP}`].map((c) => isValidCurp(c))).toEqual([true, false, false]);
  });

  it('a CURP with the right check digit still needs a real date and a real entity', () => {
    const withState = (state: string) => {
      const first17 = `${CURP.slice(0, 11)}${state}${CURP.slice(13, 17)}`;
      return first17 + curpCheckDigit(first17);
    };
    expect(parseCurp(withState('YN'))?.stateCode).toBe('YN');
    expect(parseCurp(withState('ZZ'))).toBeNull();
    const badDate = `${CURP.slice(0, 6)}13${CURP.slice(8, 17)}`;
    expect(parseCurp(badDate + curpCheckDigit(badDate))).toBeNull();
  });

  it('the CURP check digit refuses what it cannot read', () => {
    expect(() => curpCheckDigit('TOMA95')).toThrow(new RangeError('A CURP check digit needs 17 characters'));
    expect(() => curpCheckDigit('TOMA950717MYNRNN*')).toThrow(new RangeError('Invalid CURP character: *'));
  });

  it('an RFC is the whole text, its homoclave letters or digits', () => {
    const base = 'BUEI000229A9';
    const rfc = base + rfcCheckDigit(base);
    expect([rfc, `${rfc}X`, `1${rfc}`].map((r) => isValidRfc(r))).toEqual([true, false, false]);
  });

  it('29 February 2000 is a real RFC date (yymmdd names no century)', () => {
    const base = 'BUEI00022903';
    expect(rfcCheckDigit(base)).toBe('0');
    expect(isValidRfc(`${base}0`)).toBe(true);
    expect(isValidRfc('BUEI010229030')).toBe(false);
  });

  it('the RFC check character refuses what it cannot read', () => {
    expect(() => rfcCheckDigit('BUEI')).toThrow(new RangeError('An RFC check character needs 12 characters'));
    expect(() => rfcCheckDigit('BUEI000229A*')).toThrow(new RangeError('Invalid RFC character: *'));
  });

  it('the homoclave ignores characters that are not letters, digits, spaces or &', () => {
    expect(rfcHomoclave('ANA', "D'AMICO", 'LOPEZ')).toBe(rfcHomoclave('ANA', 'DAMICO', 'LOPEZ'));
  });

  it('the birth-date rule counts on the current date by default', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-06-01T18:00:00Z'));
      expect(adultAge()('2008-06-01')).toBeNull();
      expect(adultAge()('2008-06-02')).toBe('Debes tener al menos 18 años');
    } finally {
      vi.useRealTimers();
    }
  });
});
