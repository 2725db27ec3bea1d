/**
 * The delayed steps of the life cycle (documents review, signature validation, disbursement, confirmation) and
 * the expiry of authorisations. Steps are rows of `scheduled_transitions`, never timers of one process: `settle`
 * applies the due ones, run by every instance's sweep (./sweeper.ts, every second and at start) and before answering
 * the routes that show statuses, so they follow the sandbox clock, survive a restart and are applied once whichever
 * instance gets to them first (rows locked with SKIP LOCKED). The same sweep
 * expires authorisations (15 days), promoters' applications the client did not consent to (24 hours) and the
 * client's own applications left unfinished (24 hours, applications/unfinished.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { metricsOf } from '../../metrics.ts';
import type { OutgoingMessage } from '../../outbox.ts';
import { DAY_MS } from '../access.ts';
import { onApproved } from '../applications/decide.ts';
import { expireUnfinished } from '../applications/unfinished.ts';
import { expireLapsedConsents } from '../consent.ts';
import { disbursementEmail } from '../notifications.ts';
import { pushDisbursed } from '../payments/push.ts';
import { type ApplicationRow, applicationById, findClient, inTransaction } from '../queries.ts';
import { settingsOf } from '../settings.ts';
import { validateSignature } from '../signing/validate-signature.ts';
import { AUTHORIZATION_VALID_DAYS, EXPIRED_REASON } from '../statuses.ts';
import { transition } from '../transitions.ts';
import {
  insertStep,
  lockDueSteps,
  makePendingStepsDue,
  markStepDone,
  type ScheduledStep,
  staleAuthorizations,
} from './queries.ts';

export type ScheduledKind = 'ANALYSIS' | 'APPROVE_DOCUMENTS' | 'VALIDATE_SIGNATURE' | 'DISBURSE' | 'CONFIRM';

export async function schedule(
  deps: Deps,
  db: Db,
  applicationId: string,
  kind: ScheduledKind,
  delayMs: number,
  payload: unknown = null,
): Promise<void> {
  await insertStep(db, {
    id: randomUUID(),
    applicationId,
    kind,
    dueAt: new Date(deps.clock.now().getTime() + delayMs),
    payload,
  });
}

/** Applies every delayed step that is due. Safe to call concurrently (rows are locked and skipped). */
export async function settle(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let applied = 0;
  for (let round = 0; round < 5; round++) {
    // Messages are sent after the commit (the outbox writes through its own connection).
    const afterCommit: OutgoingMessage[] = [];
    const done = await inTransaction(deps.db, async (tx) => {
      const due = await lockDueSteps(tx, now, 50);
      for (const step of due) {
        await applyStep(deps, tx, step, afterCommit);
        await markStepDone(tx, step.id, now);
        metricsOf(deps).observeStepLag((now.getTime() - step.dueAt.getTime()) / 1000);
      }
      return due.length;
    });
    for (const message of afterCommit) await deps.outbox.send(message);
    applied += done;
    if (done === 0) break;
  }
  return (
    applied +
    (await expireAuthorizations(deps)) +
    (await expireLapsedConsents(deps)) +
    (await expireUnfinished(deps))
  );
}

/**
 * PREAPPROVED and APPROVED applications decided more than 15 days ago (sandbox clock) are REJECTED with reason
 * AUTHORIZATION_EXPIRED (spec §9: authorisation and pre-authorisation are valid 15 days). Returns how many.
 */
export async function expireAuthorizations(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const stale = await staleAuthorizations(
    deps.db,
    new Date(now.getTime() - AUTHORIZATION_VALID_DAYS * DAY_MS),
    200,
  );
  let expired = 0;
  for (const application of stale) {
    try {
      await inTransaction(deps.db, (tx) =>
        transition(deps, tx, application, 'REJECTED', {
          actor: 'system',
          reason: `authorisation expired after ${AUTHORIZATION_VALID_DAYS} days`,
          patch: { rejectionReason: EXPIRED_REASON, overdueAccounts: null },
        }),
      );
      expired++;
    } catch {
      // Moved by someone else meanwhile (e.g. signed): nothing to expire.
    }
  }
  return expired;
}

/** Makes every pending delayed step due now and applies them (sandbox "instant"). */
export async function settleNow(deps: Deps): Promise<number> {
  await makePendingStepsDue(deps.db, deps.clock.now());
  return settle(deps);
}

async function applyStep(deps: Deps, db: Db, step: ScheduledStep, outbox: OutgoingMessage[]): Promise<void> {
  const application = await applicationById(db, step.applicationId);
  if (!application) return;
  switch (step.kind) {
    case 'ANALYSIS':
      if (application.status === 'DOCUMENTS_UPLOADED') {
        await transition(deps, db, application, 'ANALYSIS', {
          actor: 'system',
          reason: 'identity documents received',
        });
      }
      return;
    case 'APPROVE_DOCUMENTS':
      return approveDocuments(deps, db, application);
    case 'VALIDATE_SIGNATURE': {
      const contractId = (step.payload as { contractId?: string } | null)?.contractId;
      if (contractId) await validateSignature(deps, db, application, contractId);
      return;
    }
    case 'DISBURSE':
      if (application.status === 'SIGNED') await disburse(deps, db, application, outbox);
      return;
    case 'CONFIRM':
      if (application.status === 'PAID') {
        await transition(deps, db, application, 'CONFIRMED', {
          actor: 'system',
          reason:
            application.type === 'STORE' ? 'store confirmed the delivery' : 'bank confirmed the transfer',
        });
      }
      return;
  }
}

async function approveDocuments(deps: Deps, db: Db, application: ApplicationRow): Promise<void> {
  let row = application;
  if (row.status === 'DOCUMENTS_UPLOADED') {
    row = await transition(deps, db, row, 'ANALYSIS', {
      actor: 'system',
      reason: 'identity documents received',
    });
  }
  if (row.status === 'ANALYSIS') {
    row = await transition(deps, db, row, 'APPROVED', {
      actor: 'system',
      reason: 'identity verified',
      patch: { processedAt: deps.clock.now() },
    });
    const client = await findClient(db, row.clientId);
    if (client) await onApproved(deps, db, row, client);
  }
}

async function disburse(
  deps: Deps,
  db: Db,
  application: ApplicationRow,
  outbox: OutgoingMessage[],
): Promise<void> {
  await transition(deps, db, application, 'PAID', {
    actor: 'system',
    reason: application.type === 'STORE' ? 'store notified' : 'funds sent',
    patch: { sentPaymentAt: deps.clock.now() },
  });
  await schedule(deps, db, application.id, 'CONFIRM', settingsOf(deps).confirmationDelayMs);
  const client = await findClient(db, application.clientId);
  if (client) outbox.push(disbursementEmail(client.email, application));
  void pushDisbursed(deps, application);
}
