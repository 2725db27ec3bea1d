/** Signing (spec §7): the approved options, the signing NIP by SMS and the signature with the chosen date. */
import { formatDateDashed } from '../../../src/domain/dates.ts';
import { asCentavos, formatMXN } from '../../../src/domain/money.ts';
import type { ApplicationType } from '../../../src/domain/terms.ts';
import type { Deps } from '../../context.ts';
import { errors, fail } from '../../http/errors.ts';
import { type Actor, clientOfApplication, ownApplication, refuseIfExpired } from '../access.ts';
import { withinLimit } from '../applications/decide.ts';
import { availableLimitOf } from '../loans.ts';
import { MESSAGES } from '../messages.ts';
import { signingNipSms } from '../notifications.ts';
import { applicationOut } from '../output.ts';
import { type ApplicationRow, inTransaction, lockClient } from '../queries.ts';
import { schedule, settle } from '../scheduler/service.ts';
import { settingsOf } from '../settings.ts';
import { transition } from '../transitions.ts';
import { createInstalments, currentOffers } from './offers.ts';
import { latestSignedContract } from './queries.ts';

/**
 * The caller's APPROVED application (after applying due steps and expiries). While its e-signature is being
 * validated (VALIDATING_SIGNATURE) reads are allowed (`read`) and actions answer 409.
 */
export async function approvedApplication(
  deps: Deps,
  actor: Actor,
  id: string,
  mode: 'read' | 'act' = 'act',
): Promise<ApplicationRow> {
  await settle(deps);
  const application = await ownApplication(deps, actor, id);
  refuseIfExpired(application);
  if (application.status === 'VALIDATING_SIGNATURE') {
    if (mode === 'read') return application;
    throw fail(409, 'SIGNATURE_IN_VALIDATION', MESSAGES.signatureInValidation);
  }
  if (application.status !== 'APPROVED') throw fail(422, 'NOT_APPROVED', MESSAGES.notApproved);
  return application;
}

export async function approvedProductsConditions(deps: Deps, actor: Actor, id: string) {
  const application = await approvedApplication(deps, actor, id, 'read');
  const offers = await currentOffers(deps, application);
  const out = applicationOut(application, undefined, offers);
  return {
    creditAmount: out.creditAmount,
    approvedPeriod: application.approvedPeriod,
    approvedProducts: out.approvedProducts ?? [],
  };
}

/** Texts the signing NIP; while the resend wait runs, it answers the wait (`smsSent: false`). */
export function sendSignatureCode(deps: Deps, actor: Actor, id: string) {
  return sendSigningNip(deps, actor, id, 'pending');
}

/** Texts the signing NIP again; while the resend wait runs, 429. */
export function resendSignatureCode(deps: Deps, actor: Actor, id: string) {
  return sendSigningNip(deps, actor, id, 'refuse');
}

async function sendSigningNip(deps: Deps, actor: Actor, id: string, onWait: 'pending' | 'refuse') {
  const application = await approvedApplication(deps, actor, id);
  const client = await clientOfApplication(deps, application);
  const issued = await deps.codes.issue('signing', application.id);
  if (!issued.ok) {
    // A used-up budget is refused either way: no NIP is pending.
    if (onWait === 'refuse' || issued.reason === 'limit') throw errors.notIssued(issued);
    return { smsSent: false, retryAfterSeconds: issued.retryAfterSeconds };
  }
  await deps.outbox.send(signingNipSms(client.phoneNumber, application.serialNumber, issued.code));
  return { smsSent: true, retryAfterSeconds: 60 };
}

/** Signs with the NIP and the chosen first payment date: SIGNED, the loan schedule, then the disbursement. */
export async function sign(
  deps: Deps,
  actor: Actor,
  id: string,
  input: { firstPaymentDate: string; nip: string },
) {
  const application = await approvedApplication(deps, actor, id);
  const offers = await currentOffers(deps, application);
  const offer = offers.find((o) => o.firstPaymentDate === input.firstPaymentDate);
  if (!offer) throw fail(422, 'DATE_NOT_OFFERED', MESSAGES.dateNotOffered);
  const contract = await latestSignedContract(deps.db, application.id);
  if (!contract) throw fail(422, 'CONTRACT_NOT_SIGNED', MESSAGES.contractNotSigned);
  // The NIP accepts the terms of the contract the client e-signed: another first payment date (a different
  // schedule and total) needs its own contract signed first.
  if (contract.firstPaymentDate !== offer.firstPaymentDate) {
    throw fail(
      422,
      'CONTRACT_DATE_MISMATCH',
      MESSAGES.contractDateMismatch(formatDateDashed(contract.firstPaymentDate)),
    );
  }
  const outcome = await deps.codes.verify('signing', application.id, input.nip);
  if (typeof outcome === 'object') throw errors.codeLimit(outcome);
  if (outcome === 'locked') throw fail(429, 'PIN_LOCKED', MESSAGES.nipLocked);
  if (outcome === 'expired') throw fail(409, 'PIN_EXPIRED', MESSAGES.nipExpired);
  if (outcome !== 'ok') throw fail(409, 'WRONG_SIGNATURE_CODE', MESSAGES.wrongNip);
  const now = deps.clock.now();
  const delay = settingsOf(deps).disbursementDelayMs;
  const signed = await inTransaction(deps.db, async (tx) => {
    // The limit again, holding the client's row: concurrent signatures are decided one after another.
    const client = await lockClient(tx, application.clientId);
    if (!client || !(await withinLimit(deps, tx, client, application))) {
      const available = client
        ? await availableLimitOf(deps, tx, client, application.type as ApplicationType, application.id)
        : 0;
      throw fail(422, 'LIMIT_EXCEEDED', `${MESSAGES.limit} ${formatMXN(asCentavos(available))}`);
    }
    const row = await transition(deps, tx, application, 'SIGNED', {
      actor: actor.label,
      reason: `signed with first payment ${offer.firstPaymentDate}`,
      patch: {
        contractSignedAt: now,
        firstPaymentDate: offer.firstPaymentDate,
        monthlyPaymentCentavos: offer.instalmentCentavos,
        interestRateBps: offer.annualRateBps,
        approvedPeriod: offer.termMonths,
      },
    });
    await createInstalments(tx, row, offer);
    await schedule(deps, tx, application.id, 'DISBURSE', delay);
    return row;
  });
  if (delay === 0) await settle(deps);
  return {
    id: signed.id,
    status: 'SIGNED' as const,
    contractSignedAt: now.toISOString(),
    firstPaymentDate: offer.firstPaymentDate,
  };
}
