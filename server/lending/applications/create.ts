/**
 * `applications.create` (POST /applications; spec §5, §6, §9): a client's application for themselves, or a
 * promoter's for an existing client or a new one (quick application).
 *
 * Read top to bottom: `create` runs five steps in order, and each step's helpers follow it below in the order they
 * run. The rules shared with can-create are in eligibility.ts, every SQL statement of the create in queries.ts
 * (its first section); a client's row, the client's lock and the transaction are the lending area's
 * (../queries.ts). The path as a whole: docs/architecture.md, "One press, from the screen to the database".
 */

import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type * as applicationsApi from '../../../src/api/contract/applications.ts';
import { PROMOTER_APPLICATION_TYPES } from '../../../src/domain/filingLimits.ts';
import { type Centavos, pesosToCentavos } from '../../../src/domain/money.ts';
import { checkProduct, firstRefusal, type ProductReason } from '../../../src/domain/product.ts';
import { estimateMonthlyPayment, isPersonalLoanMsiTerm } from '../../../src/domain/rates.ts';
import type { ApplicationType } from '../../../src/domain/terms.ts';
import { assertEligibleAge, assertIdentityConsistent } from '../../accounts/identity.ts';
import { isUniqueViolation } from '../../accounts/service.ts';
import { insertClientAccount } from '../../accounts/signup.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { errors, fail } from '../../http/errors.ts';
import { type Actor, SAFE_ID } from '../access.ts';
import { invalidField, MESSAGES } from '../messages.ts';
import { type ClientRow, findClient, inTransaction, lockClient, updateClient } from '../queries.ts';
import { refuseIfCannotCreate, refuseNewClientFiling, refuseOverLimit } from './eligibility.ts';
import {
  addressLocationRow,
  clientWithPhoneOrCurp,
  closeUnfinished,
  findPromoter,
  insertAddress,
  insertApplication,
  insertEmployment,
  storeExists,
  storeNoInterestPeriods,
} from './queries.ts';
import { sendConsentNip } from './service.ts';

export type CreateBody = z.output<NonNullable<typeof applicationsApi.create.body>>;
type NewClient = z.output<typeof applicationsApi.promoterNewClient>;
type ClientAddress = NonNullable<CreateBody['clientAddress']>;
type OwnAddress = Extract<ClientAddress, { addressType: unknown }>;

export async function create(deps: Deps, actor: Actor, body: CreateBody) {
  const now = deps.clock.now();

  // 1. Validate: who files for whom at which store (nothing is written before every check has passed).
  const parties = await partiesOf(deps, actor, body);
  if (parties.client.isSuspended) throw fail(403, 'ACCOUNT_SUSPENDED', MESSAGES.suspended);
  const storeId = await storeOf(deps, body.type, parties.storeId);

  // 2. Limits and availability: can-create's answer, the amounts and term, the amount against the available limit.
  if (!parties.newClient) await refuseIfCannotCreate(deps, actor, parties.client, body.type);
  const { price, amount, term } = productOf(body);
  await refuseOverLimit(deps, deps.db, actor, parties.client, body.type, amount);
  const ownAddress = ownAddressOf(actor, body);
  // A promoter's new client is created only now, once everything else is valid.
  const client = parties.newClient
    ? await createPromotersClient(deps, parties.newClient, body.clientAddress, now)
    : parties.client;
  const noInterest = await isNoInterest(deps.db, client, body.type, storeId, term);

  const application = await inTransaction(deps.db, async (tx) => {
    // The checks again, holding the client's row: concurrent creations are decided one after another.
    const locked = (await lockClient(tx, client.id)) ?? client;

    // 3. Close the client's own undecided (CREATED) application: this one replaces it (unfinished.ts).
    if (actor.kind === 'client') await closeUnfinished(tx, { clientId: client.id }, now, REPLACED);
    await refuseIfCannotCreate(deps, actor, locked, body.type, tx);
    await refuseOverLimit(deps, tx, actor, locked, body.type, amount);

    // 4. Insert: the client's own address and employment, then the application with its audit entry.
    const { addressId, employmentId } = await insertOwnProfile(tx, actor, client, ownAddress, body, now);
    return insertApplication(
      tx,
      {
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
      },
      actor.label,
    );
  });

  // 5. Answer. The promoter's client gets the credit-check consent NIP by SMS right away (spec §4 promoter flow:
  // pre-process needs it); the text names who filed it and how to refuse it (notifications.ts).
  if (actor.kind === 'business') await sendConsentNip(deps, application, client);
  return { id: application.id, serialNumber: application.serialNumber };
}

