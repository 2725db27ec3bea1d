import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { labelledOptions, MonthYearField } from '../../../src/ui';

type F = 'day' | 'month' | 'year';
const NOW = new Date('2026-11-21T12:00:00Z');
const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options, (o) => o.text);
/** Whether the select is invalid, and the text that describes it (null when nothing does). */
const errorOf = (select: HTMLElement) => [
  select.getAttribute('aria-invalid'),
  document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent ?? null,
];

describe('MonthYearField', () => {
  it('offers the 12 months and the last 100 years, each select with its own label and error', () => {
    render(
      <MonthYearField<F>
        month={{
          field: 'month',
          label: 'Mes de inicio',
          placeholder: 'Mes',
          value: '',
          error: 'Elige el mes',
        }}
        year={{ field: 'year', label: 'Año de inicio', placeholder: 'Año', value: '' }}
        now={NOW}
        onChange={() => () => {}}
      />,
    );
    const month = screen.getByLabelText('Mes de inicio');
    const year = screen.getByLabelText('Año de inicio');
    expect(month.getAttribute('name')).toBe('month');
    const [months, years] = [optionTexts(month), optionTexts(year)];
    expect([months.length, months.slice(0, 3)]).toEqual([13, ['Mes', 'Enero', 'Febrero']]);
    expect([years.length, years.slice(0, 3), years.at(-1)]).toEqual([101, ['Año', '2026', '2025'], '1927']);
    expect(errorOf(month)).toEqual(['true', 'Elige el mes']);
    expect([year.getAttribute('aria-invalid'), year.getAttribute('aria-describedby')]).toEqual([null, null]);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it("counts years on Mexico City's calendar (New Year's Eve there is already January in UTC)", () => {
    render(
      <MonthYearField<F>
        month={{ field: 'month', label: 'Mes', placeholder: 'Mes', value: '' }}
        year={{ field: 'year', label: 'Año', placeholder: 'Año', value: '' }}
        now={new Date('2027-01-01T03:00:00Z')}
        onChange={() => () => {}}
      />,
    );
    expect(optionTexts(screen.getByLabelText('Año'))[1]).toBe('2026');
  });

  it('sends each change with its field', async () => {
    const seen = vi.fn();
    render(
      <MonthYearField<F>
        month={{ field: 'month', label: 'Mes', placeholder: 'Mes', value: '' }}
        year={{ field: 'year', label: 'Año', placeholder: 'Año', value: '' }}
        now={NOW}
        onChange={(field) => (event) => seen(field, event.currentTarget.value)}
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Mes'), 'Julio');
    await user.selectOptions(screen.getByLabelText('Año'), '2020');
    const sent = [
      ['month', '07'],
      ['year', '2020'],
    ];
    expect(seen.mock.calls).toEqual(sent);
  });

  it('as a birth date: one labelled group with a day select and one error for the three selects', () => {
    const parts = {
      day: { field: 'day', label: 'Día', placeholder: 'Elige', value: '' },
      month: { field: 'month', label: 'Mes', placeholder: 'Elige', value: '' },
      year: { field: 'year', label: 'Año', placeholder: 'Elige', value: '' },
    } as const;
    const { rerender } = render(
      <MonthYearField<F> legend="Fecha de nacimiento" {...parts} now={NOW} onChange={() => () => {}} />,
    );
    const group = screen.getByRole('group', { name: 'Fecha de nacimiento' });
    const selects = ['Día', 'Mes', 'Año'].map((label) => within(group).getByLabelText(label));
    const day = within(group).getByLabelText('Día') as HTMLSelectElement;
    expect(optionTexts(day)).toEqual(['Elige', ...Array.from({ length: 31 }, (_, i) => String(i + 1))]);
    expect(day.options[1]?.value).toBe('01');
    for (const select of selects)
      expect([select.getAttribute('aria-invalid'), select.getAttribute('aria-describedby')]).toEqual([
        null,
        null,
      ]);

    const error = 'Debes ser mayor de edad';
    rerender(
      <MonthYearField<F>
        legend="Fecha de nacimiento"
        {...parts}
        now={NOW}
        error={error}
        onChange={() => () => {}}
      />,
    );
    for (const select of selects) expect(errorOf(select)).toEqual(['true', error]);
  });
});

describe('labelledOptions', () => {
  it('turns a value → label record into options, in order', () => {
    expect(labelledOptions({ OWN: 'Propia', RENTED: 'Rentada' })).toEqual([
      { value: 'OWN', label: 'Propia' },
      { value: 'RENTED', label: 'Rentada' },
    ]);
  });
});
