/**
 * Identity verification (KYC) of a PREAPPROVED application: the flow the provider issues for it, the identity
 * the application accepts, and DOCUMENTS_UPLOADED → ANALYSIS → APPROVED after the documents delay (sandbox
 * setting).
 *
 * The server never takes the client's word for an identity: `PATCH identityId` accepts only the verification id
 * of the flow issued for this very application and its client, once that flow is FINISHED at the provider (in
 * the sandbox: the sandbox identity provider, kyc/sandbox-provider.ts). An id is tied to one flow, and a flow to
 * one application, so it is accepted once and never for another client or application.
 */
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { type Actor, ownApplication, refuseIfExpired } from '../access.ts';
import { MESSAGES } from '../messages.ts';
import { processResultOut } from '../output.ts';
import { type ApplicationRow, applicationById, inTransaction, updateApplication } from '../queries.ts';
import { schedule, settle } from '../scheduler/service.ts';
import { settingsOf } from '../settings.ts';
import { transition } from '../transitions.ts';
import {
  acceptKycIdentity,
  insertKycFlow,
  type KycFlowRow,
  kycFlowByIdentityId,
  kycFlowOfApplication,
} from './queries.ts';

async function preapprovedApplication(deps: Deps, actor: Actor, id: string): Promise<ApplicationRow> {
  await settle(deps);
  const application = await ownApplication(deps, actor, id);
  refuseIfExpired(application);
  return application;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The flow (and its verification id) the provider issued for this application, issuing it the first time. */
export async function kycFlow(deps: Deps, actor: Actor, applicationId: string) {
  const application = await preapprovedApplication(deps, actor, applicationId);
  if (application.status !== 'PREAPPROVED') throw fail(404, 'NO_IDENTITY_FLOW', MESSAGES.notPreapproved);
  const flow =
    (await kycFlowOfApplication(deps.db, application.id)) ??
    (await insertKycFlow(deps.db, {
      id: application.kycFlowId ?? `kyc_${hex(12)}`,
      applicationId: application.id,
      clientId: application.clientId,
      identityId: `idv_sandbox_${hex(8)}`,
      createdAt: deps.clock.now(),
    }));
  if (application.kycFlowId !== flow.id) {
    await updateApplication(deps.db, application.id, { kycFlowId: flow.id });
  }
  return {
    kycFlowId: flow.id,
    verificationId: flow.identityId,
    url: `${deps.config.publicUrl}/api/__sandbox/kyc/${flow.id}`,
  };
}

/** True when `flow` is the one issued for this application and its client. */
const isFlowOf = (flow: KycFlowRow | undefined, application: ApplicationRow): flow is KycFlowRow =>
  flow !== undefined && flow.applicationId === application.id && flow.clientId === application.clientId;

export async function updateIdentityId(deps: Deps, actor: Actor, id: string, kycIdentityId: string) {
  const application = await preapprovedApplication(deps, actor, id);
  const flow = await kycFlowByIdentityId(deps.db, kycIdentityId);
  // An id the provider never issued, or issued for another application or client: the same answer for all.
  if (!isFlowOf(flow, application))
    throw fail(422, 'IDENTITY_NOT_RECOGNIZED', MESSAGES.identityNotRecognized);
  // Sending the accepted id again is harmless (the app retries), even after the application moved on.
  if (application.kycIdentityId === kycIdentityId && flow.acceptedAt) {
    return { id: application.id, kycIdentityId };
  }
  if (application.status !== 'PREAPPROVED') throw fail(422, 'NOT_PREAPPROVED', MESSAGES.notPreapproved);
  if (flow.status !== 'FINISHED') throw fail(422, 'IDENTITY_NOT_FINISHED', MESSAGES.noIdentity);
  const now = deps.clock.now();
  const accepted = await inTransaction(deps.db, (tx) => acceptKycIdentity(tx, flow, now));
  if (!accepted) throw fail(422, 'NOT_PREAPPROVED', MESSAGES.notPreapproved);
  return { id: application.id, kycIdentityId };
}

/** The identity the application accepted is still the provider's finished result for it (checked again here). */
async function assertHeldIdentity(deps: Deps, application: ApplicationRow): Promise<void> {
  const identityId = application.kycIdentityId;
  const flow = identityId ? await kycFlowByIdentityId(deps.db, identityId) : undefined;
  if (!isFlowOf(flow, application) || flow.status !== 'FINISHED' || !flow.acceptedAt) {
    throw fail(422, 'NO_IDENTITY', MESSAGES.noIdentity);
  }
}

export async function transitionToDocumentsUploaded(deps: Deps, actor: Actor, id: string) {
  const application = await preapprovedApplication(deps, actor, id);
  if (application.status !== 'PREAPPROVED') throw fail(422, 'NOT_PREAPPROVED', MESSAGES.notPreapproved);
  await assertHeldIdentity(deps, application);
  const delay = settingsOf(deps).documentsDelayMs;
  const row = await inTransaction(deps.db, async (tx) => {
    const moved = await transition(deps, tx, application, 'DOCUMENTS_UPLOADED', {
      actor: actor.label,
      reason: 'identity verified by the provider',
    });
    await schedule(deps, tx, application.id, 'ANALYSIS', Math.floor(delay / 2));
    await schedule(deps, tx, application.id, 'APPROVE_DOCUMENTS', delay);
    return moved;
  });
  if (delay === 0) {
    await settle(deps);
    const now = await applicationById(deps.db, application.id);
    if (now) return processResultOut(now);
  }
  return processResultOut(row);
}
