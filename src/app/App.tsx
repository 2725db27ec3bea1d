/**
 * The app: providers (theme, alerts, services, session) around the router. `createAppRuntime` builds the
 * session actor once per page load (outside React, so guards see the session on first render).
 */
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { SessionMachine } from '../../machines/session.machine';
import { AlertProvider } from './alerts';
import { analyticsInspect, withAnalytics } from './analytics';
import { flowInspect } from './devtools';
import { AppRoutes } from './router';
import type { AppServices } from './services';
import { ServicesProvider } from './services-context';
import { SessionProvider } from './session/SessionProvider';
import { createSession, type SessionActor } from './session/session';
import type { KeyValueStorage } from './storage';
import { ThemeProvider } from './theme';

export interface AppRuntime {
  readonly services: AppServices;
  readonly session: SessionActor;
  readonly history: RuntimeOptions['history'];
}

export interface RuntimeOptions {
  /** Builds the services; `getToken` reads the session's current token. */
  readonly services: (getToken: () => string | null) => AppServices;
  readonly token: string | null;
  /** The page's history (the only kind: a memory router would ship its own history code in the bundle). */
  readonly history: { kind: 'browser' };
  readonly now?: number;
  readonly storage?: KeyValueStorage;
  /** The session machine with its profile loaders provided (tests: fakes); default: the API's, from `services`. */
  readonly sessionMachine?: SessionMachine;
}

export function createAppRuntime(options: RuntimeOptions): AppRuntime {
  let session: SessionActor | null = null;
  const services = options.services(() => session?.getSnapshot().context.token ?? null);
  session = createSession({
    services,
    token: options.token,
    inspect: flowInspect ? withAnalytics(flowInspect) : analyticsInspect,
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.sessionMachine ? { machine: options.sessionMachine } : {}),
  });
  return { services, session, history: options.history };
}

/** The providers every page runs under (theme, toast, services, session, router); tests mount their routes in it. */
export function AppProviders({
  services,
  session,
  visitorFirst = false,
  children,
}: {
  services: AppServices;
  session: SessionActor;
  /** The page is hydrated as a visitor's while the stored session loads (see `SessionProvider`). */
  visitorFirst?: boolean;
  children: ReactNode;
}) {
  return (
    <ThemeProvider>
      <AlertProvider>
        <ServicesProvider services={services}>
          <SessionProvider session={session} visitorFirst={visitorFirst}>
            <BrowserRouter>{children}</BrowserRouter>
          </SessionProvider>
        </ServicesProvider>
      </AlertProvider>
    </ThemeProvider>
  );
}

export function App({ runtime, visitorFirst }: { runtime: AppRuntime; visitorFirst?: boolean }) {
  return (
    <AppProviders services={runtime.services} session={runtime.session} visitorFirst={visitorFirst}>
      <AppRoutes />
    </AppProviders>
  );
}
