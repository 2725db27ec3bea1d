/**
 * Name normalisation shared by the CURP and RFC rules.
 *
 * Sources: RENAPO, "Instructivo Normativo para la Asignación de la Clave Única de Registro de Población"
 * (DOF 18/10/2021, with its Anexo 2 "Catálogo de palabras inconvenientes"), and SAT, "Algoritmo para
 * generar el RFC con homoclave para personas físicas" (Anexos 1–4).
 *
 * Both documents work on upper-case names without accents: Á→A, É→E, Í→I, Ó→O, Ú/Ü→U. Ñ is a letter of
 * its own and is kept here; the CURP then writes it as X, the RFC keeps it.
 */

/** Particles skipped in compound names (RENAPO list; it contains the SAT list of rule 8 but for MI). */
export const CURP_PARTICLES: ReadonlySet<string> = new Set(
  'DA DAS DE DEL DER DI DIE DD EL LA LOS LAS LE LES MAC MC VAN VON Y'.split(' '),
);

/** SAT rule 8: "DE, LA, LAS, MC, VON, DEL, LOS, Y, MAC, VAN, MI". */
export const RFC_PARTICLES: ReadonlySet<string> = new Set('DE DEL LA LAS LOS MAC MC MI VAN VON Y'.split(' '));

/**
 * First names so common that, in a compound first name, the next one is used instead
 * (RENAPO and SAT: MARÍA and JOSÉ, with their written abbreviations).
 */
export const COMMON_FIRST_NAMES: ReadonlySet<string> = new Set([
  'MARIA',
  'MA.',
  'MA',
  'M.',
  'JOSE',
  'J.',
  'J',
]);

/**
 * Upper-cases, removes accents and dieresis (keeps Ñ), and collapses runs of white space:
 * `'  maría   del Pilar '` → `'MARIA DEL PILAR'`.
 */
export function normalizeName(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalised name without the given particles; when only particles remain, all the words. */
export function significantWords(value: string, particles: ReadonlySet<string>): string[] {
  const words = normalizeName(value).split(' ').filter(Boolean);
  const kept = words.filter((word) => !particles.has(word));
  return kept.length > 0 ? kept : words;
}

/**
 * The first name that the keys use: the first word, unless the name is compound and that word is MARIA,
 * JOSE or an abbreviation of them, in which case the second one (`MARIA DE LOS ANGELES` → `ANGELES`,
 * `JOSE LUIS` → `LUIS`, `MARIA JOSE` → `JOSE`, but `MARIA` alone → `MARIA`).
 */
export function usedFirstName(name: string, particles: ReadonlySet<string>): string {
  const words = significantWords(name, particles);
  if (words.length > 1 && COMMON_FIRST_NAMES.has(words[0]!)) return words[1]!;
  return words[0] ?? '';
}

/** The surname that the keys use: its first word that is not a particle (`DE LA TORRE` → `TORRE`). */
export function usedSurname(surname: string | null | undefined, particles: ReadonlySet<string>): string {
  return significantWords(surname ?? '', particles)[0] ?? '';
}

export const isVowel = (char: string | undefined): boolean => char !== undefined && 'AEIOU'.includes(char);

/** A consonant of the Spanish alphabet (Ñ included). */
export const isConsonant = (char: string | undefined): boolean =>
  char !== undefined && /^[B-DF-HJ-NP-TV-ZÑ]$/.test(char);

/**
 * The first character after the first letter that passes `test`; undefined when there is none or when a
 * special character (not a letter) comes first: RENAPO assigns X "en caso de que esa posición intervenga"
 * (`D/AMICO` → no inner vowel). The RFC drops special characters before looking (SAT rule 10).
 */
function firstInner(word: string, test: (char: string) => boolean): string | undefined {
  for (const char of word.slice(1)) {
    if (test(char)) return char;
    // Stryker disable next-line Regex: `char` is one code point, so the anchors cannot change the answer
    if (!/^[A-ZÑ]$/.test(char)) return undefined;
  }
  return undefined;
}

/** The first vowel after the first letter; undefined when there is none. */
export const firstInnerVowel = (word: string): string | undefined => firstInner(word, isVowel);

/** The first consonant after the first letter; undefined when there is none. */
export const firstInnerConsonant = (word: string): string | undefined => firstInner(word, isConsonant);
