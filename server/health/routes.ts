/**
 * Health of an instance, for load balancers and orchestrators (outside `/api`, no authentication, nothing
 * personal): `GET /healthz` — the process lives and answers; `GET /readyz` — it can serve: the database answers
 * and has every migration this build ships. 503 with the reason otherwise, so a load balancer sends no traffic
 * to an instance whose database is gone or behind (a rolling deploy whose migrations have not run yet).
 */

import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Hono } from 'hono';
import type { Deps } from '../context.ts';
import { MIGRATIONS_FOLDER } from '../db/client.ts';
import type { AppEnv } from '../http/env.ts';
import { newestAppliedMigration } from './queries.ts';

export type ReadyReason = 'DATABASE_UNREACHABLE' | 'MIGRATIONS_BEHIND';

export interface Readiness {
  readonly ready: boolean;
  readonly reason?: ReadyReason;
  readonly message?: string;
}

/** The `when` of the newest migration this build ships (its journal). */
export function latestShippedMigration(folder: string = MIGRATIONS_FOLDER): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis));
}

/** Ready when the database answers and its newest applied migration is the newest shipped (or newer). */
export async function readiness(db: Deps['db'], shipped: number): Promise<Readiness> {
  let applied: number | null;
  try {
    applied = await newestAppliedMigration(db);
  } catch {
    return { ready: false, reason: 'DATABASE_UNREACHABLE', message: 'The database does not answer.' };
  }
  if (applied === null || applied < shipped) {
    return {
      ready: false,
      reason: 'MIGRATIONS_BEHIND',
      message: 'The database lacks migrations this version ships: run the migrations.',
    };
  }
  return { ready: true };
}

export function registerHealthRoutes(
  app: Hono<AppEnv>,
  deps: Pick<Deps, 'db'>,
  shipped = latestShippedMigration(),
) {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const r = await readiness(deps.db, shipped);
    return r.ready
      ? c.json({ status: 'ready' })
      : c.json({ status: 'unavailable', reason: r.reason, message: r.message }, 503);
  });
}
