/**
 * The rows of a new client account (sign-up): the client with its generated identifiers and payment
 * references, the credentials and the default settings. Used by sign-up and by a promoter's quick application
 * (a client created without a usable password until they set one).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { clientSettings, clients, credentials } from '../db/schema.ts';
import {
  newCashReference,
  newIdentificationNumber,
  newReferralCode,
  newTransferReference,
} from './service.ts';

/** What the caller decides about a new client; identifiers and references are generated here. */
export type NewClientAccount = Omit<
  typeof clients.$inferInsert,
  | 'id'
  | 'referralCode'
  | 'identificationNumber'
  | 'transferPaymentReference'
  | 'cashPaymentReference'
  | 'createdAt'
>;

/** Inserts the account's rows (run it inside the caller's transaction). Answers the new client's id. */
export async function insertClientAccount(
  tx: Db,
  account: NewClientAccount,
  passwordHash: string,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await tx.insert(clients).values({
    ...account,
    id,
    referralCode: newReferralCode(),
    identificationNumber: newIdentificationNumber(),
    transferPaymentReference: newTransferReference(),
    cashPaymentReference: newCashReference(),
    createdAt: now,
  });
  await tx.insert(credentials).values({ clientId: id, passwordHash, passwordChangedAt: now });
  await tx.insert(clientSettings).values({ id: randomUUID(), clientId: id });
  return id;
}
