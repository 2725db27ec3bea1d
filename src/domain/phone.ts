/**
 * Mexican phone numbers (spec §5, §2 profile): stored as 10 digits, shown as `(###) ###-####`, and with
 * the country code `+52 (###) ###-####` in the profile.
 */

/** Every character that is not a digit removed: `'(55) 1234-5678'` → `'5512345678'`. */
export function digitsOnly(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** The last 10 digits when there are at least 10 (a leading 52 or 1 is dropped); otherwise null. */
export function nationalNumber(value: string | null | undefined): string | null {
  const digits = digitsOnly(value);
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/**
 * `(###) ###-####` from the last 10 digits of the value; empty when there are fewer than 10 digits
 * (`'+52 55 1234 5678'` → `'(551) 234-5678'`, `'12345'` → `''`).
 */
export function formatPhone(value: string | null | undefined): string {
  const digits = nationalNumber(value);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : '';
}

/** The profile format `+52 (###) ###-####`; empty when the value has fewer than 10 digits. */
export function formatPhoneInternational(value: string | null | undefined): string {
  const national = formatPhone(value);
  return national ? `+52 ${national}` : '';
}

/**
 * Mask while typing: the first 10 digits shaped as far as they go
 * (`'55'` → `'(55'`, `'55123'` → `'(551) 23'`, `'5512345678'` → `'(551) 234-5678'`).
 */
export function maskPhoneInput(value: string | null | undefined): string {
  const digits = digitsOnly(value).slice(0, 10);
  if (!digits) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