// ─── 1. Validate ─────────────────────────────────────────────────────────────────────────────────────────────

interface Parties {
  client: ClientRow;
  newClient: NewClient | null;
  promoterId: string | null;
  storeId: string | null;
}

/** A client that does not exist yet: validated as one with no limit and no loans. */
const NOT_YET_CREATED = {
  id: '',
  creditLimitCentavos: 0,
  isSuspended: false,
  personalLoanNoInterestPaymentsEligible: false,
} as ClientRow;

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
  // A promoter files only the types she may, at her own store, before anything about the client.
  const storeId = promoterStoreOf(body.type, body.storeId, promoter.storeId);
  const parties = { promoterId: promoter.id, storeId };
  if (body.clientId) {
    const client = SAFE_ID.test(body.clientId) ? await findClient(deps.db, body.clientId) : null;
    if (!client) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.notFound);
    return { ...parties, client, newClient: null };
  }
  if (!body.client) throw fail(400, 'VALIDATION_ERROR', invalidField('clientId'));
  // A new client: only the promoter's own filings of the day can refuse it, before the client is created.
  await refuseNewClientFiling(deps, promoter.id);
  // The same identity and age checks as sign-up: the CURP must be genuine and agree with what is sent.
  assertEligibleAge(assertIdentityConsistent(body.client), deps.clock.now());
  if (await clientWithPhoneOrCurp(deps.db, body.client.phoneNumber, body.client.curp))
    throw fail(409, 'CLIENT_ALREADY_EXISTS', MESSAGES.clientExists);
  return { ...parties, client: NOT_YET_CREATED, newClient: body.client };
}

/**
 * The store a promoter's application of `type` is filed with (promoter/filing.ts has her other limits): a store
 * purchase at her store (the one sent must be hers), a personal loan with none (the one sent, if any, must be
 * hers). 403 for another type or store.
 */
function promoterStoreOf(
  type: ApplicationType,
  sentStoreId: string | null | undefined,
  promoterStoreId: string | null,
): string | null {
  if (!(PROMOTER_APPLICATION_TYPES as readonly string[]).includes(type)) {
    throw fail(403, 'TYPE_NOT_ALLOWED', MESSAGES.notPromotersStore);
  }
  const storeId = sentStoreId ?? (type === 'STORE' ? promoterStoreId : null);
  if (storeId !== null && storeId !== promoterStoreId) {
    throw fail(403, 'NOT_PROMOTERS_STORE', MESSAGES.notPromotersStore);
  }
  return type === 'STORE' ? storeId : null;
}

/** A store purchase names an existing store; any other type is kept without one. */
async function storeOf(deps: Deps, type: ApplicationType, storeId: string | null): Promise<string | null> {
  if (type !== 'STORE') return null;
  if (!storeId) throw fail(422, 'STORE_ID_MUST_BE_DEFINED', MESSAGES.storeRequired);
  if (!(SAFE_ID.test(storeId) && (await storeExists(deps.db, storeId))))
    throw fail(404, 'STORE_NOT_FOUND', MESSAGES.storeNotFound);
  return storeId;
}

// ─── 2. Limits and availability ──────────────────────────────────────────────────────────────────────────────

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
 * Amounts (in centavos) and term of the new application: the forms' product check (src/domain/product.ts); its
 * first refusal is a 422 with the same Spanish text the form shows. The limit is checked apart, with the loans.
 */
