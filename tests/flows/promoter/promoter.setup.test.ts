/**
 * The quick application's setup (machines/promoter/setup.ts), first part: the initial context, the client kinds of
 * spec §2, the `POST /applications` body of the promoter variant, the start and the client check, each named action
 * and guard seen through the machine (spec §4 "Promoter flow", §8 texts). The data step is in promoter.data.test.ts,
 * the product and consent steps in promoter.product.test.ts, finishing and the activation code in
 * promoter.finish.test.ts. Texts, amounts and waits are the spec's literals.
 */
import { describe, expect, it } from 'vitest';
import { createBody } from '../../../machines/promoter/bodies';
import { clientKindOf } from '../../../machines/promoter/rules';
import { initialContext } from '../../../machines/promoter/setup';
import type { PromoterContext, PromoterEvent } from '../../../machines/promoter/types';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { emptyForm } from '../../fixtures/forms.ts';
import { ANA_CURP } from '../../fixtures/samples.ts';
import {
  BASE,
  CLIENT,
  CURP_DATA,
  INPUT,
  NEW_DATA,
  NOW,
  ONE_NEIGHBORHOOD,
  PRODUCT_INFO,
  REQUIRED,
  run,
  STORES,
  sent,
  settle,
  TWO_NEIGHBORHOODS,
  TYPED_CLIENT,
} from './promoter.harness';

fakeTimersFrom(NOW);

/** A flow's own keys (machines/shared/keys.ts): a new draft key, no operation answered yet. */
const NEW_KEYS = { draft: expect.stringMatching(/^[0-9a-f]{16}$/), turns: {} };

