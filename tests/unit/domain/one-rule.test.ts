/**
 * Every rule once (issue 24): the product's money bounds — the minimum rent and income, the minimum and maximum
 * amount, the personal-loan cap, the amount under which the term buttons are disabled — and their texts are written
 * in `src/domain` only. Everywhere else in `src/`, `machines/` and `server/` (code, comments and copy alike) they
 * are read from the domain's constants and formatted with its money formatter, so a newcomer changing a bound
 * changes one line.
 *
 * The bounds scanned for are READ from src/domain (this is a code scan, not a spec oracle): every number
 * `limits.ts` exports, and `TERM_BUTTONS_MIN_AMOUNT`. A bound added there, or one whose value changes, is looked for
 * at its new value without touching this file. A bound is caught in pesos however it is written: `1_000`, `1,000`,
 * `$1,000`, `1000`. Other units are not money bounds: a bare or grouped figure on a line about milliseconds (`ms`,
 * `…Ms`, `…_MS`) or centavos, after `*` or `/` (a conversion), or before a capitalised word (`'Tabasco 2000 Norte'`)
 * is left alone; `$1,000` is always money.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as limits from '../../../src/domain/limits.ts';
import { CENTAVOS_PER_PESO } from '../../../src/domain/money.ts';
import { TERM_BUTTONS_MIN_AMOUNT } from '../../../src/domain/terms.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SCANNED_ROOTS = ['src', 'machines', 'server'];
/** Where the bounds live. */
const DOMAIN = `src${sep}domain${sep}`;
const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/** The domain's money bounds, in pesos (every number limits.ts exports is one, in centavos). */
const DOMAIN_BOUNDS_PESOS: readonly number[] = [
  ...new Set(
    [
      ...(Object.values(limits) as unknown[]).filter((value): value is number => typeof value === 'number'),
      TERM_BUTTONS_MIN_AMOUNT as number,
    ].map((centavos) => centavos / CENTAVOS_PER_PESO),
  ),
];

/** A line about another unit: milliseconds or centavos. */
const OTHER_UNIT = /\bms\b|Ms\b|_MS\b|centavos/i;

const escapeRegExp = (text: string) => text.replace(/[$.]/g, '\\$&');
const grouped = (pesos: number, separator: string) =>
  String(pesos).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** The matchers of a set of bounds (pesos): `$1,000` anywhere; `1,000`, `1_000` and `1000` outside other units. */
function matchers(boundsPesos: readonly number[]) {
  const forms = (format: (pesos: number) => string) =>
    [...new Set(boundsPesos.map(format))]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|');
  // Not part of a longer number or word (`1_000_000`, `12,000`, `2000.5`, `a1000`), not a conversion (`* 1000`).
  const before = String.raw`(?<![\w.,$]|[*/]\s*)`;
  const after = String.raw`(?![\w]|[,_.]\d|\s+[A-Z])`;
  return {
    money: new RegExp(
      String.raw`(?<![\w.,])\$(?:${forms((p) => grouped(p, ','))}|${forms(String)})${after}`,
      'g',
    ),
    figure: new RegExp(
      `${before}(?:${forms((p) => grouped(p, ','))}|${forms((p) => grouped(p, '_'))}|${forms(String)})${after}`,
      'g',
    ),
  };
}

interface BoundLiteral {
  /** 1-based. */
  readonly line: number;
  readonly literal: string;
}

/** The literals of the given bounds (pesos) in a source text, in order. */
function boundLiterals(source: string, boundsPesos: readonly number[] = DOMAIN_BOUNDS_PESOS): BoundLiteral[] {
  const { money, figure } = matchers(boundsPesos);
  return source
    .split('\n')
    .flatMap((text, index) =>
      [...text.matchAll(money), ...(OTHER_UNIT.test(text) ? [] : [...text.matchAll(figure)])]
        .sort((a, b) => a.index - b.index)
        .map((match) => ({ line: index + 1, literal: match[0] })),
    );
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
  it('reads the bounds from src/domain', () => {
    expect(DOMAIN_BOUNDS_PESOS).toContain(limits.MIN_MONTHLY_RENT / CENTAVOS_PER_PESO);
    expect(DOMAIN_BOUNDS_PESOS).toContain(limits.MAX_AMOUNT / CENTAVOS_PER_PESO);
    expect(DOMAIN_BOUNDS_PESOS).toContain(TERM_BUTTONS_MIN_AMOUNT / CENTAVOS_PER_PESO);
  });

  it('finds every domain bound however it is written (planted examples fail)', () => {
    for (const pesos of DOMAIN_BOUNDS_PESOS) {
      const planted = [
        `const MIN_MONTHLY = pesos(${grouped(pesos, '_')});`,
        `  z.refine((a) => a.monthlyRent >= ${pesos}, { message: 'La renta debe ser de al menos ${grouped(pesos, ',')}' }),`,
        `export const MIN_RENT_MESSAGE = 'La renta mínima es de $${grouped(pesos, ',')}';`,
      ].join('\n');
      expect(boundLiterals(planted), `${pesos}`).toEqual([
        { line: 1, literal: grouped(pesos, '_') },
        { line: 2, literal: String(pesos) },
        { line: 2, literal: grouped(pesos, ',') },
        { line: 3, literal: `$${grouped(pesos, ',')}` },
      ]);
    }
  });

  it('follows the domain: a bound at a new value is caught at it, the old value no longer', () => {
    const planted = "  z.refine((a) => a.monthlyRent >= 1500, { message: 'La renta mínima es de $1,500' }),";
    expect(boundLiterals(planted, [1_500])).toEqual([
      { line: 1, literal: '1500' },
      { line: 1, literal: '$1,500' },
    ]);
    expect(boundLiterals(planted, [1_000])).toEqual([]);
  });

  it('leaves milliseconds, centavos, longer numbers and other figures alone', () => {
    const innocent = [
      'const HOUR_MS = 60 * 60 * 1000;',
      'export const SWEEP_INTERVAL_MS = 1000;',
      'const maxDelayMs = options.retry?.maxDelayMs ?? 2000;',
      'return claims.exp * 1000 <= nowMs;',
      'Math.ceil((ends - now.getTime()) / 1000)',
      '/** the query is sent 1000 ms after the last key */',
      'export const MAX_PESOS = 1_000_000_000;',
      'seq: z.int().check(z.maximum(1_000_000)),',
      'creditLimitCentavos: 2_000_000,',
      "identificationNumber: '1000409',",
      'const big = 12,000; const also = 21000; const x = 2000.5; const y = 12_000.5; const id = a1000;',
      "['86037', 'Centro', 'Villahermosa', ['Tabasco 2000 Norte', 'Las Lagunas']],",
      "bonusCentavos: integer('bonus_centavos').notNull().default(20000),",
      "limit: pesos(3_000), '$200'",
    ].join('\n');
    expect(boundLiterals(innocent, [1_000, 2_000, 20_000, 50_000])).toEqual([]);
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
