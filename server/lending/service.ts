/**
 * Lending operations on the database: status transitions with their audit trail, decisions, offers, the loan
 * schedule, payments and balances, and the delayed steps (documents review, signature validation, disbursement).
 * Routes (routes.ts) and the sandbox controls (sandbox.ts) call these; the rules themselves are pure modules
 * (decision.ts, offers.ts, ledger.ts, contract-document.ts) and `src/domain`.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Application, ApprovedProduct } from '../../src/api/contract/applications.ts';
import { type ApplicationStatus, STORE_SECTORS, type StoreSector } from '../../src/api/contract/common.ts';
import { todayInMexicoCity } from '../../src/domain/dates.ts';
import { availableLimit } from '../../src/domain/limits.ts';
import {
  asCentavos,
  type Centavos,
  centavosToDecimalString,
  centavosToPesos,
  pesos as pesosToCents,
  ZERO,
} from '../../src/domain/money.ts';
import { bpsToRateFraction } from '../../src/domain/rates.ts';
import type { ApplicationType } from '../../src/domain/terms.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { clients, referrals, stores } from '../db/schema.ts';
import { fail } from '../http/errors.ts';
import type { OutgoingMessage } from '../outbox.ts';
import { contractDocument, fullNameMatches } from './contract-document.ts';
import {
  type BureauFile,
  DEFAULT_CREDIT_LIMIT_PESOS,
  type Decision,
  type DecisionOutcome,
  decide,
} from './decision.ts';
import { allocatePayment, type Instalment, type LoanBalance, loanBalance } from './ledger.ts';
import { buildOffers, MIN_DAYS_TO_FIRST_PAYMENT, type Offer } from './offers.ts';
import {
  applicationStatusEvents,
  applications,
  contracts,
  creditBureauFiles,
  forcedDecisions,
  loanInstalments,
  type OfferRowJson,
  offers as offersTable,
  paymentAllocations,
  payments,
  scheduledTransitions,
} from './schema.ts';
import { settingsOf } from './settings.ts';
import {
  AUTHORIZATION_VALID_DAYS,
  canTransition,
  EXPIRED_REASON,
  EXPIRING,
  isInternal,
  type StoredStatus,
} from './statuses.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

export const MESSAGES = {
  notFound: 'No encontramos la solicitud.',
  wrongNip: 'Has ingresado un NIP incorrecto.',
  nipExpired: 'El NIP expiró, solicita uno nuevo.',
  nipLocked: 'Superaste el número de intentos, solicita un NIP nuevo.',
  wrongActivationCode: 'Has ingresado un código incorrecto.',
  activationLocked: 'Superaste el número de intentos del código de activación.',
  notProcessable: 'La solicitud no se puede procesar en su estado actual.',
  rejectedLimit: 'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.',
  perMinute: 'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
  inProgress: 'Ya tienes una solicitud en proceso.',
  suspended: 'Tu cuenta ha sido suspendida.',
  storeNotFound: 'No se encontró la tienda solicitada.',
  storeRequired: 'Se necesita usar un link de tienda para crear una solicitud.',
  amountOutOfBounds: 'El monto debe estar entre $2,000.00 y $50,000.00.',
  financing: 'El monto a financiar no puede ser mayor al 90% del precio.',
  personalLoanCap: 'El préstamo personal es de hasta $20,000.00.',
  personalLoanPrice: 'En el préstamo personal el precio es el monto solicitado.',
  termNotOffered: 'Selecciona una opción para el plazo',
  limit: 'Tu límite disponible es de',
  missingProfileData: 'Faltan los datos de tu domicilio o de tu empleo.',
  notApproved: 'La solicitud no está autorizada.',
  contractNotSigned: 'El contrato aún no está firmado.',
  dateNotOffered: 'Debe seleccionar una fecha',
  notEligibleInterest: 'La solicitud no tiene una oferta para continuar con intereses.',
  notPreapproved: 'La solicitud no está preautorizada.',
  noIdentity: 'Aún no terminas la verificación de identidad.',
  clientExists: 'El número ingresado ya se encuentra registrado.',
  emailTaken: 'El email ingresado ya se encuentra registrado.',
  expired:
    'La autorización de tu solicitud venció: tenía una vigencia de 15 días. Crea una nueva solicitud para continuar.',
  signatureInValidation: 'Estamos validando tu firma, espera un momento.',
} as const;

/** An application whose (pre)authorisation expired answers 422 AUTHORIZATION_EXPIRED to any further step. */
export function refuseIfExpired(app: ApplicationRow): void {
  if (app.status === 'REJECTED' && app.rejectionReason === EXPIRED_REASON) {
    throw fail(422, EXPIRED_REASON, MESSAGES.expired);
  }
}

