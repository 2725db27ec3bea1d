/**
 * The approved options of an APPROVED application (one per first payment date, spec §7), stored with their
 * amortization tables and computed again when their first date comes too close; the contract document and
 * the loan schedule are built from the chosen one.
 */
import { asCentavos } from '../../../src/domain/money.ts';
import type { ApplicationType } from '../../../src/domain/terms.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { DAY_MS, todayOf } from '../access.ts';
import { contractDocument } from '../contract-document.ts';
import { buildOffers, MIN_DAYS_TO_FIRST_PAYMENT, type Offer } from '../offers.ts';
import {
  type ApplicationRow,
  type ClientRow,
  type StoreRow,
  storesById,
  updateApplication,
} from '../queries.ts';
import type { OfferRowJson } from '../schema.ts';
import { offersOf, replaceInstalments, replaceOffers, type StoredOffer } from './queries.ts';

export type { StoredOffer };

export const fullNameOf = (c: Pick<ClientRow, 'name' | 'firstSurname' | 'secondSurname'>) =>
  [c.name, c.firstSurname, c.secondSurname].filter(Boolean).join(' ');

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

/** The approved options of an APPROVED application, computed again when their first date is too close. */
export async function currentOffers(deps: Deps, application: ApplicationRow): Promise<StoredOffer[]> {
  const { db } = deps;
  const today = todayOf(deps);
  const stored = await offersOf(db, application.id);
  const minDate = new Date(Date.parse(`${today}T00:00:00Z`) + MIN_DAYS_TO_FIRST_PAYMENT * DAY_MS)
    .toISOString()
    .slice(0, 10);
  if (stored.length > 0 && stored.every((o) => o.firstPaymentDate >= minDate && o.offeredOn <= today))
    return stored;
  const built = buildOffers({
    type: application.type as ApplicationType,
    principal: asCentavos(application.creditAmountCentavos),
    termMonths: application.approvedPeriod ?? application.requestedPeriod,
    interestFree: application.isNoInterestPayments,
    today,
  });
  const rows = built.map((o) => ({
    applicationId: application.id,
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
  await replaceOffers(db, application.id, rows);
  const rate = rows[0]?.annualRateBps;
  if (rate !== undefined && application.interestRateBps !== rate) {
    await updateApplication(db, application.id, { interestRateBps: rate });
  }
  return rows;
}

/**
 * The option a signed application was signed with (SIGNED, PAID, CONFIRMED), as a one-item list: its table is
 * the loan's, so the app states its payments after a reload as they were signed. Null without one.
 */
export async function signedOffers(deps: Deps, application: ApplicationRow): Promise<StoredOffer[] | null> {
  if (!SIGNED_STATUSES.has(application.status) || !application.firstPaymentDate) return null;
  const signed = (await offersOf(deps.db, application.id)).filter(
    (o) => o.firstPaymentDate === application.firstPaymentDate,
  );
  return signed.length > 0 ? signed : null;
}

const SIGNED_STATUSES: ReadonlySet<string> = new Set(['SIGNED', 'PAID', 'CONFIRMED']);

/** The offer with this first payment date (the first one when none is given); 422 when not offered. */
export async function offerOn(deps: Deps, application: ApplicationRow, date: string | undefined) {
  const offers = await currentOffers(deps, application);
  return offers.find((o) => o.firstPaymentDate === (date ?? offers[0]?.firstPaymentDate));
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

/** The loan schedule of a signed application: the chosen offer's rows. */
export async function createInstalments(
  db: Db,
  application: ApplicationRow,
  offer: StoredOffer,
): Promise<void> {
  await replaceInstalments(
    db,
    application.id,
    offer.rows.map((r) => ({
      applicationId: application.id,
      period: r.period,
      dueDate: r.dueDate,
      capitalCentavos: r.capital,
      interestCentavos: r.interest,
      ivaCentavos: r.iva,
    })),
  );
}

export function contractFor(
  application: ApplicationRow,
  client: ClientRow,
  store: StoreRow | undefined,
  offer: StoredOffer,
  issuedOn: string,
) {
  return contractDocument({
    serialNumber: application.serialNumber,
    type: application.type as ApplicationType,
    storeName: store?.name ?? null,
    client: {
      fullName: fullNameOf(client),
      curp: client.curp ?? '',
      taxpayerId: client.taxpayerId ?? '',
      email: client.email,
      phoneNumber: client.phoneNumber,
    },
    offer: offerOf(offer),
    interestFree: application.isNoInterestPayments,
    issuedOn,
  });
}

/** The contract document of an offer, with the application's store, issued on `issuedOn` (YYYY-MM-DD). */
export async function contractDocumentOf(
  deps: Deps,
  application: ApplicationRow,
  client: ClientRow,
  offer: StoredOffer,
  issuedOn: string,
) {
  const store = application.storeId
    ? (await storesById(deps.db, [application.storeId])).get(application.storeId)
    : undefined;
  return contractFor(application, client, store, offer, issuedOn);
}
