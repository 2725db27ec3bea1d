import type { ReactNode } from 'react';
import * as css from './fields.css';

/** ids that tie a control to its hint and error (`aria-describedby`). */
export function describedBy(
  id: string,
  hint: ReactNode,
  error: ReactNode,
  extra?: string,
): string | undefined {
  const ids = [extra, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={css.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
