/**
 * Lending endpoints of the sandbox API (spec §4, §7): applications and decisions, the identity-verification
 * flow, offers with CAT, signing, payments and balances. See docs/lending-api.md.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type * as z from 'zod/mini';
import * as apps from '../../src/api/contract/applications.ts';
import * as clientsApi from '../../src/api/contract/clients.ts';
import * as paymentsApi from '../../src/api/contract/payments.ts';
import * as promotersApi from '../../src/api/contract/promoters.ts';
import * as signing from '../../src/api/contract/signing.ts';
import { financeableAmount, isValidPrice, MIN_AMOUNT, PERSONAL_LOAN_CAP } from '../../src/domain/limits.ts';
import { type Centavos, centavosToPesos, formatMXN, pesosToCentavos } from '../../src/domain/money.ts';
import { estimateMonthlyPayment, isPersonalLoanMsiTerm } from '../../src/domain/rates.ts';
import { type ApplicationType, isAllowedTerm } from '../../src/domain/terms.ts';
import {
  assertEligibleAge,
  assertIdentityConsistent,
  isUniqueViolation,
  loadProfile,
  newCashReference,
  newIdentificationNumber,
  newReferralCode,
  newTransferReference,
  sendActivationCode,
} from '../accounts/service.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { addresses, clientSettings, clients, credentials, promoters, stores } from '../db/schema.ts';
import type { Router } from '../http/env.ts';
import { errors, fail } from '../http/errors.ts';
import { createRouteBinder, type RouteBinder, type RouteContext, reply } from '../http/route.ts';
import { registerLendingSandbox } from './sandbox.ts';
import { applications, contracts, employments } from './schema.ts';
import {
  type ApplicationRow,
  applicationOut,
  availableLimitOf,
  type ClientRow,
  cannotCreateReason,
  contractFor,
  createInstalments,
  currentOffers,
  DECLINED_INTEREST_REASON,
  findClient,
  fullNameOf,
  isInternal,
  loansWithBalances,
  MAX_ACTIVATION_ATTEMPTS,
  MESSAGES,
  newSerialNumber,
  paymentsOf,
  processResultOut,
  publicStatus,
  recordCreation,
  refuseIfExpired,
  runDecision,
  type StoredOffer,
  schedule,
  settle,
  storesById,
  todayOf,
  transition,
} from './service.ts';
import { settingsOf } from './settings.ts';
import { IN_PROGRESS } from './statuses.ts';

const toPesos = (c: number) => centavosToPesos(c as Centavos);
const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Who is calling: a client (own applications) or a promoter (applications they created). */
function actorOf(ctx: RouteContext): { kind: 'client' | 'business'; id: string; label: string } {
  const auth = ctx.auth;
  if (!auth) throw errors.unauthorized();
  if (auth.audience === 'client') return { kind: 'client', id: auth.sub, label: 'client' };
  if (auth.audience === 'business') return { kind: 'business', id: auth.sub, label: `promoter:${auth.sub}` };
  throw errors.forbidden();
}

/** The caller's application; another's (or a missing one) is 404, so ids cannot be probed. */
async function ownApplication(ctx: RouteContext, id: string): Promise<ApplicationRow> {
  const actor = actorOf(ctx);
  if (!SAFE_ID.test(id)) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  const owner =
    actor.kind === 'client' ? eq(applications.clientId, actor.id) : eq(applications.promoterId, actor.id);
  const row = (
    await ctx.deps.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), owner))
      .limit(1)
  )[0];
  if (!row) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  return row;
}

async function clientOf(db: Db, app: ApplicationRow): Promise<ClientRow> {
  const client = await findClient(db, app.clientId);
  if (!client) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  return client;
}

async function sendComplianceCode(deps: Deps, app: ApplicationRow, client: ClientRow): Promise<number> {
  const issued = await deps.codes.issue('compliance', app.id);
  if (!issued.ok) throw errors.tooManyRequests(issued.retryAfterSeconds);
  await deps.outbox.send({
    channel: 'sms',
    to: client.phoneNumber,
    kind: 'compliance-code',
    subject: 'NIP de consulta de buró',
    body: `Tu NIP para autorizar la consulta de tu historial crediticio (solicitud ${app.serialNumber}) es ${issued.code}. Vence en 10 minutos.`,
    code: issued.code,
  });
  return 60;
}

