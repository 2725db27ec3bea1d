/**
 * Issue 37 point 3: an application the client cannot see never holds their credit. A client's own application
 * before its decision (CREATED) is internal — never listed, it cannot be continued from home nor cancelled — so:
 * it holds none of the limit, a client has at most one (a new create closes the previous one), and it is closed
 * 24 hours after its creation on the server's clock (docs/lending-api.md, "An application the client cannot see").
 *
 * The stranded customer, black-box: a create whose answer was lost (the server created the application, the app
 * never learnt its id), then new creates with new keys.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../server/clock.ts';
import { credentials } from '../../../server/db/schema.ts';
import { settle } from '../../../server/lending/scheduler/service.ts';
import { applications } from '../../../server/lending/schema.ts';
import { fileApi, lastMessage, startTestApi, type TestClient } from '../helpers.ts';
import {
  type Api,
  by,
  createApplication,
  instant,
  LENDING_TEST_START,
  REFERENCES,
  signInAgain,
  startLendingApi,
} from './harness.ts';

const HOUR_MS = 3_600_000;
/** Spec §6: a client's personal loans together, at most $20,000; 'Tu límite disponible es de $X'. */
const PERSONAL_LOAN_CAP_PESOS = 20_000;
const ABANDONED = { status: 'REJECTED', reason: 'APPLICATION_ABANDONED' };

const rowsOf = (api: Api, client: TestClient) =>
  api.db
    .select({ id: applications.id, status: applications.status, reason: applications.rejectionReason })
    .from(applications)
    .where(eq(applications.clientId, client.id));

const createdOf = async (api: Api, client: TestClient) =>
  (await rowsOf(api, client)).filter((r) => r.status === 'CREATED').map((r) => r.id);

const submit = (api: Api, client: TestClient, id: string) =>
  by(api, client).post(`/applications/${id}/submit`, { personalReferences: REFERENCES });

describe('a create whose answer was lost, then new creates (the stranded customer)', () => {
  const api = fileApi(startLendingApi, instant);

  it('the next create is not refused for the limit; the lost one no longer holds credit; one live application', async () => {
    const c = await api.createClient();
    const lost = await createApplication(api, c, { amount: 12_000 });
    expect(lost.status).toBe(200); // the server created it; the app never saw this answer

    const canCreate = await by(api, c).get('/applications/can-create?type=PERSONAL_LOAN');
    expect(canCreate.body.canCreateApplication).toBe(true);

    // 'Continuar' again, a new key: the whole cap is available, not 'Tu límite disponible es de $8,000.00'.
    const again = await createApplication(api, c, { amount: 12_000 });
    expect([again.status, again.body.message]).toEqual([200, undefined]);
    const full = await createApplication(api, c, { amount: PERSONAL_LOAN_CAP_PESOS });
    expect([full.status, full.body.message]).toEqual([200, undefined]);

    expect(await createdOf(api, c)).toEqual([full.body.id]);
    const closed = (await rowsOf(api, c)).filter((r) => r.id !== full.body.id);
    expect(closed).toHaveLength(2);
    for (const row of closed) expect(row).toMatchObject(ABANDONED);

    // The earlier ones are gone for good; the list never showed them and does not now.
    const late = await submit(api, c, lost.body.id);
    expect([late.status, late.body.code]).toEqual([422, 'APPLICATION_ABANDONED']);
    expect((await by(api, c).get('/applications')).body.items).toEqual([]);

    // The live one goes on to its decision, and only then holds the credit.
    const submitted = await submit(api, c, full.body.id);
    expect(submitted.status).toBe(200);
    const nip = (await lastMessage(api, c.phoneNumber)).code!;
    const processed = await by(api, c).post(`/applications/${full.body.id}/process`, { complianceCode: nip });
    expect(processed.status).toBe(200);
    expect(await createdOf(api, c)).toEqual([]);
  });

  it('abandoned applications are not credit rejections: three of them never lock the client out', async () => {
    const c = await api.createClient();
    for (let i = 0; i < 3; i++) expect((await createApplication(api, c, { amount: 5_000 })).status).toBe(200);
    await api.deps.clock.advance(61_000); // past the per-minute count
    const next = await createApplication(api, c, { amount: 5_000 });
    expect([next.status, next.body.code]).toEqual([200, undefined]);
    expect(await createdOf(api, c)).toEqual([next.body.id]);
  });

  it("another client's create never closes mine, and another client cannot reach mine", async () => {
    const mine = await api.createClient();
    const other = await api.createClient();
    const first = await createApplication(api, mine, { amount: 12_000 });
    const theirs = await createApplication(api, other, { amount: 12_000 });
    expect([first.status, theirs.status]).toEqual([200, 200]);
    expect(await createdOf(api, mine)).toEqual([first.body.id]);

    const probe = await submit(api, other, first.body.id);
    expect(probe.status).toBe(404);
    expect((await by(api, other).post(`/applications/${first.body.id}/cancel`)).status).toBe(404);
    expect(await createdOf(api, mine)).toEqual([first.body.id]);

    // My own next create replaces mine only.
    const second = await createApplication(api, mine, { amount: 12_000 });
    expect(second.status).toBe(200);
    expect(await createdOf(api, mine)).toEqual([second.body.id]);
    expect(await createdOf(api, other)).toEqual([theirs.body.id]);
  });

  it('a refused create leaves the previous application as it was (same transaction)', async () => {
    const c = await api.createClient();
    const first = await createApplication(api, c, { amount: 12_000 });
    const tooMuch = await createApplication(api, c, { amount: PERSONAL_LOAN_CAP_PESOS + 1 });
    expect(tooMuch.status).toBe(422);
    expect(await createdOf(api, c)).toEqual([first.body.id]);
  });
});

