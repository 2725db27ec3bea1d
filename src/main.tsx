import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRuntime } from './app/App';
import { startAnalytics } from './app/analytics';
import { createLazyServices } from './app/lazy-services';
import { PROGRESS_ID, PROGRESS_MARK } from './app/prerenderedStart';
import { startInstallSupport } from './app/pwa/install';
import { startStaleChunkRecovery } from './app/pwa/staleChunks';
import { preloadPage } from './app/router';
import { takeInitialToken } from './app/session/initialToken';
import './ui/global.css';

// A chunk of an older deploy that is gone: the page reloads once for the deployed version.
startStaleChunkRecovery(window);
// The install prompt is captured from the start; the service worker is registered in production builds.
startInstallSupport(window);

// Before the router starts: a `?token=` in the URL is saved and removed from the address bar.
const token = takeInitialToken(window);
// Signed in: the page's chunk downloads while the session loads the profile (the guards wait for it).
const pageLoaded = token !== null && preloadPage(window.location.pathname);

// index.html always has it.
const root = document.getElementById('root') as HTMLElement;
// A page prerendered at build time (scripts/prerender.tsx: `data-prerendered` on #root) is a visitor's page. Its
// inline loader has decided, before the first paint, whether the stored session or draft sees it
// (src/app/prerenderedStart.ts). If so, React hydrates it as a visitor's page: it adopts its elements, so what was
// typed before the scripts ran, the focus and a press of its button carry on into the app
// (src/ui/typedBeforeHydration.ts); a stored session is applied once its profile has loaded (`visitorFirst`), a
// sign-up draft once hydrated (src/app/pages/SignupRoute.tsx). If not, the loader shows the signed-in skeleton
// instead of the page (`PROGRESS_MARK`), nothing could be typed into it, and React renders over that skeleton.
// A hydration runs as a transition, so React hydrates in slices and the main thread stays free for what is typed
// between them. Over the signed-in skeleton (the profile's spinner) React's first render is a transition too: the
// shell renders in slices. Over a returning client's kept figures (src/app/keptPaint.ts: inert) React renders at
// once, so the page's figures are not held behind slices.
const prerendered = root.hasAttribute('data-prerendered');
const hydrate = prerendered && !document.documentElement.hasAttribute(PROGRESS_MARK);
if (hydrate) start();
// Over a skeleton (or kept figures) the start-up work runs in three tasks, not one: this module, then the
// session (its machine built and started: the profile's call), then React's root. One long task of all three
// blocked a slow phone's main thread for ≈ 0.5 s before React's first render (docs/performance.md).
else setTimeout(start);

function start() {
  const runtime = createAppRuntime({
    services: createLazyServices,
    token,
    history: { kind: 'browser' },
  });
  const app = (visitorFirst: boolean) => (
    <StrictMode>
      <App runtime={runtime} visitorFirst={visitorFirst} />
    </StrictMode>
  );
  if (hydrate) {
    startTransition(() => void hydrateRoot(root, app(token !== null)));
    return;
  }
  const progress = document.getElementById(PROGRESS_ID);
  if (progress) {
    root.removeAttribute('data-prerendered');
    root.replaceChildren(...progress.childNodes);
    progress.remove();
  }
  // Kept figures on screen (src/app/keptPaint.ts): React's first render waits for the page's module, so it
  // replaces them with the page itself (the same figures, still marked), never with a loading spinner between.
  // React's root in a task of its own, after the session's.
  const kept = root.querySelector('section[inert]');
  void Promise.resolve(kept && pageLoaded).then(() =>
    setTimeout(() => {
      const reactRoot = createRoot(root);
      if (kept) reactRoot.render(app(false));
      else startTransition(() => reactRoot.render(app(false)));
    }),
  );
}

// Flow analytics: its module loads once the page has painted and is idle (off under Do Not Track / GPC).
startAnalytics(window);
