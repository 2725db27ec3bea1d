/**
 * `applicationResult` (spec §4 "Store application flow", §9): the processed application, kept for the result
 * pages once the `pendingApplication` draft is cleared. It lives until logout clears local storage.
 */
import type { ApplicationStatus } from '../../api/contract/common';
import { defineDraft, isRecord } from './draft';

/** What the result pages need of the processed application (the answer of `applications.process`). */
export interface ApplicationResult {
  readonly id: string;
  readonly status: ApplicationStatus;
  readonly processedAt?: string | null;
  readonly rejectionReason?: string | null;
}

export const applicationResult = defineDraft({
  key: 'applicationResult',
  lifetimeMs: null,
  expires: 'after',
  parse: (value: unknown): ApplicationResult | null =>
    isRecord(value) &&
    (typeof value.id === 'string' || typeof value.id === 'number') &&
    typeof value.status === 'string' &&
    value.status !== ''
      ? (value as unknown as ApplicationResult)
      : null,
});
