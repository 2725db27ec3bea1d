import { describe, expect, it } from 'vitest';
import {
  CURP_INCONVENIENT_WORDS,
  type CurpData,
  curpCheckDigit,
  curpLetters,
  generateCurp,
  isValidCurp,
  parseCurp,
} from '../../../src/domain/curp.ts';
import { ANA_CURP } from '../../fixtures/samples.ts';

const person = (overrides: Partial<CurpData>): CurpData => ({
  name: 'JUAN',
  firstSurname: 'PEREZ',
  secondSurname: 'LOPEZ',
  sex: 'H',
  dateOfBirth: '1990/01/01',
  stateOfBirth: 'CIUDAD DE MEXICO',
  ...overrides,
});

describe('examples of the RENAPO Instructivo Normativo (criterios de excepción)', () => {
  it.each([
    ['ALBERTO', 'ÑANDO', 'RODRIGUEZ', 'XARA', 'Ñ as first letter'],
    ['MARIA LUISA', 'PEREZ', 'HERNANDEZ', 'PEHL', 'compound name starting with MARIA'],
    ['LUIS ENRIQUE', 'ROMERO', 'PALAZUELOS', 'ROPL', 'compound name'],
    ['JUAN JOSE', 'D/AMICO', 'ALVAREZ', 'DXAJ', 'special character'],
    ['ROCIO', 'RIVA PALACIO', 'CRUZ', 'RICR', 'compound surname'],
    ['CARLOS', 'MC GREGOR', 'LOPEZ', 'GELC', 'particle'],
    ['OFELIA', 'PEDRERO', 'DOMINGUEZ', 'PXDO', 'inconvenient word PEDO'],
    ['ANDRES', 'ICH', 'RODRIGUEZ', 'IXRA', 'no inner vowel'],
  ])('%s %s %s → %s (%s)', (name, firstSurname, secondSurname, expected) => {
    expect(curpLetters(name, firstSurname, secondSurname)).toBe(expected);
  });

  it.each([
    ['ALBERTO', 'OÑATE', 'RODRIGUEZ', 'XDL', 'Ñ as inner consonant'],
    ['MA. DE LOS ANGELES', 'MORENO', 'SANCHEZ', 'RNN', 'compound name starting with MA.'],
  ])('%s %s %s → inner consonants %s (%s)', (name, firstSurname, secondSurname, expected) => {
    const curp = generateCurp({
      name,
      firstSurname,
      secondSurname,
      sex: 'H',
      dateOfBirth: '1980/01/01',
      stateOfBirth: 'DF',
    });
    expect(curp?.slice(13, 16)).toBe(expected);
  });
});

