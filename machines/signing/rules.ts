/**
 * The signing flow's pure rules (spec §2 "Signing flow", §4 "Signing", §5): which statuses the flow works on, the
 * chosen option, the PIN and CLABE checks and what their fields keep from what was typed. No XState here: the
 * machine names these as guards and actions, the view reads them.
 */
import { normalizeClabe, validateClabe, validateClabeConfirmation } from '../../src/domain/clabe';
import { fillPath } from '../../src/paths';
import { PIN_LENGTH } from './messages';
import type { ApplicationsOutput, ClabeErrors, ProfileOutput, SigningContext } from './types';

/** Statuses the signing screens work on (spec §4: the application must be APPROVED). */
export const SIGNABLE: ReadonlySet<string> = new Set(['APPROVED', 'VALIDATING_SIGNATURE']);
/** Statuses after the signature: only the payment table, the CLABE and the success screen remain. */
export const SIGNED: ReadonlySet<string> = new Set(['SIGNED', 'PAID', 'CONFIRMED']);

/**
 * This application as the list shows it once signed (SIGNED or later), else null: a signature whose answer was
 * lost is found signed here, and the flow goes on instead of signing again.
 */
export function signedInList(context: Pick<SigningContext, 'applicationId'>, output: ApplicationsOutput) {
  const found = output.items.find((a) => a.id === context.applicationId);
  return found && SIGNED.has(found.status) ? found : null;
}

/** The route of a screen of this application. */
export const routeFor = (context: Pick<SigningContext, 'applicationId'>, path: string) =>
  fillPath(path, { applicationId: context.applicationId });

/** Whether `route` (trailing slashes ignored) is the screen `path` of this application. */
export const routeIs = (context: Pick<SigningContext, 'applicationId'>, route: string, path: string) =>
  route.replace(/\/+$/, '') === routeFor(context, path);

/** The chosen date, when it is one of the approved options. */
export function chosenProduct(context: Pick<SigningContext, 'products' | 'selectedDate'>) {
  return context.products.find((p) => p.firstPaymentDate === context.selectedDate) ?? null;
}

/** Whether `date` is the first payment date of one of the options. */
export const isOffered = (products: SigningContext['products'], date: string | null) =>
  products.some((p) => p.firstPaymentDate === date);

/** The contract's signature status in the profile (null before the profile is there). */
export const signatureStatus = (context: Pick<SigningContext, 'profile'>) =>
  context.profile?.contractSignatureStatus ?? null;

/** The signing PIN's error, or null: required, {@link PIN_LENGTH} digits. */
export function pinError(pin: string): string | null {
  if (pin === '') return 'El campo es requerido';
  if (pin.length < PIN_LENGTH) return `El campo debe tener al menos ${PIN_LENGTH} dígitos`;
  return null;
}

/** What the PIN field keeps from what was typed: digits only, at most {@link PIN_LENGTH}. */
export const pinOf = (typed: string | undefined) => (typed ?? '').replace(/\D/g, '').slice(0, PIN_LENGTH);

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

/** A profile whose contract signature the provider accepted. */
export const isSignedProfile = (profile: ProfileOutput) => profile.contractSignatureStatus === 'SIGNED';
