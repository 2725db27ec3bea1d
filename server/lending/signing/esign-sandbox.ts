/**
 * The sandbox e-signature provider: what the real provider does on its own servers. It shows the contract
 * document, takes the typed name and the drawn signature, and validates them after a delay (the name must match
 * the client's, accents and case aside). Routes answer 404 when the sandbox is off.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { type Actor, clientOfApplication, todayOf } from '../access.ts';
import { MESSAGES } from '../messages.ts';
import { publicStatus } from '../output.ts';
import {
  type ApplicationRow,
  applicationById,
  type ClientRow,
  inTransaction,
  updateClient,
} from '../queries.ts';
import { schedule, settle } from '../scheduler/service.ts';
import { settingsOf } from '../settings.ts';
import { transition } from '../transitions.ts';
import { contractDocumentOf, fullNameOf, offerOn, type StoredOffer } from './offers.ts';
import { contractById, insertContract } from './queries.ts';
import { approvedApplication } from './service.ts';

async function esignApplication(deps: Deps, actor: Actor, id: string, mode: 'read' | 'act') {
  if (!deps.config.sandbox) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  const application = await approvedApplication(deps, actor, id, mode);
  return { application, client: await clientOfApplication(deps, application) };
}

async function offerFor(deps: Deps, application: ApplicationRow, date: string | undefined) {
  const offer = await offerOn(deps, application, date);
  if (!offer) throw fail(422, 'DATE_NOT_OFFERED', MESSAGES.dateNotOffered);
  return offer;
}

const documentOf = (deps: Deps, application: ApplicationRow, client: ClientRow, offer: StoredOffer) =>
  contractDocumentOf(deps, application, client, offer, todayOf(deps));

/** The contract document to sign for a first payment date. */
export async function contract(deps: Deps, actor: Actor, id: string, firstPaymentDate?: string) {
  const { application, client } = await esignApplication(deps, actor, id, 'read');
  const offer = await offerFor(deps, application, firstPaymentDate);
  return {
    applicationId: application.id,
    firstPaymentDate: offer.firstPaymentDate,
    signerName: fullNameOf(client),
    document: await documentOf(deps, application, client, offer),
  };
}

/** The signed contract arrives: VALIDATING_SIGNATURE until the provider validates it (after the delay). */
export async function submit(
  deps: Deps,
  actor: Actor,
  id: string,
  input: { firstPaymentDate?: string | undefined; fullName: string; signatureImage: string },
) {
  const { application, client } = await esignApplication(deps, actor, id, 'act');
  const offer = await offerFor(deps, application, input.firstPaymentDate);
  const document = await documentOf(deps, application, client, offer);
  const contractId = randomUUID();
  const delay = settingsOf(deps).signatureDelayMs;
  await inTransaction(deps.db, async (tx) => {
    await transition(deps, tx, application, 'VALIDATING_SIGNATURE', {
      actor: actor.label,
      reason: 'contract e-signature sent',
    });
    await insertContract(tx, {
      id: contractId,
      applicationId: application.id,
      clientId: client.id,
      firstPaymentDate: offer.firstPaymentDate,
      document,
      typedName: input.fullName,
      signatureImage: input.signatureImage,
      status: 'VALIDATING',
      createdAt: deps.clock.now(),
    });
    await updateClient(tx, client.id, { contractSignatureStatus: 'VALIDATING' });
    await schedule(deps, tx, application.id, 'VALIDATE_SIGNATURE', delay, { contractId });
  });
  if (delay === 0) await settle(deps);
  const contract = await contractById(deps.db, contractId);
  const now = await applicationById(deps.db, application.id);
  const validated = contract?.status;
  const signatureStatus: 'SIGNED' | 'INVALID_SIGNATURE' | 'VALIDATING' =
    validated === 'SIGNED' || validated === 'INVALID_SIGNATURE' ? validated : 'VALIDATING';
  return {
    contractId,
    contractSignatureStatus: signatureStatus,
    status: publicStatus(now?.status ?? 'VALIDATING_SIGNATURE'),
  };
}
