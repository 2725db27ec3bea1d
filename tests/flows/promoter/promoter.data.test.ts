/**
 * The quick application's data step through the machine (spec §5 "Promoter data", §8 CURP texts): the CURP,
 * postal-code and phone look-ups, what a change keeps and drops, and the errors of 'Continuar'.
 */
import { describe, expect, it } from 'vitest';
import type { PromoterContext, PromoterEvent } from '../../../machines/promoter/index';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { requiredFields } from '../../fixtures/forms.ts';
import { ANA_CURP, MARIA_CURP } from '../../fixtures/samples.ts';
import {
  BASE,
  CLIENT,
  CURP_DATA,
  errorAlert,
  NEW_DATA,
  NOW,
  ONE_NEIGHBORHOOD,
  REQUIRED,
  rejects,
  run,
  sent,
  settle,
  TWO_NEIGHBORHOODS,
} from './promoter.harness.ts';

fakeTimersFrom(NOW);

/** The data step with BASE plus `context`, sent these events. */
const editing = (context: Partial<PromoterContext> = {}, ...send: PromoterEvent[]) =>
  run({ at: { data: 'editing' }, context, send });
/** What the CURP lookup fills in for María. */
const MARIA = { curp: MARIA_CURP, name: 'MARIA FERNANDA', firstSurname: 'LOPEZ', secondSurname: 'GARCIA' };

