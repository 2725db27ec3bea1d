/**
 * Integration-test harness: an app on a fresh in-memory PGlite (or, when DATABASE_URL is set, on a fresh
 * PostgreSQL database per test file), migrated and seeded, with a controllable clock and token makers.
 *
 *   const api = fileApi();                       // started before the file's tests, closed after them
 *   const res = await api.request('GET', '/api/clients/me', { token: await api.tokenFor('client') });
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { type Clock, systemClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import type { Deps } from '../../server/context.ts';
import { type Database, openPglite, openPostgres } from '../../server/db/client.ts';
import { clientSettings, clients, credentials, promoters } from '../../server/db/schema.ts';
import { seed } from '../../server/db/seed.ts';
import { createDeps } from '../../server/deps.ts';
import type { AppEnv } from '../../server/http/env.ts';
import { createLogger } from '../../server/log.ts';
import { type CurpData, generateCurp } from '../../src/domain/curp.ts';
import { generateRfc } from '../../src/domain/rfc.ts';
import { pgliteTemplate } from './pglite-template.ts';

export type TokenKind = 'client' | 'client-ephemeral' | 'business' | 'expired' | 'other-client';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as is (no JSON encoding). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestClient {
  id: string;
  email: string;
  phoneNumber: string;
  password: string;
  token: string;
  settingsId: string;
}

export interface TestApi {
  app: Hono<AppEnv>;
  deps: Deps;
  db: Deps['db'];
  kind: Database['kind'];
  /** The URL of this API's own database on PostgreSQL (`DATABASE_URL` runs); undefined on PGlite. */
  databaseUrl?: string;
  /** Lines the server logged (JSON), to check that no personal data is logged. */
  logs: string[];
  request<T = unknown>(method: string, path: string, opts?: RequestOptions): Promise<TestResponse<T>>;
  /** A client inserted directly (activated unless `activated: false`), with a token of its audience. */
  createClient(opts?: { activated?: boolean; password?: string }): Promise<TestClient>;
  tokenFor(kind: TokenKind): Promise<string>;
  /** The id of a seeded promoter (business token subject). */
  promoterId(): Promise<string>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'Contraseña-Segura-1';

