/**
 * `applicationResult` (spec §4 "Store application flow", §9): the processed application, kept for the result
 * pages once the `pendingApplication` draft is cleared. It lives until logout clears local storage.
 */
import type { ProcessResult } from '../../api/contract/applications';
import type { ApplicationStatus, ApplicationType } from '../../api/contract/common';
import { defineDraft, isRecord } from './draft';

/**
 * What the result pages need of the processed application (the answer of `applications.process`, or of the
 * interest offer), and what the application flow keeps with it to show the result again after a reload.
 */
export interface ApplicationResult {
  readonly id: string;
  readonly status: ProcessResult['status'] | ApplicationStatus;
  readonly processedAt?: string | null;
  readonly rejectionReason?: string | null;
  /** OVERDUE_ACCOUNTS: how many accounts are overdue. */
  readonly overdueAccounts?: number | undefined;
  readonly applicationType?: ApplicationType;
  readonly storeId?: string | null;
  readonly storeName?: string | null;
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
