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
import { MANUAL_ENTRY } from '../../fixtures/signup.ts';
import {
  ACCEPT_TERMS,
  account,
  CONTACT_TAKEN,
  CREATE_FAILED,
  CURP_TOO_SHORT,
  createManual,
  ev,
  fillManual,
  httpError,
  INVALID,
  initialContext,
  MARIA,
  NOW,
  personal,
  REQUIRED,
  route,
  search,
  start,
  toPersonalData,
  toVerification,
} from './signup.fields.harness.ts';

fakeTimersFrom(NOW);

const errorKeys = (view: unknown) => Object.keys((view as { errors: object }).errors);

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
    const given = { session: 'ephemeral', resendWaitSeconds: 5, applicationType: 'PERSONAL_LOAN' } as const;
    expect(initialContext({ ...given, referralCode: ' ROBERTO78 ', now: NOW } as SignupInput)).toMatchObject({
      ...given,
      referralCode: 'ROBERTO78',
    });
    expect(initialContext({ referralCode: '   ', now: NOW }).referralCode).toBeNull();
  });
});

describe('account step (spec §5)', () => {
  it('keeps what is typed; the phone as at most 10 digits; a change takes its own error away', () => {
    const flow = start();
    flow.send(ev('ACCOUNT.SUBMIT'));
    flow.sees({ screen: 'account', errors: { email: REQUIRED, phoneNumber: REQUIRED, password: REQUIRED } });
    flow.send(account('phoneNumber', '+52 (55) 1234-5678'));
    expect(flow.context().account.phoneNumber).toBe('5512345678');
    // Only the changed field's error goes; the others stay until their field changes.
    expect(errorKeys(flow.view()).sort()).toEqual(['email', 'password']);
    flow.sees({ errors: { email: REQUIRED, password: REQUIRED } });
    flow.send(account('email', ' ana@correo'));
    expect(flow.context().account.email).toBe(' ana@correo');
    flow.send(account('password', 'corta'), ev('ACCOUNT.SUBMIT'));
    flow.sees({
      screen: 'account',
      checking: false,
      errors: { email: INVALID, password: 'El campo debe tener al menos 8 caracteres' },
    });
    expect(flow.checked).toEqual([]);
  });

  it('trims the e-mail on blur, and only the e-mail (a password may hold spaces)', () => {
    const flow = start();
    flow.send(account('email', '  ana@correo.mx '), account('password', ' secreto 123 '));
    flow.send({ type: 'ACCOUNT.BLUR', field: 'password' });
    expect(flow.context().account).toMatchObject({ email: '  ana@correo.mx ', password: ' secreto 123 ' });
    flow.send({ type: 'ACCOUNT.BLUR', field: 'email' });
    expect(flow.context().account).toMatchObject({ email: 'ana@correo.mx', password: ' secreto 123 ' });
  });

  it('checks the trimmed e-mail; a valid submit shows no error while checking', async () => {
    const flow = start();
    flow.send(
      ev('ACCOUNT.SUBMIT'),
      account('email', ' ana@correo.mx '),
      account('phoneNumber', '5512345678'),
    );
    flow.send(account('password', 'secreto123'), ev('ACCOUNT.SUBMIT'));
    flow.sees({ screen: 'account', checking: true, errors: {} });
    await flow.settle();
    expect(flow.checked).toEqual([{ email: 'ana@correo.mx', phoneNumber: '5512345678' }]);
    expect(flow.context().isAccountAvailable).toBe(true);
  });

  it('a taken e-mail or phone: the spec text, and the personal data stay closed to Forward', async () => {
    const flow = start({ available: false });
    flow.send(account('email', 'ana@correo.mx'), account('phoneNumber', '5512345678'));
    flow.send(account('password', 'secreto123'), ev('ACCOUNT.SUBMIT'));
    await flow.settle();
    expect(flow.alerts).toEqual([CONTACT_TAKEN]);
    expect(flow.context().isAccountAvailable).toBe(false);
    flow.send(route('/crear-cuenta/datos-personales'));
    expect(flow.view().screen).toBe('account');
  });

  it('Forward to the personal data only after the check, and only to that route', async () => {
    const flow = start();
    await toPersonalData(flow);
    const screens = [
      ['/crear-cuenta/verificar', 'personalData'],
      ['/crear-cuenta', 'account'],
      ['/crear-cuenta/actualizar-correo', 'account'],
      ['/crear-cuenta/datos-personales', 'personalData'],
    ];
    for (const [to, screen] of screens) {
      flow.send(route(to!));
      expect(flow.view().screen, to).toBe(screen);
    }
    // A changed account must be checked again.
    flow.send(route('/crear-cuenta'), account('email', 'otra@correo.mx'));
    expect(flow.context().isAccountAvailable).toBeNull();
    flow.send(route('/crear-cuenta/datos-personales'));
    expect(flow.view().screen).toBe('account');
  });

  it('a reload on the personal data asks for the password again (never saved), unflagged until the person acts', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.send(ev('RESUME'));
    // Spec §5: the account step's checks run on submit; nothing was typed yet, so nothing is flagged.
    flow.sees({
      screen: 'account',
      values: { email: 'ana@correo.mx', phoneNumber: '5512345678', password: '' },
    });
    expect(flow.view()).toHaveProperty('errors', {});
    expect(flow.context().isAccountAvailable).toBeNull();
    // Pressing 'Continuar' with the password still empty says so.
    flow.send(ev('ACCOUNT.SUBMIT'));
    flow.sees({ screen: 'account', errors: { password: REQUIRED } });
  });
});

