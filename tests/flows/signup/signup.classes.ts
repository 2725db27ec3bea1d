/**
 * The sign-up model's class walks, generated from the spec's table (tests/model/tables/signup.table.ts): every row
 * of the account step typed over a whole, valid form, then 'Continuar'; every row of the personal-data step typed
 * over a whole manual form (born 1995-07-17 in Jalisco, terms accepted), then 'Crear cuenta'; every row of the
 * verification code, then 'Verificar'. The oracle (checkSignupRows, called by signup.model.ts) asserts each row's
 * outcome: the message under the field, or the step moving on. Also a password of 6, 7 and 8 characters (§5 "at
 * least 8", checkPassword) and, on any walk, the age of a whole birth date (§5 "at least 18", "under 70", checkAge).
 */
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { SignupMachine } from '../../../machines/signup/index.ts';
import { NOW } from '../../fixtures/samples.ts';
import { MANUAL_ENTRY, SAMPLE_EMAIL, SAMPLE_PHONE } from '../../fixtures/signup.ts';
import type { ClassWalk } from '../../model/harness/classes.ts';
import { pageText } from '../../model/oracle/check.ts';
import { SIGNUP_TABLE } from '../../model/tables/signup.table.ts';
import { checkFieldRows, fieldWalks, tableTracker } from '../../model/tables/table.ts';
import { SIGNUP_SPEC } from './signup.oracle.ts';

/** The spec table's rows the walks of a test file met. */
export const SIGNUP_TABLE_ROWS = tableTracker(SIGNUP_TABLE);

type State = ReturnType<SignupMachine['getInitialSnapshot']>;
const fault = (event: object) => (event as { error?: { status?: number; code?: string } }).error;

/**
 * The oracle's part for the table (signup.model.ts calls it after every step): the account form on 'Continuar',
 * each field at a row's value with exactly the row's outcome, and a form the table accepts field by field goes on;
 * §8's refusals by code (their alerts are asserted by the model's oracle in the same step).
 */
export function checkSignupRows(
  s: State,
  before: State | undefined,
  event: { type: string },
  atUi: boolean,
): void {
  if (event.type === 'ACCOUNT.SUBMIT' && before?.matches({ account: 'editing' })) {
    checkFieldRows(
      SIGNUP_TABLE_ROWS,
      'account',
      before.context.account,
      s.context.accountErrors,
      atUi ? pageText() : null,
    );
    if (Object.keys(s.context.accountErrors).length === 0)
      expect(s.matches({ account: 'editing' }), 'a valid account form stays').toBe(false);
  }
  const output = (event as { output?: { isAccountAvailable?: boolean } }).output;
  if (event.type === 'xstate.done.actor.clients.exists' && output?.isAccountAvailable === false)
    SIGNUP_TABLE_ROWS.use('refusal EMAIL_OR_PHONE_TAKEN');
  if (event.type === 'xstate.error.actor.clients.curpLookup' && fault(event)?.status === 409)
    SIGNUP_TABLE_ROWS.use('refusal CURP 409');
  if (event.type === 'xstate.error.actor.clients.activate' && fault(event)?.code === 'WRONG_ACTIVATION_CODE')
    SIGNUP_TABLE_ROWS.use('refusal WRONG_ACTIVATION_CODE');
  if (event.type === 'ACCOUNT.SUBMIT' && before?.matches({ account: 'editing' })) checkPassword(s, before);
  if (event.type === 'PERSONAL.SUBMIT' && before?.matches({ personalData: { manual: 'editing' } })) {
    checkAge(s, before);
    const p = before.context.personal;
    const date =
      p.birthYear && p.birthMonth && p.birthDay ? `${p.birthYear}/${p.birthMonth}/${p.birthDay}` : '';
    const values = { ...p, dateOfBirth: date, termsAndConditions: String(p.termsAndConditions) };
    checkFieldRows(SIGNUP_TABLE_ROWS, 'personal', values, s.context.personalErrors);
    if (Object.keys(s.context.personalErrors).length === 0)
      expect(s.matches({ personalData: { manual: 'editing' } }), 'a valid personal form goes on').toBe(false);
  }
  if (event.type === 'CODE.SUBMIT' && before?.matches({ verification: { code: 'editing' } })) {
    const values = { activationCode: before.context.activationCode };
    checkFieldRows(SIGNUP_TABLE_ROWS, 'verify', values, { activationCode: s.context.codeError ?? undefined });
    if (s.context.codeError === null)
      expect(s.matches({ verification: { code: 'submitting' } }), 'a whole code is sent').toBe(true);
  }
}

