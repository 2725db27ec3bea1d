/** Web push: store a browser subscription for the client and list the client's subscriptions. */
import * as z from 'zod/mini';
import { id, isoDateTime } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Longest endpoint accepted. Real ones are 150–500 characters (Windows' are the longest, with a `?token=` that has
 * been seen over 400); 2,048 leaves room for that without letting a client store kilobytes.
 */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

/**
 * The push services of the browsers: the only hosts the server sends a notification to (RFC 8030 — the browser,
 * not the page, picks the service, so no subscription of a real browser names another host).
 * - Chrome, Chromium-based browsers on Android and desktop (Opera, Brave, Samsung Internet): Firebase Cloud
 *   Messaging, `fcm.googleapis.com`.
 * - Firefox: Mozilla autopush, `updates.push.services.mozilla.com` (and other hosts under
 *   `push.services.mozilla.com`).
 * - Safari on macOS and iOS/iPadOS 16.4+: Apple's service, `web.push.apple.com` (any host under `push.apple.com`).
 * - Edge: Windows Push Notification Services, `<region>.notify.windows.com` (e.g. `wns2-par02p.notify.windows.com`).
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'] as const;
/** Host suffixes of the browsers' push services (any host under them; never the bare suffix itself). */
export const PUSH_SERVICE_HOST_SUFFIXES = [
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

/** Why an endpoint is refused, or null when the server may send to it. */
export type PushEndpointProblem = 'not-a-url' | 'not-https' | 'credentials' | 'port' | 'host' | 'too-long';

/**
 * Checks an endpoint against the push-service allow-list: `https:` only, the default port (443, written or not),
 * no user name or password, a host of `PUSH_SERVICE_HOSTS` or under `PUSH_SERVICE_HOST_SUFFIXES` (names only:
 * an IP address, `localhost` or any other name is refused), at most `MAX_PUSH_ENDPOINT_LENGTH` characters.
 * The host is read by the WHATWG URL parser (lower-cased, IDNA, numeric forms such as `0x7f.1` turned into
 * addresses), so a trick spelling of a refused host is refused too.
 */
export function pushEndpointProblem(endpoint: string): PushEndpointProblem | null {
  if (endpoint.length > MAX_PUSH_ENDPOINT_LENGTH) return 'too-long';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not-a-url';
  }
  if (url.protocol !== 'https:') return 'not-https';
  if (url.username !== '' || url.password !== '') return 'credentials';
  // The WHATWG parser drops the scheme's default port: any port left is another one.
  if (url.port !== '') return 'port';
  const host = url.hostname;
  const allowed =
    (PUSH_SERVICE_HOSTS as readonly string[]).includes(host) ||
    PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
  return allowed ? null : 'host';
}

/** A base64url text (RFC 4648 §5) of `chars` characters, with or without its `=` padding. */
const base64url = (chars: number, padding: string) =>
  z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}(${padding})?$`)));

/**
 * `PushSubscription.toJSON()` of the browser. The keys are the browser's P-256 public key (65 bytes uncompressed:
 * 87 base64url characters) and its authentication secret (16 bytes: 22 characters). The endpoint is checked
 * against the push services by the server (`pushEndpointProblem`, 422); here only its form and length.
 */
export const pushSubscriptionJson = z.object({
  endpoint: z.url({ protocol: /^https$/ }).check(z.maxLength(MAX_PUSH_ENDPOINT_LENGTH)),
  /** Milliseconds since 1970 (a date the browser may drop the subscription), or null. Not stored. */
  expirationTime: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(8.64e15)))),
  keys: z.object({
    p256dh: base64url(87, '='),
    auth: base64url(22, '=='),
  }),
});

/** A stored subscription (the keys are never sent back). */
export const storedPushSubscription = z.object({
  id,
  endpoint: z.string(),
  createdAt: isoDateTime,
});
export type StoredPushSubscription = z.output<typeof storedPushSubscription>;

/** `:id` is the client's own id (profile id); another client's id answers 403. */
const clientParams = z.object({ id });

export const subscribe = defineEndpoint({
  id: 'push.subscribe',
  method: 'POST',
  path: '/push-notifications/clients/:id/subscription',
  params: clientParams,
  body: z.object({
    subscription: pushSubscriptionJson,
    userAgent: z.optional(z.string().check(z.maxLength(300))),
  }),
  response: storedPushSubscription,
  auth: ['client'],
  errors: {
    403: 'Not your client id',
    422: 'PUSH_ENDPOINT_NOT_ALLOWED: the endpoint is not a browser push service (pushEndpointProblem)',
  },
});

export const subscriptions = defineEndpoint({
  id: 'push.subscriptions',
  method: 'GET',
  path: '/push-notifications/clients/:id/subscriptions',
  params: clientParams,
  response: z.object({ pushSubscriptions: z.array(storedPushSubscription) }),
  auth: ['client'],
  errors: { 403: 'Not your client id' },
});

/** The `push` group of the contract (src/api/contract/index.ts): every endpoint by its name. */
export const pushApi = {
  subscribe,
  subscriptions,
} as const;
