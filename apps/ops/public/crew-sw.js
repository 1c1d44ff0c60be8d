// The crew pages' service worker (DESIGN.md §11): scoped to /ops/crew, it keeps the console's shell
// and its assets so the hand-over screen loads with no network. Data lives in IndexedDB, not here:
// API calls always go to the network.
const CACHE = 'dfs-crew-shell-v2';
const SHELL = '/ops/crew';

/** The chunks a script imports when it needs them (`import("./crew-scan-….js")`), as asset paths. */
const lazyChunks = (script) =>
  [...script.matchAll(/import\(\s*[`'"]\.\/([\w.-]+\.js)[`'"]\s*\)/g)].map((m) => `/ops/assets/${m[1]}`);

/**
 * The shell page, every asset it names and the chunks its scripts load when used, such as the QR
 * reader (hashed file names: a new build is a new set).
 */
async function keepShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/ops\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll(assets);
  const scripts = await Promise.all(
    assets.filter((a) => a.endsWith('.js')).map(async (a) => (await cache.match(a))?.text() ?? ''),
  );
  await cache.addAll([...new Set(scripts.flatMap(lazyChunks))]);
  await cache.put(SHELL, response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The network first (a new build), the kept shell when there is none.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) keepShell().catch(() => undefined);
          return response;
        })
        .catch(async () => (await caches.match(SHELL)) ?? Response.error()),
    );
    return;
  }
  if (url.pathname.startsWith('/ops/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
            return response;
          }),
      ),
    );
  }
});
