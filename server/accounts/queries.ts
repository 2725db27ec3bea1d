/**
 * The SQL of client accounts and their push subscriptions: every drizzle call of server/accounts lives here.
 * Plain reads and writes, no rules (those are in service.ts) and no HTTP (routes.ts).
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import {
  addresses,
  clientSettings,
  clients,
  credentials,
  pushSubscriptions,
  referrals,
} from '../db/schema.ts';

export type ClientRow = typeof clients.$inferSelect;
export type SettingsRow = typeof clientSettings.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Clients holding any of these contact data or this CURP (undefined ones are not matched). */
export function findClientsMatching(
  db: Db,
  match: { email: string; phoneNumber: string; curp?: string },
): Promise<{ email: string; phoneNumber: string; curp: string | null }[]> {
  return db
    .select({ email: clients.email, phoneNumber: clients.phoneNumber, curp: clients.curp })
    .from(clients)
    .where(
      or(
        eq(clients.email, match.email),
        eq(clients.phoneNumber, match.phoneNumber),
        ...(match.curp === undefined ? [] : [eq(clients.curp, match.curp)]),
      ),
    );
}

export async function findClientIdByReferralCode(db: Db, referralCode: string): Promise<string | null> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.referralCode, referralCode))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function findClientIdByEmail(db: Db, email: string): Promise<string | null> {
  const rows = await db.select({ id: clients.id }).from(clients).where(eq(clients.email, email)).limit(1);
  return rows[0]?.id ?? null;
}

