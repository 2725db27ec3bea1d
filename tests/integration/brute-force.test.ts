/**
 * Brute force, with every counter in the database (it survives a restart and is shared by every process):
 * - the 4-digit activation code: a code locks after 5 wrong tries (then even the right code is refused), a new code
 *   needs the 60 s resend wait, at most 10 codes a rolling hour are issued, and at most 20 attempts a day per account
 *   are checked at all (429 `ACTIVATION_ATTEMPTS_EXCEEDED` with the wait in Spanish) — 0.2 % of the codes a day;
 * - sign-in: 10 failures per e-mail and 50 per source address in 15 minutes, not flushed by failures on other
 *   e-mails, not forgotten on restart.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { oneTimeCodes } from '../../server/db/schema.ts';
import { createDeps } from '../../server/deps.ts';
import {
  encodeRequest,
  fileApi,
  lastMessage,
  readResponse,
  signupBody,
  TEST_PASSWORD,
  uniqueContact,
} from './helpers.ts';

const api = fileApi();

/** A new sign-up (POST /clients), fresh contact data and identity: its e-mail and client-ephemeral token. */
async function signUp() {
  const body = signupBody();
  const res = await api.request<{ token: string }>('POST', '/api/clients', { body });
  expect(res.status).toBe(201);
  return { email: body.email, token: res.body.token };
}

type ErrorBody = { httpCode: number; code: string; message: string };
const activate = (token: string, activationCode: string) =>
  api.request<ErrorBody>('POST', '/api/clients/activate', { token, body: { activationCode } });
const resend = (token: string) => api.request('POST', '/api/clients/resend-activation-code', { token });

/** The same database and clock behind a new app and new services: what a restart of the process sees. */
function restarted() {
  const deps = createDeps(api.db, api.deps.config, { clock: api.deps.clock, log: api.deps.log });
  return createApp(deps);
}

type App = ReturnType<typeof createApp>;

