/** The lending controls of the /__sandbox page: the section renders, and its forms act and come back to the page. */
import { describe, expect, it } from 'vitest';
import { fileApi } from '../helpers.ts';
import { by, call, startLendingApi } from './harness.ts';

const api = fileApi(startLendingApi);

const form = (path: string, fields: Record<string, string>) =>
  api.request('POST', `/api${path}`, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('/__sandbox page (lending)', () => {
  it('shows the lending controls with labelled fields', async () => {
    const res = await api.request('GET', '/__sandbox');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Crédito: decisiones, pagos y reloj');
    const fields = ['decision-email', 'decision-outcome', 'decision-reason', 'payment-amount'];
    for (const id of [...fields, 'advance-days', 'delay-documents', 'delay-confirmation', 'msi-email']) {
      expect(res.text).toContain(`for="${id}"`);
      expect(res.text).toContain(`id="${id}"`);
    }
    expect(res.text).toContain('value="NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS"');
  });

  it('its forms force a decision, set delays, register a payment and move the clock, then redirect back', async () => {
    const client = await api.createClient();
    const forced = await form('/__sandbox/decisions', {
      email: client.email,
      outcome: 'REJECTED',
      rejectionReason: 'OVERDUE_ACCOUNTS',
      overdueAccounts: '4',
    });
    expect([forced.status, forced.headers.get('location')]).toEqual([303, '/__sandbox']);
    const pending = await call(api, 'GET', `/__sandbox/decisions?email=${encodeURIComponent(client.email)}`);
    const pendingDecision = { outcome: 'REJECTED', rejectionReason: 'OVERDUE_ACCOUNTS', overdueAccounts: 4 };
    expect(pending.body).toEqual({ pending: pendingDecision });

    const delays = ['documentsDelayMs', 'signatureDelayMs', 'disbursementDelayMs', 'confirmationDelayMs'];
    const zeros = Object.fromEntries(delays.map((d) => [d, '0']));
    expect((await form('/__sandbox/lending/settings', zeros)).status).toBe(303);
    expect((await call(api, 'GET', '/__sandbox/lending/settings')).body).toEqual(
      Object.fromEntries(delays.map((d) => [d, 0])),
    );
    const payment = { email: client.email, method: 'cash_payment', amount: '150.50' };
    expect((await form('/__sandbox/payments', payment)).status).toBe(303);
    const payments = await by(api, client).get('/payments');
    const registered = expect.objectContaining({ originalAmount: 15_050, appliedAmount: 0 });
    expect(payments.body.payments).toEqual([registered]);
    const before = Date.parse((await call<{ now: string }>(api, 'GET', '/__sandbox/clock')).body.now);
    expect((await form('/__sandbox/clock/advance-days', { days: '3' })).status).toBe(303);
    const after = Date.parse((await call<{ now: string }>(api, 'GET', '/__sandbox/clock')).body.now);
    expect(after - before).toBeGreaterThanOrEqual(3 * 86_400_000);
  });
});
