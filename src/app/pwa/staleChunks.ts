/**
 * A page left open across a deploy: its lazy chunks carry the old version's hashed names, which the server no
 * longer has (the service worker keeps them for a page it controls; a page it does not control gets a 404). The
 * import of such a chunk fails: Vite dispatches `vite:preloadError` for the imports it wraps, and a page's own
 * import fails into the page's error boundary (src/app/PageErrorBoundary.tsx). Either way the page is reloaded
 * once, which loads the deployed version; what the customer typed comes back from the flows' drafts in local
 * storage (spec §9; a password never is). A session-storage marker holds the version that was reloaded: the same
 * version failing again is not reloaded again (no loop), and the error boundary says so in Spanish.
 */

/** Session storage: the version (the page's entry script) that was reloaded for a chunk it could not load. */
export const STALE_CHUNK_RELOAD_KEY = 'staleChunkReload';

/** Spec §8's generic error, shown when the reload did not bring a version whose chunks load. */
export const STALE_CHUNK_MESSAGE = 'Hubo un error, vuelve a intentarlo más tarde.';

let reloading = false;

/** A reload for a missing chunk is under way (the page shows progress, not an error, meanwhile). */
export const isReloadingForNewVersion = (): boolean => reloading;

/** This page's version: its entry script, whose hashed name changes with every build. */
export function pageVersion(doc: Document = document): string {
  return doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? doc.location.pathname;
}

/**
 * A failed load of a script or style chunk, as browsers word it (Chromium, Firefox, Safari) and as Vite does for
 * a stylesheet.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/**
 * Reloads the page once for `version`: true when the reload started, false when this version was reloaded
 * already (or session storage refuses the marker, which would leave no guard against a loop).
 */
export function reloadForNewVersion(win: Window, version: string = pageVersion(win.document)): boolean {
  if (reloading) return true;
  try {
    if (win.sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY) === version) return false;
    win.sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, version);
  } catch {
    return false;
  }
  reloading = true;
  win.location.reload();
  return true;
}

/** Listens for Vite's failed chunk loads (call once at start-up). */
export function startStaleChunkRecovery(win: Window = window): void {
  const version = pageVersion(win.document);
  win.addEventListener('vite:preloadError', () => {
    // The error still reaches the import's caller: a page's boundary then shows progress or the message.
    reloadForNewVersion(win, version);
  });
}

/** Tests: forget that a reload started. */
export function resetStaleChunkRecovery(): void {
  reloading = false;
}
