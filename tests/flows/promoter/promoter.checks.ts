/**
 * The spec's oracle of the quick application's model (promoter.model.ts): the screen of each resting state and the
 * texts, alerts, transitions and waits after each step (§4 "Promoter flow", §5, §8, §9).
 */
import { expect } from 'vitest';
import type { promoterMachine } from '../../../machines/promoter/index.ts';
import { appRefusalText, isCodeLimitRefusal } from '../../fixtures/refusals';
import { expectAlerts, expectOnlySpecAlerts, type SpecAlert } from '../../model/oracle/check.ts';
import { SPEC_ALERTS } from './promoter.alerts.ts';
import { checkPromoterBounds } from './promoter.boundsCheck.ts';
import { checkFailureDismissed } from './promoter.dismissal.ts';
import { PROMOTER_SPEC as SPEC } from './promoter.oracle.ts';
import { PROMOTER_ROWS } from './promoter.rows.ts';
import { MODEL_RESEND_SECONDS } from './promoter.samples.ts';

type Snapshot = ReturnType<typeof promoterMachine.getInitialSnapshot>;

/** The spec's screen of a resting state (literal route and heading, PROMOTER_SPEC). */
export function specScreen(s: Snapshot): { route: string; heading: string } | null {
  if (s.status !== 'active') return null;
  const screens = SPEC.screens;
  for (const step of [
    'simulation',
    'clientCheck',
    'data',
    'product',
    'consent',
    'preliminaryFailed',
    'finish',
    'confirmEmail',
    'activation',
  ] as const) {
    if (s.matches(step)) return screens[step];
  }
  if (s.matches('result')) {
    const status = s.context.result?.status ?? '';
    return {
      route: screens.result.route,
      heading: screens.result.heading[status] ?? screens.result.heading.rejected!,
    };
  }
  return null;
}

const LOOKUP_LIMIT_TEXT =
  'Hiciste demasiadas consultas de clientes. Espera un momento y vuelve a buscar al cliente.';

const errorAlertOf = (message: string): SpecAlert => ({
  message,
  alertType: 'error',
  timer: SPEC.timings.errorMs,
});

/** An oracle's check after one step: the state reached, the one before (none at the start), the event, the alerts. */
export type PromoterCheck = (
  s: Snapshot,
  before: Snapshot | undefined,
  event: { type: string } & Record<string, unknown>,
  emitted: ReadonlyArray<{ type: string } & Record<string, unknown>>,
) => void;

