/** Push subscriptions of a client (`:id` must be the caller's own client id; another id answers 403). */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import * as api from '../../src/api/contract/push.ts';
import type { Deps } from '../context.ts';
import { pushSubscriptions } from '../db/schema.ts';
import type { Router } from '../http/env.ts';
import { errors } from '../http/errors.ts';
import { clientIdOf, createRouteBinder, type RouteContext, reply } from '../http/route.ts';

const MAX_SUBSCRIPTIONS = 20;

function ownClient(ctx: RouteContext, id: string): string {
  const me = clientIdOf(ctx);
  if (me !== id) throw errors.forbidden();
  return me;
}

export function registerPushRoutes(router: Router, deps: Deps): void {
  const route = createRouteBinder(router, deps);
  const { db } = deps;
  const toDto = (s: typeof pushSubscriptions.$inferSelect) => ({
    id: s.id,
    endpoint: s.endpoint,
    createdAt: s.createdAt.toISOString(),
  });

  route(api.subscribe, async (ctx, { params, body }) => {
    const clientId = ownClient(ctx, params.id);
    const { endpoint, keys } = body.subscription;
    const existing = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.clientId, clientId));
    const same = existing.find((s) => s.endpoint === endpoint);
    if (same) {
      const [updated] = await db
        .update(pushSubscriptions)
        .set({ p256dh: keys.p256dh, auth: keys.auth })
        .where(eq(pushSubscriptions.id, same.id))
        .returning();
      return toDto(updated ?? same);
    }
    if (existing.length >= MAX_SUBSCRIPTIONS) {
      // Keep the newest subscriptions: the oldest browser registration is dropped.
      const oldest = [...existing].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]!;
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, oldest.id));
    }
    const [created] = await db
      .insert(pushSubscriptions)
      .values({
        id: randomUUID(),
        clientId,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: deps.clock.now(),
      })
      .returning();
    return reply(201, toDto(created!));
  });

  route(api.subscriptions, async (ctx, { params }) => {
    const clientId = ownClient(ctx, params.id);
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.clientId, clientId))
      .orderBy(asc(pushSubscriptions.createdAt));
    return { pushSubscriptions: rows.map(toDto) };
  });
}
