/**
 * A page left open across a deploy asks for a chunk the server no longer has: the page is reloaded once for the
 * deployed version (what was typed is in the drafts), never twice for the same version; when that version fails
 * again, spec §8's generic error shows.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '../../../src/app/PageErrorBoundary';
import {
  isChunkLoadError,
  reloadForNewVersion,
  resetStaleChunkRecovery,
  STALE_CHUNK_RELOAD_KEY,
  startStaleChunkRecovery,
} from '../../../src/app/pwa/staleChunks';

afterEach(() => {
  sessionStorage.clear();
  resetStaleChunkRecovery();
  vi.restoreAllMocks();
  for (const s of document.querySelectorAll('script[data-test-entry]')) s.remove();
});

/** A window whose reload is counted (jsdom cannot navigate), with the test's session storage and events. */
function fakeWindow() {
  const reload = vi.fn();
  const target = new EventTarget();
  const events = {
    addEventListener: target.addEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  const win = { sessionStorage, document, location: { reload }, ...events } as unknown as Window;
  return { win, reload };
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://app.test/assets/HomeRoute-Ab12.js');

describe('a chunk of an older version', () => {
  it('reloads the page once for a version, never twice; a new version may reload once in turn', () => {
    const { win, reload } = fakeWindow();
    expect(reloadForNewVersion(win, '/assets/index-A.js')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('/assets/index-A.js');

    // The reload brought the same version (the page starts afresh: nothing in memory, the marker kept).
    resetStaleChunkRecovery();
    expect(reloadForNewVersion(win, '/assets/index-A.js')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    resetStaleChunkRecovery();
    expect(reloadForNewVersion(win, '/assets/index-B.js')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("Vite's vite:preloadError reloads once for the page's entry script", () => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = '/assets/index-Zx9.js';
    entry.dataset.testEntry = '';
    document.head.append(entry);
    const { win, reload } = fakeWindow();
    startStaleChunkRecovery(win);
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toMatch(/\/assets\/index-Zx9\.js$/);
  });

  it('tells a failed chunk load from other errors, as Chromium, Firefox, Safari and Vite word it', () => {
    const firefox = new TypeError('error loading dynamically imported module: /assets/a.js');
    const safari = new TypeError('Importing a module script failed.');
    const vite = new Error('Unable to preload CSS for /assets/a.css');
    for (const error of [chunkError(), firefox, safari, vite]) expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });

  function Failing(): never {
    throw chunkError();
  }

  it('a page whose chunk fails shows progress while the page reloads', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn(() => true);
    render(
      <PageErrorBoundary page="/" onHome={() => {}} reloadForNewVersion={reload}>
        <Failing />
      </PageErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Cargando');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the reload brought no working version, the generic error of the spec shows', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageErrorBoundary page="/" onHome={() => {}} reloadForNewVersion={() => false}>
        <Failing />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Hubo un error, vuelve a intentarlo más tarde.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
