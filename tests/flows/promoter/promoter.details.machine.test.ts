/**
 * Quick-application details the graph model abstracts away: the real 90 s resend wait of the business role, the
 * bodies sent to the API and the data kept for a new client. (The §8 alert texts are the oracle's: SPEC_ALERTS in
 * promoter.alerts.ts, each a row some walk of the model must show, asserted by checkPromoter.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type InputFrom } from 'xstate';
import { type PromoterActors, promoterMachine, promoterView } from '../../../machines/promoter/index.ts';
import { httpError, MARIA_CURP, NOW } from '../../fixtures/samples.ts';
import {
  curpFound,
  notRegistered,
  postalCodes,
  registeredClient,
  STORES,
  VALID_FINISH,
} from './promoter.samples.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Fake calls by endpoint key (machines/promoter/actors.ts): each answers the actor's input. */
type Fakes = { [K in keyof PromoterActors]?: (input: InputFrom<PromoterActors[K]>) => Promise<unknown> };

/** What each endpoint answers unless a test fakes it. */
const ANSWERS: Record<keyof PromoterActors, unknown> = {
  'promoters.isRegistered': notRegistered,
  'clients.curpLookup': curpFound,
  'catalog.lookupPostalCode': postalCodes,
  'applications.create': { id: 'a-1' },
  'applications.preProcess': {
    id: 'a-1',
    status: 'PASSED_PRELIMINARY_MODEL',
    processedAt: null,
    rejectionReason: null,
  },
  'promoters.quickApplication': { id: 'a-1', emailSent: true },
  'promoters.clientActivationCode': { activationCode: '4821' },
  'promoters.resendClientActivationCode': { sent: true },
  'applications.estimatedMonthlyPayment': { estimatedMonthlyPayment: 1687.42 },
  'applications.resendComplianceCode': { sent: true },
  'applications.process': {
    id: 'a-1',
    status: 'APPROVED',
    processedAt: '2026-01-15T12:00:00.000Z',
    rejectionReason: null,
  },
  'applications.updateDetails': { ok: true },
};

function start(fakes: Fakes = {}) {
  const actors = Object.fromEntries(
    (Object.keys(ANSWERS) as (keyof PromoterActors)[]).map((key) => [
      key,
      fromPromise(async ({ input }: { input: never }) => {
        const fake = fakes[key] as ((input: never) => Promise<unknown>) | undefined;
        return fake ? fake(input) : ANSWERS[key];
      }),
    ]),
  );
  const machine = promoterMachine.provide({ actors: actors as unknown as PromoterActors });
  const actor = createActor(machine, { input: { promoterId: 'p-7', stores: STORES, now: NOW } });
  const alerts: string[] = [];
  actor.on('alert', (event) => alerts.push(event.message));
  actor.start();
  return { actor, alerts };
}

async function toConsent(fakes: Fakes = {}) {
  const run = start(fakes);
  const { actor } = run;
  actor.send({ type: 'START', storeId: 's-1' });
  actor.send({ type: 'CHECK.CHANGE', phoneNumber: '55 8765 4321' });
  actor.send({ type: 'CHECK.SUBMIT' });
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'CONTINUE' });
  actor.send({ type: 'DATA.CHANGE', values: { curp: 'logf900514mjcprr02 ' } });
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'DATA.CHANGE', values: { streetName: ' Av. Juárez ', exteriorNumber: '12' } });
  actor.send({ type: 'DATA.CHANGE', values: { postalCode: '06600' } });
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'DATA.CHANGE', values: { neighborhood: 'Roma Norte' } });
  actor.send({ type: 'DATA.SUBMIT' });
  actor.send({
    type: 'PRODUCT.CHANGE',
    values: { productPrice: '10,000', creditAmount: '9000', requestedPeriod: '6' },
  });
  actor.send({ type: 'PRODUCT.SUBMIT' });
  await vi.advanceTimersByTimeAsync(0);
  return run;
}

async function toActivation(fakes: Fakes = {}) {
  const run = await toConsent(fakes);
  const { actor } = run;
  actor.send({ type: 'CONSENT.CHANGE', values: { nip: '123456', authorize: true, ownBehalf: true } });
  actor.send({ type: 'CONSENT.SUBMIT' });
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'FINISH.CHANGE', values: VALID_FINISH });
  actor.send({ type: 'FINISH.SUBMIT' });
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'CONTINUE' });
  return run;
}

