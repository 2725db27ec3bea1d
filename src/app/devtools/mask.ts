/**
 * Masks personal data before anything leaves the app for a developer tool: names, CURP, RFC, phone numbers,
 * e-mail addresses, CLABE, tokens, codes (activation, NIP, signing PIN) and passwords. Works by key name
 * (`curp`, `email`, `token`...), by the field an edit event names (`{ field: 'email', value }`) and by the
 * shape of any other string (an e-mail, a JWT, a CURP, an RFC, a CLABE, a phone number), at any depth.
 */

export const MASK = '[oculto]';

const SENSITIVE_KEY =
  /^(name|names|firstname|firstsurname|secondsurname|fullname|surname|lastname|curp|taxpayerid|rfc|phone|phonenumber|advisorphone|email|newemail|interbankcode|clabe|clabeconfirmation|token|authtoken|accesstoken|refreshtoken|password|confirmation|newpassword|passwordconfirmation|activationcode|clientactivationcode|compliancecode|signaturecode|code|nip|pin|kycidentityid|identityid|identificationnumber|dateofbirth|streetname|exteriornumber|interiornumber|transferpaymentreference|cashpaymentreference)$/i;

const SENSITIVE_VALUE_PATTERNS: readonly RegExp[] = [
  /[^\s@]+@[^\s@]+\.[^\s@]+/, // e-mail
  /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, // JWT
  /[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d/i, // CURP
  /\b[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}\b/i, // RFC
  /\b\d{18}\b/, // CLABE
  /(?:\+?52)?[\s-]?\(?\d{2,3}\)?[\s-]?\d{3,4}[\s-]?\d{4}/, // phone number
];

/** A key by its leaf name: `0.fullName` (the quick application's first reference) is a `fullName`. */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key.replace(/^.*\./, '').replace(/[_\-\s]/g, ''));
}

function maskString(value: string): string {
  return SENSITIVE_VALUE_PATTERNS.some((pattern) => pattern.test(value)) ? MASK : value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A masked deep copy of `value`; functions, actor references and other class instances are left as they are. */
export function maskPersonalData<T>(value: T, depth = 0): T {
  if (depth > 12) return value;
  if (typeof value === 'string') return maskString(value) as T;
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, depth + 1)) as T;
  if (value instanceof Error) {
    return { name: value.name, message: maskString(value.message) } as T;
  }
  if (!isPlainObject(value)) return value;
  const fieldIsSensitive = typeof value.field === 'string' && isSensitiveKey(value.field);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null || item === undefined || typeof item === 'boolean') out[key] = item;
    else if (isSensitiveKey(key) || (fieldIsSensitive && key === 'value')) out[key] = MASK;
    else out[key] = maskPersonalData(item, depth + 1);
  }
  return out as T;
}
