/**
 * What each quick-application screen shows (machines/promoter/view.ts), read from snapshots of the machine resolved
 * in every state: the badge texts of spec §2 "Promoter area", the busy and lookup flags of each step, the resend
 * link of the business role, the product's estimate in MXN and the promoter-mode result screen. What the UI model
 * reads on the page in every state (promoter.screens.ts) is not restated: 'Calculando pago mensual estimado…' while
 * the estimate waits or runs, 'Enviar solicitud' busy while the e-mail is checked and the application sent, the
 * result's and the failed preliminary model's heading with 'Finalizar'.
 */
import { describe, expect, it } from 'vitest';
import { promoterMachine, promoterView } from '../../../machines/promoter/index';
import type { PromoterContext } from '../../../machines/promoter/types';
import { asCentavos } from '../../../src/domain/money';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import { mxn, oracleTable } from '../../model/oracle/amortization.ts';
import { BASE, STORES } from './promoter.harness.ts';
import { registeredClient } from './promoter.samples.ts';

/** Ana Luisa Torres Méndez, activated, no CURP on file. */
const CLIENT = registeredClient.client;

type Value = Parameters<typeof promoterMachine.resolveState>[0]['value'];

function view(value: Value, context: Partial<PromoterContext> = {}) {
  return promoterView(promoterMachine.resolveState({ value, context: { ...BASE, ...context } }));
}

describe('simulation', () => {
  it('lists the promoter’s stores and the chosen one', () => {
    const simulation = { screen: 'simulation', stores: STORES, storeId: 's-2' };
    expect(view('simulation', { storeId: 's-2' })).toEqual(simulation);
  });
});

describe('client check (spec §2 badges)', () => {
  it('while typing: the phone and its error, no badge', () => {
    expect(
      view({ clientCheck: 'editing' }, { checkPhone: '55123', checkError: 'El campo es requerido' }),
    ).toEqual({
      screen: 'clientCheck',
      phoneNumber: '55123',
      error: 'El campo es requerido',
      busy: false,
      badge: null,
      clientName: null,
      maskedEmail: null,
    });
  });

  it('a client known from an earlier check shows nothing until the check answers again', () => {
    const v = view({ clientCheck: 'checking' }, { clientKind: 'registered', client: CLIENT });
    const nothing = { badge: null, clientName: null, maskedEmail: null };
    expect(v).toMatchObject({ screen: 'clientCheck', busy: true, ...nothing });
  });

  it('a registered client: its badge, full name and masked e-mail', () => {
    expect(
      view({ clientCheck: 'found' }, { checkPhone: '5587654321', clientKind: 'registered', client: CLIENT }),
    ).toEqual({
      screen: 'clientCheck',
      phoneNumber: '5587654321',
      error: null,
      busy: false,
      badge: 'Cliente registrado',
      clientName: 'Ana Luisa Torres Méndez',
      maskedEmail: 'an•••@correo.mx',
    });
  });

  it('an incomplete client: its badge; a new client: the badge only; without a kind, no badge', () => {
    const found = (context: Partial<PromoterContext>) => view({ clientCheck: 'found' }, context);
    const client = { ...CLIENT, activatedAt: null, email: null };
    expect(found({ clientKind: 'incomplete', client })).toMatchObject({
      badge: 'Cliente incompleto',
      clientName: 'Ana Luisa Torres Méndez',
      maskedEmail: null,
    });
    const none = { clientName: null, maskedEmail: null };
    expect(found({ clientKind: 'new', client: null })).toMatchObject({ badge: 'Cliente nuevo', ...none });
    expect(found({ clientKind: null, client: null })).toMatchObject({ badge: null });
  });
});

