/**
 * The e2e suite's empty sandbox database, made once per run (playwright.config.ts): a PGlite data folder migrated
 * and seeded as the server's first start would leave it, copied into each spec file's own DATA_DIR before its
 * server starts. Each server then has a warm start (about 2 s) instead of migrating an empty folder (about 6 s),
 * seventeen times in a row; it still runs the migrations and the seed, which find nothing to do.
 *
 *   node --import tsx scripts/e2e-data-template.ts <dir>
 */
import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../server/db/client.ts';
import { seed } from '../server/db/seed.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: scripts/e2e-data-template.ts <dir>');
  process.exit(2);
}
fs.rmSync(dir, { recursive: true, force: true });
const database = await openPglite(path.join(dir, 'pglite'));
await seed(database.db);
await database.close();
