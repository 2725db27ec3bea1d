/**
 * The sandbox identity provider: what the real provider does on its own servers. When the person has sent the
 * ID photos and the selfie, the flow is FINISHED and the widget gets the flow's verification id (the identity id
 * the app then sends with PATCH identityId). Answers 404 when the sandbox is off or the flow is not the caller's.
 */
import type { Deps } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { type Actor, ownApplication, refuseIfExpired, SAFE_ID } from '../access.ts';
import { MESSAGES } from '../messages.ts';
import { settle } from '../scheduler/service.ts';
import { finishKycFlow, kycFlowById } from './queries.ts';

const FLOW_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function finish(deps: Deps, actor: Actor, flowId: string) {
  if (!deps.config.sandbox || !FLOW_ID.test(flowId)) throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  await settle(deps);
  const flow = await kycFlowById(deps.db, flowId);
  if (!flow || flow.clientId !== actor.id || !SAFE_ID.test(flow.applicationId)) {
    throw fail(404, 'NOT_FOUND', MESSAGES.notFound);
  }
  const application = await ownApplication(deps, actor, flow.applicationId);
  refuseIfExpired(application);
  if (flow.status !== 'FINISHED' && application.status !== 'PREAPPROVED') {
    throw fail(422, 'NOT_PREAPPROVED', MESSAGES.notPreapproved);
  }
  const finished = (await finishKycFlow(deps.db, flow.id, deps.clock.now())) ?? flow;
  return { kycFlowId: finished.id, identityId: finished.identityId, status: 'FINISHED' as const };
}
