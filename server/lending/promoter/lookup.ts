/**
 * The promoter's client check (`GET /clients/is-registered`, spec §2 badges, §6 "check whether a client is
 * registered"), scoped to what the promoter has to do with the client (docs/lending-api.md, "What a promoter
 * sees of a client"):
 *
 * - FULL (CURP, RFC, birth date, current address, the e-mail on file): a client who has not activated the account,
 *   asked by the promoter who registered the client or who has an application open with them that the client
 *   consented to with the NIP (a merely created one does not count: anyone can file one with a client id);
 * - MASKED (the badge and the data step: id, name, activation date, masked e-mail and phone): anyone else, and
 *   every activated client;
 * - `detailsEditable`: the promoter registered this not-yet-activated client, so she may correct the CURP, address
 *   and e-mail (update-details).
 *
 * Every look-up counts against the promoter's budget (PostgreSQL counters, 429 with the wait in Spanish) and is
 * written to the audit trail (`promoter_lookups`), which `/__sandbox` shows.
 */
import { isValidCurp } from '../../../src/domain/curp.ts';
import { storedAddressOut } from '../../accounts/service.ts';
import { createAttempts, waitInWords } from '../../auth/attempts.ts';
import { MESSAGES as CATALOG_MESSAGES } from '../../catalog/messages.ts';
import { toIsoDateTime } from '../../catalog/service.ts';
import type { Deps } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import type { ClientRow } from '../queries.ts';
import {
  addressOfClient,
  clientsByIdentifiers,
  insertPromoterLookup,
  type LookupOutcome,
  promoterRelation,
} from './queries.ts';

/** Look-ups a promoter may make: a quick application takes about four (client, phone, new client, e-mail). */
export const LOOKUPS_PER_HOUR = { limit: 40, windowMs: 3_600_000 } as const;
export const LOOKUPS_PER_DAY = { limit: 200, windowMs: 24 * 3_600_000 } as const;

export const lookupLimitMessage = (wait: string) =>
  `Hiciste demasiadas consultas de clientes. Podrás consultar de nuevo en ${wait}.`;

/** The e-mail a promoter's new client gets until the quick application gives the real one. */
const PLACEHOLDER_EMAIL = /@sandbox\.invalid$/;

export interface LookupQuery {
  phoneNumber?: string | undefined;
  curp?: string | undefined;
  email?: string | undefined;
}

/** `maria.lopez@example.com` → `ma•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, Math.min(2, at - 1))}•••${email.slice(at)}`;
}

/** `3398765432` → `••••••5432`. */
export function maskPhone(phone: string): string {
  return `${'•'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
}

/** Counts the look-up in both windows (before it runs); 429 with the longer wait when either is spent. */
async function spendLookup(deps: Deps, promoterId: string): Promise<number | null> {
  const attempts = createAttempts(deps.db, deps.clock);
  const hour = await attempts.hit('promoter-lookup', `${promoterId}:hour`, LOOKUPS_PER_HOUR);
  const day = await attempts.hit('promoter-lookup', `${promoterId}:day`, LOOKUPS_PER_DAY);
  if (hour.allowed && day.allowed) return null;
  return Math.max(hour.allowed ? 0 : hour.retryAfterSeconds, day.allowed ? 0 : day.retryAfterSeconds);
}

function pick(candidates: ClientRow[], query: LookupQuery): ClientRow | undefined {
  // Any of the given identifiers makes the person a registered client (phone first, then CURP, then e-mail).
  return (
    candidates.find((c) => c.phoneNumber === query.phoneNumber) ??
    candidates.find((c) => c.curp === query.curp) ??
    candidates[0]
  );
}

async function answer(deps: Deps, client: ClientRow, full: boolean, editable: boolean) {
  const address =
    full && client.currentAddressId
      ? await addressOfClient(deps.db, client.id, client.currentAddressId)
      : undefined;
  const email = full ? (PLACEHOLDER_EMAIL.test(client.email) ? null : client.email) : maskEmail(client.email);
  return {
    id: client.id,
    name: client.name,
    firstSurname: client.firstSurname,
    secondSurname: client.secondSurname,
    dateOfBirth: full && client.dateOfBirth ? toIsoDateTime(client.dateOfBirth) : null,
    curp: full ? client.curp : null,
    taxpayerId: full ? client.taxpayerId : null,
    activatedAt: client.activatedAt ? client.activatedAt.toISOString() : null,
    email,
    phoneNumber: maskPhone(client.phoneNumber),
    address: address ? storedAddressOut(address) : null,
    detailsEditable: editable,
  };
}

export async function isRegistered(deps: Deps, promoterId: string, query: LookupQuery) {
  if (query.curp !== undefined && !isValidCurp(query.curp)) {
    throw fail(400, 'VALIDATION_ERROR', CATALOG_MESSAGES.malformedCurp);
  }
  const audit = (outcome: LookupOutcome, clientId: string | null) =>
    insertPromoterLookup(deps.db, {
      promoterId,
      phoneNumber: query.phoneNumber ?? null,
      curp: query.curp ?? null,
      email: query.email ?? null,
      clientId,
      outcome,
      at: deps.clock.now(),
    });
  const wait = await spendLookup(deps, promoterId);
  if (wait !== null) {
    await audit('LIMITED', null);
    throw fail(429, 'LOOKUP_LIMIT', lookupLimitMessage(waitInWords(wait)), { 'Retry-After': String(wait) });
  }
  const client = pick(await clientsByIdentifiers(deps.db, query), query);
  if (!client) {
    await audit('NOT_FOUND', null);
    return { isRegistered: false, client: null };
  }
  const relation = await promoterRelation(deps.db, promoterId, client.id);
  const notActivated = client.activatedAt === null;
  const full = notActivated && (relation.created || relation.open);
  await audit(full ? 'FULL' : 'MASKED', client.id);
  return { isRegistered: true, client: await answer(deps, client, full, notActivated && relation.created) };
}