/** Rejected applications within this window count for REJECTED_APPLICATIONS_LIMIT_EXCEEDED. */
export const REJECTED_WINDOW_DAYS = 30;
export const MAX_REJECTED_IN_WINDOW = 3;
/** At most this many applications created per client in a rolling minute. */
export const MAX_APPLICATIONS_PER_MINUTE = 3;
/** Rejection reason of an application whose client declined the interest offer (counted as cancelled). */
export const DECLINED_INTEREST_REASON = 'CLIENT_DECLINED_INTEREST_PAYMENTS';
export const REFERRAL_BONUS = pesosToCents(200);
export const MAX_ACTIVATION_ATTEMPTS = 5;

const DAY_MS = 86_400_000;

export const todayOf = (deps: Deps) => todayInMexicoCity(deps.clock.now());

// ---------------------------------------------------------------------------------------------------------------
// Loading

export async function findClient(db: Db, clientId: string): Promise<ClientRow | null> {
  return (await db.select().from(clients).where(eq(clients.id, clientId)).limit(1))[0] ?? null;
}

export async function findClientByContact(
  db: Db,
  contact: { email?: string; phone?: string },
): Promise<ClientRow | null> {
  if (contact.email) {
    return (
      (
        await db.select().from(clients).where(eq(clients.email, contact.email.trim().toLowerCase())).limit(1)
      )[0] ?? null
    );
  }
  if (contact.phone) {
    const phone = contact.phone.replace(/\D/g, '').slice(-10);
    return (await db.select().from(clients).where(eq(clients.phoneNumber, phone)).limit(1))[0] ?? null;
  }
  return null;
}

export const fullNameOf = (c: Pick<ClientRow, 'name' | 'firstSurname' | 'secondSurname'>) =>
  [c.name, c.firstSurname, c.secondSurname].filter(Boolean).join(' ');

// ---------------------------------------------------------------------------------------------------------------
// Transitions and the audit trail

export interface TransitionOptions {
  actor: string;
  reason?: string | null;
  patch?: Partial<typeof applications.$inferInsert>;
}

/** Moves an application to `to` (checked against the §4 table) and records the change. */
export async function transition(
  deps: Deps,
  db: Db,
  app: ApplicationRow,
  to: StoredStatus,
  opts: TransitionOptions,
): Promise<ApplicationRow> {
  const from = app.status as StoredStatus;
  if (!canTransition(from, to)) {
    throw fail(422, 'INVALID_STATUS_TRANSITION', MESSAGES.notProcessable);
  }
  const now = deps.clock.now();
  const updated = await db
    .update(applications)
    .set({ ...opts.patch, status: to, updatedAt: now })
    .where(and(eq(applications.id, app.id), eq(applications.status, from)))
    .returning();
  const row = updated[0];
  // Someone else moved it first: the caller sees the current state as a conflict.
  if (!row) throw fail(409, 'STATUS_CHANGED', MESSAGES.notProcessable);
  await db.insert(applicationStatusEvents).values({
    applicationId: app.id,
    fromStatus: from,
    toStatus: to,
    actor: opts.actor,
    reason: opts.reason ?? null,
    at: now,
  });
  return row;
}

export async function recordCreation(deps: Deps, db: Db, app: ApplicationRow, actor: string): Promise<void> {
  await db.insert(applicationStatusEvents).values({
    applicationId: app.id,
    fromStatus: null,
    toStatus: app.status,
    actor,
    reason: 'created',
    at: deps.clock.now(),
  });
}

export async function statusHistory(db: Db, applicationId: string) {
  return db
    .select()
    .from(applicationStatusEvents)
    .where(eq(applicationStatusEvents.applicationId, applicationId))
    .orderBy(asc(applicationStatusEvents.id));
}

// ---------------------------------------------------------------------------------------------------------------
// Decisions

export async function bureauFileOf(db: Db, curp: string | null): Promise<BureauFile | null> {
  if (!curp) return null;
  const row = (await db.select().from(creditBureauFiles).where(eq(creditBureauFiles.curp, curp)).limit(1))[0];
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

/** Loans of a client that were disbursed (PAID or CONFIRMED), oldest first. */
export async function disbursedLoans(db: Db, clientId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.clientId, clientId), inArray(applications.status, ['PAID', 'CONFIRMED'])))
    .orderBy(asc(applications.contractSignedAt), asc(applications.createdAt));
}

