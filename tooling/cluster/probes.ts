/**
 * The integration suite's concurrency probes (tests/integration/lending/credit-limit.test.ts, payments,
 * schedule-payoff, signing, brute-force, security/code-races), run through the load balancer: concurrent calls
 * spread over the instances (round robin) must hold every limit and apply every money call once.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { applications, oneTimeCodes, outbox } from '../../server/db/schema.ts';
import { payments } from '../../server/lending/schema.ts';
import { lastMessage, type TestClient } from '../../tests/integration/helpers.ts';
import {
  applyAndProcess,
  call,
  createApplication,
  force,
  freshPersona,
  SIGNATURE_PNG,
  setIdentity,
  signAndDisburse,
} from '../../tests/integration/lending/harness.ts';
import type { RemoteApi } from './remote-api.ts';
import type { Report } from './report.ts';

const LIMIT = 5_000_000; // $50,000.00
const STORE_20K = { type: 'STORE' as const, price: 25_000, amount: 20_000, term: 6 };
const PARALLEL = 16;

const all = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));

export async function loanFor(
  api: RemoteApi,
  amount = 10_000,
  term = 6,
): Promise<{ c: TestClient; id: string }> {
  const c = await api.createClient();
  await setIdentity(api, c, { name: 'ANA', firstSurname: 'PRUEBA', secondSurname: 'TEST' });
  await force(api, c, 'APPROVED');
  const r = await applyAndProcess(api, c, { type: 'PERSONAL_LOAN', amount, term });
  await signAndDisburse(api, c, r.id, 'Ana Prueba Test');
  return { c, id: r.id };
}

const pay = (api: RemoteApi, c: TestClient, amountCents: number, headers: Record<string, string> = {}) =>
  call<{ id: string; appliedAmount: number; unappliedAmount: number; liquidatedApplicationIds: string[] }>(
    api,
    'POST',
    '/__sandbox/payments',
    { body: { email: c.email, method: 'cash_payment', amountCents }, headers },
  );

export async function creditLimitProbe(api: RemoteApi, r: Report) {
  const S = 'credit limit';
  const client = await api.createClient();
  await setIdentity(api, client, { curp: freshPersona().curp, creditLimitCentavos: LIMIT });
  const answers = await all(20, () => createApplication(api, client, STORE_20K));
  const created = answers.filter((a) => a.status === 200).length;
  const rows = await api.db
    .select({ amount: applications.creditAmountCentavos })
    .from(applications)
    .where(and(eq(applications.clientId, client.id), ne(applications.status, 'REJECTED')));
  const committed = rows.reduce((s, x) => s + x.amount, 0);
  r.check(
    S,
    '20 concurrent $20,000 purchases on a $50,000 limit never exceed it',
    created >= 1 && committed <= LIMIT,
    `${created} created, $${committed / 100} committed`,
  );
  const odd = answers.filter(
    (a) =>
      a.status !== 200 &&
      !['LIMIT_EXCEEDED', 'EXCEEDED_APPLICATIONS_PER_MINUTE'].includes(
        String((a.body as { code?: string }).code),
      ),
  );
  r.check(
    S,
    'every refusal is the limit or the per-minute cap',
    odd.length === 0,
    odd.map((a) => a.status).join(','),
  );

  // A client's own application before its decision holds none of the limit and a new one replaces it
  // (server/lending/applications/unfinished.ts): several creates may answer 200, one application is left.
  const personal = await api.createClient();
  await setIdentity(api, personal, { curp: freshPersona().curp, creditLimitCentavos: LIMIT });
  const loans = await all(20, () =>
    createApplication(api, personal, { type: 'PERSONAL_LOAN', amount: 15_000, term: 6 }),
  );
  const left = await api.db
    .select({ amount: applications.creditAmountCentavos })
    .from(applications)
    .where(and(eq(applications.clientId, personal.id), ne(applications.status, 'REJECTED')));
  const personalCommitted = left.reduce((s, x) => s + x.amount, 0);
  r.check(
    S,
    '20 concurrent $15,000 personal loans: one left, within the $20,000 cap',
    loans.some((a) => a.status === 200) && left.length === 1 && personalCommitted === 1_500_000,
    `${loans.filter((a) => a.status === 200).length} created, ${left.length} left, $${personalCommitted / 100}`,
  );
}

export async function paymentsProbe(api: RemoteApi, r: Report) {
  const S = 'payments';
  const { c, id } = await loanFor(api, 6_000, 6);
  const answers = await all(10, () => pay(api, c, 12_345));
  const ok = answers.filter((a) => a.status === 201);
  r.check(S, '10 concurrent payments are all acknowledged', ok.length === 10, `${ok.length}/10`);
  const rows = await api.db
    .select()
    .from(payments)
    .where(
      inArray(
        payments.id,
        ok.map((a) => a.body.id),
      ),
    );
  r.check(
    S,
    'each acknowledged payment is recorded once',
    rows.length === ok.length && new Set(ok.map((a) => a.body.id)).size === ok.length,
    `${rows.length} rows for ${ok.length} answers`,
  );
  const applied = ok.reduce((s, a) => s + a.body.appliedAmount, 0);
  const balance = await call<{
    balances: { applicationId: string; creditBalance: { currentMonthsBalance: { paymentsTotal: number } } }[];
  }>(api, 'GET', '/applications/balance', { token: c.token });
  const paid = Math.round(
    (balance.body.balances.find((b) => b.applicationId === id)?.creditBalance.currentMonthsBalance
      .paymentsTotal ?? -1) * 100,
  );
  r.check(
    S,
    'the loan shows exactly the applied total (no payment applied twice)',
    paid === applied && applied === 10 * 12_345,
    `paid ${paid} = applied ${applied} centavos`,
  );
}

export async function payoffProbe(api: RemoteApi, r: Report) {
  const S = 'payoff';
  const { c, id } = await loanFor(api, 6_000, 3);
  const quote = await call<{ payoffAmount: number }>(api, 'GET', `/applications/${id}/payoff`, {
    token: c.token,
  });
  if (quote.status !== 200) throw new Error(`payoff quote: ${quote.status} ${quote.text}`);
  const amount = quote.body.payoffAmount;
  const answers = await all(6, () => pay(api, c, amount));
  const ok = answers.filter((a) => a.status === 201);
  const liquidations = ok.filter((a) => a.body.liquidatedApplicationIds.includes(id)).length;
  const applied = ok.reduce((s, a) => s + a.body.appliedAmount, 0);
  r.check(
    S,
    '6 concurrent payoff payments liquidate the loan once',
    ok.length === 6 && liquidations === 1,
    `${liquidations} liquidations`,
  );
  r.check(
    S,
    'exactly the payoff amount is applied, the rest left unapplied',
    applied === amount,
    `applied ${applied} of payoff ${amount}`,
  );
  r.check(
    S,
    'payoff is then 404',
    (await call(api, 'GET', `/applications/${id}/payoff`, { token: c.token })).status === 404,
  );
}

export async function signingProbe(api: RemoteApi, r: Report) {
  const S = 'signing';
  const c = await api.createClient();
  await setIdentity(api, c, { name: 'ANA', firstSurname: 'PRUEBA', secondSurname: 'TEST' });
  await force(api, c, 'APPROVED');
  const { id } = await applyAndProcess(api, c, { type: 'PERSONAL_LOAN', amount: 8_000, term: 6 });
  const conditions = await call<{ approvedProducts: { firstPaymentDate: string }[] }>(
    api,
    'GET',
    `/applications/${id}/approved-products-conditions`,
    { token: c.token },
  );
  const date = conditions.body.approvedProducts[0]!.firstPaymentDate;
  await call(api, 'POST', `/esign-sandbox/applications/${id}/signature`, {
    token: c.token,
    body: { firstPaymentDate: date, fullName: 'Ana Prueba Test', signatureImage: SIGNATURE_PNG },
  });
  // The resend wait holds across instances: concurrent requests send one PIN.
  const sent = await all(8, () =>
    call<{ smsSent: boolean }>(api, 'POST', `/applications/${id}/send-signature-code`, { token: c.token }),
  );
  const texted = sent.filter((s) => s.status === 200 && s.body.smsSent).length;
  r.check(
    S,
    '8 concurrent signing-PIN requests text exactly one PIN (the others are told it is pending)',
    texted === 1 && sent.every((s) => s.status === 200),
    `${texted} texted; ${sent.map((s) => s.status).join(',')}`,
  );
  const pin = (await lastMessage(api, c.phoneNumber)).code!;
  const signed = await all(10, () =>
    call<{ status: string }>(api, 'POST', `/applications/${id}/sign`, {
      token: c.token,
      body: { firstPaymentDate: date, signatureCode: pin },
    }),
  );
  const wins = signed.filter((s) => s.status === 200).length;
  r.check(
    S,
    '10 concurrent signatures with the right PIN: one signs, none fails on the server',
    wins === 1 && signed.every((s) => s.status < 500),
    signed
      .map((s) => s.status)
      .sort()
      .join(','),
  );
  const rows = await api.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  r.check(
    S,
    'the loan is signed (and disbursed) once',
    rows.length === 1 && ['SIGNED', 'PAID', 'CONFIRMED'].includes(rows[0]!.status),
    rows[0]?.status ?? '',
  );
}

export async function loginProbe(api: RemoteApi, r: Report) {
  const S = 'login lock and tokens';
  const c = await api.createClient();
  const wrong = await all(20, (i) =>
    call(api, 'POST', '/clients/signin', { body: { email: c.email, password: `Equivocada-${i}xx` } }),
  );
  const checked = wrong.filter((w) => w.status === 401).length;
  r.check(
    S,
    '20 concurrent wrong passwords: at most 10 checked, the rest locked',
    checked <= 10 && wrong.every((w) => w.status === 401 || w.status === 429),
    `${checked} checked, ${wrong.filter((w) => w.status === 429).length} locked`,
  );
  const right = await call(api, 'POST', '/clients/signin', {
    body: { email: c.email, password: c.password },
  });
  r.check(
    S,
    'the right password is then locked out on every instance',
    right.status === 429,
    String(right.status),
  );

  const d = await api.createClient();
  const signin = await call<{ token: string }>(api, 'POST', '/clients/signin', {
    body: { email: d.email, password: d.password },
  });
  const token = signin.body.token;
  const before = new Map(api.servedBy);
  const reads = await Promise.all(
    Array.from({ length: 10 }, async () => (await call(api, 'GET', '/clients/me', { token })).status),
  );
  const spread = [...api.servedBy].filter(([name, n]) => n > (before.get(name) ?? 0)).length;
  r.check(
    S,
    'a token one instance issued is accepted by every instance',
    signin.status === 200 && reads.every((s) => s === 200) && spread >= 2,
    `${reads.filter((s) => s === 200).length}/10 accepted, answered by ${spread} instances`,
  );
}

export async function codesProbe(api: RemoteApi, r: Report) {
  const S = 'codes';
  const c = await api.createClient({ activated: false });
  const results = await all(PARALLEL, () =>
    api.request('POST', '/api/clients/resend-activation-code', { token: c.token }),
  );
  const ok = results.filter((x) => x.status === 200).length;
  const codes = await api.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.kind, 'activation'), eq(oneTimeCodes.subject, c.id)));
  const mails = await api.db.select().from(outbox).where(eq(outbox.to, c.email));
  r.check(
    S,
    `${PARALLEL} concurrent resends: one code issued, one e-mail sent, the rest told to wait`,
    ok === 1 &&
      codes.length === 1 &&
      mails.length === 1 &&
      results.filter((x) => x.status === 429).length === PARALLEL - 1,
    `${ok} issued, ${codes.length} codes, ${mails.length} e-mails`,
  );
}
