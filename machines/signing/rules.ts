/**
 * The signing flow's pure rules (spec §2 "Signing flow", §4 "Signing", §5): which statuses the flow works on, the
 * chosen option, the routes. The PIN and CLABE fields' rules are in form.ts. No XState here: the machine names these
 * as guards and actions, the view reads them.
 */
import { fillPath } from '../../src/paths';
import type { ApplicationsOutput, ProfileOutput, SigningContext } from './types';

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

/** A profile whose contract signature the provider accepted. */
export const isSignedProfile = (profile: ProfileOutput) => profile.contractSignatureStatus === 'SIGNED';
