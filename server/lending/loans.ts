/** A client's disbursed loans with their balances, and the available limit of spec §6. */
import { availableLimit } from '../../src/domain/limits.ts';
import { asCentavos, type Centavos } from '../../src/domain/money.ts';
import type { ApplicationType } from '../../src/domain/terms.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { todayOf } from './access.ts';
import { type Instalment, type LoanBalance, loanBalance } from './ledger.ts';
import { type ApplicationRow, type ClientRow, disbursedLoans, instalmentRows } from './queries.ts';

export async function instalmentsOf(db: Db, applicationIds: readonly string[]): Promise<Instalment[]> {
  const rows = await instalmentRows(db, applicationIds);
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

/** The most a new application of this type may ask for, in centavos (spec §6). */
export async function availableLimitOf(
  deps: Deps,
  db: Db,
  client: ClientRow,
  type: ApplicationType,
): Promise<Centavos> {
  const loans = await loansWithBalances(deps, db, client.id);
  return availableLimit(
    type,
    asCentavos(client.creditLimitCentavos),
    loans.map((l) => ({
      overdueBalance: l.balance.overdueBalance,
      currentBalance: l.balance.currentBalance,
    })),
  );
}
