/** Every draft of spec §9, by key: one module per draft holds its key, lifetime and schema. */
import { applicationResult } from './applicationResult';
import { pendingApplication } from './pendingApplication';
import { pendingClientSignup } from './pendingClientSignup';
import { pendingPromoterApplication } from './pendingPromoterApplication';

export const DRAFTS = {
  pendingApplication,
  applicationResult,
  pendingClientSignup,
  pendingPromoterApplication,
} as const;

export type DraftKey = keyof typeof DRAFTS;

/** What `readDraft(key)` answers for a valid draft. */
export type DraftValue<K extends DraftKey> = NonNullable<ReturnType<(typeof DRAFTS)[K]['parse']>>;
