/**
 * Issue 27 point 7: `GET /api/clients/me`, the call every signing customer polls every 3 s, near the stack's floor.
 * The token check and the profile are one statement (server/accounts/queries.ts `client_profile_principal`), and on
 * PGlite the shared sandbox state is read again only after a write (server/sandbox/shared.ts); the answer and the
 * token rules stay those of the separate reads.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../../server/accounts/service.ts';
import { credentials } from '../../server/db/schema.ts';
import { fileApi } from './helpers.ts';

type ErrorBody = { code: string };

const api = fileApi();

/** Counts the statements the app sends to its database (PGlite's `query`, or the PostgreSQL pool's) while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const client = (api.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const query = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return count;
}

describe('GET /api/clients/me', () => {
  it('reads the database once on PGlite (the token check with the profile), twice on PostgreSQL (and the clock)', async () => {
    const c = await api.createClient();
    const me = () => api.request('GET', '/api/clients/me', { token: c.token });
    expect((await me()).status).toBe(200);
    let status = 0;
    const statements = await statementsOf(async () => {
      status = (await me()).status;
    });
    expect(status).toBe(200);
    // PostgreSQL: another process may have moved the clock, so every request reads it (server/sandbox/shared.ts).
    expect(statements).toBe(api.kind === 'pglite' ? 1 : 2);
  });

  it('answers exactly the profile the separate profile read gives', async () => {
    const c = await api.createClient();
    const res = await api.request('GET', '/api/clients/me', { token: c.token });
    expect([res.status, res.body]).toEqual([200, await loadProfile(api.db, c.id)]);
  });

  it('refuses a token whose credentials are gone, or whose version is not the current one (401)', async () => {
    const revoked = await api.createClient();
    await api.db.update(credentials).set({ tokenVersion: 1 }).where(eq(credentials.clientId, revoked.id));
    const stale = await api.request<ErrorBody>('GET', '/api/clients/me', { token: revoked.token });
    expect([stale.status, stale.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const current = await api.deps.tokens.issue('client', revoked.id, { version: 1 });
    expect((await api.request('GET', '/api/clients/me', { token: current })).status).toBe(200);

    const gone = await api.createClient();
    await api.db.delete(credentials).where(eq(credentials.clientId, gone.id));
    const res = await api.request<ErrorBody>('GET', '/api/clients/me', { token: gone.token });
    expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
  });
});