async function verifyComplianceCode(deps: Deps, app: ApplicationRow, code: string): Promise<void> {
  const outcome = await deps.codes.verify('compliance', app.id, code);
  if (outcome === 'ok') return;
  if (outcome === 'locked') throw fail(429, 'NIP_LOCKED', MESSAGES.nipLocked);
  if (outcome === 'expired') throw fail(409, 'NIP_EXPIRED', MESSAGES.nipExpired);
  throw fail(409, 'WRONG_NIP', MESSAGES.wrongNip);
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Validates amounts, term and limit of a new application (spec §5, §6, §9). Throws 422 with a Spanish message. */
async function validateProduct(
  deps: Deps,
  client: ClientRow,
  type: ApplicationType,
  price: Centavos,
  amount: Centavos,
  term: number,
): Promise<void> {
  if (type === 'STORE') {
    if (!isValidPrice(price)) throw fail(422, 'AMOUNT_OUT_OF_BOUNDS', MESSAGES.amountOutOfBounds);
    if (amount < MIN_AMOUNT) throw fail(422, 'AMOUNT_OUT_OF_BOUNDS', MESSAGES.amountOutOfBounds);
    if (amount > financeableAmount(price)) throw fail(422, 'FINANCING_RULE', MESSAGES.financing);
  } else {
    if (price !== amount) throw fail(422, 'PERSONAL_LOAN_PRICE', MESSAGES.personalLoanPrice);
    if (amount < MIN_AMOUNT) throw fail(422, 'AMOUNT_OUT_OF_BOUNDS', MESSAGES.amountOutOfBounds);
    if (amount > PERSONAL_LOAN_CAP) throw fail(422, 'PERSONAL_LOAN_CAP', MESSAGES.personalLoanCap);
  }
  if (!isAllowedTerm(amount, term, type)) throw fail(422, 'TERM_NOT_OFFERED', MESSAGES.termNotOffered);
  const limit = await availableLimitOf(deps, client, type);
  if (amount > limit) throw fail(422, 'LIMIT_EXCEEDED', `${MESSAGES.limit} ${formatMXN(limit)}`);
}

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
  const store = (
    await db.select({ p: stores.noInterestPeriods }).from(stores).where(eq(stores.id, storeId)).limit(1)
  )[0];
  return !!store?.p.includes(term);
}

/** True when any string inside holds a NUL character (PostgreSQL text cannot store it). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 6 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => hasNul(v, depth + 1));
}

/** The contract's binder, refusing NUL characters in params, query and body with 400 before any query runs. */
function lendingBinder(router: Router, deps: Deps): RouteBinder {
  const bind = createRouteBinder(router, deps);
  return (endpoint, handler) =>
    bind(endpoint, async (ctx, input) => {
      if (hasNul(input.params) || hasNul(input.query) || hasNul(input.body)) {
        throw fail(400, 'VALIDATION_ERROR', 'El dato ingresado no es válido');
      }
      return handler(ctx, input);
    });
}

