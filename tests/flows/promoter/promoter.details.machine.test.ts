/**
 * Quick-application details the graph model abstracts away, through the machine with its real timers: the real 90 s
 * resend waits of the business role, the 500 ms estimate debounce, the body sent for a new client and the customer
 * sessions ended at the start. (The §8 alert texts are the oracle's: SPEC_ALERTS in promoter.alerts.ts, each a row
 * some walk of the model must show, asserted by checkPromoter.)
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type PromoterEvent, promoterMachine, promoterView } from '../../../machines/promoter/index.ts';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import {
  type Api,
  CLIENT,
  httpError,
  INPUT,
  NOW,
  PRODUCT_INFO,
  run,
  settle,
  TWO_NEIGHBORHOODS,
} from './promoter.harness.ts';

fakeTimersFrom(NOW);

type Flow = ReturnType<typeof run>;
/** Sends the events, then lets the calls answer. */
async function step(t: Flow, ...events: PromoterEvent[]) {
  for (const event of events) t.actor.send(event);
  await settle();
}
const view = (t: Flow) => promoterView(t.actor.getSnapshot());
const PRODUCT = { productPrice: '10,000', creditAmount: '9000', requestedPeriod: '6' };

describe('promoter quick application', () => {
  it('sends a new client with the looked-up name, the trimmed address with its place and the product in pesos', async () => {
    const t = run();
    await step(t, { type: 'START', storeId: 's-1' }, { type: 'CHECK.CHANGE', phoneNumber: '55 8765 4321' });
    await step(t, { type: 'CHECK.SUBMIT' });
    await step(t, { type: 'CONTINUE' }, { type: 'DATA.CHANGE', values: { curp: 'logf900514mjcprr02 ' } });
    const street = { streetName: ' Av. Juárez ', exteriorNumber: '12', interiorNumber: ' 3B ' };
    t.actor.send({ type: 'DATA.CHANGE', values: street });
    await step(t, { type: 'DATA.CHANGE', values: { postalCode: '06600' } });
    t.actor.send({ type: 'DATA.CHANGE', values: { neighborhood: 'Roma Norte' } });
    await step(
      t,
      { type: 'DATA.SUBMIT' },
      { type: 'PRODUCT.CHANGE', values: PRODUCT },
      { type: 'PRODUCT.SUBMIT' },
    );
    // The body as sent; the operation key goes in the Idempotency-Key header (promoter.keys.test.ts).
    expect(t.calls.filter((c) => c.src === 'applications.create').map((c) => c.input)).toEqual([
      {
        type: 'STORE',
        storeId: 's-1',
        promoterId: 'p-7',
        productInformation: PRODUCT_INFO,
        client: {
          phoneNumber: '5587654321',
          curp: MARIA_CURP,
          name: 'MARIA FERNANDA',
          firstSurname: 'LOPEZ',
          secondSurname: 'GARCIA',
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
          ...TWO_NEIGHBORHOODS.postalCodes[1],
        },
      },
    ]);
    expect(t.value()).toEqual({ consent: { form: 'editing', resend: 'waiting' } });
  });

  it('waits exactly 90 s before the client activation code can be sent again (business role)', async () => {
    const application = { id: 'a-1', clientId: 'c-20' };
    const t = run({ at: 'confirmEmail', context: { application }, send: [{ type: 'CONTINUE' }] });
    expect(view(t)).toMatchObject({ screen: 'activation', countdown: 90, canResend: false });
    await vi.advanceTimersByTimeAsync(89_000);
    expect(view(t)).toMatchObject({ countdown: 1, canResend: false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(view(t)).toMatchObject({ countdown: 0, canResend: true });
    await step(t, { type: 'CODE.RESEND' });
    expect(view(t)).toMatchObject({ countdown: 90, canResend: false });
  });

  it('ends any customer session on entering the simulation start (named action), not on a pick-up', () => {
    const ended: string[] = [];
    const endCustomerSession = () => {
      ended.push('ended');
    };
    const machine = promoterMachine.provide({ actions: { endCustomerSession } });
    const actor = createActor(machine, { input: INPUT }).start();
    expect(ended).toHaveLength(1);
    actor.send({ type: 'START', storeId: 's-1' });
    expect(ended).toHaveLength(1);
    actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida' });
    expect(promoterView(actor.getSnapshot())).toMatchObject({ screen: 'simulation' });
    expect(ended).toHaveLength(2);
    actor.stop();
    const pickUp = { applicationId: 'a-1', clientId: 'c-20' };
    const pickedUp = createActor(machine, { input: { ...INPUT, pickUp } }).start();
    expect(promoterView(pickedUp.getSnapshot())).toMatchObject({ screen: 'activation' });
    expect(ended).toHaveLength(2);
    pickedUp.stop();
  });

  it('fetches the estimated monthly payment 500 ms after the last product change', async () => {
    const t = run({ at: { product: { editing: 'idle' } } });
    t.actor.send({ type: 'PRODUCT.CHANGE', values: PRODUCT });
    await vi.advanceTimersByTimeAsync(300);
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { requestedPeriod: '9' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(t.calls).toEqual([]);
    expect(view(t)).toMatchObject({ estimating: true, estimateText: null });
    await vi.advanceTimersByTimeAsync(1);
    const asked = { creditAmount: 9000, requestedPeriod: 9, type: 'STORE', storeId: 's-1' };
    expect(t.calls).toEqual([{ src: 'applications.estimatedMonthlyPayment', input: asked }]);
    expect(view(t)).toMatchObject({ screen: 'product', estimating: false, estimateText: '$1,687.42' });
    // A new amount resets the term (spec §5): no estimate until a term is chosen again.
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { creditAmount: '8000' } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.calls).toHaveLength(1);
    expect(view(t)).toMatchObject({ estimating: false, estimateText: null });
  });

  it('resends the customer credit-check NIP from permisos after 90 s (business role), keeping what was typed', async () => {
    let resends = 0;
    const resend: Api['applications.resendComplianceCode'] = async () =>
      ++resends === 1 ? Promise.reject(httpError(500)) : { sent: true };
    const t = run({
      at: { product: { editing: 'idle' } },
      context: { product: PRODUCT, client: CLIENT },
      api: { 'applications.resendComplianceCode': resend },
    });
    await step(t, { type: 'PRODUCT.SUBMIT' });
    t.actor.send({ type: 'CONSENT.CHANGE', values: { nip: '12', authorize: true } });
    expect(view(t)).toMatchObject({ screen: 'consent', countdown: 90, canResend: false });
    t.actor.send({ type: 'CODE.RESEND' });
    await vi.advanceTimersByTimeAsync(89_000);
    const resent = () => t.calls.filter((c) => c.src === 'applications.resendComplianceCode');
    expect(resent()).toEqual([]);
    expect(view(t)).toMatchObject({ countdown: 1, canResend: false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(view(t)).toMatchObject({ countdown: 0, canResend: true });
    await step(t, { type: 'CODE.RESEND' });
    expect(resent().map((c) => c.input)).toEqual([{ id: 'a-1' }]);
    expect(t.alerts.map((a) => a.message)).toContain('No pudimos reenviar el NIP.');
    expect(view(t)).toMatchObject({ canResend: true });
    await step(t, { type: 'CODE.RESEND' });
    expect(resent()).toHaveLength(2);
    const typed = { nip: '12', authorize: true };
    expect(view(t)).toMatchObject({ screen: 'consent', countdown: 90, canResend: false, values: typed });
  });
});
