/**
 * The sandbox's mail and SMS "provider": every message is stored in the `outbox` table, where QA reads it
 * (`GET /api/__sandbox/outbox?to=`, page `/__sandbox`). No message leaves the machine.
 */
import { desc, eq } from 'drizzle-orm';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import { outbox as outboxTable } from './db/schema.ts';
import type { Logger } from './log.ts';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  readonly channel: Channel;
  /** E-mail address or 10-digit phone number. */
  readonly to: string;
  /** What it is: `activation-code`, `promoter-nip`, `password-reset`, `signing-pin`... */
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
  readonly code?: string;
  readonly link?: string;
}

export interface OutboxEntry extends OutgoingMessage {
  readonly createdAt: string;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
  /** Messages to one recipient, newest first (at most `limit`). */
  list(to: string, limit?: number): Promise<OutboxEntry[]>;
  /** The latest messages of everyone, newest first (sandbox page). */
  recent(limit?: number): Promise<OutboxEntry[]>;
}

export function normalizeRecipient(to: string): string {
  const t = to.trim();
  return t.includes('@') ? t.toLowerCase() : t.replace(/\D/g, '').slice(-10);
}

export function createOutbox(db: Db, clock: Clock, log: Logger): Outbox {
  const toEntry = (r: typeof outboxTable.$inferSelect): OutboxEntry => ({
    channel: r.channel as Channel,
    to: r.to,
    kind: r.kind,
    subject: r.subject,
    body: r.body,
    ...(r.code ? { code: r.code } : {}),
    ...(r.link ? { link: r.link } : {}),
    createdAt: r.createdAt.toISOString(),
  });
  return {
    async send(m) {
      await db.insert(outboxTable).values({
        channel: m.channel,
        to: normalizeRecipient(m.to),
        kind: m.kind,
        subject: m.subject,
        body: m.body,
        code: m.code ?? null,
        link: m.link ?? null,
        createdAt: clock.now(),
      });
      log.info('message queued', { channel: m.channel, kind: m.kind });
    },
    async list(to, limit = 50) {
      const rows = await db
        .select()
        .from(outboxTable)
        .where(eq(outboxTable.to, normalizeRecipient(to)))
        .orderBy(desc(outboxTable.id))
        .limit(limit);
      return rows.map(toEntry);
    },
    async recent(limit = 50) {
      const rows = await db.select().from(outboxTable).orderBy(desc(outboxTable.id)).limit(limit);
      return rows.map(toEntry);
    },
  };
}
