/**
 * A signed-in first visit starts loading its page's module at start (src/main.tsx → `preloadPage`), while the
 * session loads the profile, instead of when the guards let the page render.
 */
import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => [] as string[]);

vi.mock('../../../src/app/pages/HomeRoute', () => {
  loaded.push('HomeRoute');
  return { default: () => null };
});
vi.mock('../../../src/app/pages/ApplicationRoute', () => {
  loaded.push('ApplicationRoute');
  return { default: () => null };
});
vi.mock('../../../src/app/pages/StoreEntryRoutes', () => {
  loaded.push('StoreEntryRoutes');
  return {};
});

import { preloadPage } from '../../../src/app/router';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('preloadPage', () => {
  it("loads the module of the URL's page, and nothing for a URL no page has", async () => {
    preloadPage('/no-existe');
    await settle();
    expect(loaded).toEqual([]);

    preloadPage('/');
    await settle();
    expect(loaded).toEqual(['HomeRoute']);

    preloadPage('/aplicacion-credito');
    await settle();
    expect(loaded).toEqual(['HomeRoute', 'ApplicationRoute']);

    preloadPage('/iniciar-compra');
    await settle();
    expect(loaded).toEqual(['HomeRoute', 'ApplicationRoute', 'StoreEntryRoutes']);
  });
});
