/**
 * Who calls a lending route and what they may reach: the actor behind the token, the caller's own application
 * (another's answers 404, so ids cannot be probed) and the route binder that refuses NUL characters.
 */
import { todayInMexicoCity } from '../../src/domain/dates.ts';
import type { Deps } from '../context.ts';
import type { Router } from '../http/env.ts';
import { errors, fail } from '../http/errors.ts';
import { createRouteBinder, type RouteBinder, type RouteContext } from '../http/route.ts';
import { closeIfLapsed } from './applications/unfinished.ts';
import { refuseIfClosedWithoutConsent } from './consent.ts';
import { INVALID_DATA, MESSAGES } from './messages.ts';
import { type ApplicationRow, applicationOwnedBy, type ClientRow, findClient } from './queries.ts';
import { ABANDONED_REASON, EXPIRED_REASON } from './statuses.ts';

export const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;
export const DAY_MS = 86_400_000;

export const todayOf = (deps: Deps) => todayInMexicoCity(deps.clock.now());

export interface Actor {
  kind: 'client' | 'business';
  id: string;
  /** How the audit trail names the actor. */
  label: string;
}

/** Who is calling: a client (own applications) or a promoter (applications they created). */
export function actorOf(ctx: RouteContext): Actor {
  const auth = ctx.auth;
  if (!auth) throw errors.unauthorized();
  if (auth.audience === 'client') return { kind: 'client', id: auth.sub, label: 'client' };
  if (auth.audience === 'business') return { kind: 'business', id: auth.sub, label: `promoter:${auth.sub}` };
  throw errors.forbidden();
}

/**
 * The actor's application; another's (or a missing one) is 404. A promoter's application the client did not
 * consent to in time is expired here (422 CONSENT_EXPIRED), and one the client cancelled answers 422 too; so is a
 * client's own application left unfinished (applications/unfinished.ts: 422 APPLICATION_ABANDONED).
 */
export async function ownApplication(deps: Deps, actor: Actor, id: string): Promise<ApplicationRow> {
  if (!SAFE_ID.test(id)) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  const owner = actor.kind === 'client' ? { clientId: actor.id } : { promoterId: actor.id };
  const row = await applicationOwnedBy(deps.db, id, owner);
  if (!row) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  const current = await closeIfLapsed(deps, await refuseIfClosedWithoutConsent(deps, row));
  if (current.status === 'REJECTED' && current.rejectionReason === ABANDONED_REASON) {
    throw fail(422, ABANDONED_REASON, MESSAGES.applicationAbandoned);
  }
  return current;
}

export async function clientOfApplication(deps: Deps, application: ApplicationRow): Promise<ClientRow> {
  const client = await findClient(deps.db, application.clientId);
  if (!client) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  return client;
}

/** True when any string inside holds a NUL character (PostgreSQL text cannot store it). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 6 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => hasNul(v, depth + 1));
}

/** The contract's binder, refusing NUL characters in params, query and body with 400 before any query runs. */
export function lendingBinder(router: Router, deps: Deps): RouteBinder {
  const bind = createRouteBinder(router, deps);
  return (endpoint, handler, options) =>
    bind(
      endpoint,
      async (ctx, input) => {
        if (hasNul(input.params) || hasNul(input.query) || hasNul(input.body)) {
          throw fail(400, 'VALIDATION_ERROR', INVALID_DATA);
        }
        return handler(ctx, input);
      },
      options,
    );
}

/** An application whose (pre)authorisation expired answers 422 AUTHORIZATION_EXPIRED to any further step. */
export function refuseIfExpired(application: ApplicationRow): void {
  if (application.status === 'REJECTED' && application.rejectionReason === EXPIRED_REASON) {
    throw fail(422, EXPIRED_REASON, MESSAGES.expired);
  }
}
