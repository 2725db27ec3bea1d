/** Payments (spec §9): registering one (applied in the §9 order), the referral bonus, balances and the list. */
import { randomUUID } from 'node:crypto';
import { asCentavos, type Centavos, centavosToPesos, pesos, ZERO } from '../../../src/domain/money.ts';
import type { Deps } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { SAFE_ID, todayOf } from '../access.ts';
import { allocatePayment, outstandingOf, rowMark } from '../ledger.ts';
import { creditInUse, instalmentsOf, loansWithBalances } from '../loans.ts';
import { MESSAGES } from '../messages.ts';
import { disbursedLoans, inTransaction } from '../queries.ts';
import { settle } from '../scheduler/service.ts';
import { recordEvent } from '../transitions.ts';
import { pushPaymentApplied } from './push.ts';
import {
  claimReferralBonus,
  insertAllocations,
  insertPayment,
  lockInstalments,
  markLiquidated,
  paymentsWithAllocations,
  saveInstalmentPayments,
  unpaidReferralOf,
} from './queries.ts';

export const REFERRAL_BONUS = pesos(200);
export const PAYMENT_METHOD_VALUES = [
  'bank_transfer_payment',
  'cash_payment',
  'referral_bonification',
  'BBVA',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];

export interface RegisteredPayment {
  id: string;
  applied: Centavos;
  unapplied: Centavos;
  liquidated: string[];
}

/** Registers a payment received from a client and applies it to their loans (§9 order). */
export async function registerPayment(
  deps: Deps,
  clientId: string,
  method: PaymentMethod,
  amount: Centavos,
): Promise<RegisteredPayment> {
  const result = await inTransaction(deps.db, async (tx) => {
    const loans = (await disbursedLoans(tx, clientId)).filter((l) => l.liquidatedAt === null);
    const ids = loans.map((l) => l.id);
    await lockInstalments(tx, ids);
    const rows = await instalmentsOf(tx, ids);
    const now = deps.clock.now();
    const allocation =
      rows.length > 0
        ? allocatePayment(rows, amount, todayOf(deps), ids)
        : { instalments: [], allocations: [], applied: ZERO, unapplied: amount, liquidated: [] };
    const id = randomUUID();
    await insertPayment(tx, {
      id,
      clientId,
      method,
      originalCentavos: amount,
      appliedCentavos: allocation.applied,
      paidAt: now,
    });
    await insertAllocations(
      tx,
      allocation.allocations.map((a) => ({
        paymentId: id,
        applicationId: a.applicationId,
        period: a.period,
        capitalCentavos: a.capital,
        interestCentavos: a.interest,
        ivaCentavos: a.iva,
      })),
    );
    const changed = new Set(allocation.allocations.map((a) => `${a.applicationId}#${a.period}`));
    for (const i of allocation.instalments) {
      const before = rows.find((r) => r.applicationId === i.applicationId && r.period === i.period);
      const untouched =
        !changed.has(`${i.applicationId}#${i.period}`) &&
        before?.waivedInterest === i.waivedInterest &&
        before.waivedIva === i.waivedIva;
      if (!untouched) await saveInstalmentPayments(tx, i);
    }
    for (const applicationId of allocation.liquidated) {
      await markLiquidated(tx, applicationId, now);
      const status = loans.find((l) => l.id === applicationId)?.status ?? 'PAID';
      await recordEvent(deps, tx, { id: applicationId, status }, 'system', 'liquidated');
    }
    return {
      id,
      applied: allocation.applied,
      unapplied: allocation.unapplied,
      liquidated: allocation.liquidated,
    };
  });
  if (method !== 'referral_bonification') await payReferralBonus(deps, clientId);
  if (result.applied > 0) await pushPaymentApplied(deps, clientId, result.applied, result.liquidated);
  return result;
}

/** The $200 referral bonus goes to the referrer after the referred client's first payment. */
async function payReferralBonus(deps: Deps, referredId: string): Promise<void> {
  const referral = await unpaidReferralOf(deps.db, referredId);
  if (!referral) return;
  if (!(await claimReferralBonus(deps.db, referral.id, deps.clock.now()))) return;
  await registerPayment(
    deps,
    referral.referrerId,
    'referral_bonification',
    asCentavos(referral.bonusCentavos || REFERRAL_BONUS),
  );
  deps.log.info('referral bonus paid', { referralId: referral.id });
}

