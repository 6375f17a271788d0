/**
 * Registers the service worker (src/service-worker/sw.ts, built to /sw.js) once the page has loaded, so that its
 * first download of the shell never competes with the page's own. Production builds only: `vite dev` has none.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it: only offline starts and push notifications are missed.
      console.warn('The service worker was not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
