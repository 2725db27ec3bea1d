/**
 * Promoter sign-in at machine level (spec §2 "Promoter area", §8 "Promoter not found" / "Promoter NIP", §9):
 * what the phone and NIP fields keep, the errors each submit shows, what each call is sent, the real countdown, and
 * the token the flow ends with. Each failure's alert (texts copied from the spec, shown 5 s), where it leaves the
 * form and what of it stays typed, and a resend refused or failed: the model (promoterSignin.model.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import {
  promoterSigninActors,
  promoterSigninMachine,
  promoterSigninView,
} from '../../../machines/promoterSignin.machine';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { actorNames, oneCallOf } from '../../fixtures/fake-call.ts';

const NOW = Date.UTC(2026, 0, 15, 18);
const REQUIRED = 'El campo es requerido';

fakeTimersFrom(NOW);

const httpError = (status: number, retryAfterSeconds?: number) =>
  Object.assign(new Error(String(status)), {
    status,
    ...(retryAfterSeconds !== undefined
      ? {
          code: 'RESEND_WAIT',
          body: { httpCode: status, code: 'RESEND_WAIT', message: 'x', retryAfterSeconds },
        }
      : {}),
  });
const NO_RESEND = { canResend: false, resending: false };
/** The phone step as it starts: nothing typed, nothing wrong, no wait. */
const PHONE_STEP = { step: 'phone', busy: false, phoneNumber: '', nip: '', errors: {}, ...NO_RESEND };

