/**
 * What the sign-up's later steps do with what the customer types, at machine level (spec §5 "Verification",
 * "New e-mail", §8 texts): the non-Mexican outcome, the code and new-address fields, the tokens, the resend link,
 * the alerts a successful step takes away, and where a sign-up resumes and ends. The texts are the spec's, copied
 * here, not the app's constants.
 */
import { describe, expect, it, vi } from 'vitest';
import { type SignupInput, sameView } from '../../../machines/signup';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import {
  account,
  createManual,
  ev,
  GENERIC,
  httpError,
  INVALID,
  initialContext,
  MARIA,
  NOW,
  REQUIRED,
  route,
  search,
  start,
  toPersonalData,
  toVerification,
} from './signup.fields.harness.ts';

fakeTimersFrom(NOW);

const code = (value: string) => ({ type: 'CODE.CHANGE', value }) as const;

describe("non-Mexican applicant: 'Finalizar' starts over", () => {
  it('everything typed is dropped; the referral code, application type and clock stay', async () => {
    const flow = start({
      lookup: async () => ({ ...MARIA, nationality: 'ESTADOS UNIDOS', countryOfBirth: 'ESTADOS UNIDOS' }),
      input: { referralCode: 'ROBERTO78', applicationType: 'PERSONAL_LOAN', now: NOW } as SignupInput,
    });
    await toPersonalData(flow);
    await search(flow, MARIA.curp);
    flow.sees({ stage: 'nonMexican' });
    flow.send({ type: 'FINISH' });
    const kept = { referralCode: 'ROBERTO78', applicationType: 'PERSONAL_LOAN', now: NOW } as SignupInput;
    expect(flow.context()).toEqual(initialContext(kept));
    flow.sees({ screen: 'account', values: { email: '', password: '' } });
  });
});

describe('verification code (spec §5 "Verification")', () => {
  it('keeps digits only, at most 4; a short code shows its error until the next change', async () => {
    const flow = start();
    await toVerification(flow);
    flow.send(code('a1-2 3'));
    flow.sees({ code: '123', error: null });
    flow.send(ev('CODE.SUBMIT'));
    flow.sees({ code: '123', error: 'El campo debe tener al menos 4 dígitos' });
    flow.send(code('123456'));
    flow.sees({ code: '1234', error: null });
    flow.send(code(''), ev('CODE.SUBMIT'));
    flow.sees({ error: REQUIRED, submitting: false });
  });

  it('a reload while the code is being checked does not ask the server for the wait again', async () => {
    let release: (v: { token: string }) => void = () => {};
    const flow = start({ activate: () => new Promise((r) => (release = r)) });
    await toVerification(flow);
    flow.sees({ resend: 'waiting', countdown: 60 });
    flow.send(code('1234'), ev('CODE.SUBMIT'), ev('RESUME'));
    flow.sees({ submitting: true, resend: 'waiting' });
    release({ token: 'cliente' });
    await flow.settle();
    expect(flow.view().screen).toBe('completed');
  });

  it('a route other than the new-address page does not leave the code', async () => {
    const flow = start();
    await toVerification(flow);
    flow.send(route('/crear-cuenta'), route('/crear-cuenta/datos-personales'));
    expect(flow.view().screen).toBe('verification');
  });
});

describe('new e-mail address (spec §5 "New e-mail")', () => {
  it('starts empty every time; keeps what is typed; trims on blur; an invalid one shows its error', async () => {
    const flow = start();
    await toVerification(flow);
    flow.send(code('12'), { type: 'EMAIL.EDIT' });
    flow.sees({ screen: 'updateEmail', email: '', error: null });
    flow.send({ type: 'EMAIL.CHANGE', value: ' nueva@correo ' });
    flow.sees({ email: ' nueva@correo ' });
    flow.send({ type: 'EMAIL.BLUR' });
    flow.sees({ email: 'nueva@correo' });
    flow.send({ type: 'EMAIL.SUBMIT' });
    flow.sees({ screen: 'updateEmail', error: INVALID, submitting: false });
    flow.send({ type: 'EMAIL.CHANGE', value: 'nueva@correo.mx' });
    flow.sees({ error: null });
    flow.send({ type: 'EMAIL.BACK' }, route('/crear-cuenta/actualizar-correo'));
    flow.sees({ screen: 'updateEmail', email: '' });
    flow.send({ type: 'EMAIL.SUBMIT' });
    flow.sees({ error: REQUIRED });
  });

  it('a new address: the code goes there, the code field empties, the countdown restarts', async () => {
    const flow = start({ updateEmail: async () => ({ retryAfterSeconds: 45 }) });
    await toVerification(flow);
    flow.send(code('12'), { type: 'EMAIL.EDIT' }, { type: 'EMAIL.CHANGE', value: ' nueva@correo.mx ' });
    flow.send({ type: 'EMAIL.SUBMIT' });
    flow.sees({ screen: 'updateEmail', submitting: true });
    await flow.settle();
    flow.sees({ screen: 'verification', sentTo: 'nueva@correo.mx', code: '', error: null, countdown: 45 });
    expect(flow.context().account.email).toBe('nueva@correo.mx');
    expect(flow.context().newEmail).toBe('');
  });

  // A taken or failed new address (its text, the address kept): the model's oracle (signup.model.ts).
  it('only the verification route leaves the page', async () => {
    const flow = start();
    await toVerification(flow);
    flow.send({ type: 'EMAIL.EDIT' }, route('/crear-cuenta'));
    expect(flow.view().screen).toBe('updateEmail');
    flow.send(route('/crear-cuenta/verificar'));
    expect(flow.view().screen).toBe('verification');
  });
});

