/** Push subscriptions of a client: one per browser endpoint, at most `MAX_PUSH_SUBSCRIPTIONS` (the oldest goes). */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../context.ts';
import { MAX_PUSH_SUBSCRIPTIONS } from './messages.ts';
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
    async subscribe(clientId: string, { endpoint, keys }: NewSubscription) {
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

    async list(clientId: string) {
      return { pushSubscriptions: (await queries.listPushSubscriptions(db, clientId)).map(toDto) };
    },
  };
}
