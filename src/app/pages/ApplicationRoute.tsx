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
import { flowDraft, peekDraft, removeDraft, writeDraft } from '../drafts';
import type { ApplicationResult as StoredResult } from '../drafts/applicationResult';
import { draftFields, isPersistedSnapshot, isRecord } from '../drafts/draft';
import { isStoreApplicationWithoutStore, pendingApplicationType } from '../drafts/pendingApplication';
import { live } from '../flows/live';
import { useFlow } from '../flows/useFlow';
import { useServices } from '../services-context';
import { useSession } from '../session/SessionProvider';
import { LazyDocumentsFlow } from './LazyDocumentsFlow';

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

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** The start a navigation state, a plain draft or a persisted snapshot carries (src/app/drafts shapes). */
function startOf(value: unknown): ApplicationStart | null {
  const applicationType = pendingApplicationType(value);
  const fields = draftFields(value);
  if (applicationType === null || fields === null) return null;
  return {
    applicationType,
    storeId: textOrNull(fields.storeId),
    storeName: textOrNull(fields.storeName),
    promoterId: textOrNull(fields.promoterId),
    utm: isRecord(fields.utm) ? (fields.utm as ApplicationStart['utm']) : null,
  };
}

/** The decision the result page shows again after a reload (the `applicationResult` draft). */
function resultOf(stored: StoredResult): ApplicationResult {
  return {
    id: stored.id,
    status: stored.status,
    processedAt: stored.processedAt ?? null,
    rejectionReason: stored.rejectionReason ?? null,
    ...(stored.overdueAccounts === undefined ? {} : { overdueAccounts: stored.overdueAccounts }),
  };
}

export type StartPlan =
  | { readonly kind: 'new'; readonly start: ApplicationStart; readonly result?: ApplicationResult | null }
  | { readonly kind: 'restore'; readonly start: ApplicationStart }
  | { readonly kind: 'nothing' };

/**
 * Decides where the flow starts (see the header). It runs in a state initializer, which React may call again
 * for a render it threw away (StrictMode, a suspended sibling, an interrupted render): it only READS the drafts
 * (`peekDraft`), so every call answers the same. The flow removes the stored draft after its first commit when it
 * starts anew (useFlow), and when it ends. A stored STORE application without a store starts as such, so the
 * machine shows the §8 alert and goes to /: the decision is in the machine's state before the draft is removed.
 */
export function planStart(state: unknown, pathname: string): StartPlan {
  const fromState = startOf(state);
  if (fromState) return { kind: 'new', start: fromState };
  const { value: draft, dropped } = peekDraft('pendingApplication');
  const stored = startOf(draft);
  if (stored) {
    return isPersistedSnapshot(draft) ? { kind: 'restore', start: stored } : { kind: 'new', start: stored };
  }
  if (isStoreApplicationWithoutStore(dropped)) {
    return { kind: 'new', start: { applicationType: 'STORE', storeId: null } };
  }
  const result = peekDraft('applicationResult').value;
  if (result && pathname.replace(/\/+$/, '') === PATHS.applicationResult) {
    return {
      kind: 'new',
      start: { ...result, applicationType: result.applicationType ?? 'PERSONAL_LOAN' },
      result: resultOf(result),
    };
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
  // A new start replaces whatever was stored: the flow does not restore it, and removes it once it has started.
  const draft = useMemo(() => {
    const stored = flowDraft('pendingApplication');
    return plan.kind === 'new' ? { ...stored, read: () => null } : stored;
  }, [plan.kind]);
  const { start } = plan;
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
      draft,
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
        removeDraft('pendingApplication');
        writeDraft('applicationResult', {
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
      documents={(applicationId) => <LazyDocumentsFlow applicationId={applicationId} />}
    />
  );
}

export function ApplicationRoute() {
  const services = useServices();
  const machine = useMemo(
    () =>
      applicationMachine.provide({
        actors: {
          canCreate: fromPromise(({ input, signal }) =>
            live(signal, () => services.call('applications.canCreate', { query: input, signal })),
          ),
          loadBalances: fromPromise(({ signal }) =>
            live(signal, () => services.call('payments.balance', { signal })),
          ),
          loadNoInterest: fromPromise(({ input, signal }) =>
            live(signal, () =>
              services.call('catalog.storeNoInterestPayments', {
                params: { storeId: input.storeId },
                signal,
              }),
            ),
          ),
          estimate: fromPromise(({ input, signal }) =>
            live(signal, () =>
              services.call('applications.estimatedMonthlyPayment', { query: input, signal }),
            ),
          ),
          lookupPostalCode: fromPromise(({ input, signal }) =>
            live(signal, () =>
              services.call('catalog.lookupPostalCode', { params: { code: input.code }, signal }),
            ),
          ),
          createApplication: fromPromise(({ input, signal }) =>
            live(signal, () => services.call('applications.create', { body: input, signal })),
          ),
          submitApplication: fromPromise(({ input, signal }) =>
            live(signal, () =>
              services.call('applications.submit', { params: { id: input.id }, body: input.body, signal }),
            ),
          ),
          resendCode: fromPromise(({ input, signal }) =>
            live(signal, () =>
              services.call('applications.resendComplianceCode', { params: { id: input.id }, signal }),
            ),
          ),
          processApplication: fromPromise(({ input, signal }) =>
            live(signal, () =>
              services.call('applications.process', {
                params: { id: input.id },
                body: { complianceCode: input.complianceCode },
                signal,
              }),
            ),
          ),
          acceptInterest: fromPromise(({ input, signal }) =>
            live(signal, () =>
              services.call('applications.acceptAsInterestPayments', {
                params: { id: input.id },
                body: { storeId: input.storeId },
                signal,
              }),
            ),
          ),
          rejectInterest: fromPromise(({ input, signal }) =>
            live(signal, () =>
              services.call('applications.rejectNoInterestAsInterestPayments', {
                params: { id: input.id },
                signal,
              }),
            ),
          ),
        },
      }),
    [services],
  );
  return <ApplicationFlow machine={machine} />;
}

export default ApplicationRoute;
