/**
 * The edges of src/domain/money.ts that the mutation run found untested: the refusals and their messages, the
 * signs of half-up division, the safe-integer range and the plain-decimal forms the API may send.
 */
import { describe, expect, it } from 'vitest';
import {
  asCentavos,
  centavosToDecimalString,
  exactPesosToCentavos,
  fromBigInt,
  parseMXN,
  pesos,
  pesosToCentavos,
  roundHalfUp,
} from '../../../src/domain/money';

describe('money: refusals say what was wrong', () => {
  it('centavos must be a safe integer', () => {
    expect(() => asCentavos(1.5)).toThrow(new RangeError('Centavos must be a safe integer, got 1.5'));
    expect(Object.is(asCentavos(-0), 0)).toBe(true);
  });

  it('pesos must be a plain decimal or a finite number', () => {
    expect(() => pesosToCentavos('12,5')).toThrow(new RangeError('Not a decimal amount of pesos: 12,5'));
    expect(() => pesos(Number.NaN)).toThrow(new RangeError('Not a finite amount: NaN'));
    expect(() => pesos(Number.POSITIVE_INFINITY)).toThrow(new RangeError('Not a finite amount: Infinity'));
    // From 1e21 up a number is written in exponent notation, and is far out of range anyway.
    expect(() => pesos(1e21)).toThrow(new RangeError('Not a decimal amount of pesos: 1e+21'));
  });

  it('an amount beyond the safe range is refused, not returned empty', () => {
    expect(() => pesosToCentavos('99999999999999999')).toThrow(
      new RangeError('Not a decimal amount of pesos: 99999999999999999'),
    );
    expect(parseMXN('99999999999999999')).toBeNull();
  });

  it('division by zero is refused', () => {
    expect(() => roundHalfUp(1n, 0n)).toThrow(new RangeError('Division by zero'));
  });

  it('the safe-integer range is inclusive at both ends', () => {
    expect(fromBigInt(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(fromBigInt(BigInt(Number.MIN_SAFE_INTEGER))).toBe(Number.MIN_SAFE_INTEGER);
    const above = BigInt(Number.MAX_SAFE_INTEGER) + 1n;
    const below = BigInt(Number.MIN_SAFE_INTEGER) - 1n;
    expect(() => fromBigInt(above)).toThrow(new RangeError(`Amount out of range: ${above}`));
    expect(() => fromBigInt(below)).toThrow(new RangeError(`Amount out of range: ${below}`));
  });
});

describe('money: half-up division keeps the sign', () => {
  it.each([
    [3n, 2n, 2n],
    [-3n, 2n, -2n],
    [3n, -2n, -2n],
    [-3n, -2n, 2n],
    [5n, 4n, 1n],
    [-5n, 4n, -1n],
    [7n, -4n, -2n],
  ])('%s / %s → %s', (n, d, expected) => {
    expect(roundHalfUp(n, d)).toBe(expected);
  });
});

describe('money: decimal text', () => {
  it('writes zero and small negatives without a stray sign', () => {
    const written = [0, 5, -5, -123456].map((c) => centavosToDecimalString(asCentavos(c)));
    expect(written).toEqual(['0.00', '0.05', '-0.05', '-1234.56']);
  });

  it('reads the leading-point forms, signed or not, and nothing around them', () => {
    expect(['.5', '+.5', '-.55', '.555'].map((t) => pesosToCentavos(t))).toEqual([50, 50, -55, 56]);
    for (const bad of ['x.5', '.5x', '1.5x', 'x1.5']) expect(() => pesosToCentavos(bad)).toThrow(RangeError);
  });

  it('reads what a person types, commas only between thousands', () => {
    const typed = ['.5', '$ 1,000.5', '1,000', '1000,', '$', '.', '-5'].map(parseMXN);
    expect(typed).toEqual([50, 100050, 100000, null, null, null, null]);
  });

  it('numbers below a millionth of a peso are no centavos', () => {
    expect([4e-7, -4e-7, 0.000001, 0.005].map((n) => pesos(n))).toEqual([0, 0, 0, 1]);
  });
});

describe('exactPesosToCentavos: a whole number of centavos or nothing (never rounds)', () => {
  it('reads up to two decimals exactly, as text or number; zeros after them change nothing', () => {
    const amounts = ['100.99', '100.990', '100.9900000', '100.9', '100.', '.5', ' 7.25 ', '-10.5', '+3', '0'];
    const read = [...amounts, 100.99, 0.07, -0, 1_000_000_000].map((a) => exactPesosToCentavos(a));
    expect(read).toEqual([
      10_099, 10_099, 10_099, 10_090, 10_000, 50, 725, -1_050, 300, 0, 10_099, 7, 0, 1e11,
    ]);
  });

  it('refuses a third decimal that is not zero, and anything that is not a plain decimal', () => {
    const texts = [
      '100.999',
      '100.001',
      '100.995',
      '100.9901',
      '0.005',
      '.001',
      '-0.001',
      '1e2',
      '0x10',
      '1,000',
    ];
    const numbers = [100.999, 1.005, 2000.0000001, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 1e21];
    for (const amount of [...texts, '', ' ', 'diez', '1.2.3', '99999999999999999999', ...numbers])
      expect(exactPesosToCentavos(amount), String(amount)).toBeNull();
  });
});
