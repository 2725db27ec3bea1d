/**
 * index.html's page preload (src/app/pagePreload.ts), run as the build writes it: the function's own source,
 * called with the route matcher's own source and a table. A signed-in first visit requests its page's chunks,
 * and a client's API chunk, before the entry has run; a visitor requests nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type PagePreloads, preloadSignedInPage } from '../../../src/app/pagePreload';
import { bestRoute, matchRoute, ROUTES } from '../../../src/app/routes';

const TABLE: PagePreloads = {
  routes: [
    { path: '/', files: 0 },
    { path: '/firmar-aplicacion-credito/:id/seleccionar-plazo', files: 1 },
    { path: '/firmar-aplicacion-credito/:id/:step', files: 2 },
  ],
  files: [['/assets/home.js'], ['/assets/signing.js', '/assets/shared.js'], ['/assets/other.js']],
  clientApi: ['/assets/clients.js', '/assets/api.js', '/assets/shared.js'],
  early: { '/': ['/assets/applications.js', '/assets/payments.js', '/assets/api.js'] },
};

/** What index.html runs (scripts/prerender.tsx): both functions serialized, nothing from their modules. */
function runAsIndexHtml(pathname: string) {
  window.history.replaceState(null, '', pathname);
  new Function(`(${String(preloadSignedInPage)})(${String(bestRoute)},${JSON.stringify(TABLE)})`)();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  return links.map((l) => [l.getAttribute('href'), l.crossOrigin]);
}

afterEach(() => {
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>).__clientsMe;
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe("index.html's page preload", () => {
  it('requests nothing for a visitor (no token)', () => {
    expect(runAsIndexHtml('/')).toEqual([]);
  });

  it("requests a signed-in page's chunks, static segments winning over parameters, as the app's matcher", () => {
    localStorage.setItem('authToken', 'a.b.c');
    expect(runAsIndexHtml('/firmar-aplicacion-credito/42/seleccionar-plazo')).toEqual([
      ['/assets/signing.js', ''],
      ['/assets/shared.js', ''],
    ]);
  });

  it("adds a client's API chunk when the profile request was started (a client's token)", () => {
    localStorage.setItem('authToken', 'a.b.c');
    (window as unknown as Record<string, unknown>).__clientsMe = {};
    const api =
      '/assets/clients.js /assets/api.js /assets/shared.js /assets/applications.js /assets/payments.js';
    expect(runAsIndexHtml('/').map(([href]) => href)).toEqual(['/assets/home.js', ...api.split(' ')]);
  });

  it('adds no contract group without the profile request (no client token)', () => {
    localStorage.setItem('authToken', 'a.b.c');
    expect(runAsIndexHtml('/').map(([href]) => href)).toEqual(['/assets/home.js']);
  });

  it('requests a chunk both lists name once', () => {
    localStorage.setItem('authToken', 'a.b.c');
    (window as unknown as Record<string, unknown>).__clientsMe = {};
    const hrefs = runAsIndexHtml('/firmar-aplicacion-credito/42/seleccionar-plazo').map(([href]) => href);
    expect(hrefs).toEqual(
      '/assets/signing.js /assets/shared.js /assets/clients.js /assets/api.js'.split(' '),
    );
  });

  it('requests no page for a path of no route', () => {
    localStorage.setItem('authToken', 'a.b.c');
    expect(runAsIndexHtml('/no-existe/ni-esto')).toEqual([]);
  });

  it('matches every path of the route table as matchRoute does', () => {
    for (const route of ROUTES) {
      const concrete = route.path.replace(/:\w+/g, 'x1');
      expect(bestRoute(ROUTES, concrete)).toBe(matchRoute(concrete));
      expect(matchRoute(concrete)?.path).toBeDefined();
    }
  });
});
