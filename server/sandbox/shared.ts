/**
 * What the sandbox shares between instances through the database, read before each request and each sweep: the
 * clock offset and the lending delays (server/sandbox/clock-state.ts, server/lending/settings.ts).
 */
import type { Deps } from '../context.ts';
import { takeStoredSettings } from '../lending/settings.ts';
import { refreshSharedState } from './clock-state.ts';

export async function refreshShared(deps: Deps): Promise<void> {
  takeStoredSettings(deps, await refreshSharedState(deps.db, deps.clock));
}
