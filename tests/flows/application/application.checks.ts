/**
 * The application model's checks, written from the spec (APPLICATION_SPEC): the screen of each resting state,
 * the alerts, the postal-code lookup, the context a step keeps, and how a sample reads in a path.
 */
import { expect } from 'vitest';
import type { applicationMachine } from '../../../machines/application/index.ts';
import { appRefusalText, isCodeLimitRefusal } from '../../fixtures/refusals';
import type { SampleEvent } from '../../model/harness/types.ts';
import {
  expectAlerts,
  expectAlertsSaySomething,
  pageText,
  type SpecAlert,
} from '../../model/oracle/check.ts';
import { inState, MODEL_RESEND_SECONDS } from './application.model.ts';
import { APPLICATION_SPEC as SPEC } from './application.oracle.ts';
import { ABANDONED } from './application.texts.ts';

type Snapshot = ReturnType<typeof applicationMachine.getInitialSnapshot>;
type Sample = SampleEvent<typeof applicationMachine>;

/** The spec's screen of a resting state (literal route and heading, APPLICATION_SPEC). */
export function specScreen(s: Snapshot): { route: string; heading: string } | null {
  if (s.status !== 'active') return null;
  const screens = SPEC.screens;
  if (inState(s, 'product'))
    return { route: screens.product.route, heading: screens.product.heading[s.context.applicationType] };
  for (const step of [
    'address',
    'employment',
    'references',
    'consent',
    'interestOffer',
    'limitExceeded',
  ] as const) {
    if (inState(s, step)) return screens[step];
  }
  if (inState(s, 'result')) {
    const status = s.context.result?.status ?? '';
    return {
      route: screens.result.route,
      heading: s.context.promoterMode
        ? (screens.result.promoterHeading[status] ?? screens.result.promoterHeading.rejected!)
        : (screens.result.heading[status] ?? screens.result.heading.rejected!),
    };
  }
  return null;
}

const errorAlertOf = (message: string): SpecAlert => ({
  message,
  alertType: 'error',
  timer: SPEC.timings.errorMs,
});

/**
 * The postal-code lookup (issue 23.8): a code it does not know (404) reads 'No encontramos ese código postal…' with
 * the hint to check it, any other failure §8's generic text; that answer stays on 'Continuar' until the code changes.
 */
export function checkPostalCode(
  s: Snapshot,
  before: Snapshot | undefined,
  event: { type: string } & Record<string, unknown>,
): void {
  // §5 "Postal code 5 digits and looked up": what a lookup filled in stands for the code in the field, never for a
  // code typed before it (an answer that arrives after the code changed).
  if (s.context.lookup !== null) {
    expect(s.context.lookup.postalCode).toMatch(/^\d{5}$/);
    expect(s.context.lookup.postalCode).toBe(s.context.address.postalCode);
  }
  if (event.type === 'xstate.error.actor.catalog.lookupPostalCode') {
    const status = (event.error as { status?: number } | undefined)?.status;
    expect(inState(s, 'address.editing')).toBe(true);
    expect(s.context.lookup).toBeNull();
    if (/^\d{5}$/.test(s.context.address.postalCode)) {
      expect(s.context.addressErrors.postalCode).toBe(
        status === 404 ? SPEC.texts.postalCodeNotFound : SPEC.texts.postalCodeLookupFailed,
      );
    }
  }
  const answer = before?.context.addressErrors.postalCode;
  if (
    event.type === 'ADDRESS.SUBMIT' &&
    before?.context.lookup === null &&
    (answer === SPEC.texts.postalCodeNotFound || answer === SPEC.texts.postalCodeLookupFailed)
  ) {
    expect(s.context.addressErrors.postalCode).toBe(answer);
    expect(inState(s, 'address.editing')).toBe(true);
  }
  const code = before?.context.address.postalCode ?? '';
  if (
    event.type === 'ADDRESS.SUBMIT' &&
    before !== undefined &&
    inState(before, 'address.editing') &&
    /^\d{5}$/.test(code) &&
    before?.context.lookup?.postalCode !== code &&
    answer === undefined
  ) {
    // §5: a 5-digit code no lookup matched (and none answered) is not valid. (Not an oracle row: only a lookup
    // left unanswered, by leaving the step while it runs, reaches it, and no walk does that yet.)
    expect(s.context.addressErrors.postalCode).toBe('El código postal ingresado no es válido');
  }
}

