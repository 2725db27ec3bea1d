/**
 * What each sign-up screen shows, derived from a snapshot (the screens hold no `matches()`):
 * `useSelector(actor, signupView)`. One discriminated union, one member per screen.
 */
import type { SnapshotFrom } from 'xstate';
import type { AccountErrors, AccountValues, PersonalErrors, PersonalValues, SignupMode } from './form';
import type { SignupMachine } from './machine';

type Snapshot = SnapshotFrom<SignupMachine>;

/** The personal-data step's form: which part of it shows. */
export type PersonalStage = 'search' | 'searching' | 'found' | 'nonMexican' | 'manual';

export type SignupView =
  | {
      readonly screen: 'account';
      readonly values: AccountValues;
      readonly errors: AccountErrors;
      readonly checking: boolean;
    }
  | {
      readonly screen: 'personalData';
      /** The mode is the machine's state: the switch and the form always agree. */
      readonly mode: SignupMode;
      readonly stage: PersonalStage;
      readonly values: PersonalValues;
      readonly errors: PersonalErrors;
      readonly creating: boolean;
      /** A call is running: the mode switch and the form wait. */
      readonly busy: boolean;
      /** The flow's clock (the one its age checks use): the year list. */
      readonly now: number;
    }
  | {
      readonly screen: 'verification';
      /** The address the code went to ('' while unknown). */
      readonly sentTo: string;
      readonly code: string;
      readonly error: string | null;
      readonly submitting: boolean;
      /** `checking`: the server is asked for the remaining wait (no link, no countdown yet). */
      readonly resend: 'checking' | 'waiting' | 'ready' | 'resending';
      readonly countdown: number;
    }
  | {
      readonly screen: 'updateEmail';
      readonly email: string;
      readonly error: string | null;
      readonly submitting: boolean;
    }
  | { readonly screen: 'completed' }
  | { readonly screen: 'leaving' };

function personalStage(s: Snapshot): PersonalStage {
  if (s.matches({ personalData: 'manual' })) return 'manual';
  if (s.matches({ personalData: { curp: 'searchingCurp' } })) return 'searching';
  if (s.matches({ personalData: { curp: 'nonMexican' } })) return 'nonMexican';
  if (s.matches({ personalData: { curp: 'curpSearch' } })) return 'search';
  return 'found';
}

function resendStage(s: Snapshot): 'checking' | 'waiting' | 'ready' | 'resending' {
  if (s.matches({ verification: { resend: 'ready' } })) return 'ready';
  if (s.matches({ verification: { resend: 'resending' } })) return 'resending';
  if (s.matches({ verification: { resend: 'waiting' } })) return 'waiting';
  return 'checking';
}

export function signupView(s: Snapshot): SignupView {
  const c = s.context;
  if (s.matches('account')) {
    return { screen: 'account', values: c.account, errors: c.accountErrors, checking: s.hasTag('busy') };
  }
  if (s.matches('personalData')) {
    const stage = personalStage(s);
    const creating =
      s.matches({ personalData: { curp: 'creating' } }) ||
      s.matches({ personalData: { manual: 'creating' } });
    return {
      screen: 'personalData',
      mode: stage === 'manual' ? 'manual' : 'curp',
      stage,
      values: c.personal,
      errors: c.personalErrors,
      creating,
      busy: s.hasTag('busy'),
      now: c.now,
    };
  }
  if (s.matches('verification')) {
    return {
      screen: 'verification',
      sentTo: c.sentTo || c.account.email.trim(),
      code: c.activationCode,
      error: c.codeError,
      submitting: s.matches({ verification: { code: 'submitting' } }),
      resend: resendStage(s),
      countdown: c.countdown,
    };
  }
  if (s.matches('updateEmail')) {
    return { screen: 'updateEmail', email: c.newEmail, error: c.newEmailError, submitting: s.hasTag('busy') };
  }
  if (s.matches('completed')) return { screen: 'completed' };
  return { screen: 'leaving' };
}

/** Compares two views field by field (a fresh object per snapshot): `useSelector(actor, signupView, sameView)`. */
export function sameView(a: SignupView, b: SignupView): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof SignupView)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