export function registerLendingRoutes(router: Router, deps: Deps): void {
  const route = lendingBinder(router, deps);
  const { db } = deps;

  /** Applies the delayed steps that are due before answering. */
  const settled = async () => {
    await settle(deps);
  };

  // ---------------------------------------------------------------------------------------------------------------
  // Can create, estimate

  route(apps.canCreate, async (ctx, { query }) => {
    const actor = actorOf(ctx);
    const clientId = actor.kind === 'client' ? actor.id : query.clientId;
    if (!clientId) return { canCreateApplication: true, reason: null };
    if (actor.kind === 'business' && !SAFE_ID.test(clientId))
      return { canCreateApplication: true, reason: null };
    const reason = await cannotCreateReason(deps, clientId);
    return { canCreateApplication: reason === null, reason };
  });

  route(apps.estimatedMonthlyPayment, async (_ctx, { query }) => {
    let interestFree = false;
    if (query.type === 'STORE' && query.storeId && SAFE_ID.test(query.storeId)) {
      const store = (
        await db
          .select({ p: stores.noInterestPeriods })
          .from(stores)
          .where(eq(stores.id, query.storeId))
          .limit(1)
      )[0];
      interestFree = !!store?.p.includes(query.requestedPeriod);
    }
    const estimate = estimateMonthlyPayment(
      query.type,
      pesosToCentavos(query.creditAmount),
      query.requestedPeriod,
      { interestFree },
    );
    if (estimate === null) throw fail(422, 'AMOUNT_OR_TERM_OUT_OF_BOUNDS', MESSAGES.termNotOffered);
    return { estimatedMonthlyPayment: toPesos(estimate) };
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Create

  route(apps.create, async (ctx, { body }) => {
    const actor = actorOf(ctx);
    const now = deps.clock.now();
    let client: ClientRow;
    let promoterId: string | null = body.promoterId ?? null;
    let storeId: string | null = body.storeId ?? null;

    let newClient: NewClient | null = null;
    if (actor.kind === 'client') {
      if (body.clientId || body.client)
        throw fail(400, 'VALIDATION_ERROR', 'El dato ingresado no es válido: client');
      const found = await findClient(db, actor.id);
      if (!found) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
      client = found;
    } else {
      const promoter = (await db.select().from(promoters).where(eq(promoters.id, actor.id)).limit(1))[0];
      if (!promoter) throw errors.unauthorized();
      promoterId = promoter.id;
      storeId ??= body.type === 'STORE' ? promoter.storeId : null;
      if (body.clientId) {
        if (!SAFE_ID.test(body.clientId)) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.notFound);
        const found = await findClient(db, body.clientId);
        if (!found) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.notFound);
        client = found;
      } else if (body.client) {
        newClient = body.client;
        // The same identity and age checks as sign-up: the CURP must be genuine and agree with what is sent.
        assertEligibleAge(assertIdentityConsistent(newClient), now);
        const existing = await db
          .select({ id: clients.id })
          .from(clients)
          .where(or(eq(clients.phoneNumber, newClient.phoneNumber), eq(clients.curp, newClient.curp)))
          .limit(1);
        if (existing.length > 0) throw fail(409, 'CLIENT_ALREADY_EXISTS', MESSAGES.clientExists);
        // Validated as a client with no limit and no loans; created only once everything else is valid.
        client = {
          id: '',
          creditLimitCentavos: 0,
          isSuspended: false,
          personalLoanNoInterestPaymentsEligible: false,
        } as ClientRow;
      } else {
        throw fail(400, 'VALIDATION_ERROR', 'El dato ingresado no es válido: clientId');
      }
    }
    if (client.isSuspended) throw fail(403, 'ACCOUNT_SUSPENDED', MESSAGES.suspended);

    if (body.type === 'STORE') {
      if (!storeId) throw fail(422, 'STORE_ID_MUST_BE_DEFINED', MESSAGES.storeRequired);
      const store = SAFE_ID.test(storeId)
        ? (await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1))[0]
        : undefined;
      if (!store) throw fail(404, 'STORE_NOT_FOUND', MESSAGES.storeNotFound);
    } else {
      storeId = null;
    }
    if (promoterId !== null && actor.kind === 'client') {
      const promoter = SAFE_ID.test(promoterId)
        ? (
            await db.select({ id: promoters.id }).from(promoters).where(eq(promoters.id, promoterId)).limit(1)
          )[0]
        : undefined;
      if (!promoter) promoterId = null; // a stale store link keeps working without the promoter
    }

    if (!newClient) {
      const reason = await cannotCreateReason(deps, client.id);
      if (reason === 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED') throw fail(422, reason, MESSAGES.rejectedLimit);
      if (reason === 'EXCEEDED_APPLICATIONS_PER_MINUTE') {
        throw fail(429, reason, MESSAGES.perMinute, { 'Retry-After': '120' });
      }
      const inProgress = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.clientId, client.id), inArray(applications.status, [...IN_PROGRESS])))
        .limit(1);
      if (inProgress.length > 0) throw fail(409, 'APPLICATION_IN_PROGRESS', MESSAGES.inProgress);
    }

    const price = pesosToCentavos(body.productInformation.productPrice);
    const amount = pesosToCentavos(body.productInformation.creditAmount);
    const term = body.productInformation.requestedPeriod;
    await validateProduct(deps, client, body.type, price, amount, term);
    if (actor.kind === 'client' && body.clientAddress && !('addressType' in body.clientAddress)) {
      throw fail(400, 'VALIDATION_ERROR', 'El dato ingresado no es válido: clientAddress');
    }
    if (newClient) client = await createClientForPromoter(deps, newClient, body.clientAddress);
    const noInterest = await isNoInterest(db, client, body.type, storeId, term);

    const row = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      let addressId = client.currentAddressId;
      let employmentId = client.currentEmploymentId;
      if (actor.kind === 'client' && body.clientAddress && 'addressType' in body.clientAddress) {
        const a = body.clientAddress;
        addressId = randomUUID();
        await t.insert(addresses).values({
          id: addressId,
          clientId: client.id,
          ...addressLocationRow(a),
          addressType: a.addressType,
          monthlyRentCentavos: a.monthlyRent != null ? pesosToCentavos(a.monthlyRent) : null,
          movedInSince: a.movedInSince,
          maritalStatus: a.maritalStatus,
          createdAt: now,
        });
      }
      if (body.clientEmployment) {
        employmentId = await insertEmployment(t, client.id, body.clientEmployment, now);
      }
      if (addressId !== client.currentAddressId || employmentId !== client.currentEmploymentId) {
        await t
          .update(clients)
          .set({ currentAddressId: addressId, currentEmploymentId: employmentId })
          .where(eq(clients.id, client.id));
      }
      const created = await t
        .insert(applications)
        .values({
          id: randomUUID(),
          serialNumber: newSerialNumber(),
          clientId: client.id,
          type: body.type,
          storeId,
          promoterId,
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
        })
        .returning();
      const app = created[0]!;
      await recordCreation(deps, t, app, actor.label);
      return app;
    });
    // The promoter's client gets the credit-check NIP by SMS right away (pre-process needs it).
    if (actor.kind === 'business') await sendComplianceCode(deps, row, client);
    return { id: row.id, serialNumber: row.serialNumber };
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Submit, NIP, processing

  route(apps.submit, async (ctx, { params, body }) => {
    const app = await ownApplication(ctx, params.id);
    if (app.status !== 'CREATED' || app.submittedAt) {
      throw fail(422, 'ALREADY_SUBMITTED', MESSAGES.notProcessable);
    }
    const client = await clientOf(db, app);
    if (!client.currentAddressId || !client.currentEmploymentId) {
      throw fail(422, 'MISSING_ADDRESS_OR_EMPLOYMENT', MESSAGES.missingProfileData);
    }
    const now = deps.clock.now();
    const updated = (
      await db
        .update(applications)
        .set({
          submittedAt: now,
          updatedAt: now,
          addressId: client.currentAddressId,
          employmentId: client.currentEmploymentId,
          personalReferences: body.personalReferences ?? null,
        })
        .where(eq(applications.id, app.id))
        .returning()
    )[0]!;
    // Pre-screen: a client with an overdue loan with us is rejected before the credit check.
    const loans = await loansWithBalances(deps, db, client.id);
    if (loans.some((l) => l.balance.overdueBalance > 0)) {
      const rejected = await transition(deps, db, updated, 'REJECTED', {
        actor: 'system',
        reason: 'internal: overdue loan with us',
        patch: { processedAt: now, rejectionReason: 'INTERNAL_PAST_DUE_BALANCE', decisionRule: 'pre-screen' },
      });
      return processResultOut(rejected);
    }
    await sendComplianceCode(deps, updated, client);
    return processResultOut(updated);
  });

  route(apps.resendComplianceCode, async (ctx, { params }) => {
    const app = await ownApplication(ctx, params.id);
    if (app.status !== 'CREATED') throw fail(422, 'NOT_PROCESSABLE', MESSAGES.notProcessable);
    const retryAfterSeconds = await sendComplianceCode(deps, app, await clientOf(db, app));
    return { sent: true as const, retryAfterSeconds };
  });

  route(apps.processApplication, async (ctx, { params, body }) => {
    const actor = actorOf(ctx);
    const app = await ownApplication(ctx, params.id);
    if ('complianceCode' in body) {
      if (actor.kind !== 'client')
        throw fail(400, 'VALIDATION_ERROR', 'El dato ingresado no es válido: clientActivationCode');
      if (app.status === 'CREATED') {
        if (!app.submittedAt) throw fail(422, 'NOT_SUBMITTED', MESSAGES.notProcessable);
        await verifyComplianceCode(deps, app, body.complianceCode);
      } else if (app.status !== 'RETRY_PROCESSING_APPLICATION') {
        // RETRY: the consent was given with the first NIP; processing runs again.
        throw fail(422, 'NOT_PROCESSABLE', MESSAGES.notProcessable);
      }
    } else {
      if (actor.kind !== 'business')
        throw fail(400, 'VALIDATION_ERROR', 'El dato ingresado no es válido: complianceCode');
      if (app.status !== 'PRELIMINARY_PASSED' && app.status !== 'RETRY_PROCESSING_APPLICATION') {
        throw fail(422, 'NOT_PROCESSABLE', MESSAGES.notProcessable);
      }
      if (app.activationAttempts >= MAX_ACTIVATION_ATTEMPTS) {
        throw fail(429, 'ACTIVATION_CODE_LOCKED', MESSAGES.activationLocked);
      }
      const current = await deps.codes.current('activation', app.clientId);
      if (!current || !sameCode(current.code, body.clientActivationCode)) {
        await db
          .update(applications)
          .set({ activationAttempts: app.activationAttempts + 1 })
          .where(eq(applications.id, app.id));
        throw fail(409, 'WRONG_ACTIVATION_CODE', MESSAGES.wrongActivationCode);
      }
    }
    const { app: decided } = await runDecision(deps, app, 'final', actor.label);
    return processResultOut(decided);
  });

  route(apps.preProcess, async (ctx, { params, body }) => {
    const actor = actorOf(ctx);
    const app = await ownApplication(ctx, params.id);
    if (app.status !== 'CREATED') throw fail(422, 'NOT_PROCESSABLE', MESSAGES.notProcessable);
    await verifyComplianceCode(deps, app, body.complianceCode);
    const client = await clientOf(db, app);
    // An activated client is decided at once; a new (inactive) one runs the preliminary model.
    const { app: decided } = await runDecision(
      deps,
      app,
      client.activatedAt ? 'final' : 'preliminary',
      actor.label,
    );
    return processResultOut(decided);
  });

  route(apps.updateDetails, async (ctx, { params, body }) => {
    const app = await ownApplication(ctx, params.id);
    if (body.client.id !== app.clientId) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.notFound);
    const client = await clientOf(db, app);
    const patch: Partial<typeof clients.$inferInsert> = {};
    if (body.client.email !== undefined) patch.email = body.client.email.toLowerCase();
    if (body.client.phoneNumber !== undefined) patch.phoneNumber = body.client.phoneNumber;
    if (body.client.name !== undefined) patch.name = body.client.name;
    if (body.client.firstSurname !== undefined) patch.firstSurname = body.client.firstSurname;
    if (body.client.secondSurname !== undefined) patch.secondSurname = body.client.secondSurname;
    if (patch.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(patch.email)) {
      throw fail(400, 'VALIDATION_ERROR', 'El dato ingresado no es válido: email');
    }
    try {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        if (body.client.address) {
          const a = body.client.address;
          const id = randomUUID();
          await t.insert(addresses).values({
            id,
            clientId: client.id,
            ...addressLocationRow(a),
            createdAt: deps.clock.now(),
          });
          patch.currentAddressId = id;
        }
        if (Object.keys(patch).length > 0)
          await t.update(clients).set(patch).where(eq(clients.id, client.id));
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw fail(409, 'EMAIL_OR_PHONE_TAKEN', MESSAGES.emailTaken);
      throw e;
    }
    return { ok: true as const };
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Interest offer

  route(apps.acceptAsInterestPayments, async (ctx, { params }) => {
    const actor = actorOf(ctx);
    const app = await ownApplication(ctx, params.id);
    if (app.status !== 'ELEGIBLE_FOR_INTEREST_PAYMENTS') {
      throw fail(422, 'NOT_ELIGIBLE_FOR_INTEREST_PAYMENTS', MESSAGES.notEligibleInterest);
    }
    const accepted = (
      await db
        .update(applications)
        .set({ acceptedInterest: true, isNoInterestPayments: false, updatedAt: deps.clock.now() })
        .where(eq(applications.id, app.id))
        .returning()
    )[0]!;
    accepted.estimatedMonthlyPaymentCentavos = estimateMonthlyPayment(
      accepted.type as ApplicationType,
      accepted.creditAmountCentavos as Centavos,
      accepted.requestedPeriod,
    );
    await db
      .update(applications)
      .set({ estimatedMonthlyPaymentCentavos: accepted.estimatedMonthlyPaymentCentavos })
      .where(eq(applications.id, app.id));
    const { app: decided } = await runDecision(deps, accepted, 'final', actor.label);
    return processResultOut(decided);
  });

  route(apps.rejectNoInterestAsInterestPayments, async (ctx, { params }) => {
    const actor = actorOf(ctx);
    const app = await ownApplication(ctx, params.id);
    if (app.status !== 'ELEGIBLE_FOR_INTEREST_PAYMENTS') {
      throw fail(422, 'NOT_ELIGIBLE_FOR_INTEREST_PAYMENTS', MESSAGES.notEligibleInterest);
    }
    const rejected = await transition(deps, db, app, 'REJECTED', {
      actor: actor.label,
      reason: 'client declined to continue with interest',
      patch: { rejectionReason: DECLINED_INTEREST_REASON, processedAt: deps.clock.now() },
    });
    return processResultOut(rejected);
  });

  // ---------------------------------------------------------------------------------------------------------------
  // List and balances

  route(apps.list, async (ctx, { query }) => {
    const clientId = actorOf(ctx).id;
    await settled();
    const rows = (
      await db
        .select()
        .from(applications)
        .where(eq(applications.clientId, clientId))
        .orderBy(desc(applications.createdAt))
    ).filter(
      (a) =>
        !isInternal(a.status) &&
        (!query.status || a.status === query.status) &&
        (!query.type || a.type === query.type),
    );
    const storeMap = await storesById(
      db,
      rows.map((r) => r.storeId),
    );
    const items = [];
    for (const r of rows) {
      const offers =
        r.status === 'APPROVED' || r.status === 'VALIDATING_SIGNATURE' ? await currentOffers(deps, r) : null;
      items.push(applicationOut(r, r.storeId ? storeMap.get(r.storeId) : undefined, offers));
    }
    return { items, profile: await loadProfile(db, clientId) };
  });

  route(paymentsApi.balance, async (ctx) => {
    const clientId = actorOf(ctx).id;
    await settled();
    const loans = await loansWithBalances(deps, db, clientId);
    return {
      balances: loans.map(({ app, balance: b }) => ({
        applicationId: app.id,
        creditBalance: {
          currentMonthsBalance: {
            overdueBalance: toPesos(b.overdueBalance),
            currentBalance: toPesos(b.currentBalance),
            VAT: toPesos(b.VAT),
            economicCapital: toPesos(b.economicCapital),
            interests: toPesos(b.interests),
            totalBalance: toPesos(b.totalBalance),
            paymentsTotal: toPesos(b.paymentsTotal),
            ministrations: toPesos(b.ministrations),
          },
          nextMonthsBalance: { overdueBalance: toPesos(b.nextMonthsOverdueBalance) },
        },
      })),
    };
  });

  route(paymentsApi.listPayments, async (ctx) => {
    const clientId = actorOf(ctx).id;
    return { payments: await paymentsOf(db, clientId) };
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Identity verification (KYC)

  route(clientsApi.kycFlow, async (ctx, { params }) => {
    await settled();
    const app = await ownApplication(ctx, params.applicationId);
    refuseIfExpired(app);
    if (app.status !== 'PREAPPROVED') throw fail(404, 'NO_IDENTITY_FLOW', MESSAGES.notPreapproved);
    let flowId = app.kycFlowId;
    if (!flowId) {
      flowId = `kyc_${randomBytes(12).toString('hex')}`;
      await db.update(applications).set({ kycFlowId: flowId }).where(eq(applications.id, app.id));
    }
    return {
      kycFlowId: flowId,
      verificationId: app.kycIdentityId,
      url: `${deps.config.publicUrl}/api/__sandbox/kyc/${flowId}`,
    };
  });

  route(signing.updateIdentityId, async (ctx, { params, body }) => {
    await settled();
    const app = await ownApplication(ctx, params.id);
    refuseIfExpired(app);
    if (app.kycIdentityId === body.kycIdentityId) return { id: app.id, kycIdentityId: body.kycIdentityId };
    if (app.status !== 'PREAPPROVED') throw fail(422, 'NOT_PREAPPROVED', MESSAGES.notPreapproved);
    await db
      .update(applications)
      .set({ kycIdentityId: body.kycIdentityId, updatedAt: deps.clock.now() })
      .where(eq(applications.id, app.id));
    return { id: app.id, kycIdentityId: body.kycIdentityId };
  });

  route(signing.transitionToDocumentsUploaded, async (ctx, { params }) => {
    const actor = actorOf(ctx);
    await settled();
    const app = await ownApplication(ctx, params.id);
    refuseIfExpired(app);
    if (app.status !== 'PREAPPROVED') throw fail(422, 'NOT_PREAPPROVED', MESSAGES.notPreapproved);
    if (!app.kycIdentityId) throw fail(422, 'NO_IDENTITY', MESSAGES.noIdentity);
    const delay = settingsOf(deps).documentsDelayMs;
    const row = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const moved = await transition(deps, t, app, 'DOCUMENTS_UPLOADED', {
        actor: actor.label,
        reason: 'identity widget finished',
      });
      await schedule(deps, t, app.id, 'ANALYSIS', Math.floor(delay / 2));
      await schedule(deps, t, app.id, 'APPROVE_DOCUMENTS', delay);
      return moved;
    });
    if (delay === 0) {
      await settle(deps);
      const now = (await db.select().from(applications).where(eq(applications.id, app.id)).limit(1))[0];
      if (now) return processResultOut(now);
    }
    return processResultOut(row);
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Offers and signing

  /**
   * The caller's APPROVED application (after applying due steps and expiries). While its e-signature is being
   * validated (VALIDATING_SIGNATURE) reads are allowed (`read`) and actions answer 409.
   */
  const approvedApplication = async (ctx: RouteContext, id: string, mode: 'read' | 'act' = 'act') => {
    await settled();
    const app = await ownApplication(ctx, id);
    refuseIfExpired(app);
    if (app.status === 'VALIDATING_SIGNATURE') {
      if (mode === 'read') return app;
      throw fail(409, 'SIGNATURE_IN_VALIDATION', MESSAGES.signatureInValidation);
    }
    if (app.status !== 'APPROVED') throw fail(422, 'NOT_APPROVED', MESSAGES.notApproved);
    return app;
  };

  route(signing.approvedProductsConditions, async (ctx, { params }) => {
    const app = await approvedApplication(ctx, params.id, 'read');
    const offers = await currentOffers(deps, app);
    const out = applicationOut(app, undefined, offers);
    return {
      creditAmount: out.creditAmount,
      approvedPeriod: app.approvedPeriod,
      approvedProducts: out.approvedProducts ?? [],
    };
  });

  const sendSigningPin = async (ctx: RouteContext, id: string, onWait: 'pending' | 'refuse') => {
    const app = await approvedApplication(ctx, id);
    const client = await clientOf(db, app);
    const issued = await deps.codes.issue('signing', app.id);
    if (!issued.ok) {
      if (onWait === 'refuse') throw errors.tooManyRequests(issued.retryAfterSeconds);
      return { smsSent: false, retryAfterSeconds: issued.retryAfterSeconds };
    }
    await deps.outbox.send({
      channel: 'sms',
      to: client.phoneNumber,
      kind: 'signing-pin',
      subject: 'NIP de firma',
      body: `Tu NIP para firmar tu contrato ${app.serialNumber} es ${issued.code}. Vence en 10 minutos. No lo compartas.`,
      code: issued.code,
    });
    return { smsSent: true, retryAfterSeconds: 60 };
  };

  route(signing.sendSignatureCode, async (ctx, { params }) => sendSigningPin(ctx, params.id, 'pending'));
  route(signing.resendSignatureCode, async (ctx, { params }) => sendSigningPin(ctx, params.id, 'refuse'));

  route(signing.sign, async (ctx, { params, body }) => {
    const actor = actorOf(ctx);
    const app = await approvedApplication(ctx, params.id);
    const offers = await currentOffers(deps, app);
    const offer = offers.find((o) => o.firstPaymentDate === body.firstPaymentDate);
    if (!offer) throw fail(422, 'DATE_NOT_OFFERED', MESSAGES.dateNotOffered);
    const contract = (
      await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.applicationId, app.id), eq(contracts.status, 'SIGNED')))
        .orderBy(desc(contracts.createdAt))
        .limit(1)
    )[0];
    if (!contract) throw fail(422, 'CONTRACT_NOT_SIGNED', MESSAGES.contractNotSigned);
    const outcome = await deps.codes.verify('signing', app.id, body.signatureCode);
    if (outcome === 'locked') throw fail(429, 'PIN_LOCKED', MESSAGES.nipLocked);
    if (outcome === 'expired') throw fail(409, 'PIN_EXPIRED', MESSAGES.nipExpired);
    if (outcome !== 'ok') throw fail(409, 'WRONG_SIGNATURE_CODE', MESSAGES.wrongNip);
    const now = deps.clock.now();
    const signed = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const row = await transition(deps, t, app, 'SIGNED', {
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
      await createInstalments(t, row, offer);
      await schedule(deps, t, app.id, 'DISBURSE', settingsOf(deps).disbursementDelayMs);
      return row;
    });
    if (settingsOf(deps).disbursementDelayMs === 0) await settle(deps);
    return {
      id: signed.id,
      status: 'SIGNED' as const,
      contractSignedAt: now.toISOString(),
      firstPaymentDate: offer.firstPaymentDate,
    };
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Sandbox e-signature provider (what the real provider does on its own servers; 404 when the sandbox is off)

  const esignApplication = async (ctx: RouteContext, id: string, mode: 'read' | 'act') => {
    if (!deps.config.sandbox) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
    const app = await approvedApplication(ctx, id, mode);
    return { app, client: await clientOf(db, app) };
  };

  const offerFor = async (app: ApplicationRow, date: string | undefined) => {
    const offers = await currentOffers(deps, app);
    const offer = offers.find((o) => o.firstPaymentDate === (date ?? offers[0]?.firstPaymentDate));
    if (!offer) throw fail(422, 'DATE_NOT_OFFERED', MESSAGES.dateNotOffered);
    return offer;
  };

  const documentOf = async (app: ApplicationRow, client: ClientRow, offer: StoredOffer) => {
    const store = app.storeId ? (await storesById(db, [app.storeId])).get(app.storeId) : undefined;
    return contractFor(app, client, store, offer, todayOf(deps));
  };

  route(signing.esignSandboxContract, async (ctx, { params, query }) => {
    const { app, client } = await esignApplication(ctx, params.id, 'read');
    const offer = await offerFor(app, query.firstPaymentDate);
    return {
      applicationId: app.id,
      firstPaymentDate: offer.firstPaymentDate,
      signerName: fullNameOf(client),
      document: await documentOf(app, client, offer),
    };
  });

  route(signing.esignSandboxSubmit, async (ctx, { params, body }) => {
    const actor = actorOf(ctx);
    const { app, client } = await esignApplication(ctx, params.id, 'act');
    const offer = await offerFor(app, body.firstPaymentDate);
    const document = await documentOf(app, client, offer);
    const contractId = randomUUID();
    const delay = settingsOf(deps).signatureDelayMs;
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await transition(deps, t, app, 'VALIDATING_SIGNATURE', {
        actor: actor.label,
        reason: 'contract e-signature sent',
      });
      await t.insert(contracts).values({
        id: contractId,
        applicationId: app.id,
        clientId: client.id,
        firstPaymentDate: offer.firstPaymentDate,
        document,
        typedName: body.fullName,
        signatureImage: body.signatureImage,
        status: 'VALIDATING',
        createdAt: deps.clock.now(),
      });
      await t.update(clients).set({ contractSignatureStatus: 'VALIDATING' }).where(eq(clients.id, client.id));
      await schedule(deps, t, app.id, 'VALIDATE_SIGNATURE', delay, { contractId });
    });
    if (delay === 0) await settle(deps);
    const contract = (
      await db.select({ s: contracts.status }).from(contracts).where(eq(contracts.id, contractId)).limit(1)
    )[0];
    const now = (
      await db
        .select({ s: applications.status })
        .from(applications)
        .where(eq(applications.id, app.id))
        .limit(1)
    )[0];
    const signatureStatus =
      contract?.s === 'SIGNED' || contract?.s === 'INVALID_SIGNATURE' ? contract.s : 'VALIDATING';
    return reply(201, {
      contractId,
      contractSignatureStatus: signatureStatus,
      status: publicStatus(now?.s ?? 'VALIDATING_SIGNATURE'),
    });
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Promoter: quick application

  route(promotersApi.quickApplication, async (ctx, { params, body }) => {
    const app = await ownApplication(ctx, params.applicationId);
    if (app.status !== 'PRELIMINARY_PASSED') throw fail(422, 'NOT_PROCESSABLE', MESSAGES.notProcessable);
    const client = await clientOf(db, app);
    const taken = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.email, body.email), ne(clients.id, client.id)))
      .limit(1);
    if (taken.length > 0) throw fail(409, 'EMAIL_TAKEN', MESSAGES.emailTaken);
    const now = deps.clock.now();
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const employmentId = await insertEmployment(t, client.id, body.employment, now);
      if (client.currentAddressId) {
        await t
          .update(addresses)
          .set({
            addressType: body.addressType,
            monthlyRentCentavos: body.monthlyRent != null ? pesosToCentavos(body.monthlyRent) : null,
            movedInSince: body.movedInSince,
            maritalStatus: body.maritalStatus,
          })
          .where(and(eq(addresses.id, client.currentAddressId), eq(addresses.clientId, client.id)));
      }
      await t
        .update(clients)
        .set({ email: body.email, currentEmploymentId: employmentId })
        .where(eq(clients.id, client.id));
      await t
        .update(applications)
        .set({
          employmentId,
          personalReferences: body.personalReferences,
          submittedAt: now,
          updatedAt: now,
        })
        .where(eq(applications.id, app.id));
    });
    // The client gets the activation code (the promoter asks for it to process) and a link to set a password.
    await sendActivationCode(deps, { id: client.id, email: body.email }, 0);
    const reset = await deps.codes.issue('password-reset', client.id, { waitSeconds: 0 });
    if (reset.ok) {
      const link = `${deps.config.publicUrl}/olvide-contrasena/recuperar-contrasena?token=${reset.code}`;
      await deps.outbox.send({
        channel: 'email',
        to: body.email,
        kind: 'quick-application',
        subject: 'Termina tu solicitud',
        body: `Tu asesor inició tu solicitud ${app.serialNumber}. Crea tu contraseña en ${link} y sube tus documentos para continuar.`,
        link,
      });
    }
    return { id: app.id, emailSent: true as const };
  });

  if (deps.config.sandbox) registerLendingSandbox(router, deps);
}

