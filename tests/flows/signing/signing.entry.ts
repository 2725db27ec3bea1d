/**
 * The signing model's class and boundary data and the checks the machine cannot supply (issue 25): every
 * application status at every entry, the invariant "a form of the contract only with an APPROVED application",
 * the signing PIN at 5/6/7 digits, the CLABE at 17/18/19 digits and with a wrong check digit, a date that is not
 * one of the options. Expected results come from the spec oracle (`signing.oracle.ts`), never from the machine.
 */
import { expect } from 'vitest';
import type { signingMachine } from '../../../machines/signing/index.ts';
import { httpError } from '../../fixtures/samples.ts';
import { application, DATE_1, DATE_2, profileWith, VALID_CLABE } from '../../fixtures/signing.ts';
import { oracleRows } from '../../model/harness/rows.ts';
import { SIGNING_SPEC as SPEC } from './signing.oracle.ts';

type Snapshot = ReturnType<typeof signingMachine.getInitialSnapshot>;

/** Every status of the contract that sends home at signing's entry (§2 wrapper, §4 "Signing"). */
export const HOME_STATUSES = Object.entries(SPEC.entry)
  .filter(([, outcome]) => outcome === 'home')
  .map(([status]) => status);

/** A list with one application in `status` (every entry route gets each of these). */
export const homeStatusApplications = () =>
  HOME_STATUSES.map((status) => application({ status: status as ReturnType<typeof application>['status'] }));

/** §5 boundaries: the PIN one short and one over; the CLABE one short, one over and with a wrong check digit. */
export const PIN_SHORT = '12345';
export const PIN_LONG = '1234567';
const wrongDigit = (clabe: string) => `${clabe.slice(0, 17)}${(Number(clabe[17]) + 1) % 10}`;
export const CLABE_SHORT = VALID_CLABE.slice(0, 17);
export const CLABE_LONG = `${VALID_CLABE}9`;
export const CLABE_BAD_CHECK = wrongDigit(VALID_CLABE);
/** §5 "plus matching confirmation", its other class: another valid CLABE (same length, its own check digit). */
const otherFirst17 = '01218000123456788';
export const OTHER_CLABE = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']
  .map((digit) => `${otherFirst17}${digit}`)
  .find((clabe) => SPEC.isValidClabe(clabe)) as string;
/** A first-payment date that is none of the options (the options are DATE_1 and DATE_2). */
export const DATE_NOT_OFFERED = '2026-04-01';
export { DATE_2 };

/** The rows of the signing oracle: each status at the entry, and each rule the checks decide. */
export const SIGNING_ROWS = oracleRows('signing', [
  ...Object.keys(SPEC.entry).map((status) => `entry ${status}`),
  'entry not in the list',
  'no date chosen',
  'date chosen, contract signed',
  'date chosen, contract to sign',
  'date not offered',
  'wrong PIN',
  'other PIN failure',
  'other PIN failure, signed after all',
  'refusal by code',
  'resend failed',
  'CLABE registration failed',
  'signed: store',
  'signed: personal loan',
  'poll SIGNED',
  'poll INVALID_SIGNATURE',
  'poll other',
  'poll failed',
  'PIN empty',
  'PIN one short',
  'PIN at its length',
  'PIN one over',
  'CLABE at its length, check digit right',
  'CLABE one short',
  'CLABE one over',
  'CLABE check digit wrong',
] as const);

export type SigningRow = (typeof SIGNING_ROWS.rows)[number];

/** Asking the list after a failed signature (is it signed already?). */
export const isConfirming = (s: Snapshot) => s.matches({ acceptTerms: { code: 'confirming' } });

/** What the list answers after a failed signature: signed after all (its answer was lost), still APPROVED, none. */
export function lostSignatureSamples() {
  const profile = profileWith({ contractSignatureStatus: 'SIGNED' });
  const signedItem = application({ status: 'SIGNED', firstPaymentDate: DATE_1, monthlyPayment: '1240.00' });
  return [
    {
      type: 'xstate.done.actor.applications.list',
      actorId: 'applications.list',
      output: { items: [signedItem], profile },
    },
    {
      type: 'xstate.done.actor.applications.list',
      actorId: 'applications.list',
      output: { items: [application()], profile },
    },
    {
      type: 'xstate.error.actor.applications.list',
      actorId: 'applications.list',
      error: { ...httpError(0), code: 'NETWORK' },
    },
  ] as const;
}

/**
 * Issue 37, the list's answer after a failed signature: signed after all → the table (then the CLABE, as after any
 * signature in the visit), no text; otherwise §8 "Other NIP failure" with the PIN kept. The alerts expected, or
 * null for any other step.
 */
