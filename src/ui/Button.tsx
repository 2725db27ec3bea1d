import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { spinner } from './button.css';
import { type ButtonVariants, button } from './buttonClasses';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /**
   * Shows a spinner and marks the button busy: it keeps the focus (`aria-disabled`, not `disabled`, which would drop
   * the focus to the page's body while the call runs) and a press does nothing (no second submit).
   */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  type = 'button',
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const press = (e: MouseEvent<HTMLButtonElement>) => {
    // A click, or Enter in one of the form's fields (the browser clicks the submit button): not while busy.
    if (loading) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button
      type={type}
      className={[button({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={press}
      {...rest}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