describe("personal data, 'Con CURP' (spec §5 'CURP search')", () => {
  it('upper-cases the CURP, checks it once touched, trims it on blur', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.sees({ mode: 'curp', stage: 'search', errors: {} });
    flow.send(personal('curp', 'logf90'));
    flow.sees({ values: { curp: 'LOGF90' }, errors: { curp: CURP_TOO_SHORT } });
    flow.send(personal('curp', 'logf900514mjcprr0x'));
    flow.sees({ errors: { curp: INVALID } });
    flow.send(personal('curp', ''));
    flow.sees({ errors: { curp: REQUIRED } });
    flow.send(personal('curp', ' logf900514mjcprr02 '));
    flow.sees({ errors: {} });
    flow.send({ type: 'PERSONAL.BLUR', field: 'curp' });
    expect(flow.context().personal.curp).toBe(MARIA_CURP);
  });

  it("'Buscar CURP' with an empty CURP shows its error; a valid one searches it, upper-cased", async () => {
    const flow = start({ lookup: async () => MARIA });
    await toPersonalData(flow);
    flow.send(ev('CURP.SEARCH'));
    flow.sees({ stage: 'search', errors: { curp: REQUIRED } });
    expect(flow.context().touched).toMatchObject({ curp: true });
    flow.send(personal('curp', 'logf900514mjcprr02'), ev('CURP.SEARCH'));
    flow.sees({ stage: 'searching', busy: true, errors: {} });
    await flow.settle();
    expect(flow.lookedUp).toEqual([{ curp: MARIA_CURP }]);
    const [name, firstSurname, secondSurname] = ['MARIA FERNANDA', 'LOPEZ', 'GARCIA'];
    const born = { sex: 'M', stateOfBirth: 'JALISCO', birthDay: '14', birthMonth: '05', birthYear: '1990' };
    flow.sees({
      stage: 'found',
      errors: {},
      values: { curp: MARIA_CURP, name, firstSurname, secondSurname, ...born },
    });
    expect(flow.context().curpResponse).toEqual(MARIA);
    expect(flow.context().touched).toEqual({});
  });

  it('a mode request for the mode already shown changes nothing', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.send({ type: 'MODE.CHANGE', mode: 'curp' });
    flow.sees({ mode: 'curp', stage: 'search' });
    flow.send({ type: 'MODE.CHANGE', mode: 'manual' }, { type: 'MODE.CHANGE', mode: 'manual' });
    flow.sees({ mode: 'manual', stage: 'manual' });
  });

  it('after a lookup: editing another field keeps the found data; editing the CURP searches again', async () => {
    const flow = start({ lookup: async () => MARIA });
    await toPersonalData(flow);
    await search(flow, MARIA.curp);
    flow.send(personal('name', ''));
    flow.sees({ stage: 'found', errors: { name: REQUIRED } });
    flow.send(personal('name', ' MARIA '), { type: 'PERSONAL.BLUR', field: 'name' });
    flow.sees({ stage: 'found', values: { name: 'MARIA' }, errors: {} });
    flow.send(personal('curp', 'logf900514mjcprr0'));
    flow.sees({
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
    await search(flow, MARIA.curp);
    flow.send({ type: 'TERMS.CHANGE', accepted: true });
    flow.sees({ values: { termsAndConditions: true }, errors: {} });
    flow.send({ type: 'TERMS.CHANGE', accepted: false });
    flow.sees({ values: { termsAndConditions: false }, errors: { termsAndConditions: ACCEPT_TERMS } });
    flow.send(personal('firstSurname', ''), ev('PERSONAL.SUBMIT'));
    flow.sees({
      stage: 'found',
      creating: false,
      errors: { termsAndConditions: ACCEPT_TERMS, firstSurname: REQUIRED },
    });
    expect(flow.created).toEqual([]);
    flow.send(
      personal('firstSurname', 'LOPEZ'),
      { type: 'TERMS.CHANGE', accepted: true },
      ev('PERSONAL.SUBMIT'),
    );
    flow.sees({ mode: 'curp', stage: 'found', creating: true, busy: true, errors: {} });
    await flow.settle();
    expect(flow.created).toHaveLength(1);
  });

  // A lookup's 409 and other failures (their texts, the search kept): the model's oracle (signup.model.ts).
});

