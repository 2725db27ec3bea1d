/**
 * Where the credit application starts (spec §2, §4, §9), read from what an entry page, a draft or the stored
 * result left: navigation state from an entry screen or the login (`{ applicationType, storeId, storeName,
 * promoterId, utm }`: a new application, any stored one is dropped); the stored `pendingApplication` draft (a
 * machine snapshot, or a plain start written by an entry page for after sign-in); on the result page, the stored
 * `applicationResult`; otherwise there is nothing to apply for. Also what the flow needs of the client's profile.
 * The application page (src/app/pages/ApplicationRoute.tsx) only wires these to the flow.
 */
import type { ApplicationInput, ApplicationResult, ProfileFacts } from '../../../machines/application';
import type { SessionClientProfile } from '../../../machines/session.machine';
import { PATHS } from '../../paths';
import type { ApplicationResult as StoredResult } from './applicationResult';
import { draftFields, isPersistedSnapshot, isRecord } from './draft';
import { peekDraft } from './index';
import { isStoreApplicationWithoutStore, pendingApplicationType } from './pendingApplication';

/** How an entry page starts an application (navigation state or a plain `pendingApplication`). */
export interface ApplicationStart {
  readonly applicationType: 'STORE' | 'PERSONAL_LOAN';
  readonly storeId?: string | null;
  readonly storeName?: string | null;
  readonly promoterId?: string | null;
  readonly utm?: ApplicationInput['utm'];
}

/** What the flow needs of the session's client profile (spec §3 Profile). */
export function profileFacts(profile: SessionClientProfile | null): ProfileFacts {
  return {
    creditLimit: profile?.creditLimit ?? 0,
    hasAddress: !!profile?.currentAddressId,
    hasEmployment: !!profile?.currentEmploymentId,
    personalLoanNoInterestPaymentsEligible: profile?.personalLoanNoInterestPaymentsEligible ?? false,
    contractSigned: profile?.contractSignatureStatus === 'SIGNED',
  };
}

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** The start a navigation state, a plain draft or a persisted snapshot carries (src/app/drafts shapes). */
export function startOf(value: unknown): ApplicationStart | null {
  const applicationType = pendingApplicationType(value);
  const fields = draftFields(value);
  if (applicationType === null || fields === null) return null;
  return {
    applicationType,
    storeId: textOrNull(fields.storeId),
    storeName: textOrNull(fields.storeName),
    promoterId: textOrNull(fields.promoterId),
    utm: isRecord(fields.utm) ? (fields.utm as ApplicationStart['utm']) : null,
  };
}

/** The decision the result page shows again after a reload (the `applicationResult` draft). */
export function resultOf(stored: StoredResult): ApplicationResult {
  return {
    id: stored.id,
    status: stored.status,
    processedAt: stored.processedAt ?? null,
    rejectionReason: stored.rejectionReason ?? null,
    ...(stored.overdueAccounts === undefined ? {} : { overdueAccounts: stored.overdueAccounts }),
  };
}

export type StartPlan =
  | { readonly kind: 'new'; readonly start: ApplicationStart; readonly result?: ApplicationResult | null }
  | { readonly kind: 'restore'; readonly start: ApplicationStart }
  | { readonly kind: 'nothing' };

/**
 * Decides where the flow starts (see the header). It runs in a state initializer, which React may call again
 * for a render it threw away (StrictMode, a suspended sibling, an interrupted render): it only READS the drafts
 * (`peekDraft`), so every call answers the same. The flow removes the stored draft after its first commit when it
 * starts anew (useFlow), and when it ends. A stored STORE application without a store starts as such, so the
 * machine shows the §8 alert and goes to /: the decision is in the machine's state before the draft is removed.
 */
export function planStart(state: unknown, pathname: string): StartPlan {
  const fromState = startOf(state);
  if (fromState) return { kind: 'new', start: fromState };
  const { value: draft, dropped } = peekDraft('pendingApplication');
  const stored = startOf(draft);
  if (stored) {
    return isPersistedSnapshot(draft) ? { kind: 'restore', start: stored } : { kind: 'new', start: stored };
  }
  if (isStoreApplicationWithoutStore(dropped)) {
    return { kind: 'new', start: { applicationType: 'STORE', storeId: null } };
  }
  const result = peekDraft('applicationResult').value;
  if (result && pathname.replace(/\/+$/, '') === PATHS.applicationResult) {
    return {
      kind: 'new',
      start: { ...result, applicationType: result.applicationType ?? 'PERSONAL_LOAN' },
      result: resultOf(result),
    };
  }
  return { kind: 'nothing' };
}

/** The flow's input from a planned start (the page adds the support phone and what tests give). */
export function startInput(
  plan: Exclude<StartPlan, { kind: 'nothing' }>,
  profile: SessionClientProfile | null,
  promoterMode = false,
): ApplicationInput {
  const { start } = plan;
  return {
    applicationType: start.applicationType,
    storeId: start.storeId ?? null,
    storeName: start.storeName ?? null,
    promoterId: start.promoterId ?? null,
    utm: start.utm ?? null,
    profile: profileFacts(profile),
    promoterMode,
    result: plan.kind === 'new' ? (plan.result ?? null) : null,
  };
}

/**
 * Which snapshots of the flow are its draft: a screen waiting for the person (no call running; the resend
 * countdown child may run, its seconds left are in the context and a restored draft counts on from them), before
 * a decision (the decision is kept as `applicationResult` instead).
 */
export function isResting(snapshot: {
  readonly status: string;
  readonly children: object;
  hasTag(tag: 'result' | 'busy'): boolean;
}): boolean {
  return (
    snapshot.status === 'active' &&
    Object.keys(snapshot.children).every((id) => id === 'countdown') &&
    !snapshot.hasTag('result') &&
    !snapshot.hasTag('busy')
  );
}

/** The decision of a snapshot as the `applicationResult` draft keeps it (spec §4), if it shows one. */
export function decisionDraft(snapshot: {
  readonly context: {
    readonly result: ApplicationResult | null;
    readonly applicationType: ApplicationStart['applicationType'];
    readonly storeId: string | null;
    readonly storeName: string | null;
  };
  hasTag(tag: 'result'): boolean;
}): StoredResult | null {
  const c = snapshot.context;
  if (!snapshot.hasTag('result') || !c.result) return null;
  return { ...c.result, applicationType: c.applicationType, storeId: c.storeId, storeName: c.storeName };
}
