/** /: the suspension notice for a suspended client (spec §2 "Home", §6); the dashboard comes in a later issue. */
import { PlaceholderPage } from '../../screens/static/PlaceholderPage';
import { SuspendedNotice } from '../../screens/static/SuspendedNotice';
import { useSession } from '../session/SessionProvider';

export function HomeRoute() {
  const { status } = useSession();
  return status === 'suspended' ? <SuspendedNotice /> : <PlaceholderPage title="Inicio" />;
}

export default HomeRoute;
