/**
 * The promoter corrects an incomplete client's details (§6 "update the client's details", issue 23 point 6): for a
 * client she registered who has not activated the account, a corrected CURP, address or e-mail on the data step goes
 * with `update-details` once the application exists (before the NIP), never dropped; anyone else's is read-only.
 */
import { describe, expect, it } from 'vitest';
import { detailCorrections } from '../../../machines/promoter/bodies';
import { dataModeOf, fromClient } from '../../../machines/promoter/rules';
import type { PromoterClientCheck } from '../../../src/api/contract/promoters';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { ANA_CURP, MARIA_CURP } from '../../fixtures/samples.ts';
import {
  BASE,
  errorAlert,
  httpError,
  NOW,
  rejects,
  run,
  sent,
  settle,
  TWO_NEIGHBORHOODS,
} from './promoter.harness';
import { editableClient } from './promoter.samples.ts';

/** An incomplete client this promoter registered (is-registered's full answer): Calle 5 10, 06600 Juárez. */
const MINE: PromoterClientCheck = editableClient.client;
const ADDRESS = editableClient.client.address;
const ON_FILE = fromClient(MINE);
const PRODUCT = { productPrice: '10000', creditAmount: '9000', requestedPeriod: '6' };
const ctx = (data = ON_FILE, client: PromoterClientCheck | null = MINE) => ({
  ...BASE,
  client,
  clientKind: 'incomplete' as const,
  data,
});

fakeTimersFrom(NOW);

describe('what the data step asks of the client found', () => {
  it('new without a client; editable only for a client she registered who has not activated the account', () => {
    expect(dataModeOf(null)).toBe('new');
    expect(dataModeOf(MINE)).toBe('editable');
    expect(dataModeOf({ ...MINE, activatedAt: '2026-01-01T00:00:00.000Z' })).toBe('readOnly');
    expect(dataModeOf({ ...MINE, detailsEditable: false })).toBe('readOnly');
    expect(dataModeOf({ ...MINE, detailsEditable: undefined })).toBe('readOnly');
  });

  const ANA = { curp: ANA_CURP, name: 'Ana Luisa', firstSurname: 'Torres', secondSurname: 'Méndez' };

  it('starts from the CURP, address and e-mail on file of an editable client', () => {
    const address = { streetName: 'Calle 5', exteriorNumber: '10', interiorNumber: '', postalCode: '06600' };
    const onFile = {
      ...BASE.data,
      ...ANA,
      ...address,
      email: 'ana.torres@correo.mx',
      neighborhood: 'Juárez',
    };
    expect(ON_FILE).toEqual(onFile);
    expect(fromClient({ ...MINE, address: { ...ADDRESS, interiorNumber: '3B' } }).interiorNumber).toBe('3B');
    expect(fromClient({ ...MINE, email: null }).email).toBe('');
    expect(fromClient({ ...MINE, address: null }).streetName).toBe('');
  });

  it('shows a read-only client only the CURP on file, never a masked e-mail or an address to edit', () => {
    expect(fromClient({ ...MINE, detailsEditable: false, email: 'an•••@correo.mx' })).toEqual({
      ...BASE.data,
      ...ANA,
    });
  });
});

