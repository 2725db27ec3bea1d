/** Readiness of an instance: the database answers and holds every migration this build ships. */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Deps } from '../context.ts';
import { MIGRATIONS_FOLDER } from '../db/client.ts';
import { newestAppliedMigration } from './queries.ts';

export type ReadyReason = 'DATABASE_UNREACHABLE' | 'MIGRATIONS_BEHIND';

export interface Readiness {
  readonly ready: boolean;
  readonly reason?: ReadyReason;
  readonly message?: string;
}

/** The `when` of the newest migration this build ships (its journal). */
export function latestShippedMigration(folder: string = MIGRATIONS_FOLDER): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis));
}

/** Ready when the database answers and its newest applied migration is the newest shipped (or newer). */
export async function readiness(db: Deps['db'], shipped: number): Promise<Readiness> {
  let applied: number | null;
  try {
    applied = await newestAppliedMigration(db);
  } catch {
    return { ready: false, reason: 'DATABASE_UNREACHABLE', message: 'The database does not answer.' };
  }
  if (applied === null || applied < shipped) {
    return {
      ready: false,
      reason: 'MIGRATIONS_BEHIND',
      message: 'The database lacks migrations this version ships: run the migrations.',
    };
  }
  return { ready: true };
}