/** A sign-in from a given source address (the socket's peer, as @hono/node-server gives it). */
async function signinFrom(app: App, remoteAddress: string, email: string, password: string) {
  const body = JSON.stringify({ email, password });
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
  const res = await app.request('/api/clients/signin', init, { incoming: { socket: { remoteAddress } } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as ErrorBody };
}

describe('activation code brute force', () => {
  it('a guessing script gets at most 20 codes checked in a day, then a Spanish message with the wait', async () => {
    const { email, token } = await signUp();
    let guess = 0;
    let checkedGuesses = 0;
    let exceeded: { status: number; body: ErrorBody; headers: Headers } | undefined;
    // The script runs for 6 simulated hours: 5 guesses per code, then a new code as soon as allowed.
    for (let minute = 0; minute < 6 * 60; minute += 2) {
      const real = (await lastMessage(api, email)).code!;
      for (let i = 0; i < 6; i++) {
        // Never the real code by construction: we measure how many guesses get checked at all.
        let candidate = String(guess++ % 10_000).padStart(4, '0');
        if (candidate === real) candidate = String(guess++ % 10_000).padStart(4, '0');
        const res = await activate(token, candidate);
        expect([422, 429]).toContain(res.status);
        if (res.status === 422 && res.body.code === 'WRONG_ACTIVATION_CODE') checkedGuesses++;
        if (res.body.code === 'ACTIVATION_ATTEMPTS_EXCEEDED') exceeded ??= res;
      }
      api.deps.clock.advance(2 * 60_000);
      await resend(token);
    }
    expect(checkedGuesses).toBeLessThanOrEqual(20);
    expect(checkedGuesses).toBeGreaterThanOrEqual(15);
    expect(exceeded?.status).toBe(429);
    // The wait is shown: about 18 hours are left of the day that started with the first guess.
    expect(exceeded?.body.message).toMatch(
      /^Superaste el número de intentos permitidos por hoy\. Vuelve a intentarlo en 2[34] horas( y \d+ minutos?)?\.$/,
    );
    expect(Number(exceeded?.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // Even the right code is refused for the rest of the day, also after a restart of the server.
    const real = (await lastMessage(api, email)).code!;
    const init = { method: 'POST', ...encodeRequest({ token, body: { activationCode: real } }) };
    const res = await readResponse<ErrorBody>(await restarted().request('/api/clients/activate', init));
    expect([res.status, res.body.code]).toEqual([429, 'ACTIVATION_ATTEMPTS_EXCEEDED']);
    expect(res.body.message).toMatch(/Vuelve a intentarlo en 1[78] horas/);
    // After the day, the legitimate owner signs in again (the sign-up token expired), gets a fresh code and activates.
    api.deps.clock.advance(24 * 3600_000);
    const session = await api.request<{ token: string }>('POST', '/api/clients/signin', {
      body: { email, password: TEST_PASSWORD },
    });
    const again = session.body.token;
    expect((await resend(again)).status).toBe(200);
    expect((await activate(again, (await lastMessage(api, email)).code!)).status).toBe(200);
  });

  it('locks a code after 5 wrong tries and issues at most 10 codes a rolling hour', async () => {
    const { email, token } = await signUp();
    const real = (await lastMessage(api, email)).code!;
    const wrong = real === '0000' ? '0001' : '0000';
    for (let i = 0; i < 5; i++) {
      expect((await activate(token, wrong)).body.code).toBe('WRONG_ACTIVATION_CODE');
    }
    expect((await activate(token, real)).body.code).toBe('ACTIVATION_CODE_LOCKED');
    expect((await resend(token)).status).toBe(429);
    let issued = 1;
    for (let i = 0; i < 12; i++) {
      api.deps.clock.advance(61_000);
      if ((await resend(token)).status === 200) issued++;
    }
    expect(issued).toBe(10);
  });

  it('changing the e-mail does not reset the hourly cap of codes', async () => {
    const { token } = await signUp();
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const body = { email: uniqueContact().email };
      const res = await api.request('POST', '/api/clients/email', { token, body });
      if (res.status === 429) refused++;
      else expect(res.status).toBe(200);
    }
    // 1 code at sign-up + 9 by e-mail changes = 10 in the hour; the other 3 changes are refused.
    expect(refused).toBe(3);
  });

  it('keeps codes as a keyed hash: neither the table nor a hash of the 10,000 codes gives the code away', async () => {
    const { email, token } = await signUp();
    const code = (await lastMessage(api, email)).code!;
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
    const mine = and(eq(oneTimeCodes.kind, 'activation'), eq(oneTimeCodes.subject, sub));
    const row = (await api.db.select().from(oneTimeCodes).where(mine))[0]!;
    const table = new Map<string, string>();
    for (let n = 0; n < 10_000; n++) {
      const candidate = String(n).padStart(4, '0');
      table.set(createHash('sha256').update(candidate).digest('hex'), candidate);
    }
    expect(table.get(row.secretHash)).toBeUndefined();
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    // The live code a promoter may read is kept encrypted, not in clear.
    expect(row.code).not.toBe(code);
    expect(row.code ?? '').not.toContain(code);
    expect(await api.deps.codes.current('activation', sub)).toMatchObject({ code });
  });
});

describe('sign-in brute force', () => {
  it('counts failures per e-mail in the database: a restart does not forget them', async () => {
    const c = await api.createClient();
    const app = restarted();
    for (let i = 0; i < 10; i++) {
      expect((await signinFrom(app, '10.1.0.1', c.email, `wrong-${i}xx`)).status).toBe(401);
    }
    // A new process on the same database: still locked, with the wait in the message.
    const locked = await signinFrom(restarted(), '10.1.0.2', c.email, c.password);
    expect([locked.status, locked.body.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect(locked.body.message).toMatch(/^Demasiados intentos, vuelve a intentarlo en 1[45] minutos\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(13 * 60);
    api.deps.clock.advance(16 * 60_000);
    expect((await signinFrom(restarted(), '10.1.0.2', c.email, c.password)).status).toBe(200);
  });

  it('failures on many other e-mails do not unlock an account', async () => {
    const victim = await api.createClient();
    const app = restarted();
    for (let i = 0; i < 10; i++) {
      expect((await signinFrom(app, '10.2.0.1', victim.email, `wrong-${i}xx`)).status).toBe(401);
    }
    // Many failures on other e-mails, from many addresses.
    for (let i = 0; i < 60; i++) {
      await signinFrom(app, `10.3.0.${i}`, uniqueContact().email, 'wrong-password');
    }
    expect((await signinFrom(app, '10.4.0.1', victim.email, victim.password)).status).toBe(429);
  });

  it('counts failures per source address across e-mails (50 in 15 minutes)', async () => {
    const owner = await api.createClient();
    const app = restarted();
    for (let i = 0; i < 50; i++) {
      expect((await signinFrom(app, '10.5.0.1', uniqueContact().email, 'wrong-password')).status).toBe(401);
    }
    // The 51st attempt from that address is refused before any password is checked, even for a real account.
    const blocked = await signinFrom(app, '10.5.0.1', owner.email, owner.password);
    expect([blocked.status, blocked.body.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    // Another address is not affected; a success there does not unlock the first one.
    expect((await signinFrom(app, '10.5.0.2', owner.email, owner.password)).status).toBe(200);
    expect((await signinFrom(app, '10.5.0.1', owner.email, owner.password)).status).toBe(429);
  });
});