export async function instalmentsOf(db: Db, applicationIds: readonly string[]): Promise<Instalment[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select()
    .from(loanInstalments)
    .where(inArray(loanInstalments.applicationId, [...applicationIds]))
    .orderBy(asc(loanInstalments.applicationId), asc(loanInstalments.period));
  return rows.map((r) => ({
    applicationId: r.applicationId,
    period: r.period,
    dueDate: r.dueDate,
    capital: asCentavos(r.capitalCentavos),
    interest: asCentavos(r.interestCentavos),
    iva: asCentavos(r.ivaCentavos),
    paidCapital: asCentavos(r.paidCapitalCentavos),
    paidInterest: asCentavos(r.paidInterestCentavos),
    paidIva: asCentavos(r.paidIvaCentavos),
    waivedInterest: asCentavos(r.waivedInterestCentavos),
    waivedIva: asCentavos(r.waivedIvaCentavos),
  }));
}

export interface LoanWithBalance {
  app: ApplicationRow;
  instalments: Instalment[];
  balance: LoanBalance;
}

export async function loansWithBalances(deps: Deps, db: Db, clientId: string): Promise<LoanWithBalance[]> {
  const loans = await disbursedLoans(db, clientId);
  const all = await instalmentsOf(
    db,
    loans.map((l) => l.id),
  );
  const today = todayOf(deps);
  return loans.map((app) => {
    const rows = all.filter((i) => i.applicationId === app.id);
    const principal = asCentavos(rows.reduce((s, i) => s + i.capital, 0));
    return { app, instalments: rows, balance: loanBalance(rows, principal, today) };
  });
}

/** The most a new application of this type may ask for, in centavos (spec §6). */
export async function availableLimitOf(
  deps: Deps,
  client: ClientRow,
  type: ApplicationType,
): Promise<Centavos> {
  const loans = await loansWithBalances(deps, deps.db, client.id);
  return availableLimit(
    type,
    asCentavos(client.creditLimitCentavos),
    loans.map((l) => ({
      overdueBalance: l.balance.overdueBalance,
      currentBalance: l.balance.currentBalance,
    })),
  );
}

/** The newest decision forced through the sandbox for this client and not used yet, if any. */
export async function pendingForcedDecision(db: Db, clientId: string) {
  return (
    await db
      .select()
      .from(forcedDecisions)
      .where(and(eq(forcedDecisions.clientId, clientId), isNull(forcedDecisions.consumedAt)))
      .orderBy(desc(forcedDecisions.createdAt))
      .limit(1)
  )[0];
}

/** Runs the decision for an application and applies it. Returns the application after it. */
export async function runDecision(
  deps: Deps,
  app: ApplicationRow,
  stage: 'final' | 'preliminary',
  actor: string,
): Promise<{ app: ApplicationRow; decision: Decision }> {
  const { db } = deps;
  const client = await findClient(db, app.clientId);
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
    noInterestPayments: app.isNoInterestPayments,
    acceptedInterest: app.acceptedInterest,
  });
  const now = deps.clock.now();
  const updated = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (decision.usedForced) {
      await t
        .update(forcedDecisions)
        .set({ consumedAt: now })
        .where(and(eq(forcedDecisions.clientId, client.id), isNull(forcedDecisions.consumedAt)));
    }
    const to: StoredStatus =
      decision.outcome === 'PASSED_PRELIMINARY_MODEL' ? 'PRELIMINARY_PASSED' : decision.outcome;
    const patch: Partial<typeof applications.$inferInsert> = {
      decisionRule: decision.rule,
      rejectionReason: decision.rejectionReason,
      overdueAccounts: decision.overdueAccounts,
    };
    if (to !== 'PRELIMINARY_PASSED') patch.processedAt = now;
    if (to === 'APPROVED' || to === 'PREAPPROVED') {
      patch.approvedPeriod = app.requestedPeriod;
    }
    const row = await transition(deps, t, app, to, { actor, reason: decision.rule, patch });
    if (to === 'APPROVED') await onApproved(deps, t, row, client);
    if (to === 'PREAPPROVED') await grantLimit(t, client, await bureauFileOf(t, client.curp));
    return row;
  });
  return { app: updated, decision };
}

async function grantLimit(db: Db, client: ClientRow, file: BureauFile | null): Promise<void> {
  if (client.creditLimitCentavos > 0) return;
  const limit = pesosToCents(file?.creditLimitPesos ?? DEFAULT_CREDIT_LIMIT_PESOS);
  await db.update(clients).set({ creditLimitCentavos: limit }).where(eq(clients.id, client.id));
}

/** On approval: the client gets a credit limit (first approval) and must sign a new contract. */
async function onApproved(deps: Deps, db: Db, app: ApplicationRow, client: ClientRow): Promise<void> {
  await grantLimit(db, client, await bureauFileOf(db, client.curp));
  await db.update(clients).set({ contractSignatureStatus: 'PENDING' }).where(eq(clients.id, client.id));
  await db.delete(offersTable).where(eq(offersTable.applicationId, app.id));
  deps.log.info('application approved', { applicationId: app.id });
}