export async function findClientContact(
  db: Db,
  id: string,
): Promise<{ email: string; activatedAt: Date | null } | null> {
  const rows = await db
    .select({ email: clients.email, activatedAt: clients.activatedAt })
    .from(clients)
    .where(eq(clients.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** A new client with its credentials, settings and (when referred) referral, in one transaction. */
export async function insertClientAccount(
  db: Db,
  account: {
    client: typeof clients.$inferInsert & { id: string };
    passwordHash: string;
    settingsId: string;
    referral: { id: string; referrerId: string } | null;
    at: Date;
  },
): Promise<void> {
  const { client, at: now } = account;
  await db.transaction(async (tx) => {
    await tx.insert(clients).values(client);
    await tx
      .insert(credentials)
      .values({ clientId: client.id, passwordHash: account.passwordHash, passwordChangedAt: now });
    await tx.insert(clientSettings).values({ id: account.settingsId, clientId: client.id });
    if (account.referral) {
      await tx.insert(referrals).values({
        id: account.referral.id,
        referrerId: account.referral.referrerId,
        referredId: client.id,
        createdAt: now,
      });
    }
  });
}

export async function updateClientEmail(db: Db, id: string, email: string): Promise<void> {
  await db.update(clients).set({ email }).where(eq(clients.id, id));
}

export async function markClientActivated(db: Db, id: string, at: Date): Promise<void> {
  await db.update(clients).set({ activatedAt: at }).where(eq(clients.id, id));
}

/** What a sign-in checks: the account, its password hash and token version. */
export async function findSigninAccount(
  db: Db,
  email: string,
): Promise<{ id: string; activatedAt: Date | null; hash: string; version: number } | null> {
  const rows = await db
    .select({
      id: clients.id,
      activatedAt: clients.activatedAt,
      hash: credentials.passwordHash,
      version: credentials.tokenVersion,
    })
    .from(clients)
    .innerJoin(credentials, eq(credentials.clientId, clients.id))
    .where(eq(clients.email, email))
    .limit(1);
  return rows[0] ?? null;
}

/** Sets a new password and increments the token version; answers the new version (null: no credentials). */
export async function replacePassword(
  db: Db,
  clientId: string,
  passwordHash: string,
  at: Date,
): Promise<number | null> {
  const updated = await db
    .update(credentials)
    .set({ passwordHash, passwordChangedAt: at, tokenVersion: sql`${credentials.tokenVersion} + 1` })
    .where(eq(credentials.clientId, clientId))
    .returning({ version: credentials.tokenVersion });
  return updated[0]?.version ?? null;
}

/** The columns of the profile (spec §3) and of its notification settings. */
const profileColumns = {
  c: {
    id: clients.id,
    name: clients.name,
    firstSurname: clients.firstSurname,
    secondSurname: clients.secondSurname,
    email: clients.email,
    phoneNumber: clients.phoneNumber,
    curp: clients.curp,
    taxpayerId: clients.taxpayerId,
    interbankCode: clients.interbankCode,
    isInterbankCodeVerified: clients.isInterbankCodeVerified,
    isSuspended: clients.isSuspended,
    creditLimitCentavos: clients.creditLimitCentavos,
    referralCode: clients.referralCode,
    identificationNumber: clients.identificationNumber,
    transferPaymentReference: clients.transferPaymentReference,
    cashPaymentReference: clients.cashPaymentReference,
    contractSignatureStatus: clients.contractSignatureStatus,
    currentAddressId: clients.currentAddressId,
    currentEmploymentId: clients.currentEmploymentId,
    personalLoanNoInterestPaymentsEligible: clients.personalLoanNoInterestPaymentsEligible,
    activatedAt: clients.activatedAt,
  },
  s: {
    id: clientSettings.id,
    transactionalNotifications: clientSettings.transactionalNotifications,
    promotionalNotifications: clientSettings.promotionalNotifications,
  },
};

/** The client with its settings (left join: settings may be missing). */
export type ProfileRow = Awaited<ReturnType<ReturnType<typeof clientWithSettings>['execute']>>[number];

/** The profile read (`GET /api/clients/me`, polled while a customer signs): prepared once per database. */
const clientWithSettings = prepared((db) =>
  db
    .select(profileColumns)
    .from(clients)
    .leftJoin(clientSettings, eq(clientSettings.clientId, clients.id))
    .where(eq(clients.id, sql.placeholder('id')))
    .limit(1)
    .prepare('client_with_settings'),
);

export async function findClientWithSettings(db: Db, clientId: string): Promise<ProfileRow | null> {
  return (await clientWithSettings(db).execute({ id: clientId }))[0] ?? null;
}

/**
 * `GET /api/clients/me` in one statement: the profile with what the token check reads (the token version and the
 * activation, server/auth/principals.ts). The inner join with the credentials answers no row where the separate
 * check (`client_principal`) finds none.
 */
const profileWithPrincipal = prepared((db) =>
  db
    .select({ ...profileColumns, version: credentials.tokenVersion })
    .from(clients)
    .innerJoin(credentials, eq(credentials.clientId, clients.id))
    .leftJoin(clientSettings, eq(clientSettings.clientId, clients.id))
    .where(eq(clients.id, sql.placeholder('id')))
    .limit(1)
    .prepare('client_profile_principal'),
);

/** The profile with the client's token version and activation (what the token check compares). */
export interface ProfilePrincipalRow {
  readonly version: number;
  readonly activatedAt: Date | null;
  readonly profile: ProfileRow;
}

export async function findProfileWithPrincipal(
  db: Db,
  clientId: string,
): Promise<ProfilePrincipalRow | null> {
  const row = (await profileWithPrincipal(db).execute({ id: clientId }))[0];
  return row
    ? { version: row.version, activatedAt: row.c.activatedAt, profile: { c: row.c, s: row.s } }
    : null;
}

export function listAddresses(db: Db, clientId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.clientId, clientId));
}

export async function setInterbankCode(
  db: Db,
  clientId: string,
  interbankCode: string,
  verified: boolean,
): Promise<void> {
  await db
    .update(clients)
    .set({ interbankCode, isInterbankCodeVerified: verified })
    .where(eq(clients.id, clientId));
}

/** Sets one notification flag of the client's own settings row; null when that row is not the client's. */
export async function setNotificationFlag(
  db: Db,
  where: { settingsId: string; clientId: string },
  column: 'transactionalNotifications' | 'promotionalNotifications',
  value: boolean,
): Promise<SettingsRow | null> {
  const updated = await db
    .update(clientSettings)
    .set({ [column]: value })
    .where(and(eq(clientSettings.id, where.settingsId), eq(clientSettings.clientId, where.clientId)))
    .returning();
  return updated[0] ?? null;
}

// ─── Push subscriptions ──────────────────────────────────────────────────────────────────────────────────────

export function listPushSubscriptions(db: Db, clientId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.clientId, clientId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

export async function updatePushKeys(
  db: Db,
  id: string,
  keys: { p256dh: string; auth: string },
): Promise<PushSubscriptionRow | null> {
  const [updated] = await db
    .update(pushSubscriptions)
    .set({ p256dh: keys.p256dh, auth: keys.auth })
    .where(eq(pushSubscriptions.id, id))
    .returning();
  return updated ?? null;
}

export async function deletePushSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function insertPushSubscription(
  db: Db,
  row: typeof pushSubscriptions.$inferInsert,
): Promise<PushSubscriptionRow> {
  const [created] = await db.insert(pushSubscriptions).values(row).returning();
  if (!created) throw new Error('push subscription insert returned no row');
  return created;
}
