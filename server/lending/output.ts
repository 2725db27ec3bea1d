/** What the API answers for an application (internal statuses never leave the server, see docs/lending-api.md). */
import type {
  Application,
  ApprovedProduct,
  PromoterProcessResult,
} from '../../src/api/contract/applications.ts';
import { type ApplicationStatus, STORE_SECTORS, type StoreSector } from '../../src/api/contract/common.ts';
import { asCentavos, centavosToDecimalString, centavosToPesos } from '../../src/domain/money.ts';
import { bpsToRateFraction } from '../../src/domain/rates.ts';
import type { ApplicationType } from '../../src/domain/terms.ts';
import type { ApplicationRow, StoreRow } from './queries.ts';
import type { StoredOffer } from './signing/queries.ts';

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
      startDate: o.offeredOn,
    },
  };
}

const SECTORS: ReadonlySet<string> = new Set(STORE_SECTORS);

/** The status the API shows: internal statuses never leave the server (see docs/lending-api.md). */
export function publicStatus(status: string): ApplicationStatus {
  if (status === 'PRELIMINARY_PASSED' || status === 'CREATED') return 'PREAPPROVED';
  return status as ApplicationStatus;
}

export function applicationOut(
  application: ApplicationRow,
  store: StoreRow | undefined,
  offers: StoredOffer[] | null,
): Application {
  const approved =
    application.status === 'APPROVED' ||
    application.status === 'VALIDATING_SIGNATURE' ||
    application.status === 'SIGNED' ||
    application.status === 'PAID' ||
    application.status === 'CONFIRMED';
  return {
    id: application.id,
    serialNumber: application.serialNumber,
    status: publicStatus(application.status),
    type: application.type as ApplicationType,
    applicationType: application.type as ApplicationType,
    store: store
      ? {
          id: store.id,
          name: store.name,
          sector: (SECTORS.has(store.sector) ? store.sector : 'OTHERS') as StoreSector,
        }
      : null,
    storeId: application.storeId,
    promoterId: application.promoterId,
    createdAt: application.createdAt.toISOString(),
    processedAt: application.processedAt ? application.processedAt.toISOString() : null,
    rejectionReason: application.rejectionReason,
    approvedProducts: offers ? offers.map(approvedProductOut) : null,
    approvedPeriod: application.approvedPeriod,
    requestedPeriod: application.requestedPeriod,
    creditAmount: pesos(application.creditAmountCentavos),
    monthlyPayment:
      application.monthlyPaymentCentavos === null
        ? null
        : centavosToDecimalString(asCentavos(application.monthlyPaymentCentavos)),
    interestRate:
      approved && application.interestRateBps !== null
        ? bpsToRateFraction(application.interestRateBps)
        : null,
    product:
      approved && application.interestRateBps !== null
        ? { interestRate: bpsToRateFraction(application.interestRateBps) }
        : null,
    contractSignedAt: application.contractSignedAt ? application.contractSignedAt.toISOString() : null,
    firstPaymentDate: application.firstPaymentDate,
    liquidatedAt: application.liquidatedAt ? application.liquidatedAt.toISOString() : null,
    sentPaymentAt: application.sentPaymentAt ? application.sentPaymentAt.toISOString() : null,
    isNoInterestPayments: application.isNoInterestPayments,
    productInformation: {
      productPrice: pesos(application.productPriceCentavos),
      creditAmount: pesos(application.creditAmountCentavos),
      requestedPeriod: application.requestedPeriod,
    },
    estimatedMonthlyPayment:
      application.estimatedMonthlyPaymentCentavos === null
        ? null
        : pesos(application.estimatedMonthlyPaymentCentavos),
  };
}

/** The decision as a promoter reads it: status and date, never the reason nor anything from the bureau. */
export function promoterProcessResultOut(application: ApplicationRow): PromoterProcessResult {
  return {
    id: application.id,
    status:
      application.status === 'PRELIMINARY_PASSED'
        ? ('PASSED_PRELIMINARY_MODEL' as const)
        : publicStatus(application.status),
    processedAt: application.processedAt ? application.processedAt.toISOString() : null,
  };
}

/** The decision as the customer reads it: with its reason and, for OVERDUE_ACCOUNTS, the count. */
export function processResultOut(application: ApplicationRow) {
  return {
    ...promoterProcessResultOut(application),
    rejectionReason: application.rejectionReason,
    ...(application.overdueAccounts !== null ? { overdueAccounts: application.overdueAccounts } : {}),
  };
}

/** The decision for whoever asked: a promoter (`business`) reads it without reason (docs/lending-api.md). */
export function processResultFor(actor: { kind: string }, application: ApplicationRow) {
  return actor.kind === 'business' ? promoterProcessResultOut(application) : processResultOut(application);
}