describe('initialContext', () => {
  it('without input: no promoter, no store, the clock’s now, the 90 s wait of the business role (spec §9)', () => {
    const nothing = { promoterId: null, storeId: null, checkError: null, clientKind: null, client: null };
    const none = { curpResponse: null, application: null, result: null, codeError: null, shownCode: null };
    const noErrors = { dataErrors: {}, productErrors: {}, consentErrors: {}, finishErrors: {} };
    expect(initialContext({})).toEqual({
      ...nothing,
      ...none,
      ...noErrors,
      stores: [],
      now: NOW,
      resendWaitSeconds: 90,
      checkPhone: '',
      data: emptyForm(NEW_DATA),
      neighborhoods: [],
      product: { productPrice: '', creditAmount: '', requestedPeriod: '' },
      consent: { nip: '', authorize: false, ownBehalf: false },
      finish: expect.objectContaining({ email: '', addressType: '' }),
      activationCode: '',
      countdown: 0,
      estimate: null,
      keys: NEW_KEYS,
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
  const STORE = { type: 'STORE', productInformation: PRODUCT_INFO, storeId: 's-1', promoterId: 'p-7' };
  const STREET = { streetName: 'Av. Juárez', exteriorNumber: '12' };

  // An existing client's id: promoter.product.test.ts; a new client's trimmed data, the lookup and the place of the
  // neighbourhood, through the machine: promoter.details.machine.test.ts.
  it('without a lookup or a known neighbourhood: only what was typed, no interior number', () => {
    expect(
      createBody(
        ctx({ data: { ...NEW_DATA, neighborhood: 'Centro' }, neighborhoods: TWO_NEIGHBORHOODS.postalCodes }),
        PRODUCT_INFO,
      ),
    ).toEqual({
      ...STORE,
      client: TYPED_CLIENT,
      clientAddress: { ...STREET, interiorNumber: null, postalCode: '06600', neighborhood: 'Centro' },
    });
  });
});

describe('start and simulation (spec §4: a new quick application)', () => {
  it('starts at the simulation with a clean context', () => {
    const t = run();
    expect(t.value()).toBe('simulation');
    expect(t.context()).toEqual({ ...BASE, keys: NEW_KEYS });
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
    expect(t.context()).toEqual({ ...BASE, resendWaitSeconds: 7, keys: NEW_KEYS });
  });

  it('another route does not leave the client check', () => {
    const t = run({ at: { clientCheck: 'editing' } });
    t.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida/datos' });
    expect(t.value()).toEqual({ clientCheck: 'editing' });
  });

  it('the store can be changed to one of the promoter’s, never to another', () => {
    const t = run({ send: [{ type: 'STORE.CHANGE', storeId: 's-2' }] });
    expect(t.context().storeId).toBe('s-2');
    t.actor.send({ type: 'STORE.CHANGE', storeId: 's-404' });
    expect(t.context().storeId).toBe('s-2');
    t.actor.send({ type: 'START', storeId: 's-1' });
    expect(t.context().storeId).toBe('s-1');
    expect(t.value()).toEqual({ clientCheck: 'editing' });
  });

  it('START without a store keeps the chosen one; without any store there is no start', () => {
    const t = run({ send: [{ type: 'STORE.CHANGE', storeId: 's-2' }, { type: 'START' }] });
    expect(t.context().storeId).toBe('s-2');
    const none = run({ input: { promoterId: 'p-7', stores: [], now: NOW }, send: [{ type: 'START' }] });
    expect(none.value()).toBe('simulation');
  });
});

describe('client check (spec §2, §8 "Phone check fails")', () => {
  /** The client check answered (BASE plus `context`), sent these events. */
  const found = (context: Partial<PromoterContext>, ...send: PromoterEvent[]) =>
    run({ at: { clientCheck: 'found' }, context, send });
  const ANA = { name: 'Ana Luisa', firstSurname: 'Torres', secondSurname: 'Méndez' };
  it('keeps 10 digits of the phone and clears the error', () => {
    const t = run({ at: { clientCheck: 'editing' }, context: { checkError: REQUIRED } });
    t.actor.send({ type: 'CHECK.CHANGE', phoneNumber: '(55) 8765-4321 0' });
    expect(t.context()).toMatchObject({ checkPhone: '5587654321', checkError: null });
  });

  // Only a 10-digit phone is checked, with its error otherwise (promoter.boundsCheck.ts, 'client phone of 9/10/11').
  it('a registered client is found by phone', async () => {
    const t = run({
      at: { clientCheck: 'editing' },
      api: { 'promoters.isRegistered': async () => ({ isRegistered: true, client: CLIENT }) },
      send: [{ type: 'CHECK.CHANGE', phoneNumber: '5587654321' }, { type: 'CHECK.SUBMIT' }],
    });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([{ src: 'promoters.isRegistered', input: { phoneNumber: '5587654321' } }]);
    expect(t.value()).toEqual({ clientCheck: 'found' });
    expect(t.context()).toMatchObject({ clientKind: 'registered', client: CLIENT, checkError: null });
    expect(t.cleared()).toBe(1);
  });

  it('a new client has no client record', async () => {
    const t = await sent({
      at: { clientCheck: 'editing' },
      context: { checkPhone: '5587654321' },
      api: { 'promoters.isRegistered': async () => ({ isRegistered: false, client: CLIENT }) },
      send: [{ type: 'CHECK.SUBMIT' }],
    });
    expect(t.context()).toMatchObject({ clientKind: 'new', client: null });
  });

  // A failed check's text (and the spent look-ups' own): the model (promoter.checks.ts).
  it('another phone after the answer forgets the client', () => {
    const registered = { checkPhone: '5587654321', client: CLIENT, clientKind: 'registered' } as const;
    const t = found(registered, { type: 'CHECK.CHANGE', phoneNumber: '5511' });
    expect(t.value()).toEqual({ clientCheck: 'editing' });
    expect(t.context()).toMatchObject({ checkPhone: '5511', client: null, clientKind: null });
  });

  it('continuing with an existing client fills the data from it', () => {
    const incomplete = { checkPhone: '5587654321', client: CLIENT, clientKind: 'incomplete' } as const;
    const t = found({ ...incomplete, dataErrors: { curp: 'x' } }, { type: 'CONTINUE' });
    expect(t.value()).toEqual({ data: 'editing' });
    expect(t.context()).toMatchObject({
      data: { ...BASE.data, curp: ANA_CURP, ...ANA },
      dataErrors: {},
      curpResponse: null,
      neighborhoods: [],
    });
    // Without a CURP on file: empty.
    const noCurp = found(
      { client: { ...CLIENT, curp: null }, clientKind: 'incomplete' },
      { type: 'CONTINUE' },
    );
    expect(noCurp.context().data.curp).toBe('');
  });

  it('continuing with a new client keeps the checked phone', () => {
    const looked = { curpResponse: CURP_DATA, neighborhoods: ONE_NEIGHBORHOOD.postalCodes };
    const t = found({ checkPhone: '5587654321', clientKind: 'new', ...looked }, { type: 'CONTINUE' });
    expect(t.context()).toMatchObject({
      data: { ...BASE.data, phoneNumber: '5587654321' },
      curpResponse: null,
      neighborhoods: [],
    });
  });
});