/** §5 employment: the statuses whose start month is asked. */
const WORKING = ['EMPLOYED', 'INDEPENDENT', 'RETIRED'];

/** Today in Mexico City (`YYYY-MM-DD`) at `now`, read with Intl rather than the app's dates. */
const mexicoCityToday = (now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(now));

/**
 * §5 "Move-in date must be in the past: 'La fecha debe ser menor al día de hoy'" (and the employment's start month):
 * on 'Continuar', a chosen month and year not before today read it on the month; one before today never does.
 */
export function checkPastDates(s: Snapshot, before: Snapshot | undefined, event: { type: string }): void {
  // §2: the personal loan starts with the /prestamo-personal landing's utm, as its page reads them.
  if (event.type === 'xstate.init' && s.context.applicationType === 'PERSONAL_LOAN')
    expect(s.context.utm, `the landing ${SPEC.landing.query}`).toEqual(SPEC.landing.utm);
  if (!before) return;
  const pairs =
    event.type === 'ADDRESS.SUBMIT' && inState(before, 'address.editing')
      ? [
          [
            before.context.address.movedInMonth,
            before.context.address.movedInYear,
            s.context.addressErrors.movedInMonth,
          ],
        ]
      : event.type === 'EMPLOYMENT.SUBMIT' &&
          inState(before, 'employment') &&
          WORKING.includes(before.context.employment.status)
        ? [
            [
              before.context.employment.startMonth,
              before.context.employment.startYear,
              s.context.employmentErrors.startMonth,
            ],
          ]
        : [];
  for (const [month, year, error] of pairs) {
    if (!month || !year) continue;
    const past = `${year}-${month.padStart(2, '0')}-01` < mexicoCityToday(s.context.now);
    if (past) expect(error, `${month}/${year} is before today`).not.toBe(SPEC.texts.pastDate);
    else expect(error, `${month}/${year} is not before today (§5)`).toBe(SPEC.texts.pastDate);
  }
}