describe('tokens, the resend link and the alerts a successful step takes away', () => {
  it('hands the ephemeral token, then the client token, to the session; each success clears the alerts', async () => {
    const answers: Array<Error | null> = [httpError(422), httpError(500), null];
    const flow = start({
      activate: async () => {
        const answer = answers.shift();
        if (answer) throw answer;
        return { token: 'cliente' };
      },
    });
    await toVerification(flow);
    expect(flow.tokens).toEqual(['efimero']);
    flow.send(code('1234'), ev('CODE.SUBMIT'));
    flow.sees({ submitting: true, error: null });
    await flow.settle();
    flow.send(ev('CODE.SUBMIT'));
    await flow.settle();
    flow.sees({ screen: 'verification', submitting: false, code: '1234' });
    flow.send(ev('CODE.SUBMIT'));
    await flow.settle();
    expect(flow.view().screen).toBe('completed');
    expect(flow.tokens).toEqual(['efimero', 'cliente']);
    expect(flow.emitted).toEqual([
      'alerts.clear',
      'alerts.clear',
      'alert: Has ingresado un código incorrecto.',
      `alert: ${GENERIC}`,
      'alerts.clear',
    ]);
  });

  it('the server cannot say how long to wait: the resend link shows at once', async () => {
    const flow = start({
      codeStatus: async () => Promise.reject(httpError(500)),
      create: async () => ({ token: 'efimero' }),
    });
    await toPersonalData(flow);
    createManual(flow);
    await flow.settle();
    // The countdown the creation started is over before the server is asked again (a reload).
    await vi.advanceTimersByTimeAsync(60_000);
    flow.send({ type: 'CODE.RESEND' });
    flow.sees({ resend: 'resending' });
    await flow.settle();
    flow.sees({ resend: 'waiting', countdown: 60 });
  });

  it('where the code went and the wait come from the server; a resend restarts the wait it gives', async () => {
    const flow = start({
      codeStatus: async () => ({ email: 'otra@correo.mx', retryAfterSeconds: 0 }),
      resend: async () => ({ retryAfterSeconds: 30 }),
    });
    await toVerification(flow);
    await vi.advanceTimersByTimeAsync(60_000);
    flow.sees({ resend: 'ready', countdown: 0 });
    flow.send(ev('RESUME'));
    flow.sees({ resend: 'ready' });
    flow.send({ type: 'CODE.RESEND' });
    await flow.settle();
    flow.sees({ resend: 'waiting', countdown: 30 });
    flow.send(ev('RESUME'));
    await flow.settle();
    flow.sees({ sentTo: 'otra@correo.mx', resend: 'ready', countdown: 0 });
    expect(flow.emitted.filter((e) => e === 'alerts.clear')).toHaveLength(3);
  });
});

describe('where a sign-up resumes, what each screen needs of the session, where it ends', () => {
  it.each([
    ['anonymous', 'account', 'visitor'],
    ['ephemeral', 'verification', 'unverified'],
    ['client', 'completed', 'verified'],
  ] as const)('a %s session opens on %s, tagged %s', (session, screen, tag) => {
    const flow = start({ input: { session, now: NOW } });
    expect(flow.view().screen).toBe(screen);
    expect(flow.actor.getSnapshot().hasTag(tag)).toBe(true);
  });

  it('the new-address page needs the unverified session', async () => {
    const flow = start();
    await toVerification(flow);
    flow.send({ type: 'EMAIL.EDIT' });
    expect(flow.actor.getSnapshot().hasTag('unverified')).toBe(true);
    expect(flow.actor.getSnapshot().hasTag('visitor')).toBe(false);
  });

  it("'Continuar' goes to the pending application when there is one, else home", () => {
    const done = (applicationType: 'PERSONAL_LOAN' | undefined) => {
      const flow = start({ input: { session: 'client', applicationType, now: NOW } as SignupInput });
      flow.send({ type: 'CONTINUE' });
      return flow;
    };
    const [redirectTo, status] = ['/aplicacion-credito', 'done'];
    expect(done('PERSONAL_LOAN').actor.getSnapshot()).toMatchObject({
      status,
      value: 'toApplication',
      output: { redirectTo },
    });
    const toHome = done(undefined);
    expect(toHome.actor.getSnapshot()).toMatchObject({
      status,
      value: 'toHome',
      output: { redirectTo: '/' },
    });
    expect(toHome.view().screen).toBe('leaving');
  });

  it('until the server says where the code went, the verification shows the address typed, trimmed', async () => {
    const flow = start({ codeStatus: () => new Promise(() => {}) });
    await toPersonalData(flow);
    flow.send(route('/crear-cuenta'), account('email', ' ana.luisa@correo.mx '), ev('ACCOUNT.SUBMIT'));
    await flow.settle();
    createManual(flow);
    flow.sees({ screen: 'personalData', creating: true, busy: true });
    await flow.settle();
    flow.sees({ screen: 'verification', sentTo: 'ana.luisa@correo.mx', resend: 'checking', countdown: 0 });
  });

  it('two views are the same when every field is the same object', () => {
    const flow = start();
    const a = flow.view();
    expect(sameView(a, a)).toBe(true);
    expect(sameView(a, { ...a })).toBe(true);
    flow.send(account('email', 'a'));
    expect(sameView(a, flow.view())).toBe(false);
    expect(sameView(a, { ...a, extra: 1 } as never)).toBe(false);
    expect(sameView({ screen: 'completed' }, { screen: 'leaving' })).toBe(false);
  });
});
