/**
 * How the promoter's quick application starts on this device, next to its draft (pendingPromoterApplication.ts):
 * a new simulation ends every customer session left here, a new quick application (navigation state `fresh`) or one
 * picked up from the promoter's list (`pickUp`) replaces the draft, anything else continues the draft; the flow's
 * input comes from the promoter's profile; and which snapshots are saved (a screen with no call in flight: the
 * resend countdown runs on, and a restored draft counts on from what it left).
 */
import type { PromoterInput } from '../../../machines/promoter';
import { routeOf } from '../../../machines/shared/route';
import { type DraftKey, readDraft, removeDraft } from './index';

/**
 * What a customer leaves on the device: the previous quick application and a customer's own drafts (credit
 * application, its result, sign-up). The session token is the promoter's and stays.
 */
export const CUSTOMER_DRAFTS = [
  'pendingPromoterApplication',
  'pendingApplication',
  'applicationResult',
  'pendingClientSignup',
] as const satisfies readonly DraftKey[];

/** Spec §4 simulation start: every customer session on this device ends; the promoter stays signed in. */
export function endCustomerSessions(): void {
  for (const key of CUSTOMER_DRAFTS) removeDraft(key);
}

export type PromoterPickUp = NonNullable<PromoterInput['pickUp']>;

/** The application picked up from the promoter's list (navigation state `pickUp`), if any. */
export function promoterPickUpOf(navigationState: unknown): PromoterPickUp | null {
  return (navigationState as { pickUp?: PromoterPickUp } | null)?.pickUp ?? null;
}

/**
 * Whether the flow continues a saved draft: a picked-up application or a new one (`fresh`) drops it first. Reads
 * once, when the page opens.
 */
export function continuesPromoterDraft(navigationState: unknown): boolean {
  const fresh = (navigationState as { fresh?: boolean } | null)?.fresh === true;
  if (promoterPickUpOf(navigationState) !== null || fresh) removeDraft('pendingPromoterApplication');
  return readDraft('pendingPromoterApplication') !== null;
}

/** The flow's input from the promoter's profile (GET /promoters/me): the promoter's id and stores. */
export function promoterInputOf(
  profile: { readonly id: string; readonly stores: readonly { id: string; name: string }[] } | null,
  pickUp: PromoterPickUp | null,
): PromoterInput {
  return {
    promoterId: profile?.id ?? null,
    stores: (profile?.stores ?? []).map((s) => ({ id: s.id, name: s.name })),
    pickUp,
  };
}

/**
 * A snapshot worth saving: on a screen, and no child running but the resend countdown (a call in flight would be
 * started again by a restore; the countdown's seconds left are in the context and RESUME counts on from them).
 */
export function isPromoterResting(
  snapshot: { status: string; children: object } & Parameters<typeof routeOf>[0],
): boolean {
  return (
    snapshot.status === 'active' &&
    routeOf(snapshot) !== null &&
    Object.keys(snapshot.children).every((id) => id === 'countdown')
  );
}
