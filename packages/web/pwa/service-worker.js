/**
 * The service worker of the installable app (decision 0015). The build (vite.config.ts) writes it
 * to dist/sw.js with VERSION (a hash of the build's file names) and PRECACHE (the shell's files)
 * filled in, so every new build is a new worker: it installs beside the old one, takes over at
 * once and deletes the old caches. It only ever serves the shell: the API, the realtime hub,
 * the dev pages and the calendar feed always go to the network and are never stored.
 */
/* global self, caches, fetch, URL */
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `expediente-shell-${VERSION}`;
const SHELL = '/index.html';
const NEVER_CACHED = ['/api/', '/channelHub', '/dev/', '/calendario/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('expediente-shell-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function isNeverCached(url) {
  return NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNeverCached(url)) return;

  // Pages: the network first, so a new build is seen at once; the stored shell only when offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(CACHE)
          .then((cache) => cache.match(SHELL))
          .then((shell) => shell || Response.error()),
      ),
    );
    return;
  }

  // Built files have content-hashed names, so a stored copy is never stale: cache first.
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (stored) =>
            stored ||
            fetch(request).then((response) => {
              if (response.ok) cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