const usedPhones = new Set<string>();
/** A fresh e-mail and 10-digit phone number (distinct within the test process). */
export function uniqueContact(): { email: string; phoneNumber: string } {
  let phoneNumber: string;
  do phoneNumber = `55${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  while (usedPhones.has(phoneNumber));
  usedPhones.add(phoneNumber);
  return { email: `prueba.${randomUUID().slice(0, 8)}@example.com`, phoneNumber };
}

const randomLetters = (n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[randomInt(26)]);

/**
 * A sign-up body (POST /clients) with fresh contact data and a genuine identity: the CURP and RFC are
 * generated from the name, sex, birth date and state (after the overrides), so a birth date override keeps
 * them consistent. The second surname and the birth date (1960–1999) are random: each sign-up has its CURP.
 */
export function signupBody(overrides: Record<string, unknown> = {}) {
  const { email, phoneNumber } = uniqueContact();
  const born = new Date(Date.UTC(1960, 0, 1) + randomInt(14_600) * 86_400_000).toISOString();
  const person = {
    name: 'Lucía',
    firstSurname: 'Ñúñez',
    secondSurname: `${randomLetters(1).join('')}${randomLetters(5).join('').toLowerCase()}`,
    sex: 'M' as const,
    stateOfBirth: 'JALISCO',
    countryOfBirth: 'MEXICO',
    dateOfBirth: `${born.slice(0, 10)}T00:00:00.000Z`,
    ...overrides,
  } as CurpData & { dateOfBirth: string };
  const identity = { curp: generateCurp(person), taxpayerId: generateRfc(person) };
  const rest = { password: TEST_PASSWORD, nationality: 'MEXICO', termsAndConditions: true };
  return { email, phoneNumber, ...rest, ...person, ...identity, ...overrides };
}

async function freshPostgres(
  adminUrl: string,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = `it_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The set-up every integration file shares: its API, started (by `start`, then `ready`) before the file's tests and
 * closed after them. The handle stands for the started API (`api.request(…)`, `api.db`…); read before the file's
 * `beforeAll` hooks ran, it throws. A file's own `beforeAll` hooks, registered after this call, run after it.
 */
export function fileApi<T extends TestApi = TestApi>(
  start: () => Promise<T> = () => startTestApi() as Promise<T>,
  ready?: (api: T) => Promise<unknown>,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    await ready?.(started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error(`the file's API is read before it started (${String(key)})`);
      const value = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

export async function startTestApi(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestApi> {
  const config = loadConfig({
    JWT_SECRET: 'integration-tests-secret-0123456789abcdef',
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    ...env,
  });
  const adminUrl = process.env.DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  let databaseUrl: string | undefined;
  if (adminUrl) ({ database, drop, url: databaseUrl } = await freshPostgres(adminUrl));
  else database = await openPglite(undefined, { template: pgliteTemplate() });
  await seed(database.db);
  const logs: string[] = [];
  const log = createLogger('info', (line) => logs.push(line));
  const clock = options.clock ?? systemClock();
  const deps = createDeps(database.db, config, { clock, log });
  const app = createApp(deps);
  const db = database.db;

  const request = async <T>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<TestResponse<T>> => {
    const res = await app.request(path, { method, ...encodeRequest(opts) });
    return readResponse<T>(res);
  };

  const createClient = async (opts: { activated?: boolean; password?: string } = {}): Promise<TestClient> => {
    const activated = opts.activated ?? true;
    const { id, ...rest } = await insertClientRows(db, { ...opts, now: clock.now() });
    const token = await deps.tokens.issue(activated ? 'client' : 'client-ephemeral', id);
    return { id, ...rest, token };
  };

  const promoterId = async () => {
    const row = (await db.select({ id: promoters.id }).from(promoters).limit(1))[0];
    if (!row) throw new Error('No seeded promoter');
    return row.id;
  };

  const tokenFor = async (kind: TokenKind): Promise<string> => {
    switch (kind) {
      case 'client':
      case 'other-client':
        return (await createClient()).token;
      case 'client-ephemeral':
        return (await createClient({ activated: false })).token;
      case 'business':
        return deps.tokens.issue('business', await promoterId());
      case 'expired': {
        const c = await createClient();
        return deps.tokens.issue('client', c.id, { lifetimeSeconds: -60 });
      }
    }
  };

  return {
    app,
    deps,
    db,
    kind: database.kind,
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    logs,
    request,
    createClient,
    tokenFor,
    promoterId,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** The request init of `RequestOptions`: bearer token, JSON body (or a raw one). */
export function encodeRequest(opts: RequestOptions): { headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  return { headers, ...(body !== undefined ? { body } : {}) };
}

/** A response read as text, parsed as JSON when it is JSON. */
export async function readResponse<T>(res: Response): Promise<TestResponse<T>> {
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed as T, text, headers: res.headers };
}

/**
 * Inserts a client's rows (client, credentials, settings) straight into `db`, as of `now`; the password changed
 * `changedAgoMs` before. Used by the in-process API below and by the cluster's remote API (same rows, over HTTP).
 */
let testPasswordHash: string | undefined;
export async function insertClientRows(
  db: Deps['db'],
  opts: { activated?: boolean; password?: string; now: Date; changedAgoMs?: number },
): Promise<Omit<TestClient, 'token'>> {
  const id = randomUUID();
  const { email, phoneNumber } = uniqueContact();
  const password = opts.password ?? TEST_PASSWORD;
  const { now } = opts;
  let passwordHash: string;
  if (password === TEST_PASSWORD) passwordHash = testPasswordHash ??= await hashPassword(TEST_PASSWORD);
  else passwordHash = await hashPassword(password);
  const settingsId = randomUUID();
  await db.insert(clients).values({
    id,
    email,
    phoneNumber,
    name: 'ANA',
    firstSurname: 'PRUEBA',
    secondSurname: 'TEST',
    referralCode: randomBytes(5).toString('hex').toUpperCase(),
    identificationNumber: String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)),
    activatedAt: (opts.activated ?? true) ? now : null,
    createdAt: now,
  });
  await db.insert(credentials).values({
    clientId: id,
    passwordHash,
    passwordChangedAt: new Date(now.getTime() - (opts.changedAgoMs ?? 1000)),
  });
  await db.insert(clientSettings).values({ id: settingsId, clientId: id });
  return { id, email, phoneNumber, password, settingsId };
}

/** The keys of a browser's push subscription (a real key pair's public parts, as a browser sends them). */
export const PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** The rows of `tables`, counted in one query: the same text before and after a call that stores nothing. */
export async function rowCounts(api: TestApi, tables: readonly string[]): Promise<string> {
  const counts = tables.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ');
  const res = await api.db.execute(sql.raw(`select ${counts}`));
  return JSON.stringify((res as unknown as { rows: unknown[] }).rows[0]);
}

/** Latest outbox message to a recipient (through the sandbox API, as QA reads it). */
export async function lastMessage(
  api: TestApi,
  to: string,
): Promise<{ channel: string; kind: string; code?: string; link?: string; subject: string; body: string }> {
  const res = await api.request<
    Array<{ channel: string; kind: string; code?: string; link?: string; subject: string; body: string }>
  >('GET', `/api/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  const m = res.body[0];
  if (!m) throw new Error('No message in the outbox');
  return m;
}
