/**
 * Registers /sw.js in built apps only: the Vite dev server has no worker (its modules change on
 * every save and a cached shell would hide them). See pwa/service-worker.js and decision 0015.
 */
export function registrarServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After load, so installing the worker (and its precache) never competes with the first screen.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('No se pudo registrar el service worker', error);
    });
  });
}