/** The payments the client made, each with what it paid of each loan (`payments.list`). */
export async function list(deps: Deps, clientId: string) {
  const { list: rows, allocations } = await paymentsWithAllocations(deps.db, clientId);
  const payments = rows.map((p) => {
    const perApplication = new Map<string, number>();
    for (const a of allocations) {
      if (a.paymentId !== p.id) continue;
      perApplication.set(
        a.applicationId,
        (perApplication.get(a.applicationId) ?? 0) + a.capitalCentavos + a.interestCentavos + a.ivaCentavos,
      );
    }
    return {
      id: p.id,
      method: p.method,
      paidAt: p.paidAt.toISOString(),
      appliedAmount: p.appliedCentavos,
      originalAmount: p.originalCentavos,
      applicationPayments: [...perApplication].map(([applicationId, amount]) => ({ applicationId, amount })),
    };
  });
  return { payments };
}

const toPesos = (c: number) => centavosToPesos(c as Centavos);

/** Balances of every disbursed loan of the client (after applying due steps). */
export async function balance(deps: Deps, clientId: string) {
  await settle(deps);
  const loans = await loansWithBalances(deps, deps.db, clientId);
  const inUse = await creditInUse(deps, deps.db, clientId);
  return {
    inUse: inUse.map((u) => ({
      applicationId: u.applicationId,
      type: u.type,
      overdueBalance: toPesos(u.overdueBalance),
      currentBalance: toPesos(u.currentBalance),
    })),
    balances: loans.map(({ application, balance: b }) => ({
      applicationId: application.id,
      creditBalance: {
        currentMonthsBalance: {
          overdueBalance: toPesos(b.overdueBalance),
          currentBalance: toPesos(b.currentBalance),
          VAT: toPesos(b.VAT),
          economicCapital: toPesos(b.economicCapital),
          interests: toPesos(b.interests),
          totalBalance: toPesos(b.totalBalance),
          paymentsTotal: toPesos(b.paymentsTotal),
          ministrations: toPesos(b.ministrations),
        },
        nextMonthsBalance: {
          overdueBalance: toPesos(b.nextMonthsOverdueBalance),
          nextDueDate: b.nextDueDate,
        },
      },
    })),
  };
}

/** One disbursed loan of the client with its instalments and balance; another's, or an undisbursed one, is 404. */
async function ownLoan(deps: Deps, clientId: string, applicationId: string) {
  if (!SAFE_ID.test(applicationId)) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  await settle(deps);
  const loan = (await loansWithBalances(deps, deps.db, clientId)).find(
    (l) => l.application.id === applicationId,
  );
  if (!loan) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  return loan;
}

/** The payment table of a loan (centavos) with the row marks of spec §2: paid, next, not made, advance. */
export async function schedule(deps: Deps, clientId: string, applicationId: string) {
  const { instalments } = await ownLoan(deps, clientId, applicationId);
  const today = todayOf(deps);
  const sorted = [...instalments].sort((a, b) => a.period - b.period);
  const next = sorted.find((i) => i.dueDate >= today && outstandingOf(i) > 0)?.period ?? null;
  return {
    applicationId,
    instalments: sorted.map((i) => {
      const amount = i.capital + i.interest + i.iva;
      const outstanding = outstandingOf(i);
      return {
        number: i.period,
        dueDate: i.dueDate,
        amount,
        paidAmount: amount - outstanding,
        outstanding,
        mark: rowMark(i, today, next),
      };
    }),
  };
}

/**
 * What pays an active loan off today (centavos): outstanding capital plus the interest and IVA of the overdue
 * instalments and of the one running, no penalty; `savings` is what the rest of the schedule would have cost on
 * top. A liquidated loan is 404 (there is nothing to pay off).
 */
export async function payoff(deps: Deps, clientId: string, applicationId: string) {
  const { application, balance } = await ownLoan(deps, clientId, applicationId);
  if (application.liquidatedAt !== null) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  const payoffAmount = balance.economicCapital + balance.interests + balance.VAT;
  return {
    applicationId,
    date: todayOf(deps),
    capital: balance.economicCapital,
    interest: balance.interests,
    iva: balance.VAT,
    payoffAmount,
    scheduledOutstanding: balance.scheduledOutstanding,
    savings: Math.max(0, balance.scheduledOutstanding - payoffAmount),
  };
}
