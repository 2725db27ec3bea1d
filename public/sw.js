/*
 * The app's service worker (hand-written). The build (scripts/sw-manifest.ts, after the prerender step) replaces
 * BUILD below with this version's files: the app shell (`/`, the signed-in shell of index.html, and each
 * prerendered public page) and every hashed asset, under a version that is a hash of them all.
 *
 * - Install: the whole set is fetched into a cache of its own (`app-build-<version>`), bypassing the HTTP cache;
 *   a page whose HTML names an asset outside the set (the server already on another version) fails the install,
 *   so a version is active only complete. Nothing is activated half-installed.
 * - Pages (navigations) and the version's files: from the active version's cache; the network when missing.
 *   Assets are looked up in every kept version's cache: a page opened on the previous version keeps loading its
 *   own lazy chunks (hashed names never collide) while a reload takes the new version's page and chunks only.
 * - The API (/api), the sandbox pages, health and metrics and anything not in the set: the network, untouched and
 *   never cached (no answer of a signed-in call is ever stored).
 * - Activate: the current version and the one before it are kept, older ones deleted.
 * It also shows the sandbox's web pushes and opens their page when tapped.
 */
const BUILD = { version: 'dev', pages: [], files: [] };
const PREFIX = 'app-build-';
const CACHE = PREFIX + BUILD.version;

/** Never from a cache: the API and the server's own pages. */
function neverCached(url) {
  return (
    url.pathname.startsWith('/api') ||
    url.pathname.startsWith('/__sandbox') ||
    url.pathname.startsWith('/health') ||
    url.pathname === '/metrics'
  );
}

/**
 * Where a request is answered from: `{ kind: 'network' }` (left to the browser), `{ kind: 'page', key }` (the
 * shell page of this version cached under `key`) or `{ kind: 'asset' }` (a file of a kept version).
 */
function route(request, origin, build) {
  if (request.method !== 'GET' || build.pages.length === 0) return { kind: 'network' };
  const url = new URL(request.url);
  if (url.origin !== origin || neverCached(url)) return { kind: 'network' };
  if (request.mode === 'navigate')
    return { kind: 'page', key: build.pages.includes(url.pathname) ? url.pathname : '/' };
  if (url.search === '' && (url.pathname.startsWith('/assets/') || build.files.includes(url.pathname)))
    return { kind: 'asset' };
  return { kind: 'network' };
}

/** The `/assets/…` files an HTML page names. */
function assetsOf(html) {
  return [...html.matchAll(/\/assets\/[^"'\s)<>]+/g)].map((m) => m[0]);
}

async function precache() {
  if (BUILD.pages.length === 0) return;
  const cache = await caches.open(CACHE);
  const known = new Set(BUILD.files);
  try {
    await Promise.all([
      ...BUILD.pages.map(async (page) => {
        const response = await fetch(page, { cache: 'reload', credentials: 'omit' });
        if (!response.ok) throw new Error(`${page}: ${response.status}`);
        const strangers = assetsOf(await response.clone().text()).filter((a) => !known.has(a));
        if (strangers.length > 0) throw new Error(`${page} is of another version (${strangers[0]})`);
        await cache.put(page, response);
      }),
      cache.addAll(BUILD.files.map((file) => new Request(file, { cache: 'reload', credentials: 'omit' }))),
    ]);
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => {
        const others = keys.filter((k) => k !== CACHE);
        const previous = others.filter((k) => k.startsWith(PREFIX)).at(-1);
        return Promise.all(others.filter((k) => k !== previous).map((k) => caches.delete(k)));
      })
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const answer = route(event.request, self.location.origin, BUILD);
  if (answer.kind === 'page') {
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(answer.key))
        .then((hit) => hit || fetch(event.request)),
    );
  } else if (answer.kind === 'asset') {
    event.respondWith(
      caches.match(event.request, { ignoreVary: true }).then((hit) => hit || fetch(event.request)),
    );
  }
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Crédito a meses';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: '/icon-192.png',
      lang: 'es-MX',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if ('focus' in w) {
          w.navigate(url);
          return w.focus();
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
