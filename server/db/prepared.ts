/**
 * Hot reads as prepared statements: built (and, on PostgreSQL, parsed and planned) once per database instead of
 * on every request. The profile of `GET /api/clients/me` under load (docs/performance.md) spent most of its time
 * building drizzle queries and mapping their rows; a prepared query skips the building.
 *
 *   const byId = prepared((db) => db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare('t_by_id'));
 *   await byId(db).execute({ id });
 */
import { currentDb } from './ambient.ts';
import type { Db } from './client.ts';

/** Built once per connection pool, or per transaction inside an ambient one (server/db/ambient.ts). */
export function prepared<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const cache = new WeakMap<Db, Q>();
  return (given) => {
    const db = currentDb(given);
    let q = cache.get(db);
    if (!q) {
      q = build(db);
      cache.set(db, q);
    }
    return q;
  };
}
