import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRuntime } from './app/App';
import { startAnalytics } from './app/analytics';
import { createLazyServices } from './app/lazy-services';
import { startInstallSupport } from './app/pwa/install';
import { preloadPage } from './app/router';
import { takeInitialToken } from './app/session/initialToken';
import { readItem, STORAGE_KEYS } from './app/storage';
import { PATHS } from './paths';
import './ui/global.css';

// The install prompt is captured from the start; the service worker is registered in production builds.
startInstallSupport(window);

// Before the router starts: a `?token=` in the URL is saved and removed from the address bar.
const token = takeInitialToken(window);
// Signed in: the page's chunk downloads while the session loads the profile (the guards wait for it).
if (token !== null) preloadPage(window.location.pathname);
const runtime = createAppRuntime({
  services: createLazyServices,
  token,
  history: { kind: 'browser' },
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const app = (
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>
);
// A public page prerendered at build time (scripts/prerender.tsx: `data-prerendered` on #root) is hydrated for a
// visitor: React adopts its elements, so what was typed before the scripts ran, the focus and a press of its
// button carry on into the app (src/ui/typedBeforeHydration.ts). Drafts of other flows do not change a visitor's
// page. With a session (a redirect, the profile's spinner) or a sign-up draft to resume on its own page, the first
// render is not the prerendered one: React renders from scratch once the page's module is here, so the
// prerendered page shows until the app's replaces it in one commit (no spinner between).
// Either way the first render runs as a transition, so React renders (or hydrates) in slices and the main thread
// stays free for input between them (a prerendered page already shows; nothing else is on screen before it).
const prerendered = root.hasAttribute('data-prerendered');
const pathname = window.location.pathname;
const resumesDraft = pathname === PATHS.signup && readItem(STORAGE_KEYS.pendingClientSignup) !== null;
if (prerendered && token === null && !resumesDraft) startTransition(() => void hydrateRoot(root, app));
else if (prerendered)
  void preloadPage(pathname).then(() => startTransition(() => createRoot(root).render(app)));
else startTransition(() => createRoot(root).render(app));
// Flow analytics: its module loads once the page has painted and is idle (off under Do Not Track / GPC).
startAnalytics(window);
