/**
 * Sign-up machine details the graph model abstracts away: the real 60 s countdown, the countdown after a restored
 * draft, the body sent to POST /clients, phone normalisation, and what the saved draft keeps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type CheckAccountInput,
  type CheckAccountOutput,
  type CreateAccountInput,
  normalizePhone,
  signupMachine,
} from '../../../machines/signup/index.ts';
import { type DraftValue, readDraft, writeDraft } from '../../../src/app/drafts/index.ts';
import { ANA_CURP, NOW, tokens } from '../../fixtures/samples.ts';
import { foundInMexico } from '../../fixtures/signup.ts';
import { SIGNUP_SPEC } from './signup.oracle.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The server's remaining waits, one per `GET /clients/activation-code` (the last one repeats). */
function machineWith(
  created: CreateAccountInput[] = [],
  waits: number[] = [SIGNUP_SPEC.timings.resendSeconds],
) {
  let call = 0;
  return signupMachine.provide({
    actors: {
      'clients.exists': fromPromise<CheckAccountOutput, CheckAccountInput>(async () => ({
        isAccountAvailable: true,
      })),
      'clients.curpLookup': fromPromise(async () => foundInMexico),
      'clients.create': fromPromise(async ({ input }) => {
        created.push(input);
        return { token: tokens.ephemeral };
      }),
      'clients.activationCodeStatus': fromPromise(async () => ({
        email: 'ana@correo.mx',
        retryAfterSeconds: waits[Math.min(call++, waits.length - 1)] ?? 0,
      })),
    },
  });
}

async function toVerification(created: CreateAccountInput[] = []) {
  const actor = createActor(machineWith(created), {
    input: { session: 'anonymous', referralCode: ' ROBERTO78 ', now: NOW },
  }).start();
  actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: ' ana@correo.mx ' });
  actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '+52 (55) 1234-5678' });
  actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'secreto123' });
  actor.send({ type: 'ACCOUNT.SUBMIT' });
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
  for (const [field, value] of [
    ['name', ' Ana Luisa '],
    ['firstSurname', 'Torres'],
    ['secondSurname', 'Méndez'],
    ['birthDay', '17'],
    ['birthMonth', '07'],
    ['birthYear', '1995'],
    ['stateOfBirth', 'YUCATAN'],
  ] as const) {
    actor.send({ type: 'PERSONAL.CHANGE', field, value });
  }
  actor.send({ type: 'TERMS.CHANGE', accepted: true });
  actor.send({ type: 'PERSONAL.SUBMIT' });
  await vi.advanceTimersByTimeAsync(0);
  return actor;
}

describe('signup machine details', () => {
  it('sends the account and the personal data to POST /clients as the contract wants them', async () => {
    const created: CreateAccountInput[] = [];
    const actor = await toVerification(created);
    expect(actor.getSnapshot().matches('verification')).toBe(true);
    expect(created).toEqual([
      {
        email: 'ana@correo.mx',
        phoneNumber: '5512345678',
        password: 'secreto123',
        referralCode: 'ROBERTO78',
        name: 'Ana Luisa',
        firstSurname: 'Torres',
        secondSurname: 'Méndez',
        sex: 'M',
        nationality: 'MEXICO',
        countryOfBirth: 'MEXICO',
        stateOfBirth: 'YUCATAN',
        dateOfBirth: '1995-07-17T00:00:00.000Z',
        curp: ANA_CURP,
        taxpayerId: actor.getSnapshot().context.personal.taxpayerId,
        termsAndConditions: true,
      },
    ]);
    expect(created[0]?.taxpayerId).toMatch(/^TOMA950717[A-Z0-9]{3}$/);
    // The password does not stay in the (saved) context once the account exists.
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('secreto123');
    actor.stop();
  });

  it('counts 60 s down, one tick a second, then shows the resend link', async () => {
    const actor = await toVerification();
    expect(actor.getSnapshot().context.countdown).toBe(SIGNUP_SPEC.timings.resendSeconds);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.countdown).toBe(59);
    await vi.advanceTimersByTimeAsync(58_000);
    expect(actor.getSnapshot().context.countdown).toBe(1);
    expect(actor.getSnapshot().matches({ verification: { resend: 'waiting' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.countdown).toBe(0);
    expect(actor.getSnapshot().matches({ verification: { resend: 'ready' } })).toBe(true);
    actor.stop();
  });

  it('a restored draft counts down from the wait the server has left after RESUME, not from the saved seconds', async () => {
    const actor = await toVerification();
    await vi.advanceTimersByTimeAsync(5000);
    const draft = actor.getPersistedSnapshot();
    actor.stop();
    // The server's clock: 40 s of the wait are left when the page comes back.
    const restored = createActor(machineWith([], [40]), { snapshot: draft, input: {} }).start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(restored.getSnapshot().context.countdown).toBe(55);
    restored.send({ type: 'RESUME' });
    await vi.advanceTimersByTimeAsync(0);
    expect(restored.getSnapshot().context.countdown).toBe(40);
    await vi.advanceTimersByTimeAsync(3000);
    expect(restored.getSnapshot().context.countdown).toBe(37);
    restored.stop();
  });

  it('a changed account must be checked again before the personal data', async () => {
    const actor = createActor(machineWith(), { input: { now: NOW } }).start();
    actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'ana@correo.mx' });
    actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '5512345678' });
    actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'secreto123' });
    actor.send({ type: 'ACCOUNT.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    expect(actor.getSnapshot().matches('account')).toBe(true);
    actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'otra@correo.mx' });
    actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/datos-personales' });
    expect(actor.getSnapshot().matches('account')).toBe(true);
    actor.stop();
  });

  it('keeps the phone as at most 10 digits', () => {
    expect(normalizePhone('', '(551) 234-5678')).toBe('5512345678');
    expect(normalizePhone('', '+52 55 1234 5678')).toBe('5512345678');
    expect(normalizePhone('5512345678', '(551) 234-56789')).toBe('5512345678');
    expect(normalizePhone('551', '551a')).toBe('551');
  });
});

describe('sign-up draft lifetime (spec §5/§9: dropped when more than 12 h old)', () => {
  it('a closed tab opened again within 12 h restores the sign-up; a moment later it starts over', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
    };
    const actor = createActor(signupMachine, { input: { session: 'anonymous', now: NOW } }).start();
    actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'ana@correo.mx' });
    const saved = actor.getPersistedSnapshot() as unknown as DraftValue<'pendingClientSignup'>;
    actor.stop();
    const lifetime = SIGNUP_SPEC.timings.draftLifetimeMs;
    writeDraft(SIGNUP_SPEC.draftKey, saved, NOW, storage);
    expect(readDraft(SIGNUP_SPEC.draftKey, NOW + lifetime, storage)).toEqual(saved);
    expect(readDraft(SIGNUP_SPEC.draftKey, NOW + lifetime + 1, storage)).toBeNull();
    // Dropped, not only hidden: the storage no longer holds it.
    expect(items.has(SIGNUP_SPEC.draftKey)).toBe(false);
  });
});
