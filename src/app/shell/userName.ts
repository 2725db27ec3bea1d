/**
 * How the shell shows the signed-in user.
 *
 * - Initials: first letter of the first given name + first letter of the first surname ('María Fernanda
 *   López' → 'ML').
 * - Short name: the first given name plus the initial of the first surname and a period ('María L.').
 *   Names that arrive in capitals (as from the CURP registry) are shown in title case ('MARÍA' → 'María').
 */

export interface ShellUser {
  name: string;
  firstSurname: string;
  secondSurname?: string;
  /** A promoter gets the promoter area's menu (no client pages); default: a client. */
  role?: 'client' | 'promoter';
}

const firstWord = (value: string | undefined): string => (value ?? '').trim().split(/\s+/, 1)[0] ?? '';

const firstLetter = (value: string): string => Array.from(value)[0] ?? '';

function titleCase(word: string): string {
  const lower = word.toLocaleLowerCase('es-MX');
  const [first = '', ...rest] = Array.from(lower);
  return first.toLocaleUpperCase('es-MX') + rest.join('');
}

export function initials(user: ShellUser): string {
  return (firstLetter(firstWord(user.name)) + firstLetter(firstWord(user.firstSurname))).toLocaleUpperCase(
    'es-MX',
  );
}

export function shortName(user: ShellUser): string {
  const given = titleCase(firstWord(user.name));
  const surnameInitial = firstLetter(firstWord(user.firstSurname)).toLocaleUpperCase('es-MX');
  if (!given) return surnameInitial ? `${surnameInitial}.` : '';
  return surnameInitial ? `${given} ${surnameInitial}.` : given;
}
