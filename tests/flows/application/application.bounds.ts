/**
 * The application oracle's rules (spec §2, §4, §5, §8, §9), checked after every step of every path and walk, the
 * class walks included (application.classes.ts): the numeric rules at their bounds, the term bands, the result
 * screen of every status and rejection reason, and the steps closed once the application is submitted. Every
 * expected outcome is computed here from APPLICATION_SPEC; the machine's context is read only for what the
 * customer typed and what the API answered. Each rule marks the oracle row it applied (applicationRows).
 */
import { expect } from 'vitest';
import { type ApplicationMachine, applicationView } from '../../../machines/application/index.ts';
import { pageText } from '../../model/oracle/check.ts';
import { APPLICATION_TABLE, PRODUCT_ROWS, type ProductGiven } from '../../model/tables/application.table.ts';
import { boundRowId, REFUSED, refusalRowId, tableTracker, typed } from '../../model/tables/table.ts';
import { applicationRows as rows, APPLICATION_SPEC as SPEC } from './application.oracle.ts';

type Snapshot = ReturnType<ApplicationMachine['getInitialSnapshot']>;

/** The spec table's rows the walks of a test file met (tests/model/tables/application.table.ts). */
export const APPLICATION_TABLE_ROWS = tableTracker(APPLICATION_TABLE);
type Step = { type: string } & Record<string, unknown>;

const inState = (s: Snapshot, value: string) => s.matches(value as never);
const FORM_STEPS = ['address', 'employment', 'references'] as const;
const WORKING = ['EMPLOYED', 'INDEPENDENT', 'RETIRED'];

