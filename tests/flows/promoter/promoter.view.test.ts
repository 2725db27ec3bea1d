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
import { initialContext } from '../../../machines/promoter/setup';
import type { PromoterContext } from '../../../machines/promoter/types';
import type { PromoterClientCheck } from '../../../src/api/contract/promoters';
import { asCentavos } from '../../../src/domain/money';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import { mxn, oracleTable } from '../../model/oracle/amortization.ts';

const NOW = Date.UTC(2026, 0, 15, 12);
const STORES = [
  { id: 's-1', name: 'Muebles Centro' },
  { id: 's-2', name: 'Muebles Norte' },
];
const BASE = initialContext({ promoterId: 'p-7', stores: STORES, now: NOW });

const CLIENT: PromoterClientCheck = {
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

type Value = Parameters<typeof promoterMachine.resolveState>[0]['value'];

function view(value: Value, context: Partial<PromoterContext> = {}) {
  return promoterView(promoterMachine.resolveState({ value, context: { ...BASE, ...context } }));
}

describe('simulation', () => {
  it('lists the promoter’s stores and the chosen one', () => {
    expect(view('simulation', { storeId: 's-2' })).toEqual({
      screen: 'simulation',
      stores: STORES,
      storeId: 's-2',
    });
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
    expect(v).toMatchObject({
      screen: 'clientCheck',
      busy: true,
      badge: null,
      clientName: null,
      maskedEmail: null,
    });
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

  it('an incomplete client: its badge', () => {
    const client = { ...CLIENT, activatedAt: null, email: null };
    expect(view({ clientCheck: 'found' }, { clientKind: 'incomplete', client })).toMatchObject({
      badge: 'Cliente incompleto',
      clientName: 'Ana Luisa Torres Méndez',
      maskedEmail: null,
    });
  });

  it('a new client: the badge only', () => {
    expect(view({ clientCheck: 'found' }, { clientKind: 'new', client: null })).toMatchObject({
      badge: 'Cliente nuevo',
      clientName: null,
      maskedEmail: null,
    });
  });

  it('found without a kind shows no badge', () => {
    expect(view({ clientCheck: 'found' }, { clientKind: null, client: null })).toMatchObject({ badge: null });
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
    expect(view({ data: 'editing' }, { client, data: onFile, neighborhoods })).toMatchObject({
      neighborhoodOptions: neighborhoods.map((n) => n.neighborhood),
    });
    expect(view({ data: 'editing' }, { client, data: { ...data, neighborhood: '' } })).toMatchObject({
      neighborhoodOptions: [],
    });
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

  it('idle: the amount’s terms and the estimate in MXN', () => {
    expect(
      view(
        { product: { editing: 'idle' } },
        { product, productErrors: { requestedPeriod: 'x' }, estimate: asCentavos(168_742) },
      ),
    ).toEqual({
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
    const table = { instalment: asCentavos(Number(oracle.instalment)) };
    const last = oracle.rows[5]!.payment;
    expect(last).not.toBe(oracle.instalment);
    expect(view({ product: { editing: 'idle' } }, { product, estimate: table.instalment })).toMatchObject({
      paymentsText: `6 pagos mensuales de ${mxn(oracle.instalment)} (el último de ${mxn(last)}); total ${mxn(oracle.totals.payment)}`,
    });
    // No amount or no offered term: no statement.
    const noAmount = { ...product, creditAmount: '' };
    expect(
      view({ product: { editing: 'idle' } }, { product: noAmount, estimate: table.instalment }),
    ).toMatchObject({ paymentsText: null });
    const zero = { ...product, creditAmount: '0' };
    expect(
      view({ product: { editing: 'idle' } }, { product: zero, estimate: table.instalment }),
    ).toMatchObject({
      paymentsText: null,
    });
    const noTerm = { ...product, requestedPeriod: '5' };
    expect(
      view({ product: { editing: 'idle' } }, { product: noTerm, estimate: table.instalment }),
    ).toMatchObject({ paymentsText: null });
  });

  it('no estimate yet', () => {
    expect(view({ product: { editing: 'idle' } }, { product })).toMatchObject({
      estimateText: null,
      paymentsText: null,
    });
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

  it('busy while pre-processing; the link once the wait is over; resending', () => {
    expect(view({ consent: { form: 'preProcessing', resend: 'waiting' } })).toMatchObject({ busy: true });
    expect(view({ consent: { form: 'editing', resend: 'ready' } })).toMatchObject({
      busy: false,
      canResend: true,
      resending: false,
    });
    expect(view({ consent: { form: 'editing', resend: 'resending' } })).toMatchObject({
      busy: false,
      canResend: false,
      resending: true,
    });
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
    expect(view('confirmEmail', { finish: { ...BASE.finish, email: ' maria@correo.mx ' } })).toEqual({
      screen: 'confirmEmail',
      email: 'maria@correo.mx',
    });
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

  it('fetching, processing, the link and resending', () => {
    expect(view({ activation: { code: 'fetching', resend: 'waiting' } })).toMatchObject({
      fetchingCode: true,
      processing: false,
    });
    expect(view({ activation: { code: 'processing', resend: 'waiting' } })).toMatchObject({
      fetchingCode: false,
      processing: true,
    });
    expect(view({ activation: { code: 'editing', resend: 'ready' } })).toMatchObject({
      canResend: true,
      resending: false,
    });
    expect(view({ activation: { code: 'editing', resend: 'resending' } })).toMatchObject({
      canResend: false,
      resending: true,
    });
  });
});

describe('results in promoter mode (spec §2, §4)', () => {
  it('no result yet', () => {
    expect(view('result')).toEqual({ screen: 'result', mode: 'decision', result: null });
    expect(view('preliminaryFailed')).toEqual({ screen: 'result', mode: 'preliminaryFailed', result: null });
  });

  it('done shows nothing', () => {
    expect(view('done')).toEqual({ screen: 'none' });
  });
});
