/**
 * The set-up the collector's suites share: one API for the file, and before each test an empty event table and no
 * spent analytics budgets (per address and the daily cap), so each test meets the collector fresh.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestApi, type TestApi } from '../helpers.ts';

/** A flow session id as the app makes them (a random UUID). */
export const SESSION = '3b1f8e4a-5c2d-4e6f-8a9b-0c1d2e3f4a5b';

/** Registers the file's hooks; `use` receives the API once it has started. */
export function withCollectorApi(use: (api: TestApi) => void): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    use(api);
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    await api?.db.execute(sql`delete from analytics_events`);
    await api?.db.execute(
      sql`delete from auth_attempts where scope in ('analytics-address', 'analytics-global')`,
    );
  });
}
