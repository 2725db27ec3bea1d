/**
 * /promotor/solicitud-rapida and the other /promotor/* pages: host the quick application (machines/promoter/)
 * with route sync and the `pendingPromoterApplication` draft. How it starts (a new one, a picked-up one, the draft
 * continued) and what is saved live in src/app/drafts/promoterApplicationStart.ts; a restored flow is sent RESUME
 * (delays and the countdown do not survive a reload).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AnyActorRef } from 'xstate';
import {
  type PromoterInput,
  type PromoterMachine,
  type PromoterOutput,
  promoterActors,
  promoterMachine,
} from '../../../machines/promoter';
import { QuickApplicationScreen } from '../../screens/promoter/QuickApplicationScreen';
import { flowDraft } from '../drafts';
import {
  continuesPromoterDraft,
  endCustomerSessions,
  isPromoterResting,
  promoterInputOf,
  promoterPickUpOf,
} from '../drafts/promoterApplicationStart';
import { useFlow } from '../flows/useFlow';
import { useServices } from '../services-context';
import { useSession } from '../session/SessionProvider';

export interface PromoterFlowProps {
  readonly machine: PromoterMachine;
  readonly onActor?: (actor: AnyActorRef) => void;
  /** Input on top of what the session gives (tests: a fixed clock, a shorter resend wait). */
  readonly input?: Partial<PromoterInput>;
}

export function PromoterFlow({ machine, onActor, input }: PromoterFlowProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { promoterProfile } = useSession();
  const [pickUp] = useState(() => promoterPickUpOf(location.state));
  const [restored] = useState(() => continuesPromoterDraft(location.state));
  const actor = useFlow(machine, {
    input: { ...promoterInputOf(promoterProfile, pickUp), ...input },
    persist: { draft: flowDraft('pendingPromoterApplication'), isResting: isPromoterResting },
    onDone: (output: PromoterOutput) => navigate(output.redirectTo, { replace: true }),
  });
  const resumed = useRef(false);
  useEffect(() => {
    onActor?.(actor);
    if (restored && !resumed.current) {
      resumed.current = true;
      actor.send({ type: 'RESUME' });
    }
  }, [actor, onActor, restored]);
  return <QuickApplicationScreen actor={actor} />;
}

export function PromoterRoute() {
  const services = useServices();
  const machine = useMemo(
    () =>
      promoterMachine.provide({
        actions: { endCustomerSession: endCustomerSessions },
        actors: promoterActors(services.call),
      }),
    [services],
  );
  return <PromoterFlow machine={machine} />;
}

export default PromoterRoute;
