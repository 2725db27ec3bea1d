/**
 * Health and readiness (issue 27): `/healthz` answers while the process lives; `/readyz` answers 200 only when the
 * database answers and holds every migration this build ships, else 503 with the reason (a load balancer then
 * sends the instance no traffic).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestShippedMigration } from '../../server/health/service.ts';
import { fileApi, startTestApi } from './helpers.ts';

const api = fileApi();

const newest = async () =>
  (
    (await api.db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
  ).rows[0]!;

describe('GET /healthz', () => {
  it('answers 200 { status: ok }, not cached', async () => {
    const res = await api.request('GET', '/healthz');
    expect([res.status, res.body]).toEqual([200, { status: 'ok' }]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a probe addressed by IP (a load balancer or orchestrator names no allowed host)', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await api.request('GET', path, { headers: { host: '10.0.3.7:8080' } });
      expect(res.status, path).toBe(200);
    }
    // The rest of the app still refuses that Host.
    const stores = await api.request('GET', '/api/stores?name=a', { headers: { host: '10.0.3.7:8080' } });
    expect(stores.status).toBe(403);
  });
});

describe('GET /readyz', () => {
  it('answers 200 { status: ready } when the database is migrated to the newest shipped migration', async () => {
    expect(Number((await newest()).created_at)).toBe(latestShippedMigration());
    const res = await api.request('GET', '/readyz');
    expect([res.status, res.body]).toEqual([200, { status: 'ready' }]);
  });

  it('answers 503 MIGRATIONS_BEHIND when the newest shipped migration is not applied, 200 again once it is', async () => {
    const row = await newest();
    await api.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const res = await api.request('GET', '/readyz');
      const message = 'The database lacks migrations this version ships: run the migrations.';
      expect([res.status, res.body]).toEqual([
        503,
        { status: 'unavailable', reason: 'MIGRATIONS_BEHIND', message },
      ]);
      // The process itself still lives.
      expect((await api.request('GET', '/healthz')).status).toBe(200);
    } finally {
      await api.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await api.request('GET', '/readyz')).status).toBe(200);
  });

  it('answers 503 MIGRATIONS_BEHIND on a database that was never migrated', async () => {
    await api.db.execute(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_away`);
    try {
      const res = await api.request('GET', '/readyz');
      expect([res.status, (res.body as { reason: string }).reason]).toEqual([503, 'MIGRATIONS_BEHIND']);
    } finally {
      await api.db.execute(sql`alter table drizzle.__drizzle_migrations_away rename to __drizzle_migrations`);
    }
  });

  it('answers 503 DATABASE_UNREACHABLE once the database is closed, while /healthz still answers 200', async () => {
    const other = await startTestApi();
    expect((await other.request('GET', '/readyz')).status).toBe(200);
    await other.close();
    const res = await other.request('GET', '/readyz');
    const unreachable = { reason: 'DATABASE_UNREACHABLE', message: 'The database does not answer.' };
    expect([res.status, res.body]).toEqual([503, { status: 'unavailable', ...unreachable }]);
    expect((await other.request('GET', '/healthz')).status).toBe(200);
  });
});
