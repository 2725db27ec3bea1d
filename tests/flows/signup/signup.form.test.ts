/**
 * The sign-up forms' pure rules (machines/signup/form.ts), spec §3 fields, §4 CURP lookup and manual mode, §5
 * validation: phone normalisation, the birth date, upper-cased fields, which errors the personal data show, when
 * manual mode can generate CURP and RFC (and what it clears), what a typed CURP and a lookup fill in.
 */
import { describe, expect, it } from 'vitest';
import {
  birthDateOf,
  EMPTY_PERSONAL,
  errorFieldOf,
  fromCurpLookup,
  fromTypedCurp,
  generatedIdentifiers,
  hasIdentitySources,
  isBornAbroad,
  normalizePhone,
  type PersonalValues,
  toValidationValues,
  validatePersonal,
  withField,
  withGeneratedIdentifiers,
} from '../../../machines/signup/form';
import type { CurpPersonalData } from '../../../src/api/contract/clients';
import { curpCheckDigit } from '../../../src/domain/curp';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import { foundInMexico, MANUAL_ENTRY } from '../../fixtures/signup.ts';

const NOW = Date.UTC(2026, 0, 15, 18);
const REQUIRED = 'El campo es requerido';

/** Ana Luisa Torres Méndez, born in Yucatán on 17/07/1995 (the fixtures' manual entry). */
const ANA: PersonalValues = { ...EMPTY_PERSONAL, ...Object.fromEntries(MANUAL_ENTRY) };

const MARIA: CurpPersonalData = foundInMexico;

describe('the empty personal-data form (spec §3)', () => {
  it('defaults to Mujer, Mexican, born in Mexico, terms unticked, with a second surname', () => {
    const blank = [
      'name',
      'firstSurname',
      'secondSurname',
      'stateOfBirth',
      'birthDay',
      'birthMonth',
      'birthYear',
    ];
    expect(EMPTY_PERSONAL).toEqual({
      ...Object.fromEntries([...blank, 'curp', 'taxpayerId'].map((field) => [field, ''])),
      ...{ sex: 'M', nationality: 'MEXICO', countryOfBirth: 'MEXICO' },
      ...{ termsAndConditions: false, noSecondSurname: false },
    });
  });
});

describe('phone (10 digits)', () => {
  it('keeps the digits of what is typed; a paste of more than 10 keeps the last 10', () => {
    expect(normalizePhone('', '(55) 1234-5678')).toBe('5512345678');
    expect(normalizePhone('', '+52 55 1234 5678')).toBe('5512345678');
    expect(normalizePhone('', '12345678901')).toBe('2345678901');
  });
  it('typing past the 10th digit keeps the first 10', () => {
    expect(normalizePhone('5512345678', '55123456789')).toBe('5512345678');
    // Not a continuation of the full number: the last 10 of the paste.
    expect(normalizePhone('551234567', '55123456789')).toBe('5123456789');
    expect(normalizePhone('9912345678', '55123456789')).toBe('5123456789');
  });
});

describe('birth date and the fields errors report to', () => {
  it('is yyyy/mm/dd once the three pickers are chosen, else empty', () => {
    expect(birthDateOf(ANA)).toBe('1995/07/17');
    for (const picker of ['birthDay', 'birthMonth', 'birthYear'])
      expect(birthDateOf({ ...ANA, [picker]: '' }), picker).toBe('');
  });
  it('the three pickers report to the birth date; every other field to itself', () => {
    for (const picker of ['birthDay', 'birthMonth', 'birthYear'] as const)
      expect(errorFieldOf(picker)).toBe('dateOfBirth');
    for (const field of ['name', 'curp'] as const) expect(errorFieldOf(field)).toBe(field);
  });
  it('CURP and RFC are upper-cased as typed; names are kept as typed', () => {
    expect(withField(ANA, 'curp', 'toma950717')).toMatchObject({ curp: 'TOMA950717' });
    expect(withField(ANA, 'taxpayerId', 'toma950717ab1')).toMatchObject({ taxpayerId: 'TOMA950717AB1' });
    expect(withField(ANA, 'name', 'ana luisa')).toMatchObject({ name: 'ana luisa' });
  });
});