describe('generateCurp', () => {
  it('builds the sign-up example ANA LUISA TORRES MENDEZ', () => {
    const ana = { name: 'ANA LUISA', firstSurname: 'TORRES', secondSurname: 'MENDEZ', sex: 'M' } as const;
    const born = { dateOfBirth: '1995-07-17', stateOfBirth: 'YUCATAN', countryOfBirth: 'MEXICO' };
    expect(generateCurp({ ...ana, ...born })).toBe(ANA_CURP);
  });

  // The RENAPO Instructivo Normativo's example, published ones with accents and state labels or codes, a MARIA or
  // JOSE compound (the second name), particles in the surnames (DE LA, DEL, MC), Ñ as X (first letter, inner
  // consonant), and an inconvenient word (RENAPO Anexo 2: BUEI → BXEI).
  it.each([
    ['Ricardo', 'Alamán', 'Pérez', 'H', '1963/03/21', 'CIUDAD DE MEXICO', 'AAPR630321HDFLRC09'], // the RENAPO Instructivo Normativo
    ['Luis Raúl', 'Bello', 'Mena', 'H', '1992/03/13', 'Estado de México', 'BEML920313HMCLNS09'], // accents, a state label
    ['Gloria', 'Hernández', 'García', 'M', '1956-04-27', 'VZ', 'HEGG560427MVZRRL04'], // accents, a state code
    ['María José', 'López', 'Ruiz', 'M', '2001/02/03', 'JALISCO', 'LORJ010203MJCPZSA0'], // MARIA compound: the second name
    ['JOSE LUIS', 'GARCIA', 'HERNANDEZ', 'H', '1988/11/30', 'NUEVO LEON', 'GAHL881130HNLRRS04'], // JOSE compound: the second name
    ['JUAN CARLOS', 'DE LA ROSA', 'DEL VALLE', 'H', '1979/05/08', 'PUEBLA', 'ROVJ790508HPLSLN00'], // particles DE LA, DEL in the surnames
    ['PATRICK', 'MC GREGOR', 'SMITH', 'H', '1990/01/15', 'NE', 'GESP900115HNERMT09'], // particle MC in the surname
    ['JUAN', 'ÑUÑEZ', 'PEÑA', 'H', '1970/12/01', 'OAXACA', 'XUPJ701201HOCXXN01'], // Ñ as X, first letter and inner consonant
    ['Ma. de Lourdes', 'Álvarez', 'Íñiguez', 'M', '1999/12/31', 'QUERETARO', 'AAIL991231MQTLXR01'], // Ñ as X, with Ma. skipped
    ['IGNACIO', 'BUENDIA', 'ESTRADA', 'H', '2003/09/10', 'CHIAPAS', 'BXEI030910HCSNSGA9'], // inconvenient word BUEI → BXEI (RENAPO Anexo 2)
  ] as const)(
    '%s %s %s (%s, %s, %s) → %s',
    (name, firstSurname, secondSurname, sex, dateOfBirth, stateOfBirth, curp) => {
      expect(generateCurp({ name, firstSurname, secondSurname, sex, dateOfBirth, stateOfBirth })).toBe(curp);
    },
  );

  it('keeps MARIA or JOSE when it is the only name, and a name that merely starts with MA', () => {
    const names = ['MARIA', 'JOSE', 'MARCO ANTONIO', 'LUZ MARIA'].map((n) =>
      curpLetters(n, 'PEREZ', 'LOPEZ'),
    );
    expect(names).toEqual(['PELM', 'PELJ', 'PELM', 'PELL']);
  });

  it('skips the abbreviations MA. and J. and the particles of a compound first name', () => {
    const names = ['MA. DEL CARMEN', 'J. GUADALUPE', 'MARIA DE LOS ANGELES'].map((n) =>
      curpLetters(n, 'RUIZ', 'SOTO'),
    );
    expect(names).toEqual(['RUSC', 'RUSG', 'RUSA']);
  });

  it('writes X for a missing second surname (position 3 and its inner consonant)', () => {
    const expected = 'RAXC850601HSRMXR03';
    const carlos = { name: 'CARLOS', firstSurname: 'RAMIREZ' };
    const data = person({ ...carlos, dateOfBirth: '1985/06/01', stateOfBirth: 'SONORA' });
    expect(generateCurp({ ...data, secondSurname: '' })).toBe(expected);
    expect(generateCurp({ ...data, secondSurname: null })).toBe(expected);
    expect(generateCurp({ ...data, secondSurname: '   ' })).toBe(expected);
    // A single surname typed in the second field is still the first surname.
    expect(generateCurp({ ...data, firstSurname: '', secondSurname: 'RAMIREZ' })).toBe(expected);
  });

  it('replaces the second letter of an inconvenient word with X only when the four letters form one', () => {
    expect(curpLetters('ENRIQUETA', 'MARTINEZ', 'MARQUEZ')).toBe('MXME');
    expect(curpLetters('ENRIQUETA', 'MARTINEZ', 'SANCHEZ')).toBe('MASE');
  });

  it('holds the 81 words of the catalogue', () => {
    expect(CURP_INCONVENIENT_WORDS.size).toBe(81);
    for (const word of CURP_INCONVENIENT_WORDS) expect(word).toMatch(/^[A-Z]{4}$/);
  });

  it('writes X for a surname without an inner vowel or consonant, and for special characters', () => {
    const letters = ['ICH', "D'ANGELO", '-PEREZ'].map((surname) => curpLetters('ANA', surname, 'LOPEZ'));
    expect(letters).toEqual(['IXLA', 'DXLA', 'XELA']);
  });

  it('uses the century character: 0 before 2000, A from 2000', () => {
    expect(generateCurp(person({ dateOfBirth: '1999/12/31' }))?.[16]).toBe('0');
    const born2000 = generateCurp(person({ dateOfBirth: '2000/01/01' }));
    expect([born2000?.[16], born2000?.slice(4, 10)]).toEqual(['A', '000101']);
  });

  it('uses NE for a person born abroad', () => {
    const abroad = [
      person({ countryOfBirth: 'ESTADOS UNIDOS', stateOfBirth: '' }),
      person({ stateOfBirth: 'NE' }),
    ];
    for (const data of abroad) expect(generateCurp(data)?.slice(11, 13)).toBe('NE');
  });

  it('reads ISO date-times by their date part and CalendarDay values', () => {
    const expected = generateCurp(person({ dateOfBirth: '1990/07/05' }));
    expect(generateCurp(person({ dateOfBirth: '1990-07-05T00:00:00.000Z' }))).toBe(expected);
    expect(generateCurp(person({ dateOfBirth: { year: 1990, month: 7, day: 5 } }))).toBe(expected);
  });

  it('returns null for incomplete or invalid data', () => {
    const wrong: Partial<CurpData>[] = [{ name: ' ' }, { firstSurname: '', secondSurname: '' }];
    wrong.push({ dateOfBirth: '1990/02/30' }, { dateOfBirth: '' }, { stateOfBirth: 'ATLANTIDA' });
    wrong.push({ stateOfBirth: null }, { sex: 'X' as 'H' });
    for (const data of wrong) expect(generateCurp(person(data)), JSON.stringify(data)).toBeNull();
  });

  it('always produces a CURP that passes isValidCurp', () => {
    const curp = generateCurp(person({ name: 'Ángel', firstSurname: 'Núñez', secondSurname: 'O’Brien' }));
    expect(curp).not.toBeNull();
    expect(isValidCurp(curp!)).toBe(true);
  });
});

