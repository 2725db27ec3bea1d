/**
 * A signed-in first visit's page chunks, requested from index.html while the entry downloads. Without it a page's
 * chunk is requested only once the entry has downloaded and run (`preloadPage`, src/main.tsx): on a slow network
 * one more round trip before the page can paint, even with the profile kept from the last visit.
 *
 * The build (scripts/prerender.tsx) writes the table (each route's chunks, the client's API chunk) and this
 * function's source into index.html, called with `bestRoute` (src/app/routes.ts), the matcher the app uses. No
 * React, nothing from outside its body: it is serialized.
 */

/** What the build writes into index.html for `preloadSignedInPage`. */
export interface PagePreloads {
  /** Each route's path (as in src/app/routes.ts) and the index of its chunk list in `files`. */
  readonly routes: ReadonlyArray<{ readonly path: string; readonly files: number }>;
  /** The chunk lists, by index: a page's module and the chunks it imports (not the entry's). */
  readonly files: ReadonlyArray<readonly string[]>;
  /** The API chunk a client's first call loads (src/app/lazy-services.ts) and the chunks it imports. */
  readonly clientApi: readonly string[];
  /**
   * By route path: the contract groups (src/api/contract-call.ts) of the reads index.html's early batch sends on
   * that page (src/api/early.ts), which the page's first calls load. For a client only.
   */
  readonly early: Readonly<Record<string, readonly string[]>>;
}

type Matcher = <T extends { readonly path: string }>(routes: readonly T[], pathname: string) => T | null;

/**
 * With a session token in local storage (a visitor has none: nothing is requested), adds a `modulepreload` link for
 * each chunk of the page at this URL, and for a client (the profile request the inline script before this one
 * started, `window.__clientsMe`) the API chunk's too, and the contract groups of its page's early reads. The app's
 * own imports then find them loaded or on their way.
 */
export function preloadSignedInPage(match: Matcher, preloads: PagePreloads): void {
  try {
    if (!localStorage.getItem('authToken')) return;
    const route = match(preloads.routes, location.pathname);
    const page = route ? preloads.files[route.files] || [] : [];
    const isClient = !!(window as unknown as Record<string, unknown>).__clientsMe;
    const client = isClient ? preloads.clientApi.concat((route && preloads.early[route.path]) || []) : [];
    const added: string[] = [];
    for (const href of page.concat(client)) {
      if (added.indexOf(href) >= 0) continue;
      added.push(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // No local storage (a private mode that refuses it): the app loads the page as without this.
  }
}