type Snapshot = {
  matches: (v: unknown) => boolean;
  context: { account: { email: string; phoneNumber: string; password: string } };
};

const TABLE_WALKS: readonly ClassWalk[] = fieldWalks(SIGNUP_TABLE, 'account', {
  input: 'visitante con referido',
  from: (s) => {
    const { matches, context } = s as unknown as Snapshot;
    const { email, phoneNumber, password } = context.account;
    return matches.call(s, { account: 'editing' }) && email !== '' && phoneNumber !== '' && password !== '';
  },
  change: (field, value) => [{ type: 'ACCOUNT.CHANGE', field, value } as EventObject],
  submit: [{ type: 'ACCOUNT.SUBMIT' }],
});

/** §5 "password at least 8 characters", on the account's submit: shorter stays with its error; 8 or more has none. */
export function checkPassword(s: State, before: State): void {
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
export function checkAge(s: State, before: State): void {
  const p = before.context.personal;
  if (!/^\d{4}$/.test(p.birthYear) || p.birthMonth === '' || p.birthDay === '') return;
  const birth = { year: Number(p.birthYear), month: Number(p.birthMonth), day: Number(p.birthDay) };
  // An impossible date is the table's row (not an age).
  if (new Date(Date.UTC(birth.year, birth.month - 1, birth.day)).getUTCDate() !== birth.day) return;
  const age = ageToday(birth);
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

const BOUND_WALKS: readonly ClassWalk[] = [
  ...['abc123', 'abc1234', 'abc12345'].map((password) => ({
    name: `contraseña de ${password.length} caracteres (mínimo 8)`,
    input: VISITOR,
    from: (s: unknown) => (s as State).matches({ account: 'editing' }),
    events: accountWith(password),
    machineOnly: true,
  })),
];

/** §5 personal data: a whole manual form (born in Jalisco), the terms accepted, then the row's value. */
const PERSONAL_WALKS = fieldWalks(SIGNUP_TABLE, 'personal', {
  input: VISITOR,
  from: (s) =>
    (s as State).matches({ personalData: { manual: 'editing' } }) &&
    (s as State).context.personal.name === '',
  change: (field, value) => {
    if (field === 'termsAndConditions') return [{ type: 'TERMS.CHANGE', accepted: value === 'true' }];
    if (field !== 'dateOfBirth') return [{ type: 'PERSONAL.CHANGE', field, value }];
    const [birthYear, birthMonth, birthDay] = value.split('/');
    return Object.entries({ birthYear, birthMonth, birthDay }).map(
      ([f, v]) => ({ type: 'PERSONAL.CHANGE', field: f, value: v }) as EventObject,
    );
  },
  submit: [],
  machineOnly: () => true,
}).map((walk) => ({
  ...walk,
  events: [...manualWith('1995-07-17').slice(0, -1), ...walk.events, { type: 'PERSONAL.SUBMIT' }],
}));

/** §5 verification: the code typed, then 'Verificar'. */
const VERIFY_WALKS = fieldWalks(SIGNUP_TABLE, 'verify', {
  input: 'sesión sin verificar',
  from: (s) => (s as State).matches({ verification: { code: 'editing' } }),
  change: (_, value) => [{ type: 'CODE.CHANGE', value } as EventObject],
  submit: [{ type: 'CODE.SUBMIT' }],
  machineOnly: () => true,
});

export const SIGNUP_CLASSES: readonly ClassWalk[] = [
  ...TABLE_WALKS,
  ...BOUND_WALKS,
  ...PERSONAL_WALKS,
  ...VERIFY_WALKS,
];
