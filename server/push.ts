/**
 * Push notifications: subscriptions are stored; messages are sent with web-push only when VAPID keys are
 * configured (otherwise sending is a logged no-op).
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
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
  /** Sends to every subscription of the client; returns how many were delivered. Gone subscriptions are removed. */
  sendToClient(clientId: string, notification: PushNotification): Promise<number>;
}

export function createPush(db: Db, config: Config, log: Logger): Push {
  const vapid = config.vapid;
  if (!vapid) return { enabled: false, sendToClient: async () => 0 };
  webpush.setVapidDetails(vapid.subject, vapid.publicKey, vapid.privateKey);
  return {
    enabled: true,
    async sendToClient(clientId, notification) {
      const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.clientId, clientId));
      let delivered = 0;
      for (const s of subs) {
        try {
          await webpush.sendNotification(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            JSON.stringify(notification),
            { TTL: 3600 },
          );
          delivered++;
        } catch (e) {
          const status = (e as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
          }
          log.warn('push failed', { status: status ?? null });
        }
      }
      return delivered;
    },
  };
}