function start(answers: { lookup?: Array<Error | null>; verify?: Array<Error | null> } = {}) {
  const lookups: unknown[] = [];
  const verifications: unknown[] = [];
  const machine = promoterSigninMachine.provide({
    actors: {
      'promoters.signin': fromPromise(async ({ input }) => {
        lookups.push(input);
        const error = answers.lookup?.shift();
        if (error) throw error;
        return { nipSent: true as const };
      }),
      'promoters.verifyNip': fromPromise(async ({ input }) => {
        verifications.push(input);
        const error = answers.verify?.shift();
        if (error) throw error;
        return { token: 'negocio' };
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  const emitted: string[] = [];
  (actor as AnyActorRef).on('*', (event: { type: string; message?: string; timer?: number }) => {
    emitted.push(event.type === 'alert' ? `alert (${event.timer} ms): ${event.message}` : event.type);
  });
  const view = () => promoterSigninView(actor.getSnapshot());
  const settle = () => vi.advanceTimersByTimeAsync(0);
  const type = (field: 'phoneNumber' | 'nip', value: string) => actor.send({ type: 'CHANGE', field, value });
  return { actor, emitted, lookups, verifications, view, settle, type };
}

type Flow = ReturnType<typeof start>;

async function toNip(flow: Flow) {
  flow.type('phoneNumber', '5512345678');
  flow.actor.send({ type: 'SUBMIT' });
  await flow.settle();
  expect(flow.view().step).toBe('nip');
}

describe('promoter sign-in: the phone', () => {
  it('starts empty, on the phone step, not busy', () => {
    expect(start().view()).toEqual({ ...PHONE_STEP, countdown: 0 });
  });

  it('keeps digits only, at most 10; an empty or short phone shows its error, a change takes it away', () => {
    const flow = start();
    flow.type('phoneNumber', '+52 (55) 1234-5678 9');
    expect(flow.view().phoneNumber).toBe('5255123456');
    flow.type('phoneNumber', '');
    flow.actor.send({ type: 'SUBMIT' });
    expect(flow.view()).toMatchObject({ step: 'phone', errors: { phoneNumber: REQUIRED } });
    flow.type('phoneNumber', '55 12');
    expect(flow.view()).toMatchObject({ phoneNumber: '5512', errors: {} });
    flow.actor.send({ type: 'SUBMIT' });
    expect(flow.view().errors).toEqual({ phoneNumber: 'El campo debe tener al menos 10 dígitos' });
    // A change of another field leaves this error.
    flow.type('nip', '1');
    expect(flow.view().errors).toEqual({ phoneNumber: 'El campo debe tener al menos 10 dígitos' });
    expect(flow.lookups).toEqual([]);
  });

  it('looks the promoter up by the phone (busy meanwhile), then asks for an empty NIP', async () => {
    const flow = start();
    flow.type('nip', '99');
    flow.type('phoneNumber', '5512345678');
    flow.actor.send({ type: 'SUBMIT' });
    expect(flow.view()).toMatchObject({ step: 'phone', busy: true, errors: {} });
    await flow.settle();
    expect(flow.lookups).toEqual([{ phoneNumber: '5512345678' }]);
    expect(flow.view()).toEqual({ ...PHONE_STEP, step: 'nip', phoneNumber: '5512345678', countdown: 60 });
    expect(flow.emitted).toEqual(['alerts.clear']);
  });

  it('the landing route keeps the step it is on', async () => {
    const flow = start();
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor' });
    expect(flow.view().step).toBe('phone');
    await toNip(flow);
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor' });
    expect(flow.view().step).toBe('nip');
  });
});

describe('promoter sign-in: the NIP', () => {
  it('keeps digits only, at most 6; an empty or short NIP shows its error', async () => {
    const flow = start();
    await toNip(flow);
    flow.type('nip', '12-34-56-78');
    expect(flow.view().nip).toBe('123456');
    flow.type('nip', '');
    flow.actor.send({ type: 'SUBMIT' });
    expect(flow.view()).toMatchObject({ step: 'nip', errors: { nip: REQUIRED } });
    flow.type('nip', '123');
    expect(flow.view().errors).toEqual({});
    flow.actor.send({ type: 'SUBMIT' });
    expect(flow.view().errors).toEqual({ nip: 'El campo debe tener al menos 6 dígitos' });
    expect(flow.verifications).toEqual([]);
  });

  it('verifies phone and NIP (busy meanwhile) and ends with the business token', async () => {
    const flow = start();
    await toNip(flow);
    flow.type('nip', '123456');
    flow.actor.send({ type: 'SUBMIT' });
    expect(flow.view()).toMatchObject({ step: 'nip', busy: true });
    await flow.settle();
    expect(flow.verifications).toEqual([{ phoneNumber: '5512345678', nip: '123456' }]);
    expect(flow.actor.getSnapshot()).toMatchObject({ status: 'done', output: { token: 'negocio' } });
    expect(flow.emitted).toEqual(['alerts.clear', 'alerts.clear']);
  });

  it('another number: back to the phone, kept, with the NIP and its error gone', async () => {
    const flow = start();
    await toNip(flow);
    flow.type('nip', '12');
    flow.actor.send({ type: 'SUBMIT' });
    flow.actor.send({ type: 'PHONE.EDIT' });
    expect(flow.view()).toMatchObject({ ...PHONE_STEP, phoneNumber: '5512345678' });
  });
});

describe('promoter sign-in: the NIP resend (issue 23: a countdown, as the customer’s NIP)', () => {
  it('60 s after the NIP went out, one tick a second, then Reenviar NIP sends a new one and counts again', async () => {
    const flow = start();
    await toNip(flow);
    expect(flow.view()).toMatchObject({ countdown: 60, ...NO_RESEND });
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.view().countdown).toBe(59);
    flow.actor.send({ type: 'CODE.RESEND' });
    expect(flow.lookups).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(58_000);
    expect(flow.view()).toMatchObject({ countdown: 1, canResend: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.view()).toMatchObject({ countdown: 0, canResend: true });
    flow.actor.send({ type: 'CODE.RESEND' });
    expect(flow.view()).toMatchObject({ resending: true, canResend: false });
    await flow.settle();
    expect(flow.lookups).toEqual([{ phoneNumber: '5512345678' }, { phoneNumber: '5512345678' }]);
    expect(flow.view()).toMatchObject({ step: 'nip', countdown: 60, ...NO_RESEND });
    expect(flow.emitted).toEqual(['alerts.clear', 'alerts.clear']);
  });

  it('the phone again before the wait is over (429): the NIP step with the wait left, no error', async () => {
    const flow = start({ lookup: [null, httpError(429, 42)] });
    await toNip(flow);
    flow.actor.send({ type: 'PHONE.EDIT' });
    flow.actor.send({ type: 'SUBMIT' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ step: 'nip', countdown: 42, ...NO_RESEND });
    expect(flow.emitted).toEqual(['alerts.clear', 'alerts.clear']);
    // A 429 that names no wait: the full one.
    const other = start({ lookup: [httpError(429)] });
    await toNip(other);
    expect(other.view().countdown).toBe(60);
  });

  // The input's wait replacing it: the model's (its input of 2 s, checked after every NIP sent).
  it('without an input, the spec’s 60 s', () => {
    const machine = createActor(promoterSigninMachine, { input: undefined });
    expect(machine.getSnapshot().context.resendWaitSeconds).toBe(60);
  });
});

describe('promoter sign-in: its actors, by endpoint key', () => {
  it('each calls its endpoint with the input as the body, and its abort signal', async () => {
    expect(actorNames(promoterSigninActors)).toEqual(['promoters.signin', 'promoters.verifyNip']);
    const phone = { phoneNumber: '5512345678' };
    expect(await oneCallOf(promoterSigninActors, 'promoters.signin', phone)).toEqual({ body: phone });
    const nip = { ...phone, nip: '123456' };
    expect(await oneCallOf(promoterSigninActors, 'promoters.verifyNip', nip)).toEqual({ body: nip });
  });
});
