/**
 * The helpers every flow machine shares (machines/shared): form state, field errors, reading API errors, the JWT
 * claims that pick a session, the alert contract (spec §9 timers written out) and the read-only loader.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ALERTS_CLEARED, defaultAlertTimer, errorAlert, resolveAlert } from '../../../machines/shared/alerts';
import { errorCode, errorMessage, errorStatus, limitMessageOr } from '../../../machines/shared/errors';
import { withoutError } from '../../../machines/shared/fields';
import { hasAnyError, touch, touchAll, visibleErrors } from '../../../machines/shared/form';
import { audienceOf, decodeToken, isExpired } from '../../../machines/shared/jwt';
import { type LoaderInput, loaderMachine, loaderView } from '../../../machines/shared/loader';
import { fakeTimersFrom } from '../../fixtures/clock.ts';

describe('form state', () => {
  it('touch marks one field, keeps the object when it is already marked, never changes the one given', () => {
    type Field = 'email' | 'phone';
    const none: Partial<Record<Field, true>> = {};
    const email = touch<Field>(none, 'email');
    expect(email).toEqual({ email: true });
    expect(none).toEqual({});
    expect(touch<Field>(email, 'email')).toBe(email);
    expect(touch<Field>(email, 'phone')).toEqual({ email: true, phone: true });
    expect(email).toEqual({ email: true });
  });

  it('touchAll marks every field of the list (a submit attempt), nothing for an empty list', () => {
    expect(touchAll(['email', 'phone'] as const)).toEqual({ email: true, phone: true });
    expect(touchAll([])).toEqual({});
  });

  it('visibleErrors keeps only the errors of touched fields', () => {
    const errors = { email: 'Correo inválido', phone: 'El campo es requerido' };
    expect(visibleErrors(errors, {})).toEqual({});
    expect(visibleErrors(errors, { email: true })).toEqual({ email: 'Correo inválido' });
    expect(visibleErrors(errors, { email: true, phone: true })).toEqual(errors);
    expect(visibleErrors({}, { email: true })).toEqual({});
  });

  it('hasAnyError: a non-empty message is an error; none, empty or missing ones are not', () => {
    const errors = [{}, { email: '' }, { email: undefined }, { email: 'Correo inválido' }];
    const any = [...errors, { email: '', phone: 'El campo es requerido' }].map((e) => hasAnyError(e));
    expect(any).toEqual([false, false, false, true, true]);
  });

  it('withoutError drops one field’s error (a change clears it) and leaves the rest and the original', () => {
    const errors = { email: 'Correo inválido', phone: 'El campo es requerido' };
    expect(withoutError(errors, 'email')).toStrictEqual({ phone: 'El campo es requerido' });
    expect(withoutError(errors, 'phone')).toStrictEqual({ email: 'Correo inválido' });
    expect(errors).toEqual({ email: 'Correo inválido', phone: 'El campo es requerido' });
    expect(withoutError({}, 'email')).toStrictEqual({});
  });
});

describe('reading an API error', () => {
  const apiError = (status: unknown, body?: unknown) => ({ status, code: 'SOME_CODE', body });

  it('the status only when it is a number', () => {
    const statuses = [apiError(404), apiError('404'), new Error('500'), null, undefined, '404'].map(
      errorStatus,
    );
    expect(statuses).toEqual([404, undefined, undefined, undefined, undefined, undefined]);
  });

  it('the code only when it is a string', () => {
    const codes = [apiError(409), { code: 7 }, new Error('x'), null, 'SOME_CODE'].map((e) => errorCode(e));
    expect(codes).toEqual(['SOME_CODE', undefined, undefined, undefined, undefined]);
  });

  it('the server’s message only when it is a text with something in it', () => {
    expect(errorMessage(apiError(429, { message: 'Espera 14 minutos.' }))).toBe('Espera 14 minutos.');
    const bodies = [{ message: '   ' }, { message: '' }, { message: 14 }, { code: 'X' }, null, 'Espera'];
    const errors = [...bodies.map((body) => apiError(429, body)), { message: 'Espera' }, null, 'Espera'];
    for (const error of errors) expect(errorMessage(error), JSON.stringify(error)).toBeUndefined();
  });

  it('limitMessageOr: the server’s text for a 429 that has one, else the fallback', () => {
    const fallback = 'Hubo un error, vuelve a intentarlo más tarde.';
    const says = { message: 'Espera 14 minutos.' };
    const errors = [apiError(429, says), apiError(429, {}), apiError(422, says), new Error('x')];
    const texts = errors.map((error) => limitMessageOr(error, fallback));
    expect(texts).toEqual(['Espera 14 minutos.', fallback, fallback, fallback]);
  });
});

describe('JWT claims', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jwt = (payload: unknown) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.firma`;

  it('decodes the audience (a list keeps its texts, one text becomes a list), the expiry and the subject', () => {
    const claims = { exp: 1_800_000_000, sub: 'c-1' };
    const decoded = decodeToken(jwt({ aud: ['client', 7, 'business'], ...claims }));
    expect(decoded).toStrictEqual({ aud: ['client', 'business'], ...claims });
    expect(decodeToken(jwt({ aud: 'client-ephemeral' }))).toStrictEqual({ aud: ['client-ephemeral'] });
    expect(decodeToken(jwt({}))).toStrictEqual({ aud: [] });
    expect(decodeToken(jwt({ aud: 5, exp: '1800000000', sub: 9 }))).toStrictEqual({ aud: [] });
  });

  it('a token that is not a JWT with an object payload is null', () => {
    const head = b64({ alg: 'HS256' });
    const raw = (text: string) => Buffer.from(text).toString('base64url');
    const tokens = [
      ...['', 'no-es-un-token', `${head}.${raw('[1]')}.x`, `${head}.%%%.x`],
      // Not three parts (an encrypted JWE has five), an empty payload, a payload not JSON or not an object.
      ...[`${jwt({ aud: 'client' })}.x.y`, `${head}..x`, `${head}.${raw('{"aud":')}.x`],
      ...[`${head}.${raw('null')}.x`, `${head}.${raw('"client"')}.x`],
      // Plain base64 (with + or /) is not base64url; bytes that are not UTF-8 are not a payload.
      `${head}.${Buffer.from('{"aud":"clientÿ>"}').toString('base64')}.x`,
      `${head}.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.x`,
    ];
    for (const token of tokens) expect(decodeToken(token), token).toBeNull();
  });

  it('reads a payload of any length, padding left off, in UTF-8', () => {
    for (const sub of ['a', 'ab', 'abc', 'María Peña']) {
      expect(decodeToken(jwt({ aud: 'client', sub }))).toStrictEqual({ aud: ['client'], sub });
    }
  });

  it('the most privileged audience decides: business, then client, then client-ephemeral', () => {
    const auds = [
      ['client-ephemeral', 'client', 'business'],
      ['client-ephemeral', 'client'],
      ['client-ephemeral'],
    ];
    const audiences = [...auds, ['admin'], []].map((aud) => audienceOf({ aud }));
    expect(audiences).toEqual(['business', 'client', 'client-ephemeral', null, null]);
  });

  it('expired at or after the expiry second; a token without one never expires', () => {
    const exp = 1_800_000_000;
    const at = [-1, 0, 1].map((ms) => isExpired({ aud: [], exp }, exp * 1000 + ms));
    expect(at).toEqual([false, true, true]);
    expect(isExpired({ aud: [] }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('the alert contract (spec §9 timers)', () => {
  it('3000 ms by default, 5000 ms for errors, 8000 ms for warnings', () => {
    const timers = (['success', 'error', 'warning'] as const).map(defaultAlertTimer);
    expect(timers).toEqual([3000, 5000, 8000]);
  });

  it('an error alert: 5000 ms unless the flow says otherwise', () => {
    const message = 'No pudimos reenviar el NIP.';
    expect(errorAlert(message)).toStrictEqual({ type: 'alert', message, alertType: 'error', timer: 5000 });
    expect(errorAlert('', 8000)).toStrictEqual({
      type: 'alert',
      message: '',
      alertType: 'error',
      timer: 8000,
    });
  });

  it('resolveAlert: success by default, the type’s timer when none or no usable one is given', () => {
    expect(resolveAlert({ message: 'Listo' })).toStrictEqual({
      message: 'Listo',
      alertType: 'success',
      timer: 3000,
    });
    const warning = { message: 'Ojo', alertType: 'warning' } as const;
    expect(resolveAlert(warning)).toStrictEqual({ ...warning, timer: 8000 });
    for (const timer of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(resolveAlert({ message: 'x', alertType: 'error', timer }).timer).toBe(5000);
    }
    expect(resolveAlert({ message: 'Copiado', timer: 1500 }).timer).toBe(1500);
    expect(resolveAlert({ message: 'x', timer: 1 }).timer).toBe(1);
    const described = { message: 'x', description: '' };
    expect(resolveAlert(described)).toStrictEqual({ ...described, alertType: 'success', timer: 3000 });
    expect(ALERTS_CLEARED).toStrictEqual({ type: 'alerts.clear' });
  });
});

describe('the read-only loader', () => {
  fakeTimersFrom(Date.UTC(2026, 0, 15, 18));

  function run(load: () => Promise<unknown>, input: LoaderInput = {}) {
    const calls = { load: 0 };
    const counted = fromPromise(async () => {
      calls.load += 1;
      return load();
    });
    const actor = createActor(loaderMachine.provide({ actors: { load: counted } }), { input });
    const alerts: unknown[] = [];
    actor.on('alert', (e) => void alerts.push(e));
    actor.start();
    return { actor, calls, alerts, view: () => loaderView<{ n: number }>(actor.getSnapshot()) };
  }
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('loading, then ready with the data; RELOAD loads again, RETRY does nothing there', async () => {
    let n = 0;
    const r = run(async () => ({ n: ++n }));
    expect(r.view()).toEqual({ status: 'loading' });
    const empty = { data: null, error: null, failureAlert: null, notice: null };
    expect(r.actor.getSnapshot().context).toStrictEqual(empty);
    await settle();
    expect(r.view()).toEqual({ status: 'ready', data: { n: 1 } });
    r.actor.send({ type: 'RETRY' });
    expect(r.view()).toEqual({ status: 'ready', data: { n: 1 } });
    r.actor.send({ type: 'RELOAD' });
    expect(r.view()).toEqual({ status: 'loading' });
    await settle();
    expect(r.view()).toEqual({ status: 'ready', data: { n: 2 } });
    expect(r.calls.load).toBe(2);
    expect(r.alerts).toEqual([]);
  });

  it('a failure: failed with the error and the failure alert; RETRY loads again and clears the error', async () => {
    let fail = true;
    const error = new Error('503');
    const failureAlert = { message: 'No pudimos cargar tus datos.', alertType: 'error' as const };
    const r = run(
      async () => {
        if (fail) throw error;
        return { n: 1 };
      },
      { failureAlert },
    );
    await settle();
    expect(r.view()).toEqual({ status: 'failed', error });
    expect(r.alerts).toEqual([{ type: 'alert', ...failureAlert }]);
    r.actor.send({ type: 'RELOAD' });
    expect(r.view()).toEqual({ status: 'failed', error });
    fail = false;
    r.actor.send({ type: 'RETRY' });
    expect(r.view()).toEqual({ status: 'loading' });
    await settle();
    expect(r.view()).toEqual({ status: 'ready', data: { n: 1 } });
    expect(r.actor.getSnapshot().context.error).toBeNull();
    expect(r.alerts).toHaveLength(1);
  });

  it('a failure without a failure alert shows none', async () => {
    const r = run(async () => {
      throw new Error('500');
    });
    await settle();
    expect(r.view().status).toBe('failed');
    expect(r.alerts).toEqual([]);
  });

  it('a notice turns what was loaded into an alert, or none when it answers null', async () => {
    const seen: unknown[] = [];
    const warning = { message: 'No pudimos obtener tu saldo.', alertType: 'warning' as const, timer: 8000 };
    const r = run(async () => ({ n: 1, partial: true }), {
      notice: (data) => {
        seen.push(data);
        return (data as { partial: boolean }).partial ? warning : null;
      },
    });
    await settle();
    expect(seen).toEqual([{ n: 1, partial: true }]);
    expect(r.alerts).toEqual([{ type: 'alert', ...warning }]);
    const quiet = run(async () => ({ n: 1 }), { notice: () => null });
    await settle();
    expect(quiet.view().status).toBe('ready');
    expect(quiet.alerts).toEqual([]);
  });

  it('without a provided load actor it fails and says what to provide', async () => {
    const actor = createActor(loaderMachine, { input: {} }).start();
    await settle();
    const view = loaderView(actor.getSnapshot());
    expect(view.status).toBe('failed');
    expect((view as { error: Error }).error.message).toBe('loaderMachine: provide the `load` actor');
  });
});
