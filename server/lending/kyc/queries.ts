/** Queries of the identity-verification (KYC) flow of an application and of the sandbox identity provider. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ApplicationRow } from '../queries.ts';
import { applications as applicationsTable, kycFlows } from '../schema.ts';

export type KycFlowRow = typeof kycFlows.$inferSelect;

export async function kycFlowById(db: Db, flowId: string): Promise<KycFlowRow | undefined> {
  return (await db.select().from(kycFlows).where(eq(kycFlows.id, flowId)).limit(1))[0];
}

export async function kycFlowOfApplication(db: Db, applicationId: string): Promise<KycFlowRow | undefined> {
  return (await db.select().from(kycFlows).where(eq(kycFlows.applicationId, applicationId)).limit(1))[0];
}

export async function kycFlowByIdentityId(db: Db, identityId: string): Promise<KycFlowRow | undefined> {
  return (await db.select().from(kycFlows).where(eq(kycFlows.identityId, identityId)).limit(1))[0];
}

/** Records the flow issued for an application; a concurrent request that issued one first wins (read it back). */
export async function insertKycFlow(
  db: Db,
  row: Pick<KycFlowRow, 'id' | 'applicationId' | 'clientId' | 'identityId' | 'createdAt'>,
): Promise<KycFlowRow> {
  await db
    .insert(kycFlows)
    .values({ ...row, status: 'PENDING' })
    .onConflictDoNothing();
  const stored = await kycFlowOfApplication(db, row.applicationId);
  if (!stored) throw new Error('kyc flow not stored');
  return stored;
}

/** The person finished the flow (sandbox provider); finishing again changes nothing. */
export async function finishKycFlow(db: Db, flowId: string, at: Date): Promise<KycFlowRow | undefined> {
  await db
    .update(kycFlows)
    .set({ status: 'FINISHED', finishedAt: at })
    .where(and(eq(kycFlows.id, flowId), eq(kycFlows.status, 'PENDING')));
  return kycFlowById(db, flowId);
}

/**
 * The application accepts the identity of its finished flow: sets `kyc_identity_id` (only while it is still
 * PREAPPROVED) and marks the flow accepted. Undefined when the application moved on meanwhile.
 */
export async function acceptKycIdentity(
  db: Db,
  flow: KycFlowRow,
  at: Date,
): Promise<ApplicationRow | undefined> {
  const row = (
    await db
      .update(applicationsTable)
      .set({ kycIdentityId: flow.identityId, updatedAt: at })
      .where(and(eq(applicationsTable.id, flow.applicationId), eq(applicationsTable.status, 'PREAPPROVED')))
      .returning()
  )[0];
  if (row) await db.update(kycFlows).set({ acceptedAt: at }).where(eq(kycFlows.id, flow.id));
  return row;
}