function productOf(body: CreateBody): { price: Centavos; amount: Centavos; term: number } {
  const price = pesosToCentavos(body.productInformation.productPrice);
  const amount = pesosToCentavos(body.productInformation.creditAmount);
  const term = body.productInformation.requestedPeriod;
  const refusal = firstRefusal(
    checkProduct({ type: body.type, productPrice: price, creditAmount: amount, requestedPeriod: term }),
  );
  if (refusal) throw fail(422, REFUSAL_CODES[refusal.reason], refusal.text);
  return { price, amount, term };
}

/** The client's own address (with its housing): a client may send only that shape; a promoter, the location. */
function ownAddressOf(actor: Actor, body: CreateBody): OwnAddress | null {
  const ownAddress = body.clientAddress && 'addressType' in body.clientAddress ? body.clientAddress : null;
  if (actor.kind === 'client' && body.clientAddress && !ownAddress) {
    throw fail(400, 'VALIDATION_ERROR', invalidField('clientAddress'));
  }
  return ownAddress;
}

/** A promoter's new client (quick application): an account without a usable password until the client sets one. */
async function createPromotersClient(
  deps: Deps,
  c: NewClient,
  address: ClientAddress | undefined,
  now: Date,
): Promise<ClientRow> {
  if (await clientWithPhoneOrCurp(deps.db, c.phoneNumber, c.curp))
    throw fail(409, 'CLIENT_ALREADY_EXISTS', MESSAGES.clientExists);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  let id: string;
  try {
    id = await inTransaction(deps.db, async (tx) => {
      const clientId = await insertClientAccount(
        tx,
        {
          email: `pendiente+${randomUUID()}@sandbox.invalid`,
          phoneNumber: c.phoneNumber,
          name: c.name,
          firstSurname: c.firstSurname,
          secondSurname: c.secondSurname,
          sex: c.sex ?? null,
          nationality: c.nationality ?? null,
          countryOfBirth: c.countryOfBirth ?? null,
          stateOfBirth: c.stateOfBirth ?? null,
          dateOfBirth: c.dateOfBirth ? c.dateOfBirth.slice(0, 10) : null,
          curp: c.curp,
        },
        passwordHash,
        now,
      );
      if (address) {
        const addressId = await insertAddress(tx, {
          clientId,
          ...addressLocationRow(address),
          createdAt: now,
        });
        await updateClient(tx, clientId, { currentAddressId: addressId });
      }
      return clientId;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail(409, 'CLIENT_ALREADY_EXISTS', MESSAGES.clientExists);
    throw e;
  }
  const row = await findClient(deps.db, id);
  if (!row) throw errors.internal();
  return row;
}

/** Months without interest: a personal loan's by the client's eligibility, a store purchase's by the store. */
async function isNoInterest(
  db: Db,
  client: ClientRow,
  type: ApplicationType,
  storeId: string | null,
  term: number,
): Promise<boolean> {
  if (type === 'PERSONAL_LOAN')
    return isPersonalLoanMsiTerm(term, client.personalLoanNoInterestPaymentsEligible);
  if (!storeId) return false;
  return (await storeNoInterestPeriods(db, storeId)).includes(term);
}

// ─── 3. Close the client's own undecided application ─────────────────────────────────────────────────────────

const REPLACED = 'replaced by a newer application of the client';

// ─── 4. Insert ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A client's own address and employment become their current ones. A promoter's employment waits on the
 * application until the client consents (consent.ts); her client's address was stored with the new client.
 */
async function insertOwnProfile(
  tx: Db,
  actor: Actor,
  client: ClientRow,
  ownAddress: OwnAddress | null,
  body: CreateBody,
  now: Date,
): Promise<{ addressId: string | null; employmentId: string | null }> {
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
  if (actor.kind === 'client' && body.clientEmployment)
    employmentId = await insertEmployment(tx, client.id, body.clientEmployment, now);
  if (addressId !== client.currentAddressId || employmentId !== client.currentEmploymentId) {
    await updateClient(tx, client.id, { currentAddressId: addressId, currentEmploymentId: employmentId });
  }
  return { addressId, employmentId };
}

export function newSerialNumber(): string {
  return `SOL-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
