/**
 * Every rule once (issue 24): the product's money bounds — the 1,000 minimum rent and income, the 2,000 minimum
 * amount, the 20,000 personal-loan cap and the 50,000 maximum — and their texts are written in `src/domain` only
 * (limits.ts, terms.ts, product.ts). Everywhere else in `src/`, `machines/` and `server/` (code, comments and copy
 * alike) they are read from the domain's constants and formatted with its money formatter, so a newcomer changing
 * a bound changes one line. Milliseconds are not money: `* 1000`, `/ 1000` and `1000 ms` are left alone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SCANNED_ROOTS = ['src', 'machines', 'server'];
/** Where the bounds live. */
const DOMAIN = `src${sep}domain${sep}`;
const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/**
 * A bound written as a literal: `1_000`, `1000`, `1,000` (and so `$1,000`), `2_000`, `2,000`, `20_000`, `20,000`,
 * `50_000`, `50,000` — not part of a longer number (`1_000_000`, `12,000`, `'1000409'`) and, for a bare
 * `1000`, not a conversion of milliseconds (`* 1000`, `/ 1000`, `1000 ms`, a `…_MS = 1000` constant).
 */
const BOUND_LITERAL =
  /(?<![\w.,$]|[*/]\s*|_MS\s*=\s*)(?:\$?(?:1|2|20|50),000|(?:1|2|20|50)_000|1000)(?![\w]|[,_]\d|\s*ms\b)/g;

interface BoundLiteral {
  /** 1-based. */
  readonly line: number;
  readonly literal: string;
}

/** The bound literals of a source text, in order. */
function boundLiterals(source: string): BoundLiteral[] {
  const found: BoundLiteral[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(BOUND_LITERAL)) found.push({ line: index + 1, literal: match[0] });
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED_DIRS.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(name) ? [path] : [];
  });
}

describe('the bound literals check', () => {
  it('finds each bound however it is written (a planted example fails)', () => {
    const planted = [
      'const MIN_MONTHLY = pesos(1_000);',
      "  z.refine((a) => a.monthlyRent >= 1000, { message: 'La renta mensual debe ser de al menos 1,000' }),",
      "export const MIN_RENT_MESSAGE = 'La renta mínima es de $1,000';",
      '            hint="De $2,000 a $50,000."',
      'const MIN = pesos(2_000); const CAP = pesos(20_000); const MAX = pesos(50_000);',
      "  personalLoanCap: 'El préstamo personal es de hasta $20,000.00.',",
      '/** An amount of 2,000 – 50,000 with an offered term. */',
    ].join('\n');
    expect(boundLiterals(planted)).toEqual([
      { line: 1, literal: '1_000' },
      { line: 2, literal: '1000' },
      { line: 2, literal: '1,000' },
      { line: 3, literal: '$1,000' },
      { line: 4, literal: '$2,000' },
      { line: 4, literal: '$50,000' },
      { line: 5, literal: '2_000' },
      { line: 5, literal: '20_000' },
      { line: 5, literal: '50_000' },
      { line: 6, literal: '$20,000' },
      { line: 7, literal: '2,000' },
      { line: 7, literal: '50,000' },
    ]);
  });

  it('leaves milliseconds, longer numbers and other figures alone', () => {
    const innocent = [
      'const HOUR_MS = 60 * 60 * 1000;',
      'export const SWEEP_INTERVAL_MS = 1000;',
      'return claims.exp * 1000 <= nowMs;',
      'Math.ceil((ends - now.getTime()) / 1000)',
      '/** the query is sent 1000 ms after the last key */',
      'export const MAX_PESOS = 1_000_000_000;',
      'seq: z.int().check(z.maximum(1_000_000)),',
      'creditLimitCentavos: 2_000_000,',
      "identificationNumber: '1000409',",
      'const big = 12,000; const also = 21000; const x = 2000.5; const y = 12_000.5; const id = a1000;',
      "'Tabasco 2000 Norte', bonusCentavos: 20000, limit: pesos(3_000), '$200'",
    ].join('\n');
    expect(boundLiterals(innocent)).toEqual([]);
  });
});

describe('every bound is written once, in src/domain', () => {
  it('no bound literal in src/, machines/ or server/ outside src/domain', () => {
    const offenders = SCANNED_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root)))
      .filter((path) => !relative(ROOT, path).startsWith(DOMAIN))
      .flatMap((path) =>
        boundLiterals(readFileSync(path, 'utf8')).map(
          ({ line, literal }) => `${relative(ROOT, path).split(sep).join('/')}:${line} ${literal}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