describe('validation of the personal data (spec §5)', () => {
  it('sends the birth date as one value, and no second surname when the person has none', () => {
    const identity = { name: 'Ana Luisa', firstSurname: 'Torres', secondSurname: 'Méndez', sex: 'M' };
    const born = {
      nationality: 'MEXICO',
      countryOfBirth: 'MEXICO',
      stateOfBirth: 'YUCATAN',
      dateOfBirth: '1995/07/17',
    };
    const rest = { curp: '', taxpayerId: '', termsAndConditions: false };
    expect(toValidationValues(ANA)).toEqual({ ...identity, ...born, ...rest });
    expect(toValidationValues({ ...ANA, noSecondSurname: true }).secondSurname).toBe('');
  });
  it("'Segundo apellido' is required unless 'No tengo segundo apellido' is ticked", () => {
    const without = { ...ANA, secondSurname: '' };
    expect(validatePersonal(without, NOW).secondSurname).toBe(REQUIRED);
    expect(validatePersonal({ ...without, noSecondSurname: true }, NOW)).not.toHaveProperty('secondSurname');
    expect(validatePersonal({ ...without, noSecondSurname: true }, NOW)).toHaveProperty('curp', REQUIRED);
  });
  it('counts the age on the given date: 18 the day of the birthday, not the day before', () => {
    const born = { ...ANA, birthYear: '2008', birthMonth: '01', birthDay: '15' };
    expect(validatePersonal(born, NOW)).not.toHaveProperty('dateOfBirth');
    expect(validatePersonal({ ...born, birthDay: '16' }, NOW).dateOfBirth).toBe(
      'Debes tener al menos 18 años',
    );
  });
});

describe("manual mode: CURP and RFC generated from the identity (spec §4 'Sin CURP')", () => {
  it('needs every identity field, trimmed; the second surname only without the box ticked', () => {
    expect(hasIdentitySources(ANA)).toBe(true);
    const names = ['name', 'firstSurname', 'secondSurname'];
    const born = [
      'birthDay',
      'birthMonth',
      'birthYear',
      'stateOfBirth',
      'sex',
      'nationality',
      'countryOfBirth',
    ];
    for (const field of [...names, ...born])
      expect(hasIdentitySources({ ...ANA, [field]: '  ' }), field).toBe(false);
    expect(hasIdentitySources({ ...ANA, secondSurname: '', noSecondSurname: true })).toBe(true);
    // The box excuses the second surname only.
    expect(hasIdentitySources({ ...ANA, name: '', noSecondSurname: true })).toBe(false);
    expect(generatedIdentifiers({ ...ANA, name: '' })).toEqual({ curp: null, rfc: null });
  });

  it('a woman is M, a man H; one surname gives X in the CURP', () => {
    const woman = generatedIdentifiers(ANA);
    expect(woman.curp).toMatch(/^TOMA950717MYNRNN\w\d$/);
    expect(woman.rfc).toMatch(/^TOMA950717\w{3}$/);
    expect(generatedIdentifiers({ ...ANA, sex: 'H' }).curp).toMatch(/^TOMA950717HYN/);
    const one = generatedIdentifiers({ ...ANA, noSecondSurname: true });
    expect(one.curp).toMatch(/^TOXA950717MYN/);
    expect(one.rfc).toMatch(/^TOAN950717/);
  });

  it('regenerates on a change; clears what was generated when it no longer can be; keeps what was typed', () => {
    const generated = withGeneratedIdentifiers(ANA);
    expect(generated.curp).toBe(generatedIdentifiers(ANA).curp);
    expect(generated.taxpayerId).toBe(generatedIdentifiers(ANA).rfc);
    const emptied = { ...generated, name: '' };
    expect(withGeneratedIdentifiers(emptied, generated)).toMatchObject({ curp: '', taxpayerId: '' });
    const typed = { ...emptied, curp: 'TOMA950717MYNRNN09', taxpayerId: 'TOMA950717AB1' };
    expect(withGeneratedIdentifiers(typed, generated)).toMatchObject({
      curp: 'TOMA950717MYNRNN09',
      taxpayerId: 'TOMA950717AB1',
    });
    // Nothing could be generated before either: what is there stays.
    const incomplete = { ...EMPTY_PERSONAL, curp: 'ABC', taxpayerId: 'XYZ' };
    expect(withGeneratedIdentifiers(incomplete)).toMatchObject({ curp: 'ABC', taxpayerId: 'XYZ' });
  });
});

