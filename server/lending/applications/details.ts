/**
 * Corrections of a client's identity and contact data on an application (`update-details`).
 *
 * Who may change what (docs/lending-api.md, "Who may change a client's data"):
 * - nobody changes the identity or contact data (name, surnames, e-mail, phone) of an activated client here:
 *   403 `CLIENT_ACTIVATED` (the client changes their own from their account);
 * - a promoter changes data only of a client that this promoter created with this very application (quick
 *   application of a new client), never activated, while the application is still open: otherwise 403
 *   `NOT_PROMOTERS_CLIENT`.
 */
import { isUniqueViolation } from '../../accounts/service.ts';
import type { Deps } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { type Actor, clientOfApplication, ownApplication } from '../access.ts';
import { invalidField, MESSAGES } from '../messages.ts';
import {
  type ApplicationRow,
  type ClientPatch,
  type ClientRow,
  inTransaction,
  updateClient,
} from '../queries.ts';
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

/** Statuses of a quick application that is still being filled in (before the final decision). */
const OPEN_QUICK_APPLICATION = new Set(['CREATED', 'PRELIMINARY_PASSED', 'RETRY_PROCESSING_APPLICATION']);

function identityPatch(details: DetailsInput): ClientPatch {
  const patch: ClientPatch = {};
  if (details.email !== undefined) patch.email = details.email.toLowerCase();
  if (details.phoneNumber !== undefined) patch.phoneNumber = details.phoneNumber;
  if (details.name !== undefined) patch.name = details.name;
  if (details.firstSurname !== undefined) patch.firstSurname = details.firstSurname;
  if (details.secondSurname !== undefined) patch.secondSurname = details.secondSurname;
  if (patch.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(patch.email)) {
    throw fail(400, 'VALIDATION_ERROR', invalidField('email'));
  }
  return patch;
}

function refuseUnlessAllowed(
  actor: Actor,
  application: ApplicationRow,
  client: ClientRow,
  patch: ClientPatch,
) {
  if (client.activatedAt !== null && Object.keys(patch).length > 0) {
    throw fail(403, 'CLIENT_ACTIVATED', MESSAGES.activatedClientLocked);
  }
  const promotersOwnNewClient =
    application.createdClient &&
    application.promoterId === actor.id &&
    client.activatedAt === null &&
    OPEN_QUICK_APPLICATION.has(application.status);
  if (actor.kind === 'business' && !promotersOwnNewClient) {
    throw fail(403, 'NOT_PROMOTERS_CLIENT', MESSAGES.notPromotersClient);
  }
}

export async function updateDetails(deps: Deps, actor: Actor, id: string, details: DetailsInput) {
  const application = await ownApplication(deps, actor, id);
  if (details.id !== application.clientId) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.notFound);
  const client = await clientOfApplication(deps, application);
  const patch = identityPatch(details);
  refuseUnlessAllowed(actor, application, client, patch);
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
