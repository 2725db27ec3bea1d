/** Queries of the lending sandbox controls and of the `/__sandbox` page. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { applications as applicationsTable } from '../schema.ts';

/** The latest applications with their client's e-mail (sandbox page). */
export async function recentApplications(db: Db, limit: number) {
  return db
    .select({
      id: applicationsTable.id,
      serial: applicationsTable.serialNumber,
      status: applicationsTable.status,
      type: applicationsTable.type,
      email: clients.email,
      updatedAt: applicationsTable.updatedAt,
    })
    .from(applicationsTable)
    .innerJoin(clients, eq(clients.id, applicationsTable.clientId))
    .orderBy(desc(applicationsTable.updatedAt), asc(applicationsTable.id))
    .limit(limit);
}