// ---------------------------------------------------------------------------------------------------------------
// Offers

function offerRowsJson(offer: Offer): OfferRowJson[] {
  return offer.schedule.rows.map((r) => ({
    period: r.period,
    dueDate: r.dueDate,
    openingBalance: r.openingBalance,
    interest: r.interest,
    iva: r.iva,
    capital: r.capital,
    payment: r.payment,
    balance: r.balance,
  }));
}

export type StoredOffer = typeof offersTable.$inferSelect;

/** The approved options of an APPROVED application, computed again when their first date is too close. */
export async function currentOffers(deps: Deps, app: ApplicationRow): Promise<StoredOffer[]> {
  const { db } = deps;
  const today = todayOf(deps);
  const stored = await db
    .select()
    .from(offersTable)
    .where(eq(offersTable.applicationId, app.id))
    .orderBy(asc(offersTable.firstPaymentDate));
  const minDate = new Date(Date.parse(`${today}T00:00:00Z`) + MIN_DAYS_TO_FIRST_PAYMENT * DAY_MS)
    .toISOString()
    .slice(0, 10);
  if (stored.length > 0 && stored.every((o) => o.firstPaymentDate >= minDate && o.offeredOn <= today))
    return stored;
  const built = buildOffers({
    type: app.type as ApplicationType,
    principal: asCentavos(app.creditAmountCentavos),
    termMonths: app.approvedPeriod ?? app.requestedPeriod,
    interestFree: app.isNoInterestPayments,
    today,
  });
  const rows = built.map((o) => ({
    applicationId: app.id,
    firstPaymentDate: o.firstPaymentDate,
    termMonths: o.termMonths,
    annualRateBps: o.annualRateBps,
    principalCentavos: o.schedule.principal,
    instalmentCentavos: o.schedule.instalment,
    totalPaymentCentavos: o.schedule.totals.payment,
    catTenths: Math.round(o.catPercent * 10),
    offeredOn: today,
    rows: offerRowsJson(o),
  }));
  await db.transaction(async (tx) => {
    await tx.delete(offersTable).where(eq(offersTable.applicationId, app.id));
    await tx.insert(offersTable).values(rows);
  });
  const rate = rows[0]?.annualRateBps;
  if (rate !== undefined && app.interestRateBps !== rate) {
    await db.update(applications).set({ interestRateBps: rate }).where(eq(applications.id, app.id));
  }
  return rows;
}

/** An offer back as the pure `Offer` (for the contract document). */
export function offerOf(o: StoredOffer): Offer {
  const rows = o.rows.map((r) => ({
    period: r.period,
    dueDate: r.dueDate,
    openingBalance: asCentavos(r.openingBalance),
    interest: asCentavos(r.interest),
    iva: asCentavos(r.iva),
    capital: asCentavos(r.capital),
    payment: asCentavos(r.payment),
    balance: asCentavos(r.balance),
  }));
  const sum = (f: (r: (typeof rows)[number]) => number) => asCentavos(rows.reduce((s, r) => s + f(r), 0));
  return {
    firstPaymentDate: o.firstPaymentDate,
    termMonths: o.termMonths,
    annualRateBps: o.annualRateBps,
    catPercent: o.catTenths / 10,
    schedule: {
      principal: asCentavos(o.principalCentavos),
      annualRateBps: o.annualRateBps,
      termMonths: o.termMonths,
      instalment: asCentavos(o.instalmentCentavos),
      rows,
      totals: {
        interest: sum((r) => r.interest),
        iva: sum((r) => r.iva),
        capital: sum((r) => r.capital),
        payment: sum((r) => r.payment),
      },
    },
  };
}

const pesos = (centavos: number) => centavosToPesos(asCentavos(centavos));

