/**
 * Product analytics: the flow events the app sends (src/app/analytics). Each event says which flow moved, from
 * which state to which, on which event type, on which screen pattern, how long the previous state lasted and how an
 * invoked call ended — never who, never what was typed: no ids, no payloads, no amounts. Objects are strict, so a
 * field that is not listed here is refused, and every text is a code name checked by its pattern.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** How many events one batch may carry, and the most bytes the collector reads of one batch. */
export const ANALYTICS_LIMITS = { maxEvents: 100, maxBytes: 32 * 1024 } as const;

/** A machine id (`signup`, `promoterSignin`). */
const flowName = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/));
/** Active leaf state keys, dot separated, parallel regions joined by `|` (`personalData.curp.curpFound`). */
const stateKeys = z.string().check(z.regex(/^[A-Za-z0-9_.|()-]{1,200}$/));
/** An event type (`CURP.SEARCH`, `xstate.done.actor.lookupCurp`): a code name, never its payload. */
const eventType = z.string().check(z.regex(/^[A-Za-z0-9_.:#@-]{1,120}$/));
/**
 * A route pattern (`/firmar-aplicacion-credito/:id/contrato`): placeholders, never values. A segment that looks
 * like an id (four digits in a row, or hexadecimal with dashes) is refused.
 */
const routePattern = z.string().check(
  z.regex(/^\/[A-Za-z0-9:_/-]{0,160}$/),
  z.refine((route) => !/\d{4}|[0-9a-f]{8}-[0-9a-f]{4}/i.test(route), 'an id is not a route pattern'),
);
/** `ok`, or the server's error code (`CURP_NOT_FOUND`), or `error` when there was none (no answer). */
const outcome = z.string().check(z.regex(/^(ok|error|[A-Z][A-Z0-9_]{0,59})$/));

export const flowEvent = z.strictObject({
  /** Anonymous per-tab session id (random, kept in the tab's sessionStorage). */
  session: z.uuid(),
  /** The app's version (package.json); `+simulado` marks the demo's simulated sessions (scripts/statecharts). */
  app: z.string().check(z.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}(\+simulado)?$/)),
  flow: flowName,
  /** Which run of the flow in this tab (0, 1… a reload or a new page host starts a new run). */
  run: z.int().check(z.minimum(0), z.maximum(9999)),
  /** Order of the event in the tab. */
  seq: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  /** The active leaf states before; null for the first event of a run. */
  from: z.nullable(stateKeys),
  /** The active leaf states now (the atlas works out the screen from them). */
  to: stateKeys,
  /** True while a request is in flight (a state tagged `busy`). */
  busy: z.boolean(),
  type: eventType,
  route: z.nullable(routePattern),
  /** Milliseconds spent in the previous place (capped at a day). */
  ms: z.int().check(z.minimum(0), z.maximum(86_400_000)),
  /** The outcome of an invoked call, on the event that ends it. */
  outcome: z.optional(outcome),
});
export type FlowEvent = z.output<typeof flowEvent>;

export const events = defineEndpoint({
  id: 'analytics.events',
  method: 'POST',
  path: '/analytics/events',
  body: z.strictObject({
    events: z.array(flowEvent).check(z.minLength(1), z.maxLength(ANALYTICS_LIMITS.maxEvents)),
  }),
  /** `accepted`: events stored; `refused`: events left out (not on the allow-list generated from the machines). */
  response: z.object({ accepted: z.int(), refused: z.optional(z.int()) }),
  auth: 'public',
  errors: {
    413: 'The batch is larger than 32 KB',
    429: 'Too many batches from this address: wait Retry-After seconds',
  },
});

/** The `analytics` group of the contract (src/api/contract/index.ts). */
export const analyticsApi = {
  events,
} as const;