/** The location columns of an address row (a missing municipality, city or state is stored as ''). */
function addressLocationRow(a: {
  streetName: string;
  exteriorNumber: string;
  interiorNumber?: string | null | undefined;
  postalCode: string;
  neighborhood: string;
  municipality?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
}) {
  return {
    streetName: a.streetName,
    exteriorNumber: a.exteriorNumber,
    interiorNumber: a.interiorNumber ?? null,
    postalCode: a.postalCode,
    neighborhood: a.neighborhood,
    municipality: a.municipality ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
  };
}

async function insertEmployment(
  db: Db,
  clientId: string,
  e: {
    status: string;
    economicDependents: number;
    companyName?: string | undefined;
    position?: string | undefined;
    monthlySalary?: number | undefined;
    startDate?: string | undefined;
  },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const working = e.status === 'EMPLOYED' || e.status === 'INDEPENDENT' || e.status === 'RETIRED';
  await db.insert(employments).values({
    id,
    clientId,
    status: e.status,
    companyName: working ? (e.companyName ?? null) : null,
    position: working ? (e.position ?? null) : null,
    monthlySalaryCentavos: working && e.monthlySalary !== undefined ? pesosToCentavos(e.monthlySalary) : null,
    startDate: working ? (e.startDate ?? null) : null,
    economicDependents: e.economicDependents,
    createdAt: now,
  });
  return id;
}

