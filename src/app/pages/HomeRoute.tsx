/**
 * /: the suspension notice for a suspended client (spec §2 "Home", §6); otherwise the home machine
 * (machines/home.machine.ts) loads the applications and balances and the screen shows the application tracker or
 * the credit-limit dashboard.
 *
 * The tracker's "upload documents" action (PREAPPROVED) is `documentsSlot`: the credit application's documents
 * flow (machines/documents.machine.ts, hosted by DocumentsFlow, loaded with its first use) for that application.
 */
import { useActorRef } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { type HomeMachine, homeActors, homeMachine } from '../../../machines/home.machine';
import type { Application } from '../../api/contract/applications';
import { config } from '../../config';
import { PATHS } from '../../paths';
import { HomeScreen } from '../../screens/home/HomeScreen';
import { SuspendedNotice } from '../../screens/static/SuspendedNotice';
import { button } from '../../ui/buttonClasses';
import { Link } from '../../ui/Link';
import { useForwardAlerts } from '../alerts';
import { liveCall } from '../flows/live';
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
}: {
  machine: HomeMachine;
  documentsSlot?: (application: Application) => ReactNode;
}) {
  const actor = useActorRef(machine, { input: { supportPhone: config.supportPhone } });
  useForwardAlerts(actor);
  return <HomeScreen actor={actor} documentsSlot={documentsSlot} />;
}

function ClientHome() {
  const services = useServices();
  const machine = useMemo(
    () => homeMachine.provide({ actors: homeActors(liveCall(services.call)) }),
    [services],
  );
  return <HomeFlow machine={machine} documentsSlot={documentsUpload} />;
}

export function HomeRoute() {
  const { status } = useSession();
  return status === 'suspended' ? <SuspendedNotice /> : <ClientHome />;
}

export default HomeRoute;
