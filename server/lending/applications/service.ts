/**
 * Applications (spec §4, §7): whether one can be created, the estimate, submit and the credit-check NIP,
 * processing and the decision, the interest offer, contact corrections and the client's list.
 */
import { timingSafeEqual } from 'node:crypto';
import { type Centavos, centavosToPesos, pesosToCentavos } from '../../../src/domain/money.ts';
import { estimateMonthlyPayment } from '../../../src/domain/rates.ts';
import type { ApplicationType } from '../../../src/domain/terms.ts';
import { loadProfile } from '../../accounts/service.ts';
import type { Deps } from '../../context.ts';
import { errors, fail } from '../../http/errors.ts';
import { type Actor, clientOfApplication, ownApplication, SAFE_ID } from '../access.ts';
import { cancelByClient, recordConsent, refuseIfAnotherInProgress } from '../consent.ts';
import { loansWithBalances } from '../loans.ts';
import { invalidField, MESSAGES } from '../messages.ts';
import { consentNipSms, promoterConsentSms } from '../notifications.ts';
import { applicationOut, processResultFor, processResultOut } from '../output.ts';
import { clientNipLimitFailure, consentCodeGroups } from '../promoter/filing.ts';
import {
  type ApplicationRow,
  type ClientRow,
  findClient,
  storesById,
  updateApplication,
} from '../queries.ts';
import { settle } from '../scheduler/service.ts';
import { currentOffers, signedOffers } from '../signing/offers.ts';
import { ABANDONED_REASON, awaitsClientConsent, isInternal } from '../statuses.ts';
import { transition } from '../transitions.ts';
import { runDecision } from './decide.ts';
import { creationRefusal, DECLINED_INTEREST_REASON } from './eligibility.ts';
import {
  applicationsOfClient,
  claimActivationAttempt,
  returnActivationAttempt,
  storeNoInterestPeriods,
} from './queries.ts';

export const MAX_ACTIVATION_ATTEMPTS = 5;

/**
 * `GET /applications/can-create`: what creating would answer, without the amount (eligibility.ts). A promoter
 * asks about a client id; an unknown one is refused as creating would (404), a malformed one too.
 */
export async function canCreate(
  deps: Deps,
  actor: Actor,
  query: { clientId?: string | undefined; type?: ApplicationType | undefined },
) {
  const clientId = actor.kind === 'client' ? actor.id : query.clientId;
  if (!clientId) return { canCreateApplication: true, reason: null };
  const client = SAFE_ID.test(clientId) ? await findClient(deps.db, clientId) : null;
  if (!client) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.notFound);
  const refusal = await creationRefusal(deps, actor, client, query.type);
  if (!refusal) return { canCreateApplication: true, reason: null };
  return { canCreateApplication: false, reason: refusal.code, message: refusal.message };
}

/** The monthly payment of an amount and term (the product step's estimate), in pesos. */
export async function estimatedMonthlyPayment(
  deps: Deps,
  query: {
    type: ApplicationType;
    storeId?: string | undefined;
    creditAmount: number;
    requestedPeriod: number;
  },
) {
  const interestFree =
    query.type === 'STORE' && query.storeId && SAFE_ID.test(query.storeId)
      ? (await storeNoInterestPeriods(deps.db, query.storeId)).includes(query.requestedPeriod)
      : false;
  const amount = pesosToCentavos(query.creditAmount);
  const monthly = estimateMonthlyPayment(query.type, amount, query.requestedPeriod, { interestFree });
  if (monthly === null) throw fail(422, 'AMOUNT_OR_TERM_OUT_OF_BOUNDS', MESSAGES.termNotOffered);
  return { estimatedMonthlyPayment: centavosToPesos(monthly as Centavos) };
}

/**
 * Texts the credit-check consent NIP. It goes to the phone on file when the first NIP was sent, and every resend
 * goes there too: a phone changed afterwards (update-details) never receives the consent NIP.
 */
export async function sendConsentNip(
  deps: Deps,
  application: ApplicationRow,
  client: ClientRow,
): Promise<number> {
  const issued = await deps.codes.issue('compliance', application.id, {
    groups: consentCodeGroups(application),
  });
  if (!issued.ok)
    throw issued.reason === 'limit' && issued.group
      ? clientNipLimitFailure(issued)
      : errors.notIssued(issued);
  const phone = application.consentPhoneNumber ?? client.phoneNumber;
  if (application.consentPhoneNumber === null) {
    await updateApplication(deps.db, application.id, { consentPhoneNumber: phone });
  }
  const store = application.storeId
    ? (await storesById(deps.db, [application.storeId])).get(application.storeId)
    : null;
  await deps.outbox.send(
    application.filedByPromoter
      ? promoterConsentSms(phone, application.serialNumber, store?.name ?? null, issued.code)
      : consentNipSms(phone, application.serialNumber, issued.code),
  );
  return 60;
}

