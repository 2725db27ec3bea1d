/**
 * Sign-up defects at machine level (machines/signup): the mode is a state, the server's resend wait, alerts
 * cleared by a successful step, the CURP prefill after a failed lookup, stale generated identifiers, one surname.
 */
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import {
  type CreateAccountInput,
  EMPTY_PERSONAL,
  fromTypedCurp,
  signupMachine,
  signupView,
  validatePersonal,
  WRONG_CODE_MESSAGE,
  withGeneratedIdentifiers,
} from '../../../machines/signup';
import type { CurpPersonalData } from '../../../src/api/contract/clients';
import { ApiError } from '../../../src/api/errors';
import { PATHS } from '../../../src/paths';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { ANA_CURP, MARIA_CURP } from '../../fixtures/samples.ts';
import { foundInMexicoOnDay } from '../../fixtures/signup.ts';

const NOW = Date.UTC(2026, 0, 15, 18);

fakeTimersFrom(NOW);

const notFound = Object.assign(new Error('404'), { status: 404 });

function start(
  opts: {
    created?: CreateAccountInput[];
    lookup?: () => Promise<CurpPersonalData>;
    activate?: () => Promise<{ token: string }>;
  } = {},
) {
  const machine = signupMachine.provide({
    actors: {
      'clients.exists': fromPromise(async () => ({ isAccountAvailable: true as boolean })),
      'clients.curpLookup': fromPromise(opts.lookup ?? (async () => Promise.reject(notFound))),
      'clients.create': fromPromise(async ({ input }) => {
        opts.created?.push(input);
        return { token: 'efimero' };
      }),
      'clients.activate': fromPromise(opts.activate ?? (async () => ({ token: 'cliente' }))),
      'clients.activationCodeStatus': fromPromise(async () => ({
        email: 'ana@correo.mx',
        retryAfterSeconds: 60,
      })),
    },
  });
  const actor = createActor(machine, { input: { now: NOW } }).start();
  const emitted: string[] = [];
  (actor as AnyActorRef).on('*', (event: { type: string; message?: string }) => {
    emitted.push(event.type === 'alert' ? `alert: ${event.message}` : event.type);
  });
  return { actor, emitted };
}

async function toPersonalData(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'ana@correo.mx' });
  actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '5512345678' });
  actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'secreto123' });
  actor.send({ type: 'ACCOUNT.SUBMIT' });
  await vi.advanceTimersByTimeAsync(0);
}

