/**
 * The ambient transaction: a request that runs in one transaction (a call with an `Idempotency-Key`,
 * server/idempotency/service.ts) makes every statement of its handler part of that transaction, including those of
 * services that took `deps.db` when they were built (codes, outbox, clock state, rate limits...).
 *
 * `ambientDb(db)` is the `Db` the services get (server/deps.ts): a stand-in for the pool that, inside
 * `inAmbientTransaction`, sends each call to the open transaction instead — `db.transaction(fn)` then becomes a
 * savepoint of it — and, anywhere else (other requests, the sweep, work that outlives the transaction), to the pool
 * as before. That matters twice: on PGlite (one connection) a statement outside the open transaction would wait for
 * it forever, and on PostgreSQL a second connection would wait on the rows the first one holds.
 *
 * `afterCommit(fn)` runs `fn` once the ambient transaction committed (never when it rolled back); outside one, at
 * once. Nothing it does can change the request's answer (it is not awaited by it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

interface Scope {
  /** The pool's `Db` this transaction belongs to (another database in the same process is not diverted). */
  readonly raw: Db;
  /** The open transaction; null once it ended. */
  tx: Db | null;
  readonly afterCommit: Array<() => unknown>;
}

const storage = new AsyncLocalStorage<Scope>();
const RAW = Symbol('ambient.raw');
const proxies = new WeakMap<Db, Db>();

/** The pool's `Db` behind an ambient one (itself for any other). */
export function rawDb(db: Db): Db {
  return ((db as unknown as Record<symbol, Db | undefined>)[RAW] ?? db) as Db;
}

/** What a statement on `db` runs on now: the open ambient transaction of this database, else the pool. */
export function currentDb(db: Db): Db {
  const raw = rawDb(db);
  const scope = storage.getStore();
  return scope?.raw === raw && scope.tx ? scope.tx : raw;
}

/** The ambient `Db` of a pool (one per pool, so every app on one database shares it). */
export function ambientDb(db: Db): Db {
  const raw = rawDb(db);
  let proxy = proxies.get(raw);
  if (!proxy) {
    proxy = new Proxy(raw, {
      get(target, prop) {
        if (prop === RAW) return target;
        const on = currentDb(target);
        const value = Reflect.get(on, prop, on);
        return typeof value === 'function' ? value.bind(on) : value;
      },
    });
    proxies.set(raw, proxy);
  }
  return proxy;
}

/** True inside an open ambient transaction of `db`. */
export function inAmbient(db: Db): boolean {
  return currentDb(db) !== rawDb(db);
}

/**
 * Runs `work` in one transaction that every use of `ambientDb(db)` in it joins; commits when `work` resolves,
 * rolls back when it throws. Inside an open one, `work` runs in a savepoint of it.
 */
export async function inAmbientTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const raw = rawDb(db);
  if (inAmbient(raw)) return currentDb(raw).transaction((tx) => work(tx as unknown as Db));
  const scope: Scope = { raw, tx: null, afterCommit: [] };
  let committed = false;
  try {
    const result = await storage.run(scope, () =>
      raw.transaction(async (tx) => {
        scope.tx = tx as unknown as Db;
        try {
          return await work(scope.tx);
        } finally {
          // Whatever outlives `work` (a send it started) uses the pool, never a transaction that is ending.
          scope.tx = null;
        }
      }),
    );
    committed = true;
    return result;
  } finally {
    scope.tx = null;
    const later = scope.afterCommit.splice(0);
    if (committed) for (const fn of later) runDetached(fn);
  }
}

function runDetached(fn: () => unknown): void {
  try {
    void Promise.resolve(fn()).catch(() => undefined);
  } catch {
    // a failure after the commit never reaches the request
  }
}

/** Runs `fn` after the ambient transaction of `db` commits (dropped if it rolls back); outside one, now. */
export function afterCommit(db: Db, fn: () => unknown): void {
  const scope = storage.getStore();
  if (scope && scope.raw === rawDb(db) && scope.tx) scope.afterCommit.push(fn);
  else runDetached(fn);
}
