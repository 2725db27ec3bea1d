/**
 * The oracle's rules at their edges (promoter.bounds.ts, from the spec): after every step of every path and walk,
 * what the spec says a form does with the values typed (accepted, or refused under the field), which terms an
 * amount offers, whether the estimate is asked for, which screen a decision leads to and by which input, and what
 * the promoter reads about it. Each check records the row it used (`PROMOTER_ROWS.saw`).
 */
import { expect } from 'vitest';
import { type PromoterMachine, promoterView } from '../../../machines/promoter/index.ts';
import { getField } from '../../model/harness/queries.ts';
import {
  centavosOf,
  DEPENDENTS,
  financeable,
  isPastMonth,
  MAX_AMOUNT,
  MIN_AMOUNT,
  MIN_INCOME,
  MIN_RENT,
  mexicoCityToday,
  monthClass,
  PASSED,
  type SpecClientKind,
  specTerms,
} from './promoter.bounds.ts';
import { PROMOTER_SPEC as SPEC } from './promoter.oracle.ts';
import { PROMOTER_ROWS } from './promoter.rows.ts';

type Snapshot = ReturnType<PromoterMachine['getInitialSnapshot']>;
type Event = { type: string } & Record<string, unknown>;

const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/** §2: the kind of client the phone check found, by its answer (`activatedAt`), not by what the machine made of it. */
export function kindOf(client: Snapshot['context']['client']): SpecClientKind {
  if (client === null) return 'new';
  return client.activatedAt ? 'registered' : 'incomplete';
}

/** §5 quick application: rent and salary minimums, dependents, the two months before today. */
function checkFinishSubmit(s: Snapshot, before: Snapshot): void {
  const v = before.context.finish;
  const today = mexicoCityToday(before.context.now);
  const errors = s.context.finishErrors;
  // Refused: the form stays, each broken rule said under its field. Accepted: every rule held.
  const stays = s.matches({ finish: 'editing' });
  const refused: string[] = [];
  const rule = (field: keyof typeof errors, ok: boolean, row: string) => {
    PROMOTER_ROWS.saw(row);
    if (!ok) refused.push(field);
    if (stays) expect(errors[field] !== undefined, `${row}: an error under ${field}`).toBe(!ok);
  };
  if (v.addressType === 'RENTED') {
    const rent = centavosOf(v.monthlyRent);
    rule('monthlyRent', rent !== null && rent >= MIN_RENT, `rent ${v.monthlyRent}`);
  }
  // §5: "when status is EMPLOYED, INDEPENDENT or RETIRED: company, position, monthly salary min 1,000, start".
  const working = ['EMPLOYED', 'INDEPENDENT', 'RETIRED'].includes(v.status);
  PROMOTER_ROWS.saw(`employment ${v.status}`);
  if (working) {
    const salary = centavosOf(v.monthlySalary);
    rule('monthlySalary', salary !== null && salary >= MIN_INCOME, `salary ${v.monthlySalary}`);
    rule('startDate', isPastMonth(v.startDate, today), `start date ${monthClass(v.startDate, today)}`);
  } else if (stays) {
    expect(errors.monthlySalary, 'no salary asked when not working').toBeUndefined();
    expect(errors.startDate, 'no start date asked when not working').toBeUndefined();
  }
  rule(
    'economicDependents',
    (DEPENDENTS as readonly string[]).includes(v.economicDependents),
    `dependents ${v.economicDependents || 'empty'}`,
  );
  rule('movedInSince', isPastMonth(v.movedInSince, today), `moved in ${monthClass(v.movedInSince, today)}`);
  if (refused.length > 0) expect(stays, `refused: ${refused}`).toBe(true);
  else if (stays) expect(Object.keys(errors), 'refused for a rule of another field').not.toEqual([]);
  else expect(s.matches({ finish: 'checkingEmail' })).toBe(true);
}

/** §5 product form, §9 amounts, the 90 % rule and the term bands. */
function checkProductSubmit(s: Snapshot, before: Snapshot): void {
  const v = before.context.product;
  const price = centavosOf(v.productPrice);
  const amount = centavosOf(v.creditAmount);
  const term = Number(v.requestedPeriod);
  const errors = s.context.productErrors;
  const priceOk = price !== null && price >= MIN_AMOUNT && price <= MAX_AMOUNT;
  PROMOTER_ROWS.saw(`price ${v.productPrice}`);
  expect(errors.productPrice !== undefined, `price ${v.productPrice}: an error`).toBe(!priceOk);
  const max = priceOk ? financeable(price) : null;
  let amountOk = false;
  if (max !== null) {
    amountOk = amount !== null && amount >= MIN_AMOUNT && amount <= max;
    PROMOTER_ROWS.saw(`amount ${v.creditAmount} of ${v.productPrice}`);
    expect(errors.creditAmount !== undefined, `amount ${v.creditAmount} of ${v.productPrice}`).toBe(
      !amountOk,
    );
  }
  const band = specTerms(amount);
  if (band === null) return;
  const termOk = band.includes(term);
  PROMOTER_ROWS.saw(`term ${term} of ${v.creditAmount}`);
  expect(errors.requestedPeriod !== undefined, `term ${term} of ${v.creditAmount}`).toBe(!termOk);
  if (max === null) return;
  expect(s.matches({ product: 'creating' }), 'the product is sent when every rule holds').toBe(
    priceOk && amountOk && termOk,
  );
}

