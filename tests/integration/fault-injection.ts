/**
 * Fault injection in the database driver under drizzle, for the fault tests (tests/integration/idempotency-faults
 * .test.ts): armed with a plan, the connection "dies" at the k-th statement from then on, before it runs or after
 * it ran (its answer lost), and the answer of a successful COMMIT can be lost. PGlite's client (its queries, also
 * inside a transaction; its COMMIT is internal, seen when `transaction` resolves), or node-postgres' connections
 * (BEGIN and COMMIT are statements) with DATABASE_URL.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { TestApi } from './helpers.ts';

export interface Plan {
  /** The statement (1-based, counted from arming) whose connection dies (`Infinity`: none). */
  readonly at: number;
  /** `before`: it never runs; `after`: it runs and its answer is lost. */
  readonly mode: 'before' | 'after';
  /** The answer of a successful COMMIT is lost (the transaction committed; the caller sees an error). */
  readonly loseCommit: boolean;
}

export interface Seen {
  fired: boolean;
  committed: boolean;
}

class ConnectionLost extends Error {
  constructor() {
    super('injected fault: the connection to the database was lost');
    this.name = 'ConnectionLost';
  }
}

export function createInjector() {
  let plan: Plan | null = null;
  let statements = 0;
  let seen: Seen = { fired: false, committed: false };

  async function statement<T>(text: string, run: () => Promise<T>): Promise<T> {
    if (!plan || seen.fired) return run();
    statements++;
    const isCommit = /^\s*commit\b/i.test(text);
    if (plan.at === statements && plan.mode === 'before') {
      seen.fired = true;
      throw new ConnectionLost();
    }
    const result = await run();
    if (isCommit) seen.committed = true;
    if ((plan.at === statements && plan.mode === 'after') || (isCommit && plan.loseCommit)) {
      seen.fired = true;
      throw new ConnectionLost();
    }
    return result;
  }

  const textOf = (q: unknown) => (typeof q === 'string' ? q : String((q as { text?: unknown })?.text ?? ''));

  /** PGlite: every query (also inside a transaction); its COMMIT is internal, seen when `transaction` resolves. */
  function wrapPglite(client: PGlite): void {
    type Tx = { query: (...a: unknown[]) => Promise<unknown>; exec: (...a: unknown[]) => Promise<unknown> };
    const wrap = <O extends Tx>(target: O): O => {
      const query = target.query.bind(target);
      const exec = target.exec.bind(target);
      target.query = (...a: unknown[]) => statement(textOf(a[0]), () => query(...a));
      target.exec = (...a: unknown[]) => statement(textOf(a[0]), () => exec(...a));
      return target;
    };
    wrap(client as unknown as Tx);
    const transaction = client.transaction.bind(client);
    (client as unknown as { transaction: unknown }).transaction = async (
      cb: (tx: unknown) => Promise<unknown>,
    ) => {
      const result = await transaction((tx) => cb(wrap(tx as unknown as Tx)));
      if (plan && !seen.fired) {
        seen.committed = true;
        if (plan.loseCommit) {
          seen.fired = true;
          throw new ConnectionLost();
        }
      }
      return result;
    };
  }

  /**
   * node-postgres: every query of every connection (BEGIN and COMMIT included), under anything the server wraps
   * around its connections (server/db/client.ts, TransactionPool); a failed query of a pooled call destroys its connection.
   */
  function wrapClients(pool: pg.Pool): () => void {
    // The class the pool makes its connections with (the server's own `pg`).
    const { Client } = pool as unknown as { Client: { prototype: object } };
    const proto = Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...a: unknown[]) {
      const cb =
        typeof a[a.length - 1] === 'function' ? (a.pop() as (e: unknown, r?: unknown) => void) : null;
      const p = statement(textOf(a[0]), () => query.apply(this, a) as Promise<unknown>);
      if (!cb) return p;
      p.then(
        (r) => cb(null, r),
        (e) => cb(e),
      );
      return undefined;
    };
    return () => {
      proto.query = query;
    };
  }

  return {
    /** Returns the undo (node-postgres' prototype is shared by the process). */
    install(api: TestApi): () => void {
      const client = (api.db as unknown as { $client: unknown }).$client;
      if (api.kind === 'postgres') return wrapClients(client as pg.Pool);
      wrapPglite(client as PGlite);
      return () => {};
    },
    arm(next: Plan) {
      plan = next;
      statements = 0;
      seen = { fired: false, committed: false };
    },
    disarm(): Seen & { statements: number } {
      const result = { ...seen, statements };
      plan = null;
      return result;
    },
  };
}
