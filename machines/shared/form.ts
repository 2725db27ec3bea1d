/**
 * Form state for flow machines: the values a form holds, the fields the user has touched, every error the rules
 * find and the errors that show (those of touched fields). Sign-up and password recovery keep their forms with
 * these helpers; the rules themselves live in src/domain (validation, fields).
 */

/** Fields the user has left (or all of them after a submit attempt): their errors show from then on. */
export type Touched<F extends string> = Readonly<Partial<Record<F, true>>>;

/** One message per field with an error. */
export type Errors<F extends string> = Readonly<Partial<Record<F, string>>>;

/** `touched` with `field` marked. */
export function touch<F extends string>(touched: Touched<F>, field: F): Touched<F> {
  return touched[field] ? touched : { ...touched, [field]: true };
}

/** Every field of `fields` marked as touched (a submit attempt shows every error). */
export function touchAll<F extends string>(fields: readonly F[]): Touched<F> {
  const all: Partial<Record<F, true>> = {};
  for (const field of fields) all[field] = true;
  return all;
}

/** Only the errors of fields the user has touched. */
export function visibleErrors<F extends string>(errors: Errors<F>, touched: Touched<F>): Errors<F> {
  const shown: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(errors) as [F, string][]) {
    if (touched[field]) shown[field] = message;
  }
  return shown;
}

/** True when the rules found at least one error. */
export function hasAnyError<F extends string>(errors: Errors<F>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}
