/** SQL of the analytics collector: store a batch of flow events, read them back (sandbox download, atlas). */
import { asc, count, lt } from 'drizzle-orm';
import type { FlowEvent } from '../../src/api/contract/analytics.ts';
import type { Db } from '../db/client.ts';
import { analyticsEvents } from './schema.ts';

export async function insertEvents(db: Db, events: readonly FlowEvent[], receivedAt: Date): Promise<number> {
  if (events.length === 0) return 0;
  await db.insert(analyticsEvents).values(
    events.map((e) => ({
      receivedAt,
      session: e.session,
      appVersion: e.app,
      flow: e.flow,
      run: e.run,
      seq: e.seq,
      fromState: e.from,
      toState: e.to,
      busy: e.busy,
      eventType: e.type,
      route: e.route,
      ms: e.ms,
      outcome: e.outcome ?? null,
    })),
  );
  return events.length;
}

/** Every stored event, oldest session first, in each session's order (at most `limit`). */
export async function storedEvents(db: Db, limit: number): Promise<FlowEvent[]> {
  const rows = await db
    .select()
    .from(analyticsEvents)
    .orderBy(asc(analyticsEvents.session), asc(analyticsEvents.seq), asc(analyticsEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    session: r.session,
    app: r.appVersion,
    flow: r.flow,
    run: r.run,
    seq: r.seq,
    from: r.fromState,
    to: r.toState,
    busy: r.busy,
    type: r.eventType,
    route: r.route,
    ms: r.ms,
    ...(r.outcome === null ? {} : { outcome: r.outcome }),
  }));
}

export async function countEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(analyticsEvents);
  return row?.n ?? 0;
}

/** Deletes the events received before `cutoff`; how many. */
export async function deleteEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.receivedAt, cutoff))
    .returning({ id: analyticsEvents.id });
  return rows.length;
}