describe('data step', () => {
  const data = { ...BASE.data, curp: MARIA_CURP, postalCode: '06600' };
  const neighborhoods = [
    { postalCode: '06600', neighborhood: 'Juárez', municipality: 'Cuauhtémoc', city: 'CDMX', state: 'CDMX' },
  ];

  it('editing a new client: values, errors, neighbourhoods, nothing looked up', () => {
    expect(
      view({ data: 'editing' }, { data, dataErrors: { name: 'El campo es requerido' }, neighborhoods }),
    ).toEqual({
      screen: 'data',
      isNewClient: true,
      mode: 'new',
      readOnlyNote: null,
      emailOnFile: null,
      values: data,
      errors: { name: 'El campo es requerido' },
      neighborhoods,
      neighborhoodOptions: neighborhoods.map((n) => n.neighborhood),
      busy: false,
      lookingUp: null,
    });
  });

  it('an activated client: read-only, the masked e-mail on file, and why (§6)', () => {
    expect(view({ data: 'editing' }, { client: CLIENT })).toMatchObject({
      isNewClient: false,
      mode: 'readOnly',
      emailOnFile: 'an•••@correo.mx',
      readOnlyNote:
        'El cliente ya activó su cuenta: su CURP, domicilio y correo solo los puede cambiar él desde su cuenta.',
    });
  });

  it('an incomplete client another promoter registered: read-only, and why', () => {
    expect(view({ data: 'editing' }, { client: { ...CLIENT, activatedAt: null } })).toMatchObject({
      mode: 'readOnly',
      readOnlyNote:
        'Este cliente lo registró otro promotor: solo quien lo registró puede corregir su CURP, domicilio y correo.',
    });
  });

  it('an incomplete client she registered: editable, no note; the neighbourhood on file until a lookup', () => {
    const client = { ...CLIENT, activatedAt: null, detailsEditable: true };
    const onFile = { ...data, neighborhood: 'Juárez' };
    expect(view({ data: 'editing' }, { client, data: onFile })).toMatchObject({
      mode: 'editable',
      readOnlyNote: null,
      emailOnFile: null,
      neighborhoodOptions: ['Juárez'],
    });
    const editing = (context: Partial<PromoterContext>) => view({ data: 'editing' }, context);
    const neighborhoodOptions = neighborhoods.map((n) => n.neighborhood);
    expect(editing({ client, data: onFile, neighborhoods })).toMatchObject({ neighborhoodOptions });
    const noNeighborhood = { ...data, neighborhood: '' };
    expect(editing({ client, data: noNeighborhood })).toMatchObject({ neighborhoodOptions: [] });
    // Editable only before the client activates the account.
    expect(
      view({ data: 'editing' }, { client: { ...client, activatedAt: '2026-01-01T00:00:00.000Z' } }),
    ).toMatchObject({ mode: 'readOnly' });
  });

  it('names the lookup running, busy meanwhile', () => {
    expect(view({ data: 'lookingUpCurp' })).toMatchObject({ busy: true, lookingUp: 'curp' });
    expect(view({ data: 'lookingUpPostalCode' })).toMatchObject({ busy: true, lookingUp: 'postalCode' });
    expect(view({ data: 'checkingPhone' })).toMatchObject({ busy: true, lookingUp: 'phone' });
  });
});

describe('product step (spec §9 bands, estimate 500 ms after the change)', () => {
  const product = { productPrice: '10,000', creditAmount: '9000', requestedPeriod: '6' };
  const idle = (context: Partial<PromoterContext>) => view({ product: { editing: 'idle' } }, context);

  it('idle: the amount’s terms and the estimate in MXN; none yet, no statement', () => {
    expect(idle({ product })).toMatchObject({ estimateText: null, paymentsText: null });
    const estimate = asCentavos(168_742);
    expect(idle({ product, productErrors: { requestedPeriod: 'x' }, estimate })).toEqual({
      screen: 'product',
      values: product,
      errors: { requestedPeriod: 'x' },
      terms: [3, 6, 9, 12],
      busy: false,
      estimateText: '$1,687.42',
      // Not the table's instalment: stated alone, so its figures add up (6 × 1,687.42).
      paymentsText: '6 pagos mensuales de $1,687.42; total $10,124.52',
      estimating: false,
    });
  });

  it('an estimate that is the table’s instalment: the table’s payments, its last one and its exact total', () => {
    // The amortization oracle's table (written from the spec), not src/domain's.
    const oracle = oracleTable({ principal: 900_000n, bps: 6000, months: 6, firstPaymentDate: '2026-02-01' });
    const estimate = asCentavos(Number(oracle.instalment));
    const last = oracle.rows[5]!.payment;
    expect(last).not.toBe(oracle.instalment);
    expect(idle({ product, estimate })).toMatchObject({
      paymentsText: `6 pagos mensuales de ${mxn(oracle.instalment)} (el último de ${mxn(last)}); total ${mxn(oracle.totals.payment)}`,
    });
    // No amount or no offered term: no statement.
    for (const over of [{ creditAmount: '' }, { creditAmount: '0' }, { requestedPeriod: '5' }]) {
      expect(idle({ product: { ...product, ...over }, estimate })).toMatchObject({ paymentsText: null });
    }
  });

  it('busy while the application is created or the new client identified', () => {
    expect(view({ product: 'creating' }, { product })).toMatchObject({ busy: true, estimating: false });
    expect(view({ product: 'identifying' }, { product })).toMatchObject({ busy: true, estimating: false });
  });
});

