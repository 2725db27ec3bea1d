/**
 * Corrections of a client's identity and contact data on an application (`update-details`).
 *
 * Who may change what (docs/lending-api.md, "Who may change a client's data"):
 * - nobody changes the identity or contact data (CURP, name, surnames, e-mail, phone) of an activated client here:
 *   403 `CLIENT_ACTIVATED` (the client changes their own from their account);
 * - a promoter changes data only of a client she registered (a quick application of a new client), not yet
 *   activated, on her application with that client while it is still open: otherwise 403 `NOT_PROMOTERS_CLIENT`.
 *
 * A corrected CURP must be genuine (RENAPO check digit) and give an age of 18 to 69; the birth date and sex follow
 * it, and an RFC computed from the old one is dropped. A CURP, e-mail or phone of another account is 409.
 */
import { parseCurp } from '../../../src/domain/curp.ts';
import { MESSAGES as ACCOUNT_MESSAGES } from '../../accounts/messages.ts';
import { assertEligibleAge, isUniqueViolation } from '../../accounts/service.ts';
import type { Deps } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { type Actor, clientOfApplication, ownApplication } from '../access.ts';
import { invalidField, MESSAGES } from '../messages.ts';
import { clientsByIdentifiers, promoterRelation } from '../promoter/queries.ts';
import {
  type ApplicationRow,
  type ClientPatch,
  type ClientRow,
  inTransaction,
  updateClient,
} from '../queries.ts';
import { type AddressLocation, addressLocationRow, insertAddress } from './queries.ts';

export interface DetailsInput {
  id: string;
  curp?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  name?: string | undefined;
  firstSurname?: string | undefined;
  secondSurname?: string | undefined;
  address?: AddressLocation | undefined;
}

/** Statuses of a quick application that is still being filled in (before the final decision). */
const OPEN_QUICK_APPLICATION = new Set(['CREATED', 'PRELIMINARY_PASSED', 'RETRY_PROCESSING_APPLICATION']);

function identityPatch(details: DetailsInput, client: ClientRow, now: Date): ClientPatch {
  const patch: ClientPatch = {};
  if (details.email !== undefined) patch.email = details.email.toLowerCase();
  if (details.phoneNumber !== undefined) patch.phoneNumber = details.phoneNumber;
  if (details.name !== undefined) patch.name = details.name;
  if (details.firstSurname !== undefined) patch.firstSurname = details.firstSurname;
  if (details.secondSurname !== undefined) patch.secondSurname = details.secondSurname;
  if (patch.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(patch.email)) {
    throw fail(400, 'VALIDATION_ERROR', invalidField('email'));
  }
  if (details.curp !== undefined && details.curp !== client.curp) {
    const parts = parseCurp(details.curp);
    if (!parts) throw fail(400, 'VALIDATION_ERROR', invalidField('curp'));
    assertEligibleAge(parts.dateOfBirth, now);
    patch.curp = details.curp;
    patch.dateOfBirth = parts.dateOfBirth;
    patch.sex = parts.sex;
    patch.taxpayerId = null;
  }
  return patch;
}

async function refuseUnlessAllowed(
  deps: Deps,
  actor: Actor,
  application: ApplicationRow,
  client: ClientRow,
  touches: boolean,
) {
  if (client.activatedAt !== null && touches) {
    throw fail(403, 'CLIENT_ACTIVATED', MESSAGES.activatedClientLocked);
  }
  if (actor.kind !== 'business') return;
  const registeredByThisPromoter =
    application.promoterId === actor.id &&
    client.activatedAt === null &&
    OPEN_QUICK_APPLICATION.has(application.status) &&
    (await promoterRelation(deps.db, actor.id, client.id)).created;
  if (!registeredByThisPromoter) throw fail(403, 'NOT_PROMOTERS_CLIENT', MESSAGES.notPromotersClient);
}

async function refuseTakenCurp(deps: Deps, client: ClientRow, patch: ClientPatch) {
  if (patch.curp === undefined || patch.curp === null) return;
  const holders = await clientsByIdentifiers(deps.db, { curp: patch.curp });
  if (holders.some((c) => c.id !== client.id)) {
    throw fail(409, 'CURP_TAKEN', ACCOUNT_MESSAGES.personalDataTaken);
  }
}

export async function updateDetails(deps: Deps, actor: Actor, id: string, details: DetailsInput) {
  const application = await ownApplication(deps, actor, id);
  if (details.id !== application.clientId) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.notFound);
  const client = await clientOfApplication(deps, application);
  const touches = Object.keys(details).some(
    (k) => k !== 'id' && details[k as keyof DetailsInput] !== undefined,
  );
  await refuseUnlessAllowed(deps, actor, application, client, touches);
  const patch = identityPatch(details, client, deps.clock.now());
  await refuseTakenCurp(deps, client, patch);
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
