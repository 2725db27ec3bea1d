/** The oracle-row tracker (tests/model/harness/rows.ts): what marks a row used, and what it reports unused. */
import { describe, expect, test } from 'vitest';
import { expectEveryRowUsed, oracleRows, trackRows } from './harness/rows.ts';

/** Not a model's name: the coverage file it writes is never folded into the atlas. */
const NAME = 'rows-tracker-test';

const oracle = () =>
  trackRows(
    NAME,
    {
      texts: { a: 'A', b: 'B', fn: (n: number) => `n=${n}` },
      pattern: /x/,
      routes: ['/a', '/b'],
      bands: [{ from: 1 }, { from: 2 }],
    },
    { tables: { bands: ['1', '2'], bounds: ['rent.at'] } },
  );

describe('trackRows (the rows of an oracle object)', () => {
  test('lists every leaf and every declared table row, all unused at first', () => {
    const rows = oracle();
    expect(rows.rows).toEqual([
      'texts.a',
      'texts.b',
      'texts.fn',
      'pattern',
      'routes',
      'bands.1',
      'bands.2',
      'bounds.rent.at',
    ]);
    expect(rows.unused()).toEqual(rows.rows);
  });

  test('a leaf read through the oracle marks its row; a function, a pattern and an array are leaves', () => {
    const rows = oracle();
    expect(rows.spec.texts.a).toBe('A');
    expect(rows.spec.texts.fn(2)).toBe('n=2');
    expect('xy').toMatch(rows.spec.pattern);
    expect(rows.spec.routes.length).toBe(2);
    expect(rows.unused()).toEqual(['texts.b', 'bands.1', 'bands.2', 'bounds.rent.at']);
  });

  test('reading a table marks nothing: a check names the row it applied', () => {
    const rows = oracle();
    expect(rows.spec.bands.find((b) => b.from === 2)).toEqual({ from: 2 });
    expect(rows.unused()).toContain('bands.2');
    rows.use('bands.2');
    rows.use('bounds.rent.at');
    expect(rows.unused()).toEqual(['texts.a', 'texts.b', 'texts.fn', 'pattern', 'routes', 'bands.1']);
  });

  test('a row the oracle does not have is an error, and a missing key marks nothing', () => {
    const rows = oracle();
    expect(() => rows.use('bands.3')).toThrow(/no row "bands.3"/);
    expect((rows.spec.texts as Record<string, unknown>).missing).toBeUndefined();
    expect(rows.unused()).toHaveLength(8);
  });
});

describe('oracleRows (the rows of an oracle given as a list)', () => {
  test('`use` marks a row and refuses one the oracle does not have; `saw` ignores it', () => {
    const rows = oracleRows(NAME, ['price 1999', 'price 2000', 'price 2001']);
    rows.use('price 2000');
    expect(() => rows.use('price 7' as never)).toThrow(/no row "price 7"/);
    rows.saw('price 7');
    rows.saw('price 2001');
    expect(rows.unused()).toEqual(['price 1999']);
  });
});

describe('expectEveryRowUsed (the check after the suites)', () => {
  const rows = () =>
    oracleRows(NAME, ['both', 'machine only', 'screens only'], {
      atLevel: (row, level) => row === 'both' || row.startsWith(level === 'machine' ? 'machine' : 'screens'),
    });

  test('fails naming a row never used', () => {
    const tracker = rows();
    tracker.use('both');
    expect(() => expectEveryRowUsed(tracker, 'machine')).toThrow(/machine only/);
  });

  test('a level requires only its rows', () => {
    const tracker = rows();
    tracker.use('both');
    tracker.use('machine only');
    expectEveryRowUsed(tracker, 'machine');
    expect(() => expectEveryRowUsed(tracker, 'ui')).toThrow(/screens only/);
    tracker.use('screens only');
    expectEveryRowUsed(tracker, 'ui');
  });
});
