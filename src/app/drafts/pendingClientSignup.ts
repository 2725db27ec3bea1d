/**
 * `pendingClientSignup` (spec §3 "Signup draft", §9): the sign-up flow's persisted snapshot (useFlow saves every
 * resting snapshot under this key). Lifetime 12 hours (dropped when MORE than 12 h old). The host checks that a
 * restored draft belongs to the current session; the machine itself rejects a snapshot of another version.
 */
import { defineDraft, HOUR_MS, isPersistedSnapshot } from './draft';

export const pendingClientSignup = defineDraft({
  key: 'pendingClientSignup',
  lifetimeMs: 12 * HOUR_MS,
  expires: 'after',
  parse: (value: unknown) => (isPersistedSnapshot(value) ? value : null),
});
