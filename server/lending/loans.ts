/** A client's disbursed loans with their balances, and the available limit of spec §6. */
import { addMonths } from '../../src/domain/dates.ts';
import { availableToAsk, type CreditUse } from '../../src/domain/limits.ts';
import { asCentavos, type Centavos, ZERO } from '../../src/domain/money.ts';
import type { ApplicationType } from '../../src/domain/terms.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { todayOf } from './access.ts';
import { type Instalment, type LoanBalance, loanBalance } from './ledger.ts';
import {
  type ApplicationRow,
  applicationsUsingCredit,
  type ClientRow,
  disbursedLoans,
  instalmentRows,
  offerTermsOf,
} from './queries.ts';

/**
 * The instalments of these loans, each with the day its interest starts and the loan's rate (what interest to date
 * needs, src/domain/payoff.ts): the first period starts on the day its offer was made (the table's disbursement),
 * every other on the previous due date. Without its offer, a loan's first period is taken as a month and its rate
 * as unknown (its interest is then charged as the table states it).
 */
export async function instalmentsOf(db: Db, applicationIds: readonly string[]): Promise<Instalment[]> {
  const rows = await instalmentRows(db, applicationIds);
  const offers = await offerTermsOf(db, applicationIds);
  const firstDue = new Map(rows.filter((r) => r.period === 1).map((r) => [r.applicationId, r.dueDate]));
  const signedOffer = new Map(
    offers
      .filter((o) => firstDue.get(o.applicationId) === o.firstPaymentDate)
      .map((o) => [o.applicationId, o]),
  );
  return rows.map((r) => ({
    applicationId: r.applicationId,
    period: r.period,
    dueDate: r.dueDate,
    periodStart:
      r.period === 1
        ? (signedOffer.get(r.applicationId)?.offeredOn ?? addMonths(r.dueDate, -1))
        : addMonths(r.dueDate, -1),
    annualRateBps: signedOffer.get(r.applicationId)?.annualRateBps ?? null,
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
  application: ApplicationRow;
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
  return loans.map((application) => {
    const rows = all.filter((i) => i.applicationId === application.id);
    const principal = asCentavos(rows.reduce((s, i) => s + i.capital, 0));
    return { application, instalments: rows, balance: loanBalance(rows, principal, today) };
  });
}

const DISBURSED = new Set(['PAID', 'CONFIRMED']);

/**
 * The credit a client uses (spec §6): the overdue and current balances of the disbursed loans, plus the amount
 * of every other application that is not rejected (expired and declined included), cancelled or liquidated —
 * CREATED ones too, but not a promoter's application the client has not consented to (consent.ts). `excluding`
 * leaves one application out (the one being decided or signed).
 */
export async function creditInUse(
  deps: Deps,
  db: Db,
  clientId: string,
  excluding: string | null = null,
): Promise<(CreditUse & { applicationId: string; type: ApplicationType })[]> {
  const loans = (await loansWithBalances(deps, db, clientId)).filter(
    (l) => l.application.id !== excluding && l.application.liquidatedAt === null,
  );
  const pending = (await applicationsUsingCredit(db, clientId)).filter(
    (a) => a.id !== excluding && !DISBURSED.has(a.status),
  );
  return [
    ...loans.map((l) => ({
      applicationId: l.application.id,
      type: l.application.type as ApplicationType,
      overdueBalance: l.balance.overdueBalance,
      currentBalance: l.balance.currentBalance,
    })),
    ...pending.map((a) => ({
      applicationId: a.id,
      type: a.type as ApplicationType,
      overdueBalance: ZERO,
      currentBalance: asCentavos(a.creditAmountCentavos),
    })),
  ];
}

/**
 * The most a new application of this type may ask for, in centavos (spec §6): the domain's `availableToAsk` over
 * the credit in use (the app reads the same list in `GET /applications/balance`'s `inUse`, so the form's figure and
 * the server's check are one rule); the personal loans of a client together never exceed `PERSONAL_LOAN_CAP`. Pass a transaction holding `lockClient` to check and write atomically.
 */
export async function availableLimitOf(
  deps: Deps,
  db: Db,
  client: ClientRow,
  type: ApplicationType,
  excluding: string | null = null,
): Promise<Centavos> {
  const uses = await creditInUse(deps, db, client.id, excluding);
  return availableToAsk(type, asCentavos(client.creditLimitCentavos), uses);
}
