/**
 * Issue 9 point 7 (`codes.issue`): the resend wait is checked inside the insert's transaction, under a per-subject
 * advisory lock, so concurrent requests issue exactly one code. Runs on PGlite and, in CI, on PostgreSQL
 * (`bash scripts/ci-postgres.sh tests/integration/security/code-races.test.ts`), where requests really run in
 * parallel on a pool of connections.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, outbox } from '../../../server/db/schema.ts';
import { fileApi } from '../helpers.ts';

const api = fileApi();

const PARALLEL = 16;

describe('one-time codes under concurrency', () => {
  it('concurrent resend requests issue exactly one activation code and send one e-mail', async () => {
    const c = await api.createClient({ activated: false });
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api.request('POST', '/api/clients/resend-activation-code', { token: c.token }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - 1);
    const codes = await api.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.kind, 'activation'), eq(oneTimeCodes.subject, c.id)));
    expect(codes).toHaveLength(1);
    expect(await api.db.select().from(outbox).where(eq(outbox.to, c.email))).toHaveLength(1);
  });

  it('concurrent issues of any kind for one subject: one code, the others wait; other subjects are independent', async () => {
    for (const kind of ['signing', 'compliance', 'promoter-nip', 'password-reset'] as const) {
      const subjects = ['s-1', 's-2'].map((s) => `${kind}-${s}-${Date.now()}`);
      const results = await Promise.all(
        subjects.flatMap((subject) =>
          Array.from({ length: PARALLEL / 2 }, () => api.deps.codes.issue(kind, subject)),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(2);
      for (const subject of subjects) {
        const rows = await api.db
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.kind, kind), eq(oneTimeCodes.subject, subject)));
        expect(rows, `${kind} ${subject}`).toHaveLength(1);
      }
    }
  });

  it('concurrent wrong guesses lock the code after exactly 5 checked attempts', async () => {
    const issued = await api.deps.codes.issue('signing', 'race-guess');
    expect(issued.ok).toBe(true);
    const real = issued.ok ? issued.code : '';
    const wrong = real === '000000' ? '000001' : '000000';
    const outcomes = await Promise.all(
      Array.from({ length: PARALLEL }, () => api.deps.codes.verify('signing', 'race-guess', wrong)),
    );
    expect(outcomes.filter((o) => o === 'wrong')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'locked')).toHaveLength(PARALLEL - 5);
    expect(await api.deps.codes.verify('signing', 'race-guess', real)).toBe('locked');
  });
});
