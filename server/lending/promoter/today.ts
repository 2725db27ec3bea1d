/** The promoter's day: their own quick applications created today (Mexico City), with the stage each is at. */
import { mexicoCityDay } from '../../../src/domain/dates.ts';
import { type Centavos, centavosToPesos } from '../../../src/domain/money.ts';
import type { Deps } from '../../context.ts';
import { promoterApplicationsSince } from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function stageOf(status: string): string {
  if (status === 'CREATED') return 'NIP_PENDING';
  if (status === 'PRELIMINARY_PASSED') return 'ACTIVATION_PENDING';
  return status;
}

const sameDay = (a: Date, b: Date) => {
  const x = mexicoCityDay(a);
  const y = mexicoCityDay(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
};

export async function todayQuickApplications(deps: Deps, promoterId: string) {
  const now = deps.clock.now();
  // A Mexico City day is never longer than 25 h: read the last day and a bit, keep today's.
  const rows = await promoterApplicationsSince(
    deps.db,
    promoterId,
    new Date(now.getTime() - DAY_MS - 2 * 3_600_000),
  );
  return {
    items: rows
      .filter((row) => sameDay(row.createdAt, now))
      .map((row) => ({
        id: row.id,
        clientId: row.clientId,
        serialNumber: row.serialNumber,
        stage: stageOf(row.status),
        clientName: `${row.name} ${row.firstSurname}`.trim(),
        creditAmount: centavosToPesos(row.creditAmountCentavos as Centavos),
        createdAt: row.createdAt.toISOString(),
      })),
  };
}
