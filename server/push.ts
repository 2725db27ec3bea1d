/**
 * Push notifications: subscriptions are stored; messages are sent with web-push only when VAPID keys are
 * configured (otherwise sending is a logged no-op).
 *
 * Sending is fire and forget: `sendToClient` hands the message over and returns at once, so nothing a caller
 * answers (status, time taken, text) depends on how a push service answered; failures are logged (status code
 * only), never returned. Only endpoints of the browsers' push services are ever contacted (`pushEndpointProblem`
 * of the contract): a stored row that fails the check (one stored before the check existed) is deleted, not
 * contacted. A push service that answers 404 or 410 (the browser dropped the subscription) gets the row deleted.
 */
import { parse as legacyParse } from 'node:url';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { pushEndpointProblem } from '../src/api/contract/push.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { pushSubscriptions } from './db/schema.ts';
import type { Logger } from './log.ts';

export interface PushNotification {
  readonly title: string;
  readonly body: string;
  readonly url?: string;
}

export interface Push {
  readonly enabled: boolean;
  /**
   * Queues the notification for every subscription of the client that names a push service and returns how many
   * were queued, without waiting for any push service. Gone subscriptions are removed when the service says so.
   */
  sendToClient(clientId: string, notification: PushNotification): Promise<number>;
}

/** The push service must answer within this time; a slower one counts as a failure (logged). */
export const PUSH_TIMEOUT_MS = 10_000;

/** What web-push's `sendNotification` needs (injected by tests, which must never reach a real push service). */
export type PushSender = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  options: { TTL: number; timeout: number },
) => Promise<unknown>;

export interface PushOptions {
  readonly send?: PushSender;
  /** Called with every send started (tests wait on them; production ignores them). */
  readonly onSend?: (sending: Promise<void>) => void;
}

/**
 * True when the endpoint passes the allow-list and web-push's own URL reader (the legacy `url.parse`) finds the
 * same host and port as the WHATWG parser that checked it, so no spelling can make the two disagree.
 */
export function isSendableEndpoint(endpoint: string): boolean {
  if (pushEndpointProblem(endpoint) !== null) return false;
  const checked = new URL(endpoint);
  const used = legacyParse(endpoint);
  return used.hostname === checked.hostname && (used.port ?? '') === checked.port;
}

export function createPush(db: Db, config: Config, log: Logger, options: PushOptions = {}): Push {
  const vapid = config.vapid;
  if (!vapid) return { enabled: false, sendToClient: async () => 0 };
  webpush.setVapidDetails(vapid.subject, vapid.publicKey, vapid.privateKey);
  const send: PushSender = options.send ?? ((s, payload, o) => webpush.sendNotification(s, payload, o));

  async function deliver(id: string, subscription: Parameters<PushSender>[0], payload: string) {
    try {
      await send(subscription, payload, { TTL: 3600, timeout: PUSH_TIMEOUT_MS });
    } catch (e) {
      const status = (e as { statusCode?: unknown }).statusCode;
      const code = typeof status === 'number' ? status : null;
      if (code === 404 || code === 410) {
        await db
          .delete(pushSubscriptions)
          .where(eq(pushSubscriptions.id, id))
          .catch(() => undefined);
      }
      log.warn('push failed', { status: code });
    }
  }

  return {
    enabled: true,
    async sendToClient(clientId, notification) {
      const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.clientId, clientId));
      const payload = JSON.stringify(notification);
      let queued = 0;
      for (const s of subs) {
        if (!isSendableEndpoint(s.endpoint)) {
          log.warn('push subscription not sent: not a browser push service (deleted)');
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
          continue;
        }
        const endpoint = new URL(s.endpoint).href;
        const sending = deliver(s.id, { endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload);
        options.onSend?.(sending);
        queued++;
      }
      return queued;
    },
  };
}
