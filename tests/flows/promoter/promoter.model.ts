/**
 * Model of the promoter's quick application (machines/promoter/): every state and transition at machine level.
 * The context projection keeps the graph small (which fields are filled and which errors show, not their text);
 * exact values and the Spanish texts are checked by the state assertions and in promoter.details.machine.test.ts.
 */

import { expect } from 'vitest';
import { promoterMachine, promoterView } from '../../../machines/promoter/index.ts';
import { SERVER_SAYS } from '../../fixtures/refusals';
import { httpError, MARIA_CURP, NOW } from '../../fixtures/samples.ts';
import { defineModel, type ModelDefinition, type SampleEvent } from '../../model/harness/types.ts';
import { BOUND_TEXTS } from '../../model/oracle/spec.ts';
import { APPLICATION_SPEC } from '../application/application.oracle.ts';
import { expectTermOptions } from './promoter.boundsCheck.ts';
import { checkPromoter, specScreen } from './promoter.checks.ts';
import { checkPromoterTable, tableRefusal } from './promoter.classes.ts';
import { expectNoClientNavigation } from './promoter.navigation.ts';
import { PROMOTER_SPEC as SPEC } from './promoter.oracle.ts';
import {
  curpFound,
  editableClient,
  incompleteClient,
  MODEL_RESEND_SECONDS,
  notRegistered,
  postalCodes,
  processed,
  registeredClient,
  STORES,
  VALID_FINISH,
} from './promoter.samples.ts';
import { promoterUi } from './promoter.screens.ts';

type Snapshot = ReturnType<typeof promoterMachine.getInitialSnapshot>;
type Sample = SampleEvent<typeof promoterMachine>;

/** The endpoint key (or the countdown) of an actor's outcome event. */
const actorOf = (type: string) => type.replace(/^xstate\.(done|error)\.actor\./, '');

const done = (id: string, output: unknown): Sample =>
  ({ type: `xstate.done.actor.${id}`, actorId: id, output }) as Sample;
/** The postal-code lookup's answers, the same in the promoter's data step as in the application's address. */
const POSTAL_TEXTS = APPLICATION_SPEC.texts;

const fail = (
  id: string,
  status: number,
  code?: string,
  message?: string,
  retryAfterSeconds?: number,
): Sample =>
  ({
    type: `xstate.error.actor.${id}`,
    actorId: id,
    error: {
      ...httpError(status),
      ...(code ? { code } : {}),
      ...(message ? { body: { httpCode: status, code, message, retryAfterSeconds } } : {}),
    },
  }) as Sample;

/** The data step typed in one order (CURP, street, postal code, neighbourhood, phone), so the graph stays a line. */
function dataEvents(s: Snapshot): Sample[] {
  const c = s.context;
  const d = c.data;
  if (c.client !== null) {
    // A client the promoter registered: the e-mail on file corrected, or put back (§6 update-details). Anyone
    // else's data is read-only: nothing to type.
    if (!c.client.detailsEditable) return [];
    return d.email === 'ana.torres@correo.mx'
      ? [{ type: 'DATA.CHANGE', values: { email: 'ana.luisa@correo.mx' } }]
      : [{ type: 'DATA.CHANGE', values: { email: 'ana.torres@correo.mx' } }];
  }
  if (c.curpResponse === null) {
    return d.curp === ''
      ? [{ type: 'DATA.CHANGE', values: { curp: ' logf900514mjcprr02' } }]
      : [{ type: 'DATA.CHANGE', values: { curp: 'LOGF9005' } }];
  }
  if (d.streetName === '')
    return [{ type: 'DATA.CHANGE', values: { streetName: 'Av. Juárez', exteriorNumber: '12' } }];
  if (c.neighborhoods.length === 0) return [{ type: 'DATA.CHANGE', values: { postalCode: '06600' } }];
  if (d.neighborhood === '') return [{ type: 'DATA.CHANGE', values: { neighborhood: 'Roma Norte' } }];
  return d.phoneNumber === '5511223344'
    ? []
    : [{ type: 'DATA.CHANGE', values: { phoneNumber: '5511223344' } }];
}

