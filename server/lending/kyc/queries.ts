/** Queries of the identity-verification (KYC) flow of an application. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ApplicationRow } from '../queries.ts';
import { applications as applicationsTable } from '../schema.ts';

export async function applicationByKycFlowId(db: Db, flowId: string): Promise<ApplicationRow | undefined> {
  return (
    await db.select().from(applicationsTable).where(eq(applicationsTable.kycFlowId, flowId)).limit(1)
  )[0];
}
