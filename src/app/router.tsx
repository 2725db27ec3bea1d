/**
 * The routes: the page of the route table (routes.ts) that matches the URL, under the guarded root layout
 * (AppLayout), with route-level code splitting: every screen module is a `React.lazy` component, so a first
 * visit downloads only the shell and its own page.
 *
 * React Router provides the history, the location, navigation and links (declarative mode, `<BrowserRouter>`);
 * the page is picked by `matchRoute`, the same matcher the guards and the page titles use, rather than by
 * `<Routes>`: React Router's route ranking and matching would add ≈ 4.7 KB gzipped to every first visit
 * (docs/performance.md, "Weight budget") and a second matcher that could disagree with the guards'. The page
 * still gets React Router's route context, so `useParams()` and relative links work as under `<Routes>`.
 */
import { type ComponentType, lazy, type ReactNode } from 'react';
import { type Params, UNSAFE_RouteContext as RouteContext, useLocation } from 'react-router';
import { PATHS } from '../paths';
import { AppLayout } from './AppLayout';
import { registerPreloader } from './preloader';
import { type AppRoute, matchRoute, type ScreenKey } from './routes';

const storeEntry = () => import('./pages/StoreEntryRoutes');

/**
 * Each screen's module. `React.lazy` imports it on the page's first render; `preloadPage` imports it earlier
 * (a browser loads a module once, so both get the same one).
 */
const PAGE_MODULES: Readonly<Record<Exclude<ScreenKey, 'placeholder'>, () => Promise<unknown>>> = {
  login: () => import('./pages/LoginRoute'),
  password: () => import('./pages/PasswordRoute'),
  signup: () => import('./pages/SignupRoute'),
  application: () => import('./pages/ApplicationRoute'),
  startPurchase: storeEntry,
  storeConfirmation: storeEntry,
  storeRequest: storeEntry,
  personalLoan: storeEntry,
  documentsUploaded: () => import('../screens/documents/DocumentsUploadedScreen'),
  signing: () => import('./pages/SigningRoute'),
  home: () => import('./pages/HomeRoute'),
  terms: () => import('../screens/static/TermsPage'),
  account: () => import('./pages/AccountRoute'),
  paymentOptions: () => import('./pages/PaymentOptionsRoute'),
  help: () => import('./pages/HelpRoute'),
  share: () => import('./pages/ShareRoute'),
  profile: () => import('./pages/ProfileRoute'),
  promoterLanding: () => import('./pages/PromoterLandingRoute'),
  promoter: () => import('./pages/PromoterRoute'),
};

type PageKey = keyof typeof PAGE_MODULES;

/** The pages whose module's export is named, not the default one. */
const EXPORT_NAMES: Partial<Record<PageKey, string>> = {
  startPurchase: 'StartPurchaseRoute',
  storeConfirmation: 'ConfirmationRoute',
  storeRequest: 'StoreRequestRoute',
  personalLoan: 'PersonalLoanRoute',
  terms: 'TermsPage',
};

/** The pages whose module has loaded, by key. */
const LOADED: Partial<Record<PageKey, ComponentType>> = {};

/** Loads a page's module: its default export (or the named one), kept in LOADED. */
async function load(key: PageKey): Promise<ComponentType> {
  const module = (await PAGE_MODULES[key]()) as Record<string, ComponentType>;
  const loaded = module[EXPORT_NAMES[key] ?? 'default'] as ComponentType;
  LOADED[key] = loaded;
  return loaded;
}

/**
 * A lazy component for a page. Once its module has loaded (a preload), the first render takes it at once, with
 * no suspension: `lazy` reads a thenable that answers synchronously. Otherwise it suspends until the module is
 * here, and React shows the page's fallback meanwhile.
 */
function page(key: PageKey): ComponentType {
  return lazy(() => {
    const loaded = LOADED[key];
    if (!loaded) return load(key).then((component) => ({ default: component }));
    return {
      // biome-ignore lint/suspicious/noThenProperty: `lazy` takes a thenable; this one answers synchronously.
      then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: loaded }),
    } as never;
  });
}

/**
 * Starts loading the page of `pathname` now. A signed-in first visit calls it at start (src/main.tsx), so the
 * page's chunk downloads while the profile loads, instead of after it (the guards wait for the profile).
 * A failed load is left to the page's own render, which shows the error boundary.
 */
export function preloadPage(pathname: string): Promise<void> {
  const route = matchRoute(pathname);
  if (!route || route.screen === 'placeholder') return Promise.resolve();
  return load(route.screen).then(
    () => {},
    () => {},
  );
}

registerPreloader(preloadPage);

const PlaceholderPage = lazy(async () => ({
  default: (await import('../screens/static/PlaceholderPage')).PlaceholderPage,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('../screens/static/NotFoundPage')).NotFoundPage,
}));

/** Every page, by its screen key. */
const SCREENS = Object.fromEntries(
  (Object.keys(PAGE_MODULES) as PageKey[]).map((key) => [key, page(key)]),
) as Readonly<Record<PageKey, ComponentType>>;

function elementFor(route: AppRoute) {
  if (route.screen === 'placeholder') return <PlaceholderPage title={route.title} />;
  const Screen = SCREENS[route.screen];
  return <Screen />;
}

/** Developer-only pages: present in development (or with VITE_STATECHARTS=true), absent from production. */
const StatechartsPage =
  import.meta.env.DEV || import.meta.env.VITE_STATECHARTS === 'true'
    ? lazy(() => import('./devtools/statecharts/StatechartsPage'))
    : null;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The `:name` parameters of a route pattern read from a pathname it matches (decoded, like React Router's). */
export function paramsOf(pattern: string, pathname: string): Params {
  const values = segments(pathname);
  const params: Record<string, string> = {};
  segments(pattern).forEach((segment, i) => {
    const value = values[i];
    if (segment.startsWith(':') && value !== undefined) params[segment.slice(1)] = decodeSegment(value);
  });
  return params;
}

/** Gives the page React Router's route context for its match, as `<Routes>` would. */
export function RouteMatch({
  pattern,
  pathname,
  children,
}: {
  pattern: string;
  pathname: string;
  children: ReactNode;
}) {
  const path = `/${segments(pathname).join('/')}`;
  const match = {
    params: paramsOf(pattern, pathname),
    pathname: path,
    pathnameBase: path,
    route: { path: pattern },
  };
  return (
    <RouteContext value={{ outlet: null, matches: [match], isDataRoute: false }}>{children}</RouteContext>
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  if (route) {
    return (
      <AppLayout>
        <RouteMatch pattern={route.path} pathname={pathname}>
          {elementFor(route)}
        </RouteMatch>
      </AppLayout>
    );
  }
  return (
    <AppLayout>
      {StatechartsPage && pathname.replace(/\/+$/, '') === PATHS.statecharts ? (
        <StatechartsPage />
      ) : (
        <NotFoundPage />
      )}
    </AppLayout>
  );
}