describe("personal data, 'Sin CURP' (spec §5 'Personal data')", () => {
  it('switching shows only the errors of fields already touched; submit shows all of them', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.send(personal('curp', 'X'), { type: 'MODE.CHANGE', mode: 'manual' });
    flow.sees({ stage: 'manual', errors: { curp: CURP_TOO_SHORT } });
    expect(errorKeys(flow.view())).toEqual(['curp']);
    flow.send(ev('PERSONAL.SUBMIT'));
    const [name, firstSurname, secondSurname, stateOfBirth] = [REQUIRED, REQUIRED, REQUIRED, REQUIRED];
    const termsAndConditions = ACCEPT_TERMS;
    flow.sees({ errors: { name, firstSurname, secondSurname, stateOfBirth, termsAndConditions } });
    // Every field now counts as touched: a change elsewhere keeps all their errors in view.
    flow.send(personal('name', 'Ana'));
    const others = { dateOfBirth: REQUIRED, curp: CURP_TOO_SHORT, taxpayerId: REQUIRED };
    flow.sees({ errors: { firstSurname, secondSurname, stateOfBirth, ...others, termsAndConditions } });
    // Back to 'Con CURP': only the CURP search's own error.
    flow.send({ type: 'MODE.CHANGE', mode: 'curp' });
    flow.sees({ stage: 'search', errors: { curp: CURP_TOO_SHORT } });
    expect(errorKeys(flow.view())).toEqual(['curp']);
  });

  it('generates CURP and RFC from the identity; a CURP typed by hand stays as typed', async () => {
    const flow = start();
    await toPersonalData(flow);
    fillManual(flow);
    expect(flow.context().personal.curp).toMatch(/^TOMA950717MYN/);
    expect(flow.context().personal.taxpayerId).toMatch(/^TOMA950717/);
    flow.send(personal('curp', 'toma950717myntnn01'));
    expect(flow.context().personal.curp).toBe('TOMA950717MYNTNN01');
    flow.send(personal('taxpayerId', 'toma950717ab1'));
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
      MANUAL_ENTRY.filter(([field]) => field !== 'secondSurname'),
    );
    expect(flow.context().personal.curp).toBe('');
    flow.send({ type: 'SECOND_SURNAME.NONE', none: true });
    expect(flow.context().personal).toMatchObject({ noSecondSurname: true });
    expect(flow.context().personal.curp).toMatch(/^TOXA950717MYN/);
    expect(flow.context().touched).toMatchObject({ secondSurname: true });
    flow.send({ type: 'SECOND_SURNAME.NONE', none: false });
    flow.sees({ errors: { secondSurname: REQUIRED } });
  });

  it('trims a text field on blur and marks it touched; a non-text field is left as it is', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.send({ type: 'MODE.CHANGE', mode: 'manual' }, personal('name', '  Ana  '));
    flow.send({ type: 'PERSONAL.BLUR', field: 'name' });
    expect(flow.context().personal.name).toBe('Ana');
    flow.send({ type: 'PERSONAL.BLUR', field: 'firstSurname' });
    flow.sees({ errors: { firstSurname: REQUIRED } });
    flow.send(personal('stateOfBirth', ' YUCATAN'), { type: 'PERSONAL.BLUR', field: 'stateOfBirth' });
    expect(flow.context().personal.stateOfBirth).toBe(' YUCATAN');
    for (const field of ['secondSurname', 'taxpayerId'] as const) {
      flow.send(personal(field, ' ABC '), { type: 'PERSONAL.BLUR', field });
      expect(flow.context().personal[field]).toBe('ABC');
    }
  });

  it('sends POST /clients the trimmed, upper-cased values; a man is H', async () => {
    const flow = start();
    await toPersonalData(flow);
    const names = [
      ['name', ' Juan '],
      ['firstSurname', ' Pérez '],
      ['secondSurname', ' López '],
      ['sex', 'H'],
    ];
    const born = [
      ['birthDay', '03'],
      ['birthMonth', '11'],
      ['birthYear', '1988'],
      ['stateOfBirth', 'JALISCO'],
    ];
    fillManual(flow, [...names, ...born] as Array<[string, string]>);
    const { curp, taxpayerId } = flow.context().personal;
    flow.send(
      personal('curp', ` ${curp.toLowerCase()} `),
      personal('taxpayerId', ` ${taxpayerId.toLowerCase()} `),
    );
    flow.send({ type: 'TERMS.CHANGE', accepted: true }, ev('PERSONAL.SUBMIT'));
    await flow.settle();
    expect(flow.created).toHaveLength(1);
    const sent = { name: 'Juan', firstSurname: 'Pérez', secondSurname: 'López', sex: 'H', curp, taxpayerId };
    expect(flow.created[0]).toMatchObject({
      ...sent,
      dateOfBirth: '1988-11-03T00:00:00.000Z',
      termsAndConditions: true,
    });
    expect(taxpayerId).toMatch(/^PELJ881103/);
  });

  // POST /clients' 409 contact, 409 personal data and other failures, each its spec text, the personal data kept:
  // the model's oracle (signup.model.ts).
  it('a failed POST /clients keeps the manual form and the password typed', async () => {
    const flow = start({ create: async () => Promise.reject(httpError(500)) });
    await toPersonalData(flow);
    createManual(flow);
    await flow.settle();
    flow.sees({ screen: 'personalData', stage: 'manual', creating: false });
    expect(flow.alerts).toEqual([CREATE_FAILED]);
    expect(flow.context().account.password).toBe('secreto123');
  });

  it('once created, the password leaves memory', async () => {
    const flow = start();
    await toVerification(flow);
    expect(flow.context().account).toMatchObject({ email: 'ana@correo.mx', password: '' });
  });
});
