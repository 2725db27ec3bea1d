/**
 * Issue 22 point 3: push subscriptions made the server connect where a client said (SSRF). Only the browsers' push
 * services are stored (allow-list of hosts, https on 443, no credentials in the URL), every field has a length cap,
 * a test push never connects anywhere else, and nothing the client sees depends on how a push service answered.
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushSubscriptions } from '../../../server/db/schema.ts';
import { createPush, type PushSender } from '../../../server/push.ts';
import { MAX_PUSH_ENDPOINT_LENGTH } from '../../../src/api/contract/push.ts';
import { fileApi, PUSH_KEYS, type TestClient } from '../helpers.ts';

type ErrorBody = { httpCode: number; code: string; message: string };

const { p256dh: P256DH, auth: AUTH } = PUSH_KEYS;
const FCM = 'https://fcm.googleapis.com/fcm/send/';
const NOT_ALLOWED = {
  httpCode: 422,
  code: 'PUSH_ENDPOINT_NOT_ALLOWED',
  message:
    'Solo aceptamos suscripciones del servicio de notificaciones de tu navegador (Chrome, Firefox, Safari o Edge).',
};

const api = fileApi();

const subscription = (endpoint: string, keys: { p256dh?: string; auth?: string } = {}) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: P256DH, auth: AUTH, ...keys },
});

/** Subscribes `c` (the caller: `c` by default). */
const subscribe = (c: TestClient, body: unknown, caller: TestClient = c) =>
  api.request<ErrorBody & { id: string; endpoint: string }>(
    'POST',
    `/api/push-notifications/clients/${c.id}/subscription`,
    { token: caller.token, body },
  );
const list = (c: TestClient, caller: TestClient = c) =>
  api.request<{ pushSubscriptions: Array<{ endpoint: string }> }>(
    'GET',
    `/api/push-notifications/clients/${c.id}/subscriptions`,
    { token: caller.token },
  );
const listed = async (c: TestClient) => (await list(c)).body.pushSubscriptions.map((s) => s.endpoint);
/** Subscribes `c` to `endpoint` with `keys` (valid keys by default). */
const subscribeTo = (c: TestClient, endpoint: string, keys: { p256dh?: string; auth?: string } = {}) =>
  subscribe(c, { subscription: subscription(endpoint, keys) });