describe('the corrections', () => {
  it('none while the data is as on file (the e-mail compared without case; an emptied e-mail is no change)', () => {
    expect(detailCorrections(ctx())).toBeNull();
    expect(detailCorrections(ctx({ ...ON_FILE, email: 'ANA.Torres@correo.mx ' }))).toBeNull();
    expect(detailCorrections(ctx({ ...ON_FILE, email: '' }))).toBeNull();
    expect(detailCorrections(ctx({ ...ON_FILE, streetName: ' Calle 5 ' }))).toBeNull();
  });

  it('the CURP and the e-mail that differ', () => {
    expect(detailCorrections(ctx({ ...ON_FILE, curp: MARIA_CURP }))).toEqual({ curp: MARIA_CURP });
    expect(detailCorrections(ctx({ ...ON_FILE, email: ' ana.luisa@correo.mx ' }))).toEqual({
      email: 'ana.luisa@correo.mx',
    });
  });

  it('the whole address when any part of it differs, with the place of its postal code', () => {
    expect(detailCorrections(ctx({ ...ON_FILE, interiorNumber: '2' }))).toEqual({
      address: { ...ADDRESS, interiorNumber: '2' },
    });
    for (const field of ['streetName', 'exteriorNumber', 'postalCode', 'neighborhood'] as const) {
      expect(detailCorrections(ctx({ ...ON_FILE, [field]: 'Otro' }))?.address, field).toMatchObject({
        [field]: 'Otro',
      });
    }
    // Another postal code: the place its lookup gave, never the old one's.
    const moved = {
      ...ctx({ ...ON_FILE, postalCode: '06700', neighborhood: 'Roma Norte' }),
      neighborhoods: [{ ...TWO_NEIGHBORHOODS.postalCodes[1]!, postalCode: '06700' }],
    };
    const romaNorte = { ...ADDRESS, postalCode: '06700', neighborhood: 'Roma Norte' };
    expect(detailCorrections(moved)?.address).toEqual(romaNorte);
    const unknown = ctx({ ...ON_FILE, postalCode: '06700', neighborhood: 'Roma Norte' });
    const typedOnly = { streetName: 'Calle 5', exteriorNumber: '10', interiorNumber: null };
    expect(detailCorrections(unknown)?.address).toEqual({
      ...typedOnly,
      postalCode: '06700',
      neighborhood: 'Roma Norte',
    });
    // No address on file: the one typed is a correction.
    expect(detailCorrections(ctx(ON_FILE, { ...MINE, address: null }))?.address).toMatchObject({
      streetName: 'Calle 5',
    });
  });

  it('never for a read-only or a new client', () => {
    const changed = { ...ON_FILE, curp: MARIA_CURP };
    expect(detailCorrections(ctx(changed, { ...MINE, detailsEditable: false }))).toBeNull();
    expect(detailCorrections(ctx(changed, { ...MINE, activatedAt: '2026-01-01T00:00:00.000Z' }))).toBeNull();
    expect(detailCorrections(ctx(changed, null))).toBeNull();
  });
});