/** The spec's texts and rules after one step (§2, §4 "Store application flow", §5, §8). */
export function checkApplication(
  s: Snapshot,
  before: Snapshot | undefined,
  event: { type: string } & Record<string, unknown>,
  atUi: boolean,
  emitted: ReadonlyArray<{ type: string } & Record<string, unknown>>,
): void {
  const error = event.error as { status?: number; code?: string; body?: { message?: string } } | undefined;
  const output = event.output as Record<string, unknown> | undefined;
  let alerts: SpecAlert[] = [];
  if (error?.code === 'APPLICATION_ABANDONED') {
    // docs/lending-api.md "An application the client cannot see": the server closed the application (submit, the
    // NIP or its resend): its text, the application forgotten, back on the form it was sent from.
    alerts = [errorAlertOf(ABANDONED)];
    expect(s.context.applicationId).toBeNull();
    expect(s.context.submitted).toBe(false);
    expect(inState(s, s.context.origin)).toBe(true);
  } else
    switch (event.type) {
      case 'xstate.error.actor.applications.create':
        // §8: REJECTED_APPLICATIONS_LIMIT_EXCEEDED and too many applications go to the limit page; other failures
        // stay on the form with the §8 text (not status 422), or the server's own text for a 422 (not in the spec).
        if (
          error?.code === 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED' ||
          error?.code === 'EXCEEDED_APPLICATIONS_PER_MINUTE'
        )
          expect(inState(s, 'limitExceeded')).toBe(true);
        else
          alerts = [
            errorAlertOf(error?.status === 422 ? (error.body?.message ?? '') : SPEC.texts.createFailed),
          ];
        break;
      case 'xstate.error.actor.applications.submit':
        alerts = [errorAlertOf(SPEC.texts.submitFailed)];
        break;
      case 'xstate.error.actor.applications.resendComplianceCode':
        // §8's text; a NIP budget used up (issue 22): the app's own text for its code.
        alerts = [
          errorAlertOf(
            isCodeLimitRefusal(error)
              ? (appRefusalText(error, s.context.supportPhone) ?? '')
              : SPEC.texts.resendFailed,
          ),
        ];
        break;
      case 'xstate.error.actor.applications.process':
        alerts = [
          // §8 wrong NIP: a 409 the app words no other way; a refusal it knows by its code (expired, tries used
          // up): the app's own text, never the server's (issue 23); anything else §8's text with the phone.
          errorAlertOf(
            error?.status === 409 && appRefusalText(error) === undefined
              ? SPEC.texts.wrongNip
              : (appRefusalText(error, s.context.supportPhone) ??
                  SPEC.texts.nipFailed(s.context.supportPhone)),
          ),
        ];
        expect(inState(s, 'consent.form.editing')).toBe(true);
        break;
      case 'xstate.error.actor.applications.acceptAsInterestPayments':
      case 'xstate.error.actor.applications.rejectNoInterestAsInterestPayments':
        alerts = [errorAlertOf(SPEC.texts.offerFailed)];
        expect(inState(s, 'interestOffer.choosing')).toBe(true);
        break;
      default:
        if (
          before &&
          s.status === 'done' &&
          before.context.applicationType === 'STORE' &&
          !before.context.storeId
        ) {
          // §2 guards / §8: a store application with no store: the alert (5 s), then /.
          alerts = [errorAlertOf(SPEC.texts.missingStore)];
        }
    }
  expectAlerts(emitted, alerts);
  // Every alert says something (house rule), but for §8 "Continue or cancel of interest offer fails": "error alert
  // with an empty message" is the spec's whole copy for it (§4 "Interest offer" too), with no description to show
  // under it; a text of the app's own would be invented copy. The one alert the check does not apply to.
  const offerFailed =
    event.type === 'xstate.error.actor.applications.acceptAsInterestPayments' ||
    event.type === 'xstate.error.actor.applications.rejectNoInterestAsInterestPayments';
  if (!offerFailed) expectAlertsSaySomething(emitted);

  // §4: after the submission or the NIP, ELEGIBLE_FOR_INTEREST_PAYMENTS → the interest offer; processed → result.
  if (
    (event.type === 'xstate.done.actor.applications.process' ||
      event.type === 'xstate.done.actor.applications.submit') &&
    output?.processedAt
  ) {
    expect(inState(s, output.status === 'ELEGIBLE_FOR_INTEREST_PAYMENTS' ? 'interestOffer' : 'result')).toBe(
      true,
    );
  }
  if (event.type === 'xstate.done.actor.applications.submit' && !output?.processedAt) {
    // §4: REJECTED or RETRY_PROCESSING_APPLICATION → result; anything else → permisos.
    const final = output?.status === 'REJECTED' || output?.status === 'RETRY_PROCESSING_APPLICATION';
    expect(inState(s, final ? 'result' : 'consent')).toBe(true);
  }
  if (
    event.type === 'xstate.done.actor.applications.acceptAsInterestPayments' ||
    event.type === 'xstate.done.actor.applications.rejectNoInterestAsInterestPayments'
  )
    expect(inState(s, 'result')).toBe(true);
  // §5/§9: the NIP resend waits 60 s (the store input's server-side wait is the model's 2 s).
  const wait =
    s.context.applicationType === 'PERSONAL_LOAN' ? SPEC.timings.resendSeconds : MODEL_RESEND_SECONDS;
  if (
    inState(s, 'consent') &&
    (event.type === 'xstate.done.actor.applications.resendComplianceCode' ||
      event.type === 'xstate.done.actor.applications.submit')
  ) {
    expect(s.context.countdown).toBe(wait);
    expect(inState(s, 'consent.resend.waiting')).toBe(true);
  }
  // §2: where the flow ends, decided by the input (promoter mode, the store) and the result (its status, and the
  // profile's signed contract): promoter mode at /promotor; APPROVED at the sign route (its term selection once
  // the contract is signed); everything else, and a store application with no store, at /.
  if (s.status === 'done') {
    const result = s.context.result;
    const expected = s.context.promoterMode
      ? SPEC.destination.promoter
      : result?.status === 'APPROVED' && (s.context.applicationType !== 'STORE' || s.context.storeId)
        ? SPEC.destination.sign(result.id, s.context.profile.contractSigned)
        : SPEC.destination.home;
    expect(s.output?.redirectTo).toBe(expected);
  }
  // §8 "Cannot create": which page text, decided by the code the check or the creation answered.
  const refused =
    event.type === 'xstate.done.actor.applications.canCreate' && output?.canCreateApplication === false
      ? String(output.reason)
      : event.type === 'xstate.error.actor.applications.create' &&
          (error?.code === 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED' ||
            error?.code === 'EXCEEDED_APPLICATIONS_PER_MINUTE')
        ? String(error?.code)
        : null;
  if (refused !== null) {
    expect(inState(s, 'limitExceeded')).toBe(true);
    expect(s.context.cannotCreateReason).toBe(refused);
  }
  // §5: the resend link waits for the countdown: each second it tells is the one shown; at its end the link.
  if (event.type === 'COUNTDOWN.TICK') {
    expect(s.context.countdown).toBe(event.secondsLeft);
    expect(inState(s, 'consent.resend.waiting')).toBe(true);
  }
  if (event.type === 'xstate.done.actor.countdown') expect(inState(s, 'consent.resend.ready')).toBe(true);
  if (atUi && s.status === 'active') {
    // §2 progress of each step; the limit page's §8 text; promoter mode's 'Finalizar'.
    const bar = document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') ?? null;
    const step = (['address', 'employment', 'references', 'consent'] as const).find((k) => inState(s, k));
    // (While the application is sent, the form it came from stays on screen with its progress.)
    if (step) expect(bar).toBe(String(SPEC.screens[step].progress));
    if (inState(s, 'result') || inState(s, 'interestOffer') || inState(s, 'limitExceeded'))
      expect(bar).toBeNull();
    if (inState(s, 'limitExceeded')) {
      expect(pageText()).toContain(
        s.context.cannotCreateReason === 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED'
          ? SPEC.texts.rejectedLimit
          : SPEC.texts.tooMany,
      );
    }
    if (inState(s, 'result') && s.context.promoterMode) {
      expect(document.querySelector('button[data-action=finish]')?.textContent?.trim()).toBe(
        SPEC.texts.finish,
      );
    }
  }
}

