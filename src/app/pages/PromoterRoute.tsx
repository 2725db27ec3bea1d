/**
 * /promotor/solicitud-rapida and the other /promotor/* pages: host the quick application (machines/promoter/)
 * with route sync and the `pendingPromoterApplication` draft (src/app/drafts/pendingPromoterApplication.ts). The
 * promoter's id and stores come from the session's promoter profile. 'Nueva solicitud rápida' (navigation state
 * `fresh`) drops a previous draft; a restored flow is sent RESUME (delays do not survive a reload).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type AnyActorRef, fromPromise } from 'xstate';
import {
  type PromoterInput,
  type PromoterMachine,
  type PromoterOutput,
  promoterMachine,
} from '../../../machines/promoter';
import { QuickApplicationScreen } from '../../screens/promoter/QuickApplicationScreen';
import { type DraftKey, flowDraft, readDraft, removeDraft } from '../drafts';
import { useFlow } from '../flows/useFlow';
import { useServices } from '../services-context';
import { useSession } from '../session/SessionProvider';

const DRAFT_KEY = 'pendingPromoterApplication';

/**
 * What a customer leaves on the device: the previous quick application and a customer's own drafts (credit
 * application, its result, sign-up). The session token is the promoter's and stays.
 */
export const CUSTOMER_DRAFTS = [
  DRAFT_KEY,
  'pendingApplication',
  'applicationResult',
  'pendingClientSignup',
] as const satisfies readonly DraftKey[];

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
  const [pickUp] = useState(() => {
    const state = location.state as { pickUp?: { applicationId: string; clientId: string } } | null;
    return state?.pickUp ?? null;
  });
  const [restored] = useState(() => {
    // A new quick application, or one picked up from the promoter's list, replaces the draft on this device.
    if (pickUp || (location.state as { fresh?: boolean } | null)?.fresh) removeDraft(DRAFT_KEY);
    return readDraft(DRAFT_KEY) !== null;
  });
  const actor = useFlow(machine, {
    input: {
      promoterId: promoterProfile?.id ?? null,
      stores: (promoterProfile?.stores ?? []).map((s) => ({ id: s.id, name: s.name })),
      pickUp,
      ...input,
    },
    persist: { draft: flowDraft(DRAFT_KEY) },
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
        actions: {
          // A new simulation ends every customer session on this device; the promoter stays signed in.
          endCustomerSession: () => {
            for (const key of CUSTOMER_DRAFTS) removeDraft(key);
          },
        },
        actors: {
          isRegistered: fromPromise(({ input, signal }) =>
            services.call('promoters.isRegistered', { query: input, signal }),
          ),
          lookupCurp: fromPromise(({ input, signal }) =>
            services.call('clients.curpLookup', { params: input, signal }),
          ),
          lookupPostalCode: fromPromise(({ input, signal }) =>
            services.call('catalog.lookupPostalCode', { params: input, signal }),
          ),
          createApplication: fromPromise(({ input, signal }) =>
            services.call('applications.create', { body: input, signal }),
          ),
          preProcess: fromPromise(({ input, signal }) =>
            services.call('applications.preProcess', {
              params: { id: input.id },
              body: { complianceCode: input.complianceCode },
              signal,
            }),
          ),
          updateDetails: fromPromise(({ input, signal }) =>
            services.call('applications.updateDetails', {
              params: { id: input.applicationId },
              body: input.body,
              signal,
            }),
          ),
          submitQuickApplication: fromPromise(({ input, signal }) =>
            services.call('promoters.quickApplication', {
              params: { applicationId: input.applicationId },
              body: input.body,
              signal,
            }),
          ),
          fetchClientCode: fromPromise(({ input, signal }) =>
            services.call('promoters.clientActivationCode', { params: { id: input.clientId }, signal }),
          ),
          estimateMonthlyPayment: fromPromise(({ input, signal }) =>
            services.call('applications.estimatedMonthlyPayment', { query: input, signal }),
          ),
          resendComplianceCode: fromPromise(({ input, signal }) =>
            services.call('applications.resendComplianceCode', { params: { id: input.id }, signal }),
          ),
          resendClientCode: fromPromise(({ input, signal }) =>
            services.call('promoters.resendClientActivationCode', { params: { id: input.clientId }, signal }),
          ),
          processApplication: fromPromise(({ input, signal }) =>
            services.call('applications.process', {
              params: { id: input.id },
              body: { clientActivationCode: input.clientActivationCode },
              signal,
            }),
          ),
        },
      }),
    [services],
  );
  return <PromoterFlow machine={machine} />;
}

export default PromoterRoute;
