/**
 * Push notifications on this device (spec §2 /perfil, §7 push subscription, §9 `pushNotificationsEnabled`):
 * turning them on asks the browser for a subscription with the configured VAPID key and stores it on the server
 * (POST /push-notifications/clients/{id}/subscription); turning them off unsubscribes the browser. Without
 * browser support (or without a VAPID key) the switch is not offered.
 */
import { emit, setup } from 'xstate';
import { type AlertEmitted, errorAlert } from '../shared/alerts';
import { pushActors, unprovidedPushDevice } from './actors';
import { MESSAGES } from './messages';

export interface PushInput {
  /** The browser supports service workers, Push and Notification, and a VAPID key is configured. */
  readonly supported: boolean;
  /** The saved choice (`pushNotificationsEnabled`). */
  readonly enabled: boolean;
}

export type PushEvent = { readonly type: 'ENABLE' } | { readonly type: 'DISABLE' };

export const pushMachine = setup({
  types: {
    input: {} as PushInput,
    context: {} as PushInput,
    events: {} as PushEvent,
    emitted: {} as AlertEmitted,
  },
  actors: pushActors(unprovidedPushDevice),
  guards: {
    unsupported: ({ context }) => !context.supported,
    enabled: ({ context }) => context.enabled,
  },
}).createMachine({
  id: 'push',
  context: ({ input }) => input,
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'unsupported', target: 'unsupported' }, { guard: 'enabled', target: 'on' }, 'off'],
    },
    unsupported: {},
    off: { on: { ENABLE: 'subscribing' } },
    subscribing: {
      invoke: {
        src: 'subscribe',
        onDone: 'on',
        onError: { target: 'off', actions: emit(errorAlert(MESSAGES.pushFailed)) },
      },
    },
    on: { on: { DISABLE: 'unsubscribing' } },
    unsubscribing: {
      invoke: { src: 'unsubscribe', onDone: 'off', onError: 'off' },
    },
  },
});

export type PushView =
  | { readonly status: 'unsupported' }
  | { readonly status: 'ready'; readonly enabled: boolean; readonly busy: boolean };

export function pushView(snapshot: {
  matches(state: 'unsupported' | 'on' | 'subscribing' | 'unsubscribing'): boolean;
}): PushView {
  if (snapshot.matches('unsupported')) return { status: 'unsupported' };
  const busy = snapshot.matches('subscribing') || snapshot.matches('unsubscribing');
  return {
    status: 'ready',
    enabled: snapshot.matches('on') || snapshot.matches('subscribing'),
    busy,
  };
}