/** §9 term bands and §5's estimate: what the product step offers for the amount typed. */
function checkProductChange(s: Snapshot, event: Event): void {
  const values = event.values as { creditAmount?: string } | undefined;
  const typed = s.context.product.creditAmount;
  const amount = centavosOf(typed);
  const band = specTerms(amount);
  if (band === null) return;
  PROMOTER_ROWS.saw(`terms for ${typed}`);
  const view = promoterView(s);
  if (view.screen === 'product') expect([...view.terms], `terms for ${typed}`).toEqual([...band]);
  // §5: "the estimate is fetched … if the amount is between 2,000 and 50,000" (and a term is chosen).
  if (values?.creditAmount !== undefined) {
    PROMOTER_ROWS.saw(`estimate for ${typed}`);
    const asks = s.matches({ product: { editing: 'debouncing' } });
    if (!band.includes(Number(s.context.product.requestedPeriod)))
      expect(asks, `estimate for ${typed}`).toBe(false);
    else expect(asks, `estimate for ${typed}`).toBe(true);
  }
}

/** UI level: the term select offers exactly the spec's band of the amount typed (none outside 2,000–50,000). */
export function expectTermOptions(typed: string): void {
  const band = specTerms(centavosOf(typed));
  if (band === null) return;
  const select = getField('Plazo') as HTMLSelectElement;
  const offered = [...select.options].map((o) => o.value).filter((v) => v !== '');
  expect(offered.map(Number), `the terms offered for ${typed}`).toEqual([...band]);
}

/** §5 promoter data: a new client's CURP (18), postal code (5) and phone (checked at 10). */
function checkDataChange(s: Snapshot, before: Snapshot, event: Event): void {
  if (before.context.client !== null || !before.matches({ data: 'editing' })) return;
  const values = (event.values ?? {}) as Record<string, string>;
  if (values.curp !== undefined) {
    const curp = values.curp.replace(/\s/g, '').toUpperCase();
    PROMOTER_ROWS.saw(`curp of ${curp.length}`);
    if (curp.length < 18)
      expect(s.matches({ data: 'lookingUpCurp' }), 'a short CURP is not looked up').toBe(false);
    if (s.matches({ data: 'lookingUpCurp' })) expect(s.context.data.curp).toHaveLength(18);
  }
  if (values.postalCode !== undefined) {
    const typed = digits(values.postalCode);
    PROMOTER_ROWS.saw(`postal code of ${typed.length}`);
    const looks = s.matches({ data: 'lookingUpPostalCode' });
    if (typed.length < 5) expect(looks, 'a short postal code is not looked up').toBe(false);
    else if (typed.slice(0, 5) !== before.context.data.postalCode) expect(looks).toBe(true);
    if (looks) expect(s.context.data.postalCode).toMatch(/^\d{5}$/);
  }
  if (values.phoneNumber !== undefined) {
    const typed = digits(values.phoneNumber);
    PROMOTER_ROWS.saw(`new client's phone of ${typed.length}`);
    const checks = s.matches({ data: 'checkingPhone' });
    if (typed.length < 10) expect(checks, 'checked at 10 digits, not before').toBe(false);
    else if (typed.slice(0, 10) !== before.context.data.phoneNumber) expect(checks).toBe(true);
  }
}

/** The promoter's decision screen (§2 promoter mode, issue 23): the heading per status, never the reason. */
function checkDecision(s: Snapshot): void {
  const result = s.context.result;
  if (result === null || !(s.matches('result') || s.matches('preliminaryFailed'))) return;
  const headings = SPEC.screens.result.heading;
  const heading = headings[result.status] ?? headings.rejected;
  const view = promoterView(s);
  if (view.screen !== 'result' || view.result === null) throw new Error('a decision shows the result screen');
  if (view.mode === 'decision') expect(view.result.title).toBe(heading);
  if (headings[result.status] === undefined) {
    // §2 "Any other status = rejection"; the promoter reads that the customer gets the reason, not the reason.
    expect(view.result.text).toBe(SPEC.screens.result.rejectedText);
    if (result.status === 'REJECTED') PROMOTER_ROWS.saw(`reason ${result.rejectionReason?.trim()}`);
  }
  expect(view.result.action).toBe(SPEC.labels.finish);
}

