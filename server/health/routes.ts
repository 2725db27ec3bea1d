/**
 * Health of an instance, for load balancers and orchestrators (outside `/api`, no authentication, nothing
 * personal): `GET /healthz` — the process lives and answers; `GET /readyz` — it can serve: the database answers
 * and has every migration this build ships. 503 with the reason otherwise, so a load balancer sends no traffic
 * to an instance whose database is gone or behind (a rolling deploy whose migrations have not run yet). While the
 * database is away (a restart) `/readyz` says 503 `DATABASE_UNREACHABLE` and the instance keeps running: the next
 * probe after the database answers again says ready (server/db/client.ts keeps the pool alive through it).
 */

import type { Hono } from 'hono';
import type { Deps } from '../context.ts';
import type { AppEnv } from '../http/env.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/errors.ts';
import { latestShippedMigration, readiness } from './service.ts';

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
    if (r.ready) return c.json({ status: 'ready' });
    // The database away (a restart): ready again as soon as it answers; the balancer probes again meanwhile.
    if (r.reason === 'DATABASE_UNREACHABLE') c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json({ status: 'unavailable', reason: r.reason, message: r.message }, 503);
  });
}
