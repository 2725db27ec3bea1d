/**
 * What each sign-up field does with what the customer types, at machine level (spec §3 fields, §5 steps, §8 texts):
 * changes, blurs (trimming), the errors each step shows and when, the mode switch, what a lookup fills and clears,
 * the code and new-address fields, the body sent to POST /clients, and the context a new flow starts from.
 * The texts are the spec's, copied here, not the app's constants.
 */
import { describe, expect, it } from 'vitest';
import type { SignupInput } from '../../../machines/signup';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import {
  ACCEPT_TERMS,
  CONTACT_TAKEN,
  CREATE_FAILED,
  CURP_TOO_SHORT,
  fillManual,
  httpError,
  IDENTITY,
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

describe('a new sign-up starts from', () => {
  it('an empty form, an anonymous session, the spec wait of 60 s and no application type', () => {
    expect(initialContext({ now: NOW })).toMatchObject({
      session: 'anonymous',
      account: { email: '', phoneNumber: '', password: '' },
      accountErrors: {},
      referralCode: null,
      isAccountAvailable: null,
      touched: {},
      personalErrors: {},
      curpResponse: null,
      activationCode: '',
      codeError: null,
      newEmail: '',
      newEmailError: null,
      sentTo: '',
      countdown: 0,
      resendWaitSeconds: 60,
      applicationType: null,
      now: NOW,
    });
  });

  it('what it is given: a session, a trimmed referral code, a wait, an application type', () => {
    expect(
      initialContext({
        session: 'ephemeral',
        referralCode: ' ROBERTO78 ',
        resendWaitSeconds: 5,
        applicationType: 'PERSONAL_LOAN',
        now: NOW,
      } as SignupInput),
    ).toMatchObject({
      session: 'ephemeral',
      referralCode: 'ROBERTO78',
      resendWaitSeconds: 5,
      applicationType: 'PERSONAL_LOAN',
    });
    expect(initialContext({ referralCode: '   ', now: NOW }).referralCode).toBeNull();
  });
});

describe('account step (spec §5)', () => {
  it('keeps what is typed; the phone as at most 10 digits; a change takes its own error away', () => {
    const flow = start();
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    expect(flow.view()).toMatchObject({
      screen: 'account',
      errors: { email: REQUIRED, phoneNumber: REQUIRED, password: REQUIRED },
    });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '+52 (55) 1234-5678' });
    expect(flow.context().account.phoneNumber).toBe('5512345678');
    // Only the changed field's error goes; the others stay until their field changes.
    expect(flow.view()).toMatchObject({ errors: { email: REQUIRED, password: REQUIRED } });
    expect('phoneNumber' in (flow.view() as { errors: object }).errors).toBe(false);
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: ' ana@correo' });
    expect(flow.context().account.email).toBe(' ana@correo');
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'corta' });
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    expect(flow.view()).toMatchObject({
      screen: 'account',
      checking: false,
      errors: { email: INVALID, password: 'El campo debe tener al menos 8 caracteres' },
    });
    expect(flow.checked).toEqual([]);
  });

  it('trims the e-mail on blur, and only the e-mail (a password may hold spaces)', () => {
    const flow = start();
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: '  ana@correo.mx ' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: ' secreto 123 ' });
    flow.actor.send({ type: 'ACCOUNT.BLUR', field: 'password' });
    expect(flow.context().account).toMatchObject({ email: '  ana@correo.mx ', password: ' secreto 123 ' });
    flow.actor.send({ type: 'ACCOUNT.BLUR', field: 'email' });
    expect(flow.context().account).toMatchObject({ email: 'ana@correo.mx', password: ' secreto 123 ' });
  });

  it('checks the trimmed e-mail; a valid submit shows no error while checking', async () => {
    const flow = start();
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: ' ana@correo.mx ' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '5512345678' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'secreto123' });
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    expect(flow.view()).toMatchObject({ screen: 'account', checking: true, errors: {} });
    await flow.settle();
    expect(flow.checked).toEqual([{ email: 'ana@correo.mx', phoneNumber: '5512345678' }]);
    expect(flow.context().isAccountAvailable).toBe(true);
  });

  it('a taken e-mail or phone: the spec text, and the personal data stay closed to Forward', async () => {
    const flow = start({ available: false });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'ana@correo.mx' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '5512345678' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'secreto123' });
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    await flow.settle();
    expect(flow.alerts).toEqual([CONTACT_TAKEN]);
    expect(flow.context().isAccountAvailable).toBe(false);
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/datos-personales' });
    expect(flow.view().screen).toBe('account');
  });

  it('Forward to the personal data only after the check, and only to that route', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/verificar' });
    expect(flow.view().screen).toBe('personalData');
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    expect(flow.view().screen).toBe('account');
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/actualizar-correo' });
    expect(flow.view().screen).toBe('account');
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/datos-personales' });
    expect(flow.view().screen).toBe('personalData');
    // A changed account must be checked again.
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'otra@correo.mx' });
    expect(flow.context().isAccountAvailable).toBeNull();
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/datos-personales' });
    expect(flow.view().screen).toBe('account');
  });

  it('a reload on the personal data asks for the password again (never saved), unflagged until the person acts', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.actor.send({ type: 'RESUME' });
    // Spec §5: the account step's checks run on submit; nothing was typed yet, so nothing is flagged.
    expect(flow.view()).toMatchObject({
      screen: 'account',
      values: { email: 'ana@correo.mx', phoneNumber: '5512345678', password: '' },
    });
    expect(flow.view()).toHaveProperty('errors', {});
    expect(flow.context().isAccountAvailable).toBeNull();
    // Pressing 'Continuar' with the password still empty says so.
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    expect(flow.view()).toMatchObject({ screen: 'account', errors: { password: REQUIRED } });
  });
});

