/**
 * One migrated PGlite database for the whole integration run (vitest `globalSetup` of the integration project):
 * migrating a fresh in-memory PGlite costs about 6 s, loading a dumped one about 1 s, and the suite opens one per
 * test file (more in some). The dump is written once per run to `.tmp/pglite-template.tgz`; `startTestApi`
 * (helpers.ts) loads it when it exists, and `openPglite` still runs the migrations over it (none left to apply), so
 * a stale file can only cost time, never a wrong schema. Not used with DATABASE_URL (each file gets a fresh
 * PostgreSQL database).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../server/db/client.ts';

export const TEMPLATE_PATH = path.resolve('.tmp', 'pglite-template.tgz');

/** The template as a Blob for `openPglite`, or undefined when there is none (a file run outside the project). */
export function pgliteTemplate(): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(TEMPLATE_PATH)]);
  } catch {
    return undefined;
  }
}

export default async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const database = await openPglite();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  fs.mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  const partial = `${TEMPLATE_PATH}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, TEMPLATE_PATH);
}
