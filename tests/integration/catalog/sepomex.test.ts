import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postalCodes } from '../../../server/catalog/schema.ts';
import { parseSepomex, SepomexFormatError } from '../../../server/catalog/sepomex.ts';
import { openPglite } from '../../../server/db/client.ts';

const HEADER =
  'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';
const COPYRIGHT =
  'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México y se proporciona en forma gratuita para uso particular.';

/** A small file in the official layout, encoded Latin-1 with CRLF line ends (all data made up). */
function sampleFile(rows: string[], header = HEADER): Buffer {
  return Buffer.from([COPYRIGHT, header, ...rows, ''].join('\r\n'), 'latin1');
}

const ROWS = [
  '01000|San Ángel|Colonia|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||09|010|0001|Urbano|01',
  '01000|Peña Pobre|Barrio|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||02|010|0002|Urbano|01',
  '01000|San Ángel|Colonia|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||09|010|0001|Urbano|01',
  '20990|El Ñandú|Ranchería|Jesús María|Aguascalientes||20901|1|20901||29|005|0300|Rural|',
  '9999|Mal|Colonia|X|Y|Z|1|01|1||09|001|1|Urbano|01',
];

describe('SEPOMEX parser', () => {
  it('decodes Latin-1, skips the copyright line, dedupes and falls back to the municipality as city', () => {
    const result = parseSepomex(sampleFile(ROWS));
    const cdmx = { code: '01000', municipality: 'Álvaro Obregón', city: 'Ciudad de México', stateCode: '09' };
    // The city left empty: the municipality's name.
    const rural = { code: '20990', municipality: 'Jesús María', city: 'Jesús María', stateCode: '01' };
    expect(result.rows).toEqual([
      { ...cdmx, neighborhood: 'San Ángel', settlementType: 'Colonia', state: 'Ciudad de México' },
      { ...cdmx, neighborhood: 'Peña Pobre', settlementType: 'Barrio', state: 'Ciudad de México' },
      { ...rural, neighborhood: 'El Ñandú', settlementType: 'Ranchería', state: 'Aguascalientes' },
    ]);
    expect([result.duplicates, result.skipped]).toEqual([1, [7]]);
  });

  it('refuses a file whose header is not the official 15-field one', () => {
    expect(() => parseSepomex(sampleFile(ROWS, 'd_codigo|d_asenta|d_tipo_asenta'))).toThrow(
      SepomexFormatError,
    );
    expect(() => parseSepomex(Buffer.from('hola\r\nmundo\r\n', 'latin1'))).toThrow(SepomexFormatError);
  });
});

describe('scripts/import-sepomex.ts', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sepomex-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('replaces the postal codes of a PGlite database with the file', async () => {
    const file = path.join(dir, 'CPdescarga.txt');
    fs.writeFileSync(file, sampleFile(ROWS));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
    delete env.DATABASE_URL;
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/import-sepomex.ts', file], {
      env,
      timeout: 120_000,
    });
    expect(stdout).toContain('3 asentamientos en 2 códigos postales');

    const database = await openPglite(path.join(dir, 'pglite'));
    try {
      const rows = await database.db.select().from(postalCodes);
      expect(rows).toHaveLength(3);
      const one = await database.db.select().from(postalCodes).where(eq(postalCodes.code, '20990'));
      expect(one[0]?.neighborhood).toBe('El Ñandú');
    } finally {
      await database.close();
    }
  }, 180_000);

  it('fails with a clear message for a file that is not the catalogue', async () => {
    const file = path.join(dir, 'other.txt');
    fs.writeFileSync(file, 'not|a|catalogue\n');
    const run = promisify(execFile);
    await expect(
      run(process.execPath, ['--import', 'tsx', 'scripts/import-sepomex.ts', file, '--dry-run'], {
        timeout: 60_000,
      }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('d_codigo') });
  }, 60_000);
});
