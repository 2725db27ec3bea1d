/**
 * Server-render entry of the build's prerender step (scripts/prerender.tsx builds it with Vite's SSR build, so
 * vanilla-extract gives the same class names as in the browser bundle). It renders a public page as a visitor
 * sees it on its first paint, and the signed-in shell while the profile loads (the skeleton index.html shows
 * before JavaScript runs). The providers are those of `AppProviders` (src/app/App.tsx) with a static router
 * instead of the browser's; tests/ui/app/prerender.test.tsx hydrates every prerendered page in the real app and
 * fails on any hydration error or DOM difference, so the two cannot drift apart unnoticed.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { sessionActors, sessionMachine } from '../machines/session.machine';
import type { ApiCall } from './api/call';
import { createAppRuntime } from './app/App';
import { APP_NAME } from './app/AppLayout';
import { AlertProvider } from './app/alerts';
import { createLazyServices } from './app/lazy-services';
import { AppRoutes } from './app/router';
import { matchRoute } from './app/routes';
import { ServicesProvider } from './app/services-context';
import { SessionProvider } from './app/session/SessionProvider';
import type { KeyValueStorage } from './app/storage';
import { ThemeProvider } from './app/theme';
import { systemTheme } from './ui/theme.css';

/**
 * The public entry pages that are prerendered, and the page modules (lazy chunks) each renders on its first
 * paint: the prerendered HTML links their scripts and styles.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/login': ['src/app/pages/LoginRoute.tsx'],
  '/crear-cuenta': ['src/app/pages/SignupRoute.tsx'],
  '/prestamo-personal': ['src/app/pages/StoreEntryRoutes.tsx'],
  '/solicitud': ['src/app/pages/StoreEntryRoutes.tsx'],
  '/promotor': ['src/app/pages/PromoterLandingRoute.tsx'],
  '/terminos-y-condiciones': ['src/screens/static/TermsPage.tsx'],
};

/** The class the theme provider puts on <html> for a visitor who has not picked a theme. */
export const HTML_THEME_CLASS = systemTheme;

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

/** A token the session machine reads as a client's (it is never sent anywhere: the profile loader never ends). */
const SKELETON_TOKEN = `e30.${btoa(JSON.stringify({ aud: 'client' })).replace(/=+$/, '')}.x`;

/** A call that never settles: the prerendered profile stays loading. */
const neverAnswers = (() => new Promise<never>(() => {})) as ApiCall;

function runtimeFor(token: string | null) {
  return createAppRuntime({
    services: createLazyServices,
    token,
    history: { kind: 'browser' },
    storage: memoryStorage(),
    sessionMachine: sessionMachine.provide({ actors: sessionActors(neverAnswers) }),
  });
}

async function render(pathname: string, token: string | null): Promise<string> {
  const runtime = runtimeFor(token);
  const { prelude } = await prerender(
    <StrictMode>
      <ThemeProvider>
        <AlertProvider>
          <ServicesProvider services={runtime.services}>
            <SessionProvider session={runtime.session}>
              <StaticRouter location={pathname}>
                <AppRoutes />
              </StaticRouter>
            </SessionProvider>
          </ServicesProvider>
        </AlertProvider>
      </ThemeProvider>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  runtime.session.stop();
  return html;
}

export interface Prerendered {
  readonly html: string;
  readonly title: string;
}

/** A public page as a visitor's first paint shows it. */
export async function renderPublicPage(pathname: string): Promise<Prerendered> {
  const route = matchRoute(pathname);
  if (!route) throw new Error(`no route for ${pathname}`);
  return { html: await render(pathname, null), title: `${route.title} · ${APP_NAME}` };
}

/** The signed-in shell while the profile loads (the spinner page), for index.html. */
export async function renderSignedInSkeleton(): Promise<string> {
  return render('/', SKELETON_TOKEN);
}
