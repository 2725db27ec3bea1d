/** Web push: store a browser subscription for the client and list the client's subscriptions. */
import * as z from 'zod/mini';
import { id, isoDateTime } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** `PushSubscription.toJSON()` of the browser. */
export const pushSubscriptionJson = z.object({
  endpoint: z.url({ protocol: /^https$/ }),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1), z.maxLength(200)),
    auth: z.string().check(z.minLength(1), z.maxLength(100)),
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
  errors: { 403: 'Not your client id' },
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