describe('promoter quick application', () => {
  it('sends a new client with the looked-up name, the address and the product in pesos', async () => {
    const created: unknown[] = [];
    await toConsent({
      'applications.create': async (input) => {
        // The body as sent; the operation key goes in the Idempotency-Key header (promoter.keys.test.ts).
        const { operationKey: _, ...body } = input;
        created.push(body);
        return { id: 'a-1' };
      },
    });
    expect(created).toEqual([
      {
        type: 'STORE',
        storeId: 's-1',
        promoterId: 'p-7',
        productInformation: { productPrice: 10000, creditAmount: 9000, requestedPeriod: 6 },
        client: {
          phoneNumber: '5587654321',
          curp: MARIA_CURP,
          name: 'MARIA FERNANDA',
          firstSurname: 'LOPEZ',
          secondSurname: 'GARCIA',
          sex: 'M',
          dateOfBirth: '1990-05-14T00:00:00.000Z',
          nationality: 'MEXICO',
          countryOfBirth: 'MEXICO',
          stateOfBirth: 'JALISCO',
        },
        clientAddress: {
          streetName: 'Av. Juárez',
          exteriorNumber: '12',
          interiorNumber: null,
          postalCode: '06600',
          neighborhood: 'Roma Norte',
          municipality: 'Cuauhtémoc',
          city: 'Ciudad de México',
          state: 'CIUDAD DE MEXICO',
        },
      },
    ]);
  });

  it('waits exactly 90 s before the client activation code can be sent again (business role)', async () => {
    const { actor } = await toActivation();
    expect(promoterView(actor.getSnapshot())).toMatchObject({
      screen: 'activation',
      countdown: 90,
      canResend: false,
    });
    await vi.advanceTimersByTimeAsync(89_000);
    expect(promoterView(actor.getSnapshot())).toMatchObject({ countdown: 1, canResend: false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(promoterView(actor.getSnapshot())).toMatchObject({ countdown: 0, canResend: true });
    actor.send({ type: 'CODE.RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(promoterView(actor.getSnapshot())).toMatchObject({ countdown: 90, canResend: false });
  });

  it('ends any customer session on entering the simulation start (named action), not on a pick-up', () => {
    const ended: string[] = [];
    const machine = promoterMachine.provide({
      actions: { endCustomerSession: ({ context }) => ended.push(context.storeId ?? '') },
    });
    const actor = createActor(machine, { input: { promoterId: 'p-7', stores: STORES, now: NOW } });
    actor.start();
    expect(ended).toHaveLength(1);
    actor.send({ type: 'START', storeId: 's-1' });
    expect(ended).toHaveLength(1);
    actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida' });
    expect(promoterView(actor.getSnapshot())).toMatchObject({ screen: 'simulation' });
    expect(ended).toHaveLength(2);
    actor.stop();

    const picked: string[] = [];
    const pickUp = createActor(
      promoterMachine.provide({ actions: { endCustomerSession: () => picked.push('ended') } }),
      {
        input: {
          promoterId: 'p-7',
          stores: STORES,
          now: NOW,
          pickUp: { applicationId: 'a-1', clientId: 'c-20' },
        },
      },
    );
    pickUp.start();
    expect(promoterView(pickUp.getSnapshot())).toMatchObject({ screen: 'activation' });
    expect(picked).toEqual([]);
    pickUp.stop();
  });

  it('fetches the estimated monthly payment 500 ms after the last product change', async () => {
    const asked: unknown[] = [];
    const { actor } = start({
      'applications.estimatedMonthlyPayment': async (input) => {
        asked.push(input);
        return { estimatedMonthlyPayment: 1687.42 };
      },
    });
    actor.send({ type: 'START', storeId: 's-1' });
    actor.send({ type: 'CHECK.CHANGE', phoneNumber: '5587654321' });
    actor.send({ type: 'CHECK.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'DATA.CHANGE', values: { curp: MARIA_CURP } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'DATA.CHANGE', values: { streetName: 'Av. Juárez', exteriorNumber: '12' } });
    actor.send({ type: 'DATA.CHANGE', values: { postalCode: '06600' } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'DATA.CHANGE', values: { neighborhood: 'Roma Norte' } });
    actor.send({ type: 'DATA.SUBMIT' });
    actor.send({
      type: 'PRODUCT.CHANGE',
      values: { productPrice: '10,000', creditAmount: '9000', requestedPeriod: '6' },
    });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'PRODUCT.CHANGE', values: { requestedPeriod: '9' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(asked).toEqual([]);
    expect(promoterView(actor.getSnapshot())).toMatchObject({ estimating: true, estimateText: null });
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([{ creditAmount: 9000, requestedPeriod: 9, type: 'STORE', storeId: 's-1' }]);
    expect(promoterView(actor.getSnapshot())).toMatchObject({
      screen: 'product',
      estimating: false,
      estimateText: '$1,687.42',
    });
    // A new amount resets the term (spec §5): no estimate until a term is chosen again.
    actor.send({ type: 'PRODUCT.CHANGE', values: { creditAmount: '8000' } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked).toHaveLength(1);
    expect(promoterView(actor.getSnapshot())).toMatchObject({ estimating: false, estimateText: null });
  });

  it('resends the customer credit-check NIP from permisos after 90 s (business role), keeping what was typed', async () => {
    const resent: unknown[] = [];
    const { actor, alerts } = await toConsent({
      'applications.resendComplianceCode': async (input) => {
        resent.push(input);
        return resent.length === 1 ? Promise.reject(httpError(500)) : { sent: true };
      },
    });
    actor.send({ type: 'CONSENT.CHANGE', values: { nip: '12', authorize: true } });
    expect(promoterView(actor.getSnapshot())).toMatchObject({
      screen: 'consent',
      countdown: 90,
      canResend: false,
    });
    actor.send({ type: 'CODE.RESEND' });
    await vi.advanceTimersByTimeAsync(89_000);
    expect(resent).toEqual([]);
    expect(promoterView(actor.getSnapshot())).toMatchObject({ countdown: 1, canResend: false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(promoterView(actor.getSnapshot())).toMatchObject({ countdown: 0, canResend: true });
    actor.send({ type: 'CODE.RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(resent).toEqual([{ id: 'a-1' }]);
    expect(alerts).toContain('No pudimos reenviar el NIP.');
    expect(promoterView(actor.getSnapshot())).toMatchObject({ canResend: true });
    actor.send({ type: 'CODE.RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(resent).toHaveLength(2);
    expect(promoterView(actor.getSnapshot())).toMatchObject({
      screen: 'consent',
      countdown: 90,
      canResend: false,
      values: { nip: '12', authorize: true },
    });
  });

  it('marks a taken phone and a taken e-mail under their fields, keeping what was typed', async () => {
    const { actor } = await toConsent({
      'promoters.isRegistered': async (input) =>
        input.phoneNumber === '5511223344' || input.email ? registeredClient : notRegistered,
    });
    // Still in the product step? No: the phone was free, so the flow is at permisos. Check the data rule directly.
    expect(actor.getSnapshot().matches('consent')).toBe(true);
    actor.send({ type: 'CONSENT.CHANGE', values: { nip: '123456', authorize: true, ownBehalf: true } });
    actor.send({ type: 'CONSENT.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'FINISH.CHANGE', values: VALID_FINISH });
    actor.send({ type: 'FINISH.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    const view = promoterView(actor.getSnapshot());
    expect(view).toMatchObject({
      screen: 'finish',
      errors: { email: 'El email ingresado ya se encuentra registrado.' },
      values: { email: 'maria.lopez@correo.mx', companyName: 'Abarrotes Lupita' },
    });
  });

  it('checks a new client phone at 10 digits', async () => {
    const run = start({
      'promoters.isRegistered': async (input) =>
        input.phoneNumber === '5511223344' ? registeredClient : notRegistered,
    });
    const { actor } = run;
    actor.send({ type: 'START', storeId: 's-1' });
    actor.send({ type: 'CHECK.CHANGE', phoneNumber: '5587654321' });
    actor.send({ type: 'CHECK.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(promoterView(actor.getSnapshot())).toMatchObject({ badge: 'Cliente nuevo' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '551122334' } });
    expect(actor.getSnapshot().matches({ data: 'editing' })).toBe(true);
    actor.send({ type: 'DATA.CHANGE', values: { phoneNumber: '5511223344' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(promoterView(actor.getSnapshot())).toMatchObject({
      screen: 'data',
      errors: { phoneNumber: 'El número ingresado ya se encuentra registrado.' },
      values: { phoneNumber: '5511223344' },
    });
  });

  it('looks up only a CURP that passes src/domain/curp (check digit); a wrong one is marked on submit', async () => {
    const { actor } = start();
    actor.send({ type: 'START', storeId: 's-1' });
    actor.send({ type: 'CHECK.CHANGE', phoneNumber: '5587654321' });
    actor.send({ type: 'CHECK.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'DATA.CHANGE', values: { curp: 'LOGF900514MJCPRR09' } });
    expect(actor.getSnapshot().matches({ data: 'editing' })).toBe(true);
    actor.send({ type: 'DATA.SUBMIT' });
    expect(promoterView(actor.getSnapshot())).toMatchObject({
      screen: 'data',
      errors: { curp: 'El dato ingresado no es válido', name: 'El campo es requerido' },
    });
  });
});
