/* global self, caches, fetch, URL */
/**
 * Ledgerly's service worker (decision 0034), written by hand: `scripts/vite-service-worker.ts`
 * fills in the build's version and file list and writes it to the build as `/sw.js`.
 *
 * - Install: caches the app shell (index.html, the manifest, the icons) and every script and
 *   style of this build in `ledgerly-shell-<version>`. It does not take over by itself: a new
 *   version waits until the page says so (the 'Update available' toast's Reload), so code is never
 *   replaced under the user's feet.
 * - Fetch: only same-origin GETs of this build's files are answered from the cache; a page
 *   navigation gets the cached index.html (the app opens with no connection). Nothing else is
 *   touched: API answers (other origins, or any path that is not a built file) always go to the
 *   network and are never stored.
 * - Activate: deletes the caches of older versions.
 */
const VERSION = '__LEDGERLY_VERSION__';
const PRECACHE = /* __LEDGERLY_PRECACHE__ */ [];
/** Built files fetched on demand (the PDF worker, fonts, the barcode reader): kept once fetched. */
const RUNTIME_PREFIX = '/assets/';
const CACHE = `ledgerly-shell-${VERSION}`;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('ledgerly-shell-') && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function fromCache(request, cacheKey) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(cacheKey);
  if (hit) return hit;
  const response = await fetch(request);
  // Only this build's own files are stored (hashed names: they never change).
  if (response.ok && response.type === 'basic') await cache.put(cacheKey, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Every page of the app is index.html (a single-page app); this build's copy, so the scripts
    // it names are the cached ones.
    event.respondWith(fromCache(request, SHELL).catch(() => fetch(request)));
    return;
  }
  if (url.search === '' && (PRECACHE.includes(url.pathname) || url.pathname.startsWith(RUNTIME_PREFIX))) {
    event.respondWith(fromCache(request, url.pathname));
  }
});
