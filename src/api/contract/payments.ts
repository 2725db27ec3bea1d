/**
 * Repayment views: payments made (amounts in integer centavos, as the spec's payments API sends them) and the
 * balances of each loan (pesos with at most 2 decimals, like every application amount and the credit limit, so
 * the available credit is `creditLimit - (overdueBalance + currentBalance)` without unit juggling).
 */
import * as z from 'zod/mini';
import { cents, id, isoDateTime, pesos } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** Payment methods; any other value is a bank deposit (BBVA). */
export const PAYMENT_METHODS = [
  'bank_transfer_payment',
  'cash_payment',
  'referral_bonification',
  'BBVA',
] as const;

/** A payment (spec §3). Amounts in centavos. */
export const payment = z.object({
  id,
  /** One of PAYMENT_METHODS; unknown values are shown as a bank deposit. */
  method: z.string(),
  paidAt: isoDateTime,
  /** Centavos applied to loans. */
  appliedAmount: cents,
  /** Centavos received. */
  originalAmount: cents,
  applicationPayments: z.array(z.object({ applicationId: id, amount: cents })),
});
export type Payment = z.output<typeof payment>;

export const listPayments = defineEndpoint({
  id: 'payments.list',
  method: 'GET',
  path: '/payments',
  response: z.object({ payments: z.array(payment) }),
  auth: ['client'],
});

/** Balance of the current month of one loan. Pesos. */
export const currentMonthsBalance = z.object({
  overdueBalance: pesos,
  currentBalance: pesos,
  VAT: pesos,
  economicCapital: pesos,
  interests: pesos,
  totalBalance: pesos,
  /** Sum of the payments made. */
  paymentsTotal: pesos,
  /** Amount disbursed; progress paid = (1 - totalBalance / ministrations) × 100, floored at 0. */
  ministrations: pesos,
});

/** Balance per application (spec §3). */
export const applicationBalance = z.object({
  applicationId: id,
  creditBalance: z.object({
    currentMonthsBalance,
    nextMonthsBalance: z.object({ overdueBalance: pesos }),
  }),
});
export type ApplicationBalance = z.output<typeof applicationBalance>;

export const balance = defineEndpoint({
  id: 'applications.balance',
  method: 'GET',
  path: '/applications/balance',
  response: z.object({ balances: z.array(applicationBalance) }),
  auth: ['client'],
});

/** The `payments` group of the contract (src/api/contract/index.ts): every endpoint by its name. */
export const paymentsApi = {
  list: listPayments,
  balance,
} as const;
