/**
 * CURP (Clave Única de Registro de Población): generation from personal data, check digit and validation.
 *
 * Rules from RENAPO, "Instructivo Normativo para la Asignación de la Clave Única de Registro de Población"
 * (DOF 18/10/2021):
 * - 1–4: first surname's initial and first inner vowel, second surname's initial (X when there is no
 *   second surname), first name's initial (the second name when a compound name starts with MARÍA or JOSÉ,
 *   or MA., MA, M., J., J). Particles (DE, DEL, LA, LOS, MC, VON, Y, …) are skipped; Ñ and any character
 *   that is not a letter A–Z are written X; a missing inner vowel is X.
 * - Anexo 2 "Catálogo de palabras inconvenientes": when 1–4 form one of its words, its second letter is
 *   replaced by X (`BUEI` → `BXEI`, `MAME` → `MXME`). (The SAT replaces the last letter instead: see rfc.ts.)
 * - 5–10 birth date yymmdd; 11 sex H/M; 12–13 entity code (states.ts; NE when born abroad);
 * - 14–16: first inner consonant of the first surname, the second surname and the used first name
 *   (X when there is none, or it is Ñ);
 * - 17: homonymy differentiator assigned by RENAPO: a digit for births before 2000, a letter from 2000.
 *   A generated CURP uses `0` or `A`, the first value of each range;
 * - 18: check digit, weighted mod 10 over the 17 characters with the alphabet `0-9 A-N Ñ O-Z`.
 */

import { parseBirthDate } from './calendar.ts';
import { type CalendarDay, formatIdentifierDate, toIsoDate } from './dates.ts';
import { CURP_PARTICLES, firstInnerConsonant, firstInnerVowel, usedFirstName, usedSurname } from './names.ts';
import { CURP_STATE_CODES, curpStateCode } from './states.ts';

export type Sex = 'H' | 'M';

export interface CurpData {
  name: string;
  firstSurname: string;
  /** Empty or missing when the person has a single surname. */
  secondSurname?: string | null;
  sex: Sex;
  /** `yyyy/mm/dd`, `yyyy-mm-dd`, an ISO date-time (date part as written) or a calendar day. */
  dateOfBirth: string | CalendarDay;
  /** State value, label or CURP code (`'YUCATAN'`, `'Yucatán'`, `'YN'`). */
  stateOfBirth?: string | null;
  /** When given and not Mexico, the entity code is NE. */
  countryOfBirth?: string | null;
}

/** RENAPO Anexo 2, "Catálogo de palabras inconvenientes" (81 words). */
export const CURP_INCONVENIENT_WORDS: ReadonlySet<string> = new Set(
  (
    'BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO ' +
    'GETA GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO ' +
    'LOCA LOCO LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE ' +
    'PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY'
  ).split(' '),
);

/** Alphabet of the check digit: position = value (Ñ between N and O). */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

const CURP_PATTERN = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/;

/** A letter A–Z as it is; Ñ, special characters and a missing letter become X. */
// Stryker disable next-line Regex: `char` is one character, so the anchors cannot change the answer
const keyLetter = (char: string | undefined): string => (char && /^[A-Z]$/.test(char) ? char : 'X');

/** The four letters (positions 1–4) after the inconvenient-word rule. */
export function curpLetters(name: string, firstSurname: string, secondSurname?: string | null): string {
  const { first, second, given } = curpNameParts(name, firstSurname, secondSurname);
  const letters =
    keyLetter(first[0]) + keyLetter(firstInnerVowel(first)) + keyLetter(second[0]) + keyLetter(given[0]);
  return CURP_INCONVENIENT_WORDS.has(letters) ? `${letters[0]}X${letters.slice(2)}` : letters;
}

function curpNameParts(name: string, firstSurname: string, secondSurname?: string | null) {
  let first = usedSurname(firstSurname, CURP_PARTICLES);
  let second = usedSurname(secondSurname, CURP_PARTICLES);
  // A single surname is the first surname, whichever field it was typed in.
  if (!first) [first, second] = [second, ''];
  return { first, second, given: usedFirstName(name, CURP_PARTICLES) };
}

/**
 * The 17 characters before the check digit, or null when the data is incomplete or invalid
 * (no name or surname, impossible date, unknown state).
 */
export function curpWithoutCheckDigit(data: CurpData): string | null {
  const { first, second, given } = curpNameParts(data.name, data.firstSurname, data.secondSurname);
  const birth = parseBirthDate(data.dateOfBirth);
  const state = curpStateCode(data.stateOfBirth, data.countryOfBirth);
  if (!first || !given || !birth || !state || (data.sex !== 'H' && data.sex !== 'M')) return null;
  const consonant = (word: string) => keyLetter(firstInnerConsonant(word));
  return (
    curpLetters(data.name, data.firstSurname, data.secondSurname) +
    formatIdentifierDate(birth) +
    data.sex +
    state +
    consonant(first) +
    (second ? consonant(second) : 'X') +
    consonant(given) +
    (birth.year < 2000 ? '0' : 'A')
  );
}

/** Generates the CURP (18 characters), or null when the data is incomplete or invalid. */
export function generateCurp(data: CurpData): string | null {
  const base = curpWithoutCheckDigit(data);
  return base && base + curpCheckDigit(base);
}

/**
 * Check digit of the first 17 characters: Σ value(cᵢ) × (18 − i), i = 0…16, then (10 − Σ mod 10) mod 10.
 * Throws a RangeError when the text is not 17 characters of the CURP alphabet.
 */
export function curpCheckDigit(first17: string): string {
  if (first17.length < 17) throw new RangeError('A CURP check digit needs 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CHECK_ALPHABET.indexOf(first17[i]!);
    if (value < 0) throw new RangeError(`Invalid CURP character: ${first17[i]}`);
    sum += value * (18 - i);
  }
  return String((10 - (sum % 10)) % 10);
}

export interface CurpParts {
  /** `YYYY-MM-DD`; the century comes from position 17 (digit: 1900s, letter: 2000s). */
  dateOfBirth: string;
  sex: 'H' | 'M' | 'X';
  stateCode: string;
}

/** Reads the birth date, sex and entity of a valid CURP; null when `isValidCurp` is false. */
export function parseCurp(curp: string): CurpParts | null {
  if (!CURP_PATTERN.test(curp)) return null;
  const year = (/\d/.test(curp[16]!) ? 1900 : 2000) + Number(curp.slice(4, 6));
  const birth = parseBirthDate(`${year}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`);
  const stateCode = curp.slice(11, 13);
  if (!birth || !CURP_STATE_CODES.has(stateCode) || curpCheckDigit(curp) !== curp[17]) return null;
  return {
    dateOfBirth: toIsoDate(birth),
    sex: curp[10] as CurpParts['sex'],
    stateCode,
  };
}

/**
 * True for a well-formed CURP: 18 upper-case characters in the official structure, a real birth date,
 * a known entity code, and a matching check digit.
 */
export function isValidCurp(curp: string): boolean {
  return parseCurp(curp) !== null;
}