/** A typed amount in centavos (digits, an optional point and up to 2 decimals), or null. */
export function centavos(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
const C = (pesos: number) => Math.round(pesos * 100);

/** Marks `bounds.<rule>.below|at|above` when `value` (centavos, or units with `step` 1) is next to `bound`. */
function markBound(rule: string, value: number | null, bound: number, step = 1): void {
  if (value === null) return;
  const side =
    value === bound - step ? 'below' : value === bound ? 'at' : value === bound + step ? 'above' : null;
  if (side) rows.use(`bounds.${rule}.${side}`);
}

/**
 * The table's rows of a rule that applies to one value (rent, income): the value at a row must have the row's
 * outcome (`refused`: an error under the field).
 */
function checkValueRows(rule: string, value: number | null, error: string | undefined): void {
  for (const row of APPLICATION_TABLE.bounds) {
    if (row.rule !== rule || row.value !== value) continue;
    expect(error === undefined, `${boundRowId(row)}: ${typed(row.value)} (table)`).toBe(row.expect === null);
    APPLICATION_TABLE_ROWS.use(boundRowId(row));
  }
}

const owed = (balances: Snapshot['context']['balances'], only?: string) =>
  balances
    .filter((b) => !only || b.type === only)
    .reduce((sum, b) => sum + C(b.overdueBalance) + C(b.currentBalance), 0);

/**
 * The product rows of the table whose data is this submission's (type, limit, what is in use, price, amount and
 * term): each must have its outcome — accepted (on to the next step), refused, or refused with its text under
 * the amount.
 */
function checkProductRows(s: Snapshot, c: Snapshot['context']): void {
  for (const row of PRODUCT_ROWS) {
    const g = row.given as unknown as ProductGiven;
    const sameData =
      g.type === c.applicationType &&
      g.creditLimit === c.profile.creditLimit &&
      g.amount === c.product.creditAmount &&
      (g.type !== 'STORE' || g.price === c.product.productPrice) &&
      (g.term ?? 3) === c.product.requestedPeriod &&
      g.inUse.reduce((sum, u) => sum + C(u.currentBalance), 0) === owed(c.balances) &&
      g.inUse.filter((u) => u.type === 'PERSONAL_LOAN').reduce((sum, u) => sum + C(u.currentBalance), 0) ===
        owed(c.balances, 'PERSONAL_LOAN');
    if (!sameData) continue;
    const what = `${boundRowId(row)}: ${g.price ? `precio ${g.price}, ` : ''}monto ${g.amount}, ${c.product.requestedPeriod} meses (table)`;
    expect(inState(s, 'product'), what).toBe(row.expect !== null);
    if (row.expect !== null && row.expect !== REFUSED)
      expect(s.context.productErrors.creditAmount ?? '', what).toContain(row.expect);
    APPLICATION_TABLE_ROWS.use(boundRowId(row));
  }
}

/** §9: the band of an amount (centavos) for the application type, or null outside the product's bands. */
export function bandOf(amount: number, type: string) {
  const bands = type === 'PERSONAL_LOAN' ? SPEC.bands.slice(0, 4) : SPEC.bands;
  return bands.find((b) => amount >= C(b.from) && amount <= C(b.to)) ?? null;
}

/**
 * §6, written here from the spec: what the customer may still ask for. The limit minus what is owed (50,000 with no
 * limit yet: §5's maximum); a personal loan also within 20,000 together with the personal loans owed (§6 "personal
 * loan capped at 20,000", read as all of a client's personal loans: docs/flows.md).
 */
function askable(c: Snapshot['context']): number {
  const owedOf = (only?: 'PERSONAL_LOAN') => owed(c.balances, only);
  const limit =
    c.profile.creditLimit > 0
      ? Math.max(0, C(c.profile.creditLimit) - owedOf())
      : C(c.applicationType === 'PERSONAL_LOAN' ? 20000 : SPEC.rules.amount.max);
  if (c.applicationType !== 'PERSONAL_LOAN') return limit;
  return Math.min(limit, Math.max(0, C(20000) - owedOf('PERSONAL_LOAN')));
}

function maxAmount(c: Snapshot['context'], price: number | null): { max: number; rule: string } {
  const R = SPEC.rules;
  const limit = c.profile.creditLimit > 0 ? askable(c) : null;
  if (c.applicationType === 'PERSONAL_LOAN') return { max: askable(c), rule: 'amount.limit' };
  // 90 % of the price, capped at 50,000; the price itself when 90 % is under 2,000.
  const p = price ?? 0;
  const ninety = (p * R.financingPercent) / 100;
  const financeable = ninety < C(R.amount.min) ? p : Math.min(Math.floor(ninety), C(R.amount.max));
  const rule = ninety < C(R.amount.min) ? 'amount.priceItself' : 'amount.financing';
  return limit !== null && limit < financeable
    ? { max: limit, rule: 'amount.limit' }
    : { max: financeable, rule };
}

/** PRODUCT.SUBMIT: §5 price, amount and term, each at its bounds. */
function checkProduct(s: Snapshot, before: Snapshot): void {
  const c = before.context;
  const R = SPEC.rules;
  const store = c.applicationType === 'STORE';
  const amount = centavos(c.product.creditAmount);
  const price = store ? centavos(c.product.productPrice) : amount;
  const priceOk = !store || (price !== null && price >= C(R.price.min) && price <= C(R.price.max));
  if (store) {
    markBound('price.min', price, C(R.price.min));
    markBound('price.max', price, C(R.price.max));
  }
  const { max, rule } = maxAmount(c, price);
  const amountOk = amount !== null && amount >= C(R.amount.min) && amount <= max;
  markBound('amount.min', amount, C(R.amount.min));
  if (priceOk) markBound(rule, amount, max);
  const termOk =
    amount !== null &&
    (bandOf(amount, c.applicationType)?.terms as readonly number[] | undefined)?.includes(
      c.product.requestedPeriod,
    ) === true;
  const errors = s.context.productErrors;
  checkProductRows(s, c);
  if (priceOk && amountOk && termOk) {
    expect(
      inState(s, 'product'),
      `price ${c.product.productPrice}, amount ${c.product.creditAmount}, ${c.product.requestedPeriod} months is a valid product (§5)`,
    ).toBe(false);
    return;
  }
  expect(
    inState(s, 'product'),
    `price ${c.product.productPrice}, amount ${c.product.creditAmount}, ${c.product.requestedPeriod} months is refused (§5)`,
  ).toBe(true);
  if (store)
    expect(
      errors.productPrice === undefined,
      `price ${c.product.productPrice}: error "${errors.productPrice}"`,
    ).toBe(priceOk);
  if (priceOk)
    expect(
      errors.creditAmount === undefined,
      `amount ${c.product.creditAmount} (max ${max / 100}): error "${errors.creditAmount}"`,
    ).toBe(amountOk);
  if (priceOk && amountOk)
    expect(
      errors.requestedPeriod,
      `${c.product.requestedPeriod} months for ${c.product.creditAmount}`,
    ).toBeDefined();
}

/** §9 term buttons for the typed amount (and disabled under 1,999, §5); at UI level as the screen shows them. */
function checkTerms(s: Snapshot, atUi: boolean, event: Step): void {
  const amount = centavos(s.context.product.creditAmount);
  if (amount === null) return;
  const type = s.context.applicationType;
  const shown = atUi
    ? [...document.querySelectorAll<HTMLInputElement>('input[name=requestedPeriod]')].map((i) => ({
        months: Number(i.value),
        disabled: i.disabled,
      }))
    : (() => {
        const terms = applicationView(s).terms;
        return terms.terms.map((t) => ({ months: t.months, disabled: terms.disabled }));
      })();
  const disabled = amount < C(1999);
  if (amount === C(1999) || amount === C(1998.99)) rows.use(`bands.${amount / 100}`);
  for (const term of shown)
    expect(term.disabled, `term buttons at ${amount / 100} (§5: disabled under 1,999)`).toBe(disabled);
  // §9 "No-interest (MSI) badge: terms up to 12 months for the personal loan if the user is eligible".
  if (!atUi && type === 'PERSONAL_LOAN') {
    const eligible = s.context.profile.personalLoanNoInterestPaymentsEligible;
    for (const t of applicationView(s).terms.terms)
      expect(t.noInterest, `${t.months} months, MSI ${eligible ? '' : 'not '}eligible (§9)`).toBe(
        eligible && t.months <= SPEC.msiMaxMonths,
      );
  }
  const band = bandOf(amount, type);
  if (!band) return;
  expect(
    shown.map((t) => t.months),
    `terms offered for ${amount / 100} (§9)`,
  ).toEqual([...band.terms]);
  for (const edge of [band.from, band.to]) if (amount === C(edge)) rows.use(`bands.${edge}`);
  // §5: the estimate is fetched (after the debounce) for an amount of 2,000 to 50,000 with an offered term, and
  // (docs/flows.md, "What a customer may ask for") only up to what the customer may ask for (§6).
  const [low, high] = SPEC.timings.estimateRange;
  const changed = event.type === 'PRODUCT.CHANGE' || event.type === 'TERM.SELECT';
  if (changed && amount >= C(low) && amount <= C(high))
    expect(
      inState(s, 'product.debouncing'),
      `the estimate of ${amount / 100}, ${s.context.product.requestedPeriod} months (askable ${askable(s.context) / 100})`,
    ).toBe(
      amount <= askable(s.context) &&
        (band.terms as readonly number[]).includes(s.context.product.requestedPeriod),
    );
}

/** §5 rent (RENTED) and postal code, on the address's 'Continuar'. */
function checkAddress(s: Snapshot, before: Snapshot): void {
  const a = before.context.address;
  const errors = s.context.addressErrors;
  if (a.addressType === 'RENTED') {
    const rent = centavos(a.monthlyRent);
    markBound('rent.min', rent, C(SPEC.rules.rent));
    checkValueRows('limits.MIN_MONTHLY_RENT', rent, errors.monthlyRent);
    if (rent !== null)
      expect(
        errors.monthlyRent === undefined,
        `rent ${a.monthlyRent}: error "${errors.monthlyRent}" (§5 min 1,000)`,
      ).toBe(rent >= C(SPEC.rules.rent));
  } else
    expect(
      errors.monthlyRent,
      `no rent is asked of a home "${a.addressType}" (§5: only if RENTED)`,
    ).toBeUndefined();
  const digits = SPEC.rules.postalCodeDigits;
  if (a.postalCode.length === digits - 1) {
    rows.use('bounds.postalCode.digits.below');
    expect(errors.postalCode, `a ${a.postalCode.length}-digit postal code (§5: 5 digits)`).toBeDefined();
    expect(inState(s, 'address')).toBe(true);
  }
}

/** §5 income (working statuses) and dependents, on the employment's 'Continuar'. */
function checkEmployment(s: Snapshot, before: Snapshot): void {
  const e = before.context.employment;
  const errors = s.context.employmentErrors;
  if (WORKING.includes(e.status)) {
    const income = centavos(e.monthlySalary);
    markBound('income.min', income, C(SPEC.rules.income));
    checkValueRows('limits.MIN_MONTHLY_INCOME', income, errors.monthlySalary);
    if (income !== null)
      expect(
        errors.monthlySalary === undefined,
        `income ${e.monthlySalary}: error "${errors.monthlySalary}" (§5 min 1,000)`,
      ).toBe(income >= C(SPEC.rules.income));
  }
  const { min, max } = SPEC.rules.dependents;
  const dependents = e.economicDependents === '' ? null : Number(e.economicDependents);
  if (dependents !== null && dependents >= min && dependents <= max) {
    if (dependents === min) rows.use('bounds.dependents.min.at');
    if (dependents === max) rows.use('bounds.dependents.max.at');
    expect(errors.economicDependents, `${dependents} dependents (§9: 0 to 6+)`).toBeUndefined();
  }
}

/** §9 dependents 0 to 6+: the screen's list offers exactly 0 … 6 (nothing below, nothing above). */
function checkDependentOptions(): void {
  const select = document.querySelector<HTMLSelectElement>('select[name=economicDependents]');
  const offered = [...(select?.options ?? [])].map((o) => o.value).filter((v) => v !== '');
  const { min, max } = SPEC.rules.dependents;
  expect(offered).toEqual(Array.from({ length: max - min + 1 }, (_, i) => String(min + i)));
  rows.use('bounds.dependents.options');
}

/** A field cut to its §9 length: `digits` typed, the first `size` kept; the bound's rows by what was typed. */
function checkCodeLength(
  rule: string,
  typed: string,
  held: string,
  size: number,
  submitAccepts: boolean,
): void {
  const length = typed.replace(/\D/g, '').length;
  expect(held.length, `${rule}: ${length} digits typed, the field holds at most ${size}`).toBeLessThanOrEqual(
    size,
  );
  if (length === size + 1) {
    expect(held).toBe(typed.replace(/\D/g, '').slice(0, size));
    rows.use(`bounds.${rule}.above`);
  }
  if (length === size && submitAccepts) rows.use(`bounds.${rule}.at`);
  if (length < size && rule === 'postalCode.digits')
    expect(submitAccepts, `a ${length}-digit postal code is not looked up`).toBe(false);
}

/** References: phones of at least 10 digits (§5), on 'Continuar'. */
function checkReferences(s: Snapshot, before: Snapshot): void {
  const size = SPEC.rules.referencePhoneDigits;
  before.context.references.forEach((ref, i) => {
    const error = (s.context.referenceErrors as Record<string, string | undefined>)[`${i}.phoneNumber`];
    if (ref.phoneNumber.length === size - 1) rows.use('bounds.referencePhone.digits.below');
    if (ref.phoneNumber.length === size && error === undefined) rows.use('bounds.referencePhone.digits.at');
    if (ref.phoneNumber !== '')
      expect(error === undefined, `reference ${i + 1} phone ${ref.phoneNumber}: error "${error}"`).toBe(
        ref.phoneNumber.length >= size,
      );
  });
}

/** The NIP: exactly 6 digits (§5/§9), on 'Enviar solicitud'. */
function checkNip(s: Snapshot, before: Snapshot): void {
  const c = before.context.consent;
  const size = SPEC.rules.nipDigits;
  if (c.nip.length === size - 1) rows.use('bounds.nip.digits.below');
  if (c.nip.length !== size) {
    expect(inState(s, 'consent.form.processing'), `a ${c.nip.length}-digit NIP is never sent (§5)`).toBe(
      false,
    );
    expect(s.context.consentErrors.nip).toBeDefined();
  } else if (c.creditCheck && c.ownBehalf) {
    expect(inState(s, 'consent.form.processing'), 'a 6-digit NIP with both boxes ticked is sent').toBe(true);
    rows.use('bounds.nip.digits.at');
  } else {
    // §5 "both the credit-check authorisation and the 'acting on own behalf' checkboxes must be ticked".
    expect(inState(s, 'consent.form.processing'), 'a NIP without both boxes ticked is never sent').toBe(
      false,
    );
    if (!c.creditCheck) expect(s.context.consentErrors.creditCheck).toBeDefined();
    if (!c.ownBehalf) expect(s.context.consentErrors.ownBehalf).toBeDefined();
  }
}

/** §2 result screens and §8 reasons: the text of the decision a customer reads. */
function checkResult(s: Snapshot, atUi: boolean): void {
  const result = s.context.result;
  if (!inState(s, 'result') || !result) return;
  rows.use(`statuses.result.${result.status}`);
  const shown = atUi ? pageText() : `${applicationView(s).result?.title} ${applicationView(s).result?.text}`;
  const own = ['APPROVED', 'PREAPPROVED', 'RETRY_PROCESSING_APPLICATION'];
  if (
    own.includes(result.status) ||
    (s.context.promoterMode && result.status === 'ELEGIBLE_FOR_INTEREST_PAYMENTS')
  )
    return;
  const code = result.rejectionReason ?? '';
  // §8: codes match with or without the trailing space the client spells many with (the app reads both).
  const known = Object.hasOwn(SPEC.reasons, code.trim())
    ? SPEC.reasons[code.trim() as keyof typeof SPEC.reasons]
    : null;
  if (s.context.promoterMode) {
    // Promoter mode (issue 23): the customer's rejection without its reason.
    if (known) expect(shown).not.toContain(known.copy);
    return;
  }
  if (code !== code.trim() && known) rows.use('reasons.trailingSpace');
  const count = (result as { overdueAccounts?: number }).overdueAccounts;
  if (code.trim() === 'OVERDUE_ACCOUNTS' && count !== undefined) {
    rows.use('reasons.count');
    expect(shown).toContain(SPEC.overdueCount(count));
    return;
  }
  const expected = known ?? SPEC.defaultReason;
  if (known) rows.use(`reasons.${code.trim()}`);
  const refusal = APPLICATION_TABLE.refusals.find((r) => r.code === code);
  if (refusal) {
    expect(shown, `${refusalRowId(refusal)} (table)`).toContain(refusal.expect);
    APPLICATION_TABLE_ROWS.use(refusalRowId(refusal));
  } else rows.use(`reasons.${code === '' ? 'default' : 'unknown'}`);
  expect(shown, `the screen of ${code || 'no reason'} (${result.status})`).toMatch(expected.means);
  expect(shown, `the screen of ${code || 'no reason'} (${result.status})`).toContain(expected.copy);
}

/** §4: where each status goes, by the entry that reads it. */
function checkStatus(s: Snapshot, event: Step): void {
  const output = event.output as { status?: string; processedAt?: string | null } | undefined;
  const status = output?.status;
  if (!status) return;
  if (event.type === 'xstate.done.actor.applications.submit') {
    const entry = output.processedAt ? 'processed' : 'submitted';
    rows.use(`statuses.${entry}.${status}`);
    if (!output.processedAt) {
      const final = status === 'REJECTED' || status === 'RETRY_PROCESSING_APPLICATION';
      expect(inState(s, final ? 'result' : 'consent'), `submitted, ${status} (§4)`).toBe(true);
    }
  }
  if (event.type === 'xstate.done.actor.applications.process') {
    rows.use(`statuses.nip.${status}`);
    const offer = status === 'ELEGIBLE_FOR_INTEREST_PAYMENTS';
    expect(inState(s, offer ? 'interestOffer' : 'result'), `NIP answered ${status} (§4)`).toBe(true);
  }
  if (event.type === 'xstate.done.actor.applications.submit' && output.processedAt) {
    const offer = status === 'ELEGIBLE_FOR_INTEREST_PAYMENTS';
    expect(inState(s, offer ? 'interestOffer' : 'result'), `submitted and processed, ${status} (§4)`).toBe(
      true,
    );
  }
}

/**
 * §2 "referencias: After continuing the user cannot come back to this section", and with it the address and
 * employment before it: once the application is submitted (the references sent, or the profile's data), no
 * step — an event, Back/Forward, a typed URL, a reload — shows address, employment or references again. Whether it
 * was submitted is read from before the step: the answer of the submission, or a screen only a submitted
 * application reaches (permisos, the interest offer, the result), or what the flow kept of it.
 */
export function submittedBefore(before: Snapshot | undefined, event: Step): boolean {
  if (!before) return false;
  // The server closed that application (docs/lending-api.md "An application the client cannot see", 422
  // APPLICATION_ABANDONED): the next one is a new application, whose steps are open again.
  if ((event as { error?: { code?: unknown } }).error?.code === 'APPLICATION_ABANDONED') return false;
  return (
    event.type === 'xstate.done.actor.applications.submit' ||
    before.context.submitted ||
    ['consent', 'interestOffer', 'result'].some((step) => inState(before, step))
  );
}

export function checkStepsClosed(s: Snapshot, before: Snapshot | undefined, event: Step): void {
  if (!submittedBefore(before, event)) return;
  const open = FORM_STEPS.find((step) => inState(s, step));
  expect(
    open,
    `the ${open} step reopened after the application was submitted (§2), by ${event.type}`,
  ).toBeUndefined();
  // What the flow keeps: once submitted, always submitted (a saved result restored on its page carries no flag).
  if (before?.context.submitted && s.status === 'active')
    expect(s.context.submitted, 'the submission forgotten').toBe(true);
}

/** Every rule above, after one step. */
export function checkRules(s: Snapshot, before: Snapshot | undefined, event: Step, atUi: boolean): void {
  checkStepsClosed(s, before, event);
  checkStatus(s, event);
  checkResult(s, atUi);
  if (inState(s, 'product')) checkTerms(s, atUi, event);
  if (atUi && inState(s, 'employment')) checkDependentOptions();
  if (!before) return;
  switch (event.type) {
    case 'PRODUCT.SUBMIT':
      if (inState(before, 'product')) checkProduct(s, before);
      break;
    case 'ADDRESS.SUBMIT':
      if (inState(before, 'address.editing')) checkAddress(s, before);
      break;
    case 'EMPLOYMENT.SUBMIT':
      if (inState(before, 'employment')) checkEmployment(s, before);
      break;
    case 'REFERENCES.SUBMIT':
      if (inState(before, 'references')) checkReferences(s, before);
      break;
    case 'CONSENT.SUBMIT':
      if (inState(before, 'consent.form.editing')) checkNip(s, before);
      break;
    case 'ADDRESS.CHANGE':
      if (event.field === 'postalCode' && inState(before, 'address'))
        checkCodeLength(
          'postalCode.digits',
          String(event.value),
          s.context.address.postalCode,
          SPEC.rules.postalCodeDigits,
          inState(s, 'address.lookingUp'),
        );
      break;
    case 'REFERENCE.CHANGE':
      if (event.field === 'phoneNumber' && inState(before, 'references')) {
        const held = s.context.references[event.index as 0 | 1]?.phoneNumber ?? '';
        checkCodeLength(
          'referencePhone.digits',
          String(event.value),
          held,
          SPEC.rules.referencePhoneDigits,
          false,
        );
      }
      break;
    case 'CONSENT.CHANGE':
      if (event.field === 'nip' && inState(before, 'consent'))
        checkCodeLength(
          'nip.digits',
          String(event.value),
          s.context.consent.nip,
          SPEC.rules.nipDigits,
          false,
        );
      break;
    default:
      break;
  }
}