describe('sign-up machine', () => {
  it("'Sin CURP', Back, 'Continuar': the flow returns to the manual form, and its view says so", async () => {
    const { actor } = start();
    await toPersonalData(actor);
    actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
    actor.send({ type: 'PERSONAL.CHANGE', field: 'name', value: 'Ana' });
    actor.send({ type: 'ROUTE.CHANGED', route: PATHS.signup });
    actor.send({ type: 'ACCOUNT.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ personalData: { manual: 'editing' } });
    const view = signupView(actor.getSnapshot());
    expect(view).toMatchObject({ screen: 'personalData', mode: 'manual', stage: 'manual' });
    actor.send({ type: 'MODE.CHANGE', mode: 'curp' });
    expect(signupView(actor.getSnapshot())).toMatchObject({ mode: 'curp', stage: 'search' });
    // No mode flag in the saved draft: only the state says which form shows.
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('"mode"');
  });

  it('a lookup that finds nothing switches to manual with sex, birth date and state from the typed CURP', async () => {
    const { actor } = start();
    await toPersonalData(actor);
    actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'logf900514mjcprr02' });
    actor.send({ type: 'CURP.SEARCH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ personalData: 'manual' })).toBe(true);
    expect(actor.getSnapshot().context.personal).toMatchObject({
      curp: MARIA_CURP,
      sex: 'M',
      birthDay: '14',
      birthMonth: '05',
      birthYear: '1990',
      stateOfBirth: 'JALISCO',
    });
  });

  it('a successful step emits alerts.clear after the error alert of an earlier try', async () => {
    let calls = 0;
    const { actor, emitted } = start({
      lookup: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('500'), { status: 500 });
        return foundInMexicoOnDay;
      },
    });
    await toPersonalData(actor);
    actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: MARIA_CURP });
    actor.send({ type: 'CURP.SEARCH' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CURP.SEARCH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted).toEqual([
      'alerts.clear',
      'alert: Hubo un error, vuelve a intentarlo más tarde.',
      'alerts.clear',
    ]);
  });

  async function toVerification(actor: ReturnType<typeof start>['actor']) {
    await toPersonalData(actor);
    actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
    for (const [field, value] of [
      ['name', 'Ana Luisa'],
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
  }

  it('after the account is created the resend countdown comes from the server', async () => {
    const { actor } = start();
    await toVerification(actor);
    expect(actor.getSnapshot().matches({ verification: { resend: 'waiting' } })).toBe(true);
    expect(signupView(actor.getSnapshot())).toMatchObject({
      screen: 'verification',
      sentTo: 'ana@correo.mx',
      countdown: 60,
      resend: 'waiting',
    });
  });

  it("a refused code reads the app's text for its code (attempts exceeded with the wait, locked), never the server's; a 422 the wrong-code text", async () => {
    const exceeded =
      'Superaste el número de intentos permitidos por hoy. Vuelve a intentarlo en 23 horas y 10 minutos.';
    const locked = 'Superaste el número de intentos, solicita un código nuevo.';
    const refusals = [
      new ApiError('clients.activate', 429, {
        httpCode: 429,
        code: 'ACTIVATION_ATTEMPTS_EXCEEDED',
        message: 'Texto del servidor',
        retryAfterSeconds: 23 * 3600 + 9 * 60 + 1,
      }),
      new ApiError('clients.activate', 429, {
        httpCode: 429,
        code: 'ACTIVATION_CODE_LOCKED',
        message: 'Texto del servidor',
      }),
      new ApiError('clients.activate', 422, {
        httpCode: 422,
        code: 'WRONG_ACTIVATION_CODE',
        message: 'Texto del servidor',
      }),
      new ApiError('clients.activate', 422, {
        httpCode: 422,
        code: 'ACTIVATION_CODE_EXPIRED',
        message: 'Texto del servidor',
      }),
    ];
    const { actor, emitted } = start({ activate: async () => Promise.reject(refusals.shift()) });
    await toVerification(actor);
    emitted.length = 0;
    for (let i = 0; i < 4; i++) {
      actor.send({ type: 'CODE.CHANGE', value: '1234' });
      actor.send({ type: 'CODE.SUBMIT' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ verification: { code: 'editing' } })).toBe(true);
    }
    expect(emitted.filter((e) => e.startsWith('alert'))).toEqual([
      `alert: ${exceeded}`,
      `alert: ${locked}`,
      `alert: ${WRONG_CODE_MESSAGE}`,
      'alert: El código expiró, solicita un código nuevo.',
    ]);
  });
});

describe('sign-up form rules', () => {
  const typed = {
    ...EMPTY_PERSONAL,
    name: 'Ana Luisa',
    firstSurname: 'Torres',
    secondSurname: 'Méndez',
    birthDay: '17',
    birthMonth: '07',
    birthYear: '1995',
    stateOfBirth: 'YUCATAN',
  };

  it('an impossible birth date clears the CURP and RFC generated before; typed ones stay', () => {
    const generated = withGeneratedIdentifiers(typed);
    expect(generated.curp).toBe(ANA_CURP);
    const feb31 = withGeneratedIdentifiers({ ...generated, birthDay: '31', birthMonth: '02' }, generated);
    expect(feb31.curp).toBe('');
    expect(feb31.taxpayerId).toBe('');
    const ownCurp = { ...generated, curp: MARIA_CURP };
    expect(withGeneratedIdentifiers({ ...ownCurp, birthMonth: '02', birthDay: '31' }, ownCurp).curp).toBe(
      MARIA_CURP,
    );
  });

  it("'No tengo segundo apellido': not required, X in the CURP (RENAPO), SAT rule 7 for the RFC", () => {
    const oneSurname = { ...typed, name: 'Juan', firstSurname: 'Martínez', secondSurname: '', sex: 'H' };
    expect(validatePersonal(withGeneratedIdentifiers(oneSurname), NOW).secondSurname).toBe(
      'El campo es requerido',
    );
    const declared = withGeneratedIdentifiers({ ...oneSurname, noSecondSurname: true });
    expect(validatePersonal(declared, NOW).secondSurname).toBeUndefined();
    expect(declared.curp).toMatch(/^MAXJ950717HYNRXN0\d$/);
    expect(declared.taxpayerId).toMatch(/^MAJU950717/);
  });

  it('a typed CURP that is not valid fills nothing', () => {
    const values = { ...EMPTY_PERSONAL, curp: 'LOGF900514MJCPRR09' };
    expect(fromTypedCurp(values)).toEqual(values);
  });
});
