/**
 * Issue 9 point 4: token life. The sign-up (ephemeral) token dies at activation; a password change revokes every
 * token issued before it, even in the same second (per-account token version, `ver` claim); a promoter token
 * is refused once the promoter is disabled or removed. (An ephemeral token on `GET /clients/me`:
 * accounts.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import type { Clock } from '../../../server/clock.ts';
import { promoterAccess, promoters, stores } from '../../../server/db/schema.ts';
import { createDeps } from '../../../server/deps.ts';
import { encodeRequest, fileApi, lastMessage, type RequestOptions, readResponse } from '../helpers.ts';

type ErrorBody = { httpCode: number; code: string; message: string };

const api = fileApi();

/** The same database behind an app whose clock stands still: every step happens in the same second. */
function frozenApp() {
  let now = api.deps.clock.now().getTime();
  const clock: Clock = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    offsetMs: () => 0,
  };
  const app = createApp(createDeps(api.db, api.deps.config, { clock, log: api.deps.log }));
  return async <T>(method: string, path: string, opts: RequestOptions = {}) =>
    readResponse<T>(await app.request(path, { method, ...encodeRequest(opts) }));
}

describe('client tokens', () => {
  it('the sign-up token stops working once the account is activated', async () => {
    const c = await api.createClient({ activated: false });
    expect(
      (await api.request('POST', '/api/clients/resend-activation-code', { token: c.token })).status,
    ).toBe(200);
    const code = (await lastMessage(api, c.email)).code!;
    const activated = await api.request<{ token: string }>('POST', '/api/clients/activate', {
      token: c.token,
      body: { activationCode: code },
    });
    expect(activated.status).toBe(200);
    api.deps.clock.advance(61_000);
    for (const [method, path, body] of [
      ['POST', '/api/clients/resend-activation-code', undefined],
      ['POST', '/api/clients/email', { email: 'otro.correo@example.com' }],
      ['POST', '/api/clients/activate', { activationCode: '0000' }],
    ] as const) {
      const res = await api.request<ErrorBody>(method, path, { token: c.token, body });
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
    expect((await api.request('GET', '/api/clients/me', { token: activated.body.token })).status).toBe(200);
  });

  it('a password change revokes every earlier token, also one issued in the same second', async () => {
    const c = await api.createClient();
    const request = frozenApp();
    const before = await request<{ token: string }>('POST', '/api/clients/signin', {
      body: { email: c.email, password: c.password },
    });
    expect(before.status).toBe(200);
    expect(
      (await request('POST', '/api/clients/recover-password', { body: { email: c.email } })).status,
    ).toBe(200);
    const resetToken = new URL((await lastMessage(api, c.email)).link!).searchParams.get('token')!;
    // Issued on the same frozen clock as `before`: both tokens carry the same whole second.
    const reset = await request<{ token: string }>('PATCH', '/api/clients/password', {
      body: { token: resetToken, password: 'Nueva-Contraseña-9' },
    });
    expect(reset.status).toBe(200);
    const iat = (t: string) =>
      (JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString()) as { iat: number }).iat;
    // Same second: a comparison of whole seconds would keep the old token alive.
    expect(iat(before.body.token)).toBe(iat(reset.body.token));
    for (const old of [c.token, before.body.token]) {
      expect((await request('GET', '/api/clients/me', { token: old })).status).toBe(401);
    }
    expect((await request('GET', '/api/clients/me', { token: reset.body.token })).status).toBe(200);
    // A new sign-in gets the new version too.
    const after = await request<{ token: string }>('POST', '/api/clients/signin', {
      body: { email: c.email, password: 'Nueva-Contraseña-9' },
    });
    expect((await request('GET', '/api/clients/me', { token: after.body.token })).status).toBe(200);
  });
});

describe('promoter tokens', () => {
  async function newPromoter(): Promise<string> {
    const store = (await api.db.select({ id: stores.id }).from(stores).limit(1))[0]!;
    const id = randomUUID();
    await api.db.insert(promoters).values({
      id,
      name: 'PAULA',
      firstSurname: 'PRUEBA',
      secondSurname: 'BAJA',
      email: `promotora.${id.slice(0, 8)}@example.com`,
      phoneNumber: `56${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      storeId: store.id,
    });
    return id;
  }

  it('is refused while the promoter is disabled, and again once the promoter is removed', async () => {
    const id = await newPromoter();
    const token = await api.deps.tokens.issue('business', id);
    expect((await api.request('GET', '/api/promoters/me', { token })).status).toBe(200);
    await api.db.insert(promoterAccess).values({ promoterId: id, disabledAt: new Date() });
    const disabled = await api.request<ErrorBody>('GET', '/api/promoters/me', { token });
    expect([disabled.status, disabled.body.code]).toEqual([401, 'UNAUTHORIZED']);
    await api.db.update(promoterAccess).set({ disabledAt: null }).where(eq(promoterAccess.promoterId, id));
    expect((await api.request('GET', '/api/promoters/me', { token })).status).toBe(200);
    await api.db.delete(promoters).where(eq(promoters.id, id));
    expect((await api.request('GET', '/api/promoters/me', { token })).status).toBe(401);
    expect(
      (await api.request('GET', '/api/clients/is-registered?phoneNumber=5512345678', { token })).status,
    ).toBe(401);
  });
});
