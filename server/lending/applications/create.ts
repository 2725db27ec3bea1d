/**
 * Creating an application (spec §5, §6, §9): by a client for themselves, or by a promoter for an existing
 * client or a new one (quick application). Amounts, term and the available limit are checked first; the new
 * client of a promoter is created only once everything else is valid.
 */

import { randomInt, randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type * as applicationsApi from '../../../src/api/contract/applications.ts';
import { type Centavos, pesosToCentavos } from '../../../src/domain/money.ts';
import { checkProduct, firstRefusal, type ProductReason } from '../../../src/domain/product.ts';
import { estimateMonthlyPayment, isPersonalLoanMsiTerm } from '../../../src/domain/rates.ts';
import type { ApplicationType } from '../../../src/domain/terms.ts';
import { assertEligibleAge, assertIdentityConsistent } from '../../accounts/service.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { errors, fail } from '../../http/errors.ts';
import { type Actor, SAFE_ID } from '../access.ts';
import { availableLimitOf } from '../loans.ts';
import { invalidField, MESSAGES } from '../messages.ts';
import { createClientForPromoter, type NewClient } from '../promoter/clients.ts';
import { promoterFilingRefusal, promoterFilingStore } from '../promoter/filing.ts';
import {
  type ClientRow,
  clientWithPhoneOrCurp,
  findClient,
  findPromoter,
  inTransaction,
  lockClient,
  storeExists,
  storeNoInterestPeriods,
  updateClient,
} from '../queries.ts';
import { recordEvent } from '../transitions.ts';
import { limitRefusal, refusalFailure, refuseIfCannotCreate } from './eligibility.ts';
import { addressLocationRow, insertEmployment } from './profile.ts';
import { insertAddress, insertApplication } from './queries.ts';
import { sendConsentNip } from './service.ts';
import { closePreviousUnfinished } from './unfinished.ts';

export type CreateBody = z.output<NonNullable<typeof applicationsApi.create.body>>;

export function newSerialNumber(): string {
  return `SOL-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The server's code of each refusal of the product check (spec §5, §9). */
const REFUSAL_CODES: Readonly<Record<ProductReason, string>> = {
  PRICE_BELOW_MIN: 'AMOUNT_OUT_OF_BOUNDS',
  PRICE_ABOVE_MAX: 'AMOUNT_OUT_OF_BOUNDS',
  AMOUNT_BELOW_MIN: 'AMOUNT_OUT_OF_BOUNDS',
  AMOUNT_ABOVE_MAX: 'AMOUNT_OUT_OF_BOUNDS',
  AMOUNT_ABOVE_FINANCEABLE: 'FINANCING_RULE',
  PERSONAL_LOAN_PRICE: 'PERSONAL_LOAN_PRICE',
  AMOUNT_ABOVE_CAP: 'PERSONAL_LOAN_CAP',
  AMOUNT_ABOVE_LIMIT: 'LIMIT_EXCEEDED',
  TERM_NOT_OFFERED: 'TERM_NOT_OFFERED',
};

/**
 * Amounts and term of a new application: the forms' product check (src/domain/product.ts); its first refusal is a
 * 422 with the same Spanish text the form shows. The limit is checked apart, with the client's loans.
 */
function validateProduct(type: ApplicationType, price: Centavos, amount: Centavos, term: number): void {
  const refusal = firstRefusal(
    checkProduct({ type, productPrice: price, creditAmount: amount, requestedPeriod: term }),
  );
  if (refusal) throw fail(422, REFUSAL_CODES[refusal.reason], refusal.text);
}

/** The available limit of §6 (422 LIMIT_EXCEEDED; the client reads the amount available). */
async function refuseOverLimit(
  deps: Deps,
  db: Db,
  actor: Actor,
  client: ClientRow,
  type: ApplicationType,
  amount: Centavos,
) {
  const limit = await availableLimitOf(deps, db, client, type);
  if (amount > limit) throw refusalFailure(limitRefusal(actor, limit));
}

async function isNoInterest(
  deps: Deps,
  client: ClientRow,
  type: ApplicationType,
  storeId: string | null,
  term: number,
): Promise<boolean> {
  if (type === 'PERSONAL_LOAN')
    return isPersonalLoanMsiTerm(term, client.personalLoanNoInterestPaymentsEligible);
  if (!storeId) return false;
  return (await storeNoInterestPeriods(deps.db, storeId)).includes(term);
}

/** A client that does not exist yet: validated as one with no limit and no loans. */
const NOT_YET_CREATED = {
  id: '',
  creditLimitCentavos: 0,
  isSuspended: false,
  personalLoanNoInterestPaymentsEligible: false,
} as ClientRow;

interface Parties {
  client: ClientRow;
  newClient: NewClient | null;
  promoterId: string | null;
  storeId: string | null;
}

/** Who the application is for, who created it and for which store. */
async function partiesOf(deps: Deps, actor: Actor, body: CreateBody): Promise<Parties> {
  if (actor.kind === 'client') {
    if (body.clientId || body.client) throw fail(400, 'VALIDATION_ERROR', invalidField('client'));
    const client = await findClient(deps.db, actor.id);
    if (!client) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
    let promoterId = body.promoterId ?? null;
    // A stale store link keeps working without the promoter.
    if (promoterId !== null && !(SAFE_ID.test(promoterId) && (await findPromoter(deps.db, promoterId))))
      promoterId = null;
    return { client, newClient: null, promoterId, storeId: body.storeId ?? null };
  }
  const promoter = await findPromoter(deps.db, actor.id);
  if (!promoter) throw errors.unauthorized();
  // A promoter files only the types she may, at her own store (the catalog's promoters.store_id) or, for a
  // personal loan, with none, before anything about the client (promoter/filing.ts).
  const storeId = promoterFilingStore(body.type, body.storeId, promoter.storeId);
  const parties = { promoterId: promoter.id, storeId };
  if (body.clientId) {
    const client = SAFE_ID.test(body.clientId) ? await findClient(deps.db, body.clientId) : null;
    if (!client) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.notFound);
    return { ...parties, client, newClient: null };
  }
  if (!body.client) throw fail(400, 'VALIDATION_ERROR', invalidField('clientId'));
  // A new client: only the promoter's own filings of the day can refuse it, before the client is created.
  const filing = await promoterFilingRefusal(deps, deps.db, promoter.id, null);
  if (filing) throw refusalFailure(filing);
  // The same identity and age checks as sign-up: the CURP must be genuine and agree with what is sent.
  assertEligibleAge(assertIdentityConsistent(body.client), deps.clock.now());
  if (await clientWithPhoneOrCurp(deps.db, body.client.phoneNumber, body.client.curp))
    throw fail(409, 'CLIENT_ALREADY_EXISTS', MESSAGES.clientExists);
  return { ...parties, client: NOT_YET_CREATED, newClient: body.client };
}

export async function createApplication(deps: Deps, actor: Actor, body: CreateBody) {
  const { db } = deps;
  const now = deps.clock.now();
  const parties = await partiesOf(deps, actor, body);
  let { client } = parties;
  if (client.isSuspended) throw fail(403, 'ACCOUNT_SUSPENDED', MESSAGES.suspended);
  const storeId = body.type === 'STORE' ? parties.storeId : null;
  if (body.type === 'STORE') {
    if (!storeId) throw fail(422, 'STORE_ID_MUST_BE_DEFINED', MESSAGES.storeRequired);
    if (!(SAFE_ID.test(storeId) && (await storeExists(db, storeId))))
      throw fail(404, 'STORE_NOT_FOUND', MESSAGES.storeNotFound);
  }
  if (!parties.newClient) await refuseIfCannotCreate(deps, actor, client, body.type);

  const price = pesosToCentavos(body.productInformation.productPrice);
  const amount = pesosToCentavos(body.productInformation.creditAmount);
  const term = body.productInformation.requestedPeriod;
  validateProduct(body.type, price, amount, term);
  await refuseOverLimit(deps, db, actor, client, body.type, amount);
  const ownAddress = body.clientAddress && 'addressType' in body.clientAddress ? body.clientAddress : null;
  if (actor.kind === 'client' && body.clientAddress && !ownAddress) {
    throw fail(400, 'VALIDATION_ERROR', invalidField('clientAddress'));
  }
  if (parties.newClient) client = await createClientForPromoter(deps, parties.newClient, body.clientAddress);
  const noInterest = await isNoInterest(deps, client, body.type, storeId, term);

  const application = await inTransaction(db, async (tx) => {
    // The checks again, holding the client's row: concurrent creations are decided one after another.
    const locked = (await lockClient(tx, client.id)) ?? client;
    // A client has at most one application before its decision: this one replaces the previous (unfinished.ts).
    if (actor.kind === 'client') await closePreviousUnfinished(deps, tx, client.id);
    await refuseIfCannotCreate(deps, actor, locked, body.type, tx);
    await refuseOverLimit(deps, tx, actor, locked, body.type, amount);
    let addressId = client.currentAddressId;
    let employmentId = client.currentEmploymentId;
    if (actor.kind === 'client' && ownAddress) {
      addressId = await insertAddress(tx, {
        clientId: client.id,
        ...addressLocationRow(ownAddress),
        addressType: ownAddress.addressType,
        monthlyRentCentavos: ownAddress.monthlyRent != null ? pesosToCentavos(ownAddress.monthlyRent) : null,
        movedInSince: ownAddress.movedInSince,
        maritalStatus: ownAddress.maritalStatus,
        createdAt: now,
      });
    }
    // A promoter's employment waits on the application until the client consents (consent.ts).
    if (actor.kind === 'client' && body.clientEmployment)
      employmentId = await insertEmployment(tx, client.id, body.clientEmployment, now);
    if (addressId !== client.currentAddressId || employmentId !== client.currentEmploymentId) {
      await updateClient(tx, client.id, { currentAddressId: addressId, currentEmploymentId: employmentId });
    }
    const created = await insertApplication(tx, {
      id: randomUUID(),
      serialNumber: newSerialNumber(),
      clientId: client.id,
      type: body.type,
      storeId,
      promoterId: parties.promoterId,
      createdClient: parties.newClient !== null,
      filedByPromoter: actor.kind === 'business',
      promoterEmployment: actor.kind === 'business' ? (body.clientEmployment ?? null) : null,
      status: 'CREATED',
      productPriceCentavos: price,
      creditAmountCentavos: amount,
      requestedPeriod: term,
      isNoInterestPayments: noInterest,
      estimatedMonthlyPaymentCentavos: estimateMonthlyPayment(body.type, amount, term, {
        interestFree: noInterest,
      }),
      addressId,
      employmentId,
      utm: body.utm ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await recordEvent(deps, tx, created, actor.label, 'created', null);
    return created;
  });
  // The promoter's client gets the credit-check consent NIP by SMS right away (spec §4 promoter flow: pre-process
  // needs it); the text names who filed it and how to refuse it (notifications.ts).
  if (actor.kind === 'business') await sendConsentNip(deps, application, client);
  return { id: application.id, serialNumber: application.serialNumber };
}