/** A promoter's new client: an account without a usable password until the client sets one (quick application). */
type NewClient = z.output<typeof apps.promoterNewClient>;
type ClientAddress = NonNullable<z.output<NonNullable<typeof apps.create.body>>['clientAddress']>;

async function createClientForPromoter(
  deps: Deps,
  c: NewClient,
  address: ClientAddress | undefined,
): Promise<ClientRow> {
  const { db } = deps;
  const existing = await db
    .select({ id: clients.id })
    .from(clients)
    .where(or(eq(clients.phoneNumber, c.phoneNumber), eq(clients.curp, c.curp)))
    .limit(1);
  if (existing.length > 0) throw fail(409, 'CLIENT_ALREADY_EXISTS', MESSAGES.clientExists);
  const id = randomUUID();
  const now = deps.clock.now();
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      let addressId: string | null = null;
      if (address) {
        addressId = randomUUID();
      }
      await t.insert(clients).values({
        id,
        email: `pendiente+${id}@sandbox.invalid`,
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
        referralCode: newReferralCode(),
        identificationNumber: newIdentificationNumber(),
        transferPaymentReference: newTransferReference(),
        cashPaymentReference: newCashReference(),
        createdAt: now,
      });
      await t.insert(credentials).values({ clientId: id, passwordHash, passwordChangedAt: now });
      await t.insert(clientSettings).values({ id: randomUUID(), clientId: id });
      if (address && addressId) {
        await t.insert(addresses).values({
          id: addressId,
          clientId: id,
          ...addressLocationRow(address),
          createdAt: now,
        });
        await t.update(clients).set({ currentAddressId: addressId }).where(eq(clients.id, id));
      }
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail(409, 'CLIENT_ALREADY_EXISTS', MESSAGES.clientExists);
    throw e;
  }
  const row = await findClient(db, id);
  if (!row) throw errors.internal();
  return row;
}