describe('consent (spec §9: the NIP resend waits 90 s for the business role)', () => {
  const consent = { nip: '123456', authorize: true, ownBehalf: false };

  it('editing while the wait runs', () => {
    expect(
      view(
        { consent: { form: 'editing', resend: 'waiting' } },
        { consent, consentErrors: { ownBehalf: 'Debe aceptar este campo' }, countdown: 90 },
      ),
    ).toEqual({
      screen: 'consent',
      values: consent,
      errors: { ownBehalf: 'Debe aceptar este campo' },
      busy: false,
      countdown: 90,
      canResend: false,
      resending: false,
    });
  });

  it.each([
    ['preProcessing', 'waiting', { busy: true }],
    ['editing', 'ready', { busy: false, canResend: true, resending: false }],
    ['editing', 'resending', { busy: false, canResend: false, resending: true }],
  ] as const)('form %s, resend %s: busy, the link, resending', (form, resend, flags) => {
    expect(view({ consent: { form, resend } })).toMatchObject(flags);
  });
});

describe('finish (spec §5 "Quick application")', () => {
  it('rent shown only when RENTED, employment only for a working status', () => {
    const finish = { ...BASE.finish, addressType: 'RENTED', status: 'RETIRED' };
    expect(view({ finish: 'editing' }, { finish, finishErrors: { email: 'e' } })).toEqual({
      screen: 'finish',
      values: finish,
      errors: { email: 'e' },
      showRent: true,
      showEmployment: true,
      busy: false,
    });
    expect(
      view({ finish: 'editing' }, { finish: { ...finish, addressType: 'OWNED', status: 'HOMEMAKER' } }),
    ).toMatchObject({ showRent: false, showEmployment: false });
  });

  it('the confirmation shows the trimmed e-mail', () => {
    const finish = { ...BASE.finish, email: ' maria@correo.mx ' };
    expect(view('confirmEmail', { finish })).toEqual({ screen: 'confirmEmail', email: 'maria@correo.mx' });
  });
});

describe('activation code', () => {
  const finish = { ...BASE.finish, email: ' maria@correo.mx ' };

  it('editing while the wait runs', () => {
    expect(
      view(
        { activation: { code: 'editing', resend: 'waiting' } },
        { finish, activationCode: '48', codeError: 'c', shownCode: '4821', countdown: 42 },
      ),
    ).toEqual({
      screen: 'activation',
      code: '48',
      error: 'c',
      shownCode: '4821',
      fetchingCode: false,
      processing: false,
      countdown: 42,
      canResend: false,
      resending: false,
      email: 'maria@correo.mx',
    });
  });

  it.each([
    ['fetching', 'waiting', { fetchingCode: true, processing: false }],
    ['processing', 'waiting', { fetchingCode: false, processing: true }],
    ['editing', 'ready', { canResend: true, resending: false }],
    ['editing', 'resending', { canResend: false, resending: true }],
  ] as const)('code %s, resend %s: fetching, processing, the link and resending', (code, resend, flags) => {
    expect(view({ activation: { code, resend } })).toMatchObject(flags);
  });
});

describe('results in promoter mode (spec §2, §4)', () => {
  it('no result yet; done shows nothing', () => {
    expect(view('result')).toEqual({ screen: 'result', mode: 'decision', result: null });
    expect(view('preliminaryFailed')).toEqual({ screen: 'result', mode: 'preliminaryFailed', result: null });
    expect(view('done')).toEqual({ screen: 'none' });
  });
});
