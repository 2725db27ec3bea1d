import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRuntime } from './app/App';
import { createLazyServices } from './app/lazy-services';
import { takeInitialToken } from './app/session/initialToken';
import './ui/global.css';

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
