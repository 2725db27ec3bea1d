import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { labelledOptions, MonthYearField } from '../../../src/ui';

type F = 'day' | 'month' | 'year';
const NOW = new Date('2026-11-21T12:00:00Z');
const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options, (o) => o.text);

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
    expect(optionTexts(month)).toHaveLength(13);
    expect(optionTexts(month).slice(0, 3)).toEqual(['Mes', 'Enero', 'Febrero']);
    expect(optionTexts(year)).toHaveLength(101);
    expect(optionTexts(year).slice(0, 3)).toEqual(['Año', '2026', '2025']);
    expect(optionTexts(year).at(-1)).toBe('1927');
    expect(month.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(month.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Elige el mes',
    );
    expect(year.hasAttribute('aria-invalid')).toBe(false);
    expect(year.hasAttribute('aria-describedby')).toBe(false);
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
    expect(seen.mock.calls).toEqual([
      ['month', '07'],
      ['year', '2020'],
    ]);
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
    for (const select of selects) {
      expect(select.hasAttribute('aria-invalid')).toBe(false);
      expect(select.hasAttribute('aria-describedby')).toBe(false);
    }

    rerender(
      <MonthYearField<F>
        legend="Fecha de nacimiento"
        {...parts}
        now={NOW}
        error="Debes ser mayor de edad"
        onChange={() => () => {}}
      />,
    );
    for (const select of selects) {
      expect(select.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Debes ser mayor de edad',
      );
    }
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
