/**
 * Where flow events go (src/app/analytics sends them): the only module that knows the destination.
 *
 * - Default: the app's own collector, `POST <API base>/analytics/events` (the sandbox stores them in PostgreSQL;
 *   a real API may implement the same contract call, `analytics.events`).
 * - With `VITE_ANALYTICS_KEY` (and `VITE_ANALYTICS_HOST`, default PostHog's US cloud): PostHog, through its
 *   public capture HTTP API (`POST <host>/batch/`) — the same call its official libraries make — so no library
 *   enters the bundle or the install: one event per flow step, named `<flow>:<to>`, anonymous
 *   (`$process_person_profile: false`, the per-tab session id as `distinct_id`).
 *
 * Both send with `navigator.sendBeacon` (it survives the page going away) as text/plain JSON, which needs no CORS
 * preflight. A beacon the browser refuses to queue answers `false`: the caller drops that batch.
 */
import type { FlowEvent } from './contract/analytics.ts';

/** The collector's path under the API base (the contract's `analytics.events`; a unit test keeps them equal). */
export const COLLECTOR_PATH = '/analytics/events';
export const POSTHOG_DEFAULT_HOST = 'https://us.i.posthog.com';

export type Beacon = (url: string, body: string) => boolean;

export interface AnalyticsDestination {
  /** Sends one batch; false when it could not be handed to the browser. */
  send(events: readonly FlowEvent[]): boolean;
  readonly kind: 'collector' | 'posthog';
}

export interface DestinationEnv {
  readonly apiBaseUrl: string;
  readonly key?: string | undefined;
  readonly host?: string | undefined;
}

/** The PostHog batch body of a list of flow events. */
export function posthogBatch(key: string, events: readonly FlowEvent[]): object {
  return {
    api_key: key,
    batch: events.map((e) => ({
      event: `${e.flow}:${e.to}`,
      distinct_id: e.session,
      properties: { ...e, $process_person_profile: false },
    })),
  };
}

export function analyticsDestination(env: DestinationEnv, beacon: Beacon): AnalyticsDestination {
  const post = (url: string, body: object) => {
    try {
      return beacon(url, JSON.stringify(body));
    } catch {
      return false;
    }
  };
  if (env.key) {
    const host = (env.host || POSTHOG_DEFAULT_HOST).replace(/\/+$/, '');
    const key = env.key;
    return { kind: 'posthog', send: (events) => post(`${host}/batch/`, posthogBatch(key, events)) };
  }
  const url = `${env.apiBaseUrl.replace(/\/+$/, '')}${COLLECTOR_PATH}`;
  return { kind: 'collector', send: (events) => post(url, { events }) };
}

/** `navigator.sendBeacon` of this browser, or a beacon that always fails when there is none. */
export function browserBeacon(nav: Navigator | undefined): Beacon {
  if (!nav || typeof nav.sendBeacon !== 'function') return () => false;
  return (url, body) => nav.sendBeacon(url, body);
}
