import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRuntime } from './app/App';
import { createLazyServices } from './app/lazy-services';
import { startInstallSupport } from './app/pwa/install';
import { takeInitialToken } from './app/session/initialToken';
import './ui/global.css';

// The install prompt is captured from the start; the service worker is registered in production builds.
startInstallSupport(window);

const runtime = createAppRuntime({
  services: createLazyServices,
  // Before the router starts: a `?token=` in the URL is saved and removed from the address bar.
  token: takeInitialToken(window),
  history: { kind: 'browser' },
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);
