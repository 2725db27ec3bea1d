/**
 * A customer's journey through the balancer (calls land on every instance), with the sandbox clock moved mid-way:
 * sign-up, application, decision, signature, disbursement; then 62 days later the first instalment is overdue on
 * every instance, the customer signs in again and pays it. Then the idempotency keys of money calls, replayed on
 * another instance.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applications } from '../../server/db/schema.ts';
import { payments } from '../../server/lending/schema.ts';
import { uniqueContact } from '../../tests/integration/helpers.ts';
import {
  applyAndProcess,
  call,
  force,
  freshPersona,
  signAndDisburse,
  signUp,
} from '../../tests/integration/lending/harness.ts';
import type { Cluster } from './cluster.ts';
import { loanFor } from './probes.ts';
import type { RemoteApi } from './remote-api.ts';
import type { Report } from './report.ts';

interface Balances {
  balances: { applicationId: string; creditBalance: { currentMonthsBalance: { overdueBalance: number } } }[];
}

export async function journeyWithClock(api: RemoteApi, cluster: Cluster, r: Report) {
  const S = 'journey with the clock moved';
  const persona = freshPersona();
  const c = await signUp(api, persona, uniqueContact());
  await force(api, c, 'APPROVED');
  const decided = await applyAndProcess(api, c, { type: 'PERSONAL_LOAN', amount: 10_000, term: 6 });
  r.check(
    S,
    'sign-up, application and decision through the balancer',
    decided.status === 'APPROVED',
    decided.status,
  );
  await signAndDisburse(
    api,
    c,
    decided.id,
    `${persona.name} ${persona.firstSurname} ${persona.secondSurname}`,
  );
  const overdueOn = async (url: string, token: string) => {
    const res = await api.requestTo<Balances>(url, 'GET', '/api/applications/balance', { token });
    if (res.status !== 200) return `HTTP ${res.status}`;
    return (
      res.body.balances.find((b) => b.applicationId === decided.id)?.creditBalance.currentMonthsBalance
        .overdueBalance ?? 'none'
    );
  };
  const before = await Promise.all(cluster.instances.map((i) => overdueOn(i.url, c.token)));
  r.check(
    S,
    'disbursed and current (nothing overdue) on every instance',
    before.every((b) => b === 0),
    before.join(' / '),
  );

  const moved = await call<{ offsetMs: number }>(api, 'POST', '/__sandbox/clock/advance-days', {
    body: { days: 62 },
  });
  r.check(S, 'the clock moves 62 days (on one instance)', moved.status === 200, String(moved.status));
  const offsets = await Promise.all(
    cluster.instances.map(
      async (i) =>
        (await api.requestTo<{ offsetMs: number }>(i.url, 'GET', '/api/__sandbox/clock')).body.offsetMs,
    ),
  );
  r.check(
    S,
    'every instance reads the moved clock on its next request',
    offsets.every((o) => o === moved.body.offsetMs),
    `offsets ${offsets.join(' / ')} ms`,
    'shared clock',
  );
  // Sessions expired meanwhile: the customer signs in again (on whichever instance), and each instance accepts it.
  const signin = await call<{ token: string }>(api, 'POST', '/clients/signin', {
    body: { email: c.email, password: c.password },
  });
  r.check(S, 'the customer signs in again after the move', signin.status === 200, String(signin.status));
  const after = await Promise.all(cluster.instances.map((i) => overdueOn(i.url, signin.body.token)));
  r.check(
    S,
    'the first instalment is overdue on every instance',
    after.every((a) => typeof a === 'number' && a > 0),
    after.join(' / '),
    'shared clock',
  );
  const overdue = after.find((a): a is number => typeof a === 'number' && a > 0);
  if (overdue === undefined) return;
  const paid = await call(api, 'POST', '/__sandbox/payments', {
    body: { email: c.email, method: 'bank_transfer_payment', amountCents: Math.round(overdue * 100) },
  });
  const cleared = await Promise.all(cluster.instances.map((i) => overdueOn(i.url, signin.body.token)));
  r.check(
    S,
    'paying the overdue amount clears it on every instance',
    paid.status === 201 && cleared.every((x) => x === 0),
    cleared.join(' / '),
    'shared clock',
  );
}

export async function idempotencyProbe(api: RemoteApi, r: Report) {
  const S = 'idempotency keys';
  const c = await api.createClient();
  await force(api, c, 'APPROVED');
  const key = randomUUID();
  const headers = { 'idempotency-key': key };
  const body = (amount: number) => ({
    type: 'PERSONAL_LOAN',
    productInformation: { productPrice: amount, creditAmount: amount, requestedPeriod: 6 },
    storeId: null,
    utm: { source: 'clients-webapp', medium: 'organic' },
  });
  const first = await call<{ id: string }>(api, 'POST', '/applications', {
    token: c.token,
    body: body(3_000),
    headers,
  });
  const second = await call<{ id: string }>(api, 'POST', '/applications', {
    token: c.token,
    body: body(3_000),
    headers,
  });
  const rows = await api.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.clientId, c.id));
  r.check(
    S,
    'the same key and body, replayed on another instance, return the first answer and create one application',
    first.status === 200 && second.status === 200 && first.body.id === second.body.id && rows.length === 1,
    `${first.status}/${second.status}, ${rows.length} application(s)`,
    'idempotency keys',
  );
  const other = await call<{ code?: string }>(api, 'POST', '/applications', {
    token: c.token,
    body: body(4_000),
    headers,
  });
  r.check(
    S,
    'the same key with another body is refused (422)',
    other.status === 422,
    String(other.status),
    'idempotency keys',
  );

  const { c: payer } = await loanFor(api, 5_000, 3);
  const payKey = { 'idempotency-key': randomUUID() };
  const payBody = { email: payer.email, method: 'cash_payment', amountCents: 10_000 };
  const answers = await Promise.all(
    [0, 1, 2].map(() =>
      call<{ id: string }>(api, 'POST', '/__sandbox/payments', { body: payBody, headers: payKey }),
    ),
  );
  const recorded = await api.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.clientId, payer.id));
  r.check(
    S,
    'a payment sent three times at once with one key is applied once',
    answers.every((a) => a.status === 201) && recorded.length === 1,
    `${answers.map((a) => a.status).join(',')}; ${recorded.length} payment row(s)`,
    'idempotency keys',
  );
}
