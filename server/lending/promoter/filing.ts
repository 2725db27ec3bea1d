/**
 * What a promoter may file, and how often (docs/lending-api.md, "What a promoter can see and do"; the numbers and
 * their texts are the app's, in src/domain/filingLimits.ts):
 *
 * - the types of `PROMOTER_APPLICATION_TYPES`: a store purchase at her own store, a personal loan with her store
 *   or none (any other store: 403 NOT_PROMOTERS_STORE; a personal loan is kept without a store): checked by the
 *   create itself (applications/create.ts `promoterStoreOf`);
 * - at most `perClientPerDay` applications for one client and `perDay` in all in a rolling day, and none for a
 *   client who cancelled one of hers in the last `coolDownDays` days (429 with Retry-After);
 * - the client's credit-check consent NIP is budgeted per client across every application, whoever filed it, and
 *   per promoter and client (`consentCodeGroups`), besides each application's own budget (server/codes.ts): a new
 *   application brings no fresh budget. Filing is refused while the client's budget of NIPs is used up.
 */

import {
  CLIENT_NIP_LIMIT_CODES,
  CONSENT_NIP_LIMITS,
  clientNipExhaustedMessage,
  clientNipTodayMessage,
  PROMOTER_FILING_CODES,
  PROMOTER_FILING_LIMITS,
  PROMOTER_FILING_MESSAGES,
} from '../../../src/domain/filingLimits.ts';
import { waitInWords } from '../../../src/domain/waits.ts';
import type { CodeGroup, CodeLimit } from '../../codes.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { type ApiFailure, fail } from '../../http/errors.ts';
import { CANCELLED_BY_CLIENT_REASON } from '../statuses.ts';
import {
  applicationIdsFiledFor,
  applicationIdsOfClient,
  lastCancelledByClient,
  lockPromoterFilings,
  promoterFilingsSince,
} from './queries.ts';

const DAY_MS = 24 * 3_600_000;

/** A refusal of a filing, as creating answers it (the same shape as applications/eligibility.ts `Refusal`). */
export interface FilingRefusal {
  status: 429;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

const wait = (seconds: number) => Math.max(1, Math.ceil(seconds));

/** The budgets a client's consent NIP for this application counts against, besides the application's own. */
export function consentCodeGroups(application: {
  clientId: string;
  promoterId: string | null;
  filedByPromoter: boolean;
}): CodeGroup[] {
  const { clientId, promoterId } = application;
  const groups: CodeGroup[] = [
    {
      key: `client:${clientId}`,
      limits: CONSENT_NIP_LIMITS.client,
      subjects: (db) => applicationIdsOfClient(db, clientId),
    },
  ];
  if (application.filedByPromoter && promoterId) {
    groups.push({
      key: `promoter-filings:${clientId}`,
      limits: CONSENT_NIP_LIMITS.promoterFilings,
      subjects: (db) => applicationIdsFiledFor(db, null, clientId),
    });
    groups.push({
      key: `promoter-client:${promoterId}:${clientId}`,
      limits: CONSENT_NIP_LIMITS.promoterClient,
      subjects: (db) => applicationIdsFiledFor(db, promoterId, clientId),
    });
  }
  return groups;
}

/** The refusal of a used-up consent-NIP budget of the client (or of the promoter and client). */
export function clientNipLimitRefusal(limit: CodeLimit): FilingRefusal {
  if (limit.limit === 'day') {
    return {
      status: 429,
      code: CLIENT_NIP_LIMIT_CODES.day,
      message: clientNipTodayMessage(waitInWords(limit.retryAfterSeconds)),
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    };
  }
  return {
    status: 429,
    code: CLIENT_NIP_LIMIT_CODES.lifetime,
    message: clientNipExhaustedMessage(undefined),
  };
}

export function clientNipLimitFailure(limit: CodeLimit): ApiFailure {
  const refusal = clientNipLimitRefusal(limit);
  return fail(refusal.status, refusal.code, refusal.message, refusal.headers);
}

/**
 * The first reason this promoter may not file for this client now (`clientId` null: a new client), or null. Under
 * a per-promoter lock when `db` is a transaction, so concurrent filings are counted one after another.
 */
export async function promoterFilingRefusal(
  deps: Deps,
  db: Db,
  promoterId: string,
  clientId: string | null,
): Promise<FilingRefusal | null> {
  const now = deps.clock.now().getTime();
  await lockPromoterFilings(db, promoterId);
  if (clientId !== null) {
    const coolDownMs = PROMOTER_FILING_LIMITS.coolDownDays * DAY_MS;
    const cancelled = await lastCancelledByClient(
      db,
      promoterId,
      clientId,
      new Date(now - coolDownMs),
      CANCELLED_BY_CLIENT_REASON,
    );
    if (cancelled) {
      return refusal(
        'coolDown',
        PROMOTER_FILING_MESSAGES.coolDown(),
        (cancelled.getTime() + coolDownMs - now) / 1000,
      );
    }
    const forClient = await promoterFilingsSince(db, promoterId, new Date(now - DAY_MS), clientId);
    if (forClient.length >= PROMOTER_FILING_LIMITS.perClientPerDay) {
      const seconds = freedIn(forClient, PROMOTER_FILING_LIMITS.perClientPerDay, now);
      return refusal(
        'perClientPerDay',
        PROMOTER_FILING_MESSAGES.perClientPerDay(waitInWords(seconds)),
        seconds,
      );
    }
  }
  const all = await promoterFilingsSince(db, promoterId, new Date(now - DAY_MS), null);
  if (all.length >= PROMOTER_FILING_LIMITS.perDay) {
    const seconds = freedIn(all, PROMOTER_FILING_LIMITS.perDay, now);
    return refusal('perDay', PROMOTER_FILING_MESSAGES.perDay(waitInWords(seconds)), seconds);
  }
  if (clientId !== null) {
    const used = await deps.codes.groupLimit(
      'compliance',
      consentCodeGroups({ clientId, promoterId, filedByPromoter: true }),
      db,
    );
    if (used) return clientNipLimitRefusal(used);
  }
  return null;
}

/** Seconds until one of the day's `filings` (oldest first) leaves the 24 hours and one more fits under `cap`. */
function freedIn(filings: readonly Date[], cap: number, now: number): number {
  const oldest = filings[filings.length - cap]!;
  return (oldest.getTime() + DAY_MS - now) / 1000;
}

function refusal(which: keyof typeof PROMOTER_FILING_CODES, message: string, seconds: number): FilingRefusal {
  return {
    status: 429,
    code: PROMOTER_FILING_CODES[which],
    message,
    headers: { 'Retry-After': String(wait(seconds)) },
  };
}
