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
    expect(centavosToDecimalString(asCentavos(0))).toBe('0.00');
    expect(centavosToDecimalString(asCentavos(5))).toBe('0.05');
    expect(centavosToDecimalString(asCentavos(-5))).toBe('-0.05');
    expect(centavosToDecimalString(asCentavos(-123456))).toBe('-1234.56');
  });

  it('reads the leading-point forms, signed or not, and nothing around them', () => {
    expect(pesosToCentavos('.5')).toBe(50);
    expect(pesosToCentavos('+.5')).toBe(50);
    expect(pesosToCentavos('-.55')).toBe(-55);
    expect(pesosToCentavos('.555')).toBe(56);
    expect(() => pesosToCentavos('x.5')).toThrow(RangeError);
    expect(() => pesosToCentavos('.5x')).toThrow(RangeError);
    expect(() => pesosToCentavos('1.5x')).toThrow(RangeError);
    expect(() => pesosToCentavos('x1.5')).toThrow(RangeError);
  });

  it('reads what a person types, commas only between thousands', () => {
    expect(parseMXN('.5')).toBe(50);
    expect(parseMXN('$ 1,000.5')).toBe(100050);
    expect(parseMXN('1,000')).toBe(100000);
    expect(parseMXN('1000,')).toBeNull();
    expect(parseMXN('$')).toBeNull();
    expect(parseMXN('.')).toBeNull();
    expect(parseMXN('-5')).toBeNull();
  });

  it('numbers below a millionth of a peso are no centavos', () => {
    expect(pesos(4e-7)).toBe(0);
    expect(pesos(-4e-7)).toBe(0);
    expect(pesos(0.000001)).toBe(0);
    expect(pesos(0.005)).toBe(1);
  });
});

describe('exactPesosToCentavos: a whole number of centavos or nothing (never rounds)', () => {
  it('reads up to two decimals exactly, as text or number; zeros after them change nothing', () => {
    const cases: Array<[number | string, number | null]> = [
      ['100.99', 10_099],
      ['100.990', 10_099],
      ['100.9900000', 10_099],
      ['100.9', 10_090],
      ['100.', 10_000],
      ['.5', 50],
      [' 7.25 ', 725],
      ['-10.5', -1_050],
      ['+3', 300],
      ['0', 0],
      [100.99, 10_099],
      [0.07, 7],
      [-0, 0],
      [1_000_000_000, 100_000_000_000],
    ];
    for (const [amount, centavos] of cases)
      expect(exactPesosToCentavos(amount), String(amount)).toBe(centavos);
  });

  it('refuses a third decimal that is not zero, and anything that is not a plain decimal', () => {
    for (const amount of [
      '100.999',
      '100.001',
      '100.995',
      '100.9901',
      '0.005',
      '.001',
      '-0.001',
      100.999,
      1.005,
      2000.0000001,
      1e-7,
      '1e2',
      '0x10',
      '1,000',
      '',
      ' ',
      'diez',
      '1.2.3',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e21,
      '99999999999999999999',
    ]) {
      expect(exactPesosToCentavos(amount), String(amount)).toBeNull();
    }
  });
});
