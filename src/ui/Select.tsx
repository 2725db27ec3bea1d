import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { describedBy, FieldMessages } from './Field';
import * as css from './fields.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The options of a value → label record, in its order (e.g. the Spanish labels of an enumeration). */
export const labelledOptions = (labels: Readonly<Record<string, string>>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option (e.g. 'Selecciona una opción'). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id: givenId,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select
        id={id}
        className={[css.control, className].filter(Boolean).join(' ')}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(id, hint, error, extraDescribedBy)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
