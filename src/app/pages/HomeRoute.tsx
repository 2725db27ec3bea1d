/**
 * /: the suspension notice for a suspended client (spec §2 "Home", §6); otherwise the home machine
 * (machines/home.machine.ts) loads the applications and balances and the screen shows the application tracker or
 * the credit-limit dashboard.
 *
 * The tracker's "upload documents" action (PREAPPROVED) is `documentsSlot`: the credit application's documents
 * flow (machines/documents.machine.ts, hosted by DocumentsFlow, loaded with its first use) for that application.
 */
import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type HomeData, type HomeMachine, homeActors, homeMachine } from '../../../machines/home.machine';
import type { Application } from '../../api/contract/applications';
import { config } from '../../config';
import { PATHS } from '../../paths';
import { HomeScreen, UPDATING_TEXT } from '../../screens/home/HomeScreen';
import * as homeCss from '../../screens/home/home.css';
import { SuspendedNotice } from '../../screens/static/SuspendedNotice';
import { button } from '../../ui/buttonClasses';
import { Link } from '../../ui/Link';
import { useForwardAlerts } from '../alerts';
import { liveCall } from '../flows/live';
import { readCachedHome } from '../homeCache';
import { useServices } from '../services-context';
import { useSession } from '../session/SessionProvider';
import { LazyDocumentsFlow } from './LazyDocumentsFlow';

/** The home tracker's "upload documents" action: the documents flow of the PREAPPROVED application. */
export function documentsUpload(application: Application): ReactNode {
  return <LazyDocumentsFlow applicationId={application.id} />;
}

/** A link to the application result page (PREAPPROVED: the identity widget); the model test's stand-in. */
export function documentsLink(_application: Application): ReactNode {
  return (
    <Link className={button({ variant: 'primary', block: true })} to={PATHS.applicationResult}>
      Subir documentos
    </Link>
  );
}

export function HomeFlow({
  machine,
  documentsSlot = documentsLink,
  cached = null,
  onLoaded,
}: {
  machine: HomeMachine;
  documentsSlot?: (application: Application) => ReactNode;
  /** The figures kept from the last visit of this token (shown marked stale until the load answers). */
  cached?: HomeData | null;
  /** Each load's answer (the app keeps it for the next visit). */
  onLoaded?: (data: HomeData) => void;
}) {
  const actor = useActorRef(machine, { input: { supportPhone: config.supportPhone, cached } });
  useForwardAlerts(actor);
  useEffect(() => {
    // Each answer once: `data` is null until the first load, and a new object after each one.
    let last: HomeData | null = null;
    return actor.subscribe(({ context: { data } }) => {
      if (data === last) return;
      last = data;
      onLoaded?.(data as HomeData);
    }).unsubscribe;
  }, [actor, onLoaded]);
  return <HomeScreen actor={actor} documentsSlot={documentsSlot} />;
}

function ClientHome({ token }: { token: string | null }) {
  const services = useServices();
  const machine = useMemo(
    () => homeMachine.provide({ actors: homeActors(liveCall(services.call)) }),
    [services],
  );
  // The figures kept from this token's last visit (src/app/profileCache.ts), read once per mount.
  const cached = useMemo(() => readCachedHome(token), [token]);
  const remember = useMemo(
    () =>
      token === null
        ? undefined
        : (data: HomeData) => {
            // The figures, and the section as painted once fresh for index.html's first paint of the next visit
            // (src/app/keptPaint.ts), kept by code that loads after the answer, not with the home's.
            void import('../keepHomePaint').then((m) => {
              m.rememberHome(token, data);
              m.keepHomePaint(token, ['p', { class: homeCss.updating, role: 'status' }, UPDATING_TEXT]);
            });
          },
    [token],
  );
  return (
    <HomeFlow
      machine={machine}
      documentsSlot={documentsUpload}
      cached={cached}
      {...(remember ? { onLoaded: remember } : {})}
    />
  );
}

export function HomeRoute() {
  const { status, token } = useSession();
  return status === 'suspended' ? <SuspendedNotice /> : <ClientHome key={token} token={token} />;
}

export default HomeRoute;