export const promoterDefinition: ModelDefinition<typeof promoterMachine> = {
  name: 'promoter',
  description:
    'Solicitud rápida del promotor: cliente por teléfono, datos, producto, permisos con NIP, modelo preliminar, ' +
    'solicitud completa, código de activación y resultado.',
  machine: promoterMachine,
  // Edges explored per input (the countdown's ticks and end in every waiting state add some).
  limit: 12_000,
  excluded: {
    'data|DATA.CHANGE|0':
      "A read-only client's CURP, address and e-mail have no editable field on the data step (the screen " +
      'says why): no change reaches the machine, which ignores one anyway (promoter.details.machine.test.ts).',
  },
  inputs: [
    {
      name: 'nueva solicitud',
      input: { promoterId: 'p-7', stores: STORES, now: NOW, resendWaitSeconds: MODEL_RESEND_SECONDS },
    },
    {
      name: 'retomada en el código de activación',
      input: {
        promoterId: 'p-7',
        stores: STORES,
        now: NOW,
        pickUp: { applicationId: 'a-1', clientId: 'c-20' },
      },
    },
  ],
  events: (s) => {
    const c = s.context;
    const samples: Sample[] = [
      { type: 'START', storeId: 's-1' },
      { type: 'STORE.CHANGE', storeId: 's-1' },
    ];
    if (s.matches('clientCheck')) {
      samples.push(
        c.checkPhone === ''
          ? { type: 'CHECK.CHANGE', phoneNumber: '(55) 8765-4321' }
          : { type: 'CHECK.CHANGE', phoneNumber: '' },
      );
      samples.push({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida' });
    }
    if (s.matches('data')) {
      samples.push(...dataEvents(s), {
        type: 'ROUTE.CHANGED',
        route: '/promotor/solicitud-rapida/client-info',
      });
    }
    if (s.matches('product')) {
      samples.push(
        c.product.productPrice === ''
          ? {
              type: 'PRODUCT.CHANGE',
              values: { productPrice: '10000', creditAmount: '9000', requestedPeriod: '6' },
            }
          : { type: 'PRODUCT.CHANGE', values: { creditAmount: '9500' } },
        { type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida/datos' },
      );
    }
    if (s.matches('consent')) {
      samples.push(
        c.consent.nip === ''
          ? { type: 'CONSENT.CHANGE', values: { nip: '123456', authorize: true, ownBehalf: true } }
          : { type: 'CONSENT.CHANGE', values: { authorize: false } },
      );
    }
    if (s.matches('finish')) {
      samples.push(
        c.finish.email === ''
          ? { type: 'FINISH.CHANGE', values: VALID_FINISH }
          : { type: 'FINISH.CHANGE', values: { monthlyRent: '500' } },
      );
    }
    if (s.matches('activation')) {
      samples.push({ type: 'CODE.CHANGE', value: c.activationCode === '' ? '4821' : '' });
    }
    // The resend countdown (a faked child here): it tells a second left (its last, 0, comes with its end: the done
    // step).
    samples.push({ type: 'COUNTDOWN.TICK', secondsLeft: Math.max(1, c.countdown - 1) });
    samples.push(done('countdown', {}), fail('countdown', 500));
    samples.push(
      done('promoters.isRegistered', notRegistered),
      done('promoters.isRegistered', incompleteClient),
      done('promoters.isRegistered', registeredClient),
      done('promoters.isRegistered', editableClient),
      fail('promoters.isRegistered', 500),
      fail('promoters.isRegistered', 429, 'LOOKUP_LIMIT'),
      done('clients.curpLookup', curpFound),
      fail('clients.curpLookup', 404),
      fail('clients.curpLookup', 409),
      fail('clients.curpLookup', 500),
      done('catalog.lookupPostalCode', postalCodes),
      fail('catalog.lookupPostalCode', 404),
      fail('catalog.lookupPostalCode', 503),
      done('applications.estimatedMonthlyPayment', { estimatedMonthlyPayment: 1234.5 }),
      fail('applications.estimatedMonthlyPayment', 500),
      done('applications.create', { id: 'a-1' }),
      fail('applications.create', 422, 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED'),
      fail('applications.create', 429),
      fail('applications.create', 500),
      done('applications.updateDetails', { ok: true }),
      fail('applications.updateDetails', 409, 'EMAIL_OR_PHONE_TAKEN'),
      fail('applications.updateDetails', 409, 'CURP_TAKEN'),
      fail('applications.updateDetails', 500),
      done('applications.preProcess', processed('REJECTED')),
      done('applications.preProcess', processed('PASSED_PRELIMINARY_MODEL')),
      done('applications.preProcess', processed('APPROVED')),
      fail('applications.preProcess', 409),
      fail('applications.preProcess', 500),
      fail('applications.preProcess', 409, 'NIP_EXPIRED', SERVER_SAYS),
      fail('applications.preProcess', 429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', SERVER_SAYS, 2 * 3600),
      done('applications.resendComplianceCode', { sent: true, retryAfterSeconds: MODEL_RESEND_SECONDS }),
      fail('applications.resendComplianceCode', 429),
      fail('applications.resendComplianceCode', 429, 'CODE_ATTEMPTS_EXHAUSTED', SERVER_SAYS),
      fail('applications.resendComplianceCode', 500),
      done('promoters.quickApplication', { id: 'a-1', emailSent: true }),
      fail('promoters.quickApplication', 409),
      fail('promoters.quickApplication', 500),
      done('promoters.clientActivationCode', { activationCode: '4821' }),
      fail('promoters.clientActivationCode', 404),
      done('promoters.resendClientActivationCode', { sent: true, retryAfterSeconds: MODEL_RESEND_SECONDS }),
      fail('promoters.resendClientActivationCode', 429),
      fail('promoters.resendClientActivationCode', 500),
      done('applications.process', processed('PREAPPROVED')),
      fail('applications.process', 409),
      fail('applications.process', 429),
      fail('applications.process', 500),
    );
    return samples;
  },
  serializeContext: (c) => {
    const decided = c.result !== null;
    const created = c.application !== null;
    const filled = (values: object) =>
      Object.entries(values)
        .filter(([, v]) => v !== '' && v !== false)
        .map(([k]) => k)
        .sort();
    return {
      store: c.storeId,
      phone: c.checkPhone !== '',
      checkError: c.checkError !== null,
      kind: decided ? null : c.clientKind,
      data: created ? null : { filled: filled(c.data), curp: c.data.curp.length, phone: c.data.phoneNumber },
      email: c.data.email,
      editable: c.client?.detailsEditable === true,
      dataErrors: created ? null : Object.keys(c.dataErrors).length > 0,
      found: created ? null : c.curpResponse !== null,
      neighborhoods: created ? null : c.neighborhoods.length,
      product: created ? null : filled(c.product),
      productErrors: created ? null : Object.keys(c.productErrors).length > 0,
      estimate: created ? null : c.estimate,
      application: c.application === null ? null : c.application.clientId !== null,
      consent: decided ? null : filled(c.consent),
      consentErrors: decided ? null : Object.keys(c.consentErrors).length > 0,
      result: c.result?.status ?? null,
      finish: filled(c.finish).length,
      rent: c.finish.monthlyRent,
      finishErrors: Object.keys(c.finishErrors).length > 0,
      code: c.activationCode,
      codeError: c.codeError !== null,
      shown: c.shownCode !== null,
      // The spec's 90 s wait is one state: its 90 ticks would otherwise be 90 states of the graph.
      countdown: c.countdown > MODEL_RESEND_SECONDS ? 'espera del spec' : c.countdown,
    };
  },
  describeEvent: (event) => {
    if ('error' in event)
      return `error: ${actorOf(event.type)} (${(event.error as { status: number }).status})`;
    if ('output' in event) {
      const output = event.output as {
        status?: string;
        isRegistered?: boolean;
        client?: { activatedAt: unknown } | null;
      };
      const detail =
        output.status ??
        (output.isRegistered === undefined
          ? ''
          : output.isRegistered
            ? output.client?.activatedAt
              ? 'registrado'
              : 'incompleto'
            : 'nuevo');
      return `done: ${actorOf(event.type)}${detail ? ` (${detail})` : ''}`;
    }
    if ('values' in event) return `${event.type} ${JSON.stringify(event.values).slice(0, 60)}`;
    return undefined;
  },
  machineLevel: {
    states: {
      simulation: (s) => {
        expect(s.context.application).toBeNull();
        expect(promoterView(s)).toMatchObject({ screen: 'simulation', storeId: 's-1' });
      },
      'clientCheck.found': (s) => {
        const badge = {
          new: 'Cliente nuevo',
          incomplete: 'Cliente incompleto',
          registered: 'Cliente registrado',
        };
        expect(promoterView(s)).toMatchObject({
          screen: 'clientCheck',
          badge: badge[s.context.clientKind ?? 'new'],
        });
      },
      'clientCheck.editing': (s) => {
        // §5 generic messages: an empty phone, or one short of its 10 digits.
        if (s.context.checkError)
          expect(['El campo es requerido', 'El campo debe tener al menos 10 dígitos']).toContain(
            s.context.checkError,
          );
      },
      'data.editing': (s) => {
        const e = s.context.dataErrors;
        if (e.phoneNumber) expect(e.phoneNumber).toBe('El número ingresado ya se encuentra registrado.');
        if (e.postalCode) {
          expect([
            POSTAL_TEXTS.postalCodeNotFound,
            POSTAL_TEXTS.postalCodeLookupFailed,
            'El campo es requerido',
          ]).toContain(e.postalCode);
        }
        if (e.curp) {
          expect([
            'El campo es requerido',
            'El campo debe tener al menos 18 dígitos',
            'El dato ingresado no es válido',
            'No hemos encontrado información asociada al CURP que ingresaste.',
            'Una cuenta con los mismos datos personales ya se encuentra registrada',
            'Hubo un error, vuelve a intentarlo más tarde.',
          ]).toContain(e.curp);
        }
        // The name comes from the lookup (new client) or the client check (existing), never typed.
        if (s.context.client) expect(s.context.data.name).toBe('Ana Luisa');
        // §6: an activated client's data, or a client another promoter registered, is read-only, and says why.
        const view = promoterView(s);
        if (view.screen === 'data' && view.mode === 'readOnly') {
          expect(view.readOnlyNote).toBe(
            s.context.client?.activatedAt
              ? 'El cliente ya activó su cuenta: su CURP, domicilio y correo solo los puede cambiar él desde su cuenta.'
              : 'Este cliente lo registró otro promotor: solo quien lo registró puede corregir su CURP, domicilio y correo.',
          );
        } else if (s.context.curpResponse) expect(s.context.data.name).toBe('MARIA FERNANDA');
      },
      'data.lookingUpCurp': (s) => expect(s.context.data.curp).toBe(MARIA_CURP),
      'product.savingDetails': (s) => {
        // Only a client this promoter registered, with a correction of the data on file.
        expect(s.context.client?.detailsEditable).toBe(true);
        expect(s.context.application).not.toBeNull();
        expect(promoterView(s)).toMatchObject({ screen: 'product', busy: true });
      },
      'product.detailsFailed': (s) =>
        expect(promoterView(s)).toMatchObject({ screen: 'product', busy: false }),
      'product.creating': (s) => expect(s.context.product.productPrice).not.toBe(''),
      'product.editing.estimating': (s) =>
        expect(s.context.product).toMatchObject({ creditAmount: '9000', requestedPeriod: '6' }),
      'product.editing.idle': (s) => {
        // Fetched for the current amount and term only: any change drops it.
        if (s.context.estimate !== null) expect(s.context.estimate).toBe(123_450);
        const view = promoterView(s);
        expect(view).toMatchObject({
          screen: 'product',
          estimating: false,
          estimateText: s.context.estimate === null ? null : '$1,234.50',
        });
      },
      consent: (s) => {
        const view = promoterView(s);
        if (view.screen !== 'consent') throw new Error('consent shows the permisos screen');
        // Busy only while the NIP is checked (a resend in flight does not block it).
        if (view.busy) expect(s.context.consent.nip).toMatch(/^\d{6}$/);
        // The NIP resend (90 s in the app): ready at 0.
        if (view.canResend) expect(view.countdown).toBe(0);
        else if (!view.resending) expect(view.countdown).toBeGreaterThan(0);
      },
      preliminaryFailed: (s) => {
        expect(s.context.result?.status).toBe('REJECTED');
        expect(promoterView(s)).toMatchObject({ screen: 'result', mode: 'preliminaryFailed' });
      },
      'finish.editing': (s) => {
        const e = s.context.finishErrors;
        if (e.email) {
          expect([
            'El campo es requerido',
            'El dato ingresado no es válido',
            'El email ingresado ya se encuentra registrado.',
          ]).toContain(e.email);
        }
        if (e.monthlyRent) expect(e.monthlyRent).toBe(BOUND_TEXTS.minRent);
      },
      confirmEmail: (s) =>
        expect(promoterView(s)).toEqual({ screen: 'confirmEmail', email: 'maria.lopez@correo.mx' }),
      activation: (s) => {
        const view = promoterView(s);
        if (view.screen !== 'activation') throw new Error('activation shows the code screen');
        if (view.processing) expect(view.code).toBe('4821');
        if (view.canResend) expect(view.countdown).toBe(0);
        else expect(view.countdown).toBeGreaterThanOrEqual(0);
      },
      result: (s) => expect(promoterView(s)).toMatchObject({ screen: 'result', mode: 'decision' }),
      done: (s) => expect(s.output).toEqual({ redirectTo: '/promotor' }),
    },
  },
  oracle: {
    screen: (s) => specScreen(s),
    routes: SPEC.routes,
    delay: (_type, before) =>
      before.matches({ product: { editing: 'debouncing' } }) ? SPEC.timings.estimateDebounceMs : undefined,
    check: async ({ snapshot: s, before, event, emitted, ui }) => {
      // A filing limit's or the NIP budget's refusal (the app's words, §8 has none) is the table's (promoter.classes.ts).
      if (!tableRefusal(event)) checkPromoter(s, before, event, emitted);
      checkPromoterTable(s, before, event, emitted);
      if (ui) {
        // Invariants of the screens (issue 25): no client navigation for a promoter; the terms the select offers
        // are the spec's band of the amount typed.
        await expectNoClientNavigation();
        if (s.matches({ product: 'editing' })) expectTermOptions(s.context.product.creditAmount);
      }
      // Issue 23.8: a code the lookup does not know (404) says so, with the hint; any other failure §8's generic text.
      if (event.type === 'xstate.error.actor.catalog.lookupPostalCode') {
        const status = (event.error as { status?: number } | undefined)?.status;
        expect(s.context.dataErrors.postalCode).toBe(
          status === 404 ? POSTAL_TEXTS.postalCodeNotFound : POSTAL_TEXTS.postalCodeLookupFailed,
        );
      }
      // That answer stays on 'Continuar' (the code did not change).
      const answer = before?.context.dataErrors.postalCode;
      if (
        event.type === 'DATA.SUBMIT' &&
        (answer === POSTAL_TEXTS.postalCodeNotFound || answer === POSTAL_TEXTS.postalCodeLookupFailed)
      )
        expect(s.context.dataErrors.postalCode).toBe(answer);
    },
  },
  ui: promoterUi,
};

export const promoterModel = defineModel(promoterDefinition);
