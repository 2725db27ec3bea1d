/**
 * The routes: the route table (routes.ts) under the guarded root layout (AppLayout). Declarative React Router
 * (smaller than the data router: the /login budget) with route-level code splitting: every screen module is a
 * `React.lazy` component, so a first visit downloads only the shell and its own page.
 */
import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './AppLayout';
import { type AppRoute, ROUTES, type ScreenKey } from './routes';

const LoginRoute = lazy(() => import('./pages/LoginRoute'));
const HomeRoute = lazy(() => import('./pages/HomeRoute'));
const PasswordRoute = lazy(() => import('./pages/PasswordRoute'));
const SignupRoute = lazy(() => import('./pages/SignupRoute'));
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
  home: HomeRoute,
  terms: TermsPage,
};

function elementFor(route: AppRoute) {
  if (route.screen === 'placeholder') return <PlaceholderPage title={route.title} />;
  const Screen = SCREENS[route.screen];
  return <Screen />;
}

/** Developer-only routes: present in development (or with VITE_STATECHARTS=true), absent from production. */
const StatechartsPage =
  import.meta.env.DEV || import.meta.env.VITE_STATECHARTS === 'true'
    ? lazy(() => import('./devtools/statecharts/StatechartsPage'))
    : null;

function devRoutes() {
  if (!(import.meta.env.DEV || import.meta.env.VITE_STATECHARTS === 'true') || !StatechartsPage) return null;
  return <Route path="/statecharts" element={<StatechartsPage />} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map((route) =>
          route.path === '/' ? (
            <Route key={route.path} index element={elementFor(route)} />
          ) : (
            <Route key={route.path} path={route.path} element={elementFor(route)} />
          ),
        )}
        {devRoutes()}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
