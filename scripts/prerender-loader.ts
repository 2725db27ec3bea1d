/**
 * The inline loader of a prerendered page (scripts/prerender.tsx puts its source into the page's head, allowed by
 * its SHA-256 in the server's Content-Security-Policy, server/app.ts). Its source runs on its own in the page: it
 * uses nothing from outside its body (what it needs comes in as arguments) and has no named local function (the
 * TypeScript loader would wrap one in a helper of its module).
 */
import type { PrerenderedStart } from '../src/app/prerenderedStart';

export interface PrerenderedPageLoad {
  /**
   * The inlined stylesheets: each is named by a stylesheet link of a type that is not CSS, which HTML says is
   * never fetched, so that Vite's preload helper (which reads every `link` element's `rel` and `href`) finds it
   * and the page chunk does not load its CSS again. Inserted by the loader, not written in the markup: Firefox's
   * speculative parser fetches every `<link rel="stylesheet">` of the markup, whatever its type or `disabled`.
   */
  readonly inlinedStyles: readonly string[];
  readonly inlinedStyleType: string;
  /** The page's chunks, preloaded with the entry. */
  readonly pageScripts: readonly string[];
  /** The entry module. */
  readonly entry: string;
  /** Where a `beforeinstallprompt` fired before the app's script has run is kept (src/app/pwa/install.ts). */
  readonly earlyInstallPrompt: string;
  /** The mark of a form pressed before hydration (src/ui/submitBeforeHydration.ts). */
  readonly pressedMark: string;
  /** Whether the stored session or draft is shown this page (src/app/prerenderedStart.ts). */
  readonly start: PrerenderedStart;
  /** The attribute on `<html>` that shows progress instead of the page. */
  readonly progressMark: string;
}

/**
 * Runs while the page is parsed: shows progress instead of the page to a session or a draft that will not see it
 * (`showsProgress`, src/app/prerenderedStart.ts), names the inlined stylesheets, keeps an early install prompt as the app's
 * listener would, holds a form's press until hydration (`holdPresses`: a native submission would send a GET with
 * the e-mail and password in the URL), and starts the app after the first frame (an animation frame, then a task),
 * or after 500 ms in a tab that does not paint (hidden): a profile of /login showed the first paint waiting for the
 * entry chunk's evaluation when its script was in the markup.
 */
export function prerenderedPageLoader(
  load: PrerenderedPageLoad,
  holdPresses: (mark: string) => void,
  showsProgress: (start: PrerenderedStart, search: string, now: number) => boolean,
): void {
  if (showsProgress(load.start, location.search, Date.now()))
    document.documentElement.setAttribute(load.progressMark, '');
  for (const href of load.inlinedStyles) {
    const link = document.createElement('link');
    link.type = load.inlinedStyleType;
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
  let appListens = false;
  window.addEventListener('beforeinstallprompt', (event) => {
    if (appListens) return;
    event.preventDefault();
    (window as unknown as Record<string, unknown>)[load.earlyInstallPrompt] = event;
  });
  holdPresses(load.pressedMark);
  const painted = new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });
  void painted.then(() => {
    for (const href of load.pageScripts) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = load.entry;
    script.addEventListener('load', () => {
      appListens = true;
    });
    document.head.appendChild(script);
  });
}