describe("personal data, 'Con CURP' (spec §5 'CURP search')", () => {
  it('upper-cases the CURP, checks it once touched, trims it on blur', async () => {
    const flow = start();
    await toPersonalData(flow);
    expect(flow.view()).toMatchObject({ mode: 'curp', stage: 'search', errors: {} });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'logf90' });
    expect(flow.view()).toMatchObject({ values: { curp: 'LOGF90' }, errors: { curp: CURP_TOO_SHORT } });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'logf900514mjcprr0x' });
    expect(flow.view()).toMatchObject({ errors: { curp: INVALID } });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: '' });
    expect(flow.view()).toMatchObject({ errors: { curp: REQUIRED } });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: ' logf900514mjcprr02 ' });
    expect(flow.view()).toMatchObject({ errors: {} });
    flow.actor.send({ type: 'PERSONAL.BLUR', field: 'curp' });
    expect(flow.context().personal.curp).toBe(MARIA_CURP);
  });

  it("'Buscar CURP' with an empty CURP shows its error; a valid one searches it, upper-cased", async () => {
    const flow = start({ lookup: async () => MARIA });
    await toPersonalData(flow);
    flow.actor.send({ type: 'CURP.SEARCH' });
    expect(flow.view()).toMatchObject({ stage: 'search', errors: { curp: REQUIRED } });
    expect(flow.context().touched).toMatchObject({ curp: true });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'logf900514mjcprr02' });
    flow.actor.send({ type: 'CURP.SEARCH' });
    expect(flow.view()).toMatchObject({ stage: 'searching', busy: true, errors: {} });
    await flow.settle();
    expect(flow.lookedUp).toEqual([{ curp: MARIA_CURP }]);
    expect(flow.view()).toMatchObject({
      stage: 'found',
      errors: {},
      values: {
        curp: MARIA_CURP,
        name: 'MARIA FERNANDA',
        firstSurname: 'LOPEZ',
        secondSurname: 'GARCIA',
        sex: 'M',
        stateOfBirth: 'JALISCO',
        birthDay: '14',
        birthMonth: '05',
        birthYear: '1990',
      },
    });
    expect(flow.context().curpResponse).toEqual(MARIA);
    expect(flow.context().touched).toEqual({});
  });

  it('a mode request for the mode already shown changes nothing', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'curp' });
    expect(flow.view()).toMatchObject({ mode: 'curp', stage: 'search' });
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
    expect(flow.view()).toMatchObject({ mode: 'manual', stage: 'manual' });
  });

  it('after a lookup: editing another field keeps the found data; editing the CURP searches again', async () => {
    const flow = start({ lookup: async () => MARIA });
    await toPersonalData(flow);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: MARIA.curp });
    flow.actor.send({ type: 'CURP.SEARCH' });
    await flow.settle();
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'name', value: '' });
    expect(flow.view()).toMatchObject({ stage: 'found', errors: { name: REQUIRED } });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'name', value: ' MARIA ' });
    flow.actor.send({ type: 'PERSONAL.BLUR', field: 'name' });
    expect(flow.view()).toMatchObject({ stage: 'found', values: { name: 'MARIA' }, errors: {} });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'logf900514mjcprr0' });
    expect(flow.view()).toMatchObject({
      stage: 'search',
      values: { curp: 'LOGF900514MJCPRR0', name: '', firstSurname: '', stateOfBirth: '' },
      errors: { curp: CURP_TOO_SHORT },
    });
    expect(flow.context().curpResponse).toBeNull();
    expect(flow.context().touched).toEqual({ curp: true });
  });

  it('terms: ticking and unticking; unticked shows the spec text; submit shows every error', async () => {
    const flow = start({ lookup: async () => MARIA });
    await toPersonalData(flow);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: MARIA.curp });
    flow.actor.send({ type: 'CURP.SEARCH' });
    await flow.settle();
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    expect(flow.view()).toMatchObject({ values: { termsAndConditions: true }, errors: {} });
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: false });
    expect(flow.view()).toMatchObject({
      values: { termsAndConditions: false },
      errors: { termsAndConditions: ACCEPT_TERMS },
    });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'firstSurname', value: '' });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    expect(flow.view()).toMatchObject({
      stage: 'found',
      creating: false,
      errors: { termsAndConditions: ACCEPT_TERMS, firstSurname: REQUIRED },
    });
    expect(flow.created).toEqual([]);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'firstSurname', value: 'LOPEZ' });
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    expect(flow.view()).toMatchObject({
      mode: 'curp',
      stage: 'found',
      creating: true,
      busy: true,
      errors: {},
    });
    await flow.settle();
    expect(flow.created).toHaveLength(1);
  });

  // A lookup's 409 and other failures (their texts, the search kept): the model's oracle (signup.model.ts).
});

