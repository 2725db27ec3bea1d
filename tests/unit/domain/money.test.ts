import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asCentavos,
  centavosToDecimalString,
  centavosToPesos,
  formatMXN,
  fromBigInt,
  maxCentavos,
  minCentavos,
  mulDiv,
  parseMXN,
  pesos,
  pesosToCentavos,
  roundHalfUp,
  sumCentavos,
} from '../../../src/domain/money.ts';

/** Independent es-MX formatting by string manipulation, to cross-check Intl. */
function manualMXN(centavos: number): string {
  const negative = centavos < 0;
  const abs = Math.abs(centavos);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const safeAmount = fc.integer({ min: -1e14, max: 1e14 });

describe('Intl es-MX currency on this runtime (pinned)', () => {
  it('prints MXN with a bare $ sign, comma thousands and a dot for decimals', () => {
    const intl = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
    expect([20000, -1234.5, 0.05].map((n) => intl.format(n))).toEqual(['$20,000.00', '-$1,234.50', '$0.05']);
  });
});

describe('formatMXN', () => {
  it('formats centavos as es-MX pesos', () => {
    expect(formatMXN(pesos(20_000))).toBe('$20,000.00');
    const printed = [235_945, -123_450, 5, 0, 123_456_789].map((n) => formatMXN(asCentavos(n)));
    expect(printed).toEqual(['$2,359.45', '-$1,234.50', '$0.05', '$0.00', '$1,234,567.89']);
  });

  it('rounds half-up to whole pesos without cents', () => {
    expect(formatMXN(pesos(20_000), { cents: false })).toBe('$20,000');
    const whole = [2_000_049, 2_000_050, 250, -250].map((n) => formatMXN(asCentavos(n), { cents: false }));
    expect(whole).toEqual(['$20,000', '$20,001', '$3', '-$3']);
  });

  // The browser's own es-MX currency formatter is the oracle: formatMXN is written with integers, not with Intl.
  const intlCents = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
  const noFraction = { minimumFractionDigits: 0, maximumFractionDigits: 0 };
  const intlWhole = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', ...noFraction });
  const positive = [1, 5, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 100_001, 99_999_999, 100_000_000];
  const negative = [-1, -5, -99, -100, -101, -99_999, -100_000, -123_456_789];

  it.each([0, ...positive, 123_456_789, ...negative, 2 ** 50, -(2 ** 50)])(
    'prints %i centavos as Intl es-MX does, with and without cents',
    (n) => {
      expect(formatMXN(asCentavos(n))).toBe(intlCents.format(n / 100));
      const whole = Number((BigInt(n) * 2n + (n < 0 ? -100n : 100n)) / 200n);
      expect(formatMXN(asCentavos(n), { cents: false })).toBe(intlWhole.format(whole));
    },
  );

  it('prints the largest safe amount to the centavo, where a division by 100 in doubles loses the last one', () => {
    expect(formatMXN(asCentavos(Number.MAX_SAFE_INTEGER))).toBe('$90,071,992,547,409.91');
    expect(formatMXN(asCentavos(-Number.MAX_SAFE_INTEGER))).toBe('-$90,071,992,547,409.91');
    expect(intlCents.format(Number.MAX_SAFE_INTEGER / 100)).toBe('$90,071,992,547,409.90');
  });

  it('agrees with Intl es-MX for any amount', () => {
    fc.assert(
      fc.property(safeAmount, (n) => {
        expect(formatMXN(asCentavos(n))).toBe(intlCents.format(n / 100));
      }),
    );
  });

  it('agrees with an independent string formatting for any amount', () => {
    fc.assert(
      fc.property(safeAmount, (n) => {
        expect(formatMXN(asCentavos(n))).toBe(manualMXN(n));
      }),
    );
  });
});

describe('asCentavos', () => {
  it('accepts safe integers only', () => {
    expect(asCentavos(12)).toBe(12);
    expect(Object.is(asCentavos(-0), 0)).toBe(true);
    for (const bad of [1.5, Number.NaN, 2 ** 53]) expect(() => asCentavos(bad)).toThrow(RangeError);
  });
});

describe('pesosToCentavos', () => {
  it('converts exactly with half-up rounding', () => {
    // 1.005 * 100 in floating point is 100.49999…
    const amounts = [
      20_000,
      2359.45,
      '2359.45',
      1.005,
      0.1 + 0.2,
      1.004,
      -12.345,
      -12.344,
      1e-7,
      '.5',
      ' 7 ',
    ];
    const centavos = amounts.map((amount) => pesosToCentavos(amount));
    expect(centavos).toEqual([2_000_000, 235_945, 235_945, 101, 30, 100, -1235, -1234, 0, 50, 700]);
  });

  it('rejects what is not a decimal amount', () => {
    for (const bad of ['12,5', 'abc', Number.POSITIVE_INFINITY, 1e300])
      expect(() => pesosToCentavos(bad)).toThrow(RangeError);
  });

  it('round-trips the exact decimal string of any amount', () => {
    fc.assert(
      fc.property(safeAmount, (n) => {
        const c = asCentavos(n);
        expect(pesosToCentavos(centavosToDecimalString(c))).toBe(n);
        expect(pesosToCentavos(centavosToPesos(c))).toBe(n);
      }),
    );
  });
});

describe('centavosToDecimalString / centavosToPesos', () => {
  it('prints two decimals exactly', () => {
    const strings = [235_945, -5, 100].map((n) => centavosToDecimalString(asCentavos(n)));
    expect(strings).toEqual(['2359.45', '-0.05', '1.00']);
    expect(centavosToPesos(asCentavos(235_945))).toBe(2359.45);
  });
});

describe('parseMXN', () => {
  it('reads typed amounts', () => {
    const typed = ['$20,000.50', '20000', ' $ 1,234 ', '12.345', '12.', '.75', '1,234,567.8'].map(parseMXN);
    expect(typed).toEqual([2_000_050, 2_000_000, 123_400, 1235, 1200, 75, 123_456_780]);
  });

  it('returns null for empty, negative or malformed input', () => {
    for (const text of ['', '  ', '$', '-5', '12,34', '1,2345', 'abc', '1.2.3', '.']) {
      expect(parseMXN(text), text).toBeNull();
    }
  });

  it('reads back what formatMXN prints', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e14 }), (n) => {
        expect(parseMXN(formatMXN(asCentavos(n)))).toBe(n);
      }),
    );
  });
});

