/** Accounts: sign-up, activation, sign-in, password recovery, profile, addresses, CLABE, settings, referrals. */
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, clients, referrals } from '../../server/db/schema.ts';
import { generateCurp } from '../../src/domain/curp.ts';
import { generateRfc } from '../../src/domain/rfc.ts';
import { fileApi, lastMessage, signupBody, uniqueContact } from './helpers.ts';
import { ADDRESS, by } from './lending/harness.ts';

const api = fileApi();

const DAY_MS = 86_400_000;

type Token = { token: string };
type ErrorBody = { httpCode: number; code: string; message: string };

type Claims = { aud: string[]; sub: string };
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Claims;
const audOf = (token: string): string[] => claimsOf(token).aud;
const exists = (body: unknown) => api.request<ErrorBody>('POST', '/api/clients/exists', { body });
const activate = (token: string, activationCode?: string) =>
  api.request<Token & ErrorBody>('POST', '/api/clients/activate', { token, body: { activationCode } });

const create = (body: Record<string, unknown>) =>
  api.request<Token & ErrorBody>('POST', '/api/clients', { body });
async function signUp(overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const res = await create(body);
  expect(res.status).toBe(201);
  return { body, token: res.body.token };
}

describe('sign-up', () => {
  it('POST /clients/exists tells which of e-mail and phone are taken', async () => {
    const c = await api.createClient();
    const fresh = uniqueContact();
    const free = await exists(fresh);
    const available = { isAccountAvailable: true, emailTaken: false, phoneTaken: false };
    expect([free.status, free.body]).toEqual([200, available]);
    const taken = await exists({ email: c.email.toUpperCase(), phoneNumber: fresh.phoneNumber });
    expect(taken.body).toEqual({ isAccountAvailable: false, emailTaken: true, phoneTaken: false });
    const phone = await exists({ email: fresh.email, phoneNumber: c.phoneNumber });
    expect(phone.body).toEqual({ isAccountAvailable: false, emailTaken: false, phoneTaken: true });
    const bad = await exists({ email: 'x', phoneNumber: '12' });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('creates the account: ephemeral token, activation code e-mailed, then a client token', async () => {
    const { body, token } = await signUp();
    expect(audOf(token)).toEqual(['client-ephemeral']);
    const mail = await lastMessage(api, body.email);
    expect(mail).toMatchObject({ channel: 'email', kind: 'activation-code' });
    expect(mail.code).toMatch(/^\d{4}$/);
    expect(mail.body).toContain(mail.code);

    // A sign-up not yet verified has no profile to read (docs/api.md): 403.
    const me = await api.request<ErrorBody>('GET', '/api/clients/me', { token });
    expect([me.status, me.body.code]).toEqual([403, 'FORBIDDEN']);

    const activated = await activate(token, mail.code);
    expect(activated.status).toBe(200);
    expect(audOf(activated.body.token)).toEqual(['client']);
    const profile = await by(api, activated.body.token).get('/clients/me');
    expect(profile.body).toMatchObject({
      email: body.email,
      phoneNumber: body.phoneNumber,
      curp: body.curp,
      isSuspended: false,
      creditLimit: 0,
      interbankCode: null,
      settings: { transactionalNotifications: true, promotionalNotifications: false },
    });
    expect(profile.body.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(profile.body.activatedAt).toEqual(expect.any(String));
    expect(profile.body.name).toBe('LUCÍA');
    // The sign-up (ephemeral) token stops working at activation: security/token-life.test.ts.
  });

  it('refuses a used e-mail or phone (409) and the same personal data (409)', async () => {
    const existing = await api.createClient();
    const byEmail = await create(signupBody({ email: existing.email }));
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toEqual({
      httpCode: 409,
      code: 'EMAIL_OR_PHONE_TAKEN',
      message:
        'Has ingresado un correo electrónico y/o número de teléfono que ya está asociado a una cuenta.',
    });
    expect((await create(signupBody({ phoneNumber: existing.phoneNumber }))).status).toBe(409);
    const { body } = await signUp();
    const sameCurp = await create(
      signupBody({ curp: body.curp, dateOfBirth: body.dateOfBirth, taxpayerId: body.taxpayerId }),
    );
    expect(sameCurp.status).toBe(409);
    expect(sameCurp.body.message).toBe(
      'Una cuenta con los mismos datos personales ya se encuentra registrada',
    );
  });

  it('refuses non-Mexican applicants (422) and bad data (400); ages: the Mexico City test below', async () => {
    const foreign = await create(signupBody({ countryOfBirth: 'ESTADOS UNIDOS', stateOfBirth: 'NE' }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe(
      'Por el momento no podemos ofrecer nuestro servicio a personas que no tengan nacionalidad mexicana.',
    );
    const invalid = [{ termsAndConditions: false }, { password: 'corta' }, { curp: 'XYZ' }];
    for (const bad of [...invalid, { phoneNumber: '55 1234' }]) {
      const res = await create(signupBody(bad));
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it('a wrong code is 422 with the spec message; an expired code is 422; resend waits 60 s', async () => {
    const { body, token } = await signUp();
    const first = await lastMessage(api, body.email);
    const wrong = first.code === '0000' ? '1111' : '0000';
    const res = await activate(token, wrong);
    expect([res.status, res.body.message]).toEqual([422, 'Has ingresado un código incorrecto.']);

    const early = await api.request<ErrorBody>('POST', '/api/clients/resend-activation-code', { token });
    expect([early.status, early.body.code]).toEqual([429, 'RESEND_WAIT']);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);

    api.deps.clock.advance(61_000);
    const resent = await api.request('POST', '/api/clients/resend-activation-code', { token });
    expect(resent.status).toBe(200);
    const second = await lastMessage(api, body.email);
    expect(second.code).toMatch(/^\d{4}$/);
    // The old code no longer works (unless the new one happens to be equal).
    if (second.code !== first.code) expect((await activate(token, first.code)).status).toBe(422);
    api.deps.clock.advance(10 * 60_000 + 1000);
    const expired = await activate(token, second.code);
    expect([expired.status, expired.body.code]).toEqual([422, 'ACTIVATION_CODE_EXPIRED']);
  });

  it('POST /clients/email changes the e-mail and sends a new code there; a used e-mail is 409', async () => {
    const { token } = await signUp();
    const other = await api.createClient();
    expect((await by(api, token).post('/clients/email', { email: other.email })).status).toBe(409);
    const newEmail = uniqueContact().email;
    const res = await api.request('POST', '/api/clients/email', { token, body: { email: newEmail } });
    expect(res.status).toBe(200);
    const mail = await lastMessage(api, newEmail);
    const ok = await activate(token, mail.code);
    expect(ok.status).toBe(200);
    const me = await api.request<{ email: string }>('GET', '/api/clients/me', { token: ok.body.token });
    expect(me.body.email).toBe(newEmail);
  });

  it('a referral code links the new client to the referrer', async () => {
    const referrer = await api.createClient();
    const code = (await api.db.select().from(clients).where(eq(clients.id, referrer.id)))[0]!.referralCode;
    const { token } = await signUp({ referralCode: code.toLowerCase() });
    const rows = await api.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredId, claimsOf(token).sub));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.referrerId).toBe(referrer.id);
    expect(rows[0]!.bonusCentavos).toBe(20_000);
  });
});

const signIn = (email: string, password: string) =>
  api.request<Token & ErrorBody>('POST', '/api/clients/signin', { body: { email, password } });
const recover = (email: string) => by(api, undefined).post<ErrorBody>('/clients/recover-password', { email });
const resetPassword = (token: string, password: string) =>
  api.request<Token & ErrorBody>('PATCH', '/api/clients/password', { body: { token, password } });

describe('sign-in and password', () => {
  it('signs in with e-mail and password; wrong credentials are 401 with the spec message', async () => {
    const c = await api.createClient();
    const ok = await signIn(c.email.toUpperCase(), c.password);
    expect(ok.status).toBe(200);
    expect(audOf(ok.body.token)).toEqual(['client']);
    const bad = await signIn(c.email, 'nope-nope');
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Has ingresado un correo electrónico o contraseña incorrectos.');
    const unknown = await signIn(uniqueContact().email, 'whatever1');
    expect([unknown.status, unknown.body]).toEqual([401, bad.body]);
  });

  it('an unverified account signs in with an ephemeral token', async () => {
    const c = await api.createClient({ activated: false });
    expect(audOf((await signIn(c.email, c.password)).body.token)).toEqual(['client-ephemeral']);
  });

  // The lock after 10 failures for an e-mail, and its end 15 minutes on: brute-force.test.ts.
  it('recovers the password with a one-time link; old sessions end', async () => {
    const c = await api.createClient();
    const unknown = await recover(uniqueContact().email);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Has ingresado un correo electrónico no registrado');

    expect((await recover(c.email)).status).toBe(200);
    const mail = await lastMessage(api, c.email);
    expect(mail.kind).toBe('password-reset');
    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/olvide-contrasena/recuperar-contrasena');
    const resetToken = link.searchParams.get('token')!;
    expect(resetToken.length).toBeGreaterThan(30);

    expect((await recover(c.email)).status).toBe(429);

    api.deps.clock.advance(2000);
    const reset = await resetPassword(resetToken, 'Nueva-Contraseña-2');
    expect(reset.status).toBe(200);
    expect(audOf(reset.body.token)).toEqual(['client']);
    expect((await api.request('GET', '/api/clients/me', { token: reset.body.token })).status).toBe(200);
    // The session opened before the change is over.
    expect((await api.request('GET', '/api/clients/me', { token: c.token })).status).toBe(401);

    const reused = await resetPassword(resetToken, 'Otra-Contraseña-3');
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('No se pudo restablecer la contraseña, vuelva a intentarlo.');
    expect((await signIn(c.email, 'Nueva-Contraseña-2')).status).toBe(200);
  });

  it('a reset link expires after 10 minutes', async () => {
    const c = await api.createClient();
    await recover(c.email);
    const token = new URL((await lastMessage(api, c.email)).link!).searchParams.get('token')!;
    api.deps.clock.advance(10 * 60_000 + 1);
    expect((await resetPassword(token, 'Nueva-Contraseña-2')).status).toBe(401);
  });
});

describe('profile', () => {
  it('GET /clients/me answers the profile; unknown client 401; no token 401', async () => {
    const c = await api.createClient();
    const res = await by(api, c).get<{ id: string; settings: { id: string } }>('/clients/me');
    expect([res.status, res.body.id]).toEqual([200, c.id]);
    expect(res.body.settings.id).toBe(c.settingsId);
    expect((await api.request('GET', '/api/clients/me')).status).toBe(401);
    const ghost = await api.deps.tokens.issue('client', randomUUID());
    expect((await api.request('GET', '/api/clients/me', { token: ghost })).status).toBe(401);
  });

  it("GET /clients/addresses lists only the caller's addresses, rent in pesos", async () => {
    const c = await api.createClient();
    const other = await api.createClient();
    const { monthlyRent: _, ...place } = ADDRESS;
    const streets = { [c.id]: 'Av. Juárez', [other.id]: 'Calle Ajena' };
    for (const [clientId, streetName] of Object.entries(streets)) {
      const row = { ...place, id: randomUUID(), clientId, streetName, monthlyRentCentavos: 450_050 };
      await api.db.insert(addresses).values(row);
    }
    const res = await by(api, c).get<{ addresses: object[] }>('/clients/addresses');
    expect(res.status).toBe(200);
    expect(res.body.addresses).toHaveLength(1);
    const rented = { streetName: 'Av. Juárez', monthlyRent: 4500.5, addressType: 'RENTED' };
    expect(res.body.addresses[0]).toMatchObject(rented);
  });

  it('PATCH /clients/interbank-code validates the CLABE (422) and stores it', async () => {
    const c = await api.createClient();
    const save = (interbankCode: string) =>
      by(api, c).patch<ErrorBody>('/clients/interbank-code', { interbankCode });
    const bad = await save('002010077777777770');
    expect([bad.status, bad.body.code]).toEqual([422, 'INVALID_CLABE']);
    expect((await save('1234')).status).toBe(400);
    const good = await save('002010077777777771');
    const saved = { interbankCode: '002010077777777771', isInterbankCodeVerified: true };
    expect([good.status, good.body]).toEqual([200, saved]);
    const me = await api.request<{ interbankCode: string }>('GET', '/api/clients/me', { token: c.token });
    expect(me.body.interbankCode).toBe('002010077777777771');
  });

  it("settings toggles change only the caller's settings (another client's id is 404)", async () => {
    const c = await api.createClient();
    const other = await api.createClient();
    const toggle = (settingsId: string, which: string, value: unknown) =>
      by(api, c).patch(`/clients/me/settings/${settingsId}/${which}`, { value });
    const promo = await toggle(c.settingsId, 'promotional', true);
    expect(promo.status).toBe(200);
    const id = c.settingsId;
    expect(promo.body).toEqual({ id, transactionalNotifications: true, promotionalNotifications: true });
    const trans = await toggle(c.settingsId, 'transactional', false);
    expect(trans.body).toEqual({ id, transactionalNotifications: false, promotionalNotifications: true });
    expect((await toggle(other.settingsId, 'promotional', true)).status).toBe(404);
    type Settings = { settings: { promotionalNotifications: boolean } };
    const otherMe = await by(api, other).get<Settings>('/clients/me');
    expect(otherMe.body.settings.promotionalNotifications).toBe(false);
    expect((await toggle(c.settingsId, 'promotional', 'yes')).status).toBe(400);
  });
});

// Declared last: the Mexico City date tests move the shared clock forward.
describe('sign-up identity checks (the server does not trust the form)', () => {
  const invalid = (fields: string) => ({
    httpCode: 400,
    code: 'VALIDATION_ERROR',
    message: `El dato ingresado no es válido: ${fields}`,
  });
  const post = create;
  /** The same CURP with any other check digit. */
  const withOtherCheckDigit = (curp: string) =>
    `${curp.slice(0, 17)}${(Number(curp[17]) + 1 + randomInt(9)) % 10}`;

  it('refuses a CURP whose RENAPO check digit is wrong (400 curp)', async () => {
    const body = signupBody();
    const res = await post({ ...body, curp: withOtherCheckDigit(body.curp!) });
    expect([res.status, res.body]).toEqual([400, invalid('curp')]);
    expect((await post(body)).status).toBe(201);
  });

  it('refuses a CURP whose birth date, or century, disagrees with dateOfBirth (400 curp, dateOfBirth)', async () => {
    const body = signupBody({ dateOfBirth: '1988-03-10T00:00:00.000Z' });
    const nextDay = '1988-03-11T00:00:00.000Z';
    // The RFC follows the date sent, so only the CURP disagrees.
    const res = await post({
      ...body,
      dateOfBirth: nextDay,
      taxpayerId: generateRfc({ ...body, dateOfBirth: nextDay }),
    });
    expect([res.status, res.body]).toEqual([400, invalid('curp, dateOfBirth')]);
    // Same yymmdd, other century: position 17 (a digit before 2000, a letter from 2000) gives it away.
    const born2004 = signupBody({ dateOfBirth: '2004-03-10T00:00:00.000Z' });
    const curp1904 = generateCurp({ ...born2004, dateOfBirth: '1904-03-10' })!;
    expect(curp1904.slice(4, 10)).toBe(born2004.curp!.slice(4, 10));
    const century = await post({ ...born2004, curp: curp1904 });
    expect([century.status, century.body]).toEqual([400, invalid('curp, dateOfBirth')]);
    expect((await post(born2004)).status).toBe(201);
  });

  it('refuses a CURP whose sex letter disagrees with sex (400 curp, sex)', async () => {
    const body = signupBody({ sex: 'M' });
    expect(body.curp![10]).toBe('M');
    const res = await post({ ...body, sex: 'H' });
    expect([res.status, res.body]).toEqual([400, invalid('curp, sex')]);
  });

  it("refuses an RFC whose check character is wrong or whose date isn't the birth date (400 taxpayerId)", async () => {
    const body = signupBody();
    const rfc = body.taxpayerId!;
    const wrongCheck = `${rfc.slice(0, 12)}${rfc.endsWith('0') ? '1' : '0'}`;
    const res = await post({ ...body, taxpayerId: wrongCheck });
    expect([res.status, res.body]).toEqual([400, invalid('taxpayerId')]);
    const otherDate = generateRfc({ ...body, dateOfBirth: '1961-06-15' })!;
    const mismatch = await post({ ...body, taxpayerId: otherDate });
    expect([mismatch.status, mismatch.body]).toEqual([400, invalid('taxpayerId, dateOfBirth')]);
    expect((await post(body)).status).toBe(201);
  });

  it('counts ages on the Mexico City date: under 18 and 70 or older are refused (422)', async () => {
    // Move to the next 03:00 UTC: still 21:00 of the previous day in Mexico City (UTC-6).
    const now = api.deps.clock.now();
    let target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3);
    while (target <= now.getTime() || new Date(target).toISOString().slice(5, 10) === '02-29')
      target += DAY_MS;
    api.deps.clock.advance(target - now.getTime());
    const utcDay = new Date(target).toISOString().slice(0, 10);
    const yearsAgo = (n: number) => `${Number(utcDay.slice(0, 4)) - n}${utcDay.slice(4)}T00:00:00.000Z`;

    // 18 today in UTC, but the birthday is tomorrow in Mexico City.
    const turning18 = signupBody({ dateOfBirth: yearsAgo(18) });
    const minor = await post(turning18);
    expect(minor.status).toBe(422);
    expect(minor.body).toEqual({ httpCode: 422, code: 'UNDERAGE', message: 'Debes tener al menos 18 años' });
    const wellUnder = await post(signupBody({ dateOfBirth: yearsAgo(17) }));
    expect(wellUnder.body.message).toBe('Debes tener al menos 18 años');

    // 70 today in UTC, still 69 in Mexico City: accepted; 70 in Mexico City: refused.
    expect((await post(signupBody({ dateOfBirth: yearsAgo(70) }))).status).toBe(201);
    const seventy = await post(
      signupBody({
        dateOfBirth: `${new Date(Date.parse(yearsAgo(70)) - DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`,
      }),
    );
    expect(seventy.status).toBe(422);
    expect(seventy.body).toEqual({ httpCode: 422, code: 'OVERAGE', message: 'Debes ser menor de 70 años' });

    // Once the Mexico City date reaches the 18th birthday (04:00 there), the same person may sign up.
    api.deps.clock.advance(7 * 3_600_000);
    expect((await post(turning18)).status).toBe(201);
  });
});
