/**
 * Refusals a customer must read as the server words them, and a code refused as wrong (the NIP of the credit
 * application and the promoter's permisos, the signing PIN). A module of its own: only those flows load it, not
 * every page that reads an error.
 */
import { errorCode, errorMessage, errorStatus } from './errors';

/** The statuses of a refusal that states its reason: 409 (a code), 422 (the request), 429 (too many tries). */
const REFUSALS: ReadonlySet<number> = new Set([409, 422, 429]);

/**
 * The server's message of a refusal that states its reason (a 409, 422 or 429 with a message), for the customer to
 * read as sent: an expired code, another date than the signed contract's, too many tries. Otherwise `undefined`.
 */
export function refusalMessage(error: unknown): string | undefined {
  return REFUSALS.has(errorStatus(error) ?? 0) ? errorMessage(error) : undefined;
}

/** A code (NIP, PIN) refused as wrong: a 409 whose code is not an expiry (`…_EXPIRED`: a new code is needed). */
export function isWrongCode(error: unknown): boolean {
  return errorStatus(error) === 409 && !(errorCode(error) ?? '').endsWith('_EXPIRED');
}
