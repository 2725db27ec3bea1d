/**
 * The sign-up model's boundary and class walks (tests/model/harness/classes.ts): the data the generated paths never
 * sample — a password of 6, 7 and 8 characters (§5 "at least 8"), a birth date that makes the person 17, 18, 69 and
 * exactly 70 on the model's day (§5 "at least 18", "under 70"). What each must give is the oracle's (specCheck in
 * signup.model.ts, from the spec); these only choose the data.
 */
import type { EventObject } from 'xstate';
import type { SignupMachine } from '../../../machines/signup/index.ts';
import { MANUAL_ENTRY, SAMPLE_EMAIL, SAMPLE_PHONE } from '../../fixtures/signup.ts';
import type { ClassWalk } from '../../model/harness/classes.ts';

type Snapshot = ReturnType<SignupMachine['getInitialSnapshot']>;
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
