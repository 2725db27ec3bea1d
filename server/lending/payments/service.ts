/** Payments (spec §9): registering one (applied in the §9 order), the referral bonus, balances and the list. */
import { randomUUID } from 'node:crypto';
import { asCentavos, type Centavos, centavosToPesos, pesos, ZERO } from '../../../src/domain/money.ts';
import type { Deps } from '../../context.ts';
import { todayOf } from '../access.ts';
import { allocatePayment } from '../ledger.ts';
import { instalmentsOf, loansWithBalances } from '../loans.ts';
import { disbursedLoans, inTransaction } from '../queries.ts';
import { settle } from '../scheduler/service.ts';
import { recordEvent } from '../transitions.ts';
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

export async function paymentsOf(deps: Deps, clientId: string) {
  const { list, allocations } = await paymentsWithAllocations(deps.db, clientId);
  return list.map((p) => {
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
}

const toPesos = (c: number) => centavosToPesos(c as Centavos);

/** Balances of every disbursed loan of the client (after applying due steps). */
export async function balancesOf(deps: Deps, clientId: string) {
  await settle(deps);
  const loans = await loansWithBalances(deps, deps.db, clientId);
  return {
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
        nextMonthsBalance: { overdueBalance: toPesos(b.nextMonthsOverdueBalance) },
      },
    })),
  };
}
