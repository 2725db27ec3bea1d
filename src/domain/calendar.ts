/**
 * Calendar pickers of the forms (spec §3, §9): months 01–12 in Spanish and the list of the last 100 years,
 * plus the reading of a birth date typed as `yyyy/mm/dd`. Years are counted in America/Mexico_City.
 */
import { type CalendarDay, daysInMonth, mexicoCityDay } from './dates.ts';

export interface MonthOption {
  /** Two digits, `01`–`12`. */
  readonly value: string;
  readonly label: string;
}

const MONTH_NAMES =
  'Enero Febrero Marzo Abril Mayo Junio Julio Agosto Septiembre Octubre Noviembre Diciembre'.split(' ');

export const MONTHS: readonly MonthOption[] = MONTH_NAMES.map((label, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label,
}));

/** Spanish name of a month 1–12 (`monthLabel(7)` → `'Julio'`); undefined outside 1–12. */
export const monthLabel = (month: number): string | undefined => MONTH_NAMES[month - 1];

/** Number of years offered by the year pickers. */
export const YEAR_LIST_LENGTH = 100;

/**
 * The last `count` years, newest first, ending with the current year in Mexico City at `reference`
 * (`lastYears(new Date('2026-11-21T12:00:00Z'))` → `[2026, 2025, …, 1927]`).
 */
export function lastYears(reference: Date | number = new Date(), count: number = YEAR_LIST_LENGTH): number[] {
  const { year } = mexicoCityDay(reference);
  return Array.from({ length: Math.max(0, count) }, (_, index) => year - index);
}

/**
 * Reads a birth date as a calendar day: `yyyy/mm/dd` (as typed in the form), `yyyy-mm-dd`, an ISO
 * date-time as the API sends it (its date part is used as written, never shifted by a time zone), or a
 * `CalendarDay`. Null when malformed or not a real date (`2001/02/29`).
 */
export function parseBirthDate(value: string | CalendarDay | null | undefined): CalendarDay | null {
  if (!value) return null;
  let day: CalendarDay;
  if (typeof value === 'string') {
    const match = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:$|T)/.exec(value.trim());
    if (!match) return null;
    day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  } else {
    day = value;
  }
  const valid =
    Number.isInteger(day.year) &&
    Number.isInteger(day.month) &&
    Number.isInteger(day.day) &&
    day.year >= 1000 &&
    day.month >= 1 &&
    day.month <= 12 &&
    day.day >= 1 &&
    day.day <= daysInMonth(day.year, day.month);
  return valid ? { year: day.year, month: day.month, day: day.day } : null;
}