/** A raw TCP listener on 127.0.0.1 that counts every connection (TLS or not) and closes it at once. */
async function localListener() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('push subscriptions', () => {
  it("stores the caller's subscriptions (once per endpoint) and lists them; another client id is 403", async () => {
    const c = await api.createClient();
    const other = await api.createClient();
    const created = await subscribeTo(c, `${FCM}1`);
    expect(created.status).toBe(201);
    const again = await subscribeTo(c, `${FCM}1`);
    expect([again.status, again.body.id]).toEqual([200, created.body.id]);
    expect((await subscribeTo(c, `${FCM}2`)).status).toBe(201);
    expect(await listed(c)).toEqual([`${FCM}1`, `${FCM}2`]);
    expect((await list(c)).text).not.toContain('p256dh');
    expect((await list(c, other)).status).toBe(403);
    expect((await subscribe(c, { subscription: subscription(`${FCM}3`) }, other)).status).toBe(403);
    expect((await subscribeTo(c, 'http://fcm.googleapis.com/fcm/send/4')).status).toBe(400);
  });

  it("accepts the four browsers' push services (Chrome, Firefox, Safari, Edge), 443 written or not", async () => {
    const c = await api.createClient();
    const endpoints = [
      `${FCM}dGVzdA:APA91bH`,
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh',
      'https://web.push.apple.com/QGx4dW1lbnRz',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD%2fcpadDTvEh8X9HC3FxsIW2KLC',
    ];
    for (const endpoint of endpoints) expect((await subscribeTo(c, endpoint)).status).toBe(201);
    // The default port written out is the same endpoint (stored as the URL parser writes it).
    const explicit = await subscribeTo(c, 'https://fcm.googleapis.com:443/fcm/send/5');
    expect([explicit.status, explicit.body.endpoint]).toEqual([201, `${FCM}5`]);
    expect(await listed(c)).toEqual([...endpoints, `${FCM}5`]);
  });

  it('refuses every endpoint that is not a browser push service with a Spanish 422, and stores nothing', async () => {
    const c = await api.createClient();
    const hostile = [
      // The audit's endpoints.
      'https://127.0.0.1:8443/push',
      'https://localhost/push',
      'https://localhost:8443/push',
      'https://[::1]/push',
      'https://[::1]:8443/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/push',
      // Other spellings of the same places.
      'https://0x7f.1/push',
      'https://2130706433/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://localhost./push',
      'https://metadata.google.internal/computeMetadata/v1/',
      // An allowed host on another port, with credentials, or as a look-alike.
      'https://fcm.googleapis.com:8443/fcm/send/1',
      'https://fcm.googleapis.com:80/fcm/send/1',
      'https://user:secreto@fcm.googleapis.com/fcm/send/1',
      'https://user@fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com./fcm/send/1',
      'https://fcm.googleapis.com.evil.example/fcm/send/1',
      'https://evil.example/https://fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com%2f@127.0.0.1/fcm/send/1',
      'https://googleapis.com/fcm/send/1',
      'https://push.apple.com/x',
      'https://evilpush.apple.com/x',
      'https://notify.windows.com/w/?token=x',
      'https://notify.windows.com.evil.example/w/?token=x',
      'https://push.services.mozilla.com/wpush/v2/x',
    ];
    const accepted: string[] = [];
    for (const endpoint of hostile) {
      const res = await subscribeTo(c, endpoint);
      if (res.status !== 422) accepted.push(`${endpoint}: ${res.status}`);
      else expect(res.body).toEqual(NOT_ALLOWED);
    }
    expect(accepted).toEqual([]);
    expect(await listed(c)).toEqual([]);
  });

  it('caps every field: endpoint, both keys (their base64url lengths) and the user agent', async () => {
    const c = await api.createClient();
    const atCap = `${FCM}${'a'.repeat(MAX_PUSH_ENDPOINT_LENGTH - FCM.length)}`;
    const invalid = (field: string) => ({
      httpCode: 400,
      code: 'VALIDATION_ERROR',
      message: `El dato ingresado no es válido: ${field}`,
    });
    // The audit's 60 KB URL, and one character over the cap.
    for (const endpoint of [`${FCM}${'a'.repeat(60_000)}`, `${atCap}a`]) {
      expect((await subscribeTo(c, endpoint)).body).toEqual(invalid('subscription.endpoint'));
    }
    expect((await subscribeTo(c, atCap)).status).toBe(201);
    // Stored as the URL parser writes it, which must fit too: 1,000 'é' become 6,000 characters of %C3%A9.
    expect((await subscribeTo(c, `${FCM}${'é'.repeat(1000)}`)).body).toEqual(NOT_ALLOWED);
    // p256dh: a 65-byte key is 87 base64url characters (88 with its padding); auth: 16 bytes, 22 (24).
    const keyCases: Array<[{ p256dh?: string; auth?: string }, number]> = [
      [{ p256dh: P256DH.slice(0, 86) }, 400],
      [{ p256dh: `${P256DH}A` }, 400],
      [{ p256dh: `${P256DH}=` }, 201],
      [{ p256dh: `${P256DH.slice(0, 86)}+` }, 400],
      [{ p256dh: `${P256DH.slice(0, 86)}/` }, 400],
      [{ auth: AUTH.slice(0, 21) }, 400],
      [{ auth: `${AUTH}A` }, 400],
      [{ auth: `${AUTH}==` }, 201],
      [{ auth: `${AUTH}=` }, 400],
      [{ p256dh: 'a'.repeat(10_000) }, 400],
    ];
    let n = 0;
    for (const [keys, status] of keyCases) {
      const res = await subscribeTo(c, `${FCM}keys-${n++}`, keys);
      expect(res.status, JSON.stringify(keys).slice(0, 60)).toBe(status);
      if (status === 400) expect(res.body).toEqual(invalid(`subscription.keys.${Object.keys(keys)[0]}`));
    }
    const agent = (userAgent: string) => subscribe(c, { subscription: subscription(`${FCM}ua`), userAgent });
    expect((await agent('a'.repeat(300))).status).toBe(201);
    expect((await agent('a'.repeat(301))).body).toEqual(invalid('userAgent'));
    const expiring = (expirationTime: number) =>
      subscribe(c, { subscription: { ...subscription(`${FCM}exp`), expirationTime } });
    for (const expirationTime of [-1, 8.64e15 + 1, 1e20]) {
      const res = await expiring(expirationTime);
      expect(res.body, String(expirationTime)).toEqual(invalid('subscription.expirationTime'));
    }
    expect((await expiring(1_767_225_600_000)).status).toBe(201);
  });
});

