/**
 * /aplicacion-credito and its children: hosts the credit application (machines/application) with route sync,
 * the `pendingApplication` draft (resting states before a decision) and the `applicationResult` (the decision,
 * for a reload of the result page), spec §2, §4, §9. Where the flow starts from is decided by `planStart`
 * (src/app/drafts/applicationStart.ts); this page only wires it, and provides the API's call to the flow's actors.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { AnyActorRef } from 'xstate';
import {
  type ApplicationInput,
  type ApplicationMachine,
  type ApplicationOutput,
  applicationActors,
  applicationMachine,
} from '../../../machines/application';
import { config } from '../../config';
import { formatPhone } from '../../domain/phone';
import { PATHS } from '../../paths';
import { ApplicationScreen } from '../../screens/application/ApplicationScreen';
import { flowDraft, removeDraft, writeDraft } from '../drafts';
import { decisionDraft, isResting, planStart, type StartPlan, startInput } from '../drafts/applicationStart';
import { useFlow } from '../flows/useFlow';
import { useServices } from '../services-context';
import { useSession } from '../session/SessionProvider';
import { LazyDocumentsFlow } from './LazyDocumentsFlow';

export interface ApplicationFlowProps {
  /** The machine with its actors provided (the API, or fakes in tests). */
  readonly machine: ApplicationMachine;
  readonly onActor?: (actor: AnyActorRef) => void;
  /** Input on top of what the page gives (tests: a fixed clock, a shorter resend wait). */
  readonly input?: Partial<ApplicationInput>;
  readonly promoterMode?: boolean;
}

export function ApplicationFlow({ machine, onActor, input, promoterMode = false }: ApplicationFlowProps) {
  const location = useLocation();
  const [plan] = useState(() => planStart(location.state, location.pathname));
  if (plan.kind === 'nothing') return <Navigate to={PATHS.startPurchase} replace />;
  return (
    <RunningFlow machine={machine} onActor={onActor} input={input} plan={plan} promoterMode={promoterMode} />
  );
}

function RunningFlow({
  machine,
  onActor,
  input,
  plan,
  promoterMode,
}: ApplicationFlowProps & { plan: Exclude<StartPlan, { kind: 'nothing' }> }) {
  const navigate = useNavigate();
  const { profile } = useSession();
  // A new start replaces whatever was stored: the flow does not restore it, and removes it once it has started.
  // Except a STORE start without a store (a stored application that lost its store): that draft stays, so every
  // entry that finds it — reload, deep link, Back — tells the §8 alert and goes to / (docs/flows.md), until a new
  // application replaces it or the session ends.
  const missingStore = plan.kind === 'new' && plan.start.applicationType === 'STORE' && !plan.start.storeId;
  const draft = useMemo(() => {
    const stored = flowDraft('pendingApplication');
    if (missingStore) return { ...stored, read: () => null, write: () => {}, remove: () => {} };
    return plan.kind === 'new' ? { ...stored, read: () => null } : stored;
  }, [plan.kind, missingStore]);
  const actor = useFlow(machine, {
    input: {
      ...startInput(plan, profile, promoterMode),
      supportPhone: formatPhone(config.supportPhone),
      ...input,
    },
    persist: { draft, isResting },
    onDone: (output: ApplicationOutput) => navigate(output.redirectTo, { replace: true }),
  });

  // The decision replaces the draft (spec §4): kept as applicationResult for a reload of the result page.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const decision = decisionDraft(snapshot);
      if (decision) {
        removeDraft('pendingApplication');
        writeDraft('applicationResult', decision);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // The start came with the navigation: forget it, so a reload restores the draft instead of starting again.
  const location = useLocation();
  const fromState = useRef(location.state !== null && location.state !== undefined);
  useEffect(() => {
    if (fromState.current) {
      fromState.current = false;
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [navigate, location.pathname, location.search]);

  const resumed = useRef(false);
  useEffect(() => {
    onActor?.(actor);
    if (plan.kind === 'restore' && !resumed.current) {
      resumed.current = true;
      actor.send({ type: 'RESUME' });
    }
  }, [actor, onActor, plan.kind]);

  return (
    <ApplicationScreen
      actor={actor}
      documents={(applicationId) => <LazyDocumentsFlow applicationId={applicationId} />}
    />
  );
}

export function ApplicationRoute() {
  const services = useServices();
  const machine = useMemo(
    () => applicationMachine.provide({ actors: applicationActors(services.call) }),
    [services],
  );
  return <ApplicationFlow machine={machine} />;
}

export default ApplicationRoute;
