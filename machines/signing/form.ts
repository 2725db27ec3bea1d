/**
 * The signing flow's form rules (spec §4 "Signing", §5): the PIN and CLABE fields, what each keeps from what was
 * typed and their errors. No XState here: the machine names these as guards and actions, the view reads them.
 */
import { normalizeClabe, validateClabe, validateClabeConfirmation } from '../../src/domain/clabe';
import { NIP_LENGTH } from './messages';
import type { ClabeErrors, SigningContext } from './types';

/** The signing PIN's error, or null: required, {@link NIP_LENGTH} digits. */
export function nipError(nip: string): string | null {
  if (nip === '') return 'El campo es requerido';
  if (nip.length < NIP_LENGTH) return `El campo debe tener al menos ${NIP_LENGTH} dígitos`;
  return null;
}

/** What the PIN field keeps from what was typed: digits only, at most {@link NIP_LENGTH}. */
export const nipOf = (typed: string | undefined) => (typed ?? '').replace(/\D/g, '').slice(0, NIP_LENGTH);

/** What a CLABE field keeps from what was typed or pasted: its 18 digits at most. */
export const clabeOf = (typed: string | undefined) =>
  normalizeClabe(typed ?? '')
    .replace(/\D/g, '')
    .slice(0, 18);

export function clabeErrorsOf(context: Pick<SigningContext, 'clabe' | 'confirmation'>): ClabeErrors {
  const errors: ClabeErrors = {};
  const clabe = validateClabe(context.clabe);
  const confirmation = validateClabeConfirmation(context.clabe, context.confirmation);
  if (clabe) errors.clabe = clabe;
  if (confirmation) errors.confirmation = confirmation;
  return errors;
}
