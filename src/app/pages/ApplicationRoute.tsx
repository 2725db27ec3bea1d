/**
 * /aplicacion-credito and its children: hosts the credit application (machines/application) with route sync,
 * the `pendingApplication` draft (resting states before a decision) and the `applicationResult` (the decision,
 * for a reload of the result page), spec §2, §4, §9.
 *
 * Where the flow starts from, in order: navigation state from an entry screen or the login
 * (`{ applicationType, storeId, storeName, promoterId, utm }`: a new application, any stored one is dropped); the
 * stored draft (a machine snapshot, or a plain start written by an entry page for after sign-in); on the result
 * page, the stored result; otherwise there is nothing to apply for and the page goes to /iniciar-compra.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { type AnyActorRef, fromPromise } from 'xstate';
import {
  type ApplicationInput,
  type ApplicationMachine,
  type ApplicationOutput,
  type ApplicationResult,
  applicationMachine,
  type ProfileFacts,
} from '../../../machines/application';
import type { SessionClientProfile } from '../../../machines/session.machine';
import { config } from '../../config';
import { formatPhone } from '../../domain/phone';
import { PATHS } from '../../paths';
import { ApplicationScreen } from '../../screens/application/ApplicationScreen';
import { live } from '../flows/live';
import { useFlow } from '../flows/useFlow';
import { useSession } from '../session/SessionProvider';
import { readDraft, removeDraft, writeDraft } from '../storage';
import type { ApplicationApi } from './application-api';
import { DocumentsFlow } from './DocumentsFlow';

const DRAFT_KEY = 'pendingApplication';
const RESULT_KEY = 'applicationResult';

/** How an entry page starts an application (navigation state or a plain `pendingApplication`). */
export interface ApplicationStart {
  readonly applicationType: 'STORE' | 'PERSONAL_LOAN';
  readonly storeId?: string | null;
  readonly storeName?: string | null;
  readonly promoterId?: string | null;
  readonly utm?: ApplicationInput['utm'];
}

export function profileFacts(profile: SessionClientProfile | null): ProfileFacts {
  return {
    creditLimit: profile?.creditLimit ?? 0,
    hasAddress: !!profile?.currentAddressId,
    hasEmployment: !!profile?.currentEmploymentId,
    personalLoanNoInterestPaymentsEligible: profile?.personalLoanNoInterestPaymentsEligible ?? false,
    contractSigned: profile?.contractSignatureStatus === 'SIGNED',
  };
}

function startOf(value: unknown): ApplicationStart | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<ApplicationStart> & { context?: unknown };
  if (v.applicationType === 'STORE' || v.applicationType === 'PERSONAL_LOAN') return v as ApplicationStart;
  return v.context ? startOf(v.context) : null;
}

const isSnapshot = (draft: unknown): boolean =>
  typeof draft === 'object' && draft !== null && 'value' in draft && 'context' in draft;

export type StartPlan =
  | { readonly kind: 'new'; readonly start: ApplicationStart; readonly result?: ApplicationResult | null }
  | { readonly kind: 'restore' }
  | { readonly kind: 'nothing' };

/**
 * Decides where the flow starts (see the header). Pure (it runs in a state initializer, twice under StrictMode):
 * the stored draft is dropped by the flow when it starts anew. A stored STORE application without a store starts
 * as such, so the machine shows the §8 alert and goes to /.
 */
export function planStart(state: unknown, pathname: string): StartPlan {
  const fromState = startOf(state);
  if (fromState) return { kind: 'new', start: fromState };
  const draft = readDraft(DRAFT_KEY);
  const stored = startOf(draft);
  if (stored) {
    if (isSnapshot(draft) && (stored.applicationType !== 'STORE' || stored.storeId))
      return { kind: 'restore' };
    return { kind: 'new', start: stored };
  }
  const result = readDraft(RESULT_KEY) as (ApplicationResult & ApplicationStart) | null;
  if (result && pathname.replace(/\/+$/, '') === PATHS.applicationResult) {
    return { kind: 'new', start: result, result };
  }
  return { kind: 'nothing' };
}

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
  // A new start replaces whatever was stored, before the flow looks for a draft to restore.
  useState(() => {
    if (plan.kind === 'new') removeDraft(DRAFT_KEY);
  });
  const start = plan.kind === 'new' ? plan.start : { applicationType: 'STORE' as const };
  const actor = useFlow(machine, {
    input: {
      applicationType: start.applicationType,
      storeId: start.storeId ?? null,
      storeName: start.storeName ?? null,
      promoterId: start.promoterId ?? null,
      utm: start.utm ?? null,
      profile: profileFacts(profile),
      promoterMode,
      result: plan.kind === 'new' ? (plan.result ?? null) : null,
      supportPhone: formatPhone(config.supportPhone),
      ...input,
    },
    persist: {
      key: DRAFT_KEY,
      isResting: (s) =>
        s.status === 'active' &&
        Object.keys(s.children).length === 0 &&
        !s.hasTag('result') &&
        !s.hasTag('busy'),
    },
    onDone: (output: ApplicationOutput) => navigate(output.redirectTo, { replace: true }),
  });

  // The decision replaces the draft (spec §4): kept as applicationResult for a reload of the result page.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const c = snapshot.context;
      if (snapshot.hasTag('result') && c.result) {
        removeDraft(DRAFT_KEY);
        writeDraft(RESULT_KEY, {
          ...c.result,
          applicationType: c.applicationType,
          storeId: c.storeId,
          storeName: c.storeName,
        });
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
      documents={(applicationId) => <DocumentsFlow applicationId={applicationId} />}
    />
  );
}

let apiModule: Promise<ApplicationApi> | null = null;

export function ApplicationRoute() {
  const { token } = useSession();
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const machine = useMemo(() => {
    const api = () => {
      apiModule ??= import('./application-api').then((m) => m.createApplicationApi(() => tokenRef.current));
      return apiModule;
    };
    return applicationMachine.provide({
      actors: {
        canCreate: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).canCreate(input, signal)),
        ),
        loadBalances: fromPromise(({ signal }) =>
          live(signal, async () => (await api()).loadBalances(signal)),
        ),
        loadNoInterest: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).loadNoInterest(input.storeId, signal)),
        ),
        estimate: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).estimate(input, signal)),
        ),
        lookupPostalCode: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).lookupPostalCode(input.code, signal)),
        ),
        createApplication: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).createApplication(input, signal)),
        ),
        submitApplication: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).submitApplication(input.id, input.body, signal)),
        ),
        resendCode: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).resendCode(input.id, signal)),
        ),
        processApplication: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).processApplication(input.id, input.complianceCode, signal)),
        ),
        acceptInterest: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).acceptInterest(input.id, input.storeId, signal)),
        ),
        rejectInterest: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).rejectInterest(input.id, signal)),
        ),
      },
    });
  }, []);
  return <ApplicationFlow machine={machine} />;
}

export default ApplicationRoute;
