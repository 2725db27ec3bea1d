/**
 * The integration suite's `TestApi` (tests/integration/helpers.ts) over HTTP, through the cluster's load balancer:
 * the probes of tests/integration/ (and their harness, tests/integration/lending/harness.ts) run unchanged against
 * several instances. Test clients are inserted straight into the cluster's PostgreSQL, as the suite inserts them,
 * with tokens signed with the cluster's shared JWT_SECRET; every call goes through the balancer, and the instance
 * that answered each one (HAProxy's `X-Served-By`) is counted.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createTokens } from '../../server/auth/tokens.ts';
import { systemClock } from '../../server/clock.ts';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { promoters } from '../../server/db/schema.ts';
import {
  encodeRequest,
  insertClientRows,
  type RequestOptions,
  readResponse,
  type TestApi,
  type TestClient,
  type TestResponse,
} from '../../tests/integration/helpers.ts';
import type { Cluster } from './cluster.ts';

export interface RemoteApi extends TestApi {
  /** Answers per instance name (`X-Served-By`). */
  readonly servedBy: Map<string, number>;
  /** The same call, straight to one instance (bypassing the balancer). */
  requestTo<T = unknown>(
    url: string,
    method: string,
    path: string,
    opts?: RequestOptions,
  ): Promise<TestResponse<T>>;
}

export function remoteApi(cluster: Cluster): RemoteApi {
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  const clock = systemClock();
  const tokens = createTokens(cluster.jwtSecret, clock);
  const servedBy = new Map<string, number>();

  const requestTo = async <T>(
    base: string,
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<TestResponse<T>> => {
    const init = encodeRequest(opts);
    if (cluster.sandboxKey && path.includes('__sandbox')) init.headers['x-sandbox-key'] = cluster.sandboxKey;
    const res = await fetch(`${base}${path}`, { method, ...init });
    const served = res.headers.get('x-served-by');
    if (served) servedBy.set(served, (servedBy.get(served) ?? 0) + 1);
    return readResponse<T>(res);
  };

  /** Moves the local clock (that signs tokens) as far as the cluster's sandbox clock was moved. */
  const syncClock = async () => {
    const res = await requestTo<{ offsetMs: number }>(cluster.url, 'GET', '/api/__sandbox/clock');
    const behind = (res.body?.offsetMs ?? 0) - clock.offsetMs();
    if (behind > 0) clock.advance(behind);
  };

  const createClient = async (opts: { activated?: boolean; password?: string } = {}): Promise<TestClient> => {
    const activated = opts.activated ?? true;
    // On the cluster's (sandbox) time: tokens and rows as if the cluster had made them.
    await syncClock();
    const { id, ...rest } = await insertClientRows(db, { ...opts, now: clock.now(), changedAgoMs: 60_000 });
    const token = await tokens.issue(activated ? 'client' : 'client-ephemeral', id);
    return { id, ...rest, token };
  };

  const promoterId = async () => {
    const row = (await db.select({ id: promoters.id }).from(promoters).limit(1))[0];
    if (!row) throw new Error('No seeded promoter');
    return row.id;
  };

  const api = {
    db,
    kind: 'postgres',
    logs: [],
    servedBy,
    deps: { db, clock, tokens },
    request: <T>(method: string, path: string, opts?: RequestOptions) =>
      requestTo<T>(cluster.url, method, path, opts),
    requestTo,
    createClient,
    tokenFor: async (kind: string) => {
      if (kind !== 'business') return (await createClient({ activated: kind !== 'client-ephemeral' })).token;
      await syncClock();
      return tokens.issue('business', await promoterId());
    },
    promoterId,
    close: () => pool.end(),
  };
  return api as unknown as RemoteApi;
}