describe('curpCheckDigit', () => {
  it.each([
    [ANA_CURP],
    ['BEML920313HMCLNS09'],
    ['HEGG560427MVZRRL04'],
    ['AAPR630321HDFLRC09'],
    ['XUPJ701201HOCXXN01'],
  ])('matches the last character of the valid CURP %s', (curp) => {
    expect(curpCheckDigit(curp.slice(0, 17))).toBe(curp[17]);
  });

  it('gives 0 when the weighted sum is a multiple of 10 and weighs Ñ between N and O', () => {
    expect(curpCheckDigit('LORJ010203MJCPZSA')).toBe('0');
    // Ñ (24) and O (25) differ by one, multiplied by weight 18 of the first position.
    const withN = Number(curpCheckDigit('NAAA000000HDFXXXA'));
    const withEnye = Number(curpCheckDigit('ÑAAA000000HDFXXXA'));
    expect((withN - withEnye + 10) % 10).toBe(8);
  });

  it('rejects text that is too short or outside the alphabet', () => {
    for (const bad of ['TOMA950717MYN', 'TOMA950717MYNRN-0'])
      expect(() => curpCheckDigit(bad)).toThrow(RangeError);
  });
});

describe('isValidCurp and parseCurp', () => {
  it('accepts well-formed CURPs with a matching check digit', () => {
    for (const curp of [ANA_CURP, 'BXEI030910HCSNSGA9']) expect(isValidCurp(curp)).toBe(true);
  });

  it.each([
    ['TOMA950717MYNRNN03', 'wrong check digit'],
    ['toma950717mynrnn02', 'lower case'],
    ['TOMA950717MYNRNN0', 'too short'],
    ['TOMA950717MYNRNN022', 'too long'],
    ['TOMA950231MYNRNN02', 'impossible date'],
    ['TOMA950717MZZRNN02', 'unknown state'],
    ['TOMA950717QYNRNN02', 'unknown sex'],
    ['TBMA950717MYNRNN02', 'second letter not a vowel or X'],
    ['TOMA950717MYNRAN02', 'vowel among the inner consonants'],
    ['GODE561231HDFRRN09', 'check digit of a made-up example'],
  ])('rejects %s (%s)', (curp) => {
    expect(isValidCurp(curp)).toBe(false);
  });

  it('reads the century from position 17', () => {
    expect(parseCurp(ANA_CURP)).toEqual({ dateOfBirth: '1995-07-17', sex: 'M', stateCode: 'YN' });
    expect(parseCurp('BXEI030910HCSNSGA9')).toEqual({ dateOfBirth: '2003-09-10', sex: 'H', stateCode: 'CS' });
    expect(parseCurp('TOMA950717MYNRNN03')).toBeNull();
  });
});

describe('one surname (sign-up: "No tengo segundo apellido")', () => {
  it('RENAPO: X at position 3 and at position 15, a valid CURP with its check digit', () => {
    const juan = { name: 'Juan', firstSurname: 'Martínez', secondSurname: null, sex: 'H' } as const;
    const curp = generateCurp(person({ ...juan, dateOfBirth: '1995/07/17', stateOfBirth: 'YUCATAN' }));
    expect(curp?.slice(0, 17)).toBe('MAXJ950717HYNRXN0');
    expect(curp?.[17]).toBe(curpCheckDigit('MAXJ950717HYNRXN0'));
    expect(isValidCurp(curp ?? '')).toBe(true);
  });
});
