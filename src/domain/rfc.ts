/**
 * RFC (Registro Federal de Contribuyentes) of a natural person: generation with homoclave and check
 * character, and validation.
 *
 * Rules from the SAT, "Algoritmo para generar el RFC con homoclave para personas físicas":
 * - 1–4 (rules 1–9): first surname's initial and first inner vowel, second surname's initial, first name's
 *   initial. A first surname of one or two letters gives its initial, the second surname's initial and the
 *   first two letters of the name (rule 3); a single surname gives its first two letters and the first two
 *   letters of the name (rule 7). Compound names skip a leading MARÍA/JOSÉ (rule 5); particles DE, DEL, LA,
 *   LAS, LOS, MC, MAC, VON, VAN, MI, Y are skipped (rule 8); special characters are ignored (rule 10).
 * - Anexo IV, "Palabras inconvenientes": the last of the four letters is replaced by X (`BUEI` → `BUEX`).
 * - 5–10 birth date yymmdd.
 * - 11–12 homoclave (Anexos I and II): over the full name `FIRST SURNAME SECOND SURNAME NAME`.
 * - 13 check character (Anexo III): weighted mod 11 over the first 12 characters.
 * The homoclave is assigned by the SAT; the computed one is what it assigns in the usual case, so a
 * generated RFC stays editable in the form.
 */
import { parseBirthDate } from './calendar.ts';
import { type CalendarDay, formatIdentifierDate } from './dates.ts';
import { firstInnerVowel, normalizeName, RFC_PARTICLES, usedFirstName, usedSurname } from './names.ts';

export interface RfcData {
  name: string;
  firstSurname: string;
  secondSurname?: string | null;
  /** `yyyy/mm/dd`, `yyyy-mm-dd`, an ISO date-time (date part as written) or a calendar day. */
  dateOfBirth: string | CalendarDay;
}

/** SAT Anexo IV, "Palabras inconvenientes" (41 words). */
export const RFC_INCONVENIENT_WORDS: ReadonlySet<string> = new Set(
  (
    'BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO FETO GUEY JOTO KACA KACO KAGA ' +
    'KAGO KOGE KOJO KAKA KULO MAME MAMO MEAR MEAS MEON MION MOCO MULA PEDA PEDO PENE PUTA PUTO QULO RATA RUIN'
  ).split(' '),
);

/** Anexo III: value of each character is its position (& after N, then O–Z, space, Ñ). */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** Anexo II: homoclave characters by value 0–33. */
const HOMOCLAVE_ALPHABET = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([\dA])$/;

/** Letters (and Ñ, &) only: rule 10 ignores special characters such as `'`, `.`, `-`. */
const lettersOnly = (word: string): string => word.replace(/[^A-ZÑ&]/g, '');

/** The four letters (positions 1–4) after the inconvenient-word rule. */
export function rfcLetters(name: string, firstSurname: string, secondSurname?: string | null): string {
  let first = lettersOnly(usedSurname(firstSurname, RFC_PARTICLES));
  let second = lettersOnly(usedSurname(secondSurname, RFC_PARTICLES));
  if (!first) [first, second] = [second, ''];
  const given = lettersOnly(usedFirstName(name, RFC_PARTICLES));
  let letters: string;
  if (!second) {
    letters = first.slice(0, 2) + given.slice(0, 2);
  } else if (first.length <= 2) {
    letters = first.slice(0, 1) + second.slice(0, 1) + given.slice(0, 2);
  } else {
    letters = first.slice(0, 1) + (firstInnerVowel(first) ?? 'X') + second.slice(0, 1) + given.slice(0, 1);
  }
  letters = letters.padEnd(4, 'X');
  return RFC_INCONVENIENT_WORDS.has(letters) ? `${letters.slice(0, 3)}X` : letters;
}

/** Anexo I value of a full-name character, as two digits; undefined for characters that are ignored. */
function homoclaveCode(char: string): string | undefined {
  if (char === ' ') return '00';
  if (char >= '0' && char <= '9') return `0${char}`;
  if (char === '&') return '10';
  if (char === 'Ñ') return '40';
  if (char >= 'A' && char <= 'I') return String(char.charCodeAt(0) - 54); // A = 11
  if (char >= 'J' && char <= 'R') return String(char.charCodeAt(0) - 53); // J = 21
  if (char >= 'S' && char <= 'Z') return String(char.charCodeAt(0) - 51); // S = 32
  return undefined;
}

/**
 * The two homoclave characters (Anexos I and II). The full name `FIRST SECOND NAME` (accents removed,
 * special characters dropped) is written as two-digit codes after a leading 0; each pair of adjacent
 * digits, read as a number, is multiplied by its second digit; the last three digits of the sum, divided
 * by 34, give the quotient and remainder that index the Anexo II table.
 */
export function rfcHomoclave(name: string, firstSurname: string, secondSurname?: string | null): string {
  const fullName = [firstSurname, secondSurname ?? '', name].map(normalizeName).filter(Boolean).join(' ');
  let digits = '0';
  for (const char of fullName) digits += homoclaveCode(char) ?? '';
  let sum = 0;
  for (let i = 0; i < digits.length - 1; i++) {
    sum += Number(digits.slice(i, i + 2)) * Number(digits[i + 1]);
  }
  const last3 = sum % 1000;
  return HOMOCLAVE_ALPHABET[Math.floor(last3 / 34)]! + HOMOCLAVE_ALPHABET[last3 % 34]!;
}

/**
 * Check character of the first 12 characters (11 for a legal entity, padded with a leading space):
 * Σ value(cᵢ) × (13 − i); remainder r = Σ mod 11; 0 when r = 0, otherwise 11 − r, written A when it is 10.
 * Throws a RangeError for a text of another length or outside the alphabet.
 */
export function rfcCheckDigit(first12: string): string {
  const text = first12.length === 11 ? ` ${first12}` : first12;
  if (text.length !== 12) throw new RangeError('An RFC check character needs 12 characters');
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const value = CHECK_ALPHABET.indexOf(text[i]!);
    if (value < 0) throw new RangeError(`Invalid RFC character: ${text[i]}`);
    sum += value * (13 - i);
  }
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  return remainder === 1 ? 'A' : String(11 - remainder);
}

/** Generates the 13-character RFC, or null when the name, surname or birth date is missing or invalid. */
export function generateRfc(data: RfcData): string | null {
  const birth = parseBirthDate(data.dateOfBirth);
  if (
    !birth ||
    !normalizeName(data.name) ||
    !(normalizeName(data.firstSurname) || normalizeName(data.secondSurname))
  )
    return null;
  const base =
    rfcLetters(data.name, data.firstSurname, data.secondSurname) +
    formatIdentifierDate(birth) +
    rfcHomoclave(data.name, data.firstSurname, data.secondSurname);
  return base + rfcCheckDigit(base);
}

/**
 * True for a well-formed RFC: 13 characters for a natural person (12 for a legal entity), a real date
 * (yymmdd, any century), a homoclave of letters and digits, and a matching check character.
 */
export function isValidRfc(rfc: string): boolean {
  const match = RFC_PATTERN.exec(rfc);
  if (!match) return false;
  const [, , yy, mm, dd] = match;
  // yymmdd names no century: the date is real if it is real in the 1900s or the 2000s (29 Feb 00).
  if (!parseBirthDate(`20${yy}-${mm}-${dd}`) && !parseBirthDate(`19${yy}-${mm}-${dd}`)) return false;
  return rfcCheckDigit(rfc.slice(0, -1)) === rfc.slice(-1);
}
