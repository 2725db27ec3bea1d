import { describe, expect, it } from 'vitest';
import { lastYears, MONTHS, monthLabel, parseBirthDate } from '../../../src/domain/calendar.ts';
import {
  COMMON_FIRST_NAMES,
  CURP_PARTICLES,
  normalizeName,
  RFC_PARTICLES,
  significantWords,
  usedFirstName,
  usedSurname,
} from '../../../src/domain/names.ts';
import {
  BORN_ABROAD,
  COUNTRIES,
  CURP_STATE_CODES,
  curpStateCode,
  findState,
  isMexico,
  STATES,
} from '../../../src/domain/states.ts';

describe('names', () => {
  it('upper-cases, removes accents and dieresis, keeps Ñ and collapses spaces', () => {
    const names = ['  maría   del Pilar ', 'Argüelles Íñiguez', 'n\u0303un\u0303ez', null].map(normalizeName);
    expect(names).toEqual(['MARIA DEL PILAR', 'ARGUELLES IÑIGUEZ', 'ÑUÑEZ', '']);
  });

  it('drops particles but keeps a surname made only of particles', () => {
    const words = ['de la Torre', 'de la O', 'DE LA'].map((s) => significantWords(s, CURP_PARTICLES));
    expect(words).toEqual([['TORRE'], ['O'], ['DE', 'LA']]);
    expect(usedSurname('Van der Berg', CURP_PARTICLES)).toBe('BERG');
    expect(usedSurname(undefined, CURP_PARTICLES)).toBe('');
    // MI is a particle for the SAT only.
    expect(usedSurname('MI CASA', RFC_PARTICLES)).toBe('CASA');
    expect(usedSurname('MI CASA', CURP_PARTICLES)).toBe('MI');
  });

  it('skips MARIA/JOSE and their abbreviations only at the start of a compound name', () => {
    const typed = ['MARIA JOSE', 'JOSE MARIA', 'Ma. de la Luz', 'J. Jesús', 'María', 'Ana María'];
    const used = typed.map((name) => usedFirstName(name, CURP_PARTICLES));
    expect(used).toEqual(['JOSE', 'MARIA', 'LUZ', 'JESUS', 'MARIA', 'ANA']);
    expect(COMMON_FIRST_NAMES.has('MARIA')).toBe(true);
  });
});

describe('states', () => {
  it('lists the 32 states with unique values and codes, in alphabetical order of value', () => {
    expect(STATES).toHaveLength(32);
    expect(new Set(STATES.map((s) => s.value)).size).toBe(32);
    expect(new Set(STATES.map((s) => s.curpCode)).size).toBe(32);
    expect(STATES.map((s) => s.value)).toEqual([...STATES.map((s) => s.value)].sort());
    for (const state of STATES) {
      expect(state.value).toMatch(/^[A-Z ]+$/);
      expect(state.curpCode).toMatch(/^[A-Z]{2}$/);
    }
    expect(CURP_STATE_CODES.size).toBe(33);
  });

  it('uses the RENAPO codes and Spanish labels', () => {
    expect(findState('MEXICO')).toEqual({ value: 'MEXICO', label: 'Estado de México', curpCode: 'MC' });
    const cdmx = { value: 'CIUDAD DE MEXICO', label: 'Ciudad de México', curpCode: 'DF' };
    expect(findState('CIUDAD DE MEXICO')).toEqual(cdmx);
    expect(findState('NUEVO LEON')?.label).toBe('Nuevo León');
    const codes = ['BAJA CALIFORNIA SUR', 'CHIHUAHUA', 'CHIAPAS', 'QUINTANA ROO'].map(
      (s) => findState(s)?.curpCode,
    );
    expect(codes).toEqual(['BS', 'CH', 'CS', 'QR']);
  });

  it('finds a state by value, label or code ignoring case and accents', () => {
    expect(findState('Yucatán')?.curpCode).toBe('YN');
    expect(findState('yn')?.value).toBe('YUCATAN');
    expect(findState('Estado de México')?.curpCode).toBe('MC');
    expect(findState('ne')).toBe(BORN_ABROAD);
    expect([findState('ATLANTIDA'), findState('')]).toEqual([undefined, undefined]);
  });

  it('gives NE for a birth country other than Mexico', () => {
    const jalisco = [
      curpStateCode('JALISCO', 'MEXICO'),
      curpStateCode('JALISCO', 'México'),
      curpStateCode('JALISCO'),
    ];
    expect(jalisco).toEqual(['JC', 'JC', 'JC']);
    expect([curpStateCode(null, 'ESPAÑA'), curpStateCode('ATLANTIDA', 'MEXICO')]).toEqual(['NE', undefined]);
  });

  it('offers only Mexico as a country', () => {
    expect(COUNTRIES).toEqual([{ value: 'MEXICO', label: 'México' }]);
    expect([isMexico('mexico'), isMexico('GUATEMALA')]).toEqual([true, false]);
  });
});

describe('calendar', () => {
  it('lists the months 01–12 in Spanish', () => {
    expect(MONTHS).toHaveLength(12);
    const some = [
      { value: '01', label: 'Enero' },
      { value: '09', label: 'Septiembre' },
    ];
    expect([MONTHS[0], MONTHS[8], MONTHS[11]]).toEqual([...some, { value: '12', label: 'Diciembre' }]);
    expect([monthLabel(7), monthLabel(13)]).toEqual(['Julio', undefined]);
  });

  it('lists the last 100 years, newest first, counting the year in Mexico City', () => {
    const years = lastYears(new Date('2026-11-21T12:00:00Z'));
    expect([years.length, years[0], years[99]]).toEqual([100, 2026, 1927]);
    // 1 January 2027 at 03:00 UTC is still 31 December 2026 in Mexico City.
    expect(lastYears(new Date('2027-01-01T03:00:00Z'))[0]).toBe(2026);
    expect(lastYears(new Date('2027-01-01T07:00:00Z'))[0]).toBe(2027);
    expect(lastYears(new Date('2026-06-01T00:00:00Z'), 3)).toEqual([2026, 2025, 2024]);
  });

  it('reads birth dates typed as yyyy/mm/dd, yyyy-mm-dd or ISO date-times', () => {
    const day = { year: 1995, month: 7, day: 17 };
    for (const typed of ['1995/07/17', '1995-07-17', '1995-07-17T00:00:00.000Z', day])
      expect(parseBirthDate(typed)).toEqual(day);
    expect(parseBirthDate('2000/02/29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it.each(['2001/02/29', '1995/13/01', '1995/00/10', '1995/07/32', '17/07/1995', '1995/7/17', 'ayer', ''])(
    'rejects %j',
    (text) => {
      expect(parseBirthDate(text)).toBeNull();
    },
  );
});
