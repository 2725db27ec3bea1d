/**
 * Model of the promoter's quick application (machines/promoter/): every state and transition at machine level.
 * The context projection keeps the graph small (which fields are filled and which errors show, not their text);
 * exact values and the Spanish texts are checked by the state assertions and in promoter.details.machine.test.ts.
 */

import { expect } from 'vitest';
import { promoterMachine, promoterView } from '../../machines/promoter/index.ts';
import type { PromoterClientCheck } from '../../src/api/contract/promoters.ts';
import { APP_TEXTS, appRefusalText, isCodeLimitRefusal, SERVER_SAYS } from './fixtures/refusals';
import { httpError, NOW } from './fixtures/samples.ts';
import { defineModel, type ModelDefinition, type SampleEvent } from './harness/types.ts';
import { APPLICATION_SPEC } from './oracle/application.ts';
import { expectAlerts, expectOnlySpecAlerts, type SpecAlert } from './oracle/check.ts';
import { PROMOTER_SPEC as SPEC } from './oracle/promoter.ts';
import { promoterUi } from './promoter.screens.ts';

type Snapshot = ReturnType<typeof promoterMachine.getInitialSnapshot>;
type Sample = SampleEvent<typeof promoterMachine>;

/**
 * Seconds of the resend wait of the new application's input (enough to tick, reach 0 and restart); the picked-up
 * application keeps the spec's 90 s, which the oracle checks (one state of the graph: see `serializeContext`).
 */
export const MODEL_RESEND_SECONDS = 2;
export const STORES = [{ id: 's-1', name: 'Muebles Centro' }] as const;

const baseClient: PromoterClientCheck = {
  id: 'c-9',
  name: 'Ana Luisa',
  firstSurname: 'Torres',
  secondSurname: 'Méndez',
  dateOfBirth: null,
  curp: null,
  taxpayerId: null,
  activatedAt: '2026-01-01T00:00:00.000Z',
  email: 'an•••@correo.mx',
  phoneNumber: '••••••5678',
  address: null,
};
export const registeredClient = { isRegistered: true, client: baseClient };
export const incompleteClient = {
  isRegistered: true,
  client: { ...baseClient, activatedAt: null, curp: 'TOMA950717MYNRNN02' },
};
/** An incomplete client this promoter registered: CURP, address and e-mail on file, to correct (§6). */
export const editableClient = {
  isRegistered: true,
  client: {
    ...baseClient,
    activatedAt: null,
    curp: 'TOMA950717MYNRNN02',
    email: 'ana.torres@correo.mx',
    detailsEditable: true,
    address: {
      streetName: 'Calle 5',
      exteriorNumber: '10',
      interiorNumber: null,
      postalCode: '06600',
      neighborhood: 'Juárez',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      state: 'CIUDAD DE MEXICO',
    },
  },
};
export const notRegistered = { isRegistered: false, client: null };

export const curpFound = {
  curp: 'LOGF900514MJCPRR02',
  name: 'MARIA FERNANDA',
  firstSurname: 'LOPEZ',
  secondSurname: 'GARCIA',
  sex: 'M' as const,
  nationality: 'MEXICO',
  countryOfBirth: 'MEXICO',
  stateOfBirth: 'JALISCO',
  dateOfBirth: '1990-05-14T00:00:00.000Z',
};
const place = {
  postalCode: '06600',
  municipality: 'Cuauhtémoc',
  city: 'Ciudad de México',
  state: 'CIUDAD DE MEXICO',
};
export const postalCodes = {
  postalCodes: [
    { ...place, neighborhood: 'Juárez' },
    { ...place, neighborhood: 'Roma Norte' },
  ],
};

export const VALID_FINISH = {
  email: 'maria.lopez@correo.mx',
  addressType: 'RENTED',
  monthlyRent: '3500',
  movedInSince: '2020-03',
  maritalStatus: 'SINGLE',
  employmentStatus: 'EMPLOYED',
  economicDependents: '1',
  companyName: 'Abarrotes Lupita',
  position: 'Cajera',
  monthlySalary: '12000',
  startDate: '2019-06',
  reference1Name: 'Pedro López',
  reference1Phone: '5511112222',
  reference2Name: 'Rosa García',
  reference2Phone: '5533334444',
} as const;

