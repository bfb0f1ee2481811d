/**
 * Registers /sw.js (built from build/service-worker.js) after the page has loaded, so installing it — which
 * downloads the login route's files once more, from the HTTP cache as a rule — never competes with the first paint
 * on a slow link. Only the production build has a worker; the dev server serves modules one by one.
 *
 * The worker answers pages from its store, so after a deploy this visit still runs the previous build; the new
 * worker takes over while it runs. A sign-in page then reloads itself into the new build at once (nothing typed
 * there is worth keeping); other screens move over at their next reload.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController && window.location.pathname.startsWith('/auth/')) window.location.reload();
  });
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // without a worker the console still works; it only loses the offline shell and the stored scripts
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
