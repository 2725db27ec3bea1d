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
  fillManual,
  GENERIC,
  httpError,
  INVALID,
  initialContext,
  MARIA,
  NOW,
  REQUIRED,
  start,
  toPersonalData,
  toVerification,
} from './signup.fields.harness.ts';

fakeTimersFrom(NOW);

describe("non-Mexican applicant: 'Finalizar' starts over", () => {
  it('everything typed is dropped; the referral code, application type and clock stay', async () => {
    const flow = start({
      lookup: async () => ({ ...MARIA, nationality: 'ESTADOS UNIDOS', countryOfBirth: 'ESTADOS UNIDOS' }),
      input: { referralCode: 'ROBERTO78', applicationType: 'PERSONAL_LOAN', now: NOW } as SignupInput,
    });
    await toPersonalData(flow);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: MARIA.curp });
    flow.actor.send({ type: 'CURP.SEARCH' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ stage: 'nonMexican' });
    flow.actor.send({ type: 'FINISH' });
    expect(flow.context()).toEqual(
      initialContext({
        referralCode: 'ROBERTO78',
        applicationType: 'PERSONAL_LOAN',
        now: NOW,
      } as SignupInput),
    );
    expect(flow.view()).toMatchObject({ screen: 'account', values: { email: '', password: '' } });
  });
});

describe('verification code (spec §5 "Verification")', () => {
  it('keeps digits only, at most 4; a short code shows its error until the next change', async () => {
    const flow = start();
    await toVerification(flow);
    flow.actor.send({ type: 'CODE.CHANGE', value: 'a1-2 3' });
    expect(flow.view()).toMatchObject({ code: '123', error: null });
    flow.actor.send({ type: 'CODE.SUBMIT' });
    expect(flow.view()).toMatchObject({ code: '123', error: 'El campo debe tener al menos 4 dígitos' });
    flow.actor.send({ type: 'CODE.CHANGE', value: '123456' });
    expect(flow.view()).toMatchObject({ code: '1234', error: null });
    flow.actor.send({ type: 'CODE.CHANGE', value: '' });
    flow.actor.send({ type: 'CODE.SUBMIT' });
    expect(flow.view()).toMatchObject({ error: REQUIRED, submitting: false });
  });

  it('a reload while the code is being checked does not ask the server for the wait again', async () => {
    let release: (v: { token: string }) => void = () => {};
    const flow = start({ activate: () => new Promise((r) => (release = r)) });
    await toVerification(flow);
    expect(flow.view()).toMatchObject({ resend: 'waiting', countdown: 60 });
    flow.actor.send({ type: 'CODE.CHANGE', value: '1234' });
    flow.actor.send({ type: 'CODE.SUBMIT' });
    flow.actor.send({ type: 'RESUME' });
    expect(flow.view()).toMatchObject({ submitting: true, resend: 'waiting' });
    release({ token: 'cliente' });
    await flow.settle();
    expect(flow.view().screen).toBe('completed');
  });

  it('a route other than the new-address page does not leave the code', async () => {
    const flow = start();
    await toVerification(flow);
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/datos-personales' });
    expect(flow.view().screen).toBe('verification');
  });
});

