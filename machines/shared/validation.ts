/**
 * Field checks the flow machines share. Messages are the generic ones of spec §5.
 * Local until the domain validators land; then this re-exports them.
 */
export const REQUIRED_MESSAGE = 'El campo es requerido';
export const INVALID_MESSAGE = 'El dato ingresado no es válido';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredError(value: string): string | null {
  return value.trim() === '' ? REQUIRED_MESSAGE : null;
}

export function emailError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return REQUIRED_MESSAGE;
  return EMAIL.test(trimmed) ? null : INVALID_MESSAGE;
}
