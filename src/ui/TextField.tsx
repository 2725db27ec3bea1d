import { type FocusEvent, type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy, FieldMessages } from './Field';
import * as css from './fields.css';
import { useTypedBeforeHydration } from './typedBeforeHydration';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; when present the input is `aria-invalid` and described by it. */
  error?: ReactNode;
  /** Trims surrounding spaces when the field loses focus (spec §5); `onChange` fires with the trimmed value. */
  trimOnBlur?: boolean;
  /** Rendered after the input on the same row (e.g. the password visibility toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  trimOnBlur = false,
  trailing,
  id: givenId,
  className,
  onBlur,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ref,
  ...rest
}: TextFieldProps) {
  const inputRef = useTypedBeforeHydration(rest.value, rest.onChange, ref);
  const autoId = useId();
  const id = givenId ?? autoId;
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (trimOnBlur) {
      const input = event.currentTarget;
      const trimmed = input.value.trim();
      if (trimmed !== input.value) setNativeValue(input, trimmed);
    }
    onBlur?.(event);
  };
  const input = (
    <input
      id={id}
      type={type}
      className={[css.control, className].filter(Boolean).join(' ')}
      {...rest}
      ref={inputRef}
      aria-invalid={error ? true : rest['aria-invalid']}
      aria-describedby={describedBy(id, hint, error, extraDescribedBy)}
      onBlur={handleBlur}
    />
  );
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {trailing ? (
        <div className={css.controlRow}>
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** Sets an input's value the way typing would, so React's `onChange` hears it (the trim on blur). */
function setNativeValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
