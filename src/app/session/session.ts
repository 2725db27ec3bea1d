/**
 * The app's session actor: the pure session machine with the storage side effects and the profile loaders
 * provided. One per page load, created before the router so guards can read it from the first render.
 */
import { type Actor, createActor, type InspectionEvent } from 'xstate';
import { type SessionMachine, sessionActors, sessionMachine } from '../../../machines/session.machine';
import { forgetCachedProfile, readCachedProfile, rememberProfile } from '../profileCache';
import type { AppServices } from '../services';
import { clearAll, type KeyValueStorage, removeItem, STORAGE_KEYS, writeItem } from '../storage';

export type SessionActor = Actor<typeof sessionMachine>;

export interface SessionOptions {
  readonly services: AppServices;
  /** The token found at load (see takeInitialToken). */
  readonly token: string | null;
  readonly now?: number;
  readonly storage?: KeyValueStorage;
  readonly inspect?: (event: InspectionEvent) => void;
  /**
   * The session machine with its profile loaders already provided (the UI-level model test passes one with
   * fake actors). Default: the machine with the loaders calling `services.call`. The storage side effects are always the
   * app's.
   */
  readonly machine?: SessionMachine;
}

export function createSession({
  services,
  token,
  now = Date.now(),
  storage,
  inspect,
  machine,
}: SessionOptions): SessionActor {
  // One `provide()` (each builds the machine again): the storage side effects always, the profile loaders
  // calling the API unless a machine with its own loaders was given.
  const provided = (machine ?? sessionMachine).provide({
    actions: {
      persistToken: (_, params) => writeItem(STORAGE_KEYS.authToken, params.token, storage),
      forgetToken: () => removeItem(STORAGE_KEYS.authToken, storage),
      clearAllStorage: () => clearAll(storage),
      rememberProfile: (_, params) => rememberProfile(params.token, params.profile, storage),
      forgetCachedProfile: () => forgetCachedProfile(storage),
    },
    ...(machine ? {} : { actors: sessionActors(services.call) }),
  });
  // The profile kept from the last visit of this token, painted at once while it loads again.
  const cached = readCachedProfile(token, storage);
  return createActor(provided, { input: { token, now, cached }, ...(inspect ? { inspect } : {}) }).start();
}
