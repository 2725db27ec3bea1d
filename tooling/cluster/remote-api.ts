/**
 * The integration suite's `TestApi` (tests/integration/helpers.ts) over HTTP, through the cluster's load balancer:
 * the probes of tests/integration/ (and their harness, tests/integration/lending/harness.ts) run unchanged against
 * several instances. Test clients are inserted straight into the cluster's PostgreSQL, as the suite inserts them,
 * with tokens signed with the cluster's shared JWT_SECRET; every call goes through the balancer, and the instance
 * that answered each one (HAProxy's `X-Served-By`) is counted.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { hashPassword } from '../../server/auth/passwords.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import { systemClock } from '../../server/clock.ts';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { clientSettings, clients, credentials, promoters } from '../../server/db/schema.ts';
import {
  type RequestOptions,
  TEST_PASSWORD,
  type TestApi,
  type TestClient,
  type TestResponse,
  uniqueContact,
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
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (cluster.sandboxKey && path.includes('__sandbox')) headers['x-sandbox-key'] = cluster.sandboxKey;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const served = res.headers.get('x-served-by');
    if (served) servedBy.set(served, (servedBy.get(served) ?? 0) + 1);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  };

  /** Moves the local clock (that signs tokens) as far as the cluster's sandbox clock was moved. */
  const syncClock = async () => {
    const res = await requestTo<{ offsetMs: number }>(cluster.url, 'GET', '/api/__sandbox/clock');
    const behind = (res.body?.offsetMs ?? 0) - clock.offsetMs();
    if (behind > 0) clock.advance(behind);
  };

  let passwordHash: string | undefined;
  const createClient = async (opts: { activated?: boolean; password?: string } = {}): Promise<TestClient> => {
    const id = randomUUID();
    const { email, phoneNumber } = uniqueContact();
    const password = opts.password ?? TEST_PASSWORD;
    if (password === TEST_PASSWORD) passwordHash ??= await hashPassword(TEST_PASSWORD);
    const hash = password === TEST_PASSWORD && passwordHash ? passwordHash : await hashPassword(password);
    const settingsId = randomUUID();
    const activated = opts.activated ?? true;
    // On the cluster's (sandbox) time: tokens and rows as if the cluster had made them.
    await syncClock();
    const now = clock.now();
    await db.insert(clients).values({
      id,
      email,
      phoneNumber,
      name: 'ANA',
      firstSurname: 'PRUEBA',
      secondSurname: 'TEST',
      referralCode: randomBytes(5).toString('hex').toUpperCase(),
      identificationNumber: String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)),
      activatedAt: activated ? now : null,
      createdAt: now,
    });
    await db
      .insert(credentials)
      .values({ clientId: id, passwordHash: hash, passwordChangedAt: new Date(now.getTime() - 60_000) });
    await db.insert(clientSettings).values({ id: settingsId, clientId: id });
    const token = await tokens.issue(activated ? 'client' : 'client-ephemeral', id);
    return { id, email, phoneNumber, password, token, settingsId };
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
