/**
 * Identity verification (KYC) of a PREAPPROVED application: the widget's flow, the identity it produced, and
 * DOCUMENTS_UPLOADED → ANALYSIS → APPROVED after the documents delay (sandbox setting).
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

async function preapprovedApplication(deps: Deps, actor: Actor, id: string): Promise<ApplicationRow> {
  await settle(deps);
  const application = await ownApplication(deps, actor, id);
  refuseIfExpired(application);
  return application;
}

export async function kycFlow(deps: Deps, actor: Actor, applicationId: string) {
  const application = await preapprovedApplication(deps, actor, applicationId);
  if (application.status !== 'PREAPPROVED') throw fail(404, 'NO_IDENTITY_FLOW', MESSAGES.notPreapproved);
  let flowId = application.kycFlowId;
  if (!flowId) {
    flowId = `kyc_${randomBytes(12).toString('hex')}`;
    await updateApplication(deps.db, application.id, { kycFlowId: flowId });
  }
  return {
    kycFlowId: flowId,
    verificationId: application.kycIdentityId,
    url: `${deps.config.publicUrl}/api/__sandbox/kyc/${flowId}`,
  };
}

export async function updateIdentityId(deps: Deps, actor: Actor, id: string, kycIdentityId: string) {
  const application = await preapprovedApplication(deps, actor, id);
  if (application.kycIdentityId === kycIdentityId) return { id: application.id, kycIdentityId };
  if (application.status !== 'PREAPPROVED') throw fail(422, 'NOT_PREAPPROVED', MESSAGES.notPreapproved);
  await updateApplication(deps.db, application.id, { kycIdentityId, updatedAt: deps.clock.now() });
  return { id: application.id, kycIdentityId };
}

export async function documentsUploaded(deps: Deps, actor: Actor, id: string) {
  const application = await preapprovedApplication(deps, actor, id);
  if (application.status !== 'PREAPPROVED') throw fail(422, 'NOT_PREAPPROVED', MESSAGES.notPreapproved);
  if (!application.kycIdentityId) throw fail(422, 'NO_IDENTITY', MESSAGES.noIdentity);
  const delay = settingsOf(deps).documentsDelayMs;
  const row = await inTransaction(deps.db, async (tx) => {
    const moved = await transition(deps, tx, application, 'DOCUMENTS_UPLOADED', {
      actor: actor.label,
      reason: 'identity widget finished',
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
