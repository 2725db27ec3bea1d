/**
 * The quick application's setup (machines/promoter/setup.ts): the initial context, the client kinds of spec §2,
 * the `POST /applications` body of the promoter variant, and each named action and guard seen through the machine
 * (spec §4 "Promoter flow", §5 "Promoter data", "Product form", "Consent", "Quick application", §8 texts, §9
 * timers). Texts, amounts and waits are the spec's literals.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBody } from '../../../machines/promoter/bodies';
import { promoterMachine } from '../../../machines/promoter/index';
import { clientKindOf } from '../../../machines/promoter/rules';
import type { PromoterContext } from '../../../machines/promoter/types';
import { initialContext } from '../../../machines/promoter/types';
import { APP_TEXTS, refusal, SERVER_SAYS } from '../../model/fixtures/refusals';
import {
  BASE,
  CLIENT,
  CURP_DATA,
  errorAlert,
  httpError,
  INPUT,
  NOW,
  ONE_NEIGHBORHOOD,
  processed,
  run,
  STORES,
  settle,
  TWO_NEIGHBORHOODS,
} from './promoter.harness';

const REQUIRED = 'El campo es requerido';
const PRODUCT_INFO = { productPrice: 10_000, creditAmount: 9_000, requestedPeriod: 6 };

const NEW_DATA = {
  curp: 'LOGF900514MJCPRR02',
  email: '',
  name: 'MARIA FERNANDA',
  firstSurname: 'LOPEZ',
  secondSurname: 'GARCIA',
  phoneNumber: '5511223344',
  streetName: ' Av. Juárez ',
  exteriorNumber: '12',
  interiorNumber: '',
  postalCode: '06600',
  neighborhood: 'Roma Norte',
};

/** What the body's client always carries from the typed data (the lookup adds the rest). */
const TYPED_CLIENT = {
  phoneNumber: '5511223344',
  curp: 'LOGF900514MJCPRR02',
  name: 'MARIA FERNANDA',
  firstSurname: 'LOPEZ',
  secondSurname: 'GARCIA',
};