const filledCount = (values: object) => Object.values(values).filter((v) => v !== '' && v !== false).length;

/**
 * What tells two application states apart: the phase's own progress (how many fields are filled, not their text),
 * the lookup, the estimate, the application and its result. Errors shown and exact values are checked by the
 * state assertions and the unit tests.
 */
export function project(c: Snapshot['context']): unknown {
  const early = c.furthest === 0 && !c.submitted;
  return {
    product: early
      ? [
          c.product.productPrice !== '',
          c.product.creditAmount !== '',
          c.product.requestedPeriod,
          c.estimate !== null,
        ]
      : null,
    limits: [c.balances.length, c.noInterestTerms.length],
    furthest: c.furthest,
    address: c.submitted ? null : filledCount(c.address),
    lookup: c.submitted ? null : (c.lookup?.postalCode ?? null),
    employment: c.submitted ? null : filledCount(c.employment),
    references: c.submitted ? null : c.references.map(filledCount),
    origin: c.origin,
    applicationId: c.applicationId,
    submitted: c.submitted,
    consent: [c.consent.creditCheck, c.consent.ownBehalf, c.consent.nip !== ''],
    // The spec's 60 s wait is one state: its 60 ticks would otherwise be 60 states of the graph.
    countdown: c.countdown > MODEL_RESEND_SECONDS ? 'espera del spec' : c.countdown,
    result: c.result ? [c.result.status, c.result.rejectionReason, c.result.processedAt !== null] : null,
    cannot: c.cannotCreateReason,
    redirectTo: c.redirectTo,
  };
}

export function describeSample(event: Sample): string | undefined {
  switch (event.type) {
    case 'PRODUCT.CHANGE':
    case 'ADDRESS.CHANGE':
    case 'EMPLOYMENT.CHANGE':
      return `${event.type} ${event.field} = "${event.value}"`;
    case 'REFERENCE.CHANGE':
      return `${event.type} ${event.index}.${event.field} = "${event.value}"`;
    case 'CONSENT.CHANGE':
      return `${event.type} ${event.field} = ${JSON.stringify(event.value)}`;
    case 'TERM.SELECT':
      return `TERM.SELECT ${event.requestedPeriod} meses`;
    case 'ROUTE.CHANGED':
      return `ROUTE.CHANGED ${event.route}`;
    default:
      break;
  }
  if ('output' in event) {
    const output = event.output as {
      status?: string;
      rejectionReason?: string | null;
      processedAt?: string | null;
    };
    const actor = event.type.replace('xstate.done.actor.', 'done: ');
    if (output?.status)
      return `${actor} (${output.status}${output.rejectionReason ? ` ${output.rejectionReason}` : ''}${output.processedAt ? '' : ', sin procesar'})`;
    return actor;
  }
  if ('error' in event) {
    const error = event.error as { status: number; code?: string };
    return `${event.type.replace('xstate.error.actor.', 'error: ')} (HTTP ${error.status}${error.code ? ` ${error.code}` : ''})`;
  }
  return undefined;
}