describe("personal data, 'Sin CURP' (spec §5 'Personal data')", () => {
  it('switching shows only the errors of fields already touched; submit shows all of them', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'X' });
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
    expect(flow.view()).toMatchObject({ stage: 'manual', errors: { curp: CURP_TOO_SHORT } });
    expect(Object.keys((flow.view() as { errors: object }).errors)).toEqual(['curp']);
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    expect(flow.view()).toMatchObject({
      errors: {
        name: REQUIRED,
        firstSurname: REQUIRED,
        secondSurname: REQUIRED,
        stateOfBirth: REQUIRED,
        termsAndConditions: ACCEPT_TERMS,
      },
    });
    // Every field now counts as touched: a change elsewhere keeps all their errors in view.
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'name', value: 'Ana' });
    expect(flow.view()).toMatchObject({
      errors: {
        firstSurname: REQUIRED,
        secondSurname: REQUIRED,
        stateOfBirth: REQUIRED,
        dateOfBirth: REQUIRED,
        curp: CURP_TOO_SHORT,
        taxpayerId: REQUIRED,
        termsAndConditions: ACCEPT_TERMS,
      },
    });
    // Back to 'Con CURP': only the CURP search's own error.
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'curp' });
    expect(flow.view()).toMatchObject({ stage: 'search', errors: { curp: CURP_TOO_SHORT } });
    expect(Object.keys((flow.view() as { errors: object }).errors)).toEqual(['curp']);
  });

  it('generates CURP and RFC from the identity; a CURP typed by hand stays as typed', async () => {
    const flow = start();
    await toPersonalData(flow);
    fillManual(flow);
    const generated = flow.context().personal.curp;
    expect(generated).toMatch(/^TOMA950717MYN/);
    expect(flow.context().personal.taxpayerId).toMatch(/^TOMA950717/);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'toma950717myntnn01' });
    expect(flow.context().personal.curp).toBe('TOMA950717MYNTNN01');
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'taxpayerId', value: 'toma950717ab1' });
    expect(flow.context().personal).toMatchObject({
      curp: 'TOMA950717MYNTNN01',
      taxpayerId: 'TOMA950717AB1',
    });
  });

  it("'No tengo segundo apellido' regenerates the CURP with X and touches the field", async () => {
    const flow = start();
    await toPersonalData(flow);
    fillManual(
      flow,
      IDENTITY.filter(([field]) => field !== 'secondSurname'),
    );
    expect(flow.context().personal.curp).toBe('');
    flow.actor.send({ type: 'SECOND_SURNAME.NONE', none: true });
    expect(flow.context().personal).toMatchObject({ noSecondSurname: true });
    expect(flow.context().personal.curp).toMatch(/^TOXA950717MYN/);
    expect(flow.context().touched).toMatchObject({ secondSurname: true });
    flow.actor.send({ type: 'SECOND_SURNAME.NONE', none: false });
    expect(flow.view()).toMatchObject({ errors: { secondSurname: REQUIRED } });
  });

  it('trims a text field on blur and marks it touched; a non-text field is left as it is', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'name', value: '  Ana  ' });
    flow.actor.send({ type: 'PERSONAL.BLUR', field: 'name' });
    expect(flow.context().personal.name).toBe('Ana');
    flow.actor.send({ type: 'PERSONAL.BLUR', field: 'firstSurname' });
    expect(flow.view()).toMatchObject({ errors: { firstSurname: REQUIRED } });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'stateOfBirth', value: ' YUCATAN' });
    flow.actor.send({ type: 'PERSONAL.BLUR', field: 'stateOfBirth' });
    expect(flow.context().personal.stateOfBirth).toBe(' YUCATAN');
    for (const field of ['secondSurname', 'taxpayerId'] as const) {
      flow.actor.send({ type: 'PERSONAL.CHANGE', field, value: ' ABC ' });
      flow.actor.send({ type: 'PERSONAL.BLUR', field });
      expect(flow.context().personal[field]).toBe('ABC');
    }
  });

  it('sends POST /clients the trimmed, upper-cased values; a man is H', async () => {
    const flow = start();
    await toPersonalData(flow);
    fillManual(flow, [
      ['name', ' Juan '],
      ['firstSurname', ' Pérez '],
      ['secondSurname', ' López '],
      ['sex', 'H'],
      ['birthDay', '03'],
      ['birthMonth', '11'],
      ['birthYear', '1988'],
      ['stateOfBirth', 'JALISCO'],
    ]);
    const { curp, taxpayerId } = flow.context().personal;
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: ` ${curp.toLowerCase()} ` });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'taxpayerId', value: ` ${taxpayerId.toLowerCase()} ` });
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    await flow.settle();
    expect(flow.created).toHaveLength(1);
    expect(flow.created[0]).toMatchObject({
      name: 'Juan',
      firstSurname: 'Pérez',
      secondSurname: 'López',
      sex: 'H',
      curp,
      dateOfBirth: '1988-11-03T00:00:00.000Z',
      termsAndConditions: true,
    });
    expect(flow.created[0]?.taxpayerId).toBe(taxpayerId);
    expect(taxpayerId).toMatch(/^PELJ881103/);
  });

  // POST /clients' 409 contact, 409 personal data and other failures, each its spec text, the personal data kept:
  // the model's oracle (signup.model.ts).
  it('a failed POST /clients keeps the manual form and the password typed', async () => {
    const flow = start({ create: async () => Promise.reject(httpError(500)) });
    await toPersonalData(flow);
    fillManual(flow);
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ screen: 'personalData', stage: 'manual', creating: false });
    expect(flow.alerts).toEqual([CREATE_FAILED]);
    expect(flow.context().account.password).toBe('secreto123');
  });

  it('once created, the password leaves memory', async () => {
    const flow = start();
    await toVerification(flow);
    expect(flow.context().account).toMatchObject({ email: 'ana@correo.mx', password: '' });
  });
});
