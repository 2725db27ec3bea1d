/**
 * What the postal-code lookup (GET /postal-codes/:code) tells a customer when it finds nothing: the application's
 * address step and the promoter's data step say it the same way. A 404 is a code the catalogue does not have (the
 * sandbox knows only its sample codes: server/catalog/README.md), said as such with a hint to check it; any other
 * failure (no network, the server) is not the customer's code: spec §8's generic text, to try again.
 */
import { errorStatus } from './errors';

/** The lookup answered 404: the code is not in the catalogue. */
export const POSTAL_CODE_NOT_FOUND_MESSAGE =
  'No encontramos ese código postal. Revisa que esté bien escrito.';
/** The lookup failed (network, server): spec §8's generic "Hubo un error, vuelve a intentarlo más tarde.". */
export const POSTAL_CODE_LOOKUP_FAILED_MESSAGE = 'Hubo un error, vuelve a intentarlo más tarde.';

/** The text under the postal code for a failed lookup. */
export function postalCodeLookupMessage(error: unknown): string {
  return errorStatus(error) === 404 ? POSTAL_CODE_NOT_FOUND_MESSAGE : POSTAL_CODE_LOOKUP_FAILED_MESSAGE;
}
