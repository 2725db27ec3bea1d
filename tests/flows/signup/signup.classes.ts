/**
 * The sign-up model's boundary and class walks (tests/model/harness/classes.ts): the data the generated paths never
 * sample — a password of 6, 7 and 8 characters (§5 "at least 8"), a birth date that makes the person 17, 18, 69 and
 * exactly 70 on the model's day (§5 "at least 18", "under 70"). What each must give is the oracle's (specCheck in
 * signup.model.ts, from the spec); these only choose the data.
 */
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { SignupMachine } from '../../../machines/signup/index.ts';
import { NOW } from '../../fixtures/samples.ts';
import { MANUAL_ENTRY, SAMPLE_EMAIL, SAMPLE_PHONE } from '../../fixtures/signup.ts';
import type { ClassWalk } from '../../model/harness/classes.ts';
import { SIGNUP_SPEC } from './signup.oracle.ts';

type Snapshot = ReturnType<SignupMachine['getInitialSnapshot']>;

/** §5 "password at least 8 characters", on the account's submit: shorter stays with its error; 8 or more has none. */
export function checkPassword(s: Snapshot, before: Snapshot): void {
  const password = before.context.account.password;
  if (password === '') return;
  const short = password.length < SIGNUP_SPEC.sizes.password;
  expect(s.context.accountErrors.password !== undefined, `a password of ${password.length}`).toBe(short);
  if (short) expect(s.matches({ account: 'editing' })).toBe(true);
}

/** The model's day in Mexico City (§9: dates in America/Mexico_City), as yyyy-mm-dd. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(NOW);

/** Whole years from a yyyy/mm/dd birth date to TODAY (a birthday today counts). */
function ageToday(birth: { year: number; month: number; day: number }): number {
  const [y, m, d] = TODAY.split('-').map(Number) as [number, number, number];
  return y - birth.year - (m < birth.month || (m === birth.month && d < birth.day) ? 1 : 0);
}

/** §5 "at least 18 … and under 70", on 'Crear cuenta' with a whole birth date. */
export function checkAge(s: Snapshot, before: Snapshot): void {
  const p = before.context.personal;
  if (!/^\d{4}$/.test(p.birthYear) || p.birthMonth === '' || p.birthDay === '') return;
  const age = ageToday({ year: Number(p.birthYear), month: Number(p.birthMonth), day: Number(p.birthDay) });
  const error = s.context.personalErrors.dateOfBirth;
  const where = `born ${p.birthYear}/${p.birthMonth}/${p.birthDay}, ${age} on ${TODAY}`;
  if (age < 18) expect(error, where).toBe(SIGNUP_SPEC.texts.minAge);
  else if (age >= 70) expect(error, where).toBe(SIGNUP_SPEC.texts.maxAge);
  else expect(error, where).toBeUndefined();
  if (age < 18 || age >= 70) expect(s.matches({ personalData: { manual: 'editing' } }), where).toBe(true);
}

const VISITOR = 'visitante con referido';

const accountWith = (password: string): EventObject[] =>
  [
    { type: 'ACCOUNT.CHANGE', field: 'email', value: SAMPLE_EMAIL },
    { type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: SAMPLE_PHONE },
    { type: 'ACCOUNT.CHANGE', field: 'password', value: password },
    { type: 'ACCOUNT.SUBMIT' },
  ] as EventObject[];

/** The manual form filled with MANUAL_ENTRY but this birth date (yyyy-mm-dd), the terms accepted, 'Crear cuenta'. */
const manualWith = (birth: string): EventObject[] => {
  const [year, month, day] = birth.split('-') as [string, string, string];
  // Born in Jalisco: the model's own check of the generated CURP is for MANUAL_ENTRY's birth in Yucatán.
  const date: Record<string, string> = {
    birthYear: year,
    birthMonth: month,
    birthDay: day,
    stateOfBirth: 'JALISCO',
  };
  return [
    ...MANUAL_ENTRY.map(([field, value]) => ({
      type: 'PERSONAL.CHANGE',
      field,
      value: date[field] ?? value,
    })),
    { type: 'TERMS.CHANGE', accepted: true } as EventObject,
    { type: 'PERSONAL.SUBMIT' },
  ];
};

export const SIGNUP_CLASSES: readonly ClassWalk[] = [
  ...['abc123', 'abc1234', 'abc12345'].map((password) => ({
    name: `contraseña de ${password.length} caracteres (mínimo 8)`,
    input: VISITOR,
    from: (s: unknown) => (s as Snapshot).matches({ account: 'editing' }),
    events: accountWith(password),
    machineOnly: true,
  })),
  // The model's day is 2026-01-15 (Mexico City): 18 and 70 years fall on that date.
  ...[
    ['2008-01-16', '17 años'],
    ['2008-01-15', '18 años cumplidos hoy'],
    ['1956-01-16', '69 años (70 mañana)'],
    ['1956-01-15', '70 años cumplidos hoy'],
  ].map(([birth, age]) => ({
    name: `nacimiento ${birth}: ${age} (al menos 18, menor de 70)`,
    input: VISITOR,
    from: (s: unknown) =>
      (s as Snapshot).matches({ personalData: { manual: 'editing' } }) &&
      (s as Snapshot).context.personal.name === '',
    events: manualWith(birth as string),
    machineOnly: true,
  })),
];
