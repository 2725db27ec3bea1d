/**
 * A signed-in page's first render in one pass: when the guards let the page in, its first render runs in the
 * background (deferred) and waits for its module behind the profile's spinner, so the page's Suspense fallback (the
 * spinner labelled only "Cargando") never reaches the DOM. Before, the fallback was inserted and then swapped for
 * the page: a DOM removal and insertion of the whole page, on a slow phone a long task of its own
 * (docs/performance.md).
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadPage } from '../../../src/app/router';
import { findHeading, makeToken, openApp, type Rendered, signIn } from './harness';

/** Records whether the page's fallback spinner was ever inserted, even if it was removed before anyone looked. */
function watchFallback(): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const isFallback = (node: Node): boolean =>
    node instanceof Element &&
    [node, ...node.querySelectorAll('[role="status"]')].some(
      (el) => el.getAttribute('role') === 'status' && el.textContent === 'Cargando',
    );
  const look = (records: MutationRecord[]) => {
    for (const record of records) for (const node of record.addedNodes) if (isFallback(node)) seen = true;
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    seen: () => {
      look(observer.takeRecords());
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  localStorage.clear();
});

describe('the first render of a page', () => {
  it('shows the fallback first when its module was not loaded and nothing defers it (the observer sees it)', async () => {
    const watch = watchFallback();
    app = openApp('/login');
    await findHeading('Iniciar sesión');
    expect(watch.seen()).toBe(true);
    watch.stop();
  });

  it('renders a page whose module was preloaded at once, with no fallback (src/main.tsx over a prerendered page)', async () => {
    await preloadPage('/terminos-y-condiciones');
    const watch = watchFallback();
    app = openApp('/terminos-y-condiciones');
    // In the render's own commit: the page is there at once.
    expect(document.querySelector('main')?.textContent).toContain('Términos y condiciones de uso');
    expect(watch.seen()).toBe(false);
    watch.stop();
  });

  it('keeps the profile spinner, not the fallback, while a signed-in page not yet loaded renders in the background', async () => {
    signIn(makeToken('client'));
    const watch = watchFallback();
    app = openApp('/compartir');
    expect(await screen.findByText('Cargando tu información')).toBeTruthy();
    await findHeading('Compartir');
    expect(watch.seen()).toBe(false);
    watch.stop();
  });
});
