/**
 * Parser of the official SEPOMEX postal-code catalogue ("CPdescarga.txt", Correos de México), the file
 * `scripts/import-sepomex.ts` loads. Format: Latin-1 text, CRLF or LF line ends, a first line with the
 * copyright notice, then a pipe-delimited header of 15 fields, then one settlement (asentamiento) per line:
 *
 *   d_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad
 */

export const SEPOMEX_FIELDS = [
  'd_codigo',
  'd_asenta',
  'd_tipo_asenta',
  'd_mnpio',
  'd_estado',
  'd_ciudad',
  'd_cp',
  'c_estado',
  'c_oficina',
  'c_cp',
  'c_tipo_asenta',
  'c_mnpio',
  'id_asenta_cpcons',
  'd_zona',
  'c_cve_ciudad',
] as const;

export interface SepomexRow {
  readonly code: string;
  readonly neighborhood: string;
  readonly settlementType: string;
  readonly municipality: string;
  /** d_ciudad; many rural settlements have none, then the municipality stands in. */
  readonly city: string;
  readonly state: string;
  readonly stateCode: string;
}

export interface SepomexParseResult {
  readonly rows: SepomexRow[];
  /** Lines that were not a valid settlement (1-based line numbers), e.g. a bad postal code. */
  readonly skipped: number[];
  /** Settlements that appeared more than once (same code, type and name) and were kept once. */
  readonly duplicates: number;
}

export class SepomexFormatError extends Error {
  override name = 'SepomexFormatError';
}

/** Parses the file's bytes (Latin-1). Throws `SepomexFormatError` when the header is not the official one. */
export function parseSepomex(bytes: Uint8Array): SepomexParseResult {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const lines = text.split(/\r?\n/);
  const headerIndex = lines.findIndex((l, i) => i < 3 && l.toLowerCase().startsWith('d_codigo|'));
  if (headerIndex < 0) {
    throw new SepomexFormatError(
      'No encontré el encabezado "d_codigo|d_asenta|…" en las primeras líneas del archivo.',
    );
  }
  const header = (lines[headerIndex] ?? '').split('|').map((h) => h.trim().toLowerCase());
  if (header.length !== SEPOMEX_FIELDS.length || SEPOMEX_FIELDS.some((f, i) => header[i] !== f)) {
    throw new SepomexFormatError(
      `El encabezado debe tener los ${SEPOMEX_FIELDS.length} campos oficiales: ${SEPOMEX_FIELDS.join('|')}`,
    );
  }
  const rows: SepomexRow[] = [];
  const skipped: number[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    const f = line.split('|').map((v) => v.trim().replace(/\s+/g, ' '));
    const [code = '', neighborhood = '', settlementType = '', municipality = '', state = '', city = ''] = f;
    const stateCode = f[7] ?? '';
    if (
      f.length !== SEPOMEX_FIELDS.length ||
      !/^\d{5}$/.test(code) ||
      !neighborhood ||
      !municipality ||
      !state
    ) {
      skipped.push(i + 1);
      continue;
    }
    const key = `${code}|${settlementType}|${neighborhood}`;
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    rows.push({
      code,
      neighborhood,
      settlementType: settlementType || 'Colonia',
      municipality,
      city: city || municipality,
      state,
      stateCode: stateCode.padStart(2, '0'),
    });
  }
  return { rows, skipped, duplicates };
}
