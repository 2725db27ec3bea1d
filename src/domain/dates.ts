/**
 * Dates for the product, always read in the America/Mexico_City time zone.
 *
 * Two kinds of values are handled and must not be mixed up:
 * - calendar days, written `YYYY-MM-DD` (`IsoDate`): first-payment dates, month-picker values
 *   (`YYYY-MM-01`), birth dates. They are never shifted by a time zone: `2026-12-01` is 1 December.
 * - instants (`Date`, epoch milliseconds, ISO date-time strings such as `2026-11-30T23:30:00Z`): they are
 *   converted to the Mexico City calendar day before formatting or comparing.
 *
 * Uses `TZDateMini` from @date-fns/tz (the small build) for the time-zone conversion and date-fns for formatting
 * (`lightFormat`: the numeric patterns only, without locale data) and month arithmetic.
 */
import { TZDateMini } from '@date-fns/tz';
import { addMonths as addCalendarMonths, lightFormat } from 'date-fns';

export const MEXICO_CITY_TIME_ZONE = 'America/Mexico_City';

/** A calendar day as `YYYY-MM-DD`. */
export type IsoDate = string;

/** A calendar day; `month` is 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Something that names a day: a calendar day, an `IsoDate`, or an instant (Date, epoch ms, ISO date-time). */
export type DateInput = CalendarDay | Date | number | string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Number of days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses a strict `YYYY-MM-DD` calendar day; null when malformed or not a real date (e.g. `2026-02-30`). */
export function parseIsoDate(text: string): CalendarDay | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A calendar day as a local `Date` at noon (clear of any DST change; years below 100 kept), for date-fns. */
function localDate({ year, month, day }: CalendarDay): Date {
  const date = new Date(2000, 0, 1, 12);
  date.setFullYear(year, month - 1, day);
  return date;
}

function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

export function toIsoDate(day: CalendarDay): IsoDate {
  return lightFormat(localDate(day), 'yyyy-MM-dd');
}

/** The Mexico City calendar day of an instant. */
export function mexicoCityDay(instant: Date | number | string): CalendarDay {
  const time = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${String(instant)}`);
  const local = new TZDateMini(time, MEXICO_CITY_TIME_ZONE);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/**
 * Reads the Mexico City clock once, so that the browser's one-time set-up of time-zone data (the first
 * `Intl.DateTimeFormat` with a time zone: tens of milliseconds on a slow phone) is paid now, at a moment of the
 * caller's choosing, and not inside the first press that needs a Mexico City date. Later reads are cheap.
 */
export function prepareMexicoCityClock(): void {
  mexicoCityDay(Date.now());
}

/**
 * Reads any `DateInput` as a calendar day: `YYYY-MM-DD` strings and `CalendarDay`s are taken as they are,
 * instants are converted to Mexico City. Throws a RangeError for an invalid date.
 */
export function toCalendarDay(value: DateInput): CalendarDay {
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) {
      const day = parseIsoDate(value);
      if (!day) throw new RangeError(`Invalid date: ${value}`);
      return day;
    }
    return mexicoCityDay(value);
  }
  if (typeof value === 'number' || value instanceof Date) return mexicoCityDay(value);
  return value;
}

/** `yyMMdd`: a birth date as CURP and RFC write it (positions 5–10), e.g. `900517`. */
export function formatIdentifierDate(day: CalendarDay): string {
  return lightFormat(localDate(day), 'yyMMdd');
}

/** `dd/MM/yyyy` in Mexico City, e.g. `01/12/2026`. */
export function formatDate(value: DateInput): string {
  return lightFormat(localDate(toCalendarDay(value)), 'dd/MM/yyyy');
}

/** `dd-MM-yyyy` in Mexico City (the first-payment date badge), e.g. `01-12-2026`. */
export function formatDateDashed(value: DateInput): string {
  return lightFormat(localDate(toCalendarDay(value)), 'dd-MM-yyyy');
}

/** Today's date in Mexico City as `YYYY-MM-DD`. */
export function todayInMexicoCity(now: Date | number = new Date()): IsoDate {
  return toIsoDate(mexicoCityDay(now));
}

/** The 1st of the month after today (Mexico City), as `YYYY-MM-01`: the next payment date. */
export function firstOfNextMonth(now: Date | number = new Date()): IsoDate {
  const today = mexicoCityDay(now);
  return addMonths(toIsoDate({ ...today, day: 1 }), 1);
}

/** Adds (or subtracts) whole months to a calendar day; the day is clamped to the month's length (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: IsoDate | CalendarDay, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be an integer, got ${months}`);
  const day = typeof date === 'string' ? toCalendarDay(date) : date;
  return toIsoDate(calendarDayOf(addCalendarMonths(localDate(day), months)));
}

/** Negative, zero or positive as `a` is before, the same as, or after `b` (calendar days). */
export function compareDays(a: DateInput, b: DateInput): number {
  return toIsoDate(toCalendarDay(a)).localeCompare(toIsoDate(toCalendarDay(b)));
}

/**
 * True when the day is strictly before today in Mexico City. Used by the month pickers (`YYYY-MM-01`,
 * 'La fecha debe ser menor al día de hoy'): the current month counts as past except on its 1st day.
 */
export function isBeforeToday(date: DateInput, now: Date | number = new Date()): boolean {
  return compareDays(date, todayInMexicoCity(now)) < 0;
}

/**
 * Completed years of age on today's Mexico City date. A birth date is a calendar day: `YYYY-MM-DD`, or an
 * ISO date-time as the API sends it (`1990-05-17T00:00:00.000Z`), whose date part is used as written
 * (never shifted to Mexico City, which would make it the day before). Someone born on 29 February turns
 * a year older on 1 March in non-leap years.
 */
export function ageInYears(birthDate: IsoDate | CalendarDay, now: Date | number = new Date()): number {
  const birth = toCalendarDay(typeof birthDate === 'string' ? birthDate.slice(0, 10) : birthDate);
  const today = mexicoCityDay(now);
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}
