/** Seeds a fresh (or existing) database. Idempotent: runs on every start. */
import { seedCatalog } from '../catalog/seed.ts';
import { seedLending } from '../lending/seed.ts';
import type { Db } from './client.ts';

export async function seed(db: Db): Promise<void> {
  await seedCatalog(db);
  await seedLending(db);
}