describe('sending them', () => {
  const corrected = { ...ON_FILE, curp: MARIA_CURP, email: 'ana.luisa@correo.mx' };
  const atProduct = (data = corrected, api = {}) =>
    run({ at: { product: { editing: 'idle' } }, context: { ...ctx(data), product: PRODUCT }, api });
  const CREATED_AND_SAVED = ['applications.create', 'applications.updateDetails'];
  const sources = (t: ReturnType<typeof run>) => t.calls.map((c) => c.src);
  /** 'Continuar' on the product with `data`, answered by `api`. */
  const submitted = async (data = corrected, api = {}) => {
    const t = atProduct(data, api);
    t.actor.send({ type: 'PRODUCT.SUBMIT' });
    await settle();
    return t;
  };

  it('creates the application, then sends the corrections with update-details before the NIP', async () => {
    const t = atProduct();
    t.actor.send({ type: 'PRODUCT.SUBMIT' });
    expect(t.value()).toEqual({ product: 'creating' });
    await settle();
    expect(sources(t)).toEqual(CREATED_AND_SAVED);
    expect(t.calls[0]!.input).toMatchObject({ clientId: 'c-9' });
    expect(t.calls[0]!.input).not.toHaveProperty('client');
    expect(t.calls[1]!.input).toEqual({
      applicationId: 'a-1',
      body: { client: { id: 'c-9', curp: MARIA_CURP, email: 'ana.luisa@correo.mx' } },
    });
    expect(t.value()).toMatchObject({ consent: { form: 'editing' } });
  });

  // Busy on the product screen while they are saved: the model (`product.savingDetails`, machine and UI level).
  it('sends nothing when nothing was corrected', async () => {
    const t = await submitted(ON_FILE);
    expect(sources(t)).toEqual(['applications.create']);
    expect(t.value()).toMatchObject({ consent: { form: 'editing' } });
  });

  it('another account’s e-mail: back to the data step, the message under the e-mail; then sent again', async () => {
    const answers = [
      Promise.reject(httpError(409, 'EMAIL_OR_PHONE_TAKEN')),
      Promise.resolve({ ok: true as const }),
    ];
    answers[0]!.catch(() => {});
    const t = await submitted(corrected, { 'applications.updateDetails': () => answers.shift()! });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.context().dataErrors).toEqual({ email: 'El email ingresado ya se encuentra registrado.' });
    expect(t.alerts).toEqual([]);
    expect(t.context().application).toEqual({ id: 'a-1', clientId: 'c-9' });
    t.actor.send({ type: 'DATA.CHANGE', values: { email: 'ana.l@correo.mx' } });
    expect(t.context().dataErrors).toEqual({});
    t.actor.send({ type: 'DATA.SUBMIT' });
    await settle();
    // The same application: not created twice.
    expect(sources(t)).toEqual([...CREATED_AND_SAVED, 'applications.updateDetails']);
    expect(t.calls[2]!.input).toMatchObject({ body: { client: { email: 'ana.l@correo.mx' } } });
    expect(t.value()).toMatchObject({ consent: { form: 'editing' } });
  });

  // Another account's CURP: the §8 text under it, on the data step (the model's oracle, checkPromoter).
  it('invalid data on the way back is shown, not sent', async () => {
    const t = await submitted(corrected, { 'applications.updateDetails': rejects(409, 'CURP_TAKEN') });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'TOMA95' } });
    t.actor.send({ type: 'DATA.SUBMIT' });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.context().dataErrors.curp).toBe('El campo debe tener al menos 18 dígitos');
    expect(sources(t)).toEqual(CREATED_AND_SAVED);
  });

  it('any other failure: the app’s alert on the product screen, and Continuar sends them again', async () => {
    const answers = [Promise.reject(httpError(500)), Promise.resolve({ ok: true as const })];
    answers[0]!.catch(() => {});
    const t = await submitted(corrected, { 'applications.updateDetails': () => answers.shift()! });
    expect(t.value()).toEqual({ product: 'detailsFailed' });
    expect(t.alerts).toEqual([
      errorAlert('No pudimos guardar los datos corregidos del cliente, vuelve a intentarlo.'),
    ]);
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { creditAmount: '5000' } });
    expect(t.value()).toEqual({ product: 'detailsFailed' });
    t.actor.send({ type: 'PRODUCT.SUBMIT' });
    await settle();
    expect(sources(t)).toEqual([...CREATED_AND_SAVED, 'applications.updateDetails']);
    expect(t.value()).toMatchObject({ consent: { form: 'editing' } });
  });

  it('back to the client check forgets the application: another client starts a new one', async () => {
    const t = await submitted(corrected, { 'applications.updateDetails': rejects(409, 'CURP_TAKEN') });
    t.actor.send({ type: 'BACK' });
    expect(t.value()).toEqual({ clientCheck: 'found' });
    expect(t.context().application).toBeNull();
  });
});

describe('the client check when the promoter’s look-ups are spent (is-registered 429)', () => {
  it('says so with the app’s own text, keeps the phone, and lets her search again', async () => {
    const answers = [Promise.reject(httpError(429, 'LOOKUP_LIMIT')), Promise.reject(httpError(500))];
    for (const a of answers) a.catch(() => {});
    const t = await sent({
      at: { clientCheck: 'editing' },
      context: { checkPhone: '5587654321' },
      api: { 'promoters.isRegistered': () => answers.shift()! },
      send: [{ type: 'CHECK.SUBMIT' }],
    });
    expect(t.value()).toEqual({ clientCheck: 'editing' });
    expect(t.context().checkPhone).toBe('5587654321');
    expect(t.alerts).toEqual([
      errorAlert('Hiciste demasiadas consultas de clientes. Espera un momento y vuelve a buscar al cliente.'),
    ]);
    // Any other failure keeps the §8 text.
    t.actor.send({ type: 'CHECK.SUBMIT' });
    await settle();
    expect(t.alerts.at(-1)).toEqual(
      errorAlert('Hubo un error al revisar si el número de teléfono ya existe, vuelve a ingresarlo'),
    );
  });
});
