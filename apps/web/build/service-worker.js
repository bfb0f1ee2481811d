// The console's service worker (built into /sw.js by build/service-worker-plugin.ts; not bundled, not transpiled).
// Why: on a commune's mobile link (400 ms round trip, 50 KB/s) every script is seconds. The shell and the login
// route are stored at install; other hashed scripts are stored the first time they load and never asked for again.
// Pages come from the store at once and are refreshed from the network behind (stale-while-revalidate): waiting for
// index.html costs a repeat visit two round trips, ~1 s of the 2 s it may take, and an officer who is offline still
// gets the console and its 'Không có kết nối internet' banner. A deploy reaches a browser in two steps: the browser
// checks /sw.js (never cached) on every visit, installs the new worker, which drops the old build's store; the page
// still running the old build reloads itself if it is a sign-in page (lib/register-service-worker.ts), otherwise a
// screen of the old build that can no longer be found ends in the 'Thử lại' screen, and the reload gets the new one.
// Stored answers are matched with ignoreVary: the server varies on Accept-Encoding, and a stored body is already
// decoded, so the shell stored under '/index.html' must match a navigation's request whatever it accepted.
// The API is never touched: its answers depend on the session and must not outlive it.
const VERSION = '__VERSION__';
const CACHE = `console-${VERSION}`;
const SHELL_FILES = __SHELL_FILES__;
const SHELL_PAGE = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('console-') && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApiPath(url.pathname)) return;
  // console pages (no file extension): the SPA's one page; a file opened directly goes to the network
  if (request.mode === 'navigate' && !/\.[a-z0-9]+$/i.test(url.pathname)) event.respondWith(pageFromShell(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(assetFromCacheFirst(request));
});

function isApiPath(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/');
}

async function pageFromShell(event) {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(SHELL_PAGE, { ignoreVary: true });
  const fresh = fetch(event.request).then(async (answer) => {
    const isShell = answer.ok && (answer.headers.get('content-type') || '').startsWith('text/html');
    if (isShell) await cache.put(SHELL_PAGE, answer.clone());
    return answer;
  });
  if (!stored) return fresh;
  // the stored page answers now; the network's copy replaces it for the next visit
  event.waitUntil(fresh.catch(() => undefined));
  return stored;
}

async function assetFromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(request, { ignoreVary: true });
  if (stored) return stored;
  const answer = await fetch(request);
  // hashed file names never change content, so a stored copy is right for as long as this build is deployed
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}
