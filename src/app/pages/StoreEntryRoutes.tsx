/**
 * The entry pages of an application (spec §2 "Store purchase entry"): /iniciar-compra, /confirmacion,
 * /solicitud and /prestamo-personal. They start the credit application with navigation state (logged in), or
 * leave a plain start in `pendingApplication` for after sign-up or sign-in (see ApplicationRoute).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { AnyActorRef } from 'xstate';
import {
  type StoreLinkMachine,
  storeLinkActors,
  storeLinkMachine,
} from '../../../machines/storeLink.machine';
import {
  type StoreSearchMachine,
  storeSearchActors,
  storeSearchMachine,
} from '../../../machines/storeSearch.machine';
import type { Store } from '../../api/contract/common';
import { config } from '../../config';
import { ALERT_TIMER_ERROR_MS } from '../../domain/timers';
import { PATHS } from '../../paths';
import { ConfirmationScreen } from '../../screens/store/ConfirmationScreen';
import { PersonalLoanScreen } from '../../screens/store/PersonalLoanScreen';
import { StartPurchaseScreen } from '../../screens/store/StartPurchaseScreen';
import { StoreRequestScreen } from '../../screens/store/StoreRequestScreen';
import { useAlerts } from '../alerts';
import { writeDraft } from '../drafts';
import type { ApplicationStart } from '../drafts/applicationStart';
import { utmOf, utmParams } from '../drafts/utm';
import { liveCall } from '../flows/live';
import { useSearchParams } from '../searchParams';
import { useServices } from '../services-context';
import { useSession } from '../session/SessionProvider';
import { linkStart } from './entryStarts';

const ConfirmationWithLimit = lazy(async () => ({
  default: (await import('./ConfirmationLimit')).ConfirmationWithLimit,
}));

/** Starts the application now (logged in) or keeps the start for after sign-in / sign-up. */
function useStartApplication() {
  const navigate = useNavigate();
  return (start: ApplicationStart, to: string = PATHS.application) => {
    writeDraft('pendingApplication', { context: start });
    navigate(to, to === PATHS.application ? { state: start } : {});
  };
}

export interface StartPurchaseFlowProps {
  /** The search machine with its actor provided (tests: fakes); default: the API's. */
  readonly machine?: StoreSearchMachine;
  readonly onActor?: (actor: AnyActorRef) => void;
}

export function StartPurchaseRoute({ machine, onActor }: StartPurchaseFlowProps = {}) {
  const navigate = useNavigate();
  const services = useServices();
  const provided = useMemo(
    () => machine ?? storeSearchMachine.provide({ actors: storeSearchActors(liveCall(services.call)) }),
    [machine, services],
  );
  const actor = useActorRef(provided);
  useEffect(() => onActor?.(actor), [actor, onActor]);
  return (
    <StartPurchaseScreen
      actor={actor}
      messagingUrl={config.messagingUrl}
      onPick={(store) => navigate(PATHS.storeConfirmation, { state: { store } })}
    />
  );
}

function storeOf(state: unknown): Store | null {
  const store = (state as { store?: Store } | null)?.store;
  return store && typeof store.id === 'string' && typeof store.name === 'string' ? store : null;
}

export function ConfirmationRoute() {
  const location = useLocation();
  const { profile } = useSession();
  const start = useStartApplication();
  const store = storeOf(location.state);
  if (!store) return <Navigate to={PATHS.startPurchase} replace />;
  const onStart = () =>
    start({ applicationType: 'STORE', storeId: store.id, storeName: store.name, promoterId: null });
  const creditLimit = profile?.creditLimit ?? 0;
  // Spec §2: the available limit shows when the profile has a limit (over 0).
  if (creditLimit <= 0)
    return <ConfirmationScreen store={store} limit={{ status: 'none' }} onStart={onStart} />;
  // The balances and the limit rule load with the page's first use with a limit (not on the other entry pages).
  return (
    <Suspense fallback={<ConfirmationScreen store={store} limit={{ status: 'loading' }} onStart={onStart} />}>
      <ConfirmationWithLimit store={store} creditLimit={creditLimit} onStart={onStart} />
    </Suspense>
  );
}

export interface StoreRequestFlowProps {
  /** The store-link machine with its actor provided (tests: fakes); default: the API's. */
  readonly machine?: StoreLinkMachine;
  readonly onActor?: (actor: AnyActorRef) => void;
}

export function StoreRequestRoute({ machine: given, onActor }: StoreRequestFlowProps = {}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { status } = useSession();
  const start = useStartApplication();
  const services = useServices();
  const machine = useMemo(
    () => given ?? storeLinkMachine.provide({ actors: storeLinkActors(liveCall(services.call)) }),
    [given, services],
  );
  const actor = useActorRef(machine, {
    input: {
      storeId: params.get('storeId'),
      promoterId: params.get('promoterId'),
      storeName: params.get('storeName'),
    },
  });
  useEffect(() => onActor?.(actor), [actor, onActor]);
  const done = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));
  const store = useSelector(actor, (s) => s.context.store);
  const handled = useRef(false);
  useEffect(() => {
    if (done?.error && !handled.current) {
      handled.current = true;
      alerts.show({ message: done.error, alertType: 'error', timer: ALERT_TIMER_ERROR_MS });
      navigate(PATHS.home, { replace: true });
    }
  }, [done, alerts, navigate]);
  const startOfLink = (): ApplicationStart => linkStart(params, store);
  return (
    <StoreRequestScreen
      storeName={store?.name ?? params.get('storeName')}
      loading={store === null}
      loggedIn={status === 'client'}
      onRequest={() => start(startOfLink())}
      onSignup={() => start(startOfLink(), PATHS.signup)}
      onLogin={() => start(startOfLink(), `${PATHS.login}?prestamo=tienda`)}
    />
  );
}

export function PersonalLoanRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const start = useStartApplication();
  const begin = (): ApplicationStart => ({ applicationType: 'PERSONAL_LOAN', utm: utmOf(params) });
  return (
    <PersonalLoanScreen
      loggedIn={status === 'client'}
      onRequest={() => start(begin())}
      onSignup={() => start(begin(), PATHS.signup)}
      // The utm go along: the personal loan started after sign-in carries them (src/app/drafts/utm.ts).
      onLogin={() =>
        navigate(`${PATHS.login}?${new URLSearchParams([['prestamo', 'personal'], ...utmParams(params)])}`)
      }
    />
  );
}