const processed = (status: string) => ({
  id: 'a-1',
  status,
  processedAt: status === 'PASSED_PRELIMINARY_MODEL' ? null : '2026-01-15T12:00:00.000Z',
  rejectionReason: status === 'REJECTED' ? 'FICO_SCORE_TOO_LOW' : null,
});

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
    samples.push(
      done('isRegistered', notRegistered),
      done('isRegistered', incompleteClient),
      done('isRegistered', registeredClient),
      done('isRegistered', editableClient),
      fail('isRegistered', 500),
      fail('isRegistered', 429, 'LOOKUP_LIMIT'),
      done('lookupCurp', curpFound),
      fail('lookupCurp', 404),
      fail('lookupCurp', 409),
      fail('lookupCurp', 500),
      done('lookupPostalCode', postalCodes),
      fail('lookupPostalCode', 404),
      fail('lookupPostalCode', 503),
      done('estimateMonthlyPayment', { estimatedMonthlyPayment: 1234.5 }),
      fail('estimateMonthlyPayment', 500),
      done('createApplication', { id: 'a-1' }),
      fail('createApplication', 422, 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED'),
      fail('createApplication', 429),
      fail('createApplication', 500),
      done('updateDetails', { ok: true }),
      fail('updateDetails', 409, 'EMAIL_OR_PHONE_TAKEN'),
      fail('updateDetails', 409, 'CURP_TAKEN'),
      fail('updateDetails', 500),
      done('preProcess', processed('REJECTED')),
      done('preProcess', processed('PASSED_PRELIMINARY_MODEL')),
      done('preProcess', processed('APPROVED')),
      fail('preProcess', 409),
      fail('preProcess', 500),
      fail('preProcess', 409, 'NIP_EXPIRED', SERVER_SAYS),
      fail('preProcess', 429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', SERVER_SAYS, 2 * 3600),
      done('resendComplianceCode', { sent: true, retryAfterSeconds: MODEL_RESEND_SECONDS }),
      fail('resendComplianceCode', 429),
      fail('resendComplianceCode', 429, 'CODE_ATTEMPTS_EXHAUSTED', SERVER_SAYS),
      fail('resendComplianceCode', 500),
      done('submitQuickApplication', { id: 'a-1', emailSent: true }),
      fail('submitQuickApplication', 409),
      fail('submitQuickApplication', 500),
      done('fetchClientCode', { activationCode: '4821' }),
      fail('fetchClientCode', 404),
      done('resendClientCode', { sent: true, retryAfterSeconds: MODEL_RESEND_SECONDS }),
      fail('resendClientCode', 429),
      fail('resendClientCode', 500),
      done('processApplication', processed('PREAPPROVED')),
      fail('processApplication', 409),
      fail('processApplication', 429),
      fail('processApplication', 500),
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
      return `error: ${event.type.split('.').pop()} (${(event.error as { status: number }).status})`;
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
      return `done: ${event.type.split('.').pop()}${detail ? ` (${detail})` : ''}`;
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
        if (s.context.checkError) expect(s.context.checkError).toBe('El campo es requerido');
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
      'data.lookingUpCurp': (s) => expect(s.context.data.curp).toBe('LOGF900514MJCPRR02'),
      'product.savingDetails': (s) => {
        // Only a client this promoter registered, with a correction of the data on file.
        expect(s.context.client?.detailsEditable).toBe(true);
        expect(s.context.application).not.toBeNull();
        expect(promoterView(s)).toMatchObject({ screen: 'product', busy: true });
      },
      'product.detailsFailed': (s) =>
        expect(promoterView(s)).toMatchObject({ screen: 'product', busy: false }),
      'product.creating': (s) => expect(s.context.product.productPrice).toBe('10000'),
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
        if (view.busy) expect(s.context.consent.nip).toBe('123456');
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
          expect(['El campo es requerido', 'El email ingresado ya se encuentra registrado.']).toContain(
            e.email,
          );
        }
        if (e.monthlyRent) expect(e.monthlyRent).toBe('La renta mínima es de $1,000');
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
      before.matches({ product: { editing: 'debouncing' } })
        ? SPEC.timings.estimateDebounceMs
        : before.matches({ consent: { resend: 'waiting' } }) ||
            before.matches({ activation: { resend: 'waiting' } })
          ? SPEC.timings.tickMs
          : undefined,
    waits: (s) => {
      for (const step of ['consent', 'activation'] as const) {
        if (s.matches({ [step]: { resend: 'waiting' } } as never)) {
          // §4/§9: the countdown ticks each second; the resend link appears at 0.
          return {
            ms: s.context.countdown * SPEC.timings.tickMs,
            afterwards: (after) => {
              expect(after.matches({ [step]: { resend: 'ready' } } as never)).toBe(true);
              expect(after.context.countdown).toBe(0);
            },
          };
        }
      }
      return null;
    },
    check: ({ snapshot: s, before, event, emitted }) => {
      checkPromoter(s, before, event, emitted);
      // Issue 23.8: a code the lookup does not know (404) says so, with the hint; any other failure §8's generic text.
      if (event.type === 'xstate.error.actor.lookupPostalCode') {
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

/** The spec's screen of a resting state (literal route and heading, PROMOTER_SPEC). */
function specScreen(s: Snapshot): { route: string; heading: string } | null {
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

/** Every alert the spec gives the quick application (§8), as error alerts of 5 s. */
const SPEC_ALERTS: SpecAlert[] = [
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

const LOOKUP_LIMIT_TEXT =
  'Hiciste demasiadas consultas de clientes. Espera un momento y vuelve a buscar al cliente.';

const errorAlertOf = (message: string): SpecAlert => ({
  message,
  alertType: 'error',
  timer: SPEC.timings.errorMs,
});

/** The spec's texts and rules after one step (§4 "Promoter flow", §5, §8, §9). */
function checkPromoter(
  s: Snapshot,
  before: Snapshot | undefined,
  event: { type: string } & Record<string, unknown>,
  emitted: ReadonlyArray<{ type: string } & Record<string, unknown>>,
): void {
  const error = event.error as { status?: number; code?: string; body?: { message?: string } } | undefined;
  const output = event.output as Record<string, unknown> | undefined;
  expectOnlySpecAlerts(emitted, SPEC_ALERTS);
  switch (event.type) {
    case 'xstate.error.actor.createApplication':
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
    case 'xstate.error.actor.preProcess':
      expectAlerts(emitted, [
        // §8 wrong NIP: a 409 the app words no other way; a refusal it knows by its code: its own text, never
        // the server's (issue 23); anything else §8's processing failure.
        errorAlertOf(
          error?.status === 409 && appRefusalText(error) === undefined
            ? SPEC.texts.wrongNip
            : (appRefusalText(error) ?? SPEC.texts.processFailed),
        ),
      ]);
      break;
    case 'xstate.error.actor.submitQuickApplication':
      // A 409 is the e-mail already registered (§5: under the field); anything else §8's text.
      if (error?.status === 409) expect(s.context.finishErrors.email).toBe(SPEC.texts.emailTaken);
      else expectAlerts(emitted, [errorAlertOf(SPEC.texts.quickFailed)]);
      break;
    case 'xstate.error.actor.updateDetails':
      // Another account's CURP or e-mail: under the field on the data step (§5/§8 texts); else the app's alert.
      if (error?.status === 409) {
        expect(s.matches('data')).toBe(true);
        if (error.code === 'CURP_TAKEN') expect(s.context.dataErrors.curp).toBe(SPEC.texts.curpTaken);
        else expect(s.context.dataErrors.email).toBe(SPEC.texts.emailTaken);
        expectAlerts(emitted, []);
      } else {
        expectAlerts(emitted, [
          errorAlertOf('No pudimos guardar los datos corregidos del cliente, vuelve a intentarlo.'),
        ]);
      }
      break;
    case 'xstate.done.actor.createApplication':
      // §6: the corrections of a client the promoter registered are sent before the NIP is asked, never dropped.
      if (before?.context.client?.detailsEditable && before.context.data.email === 'ana.luisa@correo.mx') {
        expect(s.matches({ product: 'savingDetails' })).toBe(true);
      }
      break;
    case 'xstate.error.actor.fetchClientCode':
      expectAlerts(emitted, [errorAlertOf(SPEC.texts.codeFetchFailed)]);
      break;
    case 'xstate.error.actor.resendComplianceCode':
    case 'xstate.error.actor.resendClientCode':
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
    case 'xstate.error.actor.isRegistered':
      // §8: the e-mail check of the quick application, or the phone check of the client check.
      if (before?.matches('finish')) expectAlerts(emitted, [errorAlertOf(SPEC.texts.emailCheckFailed)]);
      else if (before?.matches('clientCheck'))
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
  // §4: NIP result: REJECTED (inactive client) → failed preliminary model; PASSED_PRELIMINARY_MODEL → finish the
  // application; otherwise the result.
  if (event.type === 'xstate.done.actor.preProcess') {
    const status = output?.status;
    if (status === 'PASSED_PRELIMINARY_MODEL') expect(s.matches('finish')).toBe(true);
    else if (status !== 'REJECTED') expect(s.matches('result')).toBe(true);
    else expect(s.matches('preliminaryFailed') || s.matches('result')).toBe(true);
  }
  // §9: the business role's resend wait is 90 s (the new application's input answers the model's 2 s); it starts
  // on arriving at the NIP or the code, and again after a resend (from the server's wait when it names one).
  const arrived = (step: 'consent' | 'activation') => s.matches(step) && !(before?.matches(step) ?? false);
  if (arrived('consent') || arrived('activation')) {
    expect([SPEC.timings.resendSeconds, MODEL_RESEND_SECONDS]).toContain(s.context.countdown);
    if (event.type === 'xstate.init') expect(s.context.countdown).toBe(SPEC.timings.resendSeconds);
  }
  if (
    event.type === 'xstate.done.actor.resendComplianceCode' ||
    event.type === 'xstate.done.actor.resendClientCode'
  ) {
    expect(s.context.countdown).toBe(output?.retryAfterSeconds);
  }
  if (s.matches({ clientCheck: 'found' })) {
    // §2 badges: activatedAt set → registered; a known client without it → incomplete; else new.
    const kind = s.context.clientKind;
    expect(['new', 'incomplete', 'registered']).toContain(kind);
  }
  if (s.status === 'done') expect(s.output?.redirectTo).toBe(SPEC.home);
}

export const promoterModel = defineModel(promoterDefinition);