export function checkLostSignature(
  s: Snapshot,
  before: Snapshot,
  event: { type: string } & Record<string, unknown>,
): { message: string; alertType: 'error'; timer: number }[] | null {
  if (!isConfirming(before) || !/^xstate\.(done|error)\.actor\.applications\.list$/.test(event.type))
    return null;
  const items = (event.output as { items?: { id: string; status: string }[] } | undefined)?.items;
  const item = items?.find((i) => i.id === before.context.applicationId);
  if (['SIGNED', 'PAID', 'CONFIRMED'].includes(item?.status ?? '')) {
    SIGNING_ROWS.use('other PIN failure, signed after all');
    expect(s.matches('paymentTable')).toBe(true);
    expect(s.context.signedBefore).toBe(false);
    return [];
  }
  SIGNING_ROWS.use('other PIN failure');
  expect(s.matches({ acceptTerms: { code: 'editing' } })).toBe(true);
  expect(s.context.nip).toBe(before.context.nip);
  return [
    {
      message: SPEC.texts.pinFailed(s.context.supportPhone),
      alertType: 'error',
      timer: SPEC.timings.errorMs,
    },
  ];
}

const FORM_STATES = ['chooseTerm', 'clabeFirst', 'contract', 'acceptTerms', 'loadingProducts'] as const;

/**
 * The entry and boundary rules after one step (§2 wrapper, §4 "Signing", §5 "Signing", §9 sizes), and the
 * invariant on every step: no screen with a form of the contract holds an application that is not APPROVED.
 */
export function checkEntryAndBounds(
  s: Snapshot,
  before: Snapshot | undefined,
  event: { type: string } & Record<string, unknown>,
  appId: string,
): void {
  const output = event.output as Record<string, unknown> | undefined;
  // The entry's list (a list asked after a failed signature is the model oracle's: checkSigning).
  if (event.type === 'xstate.done.actor.applications.list' && !(before && isConfirming(before))) {
    const item = (output?.items as Array<{ id: string; status: string }> | undefined)?.find(
      (i) => i.id === appId,
    );
    if (item === undefined) {
      SIGNING_ROWS.use('entry not in the list');
      expect(s.status).toBe('done');
    } else {
      const outcome = SPEC.entry[item.status];
      expect(outcome, `the oracle has no row for ${item.status}`).toBeDefined();
      SIGNING_ROWS.use(`entry ${item.status}` as SigningRow);
      if (outcome === 'home') {
        expect(s.status, `${item.status} at signing's entry goes home (§4)`).toBe('done');
        expect(s.output?.redirectTo).toBe(SPEC.home);
      } else if (outcome !== 'signed') expect(s.status).toBe('active');
      // 'signed': the table or the success screen, or home from an earlier step (checked in the model's oracle).
      if (outcome === 'validating') expect(s.matches({ contract: 'validating' })).toBe(true);
    }
  }
  // The invariant, on every step of every path and walk.
  if (s.status === 'active' && FORM_STATES.some((state) => s.matches(state))) {
    expect(
      SPEC.signableStatuses,
      'a form of the contract with an application that is not APPROVED',
    ).toContain(s.context.application?.status);
  }
  if (event.type === 'TERM.SELECT' && event.date === DATE_NOT_OFFERED) {
    SIGNING_ROWS.use('date not offered');
    expect(s.context.selectedDate).not.toBe(DATE_NOT_OFFERED);
  }
  // §9: the signing PIN is 6 digits; nothing longer is ever kept (or sent).
  if (event.type === 'NIP.CHANGE') {
    expect(s.context.nip.length).toBeLessThanOrEqual(SPEC.sizes.pin);
    if (event.value === PIN_LONG) {
      SIGNING_ROWS.use('PIN one over');
      expect(s.context.nip).toBe(PIN_LONG.slice(0, SPEC.sizes.pin));
    }
  }
  if (event.type === 'NIP.SUBMIT' && before?.matches({ acceptTerms: { code: 'editing' } })) {
    const length = s.context.nip.length;
    SIGNING_ROWS.use(
      length === 0 ? 'PIN empty' : length < SPEC.sizes.pin ? 'PIN one short' : 'PIN at its length',
    );
  }
  // §5/§9: CLABE 18 digits with its check digit, and a matching confirmation; nothing longer is kept.
  if (event.type === 'CLABE.CHANGE') {
    expect(s.context.clabe.length).toBeLessThanOrEqual(SPEC.sizes.clabe);
    expect(s.context.confirmation.length).toBeLessThanOrEqual(SPEC.sizes.clabe);
    if (event.value === CLABE_LONG) {
      SIGNING_ROWS.use('CLABE one over');
      expect(s.context[event.field as 'clabe']).toBe(CLABE_LONG.slice(0, SPEC.sizes.clabe));
    }
  }
  if (event.type === 'CLABE.SUBMIT' && before && (before.matches('clabe') || before.matches('clabeFirst'))) {
    const { clabe, confirmation } = before.context;
    const valid = SPEC.isValidClabe(clabe) && confirmation === clabe;
    const saving = s.matches({ clabe: 'saving' }) || s.matches({ clabeFirst: 'saving' });
    expect(saving, `CLABE "${clabe}" / "${confirmation}"`).toBe(valid);
    if (!valid) expect(Object.keys(s.context.clabeErrors).length).toBeGreaterThan(0);
    if (clabe.length === SPEC.sizes.clabe - 1) SIGNING_ROWS.use('CLABE one short');
    else if (clabe === CLABE_BAD_CHECK) SIGNING_ROWS.use('CLABE check digit wrong');
    else if (clabe === VALID_CLABE && confirmation === clabe)
      SIGNING_ROWS.use('CLABE at its length, check digit right');
  }
}

export { DATE_1 };
