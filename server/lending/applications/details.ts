/** Corrections of a client's identity and contact data on an application (`update-details`). */
import { isUniqueViolation } from '../../accounts/service.ts';
import type { Deps } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { type Actor, clientOfApplication, ownApplication } from '../access.ts';
import { invalidField, MESSAGES } from '../messages.ts';
import { type ClientPatch, inTransaction, updateClient } from '../queries.ts';
import { type AddressLocation, addressLocationRow } from './profile.ts';
import { insertAddress } from './queries.ts';

export interface DetailsInput {
  id: string;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  name?: string | undefined;
  firstSurname?: string | undefined;
  secondSurname?: string | undefined;
  address?: AddressLocation | undefined;
}

export async function updateDetails(deps: Deps, actor: Actor, id: string, details: DetailsInput) {
  const application = await ownApplication(deps, actor, id);
  if (details.id !== application.clientId) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.notFound);
  const client = await clientOfApplication(deps, application);
  const patch: ClientPatch = {};
  if (details.email !== undefined) patch.email = details.email.toLowerCase();
  if (details.phoneNumber !== undefined) patch.phoneNumber = details.phoneNumber;
  if (details.name !== undefined) patch.name = details.name;
  if (details.firstSurname !== undefined) patch.firstSurname = details.firstSurname;
  if (details.secondSurname !== undefined) patch.secondSurname = details.secondSurname;
  if (patch.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(patch.email)) {
    throw fail(400, 'VALIDATION_ERROR', invalidField('email'));
  }
  const address = details.address;
  try {
    await inTransaction(deps.db, async (tx) => {
      if (address) {
        patch.currentAddressId = await insertAddress(tx, {
          clientId: client.id,
          ...addressLocationRow(address),
          createdAt: deps.clock.now(),
        });
      }
      if (Object.keys(patch).length > 0) await updateClient(tx, client.id, patch);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail(409, 'EMAIL_OR_PHONE_TAKEN', MESSAGES.emailTaken);
    throw e;
  }
  return { ok: true as const };
}
