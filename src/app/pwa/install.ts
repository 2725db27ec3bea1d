/**
 * Installing the app (spec §2 Layout shell "Install banner"): Android/Chromium fire `beforeinstallprompt`, which
 * is kept here (captured from the start, before any page renders) so the banner's Install button can show the
 * browser's prompt; iOS Safari has no prompt, so outside standalone mode the banner explains 'Presiona' (share)
 * and 'Agregar a inicio'. The service worker is registered in production builds.
 */

/** The service worker (public/sw.js): registered at load in production builds, and by push subscriptions. */
export const SERVICE_WORKER_URL = '/sw.js';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

/**
 * Where a prerendered page's inline loader (scripts/prerender.tsx) keeps a `beforeinstallprompt` that fired
 * before the app's script ran: a prerendered page loads its script after its first paint, possibly after the
 * browser offered the prompt and after the `load` event.
 */
export const EARLY_INSTALL_PROMPT = '__earlyInstallPrompt';

/** Starts listening for the install prompt and registers the service worker (call once at start-up). */
export function startInstallSupport(win: Window = window, registerWorker = import.meta.env.PROD): void {
  const early = (win as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT];
  if (early instanceof Event) {
    deferred = early as BeforeInstallPromptEvent;
    delete (win as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT];
  }
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
  if (registerWorker && 'serviceWorker' in win.navigator) {
    const register = () => {
      win.navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
    };
    // At load, so the worker's download does not compete with the page's; at once when the page has loaded
    // already (a prerendered page runs this after its `load` event).
    if (win.document.readyState === 'complete') register();
    else win.addEventListener('load', register, { once: true });
  }
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function canPromptInstall(): boolean {
  return deferred !== null;
}

/** Shows the browser's install prompt (Android). */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  notify();
  await event.prompt();
}

/** iOS Safari outside the installed (standalone) app. */
export function isIosBrowser(win: Window = window): boolean {
  const ios = /iphone|ipad|ipod/i.test(win.navigator.userAgent);
  const standalone =
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true ||
    (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches);
  return ios && !standalone;
}
