/**
 * Repayment views: payments made (amounts in integer centavos, as the spec's payments API sends them) and the
 * balances of each loan (pesos with at most 2 decimals, like every application amount and the credit limit, so
 * the available credit is `creditLimit - (overdueBalance + currentBalance)` without unit juggling).
 */
import * as z from 'zod/mini';
import { applicationType, cents, id, isoDate, isoDateTime, pesos } from './common.ts';
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
    nextMonthsBalance: z.object({
      overdueBalance: pesos,
      /** Due date of the next instalment that `overdueBalance` includes; null when every instalment is due. */
      nextDueDate: z.optional(z.nullable(isoDate)),
    }),
  }),
});
export type ApplicationBalance = z.output<typeof applicationBalance>;

export const balance = defineEndpoint({
  id: 'payments.balance',
  method: 'GET',
  path: '/applications/balance',
  response: z.object({
    balances: z.array(applicationBalance),
    /**
     * Beyond the spec: everything that takes of the client's credit (§6), with its type — each disbursed loan not
     * liquidated (its overdue and current balances) and each application not yet disbursed that is not rejected
     * (its amount as current). What the product step counts (src/domain/limits.ts `availableToAsk`), as the
     * server's checks do.
     */
    inUse: z.optional(
      z.array(
        z.object({ applicationId: id, type: applicationType, overdueBalance: pesos, currentBalance: pesos }),
      ),
    ),
  }),
  auth: ['client'],
});

const loanParams = z.object({ applicationId: id });

/** Row marks of a loan's payment table (spec §2 Mi cuenta); `pending` = a later instalment not yet due. */
export const INSTALMENT_MARKS = ['paid', 'next', 'notMade', 'advance', 'pending'] as const;

/** One instalment of a disbursed loan. Amounts in centavos (like the payments list). */
export const scheduledInstalment = z.object({
  number: z.int().check(z.gte(1)),
  dueDate: isoDate,
  /** Capital + interest + IVA scheduled (centavos). */
  amount: cents,
  /** What was paid or waived of it (centavos). */
  paidAmount: cents,
  /** What is still owed of it (centavos). */
  outstanding: cents,
  mark: z.enum(INSTALMENT_MARKS),
});
export type ScheduledInstalment = z.output<typeof scheduledInstalment>;

/** The payment schedule of one of the client's disbursed loans (PAID or CONFIRMED, liquidated too). */
export const schedule = defineEndpoint({
  id: 'payments.schedule',
  method: 'GET',
  path: '/applications/:applicationId/schedule',
  params: loanParams,
  response: z.object({ applicationId: id, instalments: z.array(scheduledInstalment) }),
  auth: ['client'],
  errors: { 404: 'Not a disbursed loan of this client' },
});

/**
 * Paying a loan off early (beyond the spec): what settles it today, in centavos — outstanding capital plus the
 * interest and IVA accrued to date (overdue instalments and the one running), no penalty — and what paying it
 * today saves against the remaining schedule.
 */
export const payoff = defineEndpoint({
  id: 'payments.payoff',
  method: 'GET',
  path: '/applications/:applicationId/payoff',
  params: loanParams,
  response: z.object({
    applicationId: id,
    /** Today in Mexico City (the sandbox clock). */
    date: isoDate,
    capital: cents,
    interest: cents,
    iva: cents,
    /** capital + interest + iva. */
    payoffAmount: cents,
    /** Everything still scheduled (capital plus the interest and IVA of every remaining instalment). */
    scheduledOutstanding: cents,
    /** scheduledOutstanding − payoffAmount: the interest and IVA not charged when paying off today. */
    savings: cents,
  }),
  auth: ['client'],
  errors: { 404: 'Not an active loan of this client' },
});

/** The `payments` group of the contract (src/api/contract/index.ts): every endpoint by its name. */
export const paymentsApi = {
  list: listPayments,
  balance,
  schedule,
  payoff,
} as const;
