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
import { type AppRoute, matchRoute, type ScreenKey } from './routes';

const LoginRoute = lazy(() => import('./pages/LoginRoute'));
const HomeRoute = lazy(() => import('./pages/HomeRoute'));
const PasswordRoute = lazy(() => import('./pages/PasswordRoute'));
const SignupRoute = lazy(() => import('./pages/SignupRoute'));
const ApplicationRoute = lazy(() => import('./pages/ApplicationRoute'));
const storeEntry = () => import('./pages/StoreEntryRoutes');
const StartPurchaseRoute = lazy(async () => ({ default: (await storeEntry()).StartPurchaseRoute }));
const ConfirmationRoute = lazy(async () => ({ default: (await storeEntry()).ConfirmationRoute }));
const StoreRequestRoute = lazy(async () => ({ default: (await storeEntry()).StoreRequestRoute }));
const DocumentsUploadedScreen = lazy(() => import('../screens/documents/DocumentsUploadedScreen'));
const PersonalLoanRoute = lazy(async () => ({ default: (await storeEntry()).PersonalLoanRoute }));
const SigningRoute = lazy(() => import('./pages/SigningRoute'));
const AccountRoute = lazy(() => import('./pages/AccountRoute'));
const PaymentOptionsRoute = lazy(() => import('./pages/PaymentOptionsRoute'));
const HelpRoute = lazy(() => import('./pages/HelpRoute'));
const ShareRoute = lazy(() => import('./pages/ShareRoute'));
const ProfileRoute = lazy(() => import('./pages/ProfileRoute'));
const PromoterLandingRoute = lazy(() => import('./pages/PromoterLandingRoute'));
const PromoterRoute = lazy(() => import('./pages/PromoterRoute'));
const TermsPage = lazy(async () => ({ default: (await import('../screens/static/TermsPage')).TermsPage }));
const PlaceholderPage = lazy(async () => ({
  default: (await import('../screens/static/PlaceholderPage')).PlaceholderPage,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('../screens/static/NotFoundPage')).NotFoundPage,
}));

const SCREENS: Readonly<Record<Exclude<ScreenKey, 'placeholder'>, ComponentType>> = {
  login: LoginRoute,
  password: PasswordRoute,
  signup: SignupRoute,
  application: ApplicationRoute,
  startPurchase: StartPurchaseRoute,
  storeConfirmation: ConfirmationRoute,
  storeRequest: StoreRequestRoute,
  personalLoan: PersonalLoanRoute,
  documentsUploaded: DocumentsUploadedScreen,
  signing: SigningRoute,
  home: HomeRoute,
  terms: TermsPage,
  account: AccountRoute,
  paymentOptions: PaymentOptionsRoute,
  help: HelpRoute,
  share: ShareRoute,
  profile: ProfileRoute,
  promoterLanding: PromoterLandingRoute,
  promoter: PromoterRoute,
};

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
