import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRuntime } from './app/App';
import { startAnalytics } from './app/analytics';
import { createLazyServices } from './app/lazy-services';
import { startInstallSupport } from './app/pwa/install';
import { preloadPage } from './app/router';
import { takeInitialToken } from './app/session/initialToken';
import { THEME_STORAGE_KEY } from './app/theme';
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
// A public page prerendered at build time (scripts/prerender.tsx: `data-prerendered` on #root) shows a visitor
// with nothing in local storage (the theme choice aside), so React hydrates it. With a session (a redirect, the
// profile's spinner) or a draft, React renders from scratch, as for every other page.
// Either way the first render runs as a transition, so React renders (or hydrates) in slices and the main thread
// stays free for input between them (a prerendered page already shows; nothing else is on screen before it).
const prerendered = root.hasAttribute('data-prerendered');
if (prerendered && token === null && storageAsPrerendered())
  startTransition(() => void hydrateRoot(root, app));
else if (prerendered)
  // Rendered over a prerendered page: it stays on screen, and takes what is typed, until its module is here,
  // so the app replaces it in one commit (no spinner between the two forms; the inputs hand over what was typed).
  void preloadPage(window.location.pathname).then(() => startTransition(() => createRoot(root).render(app)));
else startTransition(() => createRoot(root).render(app));
// Flow analytics: its module loads once the page has painted and is idle (off under Do Not Track / GPC).
startAnalytics(window);

function storageAsPrerendered(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i) !== THEME_STORAGE_KEY) return false;
    return true;
  } catch {
    return true;
  }
}