export function approvedProductOut(o: StoredOffer): ApprovedProduct {
  return {
    firstPaymentDate: o.firstPaymentDate,
    amortizations: o.rows.map((r) => ({
      number: r.period,
      paymentDate: r.dueDate,
      totalPayment: pesos(r.payment),
      capital: pesos(r.capital),
      interest: pesos(r.interest),
      vat: pesos(r.iva),
      balance: pesos(r.balance),
    })),
    general: {
      cat: o.catTenths / 10,
      interestRate: bpsToRateFraction(o.annualRateBps),
      creditAmount: pesos(o.principalCentavos),
      monthlyPayment: pesos(o.instalmentCentavos),
      totalPayment: pesos(o.totalPaymentCentavos),
      period: o.termMonths,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Output

export type StoreRow = typeof stores.$inferSelect;

export async function storesById(db: Db, ids: readonly (string | null)[]): Promise<Map<string, StoreRow>> {
  const wanted = [...new Set(ids.filter((i): i is string => i !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(stores).where(inArray(stores.id, wanted));
  return new Map(rows.map((s) => [s.id, s]));
}

const SECTORS: ReadonlySet<string> = new Set(STORE_SECTORS);

/** The status the API shows: internal statuses never leave the server (see docs/lending-api.md). */
export function publicStatus(status: string): ApplicationStatus {
  if (status === 'PRELIMINARY_PASSED' || status === 'CREATED') return 'PREAPPROVED';
  return status as ApplicationStatus;
}

export function applicationOut(
  app: ApplicationRow,
  store: StoreRow | undefined,
  offers: StoredOffer[] | null,
): Application {
  const approved =
    app.status === 'APPROVED' ||
    app.status === 'VALIDATING_SIGNATURE' ||
    app.status === 'SIGNED' ||
    app.status === 'PAID' ||
    app.status === 'CONFIRMED';
  return {
    id: app.id,
    serialNumber: app.serialNumber,
    status: publicStatus(app.status),
    type: app.type as ApplicationType,
    applicationType: app.type as ApplicationType,
    store: store
      ? {
          id: store.id,
          name: store.name,
          sector: (SECTORS.has(store.sector) ? store.sector : 'OTHERS') as StoreSector,
        }
      : null,
    storeId: app.storeId,
    promoterId: app.promoterId,
    createdAt: app.createdAt.toISOString(),
    processedAt: app.processedAt ? app.processedAt.toISOString() : null,
    rejectionReason: app.rejectionReason,
    approvedProducts: offers ? offers.map(approvedProductOut) : null,
    approvedPeriod: app.approvedPeriod,
    requestedPeriod: app.requestedPeriod,
    creditAmount: pesos(app.creditAmountCentavos),
    monthlyPayment:
      app.monthlyPaymentCentavos === null
        ? null
        : centavosToDecimalString(asCentavos(app.monthlyPaymentCentavos)),
    interestRate: approved && app.interestRateBps !== null ? bpsToRateFraction(app.interestRateBps) : null,
    product:
      approved && app.interestRateBps !== null
        ? { interestRate: bpsToRateFraction(app.interestRateBps) }
        : null,
    contractSignedAt: app.contractSignedAt ? app.contractSignedAt.toISOString() : null,
    firstPaymentDate: app.firstPaymentDate,
    liquidatedAt: app.liquidatedAt ? app.liquidatedAt.toISOString() : null,
    sentPaymentAt: app.sentPaymentAt ? app.sentPaymentAt.toISOString() : null,
    isNoInterestPayments: app.isNoInterestPayments,
    productInformation: {
      productPrice: pesos(app.productPriceCentavos),
      creditAmount: pesos(app.creditAmountCentavos),
      requestedPeriod: app.requestedPeriod,
    },
    estimatedMonthlyPayment:
      app.estimatedMonthlyPaymentCentavos === null ? null : pesos(app.estimatedMonthlyPaymentCentavos),
  };
}

export function processResultOut(app: ApplicationRow) {
  return {
    id: app.id,
    status:
      app.status === 'PRELIMINARY_PASSED' ? ('PASSED_PRELIMINARY_MODEL' as const) : publicStatus(app.status),
    processedAt: app.processedAt ? app.processedAt.toISOString() : null,
    rejectionReason: app.rejectionReason,
    ...(app.overdueAccounts !== null ? { overdueAccounts: app.overdueAccounts } : {}),
  };
}

export { isInternal };

// ---------------------------------------------------------------------------------------------------------------
// Can a client create an application?

export async function cannotCreateReason(
  deps: Deps,
  clientId: string,
): Promise<'REJECTED_APPLICATIONS_LIMIT_EXCEEDED' | 'EXCEEDED_APPLICATIONS_PER_MINUTE' | null> {
  const now = deps.clock.now().getTime();
  const rejected = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      and(
        eq(applications.clientId, clientId),
        eq(applications.status, 'REJECTED'),
        sql`coalesce(${applications.rejectionReason}, '') not in (${DECLINED_INTEREST_REASON}, ${EXPIRED_REASON})`,
        gte(applications.processedAt, new Date(now - REJECTED_WINDOW_DAYS * DAY_MS)),
      ),
    );
  if ((rejected[0]?.n ?? 0) >= MAX_REJECTED_IN_WINDOW) return 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED';
  const recent = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.clientId, clientId), gte(applications.createdAt, new Date(now - 60_000))));
  if ((recent[0]?.n ?? 0) >= MAX_APPLICATIONS_PER_MINUTE) return 'EXCEEDED_APPLICATIONS_PER_MINUTE';
  return null;
}

export function newSerialNumber(): string {
  return `SOL-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Delayed steps

export type ScheduledKind = 'ANALYSIS' | 'APPROVE_DOCUMENTS' | 'VALIDATE_SIGNATURE' | 'DISBURSE' | 'CONFIRM';

export async function schedule(
  deps: Deps,
  db: Db,
  applicationId: string,
  kind: ScheduledKind,
  delayMs: number,
  payload: unknown = null,
): Promise<void> {
  await db.insert(scheduledTransitions).values({
    id: randomUUID(),
    applicationId,
    kind,
    dueAt: new Date(deps.clock.now().getTime() + delayMs),
    payload,
  });
  if (delayMs > 0) {
    const timer = setTimeout(() => {
      settle(deps).catch((e: unknown) =>
        deps.log.warn('scheduled lending step failed', { error: e instanceof Error ? e.name : 'unknown' }),
      );
    }, delayMs + 50);
    timer.unref?.();
  }
}

/** Applies every delayed step that is due. Safe to call concurrently (rows are locked and skipped). */
export async function settle(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let applied = 0;
  for (let round = 0; round < 5; round++) {
    // Messages are sent after the commit (the outbox writes through its own connection).
    const afterCommit: OutgoingMessage[] = [];
    const done = await deps.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const due = await t
        .select()
        .from(scheduledTransitions)
        .where(and(isNull(scheduledTransitions.doneAt), lte(scheduledTransitions.dueAt, now)))
        .orderBy(asc(scheduledTransitions.dueAt))
        .limit(50)
        .for('update', { skipLocked: true });
      for (const step of due) {
        await applyStep(deps, t, step, afterCommit);
        await t.update(scheduledTransitions).set({ doneAt: now }).where(eq(scheduledTransitions.id, step.id));
      }
      return due.length;
    });
    for (const message of afterCommit) await deps.outbox.send(message);
    applied += done;
    if (done === 0) break;
  }
  return applied + (await expireAuthorizations(deps));
}

/**
 * PREAPPROVED and APPROVED applications decided more than 15 days ago (sandbox clock) are REJECTED with reason
 * AUTHORIZATION_EXPIRED (spec §9: authorisation and pre-authorisation are valid 15 days). Runs with the delayed
 * steps, so it follows the sandbox clock. Returns how many expired.
 */
export async function expireAuthorizations(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const limit = new Date(now.getTime() - AUTHORIZATION_VALID_DAYS * DAY_MS);
  const stale = await deps.db
    .select()
    .from(applications)
    .where(and(inArray(applications.status, [...EXPIRING]), lte(applications.processedAt, limit)))
    .limit(200);
  let expired = 0;
  for (const app of stale) {
    try {
      await deps.db.transaction(async (tx) => {
        await transition(deps, tx as unknown as Db, app, 'REJECTED', {
          actor: 'system',
          reason: `authorisation expired after ${AUTHORIZATION_VALID_DAYS} days`,
          patch: { rejectionReason: EXPIRED_REASON, overdueAccounts: null },
        });
      });
      expired++;
    } catch {
      // Moved by someone else meanwhile (e.g. signed): nothing to expire.
    }
  }
  return expired;
}

/** Makes every pending delayed step due now and applies them (sandbox "instant"). */
export async function settleNow(deps: Deps): Promise<number> {
  await deps.db
    .update(scheduledTransitions)
    .set({ dueAt: deps.clock.now() })
    .where(isNull(scheduledTransitions.doneAt));
  return settle(deps);
}

async function applyStep(
  deps: Deps,
  db: Db,
  step: typeof scheduledTransitions.$inferSelect,
  outbox: OutgoingMessage[],
): Promise<void> {
  const app = (
    await db.select().from(applications).where(eq(applications.id, step.applicationId)).limit(1)
  )[0];
  if (!app) return;
  switch (step.kind) {
    case 'ANALYSIS':
      if (app.status === 'DOCUMENTS_UPLOADED') {
        await transition(deps, db, app, 'ANALYSIS', {
          actor: 'system',
          reason: 'identity documents received',
        });
      }
      return;
    case 'APPROVE_DOCUMENTS': {
      let row = app;
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
      return;
    }
    case 'VALIDATE_SIGNATURE': {
      const contractId = (step.payload as { contractId?: string } | null)?.contractId;
      if (!contractId) return;
      const contract = (await db.select().from(contracts).where(eq(contracts.id, contractId)).limit(1))[0];
      const client = await findClient(db, app.clientId);
      if (!contract || !client || contract.status !== 'VALIDATING') return;
      const ok = fullNameMatches(contract.typedName ?? '', fullNameOf(client)) && !!contract.signatureImage;
      const status = ok ? 'SIGNED' : 'INVALID_SIGNATURE';
      await db
        .update(contracts)
        .set({ status, validatedAt: deps.clock.now() })
        .where(eq(contracts.id, contract.id));
      await db.update(clients).set({ contractSignatureStatus: status }).where(eq(clients.id, client.id));
      if (app.status === 'VALIDATING_SIGNATURE') {
        // Validated either way: back to APPROVED (choose terms and sign with the PIN, or sign the contract again).
        await transition(deps, db, app, 'APPROVED', {
          actor: 'system',
          reason: `contract signature ${status}`,
        });
      } else {
        await db.insert(applicationStatusEvents).values({
          applicationId: app.id,
          fromStatus: app.status,
          toStatus: app.status,
          actor: 'system',
          reason: `contract signature ${status}`,
          at: deps.clock.now(),
        });
      }
      return;
    }
    case 'DISBURSE':
      if (app.status === 'SIGNED') await disburse(deps, db, app, outbox);
      return;
    case 'CONFIRM':
      if (app.status === 'PAID') {
        await transition(deps, db, app, 'CONFIRMED', {
          actor: 'system',
          reason: app.type === 'STORE' ? 'store confirmed the delivery' : 'bank confirmed the transfer',
        });
      }
      return;
  }
}

async function disburse(deps: Deps, db: Db, app: ApplicationRow, outbox: OutgoingMessage[]): Promise<void> {
  const now = deps.clock.now();
  await transition(deps, db, app, 'PAID', {
    actor: 'system',
    reason: app.type === 'STORE' ? 'store notified' : 'funds sent',
    patch: { sentPaymentAt: now },
  });
  await schedule(deps, db, app.id, 'CONFIRM', settingsOf(deps).confirmationDelayMs);
  const client = await findClient(db, app.clientId);
  if (!client) return;
  const amount = centavosToDecimalString(asCentavos(app.creditAmountCentavos));
  const message =
    app.type === 'STORE'
      ? {
          subject: 'Tu compra fue autorizada',
          body: `Notificamos a la tienda el pago de tu compra ${app.serialNumber} por $${amount}.`,
        }
      : {
          subject: 'Tu dinero va en camino',
          body: `Enviamos $${amount} de tu préstamo ${app.serialNumber} a tu cuenta CLABE; llega en menos de 24 horas hábiles.`,
        };
  outbox.push({ channel: 'email', to: client.email, kind: 'disbursement', ...message });
}

// ---------------------------------------------------------------------------------------------------------------
// Signing

export async function createInstalments(db: Db, app: ApplicationRow, offer: StoredOffer): Promise<void> {
  await db.delete(loanInstalments).where(eq(loanInstalments.applicationId, app.id));
  await db.insert(loanInstalments).values(
    offer.rows.map((r) => ({
      applicationId: app.id,
      period: r.period,
      dueDate: r.dueDate,
      capitalCentavos: r.capital,
      interestCentavos: r.interest,
      ivaCentavos: r.iva,
    })),
  );
}

export function contractFor(
  app: ApplicationRow,
  client: ClientRow,
  store: StoreRow | undefined,
  offer: StoredOffer,
  issuedOn: string,
) {
  return contractDocument({
    serialNumber: app.serialNumber,
    type: app.type as ApplicationType,
    storeName: store?.name ?? null,
    client: {
      fullName: fullNameOf(client),
      curp: client.curp ?? '',
      taxpayerId: client.taxpayerId ?? '',
      email: client.email,
      phoneNumber: client.phoneNumber,
    },
    offer: offerOf(offer),
    interestFree: app.isNoInterestPayments,
    issuedOn,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Payments

export const PAYMENT_METHOD_VALUES = [
  'bank_transfer_payment',
  'cash_payment',
  'referral_bonification',
  'BBVA',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];

export interface RegisteredPayment {
  id: string;
  applied: Centavos;
  unapplied: Centavos;
  liquidated: string[];
}

/** Registers a payment received from a client and applies it to their loans (§9 order). */
export async function registerPayment(
  deps: Deps,
  clientId: string,
  method: PaymentMethod,
  amount: Centavos,
): Promise<RegisteredPayment> {
  const result = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const loans = (await disbursedLoans(t, clientId)).filter((l) => l.liquidatedAt === null);
    const ids = loans.map((l) => l.id);
    // Lock the schedules so two payments never apply to the same instalment concurrently.
    if (ids.length > 0) {
      await t
        .select({ p: loanInstalments.period })
        .from(loanInstalments)
        .where(inArray(loanInstalments.applicationId, ids))
        .for('update');
    }
    const rows = await instalmentsOf(t, ids);
    const now = deps.clock.now();
    const allocation =
      rows.length > 0
        ? allocatePayment(rows, amount, todayOf(deps), ids)
        : { instalments: [], allocations: [], applied: ZERO, unapplied: amount, liquidated: [] };
    const id = randomUUID();
    await t.insert(payments).values({
      id,
      clientId,
      method,
      originalCentavos: amount,
      appliedCentavos: allocation.applied,
      paidAt: now,
    });
    if (allocation.allocations.length > 0) {
      await t.insert(paymentAllocations).values(
        allocation.allocations.map((a) => ({
          paymentId: id,
          applicationId: a.applicationId,
          period: a.period,
          capitalCentavos: a.capital,
          interestCentavos: a.interest,
          ivaCentavos: a.iva,
        })),
      );
    }
    const changed = new Set(allocation.allocations.map((a) => `${a.applicationId}#${a.period}`));
    for (const i of allocation.instalments) {
      const before = rows.find((r) => r.applicationId === i.applicationId && r.period === i.period);
      if (
        !changed.has(`${i.applicationId}#${i.period}`) &&
        before?.waivedInterest === i.waivedInterest &&
        before.waivedIva === i.waivedIva
      ) {
        continue;
      }
      await t
        .update(loanInstalments)
        .set({
          paidCapitalCentavos: i.paidCapital,
          paidInterestCentavos: i.paidInterest,
          paidIvaCentavos: i.paidIva,
          waivedInterestCentavos: i.waivedInterest,
          waivedIvaCentavos: i.waivedIva,
        })
        .where(and(eq(loanInstalments.applicationId, i.applicationId), eq(loanInstalments.period, i.period)));
    }
    for (const appId of allocation.liquidated) {
      await t
        .update(applications)
        .set({ liquidatedAt: now, updatedAt: now })
        .where(eq(applications.id, appId));
      const status = loans.find((l) => l.id === appId)?.status ?? 'PAID';
      await t.insert(applicationStatusEvents).values({
        applicationId: appId,
        fromStatus: status,
        toStatus: status,
        actor: 'system',
        reason: 'liquidated',
        at: now,
      });
    }
    return {
      id,
      applied: allocation.applied,
      unapplied: allocation.unapplied,
      liquidated: allocation.liquidated,
    };
  });
  if (method !== 'referral_bonification') await payReferralBonus(deps, clientId);
  return result;
}