const VALID_FINISH = {
  email: 'maria.lopez@correo.mx',
  addressType: 'OWNED',
  monthlyRent: '',
  movedInSince: '2020-03',
  maritalStatus: 'SINGLE',
  employmentStatus: 'HOMEMAKER',
  economicDependents: '1',
  companyName: '',
  position: '',
  monthlySalary: '',
  startDate: '',
  reference1Name: 'Pedro López',
  reference1Phone: '5511112222',
  reference2Name: 'Rosa García',
  reference2Phone: '5533334444',
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('initialContext', () => {
  it('without input: no promoter, no store, the clock’s now, the 90 s wait of the business role (spec §9)', () => {
    expect(initialContext({})).toEqual({
      promoterId: null,
      stores: [],
      storeId: null,
      now: NOW,
      resendWaitSeconds: 90,
      checkPhone: '',
      checkError: null,
      clientKind: null,
      client: null,
      data: {
        curp: '',
        email: '',
        name: '',
        firstSurname: '',
        secondSurname: '',
        phoneNumber: '',
        streetName: '',
        exteriorNumber: '',
        interiorNumber: '',
        postalCode: '',
        neighborhood: '',
      },
      dataErrors: {},
      curpResponse: null,
      neighborhoods: [],
      product: { productPrice: '', creditAmount: '', requestedPeriod: '' },
      productErrors: {},
      consent: { nip: '', authorize: false, ownBehalf: false },
      consentErrors: {},
      application: null,
      result: null,
      finish: expect.objectContaining({ email: '', addressType: '' }),
      finishErrors: {},
      activationCode: '',
      codeError: null,
      shownCode: null,
      countdown: 0,
      estimate: null,
    });
  });

  it('with input: the promoter, the first store, the given clock and wait, a picked-up application', () => {
    const c = initialContext({
      promoterId: 'p-7',
      stores: STORES,
      now: Date.UTC(2026, 5, 1),
      resendWaitSeconds: 5,
      pickUp: { applicationId: 'a-3', clientId: 'c-4' },
    });
    expect(c).toMatchObject({
      promoterId: 'p-7',
      stores: STORES,
      storeId: 's-1',
      now: Date.UTC(2026, 5, 1),
      resendWaitSeconds: 5,
      application: { id: 'a-3', clientId: 'c-4' },
    });
    expect(initialContext({ pickUp: null }).application).toBeNull();
  });
});

describe('clientKindOf (spec §2 badges)', () => {
  it('registered with activatedAt, incomplete without, new when not registered', () => {
    expect(clientKindOf({ isRegistered: true, client: CLIENT })).toBe('registered');
    expect(clientKindOf({ isRegistered: true, client: { ...CLIENT, activatedAt: null } })).toBe('incomplete');
    expect(clientKindOf({ isRegistered: false, client: null })).toBe('new');
    expect(clientKindOf({ isRegistered: true, client: null })).toBe('new');
    expect(clientKindOf({ isRegistered: true })).toBe('new');
    expect(clientKindOf({ isRegistered: false, client: CLIENT })).toBe('new');
  });
});

describe('createBody (spec §6: the promoter variant sends clientId or client)', () => {
  const ctx = (over: Partial<PromoterContext>): PromoterContext => ({ ...BASE, ...over });

  it('an existing client: its id', () => {
    expect(createBody(ctx({ client: CLIENT, data: NEW_DATA }), PRODUCT_INFO)).toEqual({
      type: 'STORE',
      productInformation: PRODUCT_INFO,
      storeId: 's-1',
      promoterId: 'p-7',
      clientId: 'c-9',
    });
  });

  it('a new client: trimmed data, the CURP lookup and the neighbourhood’s place', () => {
    expect(
      createBody(
        ctx({
          data: { ...NEW_DATA, interiorNumber: ' 3B ' },
          curpResponse: CURP_DATA,
          neighborhoods: TWO_NEIGHBORHOODS.postalCodes,
        }),
        PRODUCT_INFO,
      ),
    ).toEqual({
      type: 'STORE',
      productInformation: PRODUCT_INFO,
      storeId: 's-1',
      promoterId: 'p-7',
      client: {
        ...TYPED_CLIENT,
        sex: 'M',
        dateOfBirth: '1990-05-14',
        nationality: 'MEXICO',
        countryOfBirth: 'MEXICO',
        stateOfBirth: 'JALISCO',
      },
      clientAddress: {
        streetName: 'Av. Juárez',
        exteriorNumber: '12',
        interiorNumber: '3B',
        postalCode: '06600',
        neighborhood: 'Roma Norte',
        municipality: 'Cuauhtémoc',
        city: 'Ciudad de México',
        state: 'CIUDAD DE MEXICO',
      },
    });
  });

  it('without a lookup or a known neighbourhood: only what was typed, no interior number', () => {
    expect(
      createBody(
        ctx({ data: { ...NEW_DATA, neighborhood: 'Centro' }, neighborhoods: TWO_NEIGHBORHOODS.postalCodes }),
        PRODUCT_INFO,
      ),
    ).toEqual({
      type: 'STORE',
      productInformation: PRODUCT_INFO,
      storeId: 's-1',
      promoterId: 'p-7',
      client: {
        ...TYPED_CLIENT,
      },
      clientAddress: {
        streetName: 'Av. Juárez',
        exteriorNumber: '12',
        interiorNumber: null,
        postalCode: '06600',
        neighborhood: 'Centro',
      },
    });
  });
});

describe('start and simulation (spec §4: a new quick application)', () => {
  it('starts at the simulation with a clean context', () => {
    const t = run();
    expect(t.value()).toBe('simulation');
    expect(t.context()).toEqual(BASE);
  });

  it('a picked-up application goes to its activation code', () => {
    const t = run({ input: { ...INPUT, pickUp: { applicationId: 'a-3', clientId: 'c-4' } } });
    expect(t.value()).toEqual({ activation: { code: 'editing', resend: 'waiting' } });
    expect(t.context().countdown).toBe(90);
  });

  it('entering the simulation starts again, keeping promoter, stores, clock and wait', () => {
    const t = run({
      at: { clientCheck: 'found' },
      context: {
        storeId: 's-2',
        checkPhone: '5587654321',
        client: CLIENT,
        clientKind: 'registered',
        resendWaitSeconds: 7,
      },
    });
    t.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida' });
    expect(t.value()).toBe('simulation');
    expect(t.context()).toEqual({ ...BASE, resendWaitSeconds: 7 });
  });

  it('another route does not leave the client check', () => {
    const t = run({ at: { clientCheck: 'editing' } });
    t.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida/datos' });
    expect(t.value()).toEqual({ clientCheck: 'editing' });
  });

  it('the store can be changed to one of the promoter’s, never to another', () => {
    const t = run();
    t.actor.send({ type: 'STORE.CHANGE', storeId: 's-2' });
    expect(t.context().storeId).toBe('s-2');
    t.actor.send({ type: 'STORE.CHANGE', storeId: 's-404' });
    expect(t.context().storeId).toBe('s-2');
    t.actor.send({ type: 'START', storeId: 's-1' });
    expect(t.context().storeId).toBe('s-1');
    expect(t.value()).toEqual({ clientCheck: 'editing' });
  });

  it('START without a store keeps the chosen one', () => {
    const t = run();
    t.actor.send({ type: 'STORE.CHANGE', storeId: 's-2' });
    t.actor.send({ type: 'START' });
    expect(t.context().storeId).toBe('s-2');
  });

  it('without a store there is no start', () => {
    const t = run({ input: { promoterId: 'p-7', stores: [], now: NOW } });
    t.actor.send({ type: 'START' });
    expect(t.value()).toBe('simulation');
  });
});

describe('client check (spec §2, §8 "Phone check fails")', () => {
  it('keeps 10 digits of the phone and clears the error', () => {
    const t = run({ at: { clientCheck: 'editing' }, context: { checkError: REQUIRED } });
    t.actor.send({ type: 'CHECK.CHANGE', phoneNumber: '(55) 8765-4321 0' });
    expect(t.context()).toMatchObject({ checkPhone: '5587654321', checkError: null });
  });

  it('an incomplete phone is not checked: its error', () => {
    const t = run({ at: { clientCheck: 'editing' } });
    t.actor.send({ type: 'CHECK.SUBMIT' });
    expect(t.context().checkError).toBe(REQUIRED);
    t.actor.send({ type: 'CHECK.CHANGE', phoneNumber: '558765432' });
    t.actor.send({ type: 'CHECK.SUBMIT' });
    expect(t.context().checkError).toBe('El campo debe tener al menos 10 dígitos');
    expect(t.value()).toEqual({ clientCheck: 'editing' });
    expect(t.calls).toEqual([]);
  });

  it('only exactly 10 digits are checked (a restored phone included)', () => {
    for (const checkPhone of ['55876543210', 'x5587654321', '5587654321x']) {
      const t = run({ at: { clientCheck: 'editing' }, context: { checkPhone } });
      t.actor.send({ type: 'CHECK.SUBMIT' });
      expect(t.value()).toEqual({ clientCheck: 'editing' });
    }
  });

  it('a registered client is found by phone', async () => {
    const t = run({
      at: { clientCheck: 'editing' },
      api: { 'promoters.isRegistered': async () => ({ isRegistered: true, client: CLIENT }) },
    });
    t.actor.send({ type: 'CHECK.CHANGE', phoneNumber: '5587654321' });
    t.actor.send({ type: 'CHECK.SUBMIT' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([{ src: 'promoters.isRegistered', input: { phoneNumber: '5587654321' } }]);
    expect(t.value()).toEqual({ clientCheck: 'found' });
    expect(t.context()).toMatchObject({ clientKind: 'registered', client: CLIENT, checkError: null });
    expect(t.cleared()).toBe(1);
  });

  it('a new client has no client record', async () => {
    const t = run({
      at: { clientCheck: 'editing' },
      context: { checkPhone: '5587654321' },
      api: { 'promoters.isRegistered': async () => ({ isRegistered: false, client: CLIENT }) },
    });
    t.actor.send({ type: 'CHECK.SUBMIT' });
    await settle();
    expect(t.context()).toMatchObject({ clientKind: 'new', client: null });
  });

  it('a failed check alerts and lets the phone be typed again', async () => {
    const t = run({
      at: { clientCheck: 'editing' },
      context: { checkPhone: '5587654321' },
      api: { 'promoters.isRegistered': () => Promise.reject(httpError(500)) },
    });
    t.actor.send({ type: 'CHECK.SUBMIT' });
    await settle();
    expect(t.value()).toEqual({ clientCheck: 'editing' });
    expect(t.alerts).toEqual([
      errorAlert('Hubo un error al revisar si el número de teléfono ya existe, vuelve a ingresarlo'),
    ]);
  });

  it('another phone after the answer forgets the client', () => {
    const t = run({
      at: { clientCheck: 'found' },
      context: { checkPhone: '5587654321', client: CLIENT, clientKind: 'registered' },
    });
    t.actor.send({ type: 'CHECK.CHANGE', phoneNumber: '5511' });
    expect(t.value()).toEqual({ clientCheck: 'editing' });
    expect(t.context()).toMatchObject({ checkPhone: '5511', client: null, clientKind: null });
  });

  it('continuing with an existing client fills the data from it', () => {
    const t = run({
      at: { clientCheck: 'found' },
      context: {
        checkPhone: '5587654321',
        client: CLIENT,
        clientKind: 'incomplete',
        dataErrors: { curp: 'x' },
      },
    });
    t.actor.send({ type: 'CONTINUE' });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.context()).toMatchObject({
      data: {
        ...BASE.data,
        curp: 'TOMA950717MYNRNN02',
        name: 'Ana Luisa',
        firstSurname: 'Torres',
        secondSurname: 'Méndez',
      },
      dataErrors: {},
      curpResponse: null,
      neighborhoods: [],
    });
  });

  it('an existing client without CURP starts with it empty', () => {
    const t = run({
      at: { clientCheck: 'found' },
      context: { client: { ...CLIENT, curp: null }, clientKind: 'incomplete' },
    });
    t.actor.send({ type: 'CONTINUE' });
    expect(t.context().data.curp).toBe('');
  });

  it('continuing with a new client keeps the checked phone', () => {
    const t = run({
      at: { clientCheck: 'found' },
      context: {
        checkPhone: '5587654321',
        clientKind: 'new',
        curpResponse: CURP_DATA,
        neighborhoods: ONE_NEIGHBORHOOD.postalCodes,
      },
    });
    t.actor.send({ type: 'CONTINUE' });
    expect(t.context()).toMatchObject({
      data: { ...BASE.data, phoneNumber: '5587654321' },
      curpResponse: null,
      neighborhoods: [],
    });
  });
});

describe('data step (spec §5 "Promoter data", §8 CURP texts)', () => {
  it('a new client’s complete CURP is looked up and fills the read-only name', async () => {
    const t = run({ at: { data: 'editing' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: ' logf900514mjcprr02' } });
    expect(t.value()).toEqual({ data: 'lookingUpCurp' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([{ src: 'clients.curpLookup', input: { curp: 'LOGF900514MJCPRR02' } }]);
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.context()).toMatchObject({
      curpResponse: CURP_DATA,
      data: {
        ...BASE.data,
        curp: 'LOGF900514MJCPRR02',
        name: 'MARIA FERNANDA',
        firstSurname: 'LOPEZ',
        secondSurname: 'GARCIA',
      },
    });
  });

  it('an incomplete or invalid CURP, or the same one, is not looked up', () => {
    const t = run({
      at: { data: 'editing' },
      context: { data: { ...BASE.data, curp: 'LOGF900514MJCPRR02' } },
    });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'LOGF900514MJCPRR02' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'LOGF900514MJCPRR03' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'LOGF9005' } });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.calls).toEqual([]);
  });

  it('the same CURP typed again keeps a new client’s name and lookup', () => {
    const data = { ...BASE.data, curp: 'LOGF900514MJCPRR02', name: 'MARIA FERNANDA', firstSurname: 'LOPEZ' };
    const t = run({ at: { data: 'editing' }, context: { data, curpResponse: CURP_DATA } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'logf900514mjcprr02' } });
    expect(t.context()).toMatchObject({ data, curpResponse: CURP_DATA });
  });

  it('an activated client’s data is read-only: a change is ignored, nothing looked up', () => {
    const data = {
      ...BASE.data,
      curp: '',
      name: 'Ana Luisa',
      firstSurname: 'Torres',
      secondSurname: 'Méndez',
    };
    const t = run({ at: { data: 'editing' }, context: { client: CLIENT, clientKind: 'registered', data } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'LOGF900514MJCPRR02', postalCode: '06600' } });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.calls).toEqual([]);
    expect(t.context().data).toEqual(data);
  });

  it('the CURP a promoter corrects for a client she registered is not looked up and keeps the name', () => {
    const client = { ...CLIENT, activatedAt: null, detailsEditable: true };
    const data = { ...BASE.data, curp: 'TOMA950717MYNRNN02', name: 'Ana Luisa', firstSurname: 'Torres' };
    const t = run({ at: { data: 'editing' }, context: { client, clientKind: 'incomplete', data } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'logf900514mjcprr02' } });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.calls).toEqual([]);
    expect(t.context().data).toEqual({ ...data, curp: 'LOGF900514MJCPRR02' });
  });

  it('another CURP drops a new client’s name and lookup; the changed field’s error goes', () => {
    const t = run({
      at: { data: 'editing' },
      context: {
        data: {
          ...BASE.data,
          curp: 'LOGF900514MJCPRR02',
          name: 'MARIA',
          firstSurname: 'LOPEZ',
          secondSurname: 'GARCIA',
          streetName: 'Reforma',
        },
        curpResponse: CURP_DATA,
        dataErrors: { curp: 'x', streetName: 'y' },
      },
    });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'logf' } });
    expect(t.context()).toMatchObject({
      data: { ...BASE.data, curp: 'LOGF', streetName: 'Reforma' },
      curpResponse: null,
      dataErrors: { streetName: 'y' },
    });
  });

  it('the lookup’s failures (spec §8): not found, taken (409), any other', async () => {
    for (const [error, message] of [
      [httpError(404), 'No hemos encontrado información asociada al CURP que ingresaste.'],
      [httpError(409), 'Una cuenta con los mismos datos personales ya se encuentra registrada'],
      [httpError(500), 'Hubo un error, vuelve a intentarlo más tarde.'],
    ] as const) {
      const t = run({
        at: { data: 'editing' },
        context: { dataErrors: { name: 'n' } },
        api: { 'clients.curpLookup': () => Promise.reject(error) },
      });
      t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'LOGF900514MJCPRR02' } });
      await settle();
      expect(t.value()).toEqual({ data: 'editing' });
      expect(t.context().dataErrors).toEqual({ name: 'n', curp: message });
      expect(t.alerts).toEqual([]);
    }
  });

  it('a 5-digit postal code is looked up: one neighbourhood is chosen, several are offered', async () => {
    const t = run({ at: { data: 'editing' }, context: { data: { ...BASE.data, neighborhood: 'Centro' } } });
    t.actor.send({ type: 'DATA.CHANGE', values: { postalCode: '06 600' } });
    expect(t.value()).toEqual({ data: 'lookingUpPostalCode' });
    expect(t.context().data.neighborhood).toBe('');
    await settle();
    expect(t.calls).toEqual([{ src: 'catalog.lookupPostalCode', input: { code: '06600' } }]);
    expect(t.context()).toMatchObject({
      neighborhoods: TWO_NEIGHBORHOODS.postalCodes,
      data: { neighborhood: '' },
    });

    const one = run({
      at: { data: 'editing' },
      api: { 'catalog.lookupPostalCode': async () => ONE_NEIGHBORHOOD },
    });
    one.actor.send({ type: 'DATA.CHANGE', values: { postalCode: '06600' } });
    await settle();
    expect(one.context()).toMatchObject({
      neighborhoods: ONE_NEIGHBORHOOD.postalCodes,
      data: { neighborhood: 'Juárez' },
    });
  });

  it('another postal code drops the neighbourhoods; the same or a short one is not looked up', () => {
    const t = run({
      at: { data: 'editing' },
      context: {
        data: { ...BASE.data, postalCode: '06600', neighborhood: 'Juárez' },
        neighborhoods: ONE_NEIGHBORHOOD.postalCodes,
      },
    });
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
    const t = run({
      at: { data: 'editing' },
      api: { 'catalog.lookupPostalCode': () => Promise.reject(httpError(404)) },
    });
    t.actor.send({ type: 'DATA.CHANGE', values: { postalCode: '44100' } });
    await settle();
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
    const failed = run({
      at: { data: 'editing' },
      api: { 'catalog.lookupPostalCode': () => Promise.reject(httpError(503)) },
    });
    failed.actor.send({ type: 'DATA.CHANGE', values: { postalCode: '44100' } });
    await settle();
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
    expect(taken.context().dataErrors).toEqual({
      phoneNumber: 'El número ingresado ya se encuentra registrado.',
    });

    const free = run({ at: { data: 'editing' } });
    free.actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '5511223344' } });
    await settle();
    expect(free.value()).toEqual({ data: 'editing' });
    expect(free.context().dataErrors).toEqual({});

    const failed = run({
      at: { data: 'editing' },
      api: { 'promoters.isRegistered': () => Promise.reject(httpError(500)) },
    });
    failed.actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '5511223344' } });
    await settle();
    expect(failed.alerts).toEqual([
      errorAlert('Hubo un error al revisar si el número de teléfono ya existe, vuelve a ingresarlo'),
    ]);
  });

  it('the same phone, a short one or an existing client’s is not checked', () => {
    const t = run({
      at: { data: 'editing' },
      context: { data: { ...BASE.data, phoneNumber: '5511223344' } },
    });
    t.actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '5511223344' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '551122334' } });
    const existing = run({ at: { data: 'editing' }, context: { client: CLIENT } });
    existing.actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '5511223344' } });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(existing.value()).toEqual({ data: 'editing' });
    expect([...t.calls, ...existing.calls]).toEqual([]);
  });

  it('another CURP, postal code or phone while a lookup runs drops it; other fields do not', () => {
    for (const values of [{ curp: 'LOGF' }, { postalCode: '066' }, { phoneNumber: '55' }]) {
      const t = run({
        at: { data: 'lookingUpCurp' },
        context: { data: { ...BASE.data, curp: 'LOGF900514MJCPRR02' } },
      });
      t.actor.send({ type: 'DATA.CHANGE', values });
      expect(t.value()).toEqual({ data: 'editing' });
    }
    const t = run({
      at: { data: 'lookingUpCurp' },
      context: { data: { ...BASE.data, curp: 'LOGF900514MJCPRR02' } },
    });
    t.actor.send({ type: 'DATA.CHANGE', values: { streetName: 'Reforma' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { curp: 'logf900514mjcprr02' } });
    expect(t.value()).toEqual({ data: 'lookingUpCurp' });
    expect(t.context().data.streetName).toBe('Reforma');
  });

  it('submitting shows a new client’s errors; a read-only client’s only the name (the CURP is on file)', () => {
    const t = run({ at: { data: 'editing' } });
    t.actor.send({ type: 'DATA.SUBMIT' });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(Object.keys(t.context().dataErrors).sort()).toEqual(
      ['curp', 'exteriorNumber', 'name', 'neighborhood', 'phoneNumber', 'postalCode', 'streetName'].sort(),
    );
    const existing = run({ at: { data: 'editing' }, context: { client: CLIENT } });
    existing.actor.send({ type: 'DATA.SUBMIT' });
    expect(existing.context().dataErrors).toEqual({ name: REQUIRED });
  });

  it('a new client with only CURP and name is not complete', () => {
    const data = { ...BASE.data, curp: 'LOGF900514MJCPRR02', name: 'MARIA FERNANDA' };
    const t = run({ at: { data: 'editing' }, context: { data } });
    t.actor.send({ type: 'DATA.SUBMIT' });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.context().dataErrors).toEqual({
      phoneNumber: REQUIRED,
      streetName: REQUIRED,
      exteriorNumber: REQUIRED,
      postalCode: REQUIRED,
      neighborhood: REQUIRED,
    });
  });

  it('valid data goes on to the product', () => {
    const t = run({ at: { data: 'editing' }, context: { data: NEW_DATA } });
    t.actor.send({ type: 'DATA.SUBMIT' });
    expect(t.value()).toEqual({ product: { editing: 'idle' } });
    const existing = run({
      at: { data: 'editing' },
      context: { client: CLIENT, data: { ...BASE.data, curp: 'TOMA950717MYNRNN02', name: 'Ana Luisa' } },
    });
    existing.actor.send({ type: 'DATA.SUBMIT' });
    expect(existing.value()).toEqual({ product: { editing: 'idle' } });
  });

  it('back (or the client-info route) returns to the found client with the data cleared', () => {
    const context = {
      client: CLIENT,
      data: NEW_DATA,
      dataErrors: { curp: 'x' },
      curpResponse: CURP_DATA,
      neighborhoods: ONE_NEIGHBORHOOD.postalCodes,
    };
    const cleared = {
      data: BASE.data,
      dataErrors: {},
      curpResponse: null,
      neighborhoods: [],
      client: CLIENT,
    };
    const back = run({ at: { data: 'editing' }, context });
    back.actor.send({ type: 'BACK' });
    expect(back.value()).toEqual({ clientCheck: 'found' });
    expect(back.context()).toMatchObject(cleared);
    const route = run({ at: { data: 'editing' }, context });
    route.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida/client-info' });
    expect(route.value()).toEqual({ clientCheck: 'found' });
    expect(route.context()).toMatchObject(cleared);
    const other = run({ at: { data: 'editing' }, context });
    other.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida' });
    expect(other.value()).toEqual({ data: 'editing' });
  });
});

