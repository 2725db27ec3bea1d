/** What the postal-code lookup tells a customer when it finds nothing (machines/shared/postalCode.ts, issue 23.8). */
import { describe, expect, it } from 'vitest';
import {
  POSTAL_CODE_LOOKUP_FAILED_MESSAGE,
  POSTAL_CODE_NOT_FOUND_MESSAGE,
  postalCodeLookupMessage,
} from '../../../machines/shared/postalCode';
import { httpError } from '../../fixtures/samples';

describe('postal-code lookup messages', () => {
  it('the texts, exactly', () => {
    expect([POSTAL_CODE_NOT_FOUND_MESSAGE, POSTAL_CODE_LOOKUP_FAILED_MESSAGE]).toEqual([
      'No encontramos ese código postal. Revisa que esté bien escrito.',
      'Hubo un error, vuelve a intentarlo más tarde.',
    ]);
  });

  it.each([
    [404, POSTAL_CODE_NOT_FOUND_MESSAGE],
    [400, POSTAL_CODE_LOOKUP_FAILED_MESSAGE],
    [403, POSTAL_CODE_LOOKUP_FAILED_MESSAGE],
    [405, POSTAL_CODE_LOOKUP_FAILED_MESSAGE],
    [500, POSTAL_CODE_LOOKUP_FAILED_MESSAGE],
    [503, POSTAL_CODE_LOOKUP_FAILED_MESSAGE],
  ])('HTTP %i → %s', (status, message) => {
    expect(postalCodeLookupMessage(httpError(status))).toBe(message);
  });

  it('no HTTP answer at all (the network, a malformed answer) is a failed lookup', () => {
    for (const error of [new TypeError('Failed to fetch'), undefined])
      expect(postalCodeLookupMessage(error)).toBe(POSTAL_CODE_LOOKUP_FAILED_MESSAGE);
  });
});