describe('integer arithmetic', () => {
  it('roundHalfUp rounds halves away from zero', () => {
    const pairs: [bigint, bigint][] = [
      [5n, 2n],
      [-5n, 2n],
      [5n, -2n],
      [4n, 3n],
      [5n, 3n],
      [0n, 7n],
    ];
    expect(pairs.map(([n, d]) => roundHalfUp(n, d))).toEqual([3n, -3n, -3n, 1n, 2n, 0n]);
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('roundHalfUp is within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (n, d) => {
          const q = roundHalfUp(n, d);
          const diff = q * d - n; // exact error × d
          expect(2n * (diff < 0n ? -diff : diff) <= d).toBe(true);
        },
      ),
    );
  });

  it('mulDiv applies a rate exactly', () => {
    // 1,784.16 → 1,784; 199,999.8 → 200,000
    const rated = [
      [100_000, 16, 100],
      [11_151, 16, 100],
      [3, 1, 2],
      [222_222, 9, 10],
    ] as const;
    expect(rated.map(([c, n, d]) => mulDiv(asCentavos(c), n, d))).toEqual([16_000, 1784, 2, 200_000]);
  });

  it('sums, min and max', () => {
    expect(sumCentavos([asCentavos(1), asCentavos(2), asCentavos(-4)])).toBe(-1);
    expect(sumCentavos([])).toBe(0);
    expect(minCentavos(asCentavos(3), asCentavos(1), asCentavos(2))).toBe(1);
    expect(maxCentavos(asCentavos(3), asCentavos(1))).toBe(3);
    expect(() => fromBigInt(2n ** 60n)).toThrow(RangeError);
  });
});
