/**
 * Opens the database: PGlite persisted under `DATA_DIR` (default `.data/`), in memory for tests, or PostgreSQL
 * when `DATABASE_URL` is set. The same drizzle schema and migrations run on all of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { rawDb } from './ambient.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<dir>.lock` with our pid; refuses when a live process holds it; a stale lock is replaced. */
function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid))
        throw new DataDirLockedError(dir, pid);
      fs.unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

const embedded = new WeakSet<Db>();
/**
 * True for a PGlite database: only this process can open its data folder (`<dir>.lock`, above) or its memory, so
 * nothing outside this process writes it. What another instance could change on PostgreSQL cannot change here
 * behind this process's back (server/sandbox/shared.ts relies on it).
 */
export const isEmbedded = (db: Db): boolean => embedded.has(rawDb(db));

/**
 * PGlite in `dir` (created when missing), or in memory when `dir` is undefined. Runs the migrations. An in-memory
 * database may start from `template`, a data folder dumped by PGlite (`dumpDataDir`) after the migrations: the
 * test suites load one per test file instead of migrating each (migrations still run, finding nothing to do).
 */
export async function openPglite(dir?: string, options: { template?: Blob } = {}): Promise<Database> {
  let unlock = () => {};
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  try {
    const client = dir
      ? new PGlite(dir)
      : options.template
        ? new PGlite({ loadDataDir: options.template })
        : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    embedded.add(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}

/**
 * Time limits of the PostgreSQL pool, so a request never hangs on a database that is away or stuck: a connection
 * (new, or a free one of the pool) within `connectMs`; a statement within `statementMs` (the server cancels it) and
 * its answer within `queryMs` (the client gives up: a dead socket that never said so); a transaction left idle by a
 * process that stopped is ended by the server after `idleInTransactionMs` (its locks freed).
 */
export const POSTGRES_TIMEOUTS = {
  connectMs: 5_000,
  statementMs: 15_000,
  queryMs: 20 * 1000,
  idleInTransactionMs: 30_000,
} as const;

/**
 * A pool that outlives its database: a connection the server ends (a restart's 57P01, a failover, a cut network)
 * emits `error` on its client — on the pool for an idle one, on the client itself for one checked out (a drizzle
 * transaction between two statements). Without a listener Node would end the process. Each is handled here: the
 * statement waiting on it fails (the request answers 503, server/db/unavailable.ts), the pool drops the broken
 * connection and opens new ones once the database answers again.
 */
export function createPool(connectionString: string, max = 10, timeouts = POSTGRES_TIMEOUTS): pg.Pool {
  const pool = new TransactionPool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
  });
  return outlivingTheDatabase(pool);
}

/**
 * A pool whose checked-out clients are never lost. Drizzle's node-postgres transaction checks a client out and
 * sends `begin` before its `try`: when `begin` fails (the connection ended right then) it never releases the
 * client, and the pool, one such client at a time, ends up with none to give — the instance answers nothing until
 * restarted. Here a client checked out with `connect()` (what drizzle's transaction calls) is released, as broken,
 * when its first statement fails, and a second release of the same checkout does nothing.
 */
class TransactionPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then(releasedOnFirstFailure);
    super.connect(callback);
    return undefined;
  }
}

function releasedOnFirstFailure(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    release.call(client, err);
  };
  const query = client.query;
  // Only the first statement is watched; the client's own `query` serves every later one. The watch is an own
  // property of this checkout only: removed at the first statement (never left behind for the next checkout, which
  // must read the class's `query` as it is then).
  const own = Object.hasOwn(client, 'query');
  client.query = ((...args: Parameters<typeof query>) => {
    if (own) client.query = query;
    else delete (client as { query?: unknown }).query;
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) {
      return result.catch((e: unknown) => {
        client.release(e instanceof Error ? e : true);
        throw e;
      });
    }
    return result;
  }) as typeof query;
  return client;
}

function outlivingTheDatabase(pool: pg.Pool): pg.Pool {
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/**
 * PostgreSQL through node-postgres. Runs the migrations first on a connection of their own, without the statement
 * limits (a migration may take longer than a request).
 */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const migrations = outlivingTheDatabase(
    new TransactionPool({ connectionString, max: 1, connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs }),
  );
  try {
    await migratePg(drizzlePg(migrations, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await migrations.end();
  }
  const pool = createPool(connectionString, poolSize);
  return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}
