/**
 * What the sandbox shares between instances through the database, read before each request and each sweep: the
 * clock offset and the lending delays (server/sandbox/clock-state.ts, server/lending/settings.ts).
 *
 * On PostgreSQL every call reads them (one statement): another process may have moved the clock. On PGlite no
 * other process can open the database (server/db/client.ts), so every write of them goes through this process and
 * is counted (`sharedStateWrites`); the read is skipped while nothing was written since this instance's last read.
 * Several apps on one PGlite in one process (the tests' instances) still see each other's moves on their next request.
 */
import type { Deps } from '../context.ts';
import { isEmbedded } from '../db/client.ts';
import { takeStoredSettings } from '../lending/settings.ts';
import { refreshSharedState, sharedStateWrites } from './clock-state.ts';

/** Per app: the write count of its embedded database when it last read the shared state. */
const readAt = new WeakMap<Deps, number>();

export async function refreshShared(deps: Deps): Promise<void> {
  const embedded = isEmbedded(deps.db);
  const writes = embedded ? sharedStateWrites(deps.db) : 0;
  if (embedded && readAt.get(deps) === writes) return;
  takeStoredSettings(deps, await refreshSharedState(deps.db, deps.clock));
  if (embedded) readAt.set(deps, writes);
}
