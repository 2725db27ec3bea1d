/**
 * Push subscriptions of a client: one per browser endpoint, at most `MAX_PUSH_SUBSCRIPTIONS` (the oldest goes).
 * Only endpoints of the browsers' push services are stored (`pushEndpointProblem` of the contract): the server
 * connects to a stored endpoint whenever it notifies the client, so any other host is a 422.
 */
import { randomUUID } from 'node:crypto';
import { pushEndpointProblem } from '../../src/api/contract/push.ts';
import type { Deps } from '../context.ts';
import { fail } from '../http/errors.ts';
import { MAX_PUSH_SUBSCRIPTIONS, MESSAGES } from './messages.ts';
import * as queries from './queries.ts';

export interface NewSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

const toDto = (s: queries.PushSubscriptionRow) => ({
  id: s.id,
  endpoint: s.endpoint,
  createdAt: s.createdAt.toISOString(),
});

export function createPushSubscriptionsService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return {
    /** Stores the subscription (`created`: false when the endpoint was already stored; its keys are renewed). */
    async subscribe(clientId: string, { endpoint: given, keys }: NewSubscription) {
      // Kept as the URL parser writes it (the text the sender reads back), which must pass the check as well.
      const endpoint = pushEndpointProblem(given) === null ? new URL(given).href : null;
      if (endpoint === null || pushEndpointProblem(endpoint) !== null) {
        throw fail(422, 'PUSH_ENDPOINT_NOT_ALLOWED', MESSAGES.pushEndpointNotAllowed);
      }
      const existing = await queries.listPushSubscriptions(db, clientId);
      const same = existing.find((s) => s.endpoint === endpoint);
      if (same) {
        const updated = await queries.updatePushKeys(db, same.id, { p256dh: keys.p256dh, auth: keys.auth });
        return { created: false, subscription: toDto(updated ?? same) };
      }
      if (existing.length >= MAX_PUSH_SUBSCRIPTIONS) {
        // Keep the newest subscriptions: the oldest browser registration is dropped (the list is oldest first).
        await queries.deletePushSubscription(db, existing[0]!.id);
      }
      const created = await queries.insertPushSubscription(db, {
        id: randomUUID(),
        clientId,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: clock.now(),
      });
      return { created: true, subscription: toDto(created) };
    },

    async subscriptions(clientId: string) {
      return { pushSubscriptions: (await queries.listPushSubscriptions(db, clientId)).map(toDto) };
    },
  };
}
