/**
 * drizzle's node-postgres `transaction` checks a connection out and sends BEGIN before its own try/finally: when
 * BEGIN fails (the connection died, the server restarted), the connection is never given back and the pool is one
 * connection smaller for good (a few of them and every request waits forever). The guard gives such a connection
 * back to the pool as broken (`release(error)`: the pool closes it and opens another when needed).
 */
import type pg from 'pg';

const isBegin = (query: unknown): boolean => {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

export function releaseConnectionsWhoseBeginFails(pool: pg.Pool): void {
  const guarded = new WeakSet<object>();
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  const guard = (client: pg.PoolClient): pg.PoolClient => {
    if (guarded.has(client)) return client;
    guarded.add(client);
    // The class's `query` as it is at each call (instrumentation may wrap it later).
    const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const result = proto.query.apply(client, args);
      if (!isBegin(args[0]) || !(result instanceof Promise)) return result;
      return result.catch((e: unknown) => {
        client.release(e instanceof Error ? e : true);
        throw e;
      });
    };
    return client;
  };
  (pool as unknown as { connect: unknown }).connect = (callback?: unknown) =>
    typeof callback === 'function' ? connect(callback) : (connect() as Promise<pg.PoolClient>).then(guard);
}
