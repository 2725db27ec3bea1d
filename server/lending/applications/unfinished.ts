/**
 * A client's own application before its decision (CREATED: created, maybe submitted, waiting for the credit-check
 * NIP) is internal: never listed, it cannot be seen, continued from home or cancelled. So it must never hold the
 * client's credit or block them (docs/lending-api.md, "An application the client cannot see"):
 * - it holds none of the limit (`applicationsUsingCredit` leaves it out): the credit is held from the decision on;
 * - a client has at most one: creating another closes the previous one in the creating transaction, under the
 *   client's lock (create.ts; a create whose answer was lost, followed by a new create, leaves exactly one);
 * - it lives UNFINISHED_WINDOW_HOURS from its creation on the server's clock: at that age the sweep (or the next
 *   call about it) closes it.
 * Closed means REJECTED with ABANDONED_REASON, with its audit entry: not a credit rejection (it never counts
 * towards REJECTED_APPLICATIONS_LIMIT_EXCEEDED) and still not listed. A promoter's application is not touched here
 * (consent.ts has its own window).
 */
import type { Deps } from '../../context.ts';
import { type ApplicationRow, inTransaction } from '../queries.ts';
import { isUnfinishedOwn, UNFINISHED_WINDOW_HOURS } from '../statuses.ts';
import { closeUnfinished } from './queries.ts';

const HOUR_MS = 3_600_000;

/** When a client's own application still CREATED is closed. */
export function unfinishedDeadline(application: Pick<ApplicationRow, 'createdAt'>): Date {
  return new Date(application.createdAt.getTime() + UNFINISHED_WINDOW_HOURS * HOUR_MS);
}

/** True when the application is the client's own, still CREATED, and its window is over at `now`. */
export function unfinishedLapsed(application: ApplicationRow, now: Date): boolean {
  return isUnfinishedOwn(application) && now.getTime() >= unfinishedDeadline(application).getTime();
}

const EXPIRED_WHY = `not decided within ${UNFINISHED_WINDOW_HOURS} hours of its creation`;

/** Closes every client's own application still CREATED whose window is over (run with the delayed steps). */
export async function expireUnfinished(deps: Deps): Promise<number> {
  const createdBy = new Date(deps.clock.now().getTime() - UNFINISHED_WINDOW_HOURS * HOUR_MS);
  const closed = await inTransaction(deps.db, (tx) =>
    closeUnfinished(tx, { createdBy }, deps.clock.now(), EXPIRED_WHY),
  );
  return closed.length;
}

/** The application as it stands now: a lapsed unfinished one is closed on the spot (no sweep needed first). */
export async function closeIfLapsed(deps: Deps, application: ApplicationRow): Promise<ApplicationRow> {
  if (!unfinishedLapsed(application, deps.clock.now())) return application;
  const closed = await inTransaction(deps.db, (tx) =>
    closeUnfinished(tx, { id: application.id }, deps.clock.now(), EXPIRED_WHY),
  );
  return closed[0] ?? application;
}
