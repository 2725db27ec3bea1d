/** Queries of payments, their allocations to instalments, and referral bonuses. */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientSettings, referrals } from '../../db/schema.ts';
import type { Instalment } from '../ledger.ts';
import {
  applications as applicationsTable,
  loanInstalments,
  paymentAllocations,
  payments,
} from '../schema.ts';

/** Locks the schedules so two payments never apply to the same instalment concurrently. */
export async function lockInstalments(tx: Db, applicationIds: readonly string[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx
    .select({ p: loanInstalments.period })
    .from(loanInstalments)
    .where(inArray(loanInstalments.applicationId, [...applicationIds]))
    .for('update');
}

export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(row);
}

export async function insertAllocations(db: Db, rows: (typeof paymentAllocations.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(paymentAllocations).values(rows);
}

export async function saveInstalmentPayments(db: Db, i: Instalment): Promise<void> {
  await db
    .update(loanInstalments)
    .set({
      paidCapitalCentavos: i.paidCapital,
      paidInterestCentavos: i.paidInterest,
      paidIvaCentavos: i.paidIva,
      waivedInterestCentavos: i.waivedInterest,
      waivedIvaCentavos: i.waivedIva,
    })
    .where(and(eq(loanInstalments.applicationId, i.applicationId), eq(loanInstalments.period, i.period)));
}

export async function markLiquidated(db: Db, applicationId: string, now: Date): Promise<void> {
  await db
    .update(applicationsTable)
    .set({ liquidatedAt: now, updatedAt: now })
    .where(eq(applicationsTable.id, applicationId));
}

export async function unpaidReferralOf(db: Db, referredId: string) {
  return (
    await db
      .select()
      .from(referrals)
      .where(and(eq(referrals.referredId, referredId), isNull(referrals.bonusPaidAt)))
      .limit(1)
  )[0];
}

/** Marks the bonus paid; false when another request claimed it first. */
export async function claimReferralBonus(db: Db, referralId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(referrals)
    .set({ bonusPaidAt: now })
    .where(and(eq(referrals.id, referralId), isNull(referrals.bonusPaidAt)))
    .returning({ id: referrals.id });
  return claimed.length > 0;
}

export async function paymentsWithAllocations(db: Db, clientId: string) {
  const list = await db
    .select()
    .from(payments)
    .where(eq(payments.clientId, clientId))
    .orderBy(desc(payments.paidAt), desc(payments.id));
  if (list.length === 0) return { list, allocations: [] };
  const allocations = await db
    .select()
    .from(paymentAllocations)
    .where(
      inArray(
        paymentAllocations.paymentId,
        list.map((p) => p.id),
      ),
    );
  return { list, allocations };
}

/** Whether the client wants transactional notifications (default yes when no settings row exists). */
export async function wantsTransactionalNotifications(db: Db, clientId: string): Promise<boolean> {
  const row = (
    await db
      .select({ on: clientSettings.transactionalNotifications })
      .from(clientSettings)
      .where(eq(clientSettings.clientId, clientId))
      .limit(1)
  )[0];
  return row?.on ?? true;
}
