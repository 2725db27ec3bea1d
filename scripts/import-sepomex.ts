/**
 * Loads the official SEPOMEX postal-code catalogue into the sandbox database, replacing the made-up sample.
 *
 * The sandbox ships only an invented sample (server/catalog/data/postal-codes.ts) because the official file
 * may not be redistributed. Operators who hold it (download "CPdescarga.txt", format TXT, from Correos de
 * México) load it with:
 *
 *   npx tsx scripts/import-sepomex.ts path/to/CPdescarga.txt            # PGlite under DATA_DIR (default .data/)
 *   DATABASE_URL=postgres://… npx tsx scripts/import-sepomex.ts CPdescarga.txt
 *   npx tsx scripts/import-sepomex.ts CPdescarga.txt --dry-run          # parse and report only
 *
 * The file is Latin-1, pipe-delimited, with a first copyright line and then the 15-field header
 * (d_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|
 * c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad). All postal codes are replaced in one transaction, so a failed
 * import leaves the previous ones. Stop the server first when it uses PGlite (one process per data folder).
 * Seeding never overwrites an imported catalogue (it only fills an empty table).
 */
import fs from 'node:fs';
import { postalCodes } from '../server/catalog/schema.ts';
import { parseSepomex, SepomexFormatError } from '../server/catalog/sepomex.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

const BATCH = 1000;

async function main(argv: readonly string[]): Promise<number> {
  const file = argv.find((a) => !a.startsWith('--'));
  const dryRun = argv.includes('--dry-run');
  if (!file) {
    console.error('Uso: npx tsx scripts/import-sepomex.ts <CPdescarga.txt> [--dry-run]');
    return 2;
  }
  let parsed: ReturnType<typeof parseSepomex>;
  try {
    parsed = parseSepomex(fs.readFileSync(file));
  } catch (e) {
    if (e instanceof SepomexFormatError || (e as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(e instanceof Error ? e.message : String(e));
      return 1;
    }
    throw e;
  }
  const codes = new Set(parsed.rows.map((r) => r.code)).size;
  console.log(
    `${parsed.rows.length} asentamientos en ${codes} códigos postales; ` +
      `${parsed.skipped.length} líneas omitidas, ${parsed.duplicates} duplicados.`,
  );
  if (parsed.skipped.length > 0)
    console.log(`Primeras líneas omitidas: ${parsed.skipped.slice(0, 10).join(', ')}`);
  if (dryRun || parsed.rows.length === 0) return parsed.rows.length === 0 ? 1 : 0;

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.db.transaction(async (tx) => {
      await tx.delete(postalCodes);
      for (let i = 0; i < parsed.rows.length; i += BATCH) {
        await tx
          .insert(postalCodes)
          .values(parsed.rows.slice(i, i + BATCH))
          .onConflictDoNothing();
      }
    });
    console.log(`Importación terminada (${database.kind}).`);
  } finally {
    await database.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 1;
  },
);
