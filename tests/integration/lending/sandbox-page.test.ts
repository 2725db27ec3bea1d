/** The lending controls of the /__sandbox page: the section renders, and its forms act and come back to the page. */
import { describe, expect, it } from 'vitest';
import { fileApi } from '../helpers.ts';
import { call, startLendingApi } from './harness.ts';

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
    for (const id of [
      'decision-email',
      'decision-outcome',
      'decision-reason',
      'payment-amount',
      'advance-days',
      'delay-documents',
      'delay-confirmation',
      'msi-email',
    ]) {
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
    expect(pending.body).toEqual({
      pending: { outcome: 'REJECTED', rejectionReason: 'OVERDUE_ACCOUNTS', overdueAccounts: 4 },
    });

    expect(
      (
        await form('/__sandbox/lending/settings', {
          documentsDelayMs: '0',
          signatureDelayMs: '0',
          disbursementDelayMs: '0',
          confirmationDelayMs: '0',
        })
      ).status,
    ).toBe(303);
    expect((await call(api, 'GET', '/__sandbox/lending/settings')).body).toEqual({
      documentsDelayMs: 0,
      signatureDelayMs: 0,
      disbursementDelayMs: 0,
      confirmationDelayMs: 0,
    });
    expect(
      (await form('/__sandbox/payments', { email: client.email, method: 'cash_payment', amount: '150.50' }))
        .status,
    ).toBe(303);
    const payments = await call<{ payments: { originalAmount: number; appliedAmount: number }[] }>(
      api,
      'GET',
      '/payments',
      {
        token: client.token,
      },
    );
    expect(payments.body.payments).toEqual([
      expect.objectContaining({ originalAmount: 15_050, appliedAmount: 0 }),
    ]);
    const before = Date.parse((await call<{ now: string }>(api, 'GET', '/__sandbox/clock')).body.now);
    expect((await form('/__sandbox/clock/advance-days', { days: '3' })).status).toBe(303);
    const after = Date.parse((await call<{ now: string }>(api, 'GET', '/__sandbox/clock')).body.now);
    expect(after - before).toBeGreaterThanOrEqual(3 * 86_400_000);
  });
});
