/**
 * The two checks the login machine needs (spec §5 "Login": e-mail valid and required; password required), kept
 * local instead of importing src/domain/validation.ts, whose CURP/RFC/date rules would add ≈ 5 KB gzipped to the
 * /login bundle. Same messages and same e-mail rule as the domain validators; a unit test keeps them in step.
 */
export const REQUIRED_MESSAGE = 'El campo es requerido';
export const INVALID_MESSAGE = 'El dato ingresado no es válido';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function requiredError(value: string): string | null {
  return value.trim() === '' ? REQUIRED_MESSAGE : null;
}

export function emailError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return REQUIRED_MESSAGE;
  return EMAIL.test(trimmed) ? null : INVALID_MESSAGE;
}