describe('sending (a test push, a payment)', () => {
  const vapid = webpush.generateVAPIDKeys();
  const config = () => ({
    ...api.deps.config,
    vapid: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:qa@example.com' },
  });
  const withPush = async <T>(push: ReturnType<typeof createPush>, run: () => Promise<T>): Promise<T> => {
    const real = api.deps.push;
    (api.deps as { push: typeof real }).push = push;
    try {
      return await run();
    } finally {
      (api.deps as { push: typeof real }).push = real;
    }
  };

  it('a test push never connects to a local listener, even for a row stored before the check', async () => {
    const listener = await localListener();
    try {
      const c = await api.createClient();
      for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]']) {
        expect((await subscribeTo(c, `https://${host}:${listener.port}/push`)).body).toEqual(NOT_ALLOWED);
      }
      // Rows written before the allow-list existed (straight into the table).
      await api.db.insert(pushSubscriptions).values(
        ['127.0.0.1', 'localhost'].map((host, i) => ({
          id: `00000000-0000-4000-8000-00000000000${i}`,
          clientId: c.id,
          endpoint: `https://${host}:${listener.port}/push`,
          p256dh: P256DH,
          auth: AUTH,
        })),
      );
      // The real sender (web-push): only the allow-list stands between it and the listener.
      const sent = await withPush(createPush(api.db, config(), api.deps.log), () =>
        api.request('POST', `/api/__sandbox/push/${c.id}`, { body: { title: 'Hola' } }),
      );
      expect(sent.body).toEqual({ enabled: true, queued: 0 });
      expect(listener.connections()).toBe(0);
      // The rows the check refuses are deleted: no later notification goes near them either.
      const left = await api.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.clientId, c.id));
      expect(left).toEqual([]);
    } finally {
      await listener.close();
    }
  });

  it('answers the same, at once, whatever the push service does: failures are logged, never returned', async () => {
    const c = await api.createClient();
    expect((await subscribeTo(c, `${FCM}fire-and-forget`)).status).toBe(201);
    const outcomes: Array<(sender: { resolve: () => void; reject: (e: unknown) => void }) => void> = [
      ({ resolve }) => resolve(),
      ({ reject }) => reject(Object.assign(new Error('detalle interno 10.0.0.7'), { statusCode: 500 })),
      ({ reject }) => reject(new Error('connect ETIMEDOUT 10.0.0.7:443')),
      ({ reject }) => reject(Object.assign(new Error('Gone'), { statusCode: 410 })),
    ];
    const answers: unknown[] = [];
    for (const settle of outcomes) {
      let pending: { resolve: () => void; reject: (e: unknown) => void } | undefined;
      const sends: Promise<void>[] = [];
      const send: PushSender = () =>
        new Promise<void>((resolve, reject) => {
          pending = { resolve, reject };
        });
      const res = await withPush(
        createPush(api.db, config(), api.deps.log, { send, onSend: (p) => sends.push(p) }),
        () => api.request('POST', `/api/__sandbox/push/${c.id}`, { body: { title: 'Hola' } }),
      );
      // The answer came while the push service had not answered yet.
      expect(pending).toBeDefined();
      answers.push({ status: res.status, text: res.text });
      settle(pending!);
      await Promise.all(sends);
    }
    const queued = { status: 200, text: JSON.stringify({ enabled: true, queued: 1 }) };
    expect(answers).toEqual(Array(4).fill(queued));
    const failures = api.logs.filter((l) => l.includes('"push failed"'));
    expect(failures.map((l) => JSON.parse(l).status)).toEqual([500, null, 410]);
    expect(failures.join('\n')).not.toContain('10.0.0.7');
    // A push service that says the subscription is gone (410) gets it removed.
    expect(await listed(c)).toEqual([]);
  });
});
