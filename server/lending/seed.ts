/**
 * Seeds the simulated credit bureau: one file per sandbox persona (server/catalog/data/people.ts). Idempotent.
 * The outcomes they give are listed in the README ("Sandbox personas and outcomes").
 */
import type { Db } from '../db/client.ts';
import { creditBureauFiles } from './schema.ts';

export const BUREAU_FILES: readonly (typeof creditBureauFiles.$inferInsert)[] = [
  {
    // MARIA FERNANDA LOPEZ GARCIA: excellent history → APPROVED at once (offers, contract, signing).
    curp: 'LOGF900514MJCPRR02',
    score: 780,
    overdueAccounts: 0,
    historyMonths: 96,
    recentConsultations: 1,
    creditLimitCentavos: 5_000_000,
    note: 'Historial excelente: APPROVED',
  },
  {
    // JUAN CARLOS PEREZ SOTO: two accounts past due at other lenders → REJECTED, OVERDUE_ACCOUNTS (2).
    curp: 'PESJ851102HDFRTN01',
    score: 640,
    overdueAccounts: 2,
    historyMonths: 60,
    recentConsultations: 3,
    creditLimitCentavos: 2_000_000,
    note: 'Dos cuentas vencidas: REJECTED OVERDUE_ACCOUNTS',
  },
  {
    // ROBERTO HERNANDEZ DIAZ (the seeded existing client): fair history → PREAPPROVED (documents needed);
    // with meses sin intereses he is offered to continue with interest (score under 650).
    curp: 'HEDR780830HNLRZB08',
    score: 640,
    overdueAccounts: 0,
    historyMonths: 120,
    recentConsultations: 2,
    creditLimitCentavos: 4_000_000,
    note: 'Historial regular: PREAPPROVED; con MSI, ELEGIBLE_FOR_INTEREST_PAYMENTS',
  },
  {
    // EMMA JOHNSON RUIZ cannot sign up (not Mexican); her file exists for completeness.
    curp: 'JORE920321MNEHZM05',
    score: 700,
    overdueAccounts: 0,
    historyMonths: 0,
    recentConsultations: 0,
    note: 'Sin historial crediticio: REJECTED NO_CREDIT_HISTORY',
  },
];

export async function seedLending(db: Db): Promise<void> {
  await db
    .insert(creditBureauFiles)
    .values([...BUREAU_FILES])
    .onConflictDoNothing();
}