describe('product step (spec §5 "Product form (store)", §9 bands, 500 ms debounce)', () => {
  it('a new amount resets the term and the estimate; a term with it is kept', () => {
    const t = run({
      at: { product: { editing: 'idle' } },
      context: {
        product: { productPrice: '10000', creditAmount: '9000', requestedPeriod: '6' },
        productErrors: { productPrice: 'x' },
        estimate: 100,
      },
    });
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { creditAmount: '8000' } });
    expect(t.context()).toMatchObject({
      product: { productPrice: '10000', creditAmount: '8000', requestedPeriod: '' },
      productErrors: {},
      estimate: null,
    });
    expect(t.value()).toEqual({ product: { editing: 'idle' } });
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { creditAmount: '9000', requestedPeriod: '12' } });
    expect(t.context().product).toEqual({
      productPrice: '10000',
      creditAmount: '9000',
      requestedPeriod: '12',
    });
  });

  it('another price keeps the term', () => {
    const t = run({
      at: { product: { editing: 'idle' } },
      context: {
        product: { productPrice: '10000', creditAmount: '9000', requestedPeriod: '6' },
        estimate: 100,
      },
    });
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { productPrice: '12000' } });
    expect(t.context()).toMatchObject({
      product: { productPrice: '12000', creditAmount: '9000', requestedPeriod: '6' },
      estimate: null,
    });
  });

  it('the estimate is fetched 500 ms after the last change, kept in centavos', async () => {
    const t = run({ at: { product: { editing: 'idle' } }, context: { storeId: 's-2' } });
    t.actor.send({
      type: 'PRODUCT.CHANGE',
      values: { productPrice: '10000', creditAmount: '9,000', requestedPeriod: '6' },
    });
    expect(t.value()).toEqual({ product: { editing: 'debouncing' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(t.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls).toEqual([
      {
        src: 'applications.estimatedMonthlyPayment',
        input: { creditAmount: 9_000, requestedPeriod: 6, type: 'STORE', storeId: 's-2' },
      },
    ]);
    await settle();
    expect(t.value()).toEqual({ product: { editing: 'idle' } });
    expect(t.context().estimate).toBe(168_742);
  });

  it('no store id without a store; a failed estimate leaves none', async () => {
    const t = run({
      at: { product: { editing: 'idle' } },
      context: { storeId: null },
      api: { 'applications.estimatedMonthlyPayment': () => Promise.reject(httpError(500)) },
    });
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { creditAmount: '2000', requestedPeriod: '3' } });
    await vi.advanceTimersByTimeAsync(500);
    expect(t.calls).toEqual([
      {
        src: 'applications.estimatedMonthlyPayment',
        input: { creditAmount: 2_000, requestedPeriod: 3, type: 'STORE' },
      },
    ]);
    expect(t.value()).toEqual({ product: { editing: 'idle' } });
    expect(t.context().estimate).toBeNull();
    expect(t.alerts).toEqual([]);
  });

  it('no estimate without a term of the amount', async () => {
    const t = run({ at: { product: { editing: 'idle' } } });
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { creditAmount: '9000', requestedPeriod: '24' } });
    expect(t.value()).toEqual({ product: { editing: 'idle' } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.calls).toEqual([]);
  });

  it('an invalid product shows its errors', () => {
    const t = run({ at: { product: { editing: 'idle' } } });
    t.actor.send({ type: 'PRODUCT.SUBMIT' });
    expect(t.value()).toEqual({ product: { editing: 'idle' } });
    expect(t.context().productErrors).toEqual({
      productPrice: REQUIRED,
      creditAmount: REQUIRED,
      requestedPeriod: 'Selecciona una opción para el plazo',
    });
  });

  const product = { productPrice: '10,000', creditAmount: '9000', requestedPeriod: '6' };

  it('an existing client’s application: created with its id, on to consent', async () => {
    const t = run({
      at: { product: { editing: 'idle' } },
      context: { product, client: CLIENT, clientKind: 'registered' },
    });
    t.actor.send({ type: 'PRODUCT.SUBMIT' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([
      {
        src: 'applications.create',
        input: {
          type: 'STORE',
          productInformation: PRODUCT_INFO,
          storeId: 's-1',
          promoterId: 'p-7',
          clientId: 'c-9',
        },
      },
    ]);
    expect(t.value()).toEqual({ consent: { form: 'editing', resend: 'waiting' } });
    expect(t.context().application).toEqual({ id: 'a-1', clientId: 'c-9' });
    expect(t.cleared()).toBe(1);
  });

  it('a new client’s application: its id read back by phone', async () => {
    const t = run({
      at: { product: { editing: 'idle' } },
      context: { product, data: NEW_DATA },
      api: {
        'promoters.isRegistered': async () => ({ isRegistered: true, client: { ...CLIENT, id: 'c-new' } }),
      },
    });
    t.actor.send({ type: 'PRODUCT.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls.map((c) => c.src)).toEqual(['applications.create', 'promoters.isRegistered']);
    expect(t.calls[1]).toEqual({ src: 'promoters.isRegistered', input: { phoneNumber: '5511223344' } });
    expect(t.value()).toEqual({ consent: { form: 'editing', resend: 'waiting' } });
    expect(t.context().application).toEqual({ id: 'a-1', clientId: 'c-new' });
    expect(t.cleared()).toBe(1);
  });

  it('a new client not found yet (or a failed read) goes on without the id', async () => {
    for (const isRegistered of [
      async () => ({ isRegistered: false, client: null }),
      () => Promise.reject(httpError(500)),
    ]) {
      const t = run({
        at: { product: { editing: 'idle' } },
        context: { product, data: NEW_DATA },
        api: { 'promoters.isRegistered': isRegistered },
      });
      t.actor.send({ type: 'PRODUCT.SUBMIT' });
      await settle();
      expect(t.value()).toEqual({ consent: { form: 'editing', resend: 'waiting' } });
      expect(t.context().application).toEqual({ id: 'a-1', clientId: null });
      expect(t.cleared()).toBe(1);
    }
  });

  it('the creation’s failures (spec §8)', async () => {
    for (const [error, message] of [
      [
        httpError(422, 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED'),
        'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.',
      ],
      [
        httpError(429),
        'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
      ],
      [httpError(422, 'OTHER'), 'Hubo un error al crear la solicitud, vuelve a intentarlo'],
      [
        httpError(400, 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED'),
        'Hubo un error al crear la solicitud, vuelve a intentarlo',
      ],
      [httpError(500), 'Hubo un error al crear la solicitud, vuelve a intentarlo'],
    ] as const) {
      const t = run({
        at: { product: { editing: 'idle' } },
        context: { product, client: CLIENT },
        api: { 'applications.create': () => Promise.reject(error) },
      });
      t.actor.send({ type: 'PRODUCT.SUBMIT' });
      await settle();
      expect(t.value()).toEqual({ product: { editing: 'idle' } });
      expect(t.alerts).toEqual([errorAlert(message)]);
      expect(t.context().application).toBeNull();
    }
  });

  it('back (or the data route) returns to the data step', () => {
    const back = run({ at: { product: { editing: 'idle' } }, context: { data: NEW_DATA } });
    back.actor.send({ type: 'BACK' });
    expect(back.value()).toEqual({ data: 'editing' });
    expect(back.context().data).toEqual(NEW_DATA);
    const route = run({ at: { product: { editing: 'idle' } } });
    route.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida/datos' });
    expect(route.value()).toEqual({ data: 'editing' });
    const other = run({ at: { product: { editing: 'idle' } } });
    other.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida/client-info' });
    expect(other.value()).toEqual({ product: { editing: 'idle' } });
  });
});

describe('consent (spec §5 "Consent", §4 NIP result, §8 texts)', () => {
  const at = { consent: { form: 'editing', resend: 'waiting' } } as const;
  const application = { id: 'a-1', clientId: 'c-9' };

  it('the NIP keeps 6 digits; the errors go with a change', () => {
    const t = run({ at, context: { application, consentErrors: { nip: 'x' } } });
    t.actor.send({ type: 'CONSENT.CHANGE', values: { nip: '12 34-567' } });
    expect(t.context()).toMatchObject({
      consent: { nip: '123456', authorize: false, ownBehalf: false },
      consentErrors: {},
    });
    t.actor.send({ type: 'CONSENT.CHANGE', values: { authorize: true } });
    expect(t.context().consent).toEqual({ nip: '123456', authorize: true, ownBehalf: false });
  });

  it('submitting without everything shows the errors', () => {
    const t = run({ at, context: { application } });
    t.actor.send({ type: 'CONSENT.SUBMIT' });
    expect(t.value()).toEqual(at);
    expect(t.context().consentErrors).toEqual({
      nip: REQUIRED,
      authorize: 'Debe aceptar este campo',
      ownBehalf: 'Debe aceptar este campo',
    });
    expect(t.calls).toEqual([]);
  });

  const ready = { application, consent: { nip: '123456', authorize: true, ownBehalf: true } };

  it('the NIP is pre-processed as the compliance code; passing goes to finish the application', async () => {
    const t = run({ at, context: ready });
    t.actor.send({ type: 'CONSENT.SUBMIT' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([
      { src: 'applications.preProcess', input: { id: 'a-1', complianceCode: '123456' } },
    ]);
    expect(t.value()).toEqual({ finish: 'editing' });
    expect(t.context().result).toEqual(processed('PASSED_PRELIMINARY_MODEL'));
    expect(t.cleared()).toBe(1);
  });

  it('REJECTED with an inactive client: the failed preliminary model; with a registered one: the result', async () => {
    for (const [clientKind, target] of [
      ['new', 'preliminaryFailed'],
      ['incomplete', 'preliminaryFailed'],
      ['registered', 'result'],
    ] as const) {
      const t = run({
        at,
        context: { ...ready, clientKind },
        api: { 'applications.preProcess': async () => processed('REJECTED') },
      });
      t.actor.send({ type: 'CONSENT.SUBMIT' });
      await settle();
      expect(t.value()).toBe(target);
    }
  });

  it('any other result: the result screen', async () => {
    const t = run({
      at,
      context: { ...ready, clientKind: 'new' },
      api: { 'applications.preProcess': async () => processed('APPROVED') },
    });
    t.actor.send({ type: 'CONSENT.SUBMIT' });
    await settle();
    expect(t.value()).toBe('result');
  });

  it('a wrong NIP (409) clears it; any other failure keeps it', async () => {
    const wrong = run({
      at,
      context: ready,
      api: { 'applications.preProcess': () => Promise.reject(httpError(409)) },
    });
    wrong.actor.send({ type: 'CONSENT.SUBMIT' });
    await settle();
    expect(wrong.value()).toEqual(at);
    expect(wrong.context().consent).toEqual({ nip: '', authorize: true, ownBehalf: true });
    expect(wrong.alerts).toEqual([errorAlert('Has ingresado un NIP incorrecto.')]);

    const failed = run({
      at,
      context: ready,
      api: { 'applications.preProcess': () => Promise.reject(httpError(500)) },
    });
    failed.actor.send({ type: 'CONSENT.SUBMIT' });
    await settle();
    expect(failed.context().consent.nip).toBe('123456');
    expect(failed.alerts).toEqual([errorAlert('Ocurrió un error al intentar procesar la solicitud')]);
  });

  it("a NIP refused for a reason the app knows shows the app's text for its code (never the server's) and keeps it", async () => {
    const failedText = 'Ocurrió un error al intentar procesar la solicitud';
    const cases: Array<[unknown, string]> = [
      [refusal(409, 'NIP_EXPIRED', SERVER_SAYS), APP_TEXTS.nipExpired],
      [refusal(409, 'NIP_EXPIRED'), APP_TEXTS.nipExpired],
      [refusal(429, 'NIP_LOCKED', SERVER_SAYS), APP_TEXTS.nipLocked],
      [refusal(429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', SERVER_SAYS, 3600), APP_TEXTS.triesToday('1 hora')],
      // The promoter's flow has no support phone: the text says to contact support.
      [refusal(429, 'CODE_ATTEMPTS_EXHAUSTED', SERVER_SAYS), APP_TEXTS.triesExhaustedNoPhone],
      [refusal(422, 'NOT_PROCESSABLE', 'La solicitud no se puede procesar.'), failedText],
      [refusal(422, 'NOT_PROCESSABLE', ''), failedText],
      [refusal(500, 'DOWN', 'Servicio no disponible'), failedText],
      [refusal(400, 'BAD', 'Solicitud inválida'), failedText],
    ];
    for (const [error, message] of cases) {
      const t = run({ at, context: ready, api: { 'applications.preProcess': () => Promise.reject(error) } });
      t.actor.send({ type: 'CONSENT.SUBMIT' });
      await settle();
      expect(t.value()).toEqual(at);
      expect(t.context().consent.nip).toBe('123456');
      expect(t.alerts).toEqual([errorAlert(message)]);
    }
    // A wrong NIP is the spec's text whatever the server says.
    const wrong = run({
      at,
      context: ready,
      api: {
        'applications.preProcess': () => Promise.reject(refusal(409, 'WRONG_NIP', 'Código equivocado')),
      },
    });
    wrong.actor.send({ type: 'CONSENT.SUBMIT' });
    await settle();
    expect(wrong.alerts).toEqual([errorAlert('Has ingresado un NIP incorrecto.')]);
    expect(wrong.context().consent.nip).toBe('');
  });

  it('without an application the calls name none', async () => {
    const t = run({ at, context: { ...ready, application: null } });
    t.actor.send({ type: 'CONSENT.SUBMIT' });
    await settle();
    expect(t.calls).toEqual([
      { src: 'applications.preProcess', input: { id: '', complianceCode: '123456' } },
    ]);
  });
});

describe('finish the application (spec §5 "Quick application", §8 texts)', () => {
  const application = { id: 'a-1', clientId: 'c-9' };

  it('a change keeps the references’ phones as digits and drops the changed field’s error', () => {
    const t = run({
      at: { finish: 'editing' },
      context: { finishErrors: { reference1Phone: 'x', email: 'y' } },
    });
    t.actor.send({ type: 'FINISH.CHANGE', values: { reference1Phone: '55 1111 2222' } });
    expect(t.context()).toMatchObject({
      finish: { ...BASE.finish, reference1Phone: '5511112222' },
      finishErrors: { email: 'y' },
    });
  });

  it('submitting an incomplete form shows its errors (dates against the context’s day)', () => {
    const t = run({
      at: { finish: 'editing' },
      context: { finish: { ...VALID_FINISH, movedInSince: '2026-01' }, now: Date.UTC(2026, 0, 1, 12) },
    });
    t.actor.send({ type: 'FINISH.SUBMIT' });
    expect(t.value()).toEqual({ finish: 'editing' });
    expect(t.context().finishErrors).toEqual({ movedInSince: 'La fecha debe ser menor al día de hoy' });
    const ok = run({
      at: { finish: 'editing' },
      context: { application, finish: { ...VALID_FINISH, movedInSince: '2026-01' } },
    });
    ok.actor.send({ type: 'FINISH.SUBMIT' });
    expect(ok.value()).toEqual({ finish: 'checkingEmail' });
  });

  it('the e-mail is checked, then the quick application sent; then the confirmation', async () => {
    const t = run({
      at: { finish: 'editing' },
      context: { application, finish: { ...VALID_FINISH, email: ' maria.lopez@correo.mx ' } },
      api: { 'promoters.isRegistered': async () => ({ isRegistered: true, client: CLIENT }) },
    });
    t.actor.send({ type: 'FINISH.SUBMIT' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls[0]).toEqual({ src: 'promoters.isRegistered', input: { email: 'maria.lopez@correo.mx' } });
    expect(t.calls[1]).toMatchObject({
      src: 'promoters.quickApplication',
      input: {
        applicationId: 'a-1',
        body: { email: 'maria.lopez@correo.mx', movedInSince: '2020-03-01', monthlyRent: null },
      },
    });
    expect(t.value()).toBe('confirmEmail');
    expect(t.cleared()).toBe(1);
    t.actor.send({ type: 'CONTINUE' });
    expect(t.value()).toEqual({ activation: { code: 'editing', resend: 'waiting' } });
  });

  it('another client’s e-mail is refused; a free one goes on', async () => {
    const taken = run({
      at: { finish: 'editing' },
      context: { application, finish: VALID_FINISH, finishErrors: {} },
      api: {
        'promoters.isRegistered': async () => ({ isRegistered: true, client: { ...CLIENT, id: 'c-other' } }),
      },
    });
    taken.actor.send({ type: 'FINISH.SUBMIT' });
    await settle();
    expect(taken.value()).toEqual({ finish: 'editing' });
    expect(taken.context().finishErrors).toEqual({ email: 'El email ingresado ya se encuentra registrado.' });
    expect(taken.calls.map((c) => c.src)).toEqual(['promoters.isRegistered']);

    const free = run({ at: { finish: 'editing' }, context: { application, finish: VALID_FINISH } });
    free.actor.send({ type: 'FINISH.SUBMIT' });
    await settle();
    expect(free.value()).toBe('confirmEmail');
  });

  it('an e-mail registered without a client record counts as another’s', async () => {
    const t = run({
      at: { finish: 'editing' },
      context: { application, finish: VALID_FINISH },
      api: { 'promoters.isRegistered': async () => ({ isRegistered: true, client: null }) },
    });
    t.actor.send({ type: 'FINISH.SUBMIT' });
    await settle();
    expect(t.value()).toEqual({ finish: 'editing' });
    expect(t.context().finishErrors).toEqual({ email: 'El email ingresado ya se encuentra registrado.' });
  });

  it('a failed e-mail check alerts', async () => {
    const t = run({
      at: { finish: 'editing' },
      context: { application, finish: VALID_FINISH },
      api: { 'promoters.isRegistered': () => Promise.reject(httpError(500)) },
    });
    t.actor.send({ type: 'FINISH.SUBMIT' });
    await settle();
    expect(t.value()).toEqual({ finish: 'editing' });
    expect(t.alerts).toEqual([
      errorAlert('Hubo un error al revisar si el email ya existe, vuelve a intentarlo'),
    ]);
  });

  it('the quick application’s failures: 409 is a taken e-mail, any other alerts', async () => {
    const taken = run({
      at: { finish: 'editing' },
      context: { application, finish: VALID_FINISH, finishErrors: {} },
      api: { 'promoters.quickApplication': () => Promise.reject(httpError(409)) },
    });
    taken.actor.send({ type: 'FINISH.SUBMIT' });
    await settle();
    expect(taken.context().finishErrors).toEqual({ email: 'El email ingresado ya se encuentra registrado.' });
    expect(taken.alerts).toEqual([]);
    const failed = run({
      at: { finish: 'editing' },
      context: { application, finish: VALID_FINISH },
      api: { 'promoters.quickApplication': () => Promise.reject(httpError(500)) },
    });
    failed.actor.send({ type: 'FINISH.SUBMIT' });
    await settle();
    expect(failed.value()).toEqual({ finish: 'editing' });
    expect(failed.alerts).toEqual([errorAlert('Hubo un error, vuelva a intentarlo.')]);
  });
});

describe('activation code (spec §5: 4 digits, §8 texts)', () => {
  const at = { activation: { code: 'editing', resend: 'waiting' } } as const;
  const application = { id: 'a-1', clientId: 'c-9' };

  it('keeps 4 digits and clears the error', () => {
    const t = run({ at, context: { application, codeError: 'x' } });
    t.actor.send({ type: 'CODE.CHANGE', value: '48-21 9' });
    expect(t.context()).toMatchObject({ activationCode: '4821', codeError: null });
  });

  it('an incomplete code shows its error', () => {
    const t = run({ at, context: { application, activationCode: '482' } });
    t.actor.send({ type: 'CODE.SUBMIT' });
    expect(t.value()).toEqual(at);
    expect(t.context().codeError).toBe('El campo debe tener al menos 4 dígitos');
  });

  it('the promoter reads the client’s code', async () => {
    const t = run({ at, context: { application } });
    t.actor.send({ type: 'CODE.SHOW' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([{ src: 'promoters.clientActivationCode', input: { clientId: 'c-9' } }]);
    expect(t.context().shownCode).toBe('4821');
    expect(t.value()).toEqual(at);
  });

  it('without a client id the calls name none; a failed read alerts', async () => {
    const t = run({
      at,
      context: { application: { id: 'a-1', clientId: null } },
      api: { 'promoters.clientActivationCode': () => Promise.reject(httpError(500)) },
    });
    t.actor.send({ type: 'CODE.SHOW' });
    await settle();
    expect(t.calls).toEqual([{ src: 'promoters.clientActivationCode', input: { clientId: '' } }]);
    expect(t.alerts).toEqual([errorAlert('No pudimos solicitar el NIP.')]);
    expect(t.context().shownCode).toBeNull();
  });

  it('the code processes the application; the result follows', async () => {
    const t = run({ at, context: { application, activationCode: '4821' } });
    t.actor.send({ type: 'CODE.SUBMIT' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([
      { src: 'applications.process', input: { id: 'a-1', clientActivationCode: '4821' } },
    ]);
    expect(t.value()).toBe('result');
    expect(t.context().result).toEqual(processed('APPROVED'));
    expect(t.cleared()).toBe(1);
    t.actor.send({ type: 'FINISH' });
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.actor.getSnapshot().output).toEqual({ redirectTo: '/promotor' });
  });

  it('a wrong code (409, or 429) clears it; any other failure keeps it', async () => {
    for (const status of [409, 429]) {
      const t = run({
        at,
        context: { application, activationCode: '4821' },
        api: { 'applications.process': () => Promise.reject(httpError(status)) },
      });
      t.actor.send({ type: 'CODE.SUBMIT' });
      await settle();
      expect(t.value()).toEqual(at);
      expect(t.context().activationCode).toBe('');
      expect(t.alerts).toEqual([errorAlert('Has ingresado un código incorrecto.')]);
    }
    const t = run({
      at,
      context: { application, activationCode: '4821' },
      api: { 'applications.process': () => Promise.reject(httpError(500)) },
    });
    t.actor.send({ type: 'CODE.SUBMIT' });
    await settle();
    expect(t.context().activationCode).toBe('4821');
    expect(t.alerts).toEqual([errorAlert('Ocurrió un error al intentar procesar la solicitud')]);
  });

  it('the failed preliminary model ends with Finalizar too', () => {
    const t = run({ at: 'preliminaryFailed' });
    t.actor.send({ type: 'FINISH' });
    expect(t.actor.getSnapshot().output).toEqual({ redirectTo: '/promotor' });
  });
});