async function verifyConsentNip(deps: Deps, application: ApplicationRow, nip: string): Promise<void> {
  const outcome = await deps.codes.verify('compliance', application.id, nip, {
    groups: consentCodeGroups(application),
  });
  if (outcome === 'ok') return;
  if (typeof outcome === 'object')
    throw outcome.group ? clientNipLimitFailure(outcome) : errors.codeLimit(outcome);
  if (outcome === 'locked') throw fail(429, 'NIP_LOCKED', MESSAGES.nipLocked);
  if (outcome === 'expired') throw fail(409, 'NIP_EXPIRED', MESSAGES.nipExpired);
  throw fail(409, 'WRONG_NIP', MESSAGES.wrongNip);
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Submit: the references; then a pre-screen (overdue loan with us → REJECTED) or the credit-check NIP. */
export async function submit(
  deps: Deps,
  actor: Actor,
  id: string,
  personalReferences: ApplicationRow['personalReferences'] | undefined,
) {
  const application = await ownApplication(deps, actor, id);
  if (application.status !== 'CREATED' || application.submittedAt) {
    throw fail(422, 'ALREADY_SUBMITTED', MESSAGES.notProcessable);
  }
  const client = await clientOfApplication(deps, application);
  if (!client.currentAddressId || !client.currentEmploymentId) {
    throw fail(422, 'MISSING_ADDRESS_OR_EMPLOYMENT', MESSAGES.missingProfileData);
  }
  const now = deps.clock.now();
  const updated = (await updateApplication(deps.db, application.id, {
    submittedAt: now,
    updatedAt: now,
    addressId: client.currentAddressId,
    employmentId: client.currentEmploymentId,
    personalReferences: personalReferences ?? null,
  }))!;
  const loans = await loansWithBalances(deps, deps.db, client.id);
  if (loans.some((l) => l.balance.overdueBalance > 0)) {
    const rejected = await transition(deps, deps.db, updated, 'REJECTED', {
      actor: 'system',
      reason: 'internal: overdue loan with us',
      patch: { processedAt: now, rejectionReason: 'INTERNAL_PAST_DUE_BALANCE', decisionRule: 'pre-screen' },
    });
    return processResultOut(rejected);
  }
  await sendConsentNip(deps, updated, client);
  return processResultOut(updated);
}

export async function resendComplianceCode(deps: Deps, actor: Actor, id: string) {
  const application = await ownApplication(deps, actor, id);
  if (application.status !== 'CREATED') throw fail(422, 'NOT_PROCESSABLE', MESSAGES.notProcessable);
  const retryAfterSeconds = await sendConsentNip(
    deps,
    application,
    await clientOfApplication(deps, application),
  );
  return { sent: true as const, retryAfterSeconds };
}

/**
 * Processing: a client consents with the credit-check NIP (CREATED) or asks again (RETRY); a promoter enters
 * the client's activation code (PRELIMINARY_PASSED or RETRY). Then the final decision.
 */
export async function process(
  deps: Deps,
  actor: Actor,
  id: string,
  body: { nip: string } | { clientActivationCode: string },
) {
  let application = await ownApplication(deps, actor, id);
  if ('nip' in body) {
    if (actor.kind !== 'client') throw fail(400, 'VALIDATION_ERROR', invalidField('clientActivationCode'));
    if (application.status === 'CREATED') {
      if (!application.submittedAt) throw fail(422, 'NOT_SUBMITTED', MESSAGES.notProcessable);
      // Refused before the NIP is checked (and used up); again under the client's lock when consenting.
      await refuseIfAnotherInProgress(deps.db, application);
      await verifyConsentNip(deps, application, body.nip);
      application = await recordConsent(deps, application);
    } else if (application.status !== 'RETRY_PROCESSING_APPLICATION') {
      // RETRY: the consent was given with the first NIP; processing runs again.
      throw fail(422, 'NOT_PROCESSABLE', MESSAGES.notProcessable);
    }
  } else {
    if (actor.kind !== 'business') throw fail(400, 'VALIDATION_ERROR', invalidField('complianceCode'));
    await checkActivationCode(deps, application, body.clientActivationCode);
  }
  const { application: decided } = await runDecision(deps, application, 'final', actor.label);
  return processResultFor(actor, decided);
}

/**
 * The promoter enters the client's activation code. Each try takes an attempt atomically first (5 wrong
 * attempts lock the application); a right code gives it back.
 */
async function checkActivationCode(deps: Deps, application: ApplicationRow, code: string): Promise<void> {
  if (application.status !== 'PRELIMINARY_PASSED' && application.status !== 'RETRY_PROCESSING_APPLICATION') {
    throw fail(422, 'NOT_PROCESSABLE', MESSAGES.notProcessable);
  }
  if ((await claimActivationAttempt(deps.db, application.id, MAX_ACTIVATION_ATTEMPTS)) === null) {
    throw fail(429, 'ACTIVATION_CODE_LOCKED', MESSAGES.activationLocked);
  }
  const current = await deps.codes.current('activation', application.clientId);
  if (!current || !sameCode(current.code, code)) {
    throw fail(409, 'WRONG_ACTIVATION_CODE', MESSAGES.wrongActivationCode);
  }
  await returnActivationAttempt(deps.db, application.id);
}

/** The credit-check consent: an activated client is decided at once, a new one runs the preliminary model. */
export async function preProcess(deps: Deps, actor: Actor, id: string, nip: string) {
  const application = await ownApplication(deps, actor, id);
  if (application.status !== 'CREATED') throw fail(422, 'NOT_PROCESSABLE', MESSAGES.notProcessable);
  // Refused before the NIP is checked (and used up); again under the client's lock when consenting.
  await refuseIfAnotherInProgress(deps.db, application);
  await verifyConsentNip(deps, application, nip);
  const consented = await recordConsent(deps, application);
  const client = await clientOfApplication(deps, consented);
  const stage = client.activatedAt ? 'final' : 'preliminary';
  const { application: decided } = await runDecision(deps, consented, stage, actor.label);
  return processResultFor(actor, decided);
}

async function eligibleForInterest(deps: Deps, actor: Actor, id: string): Promise<ApplicationRow> {
  const application = await ownApplication(deps, actor, id);
  if (application.status !== 'ELEGIBLE_FOR_INTEREST_PAYMENTS') {
    throw fail(422, 'NOT_ELIGIBLE_FOR_INTEREST_PAYMENTS', MESSAGES.notEligibleInterest);
  }
  return application;
}

/** The client continues with interest: a new estimate and the final decision again. */
export async function acceptAsInterestPayments(deps: Deps, actor: Actor, id: string) {
  const application = await eligibleForInterest(deps, actor, id);
  const estimated = estimateMonthlyPayment(
    application.type as ApplicationType,
    application.creditAmountCentavos as Centavos,
    application.requestedPeriod,
  );
  const accepted = (await updateApplication(deps.db, application.id, {
    acceptedInterest: true,
    isNoInterestPayments: false,
    estimatedMonthlyPaymentCentavos: estimated,
    updatedAt: deps.clock.now(),
  }))!;
  const { application: decided } = await runDecision(deps, accepted, 'final', actor.label);
  return processResultOut(decided);
}

export async function rejectNoInterestAsInterestPayments(deps: Deps, actor: Actor, id: string) {
  const application = await eligibleForInterest(deps, actor, id);
  const rejected = await transition(deps, deps.db, application, 'REJECTED', {
    actor: actor.label,
    reason: 'client declined to continue with interest',
    patch: { rejectionReason: DECLINED_INTEREST_REASON, processedAt: deps.clock.now() },
  });
  return processResultOut(rejected);
}

export async function list(
  deps: Deps,
  clientId: string,
  filter: { status?: string | undefined; type?: string | undefined },
) {
  await settle(deps);
  // A promoter's application waiting for the client's consent is listed as PENDING_CLIENT_CONSENT (the client
  // sees everything filed in their name); other undecided ones stay internal.
  // A client's own application closed before its decision was never seen by them: it stays unlisted.
  const rows = (await applicationsOfClient(deps.db, clientId))
    .map((a) => (awaitsClientConsent(a) ? { ...a, status: 'PENDING_CLIENT_CONSENT' } : a))
    .filter(
      (a) =>
        !isInternal(a.status) &&
        a.rejectionReason !== ABANDONED_REASON &&
        (!filter.status || a.status === filter.status) &&
        (!filter.type || a.type === filter.type),
    );
  const storeMap = await storesById(
    deps.db,
    rows.map((r) => r.storeId),
  );
  const items = [];
  for (const r of rows) {
    const offers =
      r.status === 'APPROVED' || r.status === 'VALIDATING_SIGNATURE'
        ? await currentOffers(deps, r)
        : await signedOffers(deps, r);
    items.push(applicationOut(r, r.storeId ? storeMap.get(r.storeId) : undefined, offers));
  }
  return { items, profile: await loadProfile(deps.db, clientId) };
}

/** The client cancels a promoter's application filed in their name that they have not consented to. */
export async function cancel(deps: Deps, actor: Actor, id: string) {
  if (actor.kind !== 'client') throw errors.forbidden();
  const application = await ownApplication(deps, actor, id);
  return processResultOut(await cancelByClient(deps, application));
}
