/**
 * A month (and optionally day) and year picked from selects: the months of `src/domain/calendar` and the last 100
 * years ending with the flow clock's year in Mexico City. Two shapes:
 * - without `legend`, two labelled selects side by side, each with its own error (since when: address, employment);
 * - with `legend`, one fieldset whose selects share one error (a birth date), tied by `aria-describedby`.
 */
import { type ChangeEventHandler, type ReactNode, useId, useMemo } from 'react';
import { lastYears, MONTHS } from '../domain/calendar';
import * as css from './dateFields.css';
import { Select, type SelectOption } from './Select';

export interface DatePart<F extends string> {
  /** The form field (and the select's `name`). */
  readonly field: F;
  readonly label: string;
  readonly value: string;
  /** The first, empty option. */
  readonly placeholder: string;
  /** This select's own error (the shape without `legend`). */
  readonly error?: ReactNode;
}

export interface MonthYearFieldProps<F extends string> {
  readonly month: DatePart<F>;
  readonly year: DatePart<F>;
  /** A day select (01–31) before the month. */
  readonly day?: DatePart<F>;
  /** The flow's clock (the one its rules use): it decides the years offered. */
  readonly now: Date | number;
  readonly onChange: (field: F) => ChangeEventHandler<HTMLSelectElement>;
  /** Groups the selects in a fieldset with this legend; `error` is then the group's one message. */
  readonly legend?: string;
  readonly error?: ReactNode;
}

const DAY_OPTIONS: readonly SelectOption[] = Array.from({ length: 31 }, (_, i) => ({
  value: String(i + 1).padStart(2, '0'),
  label: String(i + 1),
}));

export function MonthYearField<F extends string>({
  month,
  year,
  day,
  now,
  onChange,
  legend,
  error,
}: MonthYearFieldProps<F>) {
  const years = useMemo(() => lastYears(now).map((y) => ({ value: String(y), label: String(y) })), [now]);
  const errorId = `${useId()}-error`;
  const grouped = legend !== undefined;
  const select = (part: DatePart<F>, options: readonly SelectOption[]) => (
    <Select
      label={part.label}
      name={part.field}
      placeholder={part.placeholder}
      options={options}
      value={part.value}
      error={grouped ? undefined : part.error}
      aria-describedby={grouped && error ? errorId : undefined}
      aria-invalid={grouped && error ? true : undefined}
      onChange={onChange(part.field)}
    />
  );
  const row = (
    <div className={day ? css.row.dayMonthYear : css.row.monthYear}>
      {day ? select(day, DAY_OPTIONS) : null}
      {select(month, MONTHS)}
      {select(year, years)}
    </div>
  );
  if (!grouped) return row;
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{legend}</legend>
      {row}
      {error ? (
        <p id={errorId} className={css.groupError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