describe('an unfinished application lives 24 hours on the server clock', () => {
  const start = Date.parse(LENDING_TEST_START);
  // A clock that stands still: it moves only when the test moves it, to the millisecond.
  const api = fileApi(
    () => startTestApi({}, { clock: systemClock(() => start) }),
    async (started) => {
      await started.db.update(credentials).set({ passwordChangedAt: new Date(start - 60_000) });
      await instant(started);
    },
  );

  const moveTo = (at: number) => api.deps.clock.advance(at - api.deps.clock.now().getTime());

  it('one second before: still there; at 24 hours: closed on the spot and by the sweep; after: closed', async () => {
    const a = await api.createClient();
    const b = await api.createClient();
    const c = await api.createClient();
    const createdAt = api.deps.clock.now().getTime();
    const appA = await createApplication(api, a);
    const appB = await createApplication(api, b);
    moveTo(createdAt + 1000);
    const appC = await createApplication(api, c); // one second younger
    for (const r of [appA, appB, appC]) expect(r.status).toBe(200);

    moveTo(createdAt + 24 * HOUR_MS - 1000);
    await settle(api.deps);
    for (const client of [a, b, c]) await signInAgain(api, client);
    expect((await createdOf(api, a)).length + (await createdOf(api, b)).length).toBe(2);
    expect((await submit(api, a, appA.body.id)).status).toBe(200); // submitted: still undecided

    moveTo(createdAt + 24 * HOUR_MS);
    for (const client of [a, b, c]) await signInAgain(api, client);
    const late = await submit(api, b, appB.body.id);
    expect([late.status, late.body.code]).toEqual([422, 'APPLICATION_ABANDONED']);
    await settle(api.deps);
    expect(await createdOf(api, a)).toEqual([]); // submitted but not decided: closed too
    expect(await createdOf(api, b)).toEqual([]);
    expect(await createdOf(api, c)).toEqual([appC.body.id]); // 24 h less one second old

    moveTo(createdAt + 24 * HOUR_MS + 1000);
    await settle(api.deps);
    expect(await createdOf(api, c)).toEqual([]);
    expect(await rowsOf(api, a)).toEqual([{ id: appA.body.id, ...ABANDONED }]);
    expect(await rowsOf(api, c)).toEqual([{ id: appC.body.id, ...ABANDONED }]);
  });
});
