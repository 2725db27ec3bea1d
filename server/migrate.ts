/**
 * `npm run migrate`: migrates and seeds the database of DATABASE_URL once, then exits (0 when done). A deployment of
 * several instances runs it once before the instances start (`npm run cluster`, the `migrate` service of
 * compose.yaml); an instance whose database lacks a migration answers 503 on `/readyz`.
 */
import { openPostgres } from './db/client.ts';
import { seed } from './db/seed.ts';

async function main() {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) throw new Error('DATABASE_URL is not set: nothing to migrate (PGlite migrates on start).');
  const started = performance.now();
  const database = await openPostgres(url, 1);
  try {
    await seed(database.db);
  } finally {
    await database.close();
  }
  process.stdout.write(
    `${JSON.stringify({ level: 'info', msg: 'migrated and seeded', ms: Math.round(performance.now() - started) })}\n`,
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`The migrations could not run: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