describe('new e-mail address (spec §5 "New e-mail")', () => {
  it('starts empty every time; keeps what is typed; trims on blur; an invalid one shows its error', async () => {
    const flow = start();
    await toVerification(flow);
    flow.actor.send({ type: 'CODE.CHANGE', value: '12' });
    flow.actor.send({ type: 'EMAIL.EDIT' });
    expect(flow.view()).toMatchObject({ screen: 'updateEmail', email: '', error: null });
    flow.actor.send({ type: 'EMAIL.CHANGE', value: ' nueva@correo ' });
    expect(flow.view()).toMatchObject({ email: ' nueva@correo ' });
    flow.actor.send({ type: 'EMAIL.BLUR' });
    expect(flow.view()).toMatchObject({ email: 'nueva@correo' });
    flow.actor.send({ type: 'EMAIL.SUBMIT' });
    expect(flow.view()).toMatchObject({ screen: 'updateEmail', error: INVALID, submitting: false });
    flow.actor.send({ type: 'EMAIL.CHANGE', value: 'nueva@correo.mx' });
    expect(flow.view()).toMatchObject({ error: null });
    flow.actor.send({ type: 'EMAIL.BACK' });
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/actualizar-correo' });
    expect(flow.view()).toMatchObject({ screen: 'updateEmail', email: '' });
    flow.actor.send({ type: 'EMAIL.SUBMIT' });
    expect(flow.view()).toMatchObject({ error: REQUIRED });
  });

  it('a new address: the code goes there, the code field empties, the countdown restarts', async () => {
    const flow = start({ updateEmail: async () => ({ retryAfterSeconds: 45 }) });
    await toVerification(flow);
    flow.actor.send({ type: 'CODE.CHANGE', value: '12' });
    flow.actor.send({ type: 'EMAIL.EDIT' });
    flow.actor.send({ type: 'EMAIL.CHANGE', value: ' nueva@correo.mx ' });
    flow.actor.send({ type: 'EMAIL.SUBMIT' });
    expect(flow.view()).toMatchObject({ screen: 'updateEmail', submitting: true });
    await flow.settle();
    expect(flow.view()).toMatchObject({
      screen: 'verification',
      sentTo: 'nueva@correo.mx',
      code: '',
      error: null,
      countdown: 45,
    });
    expect(flow.context().account.email).toBe('nueva@correo.mx');
    expect(flow.context().newEmail).toBe('');
  });

  // A taken or failed new address (its text, the address kept): the model's oracle (signup.model.ts).
  it('only the verification route leaves the page', async () => {
    const flow = start();
    await toVerification(flow);
    flow.actor.send({ type: 'EMAIL.EDIT' });
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    expect(flow.view().screen).toBe('updateEmail');
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/verificar' });
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
    flow.actor.send({ type: 'CODE.CHANGE', value: '1234' });
    flow.actor.send({ type: 'CODE.SUBMIT' });
    expect(flow.view()).toMatchObject({ submitting: true, error: null });
    await flow.settle();
    flow.actor.send({ type: 'CODE.SUBMIT' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ screen: 'verification', submitting: false, code: '1234' });
    flow.actor.send({ type: 'CODE.SUBMIT' });
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
    fillManual(flow);
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    await flow.settle();
    // The countdown the creation started is over before the server is asked again (a reload).
    await vi.advanceTimersByTimeAsync(60_000);
    flow.actor.send({ type: 'CODE.RESEND' });
    expect(flow.view()).toMatchObject({ resend: 'resending' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ resend: 'waiting', countdown: 60 });
  });

  it('where the code went and the wait come from the server; a resend restarts the wait it gives', async () => {
    const flow = start({
      codeStatus: async () => ({ email: 'otra@correo.mx', retryAfterSeconds: 0 }),
      resend: async () => ({ retryAfterSeconds: 30 }),
    });
    await toVerification(flow);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flow.view()).toMatchObject({ resend: 'ready', countdown: 0 });
    flow.actor.send({ type: 'RESUME' });
    expect(flow.view()).toMatchObject({ resend: 'ready' });
    flow.actor.send({ type: 'CODE.RESEND' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ resend: 'waiting', countdown: 30 });
    flow.actor.send({ type: 'RESUME' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ sentTo: 'otra@correo.mx', resend: 'ready', countdown: 0 });
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
    flow.actor.send({ type: 'EMAIL.EDIT' });
    expect(flow.actor.getSnapshot().hasTag('unverified')).toBe(true);
    expect(flow.actor.getSnapshot().hasTag('visitor')).toBe(false);
  });

  it("'Continuar' goes to the pending application when there is one, else home", () => {
    const toApplication = start({
      input: { session: 'client', applicationType: 'PERSONAL_LOAN', now: NOW } as SignupInput,
    });
    toApplication.actor.send({ type: 'CONTINUE' });
    expect(toApplication.actor.getSnapshot()).toMatchObject({
      status: 'done',
      value: 'toApplication',
      output: { redirectTo: '/aplicacion-credito' },
    });
    const toHome = start({ input: { session: 'client', now: NOW } });
    toHome.actor.send({ type: 'CONTINUE' });
    expect(toHome.actor.getSnapshot()).toMatchObject({
      status: 'done',
      value: 'toHome',
      output: { redirectTo: '/' },
    });
    expect(toHome.view().screen).toBe('leaving');
  });

  it('until the server says where the code went, the verification shows the address typed, trimmed', async () => {
    const flow = start({ codeStatus: () => new Promise(() => {}) });
    await toPersonalData(flow);
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: ' ana.luisa@correo.mx ' });
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    await flow.settle();
    fillManual(flow);
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    expect(flow.view()).toMatchObject({ screen: 'personalData', creating: true, busy: true });
    await flow.settle();
    expect(flow.view()).toMatchObject({
      screen: 'verification',
      sentTo: 'ana.luisa@correo.mx',
      resend: 'checking',
      countdown: 0,
    });
  });

  it('two views are the same when every field is the same object', () => {
    const flow = start();
    const a = flow.view();
    expect(sameView(a, a)).toBe(true);
    expect(sameView(a, { ...a })).toBe(true);
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'a' });
    expect(sameView(a, flow.view())).toBe(false);
    expect(sameView(a, { ...a, extra: 1 } as never)).toBe(false);
    expect(sameView({ screen: 'completed' }, { screen: 'leaving' })).toBe(false);
  });
});
