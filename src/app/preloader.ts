/**
 * The router's `preloadPage` (src/app/router.tsx registers it when it loads), for modules the router itself loads
 * lazily (the sign-in hand-over, src/app/handover.ts): importing the router from them would close an import circle.
 */
let preload: (pathname: string) => Promise<void> = () => Promise.resolve();

export const preloadPageLater = (pathname: string): Promise<void> => preload(pathname);

export function registerPreloader(preloadPage: (pathname: string) => Promise<void>): void {
  preload = preloadPage;
}
