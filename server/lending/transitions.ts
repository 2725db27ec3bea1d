/** Status changes of an application (checked against the §4 table) with their audit trail. */
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { fail } from '../http/errors.ts';
import { MESSAGES } from './messages.ts';
import {
  type ApplicationPatch,
  type ApplicationRow,
  insertStatusEvent,
  moveApplicationStatus,
} from './queries.ts';
import { canTransition, type StoredStatus } from './statuses.ts';

export interface TransitionOptions {
  actor: string;
  reason?: string | null;
  patch?: ApplicationPatch;
}

/** Moves an application to `to` and records the change; 409 when someone else moved it first. */
export async function transition(
  deps: Deps,
  db: Db,
  application: ApplicationRow,
  to: StoredStatus,
  opts: TransitionOptions,
): Promise<ApplicationRow> {
  const from = application.status as StoredStatus;
  if (!canTransition(from, to)) throw fail(422, 'INVALID_STATUS_TRANSITION', MESSAGES.notProcessable);
  const now = deps.clock.now();
  const row = await moveApplicationStatus(db, application.id, from, {
    ...opts.patch,
    status: to,
    updatedAt: now,
  });
  if (!row) throw fail(409, 'STATUS_CHANGED', MESSAGES.notProcessable);
  await insertStatusEvent(db, {
    applicationId: application.id,
    fromStatus: from,
    toStatus: to,
    actor: opts.actor,
    reason: opts.reason ?? null,
    at: now,
  });
  return row;
}

/** An audit entry that is not a status change (creation, a validated signature, a liquidation). */
export async function recordEvent(
  deps: Deps,
  db: Db,
  application: Pick<ApplicationRow, 'id' | 'status'>,
  actor: string,
  reason: string,
  fromStatus: string | null = application.status,
): Promise<void> {
  await insertStatusEvent(db, {
    applicationId: application.id,
    fromStatus,
    toStatus: application.status,
    actor,
    reason,
    at: deps.clock.now(),
  });
}
