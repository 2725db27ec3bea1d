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
import { releaseConnectionsWhoseBeginFails } from './begin-guard.ts';
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

/** PGlite in `dir` (created when missing), or in memory when `dir` is undefined. Runs the migrations. */
export async function openPglite(dir?: string): Promise<Database> {
  let unlock = () => {};
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  try {
    const client = dir ? new PGlite(dir) : new PGlite();
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

/** PostgreSQL through node-postgres. Runs the migrations. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  releaseConnectionsWhoseBeginFails(pool);
  // An idle connection the server ends (restart, `DROP DATABASE … WITH (FORCE)` while the pool closes) emits an
  // error on the pool; without a listener Node would crash the process. The pool replaces the connection.
  pool.on('error', () => {});
  try {
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  } catch (e) {
    await pool.end();
    throw e;
  }
}

export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}
