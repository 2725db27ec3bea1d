/**
 * The client's consent to a promoter's application (docs/lending-api.md, "What a promoter can see and do").
 *
 * A promoter's application (`filed_by_promoter`) changes nothing of the client and holds none of their limit
 * until the client's credit-check consent NIP is verified for it (`consented_at`). What the promoter sent for the
 * client (the employment) waits on the application and becomes the client's only then. Until then the client may
 * cancel it; after CONSENT_WINDOW_HOURS on the sandbox clock it expires. Consent, cancellation and expiry are one
 * conditional update each (`patchUnconsented`), so exactly one of them happens.
 */
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { fail } from '../http/errors.ts';
import { hasApplicationInProgress, insertEmployment } from './applications/queries.ts';
import { MESSAGES } from './messages.ts';
import {
  type ApplicationRow,
  insertStatusEvent,
  inTransaction,
  lockClient,
  patchUnconsented,
  updateApplication,
  updateClient,
} from './queries.ts';
import { lapsedConsents } from './scheduler/queries.ts';
import {
  awaitsClientConsent,
  CANCELLED_BY_CLIENT_REASON,
  CONSENT_EXPIRED_REASON,
  CONSENT_WINDOW_HOURS,
} from './statuses.ts';

const HOUR_MS = 3_600_000;

/** When a promoter's application stops waiting for the client's consent. */
export function consentDeadline(application: Pick<ApplicationRow, 'createdAt'>): Date {
  return new Date(application.createdAt.getTime() + CONSENT_WINDOW_HOURS * HOUR_MS);
}

/** True when the application waits for the client's consent and its window is over at `now`. */
export function consentLapsed(application: ApplicationRow, now: Date): boolean {
  return awaitsClientConsent(application) && now.getTime() >= consentDeadline(application).getTime();
}

/** Closes an unconsented application as REJECTED with `reason`, with its audit entry; null when it moved first. */
async function closeUnconsented(
  deps: Deps,
  application: ApplicationRow,
  rejectionReason: string,
  actor: string,
  why: string,
): Promise<ApplicationRow | null> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const row = await patchUnconsented(tx, application.id, {
      status: 'REJECTED',
      rejectionReason,
      processedAt: now,
      updatedAt: now,
    });
    if (!row) return null;
    await insertStatusEvent(tx, {
      applicationId: row.id,
      fromStatus: 'CREATED',
      toStatus: 'REJECTED',
      actor,
      reason: why,
      at: now,
    });
    return row;
  });
}

const expire = (deps: Deps, application: ApplicationRow) =>
  closeUnconsented(
    deps,
    application,
    CONSENT_EXPIRED_REASON,
    'system',
    `no consent from the client within ${CONSENT_WINDOW_HOURS} hours`,
  );

/** Expires every promoter's application whose consent window is over (run with the delayed steps). */
export async function expireLapsedConsents(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const lapsed = await lapsedConsents(deps.db, new Date(now.getTime() - CONSENT_WINDOW_HOURS * HOUR_MS), 200);
  let expired = 0;
  for (const application of lapsed) if (await expire(deps, application)) expired++;
  return expired;
}

/**
 * The application as it stands now: one whose consent window is over is expired on the spot (no sweep needed
 * first); then a promoter's application closed without consent answers 422 to any further step.
 */
export async function refuseIfClosedWithoutConsent(
  deps: Deps,
  application: ApplicationRow,
): Promise<ApplicationRow> {
  let row = application;
  if (consentLapsed(row, deps.clock.now())) row = (await expire(deps, row)) ?? row;
  if (row.status === 'REJECTED' && row.rejectionReason === CONSENT_EXPIRED_REASON) {
    throw fail(422, CONSENT_EXPIRED_REASON, MESSAGES.consentExpired);
  }
  if (row.status === 'REJECTED' && row.rejectionReason === CANCELLED_BY_CLIENT_REASON) {
    throw fail(422, CANCELLED_BY_CLIENT_REASON, MESSAGES.cancelledByClient);
  }
  return row;
}

/** The client cancels a promoter's application they have not consented to (422 NOT_CANCELLABLE otherwise). */
export async function cancelByClient(deps: Deps, application: ApplicationRow): Promise<ApplicationRow> {
  const closed = awaitsClientConsent(application)
    ? await closeUnconsented(
        deps,
        application,
        CANCELLED_BY_CLIENT_REASON,
        'client',
        'cancelled by the client before consenting',
      )
    : null;
  if (!closed) throw fail(422, 'NOT_CANCELLABLE', MESSAGES.notCancellable);
  return closed;
}

/**
 * One application in progress (spec §4): consenting is refused (409 APPLICATION_IN_PROGRESS) while another
 * application of the client is in progress, as creating is. The application stays unconsented: it holds nothing,
 * the client may consent again once the other one is over, or cancel it, and it expires with its window.
 */
export async function refuseIfAnotherInProgress(db: Db, application: ApplicationRow): Promise<void> {
  if (await hasApplicationInProgress(db, application.clientId)) {
    throw fail(409, 'APPLICATION_IN_PROGRESS', MESSAGES.inProgress);
  }
}

/**
 * Records the client's consent (their NIP was just verified for this application), holding the client's row: no
 * other application of theirs may be in progress (`refuseIfAnotherInProgress`). For a promoter's application this
 * is the moment it starts to count and what the promoter sent becomes the client's: the employment becomes their
 * current one. 409 when the application was cancelled or expired meanwhile.
 */
export async function recordConsent(deps: Deps, application: ApplicationRow): Promise<ApplicationRow> {
  if (application.consentedAt !== null) return application;
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx: Db) => {
    await lockClient(tx, application.clientId);
    await refuseIfAnotherInProgress(tx, application);
    if (!application.filedByPromoter) {
      return (await updateApplication(tx, application.id, { consentedAt: now })) ?? application;
    }
    const row = await patchUnconsented(tx, application.id, { consentedAt: now, updatedAt: now });
    if (!row) throw fail(409, 'STATUS_CHANGED', MESSAGES.notProcessable);
    if (!row.promoterEmployment) return row;
    const employmentId = await insertEmployment(tx, row.clientId, row.promoterEmployment, now);
    await updateClient(tx, row.clientId, { currentEmploymentId: employmentId });
    return (await updateApplication(tx, row.id, { employmentId })) ?? row;
  });
}
