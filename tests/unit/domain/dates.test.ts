import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addMonths,
  ageInYears,
  compareDays,
  daysInMonth,
  firstOfNextMonth,
  formatDate,
  formatDateDashed,
  formatIdentifierDate,
  isBeforeToday,
  mexicoCityDay,
  parseIsoDate,
  todayInMexicoCity,
  toIsoDate,
} from '../../../src/domain/dates.ts';

// Mexico City has been UTC−6 all year since 2022 (no daylight saving time).
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('parseIsoDate / toIsoDate', () => {
  it('accepts real calendar days only', () => {
    expect(parseIsoDate('2026-12-01')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    const bad = ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-01', '01/12/2026', ''];
    for (const text of bad) expect(parseIsoDate(text), text).toBeNull();
    expect(toIsoDate({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
    expect([daysInMonth(2024, 2), daysInMonth(2100, 2)]).toEqual([29, 28]);
  });
});

describe('formatDate (dd/MM/yyyy) and formatDateDashed (dd-MM-yyyy)', () => {
  it('formats calendar days without shifting them', () => {
    expect(formatDate('2026-12-01')).toBe('01/12/2026');
    expect(formatDateDashed('2026-12-01')).toBe('01-12-2026');
    expect(formatDate({ year: 2027, month: 1, day: 9 })).toBe('09/01/2027');
  });

  it('formats instants in Mexico City time', () => {
    // 05:59 UTC on 1 December is 23:59 on 30 November in Mexico City.
    expect(formatDate('2026-12-01T05:59:00Z')).toBe('30/11/2026');
    expect(formatDate(new Date('2026-12-01T06:00:00Z'))).toBe('01/12/2026');
    expect(formatDateDashed(Date.UTC(2027, 0, 1, 3, 0))).toBe('31-12-2026');
  });

  it('does not depend on the time zone of the process', () => {
    for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(formatDate('2026-12-01'), tz).toBe('01/12/2026');
      expect(formatDate('2026-12-01T05:59:00Z'), tz).toBe('30/11/2026');
      expect(firstOfNextMonth(new Date('2026-12-01T03:00:00Z')), tz).toBe('2026-12-01');
    }
  });

  it('rejects invalid dates', () => {
    for (const bad of ['2026-02-30', 'not a date']) expect(() => formatDate(bad)).toThrow(RangeError);
  });
});

describe('todayInMexicoCity and firstOfNextMonth', () => {
  it('uses the Mexico City day', () => {
    expect(todayInMexicoCity(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-20');
    expect(todayInMexicoCity(new Date('2026-11-21T06:00:00Z'))).toBe('2026-11-21');
    expect(mexicoCityDay(new Date('2026-11-21T06:00:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('is the 1st of the following month, across years', () => {
    expect(firstOfNextMonth(new Date('2026-11-21T12:00:00Z'))).toBe('2026-12-01');
    expect(firstOfNextMonth(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    // Still 30 November in Mexico City.
    expect(firstOfNextMonth(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
    // On the 1st itself, the next payment date is the next month's 1st.
    expect(firstOfNextMonth(new Date('2026-12-01T12:00:00Z'))).toBe('2027-01-01');
  });
});

describe('addMonths', () => {
  it('adds calendar months and clamps the day', () => {
    const moves = [
      ...[
        ['2026-12-01', 1, '2027-01-01'],
        ['2026-12-01', 23, '2028-11-01'],
        ['2026-01-31', 1, '2026-02-28'],
      ],
      ...[
        ['2024-01-31', 1, '2024-02-29'],
        ['2026-03-31', -1, '2026-02-28'],
        ['2026-01-15', -13, '2024-12-15'],
      ],
      ['2026-05-01', 0, '2026-05-01'],
    ] as const;
    for (const [from, n, to] of moves) expect(addMonths(from, n), `${from} ${n}`).toBe(to);
    expect(() => addMonths('2026-05-01', 1.5)).toThrow(RangeError);
  });

  it('moves the 1st of a month by exactly n months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -600, max: 600 }),
        (year, month, n) => {
          const start = toIsoDate({ year, month, day: 1 });
          const moved = parseIsoDate(addMonths(start, n))!;
          expect(moved.day).toBe(1);
          expect(moved.year * 12 + moved.month - (year * 12 + month)).toBe(n);
          expect(addMonths(addMonths(start, n), -n)).toBe(start);
        },
      ),
    );
  });
});

describe('isBeforeToday (month pickers)', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('accepts past months and refuses future ones', () => {
    const months = ['2026-11-01', '2026-10-01', '1990-01-01', '2026-12-01', '2027-01-01'];
    expect(months.map((m) => isBeforeToday(m, now))).toEqual([true, true, true, false, false]);
  });

  it('on the 1st, the current month is not before today', () => {
    const first = new Date('2026-11-01T18:00:00Z');
    expect(isBeforeToday('2026-11-01', first)).toBe(false);
    expect(isBeforeToday('2026-10-01', first)).toBe(true);
  });

  it('uses the Mexico City day, not UTC', () => {
    // 03:00 UTC on 1 December is still 30 November in Mexico City.
    const lateNight = new Date('2026-12-01T03:00:00Z');
    expect(isBeforeToday('2026-11-01', lateNight)).toBe(true);
    expect(isBeforeToday('2026-12-01', lateNight)).toBe(false);
    expect(compareDays('2026-11-30', lateNight)).toBe(0);
  });
});

describe('ageInYears', () => {
  it('counts completed years on the Mexico City date', () => {
    const birth = '2008-05-17';
    // 03:00 UTC on 17 May is still 16 May in Mexico City.
    const days = [
      '2026-05-16T18:00:00Z',
      '2026-05-17T03:00:00Z',
      '2026-05-17T06:00:00Z',
      '2026-12-31T18:00:00Z',
    ];
    expect(days.map((day) => ageInYears(birth, new Date(day)))).toEqual([17, 17, 18, 18]);
  });

  it('reads an ISO date-time birth date by its date part', () => {
    expect(ageInYears('1956-11-21T00:00:00.000Z', new Date('2026-11-21T18:00:00Z'))).toBe(70);
    expect(ageInYears('1956-11-22T00:00:00.000Z', new Date('2026-11-21T18:00:00Z'))).toBe(69);
  });

  it('treats 29 February birthdays as turning on 1 March in common years', () => {
    const days = ['2026-02-28T18:00:00Z', '2026-03-01T18:00:00Z', '2028-02-29T18:00:00Z'];
    expect(days.map((day) => ageInYears('2008-02-29', new Date(day)))).toEqual([17, 18, 20]);
  });

  const span = { min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z') };
  const anyDate = fc.date({ ...span, noInvalidDate: true });

  it('matches a month-and-day comparison for any dates', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        const [birthInstant, now] = a <= b ? [a, b] : [b, a];
        const birth = mexicoCityDay(birthInstant);
        const today = mexicoCityDay(now);
        // Oracle: count anniversaries by comparing YYYY-MM-DD text (a 29 February anniversary in a
        // common year sorts after the 28th and before 1 March).
        const todayText = toIsoDate(today);
        const anniversary = (k: number) =>
          `${String(birth.year + k).padStart(4, '0')}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`;
        let expected = 0;
        while (anniversary(expected + 1) <= todayText) expected++;
        expect(ageInYears(toIsoDate(birth), now)).toBe(expected);
      }),
    );
  });
});

describe('formatIdentifierDate (CURP/RFC positions 5–10)', () => {
  it('writes yyMMdd with leading zeros, whatever the local time zone', () => {
    for (const tz of ['UTC', 'America/Mexico_City', 'Pacific/Kiritimati', 'America/Sao_Paulo']) {
      process.env.TZ = tz;
      const days = [
        { year: 1990, month: 5, day: 17 },
        { year: 2001, month: 1, day: 2 },
      ];
      const written = [...days, { year: 2000, month: 12, day: 31 }].map((d) => formatIdentifierDate(d));
      expect(written).toEqual(['900517', '010102', '001231']);
      expect(toIsoDate({ year: 2024, month: 2, day: 29 })).toBe('2024-02-29');
    }
  });
});
