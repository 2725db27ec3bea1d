/**
 * May an application be created for this client now? One answer for `GET /applications/can-create` and for
 * `POST /applications` (create.ts, which asks it again holding the client's row, then checks the amount against
 * the available limit with `refuseOverLimit`): suspended account, rejections in 30 days, applications per minute,
 * one in progress, and no credit left for the smallest amount.
 *
 * A promoter's application the client has not consented to never blocks the client: it holds no limit (see
 * `applicationsUsingCredit`), is not in progress, and is left out of the client's own per-minute count. For the
 * promoter every application of the client counts, so a client cannot be sent more than 3 consent NIPs a minute.
 */
import { MIN_AMOUNT } from '../../../src/domain/limits.ts';
import { type Centavos, formatMXN } from '../../../src/domain/money.ts';
import type { ApplicationType } from '../../../src/domain/terms.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { type ApiFailure, fail } from '../../http/errors.ts';
import { type Actor, DAY_MS } from '../access.ts';
import { availableLimitOf } from '../loans.ts';
import { MESSAGES } from '../messages.ts';
import { promoterFilingRefusal } from '../promoter/filing.ts';
import type { ClientRow } from '../queries.ts';
import { countCreatedSince, countRejectionsSince, hasApplicationInProgress } from './queries.ts';

/** Rejected applications within this window count for REJECTED_APPLICATIONS_LIMIT_EXCEEDED. */
export const REJECTED_WINDOW_DAYS = 30;
export const MAX_REJECTED_IN_WINDOW = 3;
/** At most this many applications created per client in a rolling minute. */
export const MAX_APPLICATIONS_PER_MINUTE = 3;
/** Rejection reason of an application whose client declined the interest offer (counted as cancelled). */
export const DECLINED_INTEREST_REASON = 'CLIENT_DECLINED_INTEREST_PAYMENTS';

/** Why an application cannot be created, as creating answers it. */
export interface Refusal {
  status: 403 | 409 | 422 | 429;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

/** The limit refusal: the client reads their available amount; a promoter only that it does not fit. */
export function limitRefusal(actor: Actor, available: Centavos): Refusal {
  const message =
    actor.kind === 'client' ? `${MESSAGES.limit} ${formatMXN(available)}` : MESSAGES.promoterLimit;
  return { status: 422, code: 'LIMIT_EXCEEDED', message };
}

/**
 * The first reason an application of `type` (STORE when not given: the larger cap) cannot be created for
 * `client` by `actor`, or null. Pass a transaction holding `lockClient` to decide and insert atomically.
 */
export async function creationRefusal(
  deps: Deps,
  actor: Actor,
  client: ClientRow,
  type: ApplicationType | undefined,
  db: Db = deps.db,
): Promise<Refusal | null> {
  if (client.isSuspended) return { status: 403, code: 'ACCOUNT_SUSPENDED', message: MESSAGES.suspended };
  const now = deps.clock.now().getTime();
  const since = new Date(now - REJECTED_WINDOW_DAYS * DAY_MS);
  if (
    (await countRejectionsSince(db, client.id, since, DECLINED_INTEREST_REASON)) >= MAX_REJECTED_IN_WINDOW
  ) {
    return { status: 422, code: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED', message: MESSAGES.rejectedLimit };
  }
  const lastMinute = new Date(now - 60_000);
  if (
    (await countCreatedSince(db, client.id, lastMinute, actor.kind === 'client')) >=
    MAX_APPLICATIONS_PER_MINUTE
  ) {
    return {
      status: 429,
      code: 'EXCEEDED_APPLICATIONS_PER_MINUTE',
      message: MESSAGES.perMinute,
      headers: { 'Retry-After': '120' },
    };
  }
  // A promoter's own filing limits and the client's consent-NIP budget (promoter/filing.ts).
  if (actor.kind === 'business') {
    const filing = await promoterFilingRefusal(deps, db, actor.id, client.id);
    if (filing) return filing;
  }
  if (await hasApplicationInProgress(db, client.id)) {
    return { status: 409, code: 'APPLICATION_IN_PROGRESS', message: MESSAGES.inProgress };
  }
  const available = await availableLimitOf(deps, db, client, type ?? 'STORE');
  if (available < MIN_AMOUNT) return limitRefusal(actor, available);
  return null;
}

export function refusalFailure(refusal: Refusal): ApiFailure {
  return fail(refusal.status, refusal.code, refusal.message, refusal.headers);
}

/** A promoter's new client (no client row yet): only her own filings of the day can refuse it (promoter/filing.ts). */
export async function refuseNewClientFiling(deps: Deps, promoterId: string): Promise<void> {
  const filing = await promoterFilingRefusal(deps, deps.db, promoterId, null);
  if (filing) throw refusalFailure(filing);
}

/** Creating refuses with the same answer can-create gives. */
export async function refuseIfCannotCreate(
  deps: Deps,
  actor: Actor,
  client: ClientRow,
  type: ApplicationType,
  db: Db = deps.db,
): Promise<void> {
  const refusal = await creationRefusal(deps, actor, client, type, db);
  if (refusal) throw refusalFailure(refusal);
}

/** The amount against the available limit of §6 (422 LIMIT_EXCEEDED; the client reads the amount available). */
export async function refuseOverLimit(
  deps: Deps,
  db: Db,
  actor: Actor,
  client: ClientRow,
  type: ApplicationType,
  amount: Centavos,
): Promise<void> {
  const limit = await availableLimitOf(deps, db, client, type);
  if (amount > limit) throw refusalFailure(limitRefusal(actor, limit));
}
