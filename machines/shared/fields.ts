/** Small helpers for the form fields the flow machines keep in their context. */

/** The field errors without `field`'s: editing a field clears its error until the form is checked again. */
export function withoutError<F extends string>(
  errors: Readonly<Partial<Record<F, string>>>,
  field: F,
): Partial<Record<F, string>> {
  const rest: Partial<Record<F, string>> = { ...errors };
  delete rest[field];
  return rest;
}