/** The spec's texts and rules after one step (§4 "Promoter flow", §5, §8, §9). */
export const checkPromoter: PromoterCheck = (s, before, event, emitted) => {
  const error = event.error as { status?: number; code?: string; body?: { message?: string } } | undefined;
  const output = event.output as Record<string, unknown> | undefined;
  expectOnlySpecAlerts(emitted, SPEC_ALERTS);
  checkFailureDismissed({
    routeBefore: before ? (specScreen(before)?.route ?? null) : null,
    routeAfter: s.status === 'done' ? SPEC.home : (specScreen(s)?.route ?? null),
    event,
    emitted,
    first: before === undefined,
  });
  if (event.type === 'FINISH.SUBMIT' && before) checkPastMonths(s, before);
  for (const alert of emitted)
    if (typeof alert.message === 'string') PROMOTER_ROWS.saw(`alert ${alert.message}`);
  switch (event.type) {
    case 'xstate.error.actor.applications.create':
      expectAlerts(emitted, [
        errorAlertOf(
          error?.code === 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED'
            ? SPEC.texts.rejectedLimit
            : error?.status === 429
              ? SPEC.texts.tooMany
              : SPEC.texts.createFailed,
        ),
      ]);
      break;
    case 'xstate.error.actor.clients.curpLookup':
      // §8: no data for the CURP (404), an account with the same data (409), anything else the generic text:
      // under the CURP, the other fields' errors kept, no alert.
      expect(s.matches({ data: 'editing' })).toBe(true);
      expect(s.context.dataErrors).toEqual({
        ...before?.context.dataErrors,
        curp:
          error?.status === 404
            ? 'No hemos encontrado información asociada al CURP que ingresaste.'
            : error?.status === 409
              ? SPEC.texts.curpTaken
              : 'Hubo un error, vuelve a intentarlo más tarde.',
      });
      expectAlerts(emitted, []);
      break;
    case 'xstate.error.actor.applications.preProcess': {
      // §8 wrong NIP: a 409 the app words no other way; a refusal it knows by its code: its own text, never
      // the server's (issue 23); anything else §8's processing failure. Only a wrong NIP is emptied.
      const wrong = error?.status === 409 && appRefusalText(error) === undefined;
      expectAlerts(emitted, [
        errorAlertOf(wrong ? SPEC.texts.wrongNip : (appRefusalText(error) ?? SPEC.texts.processFailed)),
      ]);
      expect(s.matches({ consent: { form: 'editing' } })).toBe(true);
      if (before)
        expect(s.context.consent).toEqual({ ...before.context.consent, ...(wrong ? { nip: '' } : {}) });
      break;
    }
    case 'xstate.error.actor.promoters.quickApplication':
      // A 409 is the e-mail already registered (§5: under the field, no alert); anything else §8's text.
      expect(s.matches({ finish: 'editing' })).toBe(true);
      if (error?.status === 409) {
        expect(s.context.finishErrors).toEqual({ email: SPEC.texts.emailTaken });
        expectAlerts(emitted, []);
      } else expectAlerts(emitted, [errorAlertOf(SPEC.texts.quickFailed)]);
      break;
    case 'xstate.error.actor.applications.updateDetails':
      // Another account's CURP or e-mail: under the field on the data step (§5/§8 texts); else the app's alert.
      if (error?.status === 409) {
        expect(s.matches('data')).toBe(true);
        expect(s.context.dataErrors).toEqual(
          error.code === 'CURP_TAKEN' ? { curp: SPEC.texts.curpTaken } : { email: SPEC.texts.emailTaken },
        );
        expectAlerts(emitted, []);
      } else {
        expectAlerts(emitted, [
          errorAlertOf('No pudimos guardar los datos corregidos del cliente, vuelve a intentarlo.'),
        ]);
      }
      break;
    case 'xstate.done.actor.applications.create':
      // §6: the corrections of a client the promoter registered are sent before the NIP is asked, never dropped.
      if (before?.context.client?.detailsEditable && before.context.data.email === 'ana.luisa@correo.mx') {
        expect(s.matches({ product: 'savingDetails' })).toBe(true);
      }
      // …the interior number too (§5 "interior optional"): one typed where the file has none is a correction.
      if (before?.context.client?.detailsEditable) {
        const typed = before.context.data.interiorNumber.trim();
        const onFile = before.context.client.address?.interiorNumber ?? '';
        if (typed !== onFile)
          expect(
            s.matches({ product: 'savingDetails' }),
            `interior number ${onFile || '(none)'} → ${typed}`,
          ).toBe(true);
      }
      break;
    case 'xstate.error.actor.applications.process': {
      // §8 "Wrong activation code" (409) and "Promoter processing fails" (anything else); the tries spent (429)
      // the app words as a wrong code. A wrong code is emptied, any other failure keeps it.
      const wrong = error?.status === 409 || error?.status === 429;
      expectAlerts(emitted, [errorAlertOf(wrong ? SPEC.texts.wrongCode : SPEC.texts.processFailed)]);
      expect(s.matches({ activation: { code: 'editing' } })).toBe(true);
      expect(s.context.activationCode).toBe(wrong ? '' : before?.context.activationCode);
      break;
    }
    case 'xstate.error.actor.promoters.clientActivationCode':
      expectAlerts(emitted, [errorAlertOf(SPEC.texts.codeFetchFailed)]);
      break;
    case 'xstate.error.actor.applications.resendComplianceCode':
    case 'xstate.error.actor.promoters.resendClientActivationCode':
      // A used-up NIP budget (issue 22): the app's text for its code. Another 429 is not a failure: the countdown
      // starts again.
      expectAlerts(
        emitted,
        isCodeLimitRefusal(error)
          ? [errorAlertOf(appRefusalText(error) ?? '')]
          : error?.status === 429
            ? []
            : [errorAlertOf(SPEC.texts.resendFailed)],
      );
      break;
    case 'xstate.error.actor.promoters.isRegistered':
      // §8: the e-mail check of the quick application, or the phone check of the client check.
      if (before?.matches('finish')) {
        expectAlerts(emitted, [errorAlertOf(SPEC.texts.emailCheckFailed)]);
        expect(s.matches({ finish: 'editing' })).toBe(true);
      } else if (before?.matches('clientCheck'))
        expectAlerts(emitted, [
          errorAlertOf(
            // Not the spec's: the promoter's look-ups are spent (429), the app's own text (issue 22 point 4).
            error?.status === 429 ? LOOKUP_LIMIT_TEXT : SPEC.texts.phoneCheckFailed,
          ),
        ]);
      break;
    default:
      break;
  }
  // §4 NIP result (REJECTED: by the kind of client the phone check found), §5 rules at their edges, §8 reasons.
  checkPromoterBounds(s, before, event);
  // §9: the business role's resend wait is 90 s (the new application's input answers the model's 2 s); it starts
  // on arriving at the NIP or the code, and again after a resend (from the server's wait when it names one).
  const arrived = (step: 'consent' | 'activation') => s.matches(step) && !(before?.matches(step) ?? false);
  if (arrived('consent') || arrived('activation')) {
    expect([SPEC.timings.resendSeconds, MODEL_RESEND_SECONDS]).toContain(s.context.countdown);
    if (event.type === 'xstate.init') expect(s.context.countdown).toBe(SPEC.timings.resendSeconds);
  }
  if (
    event.type === 'xstate.done.actor.applications.resendComplianceCode' ||
    event.type === 'xstate.done.actor.promoters.resendClientActivationCode'
  ) {
    expect(s.context.countdown).toBe(output?.retryAfterSeconds);
  }
  if (s.matches({ clientCheck: 'found' })) {
    // §2 badges: activatedAt set → registered; a known client without it → incomplete; else new.
    const kind = s.context.clientKind;
    expect(['new', 'incomplete', 'registered']).toContain(kind);
  }
  // §9: the countdown tells each second left (the figure on screen); at its end the link shows, at 0.
  const waiting = (x: Snapshot | undefined) =>
    (x?.matches({ consent: { resend: 'waiting' } }) ?? false) ||
    (x?.matches({ activation: { resend: 'waiting' } }) ?? false);
  if (event.type === 'COUNTDOWN.TICK' && waiting(before)) expect(s.context.countdown).toBe(event.secondsLeft);
  if (event.type === 'xstate.done.actor.countdown' || event.type === 'xstate.error.actor.countdown') {
    expect(
      s.matches({ consent: { resend: 'ready' } }) || s.matches({ activation: { resend: 'ready' } }),
    ).toBe(true);
    expect(s.context.countdown).toBe(0);
  }
  if (s.status === 'done') expect(s.output?.redirectTo).toBe(SPEC.home);
};

/** Today in Mexico City (`YYYY-MM-DD`) at `now`, read with Intl rather than the app's dates. */
const mexicoCityToday = (now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(now));

/**
 * §5 quick application: the move-in month and (working statuses) the start month must be before today; a month
 * typed `YYYY-MM` that is not reads 'La fecha debe ser menor al día de hoy', one that is never does.
 */
function checkPastMonths(s: Snapshot, before: Snapshot): void {
  const f = before.context.finish;
  const working = ['EMPLOYED', 'INDEPENDENT', 'RETIRED'].includes(f.status);
  const months = [['movedInSince', f.movedInSince], ...(working ? [['startDate', f.startDate]] : [])];
  for (const [field, value] of months) {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test((value ?? '').trim())) continue;
    const error = (s.context.finishErrors as Record<string, string | undefined>)[field as string];
    const past = `${(value as string).trim()}-01` < mexicoCityToday(s.context.now);
    if (past) expect(error, `${field} ${value} is before today`).not.toBe(SPEC.texts.pastDate);
    else expect(error, `${field} ${value} is not before today (§5)`).toBe(SPEC.texts.pastDate);
  }
}