/** Every rule above, after one step. */
export function checkPromoterBounds(s: Snapshot, before: Snapshot | undefined, event: Event): void {
  if (!before) return;
  const output = event.output as { status?: string } | undefined;
  switch (event.type) {
    case 'FINISH.SUBMIT':
      if (before.matches({ finish: 'editing' })) checkFinishSubmit(s, before);
      break;
    case 'PRODUCT.SUBMIT':
      if (before.matches({ product: 'editing' })) checkProductSubmit(s, before);
      break;
    case 'PRODUCT.CHANGE':
      if (before.matches({ product: 'editing' })) checkProductChange(s, event);
      break;
    case 'DATA.CHANGE':
      checkDataChange(s, before, event);
      break;
    case 'CONSENT.CHANGE': {
      const nip = (event.values as { nip?: string } | undefined)?.nip;
      if (nip !== undefined && before.matches({ consent: { form: 'editing' } }))
        PROMOTER_ROWS.saw(`nip of ${digits(nip).length}`);
      break;
    }
    case 'CONSENT.SUBMIT':
      // §5: the NIP exactly 6, both boxes ticked.
      if (before.matches({ consent: { form: 'editing' } })) {
        const c = before.context.consent;
        const ok = /^\d{6}$/.test(c.nip) && c.authorize && c.ownBehalf;
        expect(s.matches({ consent: { form: 'preProcessing' } }), `NIP "${c.nip}"`).toBe(ok);
        if (!ok && !/^\d{6}$/.test(c.nip)) expect(s.context.consentErrors.nip).toBeDefined();
      }
      break;
    case 'CODE.CHANGE':
      if (before.matches({ activation: { code: 'editing' } }))
        PROMOTER_ROWS.saw(`activation code of ${digits(event.value).length}`);
      break;
    case 'CODE.SUBMIT':
      // §5 / §9: the activation code has 4 digits.
      if (before.matches({ activation: { code: 'editing' } })) {
        const ok = /^\d{4}$/.test(before.context.activationCode);
        expect(
          s.matches({ activation: { code: 'processing' } }),
          `code "${before.context.activationCode}"`,
        ).toBe(ok);
      }
      break;
    case 'CHECK.CHANGE':
      if (before.matches('clientCheck'))
        PROMOTER_ROWS.saw(`client phone of ${digits(event.phoneNumber).length}`);
      break;
    case 'CHECK.SUBMIT':
      // §9: a phone has 10 digits.
      if (before.matches({ clientCheck: 'editing' })) {
        const ok = /^\d{10}$/.test(before.context.checkPhone);
        expect(s.matches({ clientCheck: 'checking' }), `phone "${before.context.checkPhone}"`).toBe(ok);
      }
      break;
    case 'xstate.done.actor.applications.preProcess': {
      // §4: REJECTED with an inactive client (no activatedAt: new or incomplete) → the failed preliminary model;
      // an active (registered) client → the result; PASSED_PRELIMINARY_MODEL → finish; anything else → result.
      const status = output?.status ?? '';
      const kind = kindOf(before.context.client);
      PROMOTER_ROWS.saw(`status ${status} at the NIP`);
      if (status === PASSED) expect(s.matches('finish')).toBe(true);
      else if (status === 'REJECTED') {
        PROMOTER_ROWS.saw(`REJECTED at the NIP for a ${kind} client`);
        expect(
          s.matches(kind === 'registered' ? 'result' : 'preliminaryFailed'),
          `REJECTED, ${kind} client`,
        ).toBe(true);
      } else expect(s.matches('result'), `${status} at the NIP`).toBe(true);
      checkDecision(s);
      break;
    }
    case 'xstate.done.actor.applications.process':
      // §4: the activation code's decision is the result, whatever it says.
      PROMOTER_ROWS.saw(`status ${output?.status ?? ''} at the activation code`);
      expect(s.matches('result')).toBe(true);
      checkDecision(s);
      break;
    default:
      break;
  }
  if (s.matches({ clientCheck: 'found' })) {
    const kind = kindOf(s.context.client);
    PROMOTER_ROWS.saw(`kind ${kind}`);
    const view = promoterView(s);
    if (view.screen === 'clientCheck') expect(view.badge).toBe(SPEC.badges[kind]);
  }
}
