/** A promoter's new client (quick application): an account without a usable password until the client sets one. */
import { randomBytes, randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type * as applicationsApi from '../../../src/api/contract/applications.ts';
import { isUniqueViolation } from '../../accounts/service.ts';
import { insertClientAccount } from '../../accounts/signup.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Deps } from '../../context.ts';
import { errors, fail } from '../../http/errors.ts';
import { addressLocationRow } from '../applications/profile.ts';
import { insertAddress } from '../applications/queries.ts';
import { MESSAGES } from '../messages.ts';
import {
  type ClientRow,
  clientWithPhoneOrCurp,
  findClient,
  inTransaction,
  updateClient,
} from '../queries.ts';

export type NewClient = z.output<typeof applicationsApi.promoterNewClient>;
type ClientAddress = NonNullable<z.output<NonNullable<typeof applicationsApi.create.body>>['clientAddress']>;

export async function createClientForPromoter(
  deps: Deps,
  c: NewClient,
  address: ClientAddress | undefined,
): Promise<ClientRow> {
  if (await clientWithPhoneOrCurp(deps.db, c.phoneNumber, c.curp))
    throw fail(409, 'CLIENT_ALREADY_EXISTS', MESSAGES.clientExists);
  const now = deps.clock.now();
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  let id: string;
  try {
    id = await inTransaction(deps.db, async (tx) => {
      const clientId = await insertClientAccount(
        tx,
        {
          email: `pendiente+${randomUUID()}@sandbox.invalid`,
          phoneNumber: c.phoneNumber,
          name: c.name,
          firstSurname: c.firstSurname,
          secondSurname: c.secondSurname,
          sex: c.sex ?? null,
          nationality: c.nationality ?? null,
          countryOfBirth: c.countryOfBirth ?? null,
          stateOfBirth: c.stateOfBirth ?? null,
          dateOfBirth: c.dateOfBirth ? c.dateOfBirth.slice(0, 10) : null,
          curp: c.curp,
        },
        passwordHash,
        now,
      );
      if (address) {
        const addressId = await insertAddress(tx, {
          clientId,
          ...addressLocationRow(address),
          createdAt: now,
        });
        await updateClient(tx, clientId, { currentAddressId: addressId });
      }
      return clientId;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail(409, 'CLIENT_ALREADY_EXISTS', MESSAGES.clientExists);
    throw e;
  }
  const row = await findClient(deps.db, id);
  if (!row) throw errors.internal();
  return row;
}
