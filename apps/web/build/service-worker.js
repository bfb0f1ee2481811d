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

// Web Push (lib/web-push.ts): the server's notice shown by the system even when no console page is open (a locked
// phone). The payload is the server's PushMessage {id, type, title, body}; a push without one still shows something,
// as browsers require of a visible-only subscription. One notification per notice: a push repeated (a retried
// batch) replaces the first instead of stacking.
const INBOX_PATH = '/admin/notifications/received-notifications';

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  const id = message && Number.isInteger(message.id) ? message.id : null;
  const title = (message && message.title) || 'Thông báo mới';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: (message && message.body) || 'Bạn có thông báo mới trên trang quản trị.',
      tag: id ? `notification-${id}` : 'notification',
      lang: 'vi',
      data: { id, type: message && message.type },
    }),
  );
});

// a click opens the notice in the inbox: in a console tab already open when there is one, else in a new one
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { id, type } = event.notification.data || {};
  const query = id ? `?open=${id}${type === 'individual' ? '&type=individual' : ''}` : '';
  const target = new URL(`${INBOX_PATH}${query}`, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      // navigate() works on a page this worker controls only; any other opens a new window
      if (open)
        return open
          .navigate(target)
          .then((client) => (client || open).focus())
          .catch(() => self.clients.openWindow(target));
      return self.clients.openWindow(target);
    }),
  );
});
