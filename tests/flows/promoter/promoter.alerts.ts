/**
 * Every alert the quick application may show (§8, and the app's own texts where the spec is silent): the oracle
 * accepts no other (promoter.checks.ts), and each is a row some walk must show (promoter.rows.ts).
 */
import { APP_TEXTS } from '../../fixtures/refusals';
import type { SpecAlert } from '../../model/oracle/check.ts';
import { PROMOTER_SPEC as SPEC } from './promoter.oracle.ts';

/** Every alert the spec gives the quick application (§8), as error alerts of 5 s. */
export const SPEC_ALERTS: SpecAlert[] = [
  SPEC.texts.createFailed,
  SPEC.texts.rejectedLimit,
  SPEC.texts.tooMany,
  SPEC.texts.wrongNip,
  SPEC.texts.processFailed,
  SPEC.texts.quickFailed,
  SPEC.texts.wrongCode,
  SPEC.texts.codeFetchFailed,
  SPEC.texts.resendFailed,
  SPEC.texts.phoneCheckFailed,
  SPEC.texts.emailCheckFailed,
  // Not the spec's: the app's own texts of a NIP refused for a reason it knows by its code (issue 23).
  APP_TEXTS.nipExpired,
  APP_TEXTS.triesToday('2 horas'),
  APP_TEXTS.triesExhaustedNoPhone,
  // Not the spec's (§6 is silent): the corrections of the client's data (update-details) were not saved.
  'No pudimos guardar los datos corregidos del cliente, vuelve a intentarlo.',
  // Not the spec's: the promoter's client look-ups are spent (is-registered 429).
  'Hiciste demasiadas consultas de clientes. Espera un momento y vuelve a buscar al cliente.',
].map((message) => ({ message, alertType: 'error', timer: SPEC.timings.errorMs }));
