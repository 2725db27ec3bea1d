/**
 * Per-request check that the principal behind a valid token may still act (spec-independent token life rules):
 * - client tokens: the account exists and the token's `ver` is the account's current token version (a password
 *   change increments it, revoking every earlier token);
 * - client-ephemeral tokens (sign-up not verified): also refused once the account is activated;
 * - business tokens: the promoter still exists and is not disabled (`promoter_access.disabled_at`).
 */
import { eq, sql } from 'drizzle-orm';
import type { Audience } from '../../src/api/contract/endpoint.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { clients, credentials, promoterAccess, promoters } from '../db/schema.ts';
import type { TokenClaims } from './tokens.ts';

/** Every client request reads this: prepared once per database. */
const clientPrincipal = prepared((db) =>
  db
    .select({ version: credentials.tokenVersion, activatedAt: clients.activatedAt })
    .from(credentials)
    .innerJoin(clients, eq(clients.id, credentials.clientId))
    .where(eq(credentials.clientId, sql.placeholder('id')))
    .limit(1)
    .prepare('client_principal'),
);

/** What the check of a client token reads from the account. */
export interface ClientPrincipalRow {
  /** `credentials.token_version`. */
  readonly version: number;
  readonly activatedAt: Date | null;
}

/**
 * Reads a client's `ClientPrincipalRow` (null when the account or its credentials are gone). A route may read it in
 * the same statement as what it answers (`route(endpoint, handler, { clientRow })`, server/http/route.ts).
 */
export type ClientRowRead<R extends ClientPrincipalRow> = (db: Db, clientId: string) => Promise<R | null>;

/** The client token rules on the account's row: it exists, the version is current, an ephemeral token not activated. */
export function clientRowIsLive(
  row: ClientPrincipalRow | null | undefined,
  audience: Audience,
  claims: TokenClaims,
): boolean {
  if (!row || row.version !== claims.ver) return false;
  if (audience === 'client-ephemeral' && row.activatedAt) return false;
  return true;
}

export async function principalIsLive(db: Db, audience: Audience, claims: TokenClaims): Promise<boolean> {
  if (audience === 'business') {
    const rows = await db
      .select({ id: promoters.id, disabledAt: promoterAccess.disabledAt })
      .from(promoters)
      .leftJoin(promoterAccess, eq(promoterAccess.promoterId, promoters.id))
      .where(eq(promoters.id, claims.sub))
      .limit(1);
    const row = rows[0];
    return !!row && !row.disabledAt;
  }
  return clientRowIsLive((await clientPrincipal(db).execute({ id: claims.sub }))[0], audience, claims);
}

/** The current token version of a client account (0 when unknown). */
export async function tokenVersionOf(db: Db, clientId: string): Promise<number> {
  const rows = await db
    .select({ version: credentials.tokenVersion })
    .from(credentials)
    .where(eq(credentials.clientId, clientId))
    .limit(1);
  return rows[0]?.version ?? 0;
}
