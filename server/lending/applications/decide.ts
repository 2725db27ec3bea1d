/**
 * Runs the credit decision of an application (bureau file, forced sandbox outcome, loans with us) and applies
 * it: the status, the first credit limit, and on approval a new contract to sign.
 */
import { pesos as pesosToCentavos } from '../../../src/domain/money.ts';
import type { ApplicationType } from '../../../src/domain/terms.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import {
  type BureauFile,
  DEFAULT_CREDIT_LIMIT_PESOS,
  type Decision,
  type DecisionOutcome,
  decide,
} from '../decision.ts';
import { availableLimitOf, loansWithBalances } from '../loans.ts';
import { MESSAGES } from '../messages.ts';
import { rejectionSms } from '../notifications.ts';
import {
  type ApplicationPatch,
  type ApplicationRow,
  bureauFileRow,
  type ClientRow,
  consumeForcedDecisions,
  findClient,
  inTransaction,
  lockClient,
  pendingForcedDecision,
  updateClient,
} from '../queries.ts';
import { deleteOffers } from '../signing/queries.ts';
import type { StoredStatus } from '../statuses.ts';
import { transition } from '../transitions.ts';

export async function bureauFileOf(db: Db, curp: string | null): Promise<BureauFile | null> {
  if (!curp) return null;
  const row = await bureauFileRow(db, curp);
  if (!row) return null;
  return {
    score: row.score,
    overdueAccounts: row.overdueAccounts,
    historyMonths: row.historyMonths,
    recentConsultations: row.recentConsultations,
    blocked: row.blocked,
    fraudAlert: row.fraudAlert,
    unavailable: row.unavailable,
    creditLimitPesos: row.creditLimitCentavos === null ? null : row.creditLimitCentavos / 100,
  };
}

/** Runs the decision for an application and applies it. Returns the application after it. */
export async function runDecision(
  deps: Deps,
  application: ApplicationRow,
  stage: 'final' | 'preliminary',
  actor: string,
): Promise<{ application: ApplicationRow; decision: Decision }> {
  const { db } = deps;
  const client = await findClient(db, application.clientId);
  if (!client) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  const forcedRow = await pendingForcedDecision(db, client.id);
  const loans = await loansWithBalances(deps, db, client.id);
  const decision = decide({
    stage,
    file: await bureauFileOf(db, client.curp),
    forced: forcedRow
      ? {
          outcome: forcedRow.outcome as DecisionOutcome,
          rejectionReason: forcedRow.rejectionReason,
          overdueAccounts: forcedRow.overdueAccounts,
        }
      : null,
    internalPastDue: loans.some((l) => l.balance.overdueBalance > 0),
    goodLoansWithUs: loans.filter((l) => l.balance.overdueBalance === 0).length,
    noInterestPayments: application.isNoInterestPayments,
    acceptedInterest: application.acceptedInterest,
  });
  const now = deps.clock.now();
  const updated = await inTransaction(db, async (tx) => {
    if (decision.usedForced) await consumeForcedDecisions(tx, client.id, now);
    let to: StoredStatus =
      decision.outcome === 'PASSED_PRELIMINARY_MODEL' ? 'PRELIMINARY_PASSED' : decision.outcome;
    const patch: ApplicationPatch = {
      decisionRule: decision.rule,
      rejectionReason: decision.rejectionReason,
      overdueAccounts: decision.overdueAccounts,
    };
    if (to === 'APPROVED' || to === 'PREAPPROVED') {
      // The limit again, holding the client's row: no outcome (forced ones included) approves past it.
      const locked = await grantLimit(tx, (await lockClient(tx, client.id)) ?? client);
      if (!(await withinLimit(deps, tx, locked, application))) {
        to = 'REJECTED';
        Object.assign(patch, LIMIT_REJECTION);
      }
    }
    if (to !== 'PRELIMINARY_PASSED') patch.processedAt = now;
    if (to === 'APPROVED' || to === 'PREAPPROVED') patch.approvedPeriod = application.requestedPeriod;
    const row = await transition(deps, tx, application, to, { actor, reason: patch.decisionRule, patch });
    if (to === 'APPROVED') await onApproved(deps, tx, row, client);
    return row;
  });
  // A promoter's application: the promoter reads the decision only; the reason goes to the customer.
  if (updated.status === 'REJECTED' && updated.promoterId !== null) {
    await deps.outbox.send(rejectionSms(updated.consentPhoneNumber ?? client.phoneNumber, updated));
  }
  return { application: updated, decision };
}

/** The rejection of an application whose amount no longer fits the available limit at decision time. */
const LIMIT_REJECTION: ApplicationPatch = {
  rejectionReason: 'INSUFFICIENT_APPROVABLE_AMOUNT',
  decisionRule: 'available limit (spec §6) re-checked at decision',
  overdueAccounts: null,
};

/** True when the application's amount fits what the client has available besides it (spec §6). */
export async function withinLimit(
  deps: Deps,
  db: Db,
  client: ClientRow,
  application: ApplicationRow,
): Promise<boolean> {
  const type = application.type as ApplicationType;
  const available = await availableLimitOf(deps, db, client, type, application.id);
  return application.creditAmountCentavos <= available;
}

/** The first (pre)approval gives the client a credit limit (bureau file, or the default). */
async function grantLimit(db: Db, client: ClientRow): Promise<ClientRow> {
  if (client.creditLimitCentavos > 0) return client;
  const file = await bureauFileOf(db, client.curp);
  const limit = pesosToCentavos(file?.creditLimitPesos ?? DEFAULT_CREDIT_LIMIT_PESOS);
  await updateClient(db, client.id, { creditLimitCentavos: limit });
  return { ...client, creditLimitCentavos: limit };
}

/** On approval: the client gets a credit limit (first approval) and must sign a new contract. */
export async function onApproved(
  deps: Deps,
  db: Db,
  application: ApplicationRow,
  client: ClientRow,
): Promise<void> {
  await grantLimit(db, client);
  await updateClient(db, client.id, { contractSignatureStatus: 'PENDING' });
  await deleteOffers(db, application.id);
  deps.log.info('application approved', { applicationId: application.id });
}
