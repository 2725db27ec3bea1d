/**
 * The root layout: applies the route guards (guards.ts) on every navigation and every session change, then
 * renders the shell around the page. While the profile loads, a spinner shows instead of the page.
 */
import { type ReactNode, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../ui/Button';
import { PageTitle } from '../ui/PageTitle';
import { Spinner } from '../ui/Spinner';
import { decideAccess } from './guards';
import * as css from './layout.css';
import { PageErrorBoundary } from './PageErrorBoundary';
import { InstallBannerSlot } from './pwa/InstallBannerSlot';
import { matchRoute } from './routes';
import { useSession, useSessionActor } from './session/SessionProvider';
import { AppShell } from './shell/AppShell';

export const APP_NAME = 'Crédito a meses';

/** The page's Suspense fallback (no label shown), or the profile's spinner (its label shown). */
function PageSpinner({ label }: { label?: string }) {
  return (
    <div className={css.center}>
      <Spinner label={label} showLabel={!!label} />
    </div>
  );
}

/**
 * `children`: the page (src/app/router.tsx); without children, the layout renders its `<Outlet />` (a layout
 * route under React Router's `<Routes>`, as some tests mount it).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const sessionActor = useSessionActor();
  const session = useSession();
  const matched = matchRoute(location.pathname);
  const decision = decideAccess(session.status, matched?.access ?? null, location);
  // When the guards let the page in (the profile has answered), its first render runs in the background, in
  // slices the browser can interleave with input and paint (a deferred value renders in a transition), while the
  // spinner stays; a sync render of a whole page blocked the main thread for hundreds of milliseconds on a slow
  // phone (docs/performance.md). Leaving the page (wait, failed, redirect) is never deferred.
  const pageShown = useDeferredValue(decision.kind !== 'wait');
  const waiting = decision.kind === 'wait' || !pageShown;

  useEffect(() => {
    document.title = matched ? `${matched.title} · ${APP_NAME}` : APP_NAME;
  }, [matched]);

  // Logout goes home first, then ends the session once the URL is /: the guard then sends the visitor from /
  // (not from the page they were on) to /login. Router updates run in a transition, session updates do not,
  // hence the two steps.
  const pendingLogout = useRef(false);
  const logout = () => {
    pendingLogout.current = true;
    navigate('/');
  };
  useEffect(() => {
    if (pendingLogout.current && location.pathname === '/') {
      pendingLogout.current = false;
      sessionActor.send({ type: 'LOGOUT' });
    }
  }, [location, sessionActor]);

  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={decision.state ?? null} />;
  }

  // The signed-in person in the shell (initials, short name, 'Cerrar sesión'): a client — suspended ones too, so
  // they can sign out; from the cached profile while it loads again — or a promoter.
  const person =
    session.status === 'client' || session.status === 'suspended' || session.status === 'refreshing'
      ? session.profile
      : session.status === 'business'
        ? session.promoterProfile
        : null;
  const user = person
    ? {
        name: person.name,
        firstSurname: person.firstSurname,
        ...(person.secondSurname ? { secondSurname: person.secondSurname } : {}),
        role: session.status === 'business' ? ('promoter' as const) : ('client' as const),
      }
    : null;

  return (
    <AppShell
      user={user}
      onLogout={logout}
      banner={waiting || decision.kind === 'failed' ? null : <InstallBannerSlot />}
    >
      {decision.kind === 'failed' ? (
        <section className={css.center}>
          <PageTitle>No pudimos cargar tu información</PageTitle>
          <p className={css.muted}>Revisa tu conexión e inténtalo de nuevo.</p>
          <Button variant="primary" onClick={() => sessionActor.send({ type: 'RETRY' })}>
            Reintentar
          </Button>
          <Button variant="secondary" onClick={logout}>
            Cerrar sesión
          </Button>
        </section>
      ) : (
        // One Suspense boundary around the profile's spinner and the page: the page's background render (above)
        // waits for its module behind the spinner already on screen, instead of swapping it for the fallback and
        // the fallback for the page.
        <Suspense fallback={<PageSpinner />}>
          {waiting ? (
            <PageSpinner label="Cargando tu información" />
          ) : (
            <PageErrorBoundary page={location.pathname} onHome={() => navigate('/')}>
              {children ?? <Outlet />}
            </PageErrorBoundary>
          )}
        </Suspense>
      )}
    </AppShell>
  );
}