describe('a lookup that found nothing: what the typed CURP says (spec §8)', () => {
  it('fills sex, birth date and state, with the CURP trimmed and upper-cased', () => {
    const born = { sex: 'M', birthYear: '1990', birthMonth: '05', birthDay: '14', stateOfBirth: 'JALISCO' };
    expect(fromTypedCurp({ ...EMPTY_PERSONAL, name: 'Ana', curp: ' logf900514mjcprr02 ' })).toEqual({
      ...{ ...EMPTY_PERSONAL, name: 'Ana', curp: MARIA_CURP },
      ...born,
    });
  });
  it('a man born in the 2000s (a letter in position 17)', () => {
    const first17 = 'LOGF050514HSRPRRA';
    const curp = `${first17}${curpCheckDigit(first17)}`;
    expect(fromTypedCurp({ ...EMPTY_PERSONAL, curp })).toMatchObject({
      sex: 'H',
      birthYear: '2005',
      stateOfBirth: 'SONORA',
    });
  });
  it('a CURP of someone born abroad (NE) fills sex and date; the state stays to be picked', () => {
    // The manual form offers the 32 states only (spec §3: Mexican applicants).
    const first17 = 'LOGF900514MNEPRR0';
    const curp = `${first17}${curpCheckDigit(first17)}`;
    expect(fromTypedCurp({ ...EMPTY_PERSONAL, curp, stateOfBirth: 'SONORA' })).toMatchObject({
      sex: 'M',
      birthYear: '1990',
      stateOfBirth: 'SONORA',
    });
  });
  it('an invalid CURP or one with sex X changes nothing', () => {
    const invalid = { ...EMPTY_PERSONAL, curp: 'LOGF900514MJCPRR03', stateOfBirth: 'SONORA' };
    expect(fromTypedCurp(invalid)).toBe(invalid);
    const first17 = 'LOGF900514XJCPRR0';
    const x = { ...EMPTY_PERSONAL, curp: `${first17}${curpCheckDigit(first17)}` };
    expect(fromTypedCurp(x)).toBe(x);
  });
});

describe('the form filled from a CURP lookup (spec §4)', () => {
  it("the registry's data, trimmed and upper-cased, the birth date in the pickers, the RFC computed", () => {
    const filled = fromCurpLookup(EMPTY_PERSONAL, {
      ...MARIA,
      curp: 'logf900514mjcprr02',
      name: ' MARIA FERNANDA ',
      firstSurname: ' LOPEZ ',
      secondSurname: ' GARCIA ',
      nationality: ' mexico ',
      countryOfBirth: ' mexico ',
    });
    const names = { name: 'MARIA FERNANDA', firstSurname: 'LOPEZ', secondSurname: 'GARCIA', sex: 'M' };
    const born = { nationality: 'MEXICO', countryOfBirth: 'MEXICO', stateOfBirth: 'JALISCO', birthDay: '14' };
    const rest = { birthMonth: '05', birthYear: '1990', curp: MARIA_CURP, noSecondSurname: false };
    expect(filled).toEqual({ ...EMPTY_PERSONAL, ...names, ...born, ...rest, taxpayerId: filled.taxpayerId });
    // SAT skips MARIA as a first name: F from FERNANDA.
    expect(filled.taxpayerId).toMatch(/^LOGF900514\w{3}$/);
  });

  it('born abroad is NE; a state it does not know stays as given; one surname; a bad date leaves the pickers', () => {
    const state = (stateOfBirth: string) =>
      fromCurpLookup(EMPTY_PERSONAL, { ...MARIA, stateOfBirth }).stateOfBirth;
    expect([state('NE'), state('Yucatán'), state('ATLANTIDA')]).toEqual(['NE', 'YUCATAN', 'ATLANTIDA']);
    expect(fromCurpLookup(EMPTY_PERSONAL, { ...MARIA, secondSurname: ' ' })).toMatchObject({
      secondSurname: '',
      noSecondSurname: true,
    });
    const badDate = fromCurpLookup(EMPTY_PERSONAL, { ...MARIA, dateOfBirth: '1990-02-30' });
    expect(badDate).toMatchObject({ birthDay: '', birthMonth: '', birthYear: '', taxpayerId: '' });
  });

  it('born abroad: a country of birth that is not Mexico', () => {
    expect(isBornAbroad(MARIA)).toBe(false);
    expect(isBornAbroad({ ...MARIA, countryOfBirth: 'ESTADOS UNIDOS' })).toBe(true);
  });
});