/** The $200 referral bonus goes to the referrer after the referred client's first payment. */
async function payReferralBonus(deps: Deps, referredId: string): Promise<void> {
  const { db } = deps;
  const referral = (
    await db
      .select()
      .from(referrals)
      .where(and(eq(referrals.referredId, referredId), isNull(referrals.bonusPaidAt)))
      .limit(1)
  )[0];
  if (!referral) return;
  const claimed = await db
    .update(referrals)
    .set({ bonusPaidAt: deps.clock.now() })
    .where(and(eq(referrals.id, referral.id), isNull(referrals.bonusPaidAt)))
    .returning({ id: referrals.id });
  if (claimed.length === 0) return;
  await registerPayment(
    deps,
    referral.referrerId,
    'referral_bonification',
    asCentavos(referral.bonusCentavos || REFERRAL_BONUS),
  );
  deps.log.info('referral bonus paid', { referralId: referral.id });
}

export async function paymentsOf(db: Db, clientId: string) {
  const list = await db
    .select()
    .from(payments)
    .where(eq(payments.clientId, clientId))
    .orderBy(desc(payments.paidAt), desc(payments.id));
  if (list.length === 0) return [];
  const allocs = await db
    .select()
    .from(paymentAllocations)
    .where(
      inArray(
        paymentAllocations.paymentId,
        list.map((p) => p.id),
      ),
    );
  return list.map((p) => {
    const perApp = new Map<string, number>();
    for (const a of allocs) {
      if (a.paymentId !== p.id) continue;
      perApp.set(
        a.applicationId,
        (perApp.get(a.applicationId) ?? 0) + a.capitalCentavos + a.interestCentavos + a.ivaCentavos,
      );
    }
    return {
      id: p.id,
      method: p.method,
      paidAt: p.paidAt.toISOString(),
      appliedAmount: p.appliedCentavos,
      originalAmount: p.originalCentavos,
      applicationPayments: [...perApp].map(([applicationId, amount]) => ({ applicationId, amount })),
    };
  });
}
