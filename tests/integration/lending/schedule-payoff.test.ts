/**
 * A loan's payment table (row marks) and its early payoff (beyond the spec): the owner's view, the figures in
 * centavos, liquidation by paying the payoff amount, another client's 404 and hostile ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../src/api/contract/endpoint.ts';
import type { paymentsApi } from '../../../src/api/contract/payments.ts';
import { fileApi, type TestClient } from '../helpers.ts';
import {
  type ApplicationList,
  applyAndProcess,
  type Balances,
  by,
  call,
  disbursedLoan,
  force,
  instant,
  lendingClient,
  signInAgain,
  startLendingApi,
} from './harness.ts';

type Schedule = ResponseOf<typeof paymentsApi.schedule>;
type Payoff = ResponseOf<typeof paymentsApi.payoff>;

const api = fileApi(startLendingApi, instant);
let owner: TestClient;
let loanId: string;
beforeAll(async () => {
  ({ c: owner, id: loanId } = await disbursedLoan(api));
});

const schedule = (token: string | undefined, id = loanId) =>
  call<Schedule>(api, 'GET', `/applications/${id}/schedule`, { token });
const payoff = (token: string | undefined, id = loanId) =>
  call<Payoff>(api, 'GET', `/applications/${id}/payoff`, { token });

describe('schedule and payoff of the owner', () => {
  it('lists every instalment in centavos, the first one marked next and the rest pending', async () => {
    const res = await schedule(owner.token);
    expect(res.status).toBe(200);
    const rows = res.body.instalments;
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.mark)).toEqual(['next', 'pending', 'pending']);
    for (const r of rows) {
      expect(Number.isInteger(r.amount)).toBe(true);
      expect(r.paidAmount).toBe(0);
      expect(r.outstanding).toBe(r.amount);
    }
  });

  it('payoff = capital + interest + IVA (the running instalment only), savings = the rest of the schedule', async () => {
    const res = await payoff(owner.token);
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.capital).toBe(600_000);
    expect(p.payoffAmount).toBe(p.capital + p.interest + p.iva);
    // IVA is 16 % of the interest (half-up to the centavo).
    expect(p.iva).toBe(Math.round((p.interest * 16) / 100));
    const rows = (await schedule(owner.token)).body.instalments;
    expect(p.scheduledOutstanding).toBe(rows.reduce((s, r) => s + r.outstanding, 0));
    expect(p.savings).toBe(p.scheduledOutstanding - p.payoffAmount);
    expect(p.savings).toBeGreaterThan(0);
  });

  it('paying the payoff amount liquidates the loan: every row paid, payoff then 404', async () => {
    const { payoffAmount } = (await payoff(owner.token)).body;
    const payment = { email: owner.email, method: 'cash_payment', amountCents: payoffAmount };
    type Paid = { liquidatedApplicationIds: string[] };
    const paid = await by(api, undefined).post<Paid>('/__sandbox/payments', payment);
    expect(paid.status).toBeLessThan(300);
    expect(paid.body.liquidatedApplicationIds).toEqual([loanId]);
    const rows = (await schedule(owner.token)).body.instalments;
    expect(rows.every((r) => r.outstanding === 0)).toBe(true);
    // Every instalment was paid before its due date: all are advances.
    expect(rows.map((r) => r.mark)).toEqual(['advance', 'advance', 'advance']);
    expect((await payoff(owner.token)).status).toBe(404);
    const apps = await by(api, owner).get<ApplicationList>('/applications');
    expect(apps.body.items.find((a) => a.id === loanId)?.liquidatedAt).not.toBeNull();
  });
});

describe('authorization', () => {
  // A promoter, a sign-up token, an expired one or none: the authorization matrix (authorization.test.ts).
  it('another client gets 404 (ids cannot be probed)', async () => {
    const other = await api.createClient();
    expect([(await schedule(other.token)).status, (await payoff(other.token)).status]).toEqual([404, 404]);
  });

  it('an application that is not disbursed is 404', async () => {
    const c = await lendingClient(api);
    await force(api, c, 'APPROVED');
    const id = (await applyAndProcess(api, c)).id;
    expect((await schedule(c.token, id)).status).toBe(404);
    expect((await payoff(c.token, id)).status).toBe(404);
  });
});

describe('hostile ids', () => {
  const hostile = ["' OR 1=1 --", '../../applications', 'a'.repeat(300), '%00', '😀'];
  const unknown = '00000000-0000-4000-8000-000000000000';
  it.each([...hostile, unknown])('%s answers 4xx with the error shape, never 5xx', async (id) => {
    const encoded = encodeURIComponent(id);
    for (const res of [await schedule(owner.token, encoded), await payoff(owner.token, encoded)]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toMatch(/select|drizzle|stack/i);
    }
  });
});

describe('push notifications', () => {
  it('a disbursed loan and an applied payment push to the client; none when transactional notifications are off', async () => {
    const sent: { clientId: string; title: string; body: string; url?: string }[] = [];
    const real = api.deps.push;
    (api.deps as { push: typeof real }).push = {
      enabled: true,
      sendToClient: async (clientId, n) => {
        sent.push({ clientId, ...n });
        return 1;
      },
    };
    try {
      const luis = { name: 'LUIS', firstSurname: 'PRUEBA', secondSurname: 'TEST' };
      const loan = { type: 'PERSONAL_LOAN', amount: 3_000, term: 3 } as const;
      const { c } = await disbursedLoan(api, loan, luis, 'Luis Prueba Test');
      await call(api, 'POST', '/__sandbox/lending/settle-now', {});
      await expect
        .poll(() => sent.filter((s) => s.clientId === c.id).map((s) => s.title))
        .toEqual(['Tu dinero va en camino']);
      expect(sent[0]!.body).toContain('$3,000.00');
      const pay100 = () => {
        const payment = { email: c.email, method: 'cash_payment', amountCents: 10_000 };
        return by(api, undefined).post('/__sandbox/payments', payment);
      };
      await pay100();
      expect(sent.filter((s) => s.clientId === c.id)).toHaveLength(2);
      expect(sent[1]).toMatchObject({
        title: 'Recibimos tu pago',
        body: 'Aplicamos $100.00 a tu cuenta.',
        url: '/compras',
      });

      const transactional = `/clients/me/settings/${c.settingsId}/transactional`;
      const off = await by(api, c).patch(transactional, { value: false });
      expect(off.status).toBe(200);
      await pay100();
      // The payment's push is awaited by the payment itself: nothing more can arrive for it.
      expect(sent.filter((s) => s.clientId === c.id)).toHaveLength(2);
    } finally {
      (api.deps as { push: typeof real }).push = real;
    }
  });
});

// Last: it moves the sandbox clock.
describe('interest to date (docs/domain.md): an early payoff charges only the days used', () => {
  it('on the day of disbursement no interest; 10 days later 10 days of it; quote = balance to pay off = what the limit counts', async () => {
    const { c, id } = await disbursedLoan(api);
    const balanceOf = async () => {
      const res = await by(api, c).get<Balances>('/applications/balance');
      return res.body.balances.find((b) => b.applicationId === id)!.creditBalance.currentMonthsBalance;
    };

    const today = (await payoff(c.token, id)).body;
    expect(today).toMatchObject({ capital: 600_000, interest: 0, iva: 0, payoffAmount: 600_000 });
    expect(await balanceOf()).toMatchObject({ totalBalance: 6_000, currentBalance: 6_000 });

    await call(api, 'POST', '/__sandbox/clock/advance-days', { body: { days: 10 } });
    await signInAgain(api, c);
    // 6,000 × 72% (personal loan) × 10 / 360 = 120.00; IVA 16% = 19.20.
    const later = (await payoff(c.token, id)).body;
    expect(later).toMatchObject({ capital: 600_000, interest: 12_000, iva: 1_920, payoffAmount: 613_920 });
    expect((await balanceOf()).totalBalance).toBe(6_139.2);
  });
});