describe('data step (spec §5 "Promoter data", §8 CURP texts)', () => {
  it('a new client’s complete CURP is looked up and fills the read-only name', async () => {
    const t = editing({}, { type: 'DATA.CHANGE', values: { curp: ' logf900514mjcprr02' } });
    expect(t.value()).toEqual({ data: 'lookingUpCurp' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([{ src: 'clients.curpLookup', input: { curp: MARIA_CURP } }]);
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.context()).toMatchObject({ curpResponse: CURP_DATA, data: { ...BASE.data, ...MARIA } });
  });

  it('an incomplete or invalid CURP, or the same one, is not looked up', () => {
    const t = editing({ data: { ...BASE.data, curp: MARIA_CURP } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: MARIA_CURP } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'LOGF900514MJCPRR03' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'LOGF9005' } });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.calls).toEqual([]);
    // A wrong check digit is marked on 'Continuar'.
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'LOGF900514MJCPRR09' } });
    t.actor.send({ type: 'DATA.SUBMIT' });
    expect(t.context().dataErrors).toMatchObject({ curp: 'El dato ingresado no es válido', name: REQUIRED });
  });

  it('the same CURP typed again keeps a new client’s name and lookup', () => {
    const data = { ...BASE.data, curp: MARIA_CURP, name: 'MARIA FERNANDA', firstSurname: 'LOPEZ' };
    const t = editing({ data, curpResponse: CURP_DATA });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'logf900514mjcprr02' } });
    expect(t.context()).toMatchObject({ data, curpResponse: CURP_DATA });
  });

  it('an activated client’s data is read-only: a change is ignored, nothing looked up', () => {
    const data = { ...BASE.data, name: 'Ana Luisa', firstSurname: 'Torres', secondSurname: 'Méndez' };
    const t = editing({ client: CLIENT, clientKind: 'registered', data });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: MARIA_CURP, postalCode: '06600' } });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.calls).toEqual([]);
    expect(t.context().data).toEqual(data);
  });

  it('the CURP a promoter corrects for a client she registered is not looked up and keeps the name', () => {
    const client = { ...CLIENT, activatedAt: null, detailsEditable: true };
    const data = { ...BASE.data, curp: ANA_CURP, name: 'Ana Luisa', firstSurname: 'Torres' };
    const t = editing({ client, clientKind: 'incomplete', data });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'logf900514mjcprr02' } });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.calls).toEqual([]);
    expect(t.context().data).toEqual({ ...data, curp: MARIA_CURP });
  });

  it('another CURP drops a new client’s name and lookup; the changed field’s error goes', () => {
    const data = { ...BASE.data, ...MARIA, name: 'MARIA', streetName: 'Reforma' };
    const t = editing({ data, curpResponse: CURP_DATA, dataErrors: { curp: 'x', streetName: 'y' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'logf' } });
    expect(t.context()).toMatchObject({
      data: { ...BASE.data, curp: 'LOGF', streetName: 'Reforma' },
      curpResponse: null,
      dataErrors: { streetName: 'y' },
    });
  });

  // The lookup's failures (§8: not found, taken, any other) under the CURP: the model's oracle (checkPromoter).
  it('a 5-digit postal code is looked up: one neighbourhood is chosen, several are offered', async () => {
    const t = editing({ data: { ...BASE.data, neighborhood: 'Centro' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { postalCode: '06 600' } });
    expect(t.value()).toEqual({ data: 'lookingUpPostalCode' });
    expect(t.context().data.neighborhood).toBe('');
    await settle();
    expect(t.calls).toEqual([{ src: 'catalog.lookupPostalCode', input: { code: '06600' } }]);
    expect(t.context()).toMatchObject({
      neighborhoods: TWO_NEIGHBORHOODS.postalCodes,
      data: { neighborhood: '' },
    });

    const one = await sent({
      at: { data: 'editing' },
      api: { 'catalog.lookupPostalCode': async () => ONE_NEIGHBORHOOD },
      send: [{ type: 'DATA.CHANGE', values: { postalCode: '06600' } }],
    });
    expect(one.context()).toMatchObject({
      neighborhoods: ONE_NEIGHBORHOOD.postalCodes,
      data: { neighborhood: 'Juárez' },
    });
  });

  it('another postal code drops the neighbourhoods; the same or a short one is not looked up', () => {
    const data = { ...BASE.data, postalCode: '06600', neighborhood: 'Juárez' };
    const t = editing({ data, neighborhoods: ONE_NEIGHBORHOOD.postalCodes });
    t.actor.send({ type: 'DATA.CHANGE', values: { postalCode: '06600' } });
    expect(t.context()).toMatchObject({
      neighborhoods: ONE_NEIGHBORHOOD.postalCodes,
      data: { neighborhood: 'Juárez' },
    });
    t.actor.send({ type: 'DATA.CHANGE', values: { postalCode: '0660' } });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.context()).toMatchObject({ neighborhoods: [], data: { postalCode: '0660', neighborhood: '' } });
    expect(t.calls).toEqual([]);
  });

  it("a postal code the catalogue does not know (404): 'No encontramos ese código postal…'; a failed lookup: §8's generic text", async () => {
    const t = await sent({
      at: { data: 'editing' },
      api: { 'catalog.lookupPostalCode': rejects(404) },
      send: [{ type: 'DATA.CHANGE', values: { postalCode: '44100' } }],
    });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.context().dataErrors).toEqual({
      postalCode: 'No encontramos ese código postal. Revisa que esté bien escrito.',
    });
    // 'Continuar' keeps it (next to the other fields' errors); another code drops it.
    t.actor.send({ type: 'DATA.SUBMIT' });
    expect(t.context().dataErrors.postalCode).toBe(
      'No encontramos ese código postal. Revisa que esté bien escrito.',
    );
    expect(t.context().dataErrors.neighborhood).toBe('El campo es requerido');
    t.actor.send({ type: 'DATA.CHANGE', values: { postalCode: '4410' } });
    expect(t.context().dataErrors.postalCode).toBeUndefined();
    t.actor.send({ type: 'DATA.SUBMIT' });
    expect(t.context().dataErrors.postalCode).toBe('El campo debe tener al menos 5 dígitos');
    const failed = await sent({
      at: { data: 'editing' },
      api: { 'catalog.lookupPostalCode': rejects(503) },
      send: [{ type: 'DATA.CHANGE', values: { postalCode: '44100' } }],
    });
    expect(failed.context().dataErrors).toEqual({
      postalCode: 'Hubo un error, vuelve a intentarlo más tarde.',
    });
  });

  it('a new client’s phone is checked at 10 digits: taken, free, failed', async () => {
    const taken = run({
      at: { data: 'editing' },
      api: { 'promoters.isRegistered': async () => ({ isRegistered: true, client: CLIENT }) },
    });
    taken.actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '55 1122 3344' } });
    expect(taken.value()).toEqual({ data: 'checkingPhone' });
    await settle();
    expect(taken.calls).toEqual([{ src: 'promoters.isRegistered', input: { phoneNumber: '5511223344' } }]);
    const phoneTaken = 'El número ingresado ya se encuentra registrado.';
    expect(taken.context().dataErrors).toEqual({ phoneNumber: phoneTaken });
    expect(taken.context().data.phoneNumber).toBe('5511223344');

    const free = editing({}, { type: 'DATA.CHANGE', values: { phoneNumber: '5511223344' } });
    await settle();
    expect(free.value()).toEqual({ data: 'editing' });
    expect(free.context().dataErrors).toEqual({});

    const failed = await sent({
      at: { data: 'editing' },
      api: { 'promoters.isRegistered': rejects(500) },
      send: [{ type: 'DATA.CHANGE', values: { phoneNumber: '5511223344' } }],
    });
    expect(failed.alerts).toEqual([
      errorAlert('Hubo un error al revisar si el número de teléfono ya existe, vuelve a ingresarlo'),
    ]);
  });

  it('the same phone, a short one or an existing client’s is not checked', () => {
    const t = editing({ data: { ...BASE.data, phoneNumber: '5511223344' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '5511223344' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '551122334' } });
    const existing = editing({ client: CLIENT });
    existing.actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '5511223344' } });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(existing.value()).toEqual({ data: 'editing' });
    expect([...t.calls, ...existing.calls]).toEqual([]);
  });

  it('another CURP, postal code or phone while a lookup runs drops it; other fields do not', () => {
    for (const values of [{ curp: 'LOGF' }, { postalCode: '066' }, { phoneNumber: '55' }]) {
      const t = run({ at: { data: 'lookingUpCurp' }, context: { data: { ...BASE.data, curp: MARIA_CURP } } });
      t.actor.send({ type: 'DATA.CHANGE', values });
      expect(t.value()).toEqual({ data: 'editing' });
    }
    const t = run({ at: { data: 'lookingUpCurp' }, context: { data: { ...BASE.data, curp: MARIA_CURP } } });
    t.actor.send({ type: 'DATA.CHANGE', values: { streetName: 'Reforma' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'logf900514mjcprr02' } });
    expect(t.value()).toEqual({ data: 'lookingUpCurp' });
    expect(t.context().data.streetName).toBe('Reforma');
  });

  it('submitting shows a new client’s errors; a read-only client’s only the name (the CURP is on file)', () => {
    const t = editing({}, { type: 'DATA.SUBMIT' });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(Object.keys(t.context().dataErrors).sort()).toEqual(
      ['curp', 'exteriorNumber', 'name', 'neighborhood', 'phoneNumber', 'postalCode', 'streetName'].sort(),
    );
    const existing = editing({ client: CLIENT }, { type: 'DATA.SUBMIT' });
    expect(existing.context().dataErrors).toEqual({ name: REQUIRED });
  });

  it('a new client with only CURP and name is not complete', () => {
    const data = { ...BASE.data, curp: MARIA_CURP, name: 'MARIA FERNANDA' };
    const t = editing({ data }, { type: 'DATA.SUBMIT' });
    expect(t.value()).toEqual({ data: 'editing' });
    const asked = requiredFields('phoneNumber streetName exteriorNumber postalCode neighborhood');
    expect(t.context().dataErrors).toEqual(asked);
  });

  it('valid data goes on to the product', () => {
    const t = editing({ data: NEW_DATA }, { type: 'DATA.SUBMIT' });
    expect(t.value()).toEqual({ product: { editing: 'idle' } });
    const ana = { ...BASE.data, curp: ANA_CURP, name: 'Ana Luisa' };
    const existing = editing({ client: CLIENT, data: ana }, { type: 'DATA.SUBMIT' });
    expect(existing.value()).toEqual({ product: { editing: 'idle' } });
  });

  it('back (or the client-info route) returns to the found client with the data cleared', () => {
    const looked = { curpResponse: CURP_DATA, neighborhoods: ONE_NEIGHBORHOOD.postalCodes };
    const context = { client: CLIENT, data: NEW_DATA, dataErrors: { curp: 'x' }, ...looked };
    const cleared = {
      data: BASE.data,
      dataErrors: {},
      curpResponse: null,
      neighborhoods: [],
      client: CLIENT,
    };
    for (const event of [
      { type: 'BACK' },
      { type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida/client-info' },
    ] as PromoterEvent[]) {
      const t = editing(context, event);
      expect(t.value()).toEqual({ clientCheck: 'found' });
      expect(t.context()).toMatchObject(cleared);
    }
    const other = editing(context, { type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida' });
    expect(other.value()).toEqual({ data: 'editing' });
  });
});
