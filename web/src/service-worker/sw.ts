/**
 * The service worker, /sw.js (vite-plugin-pwa builds it and injects the precache list: web/vite-plugins/pwa.ts).
 * It keeps the app's shell so the app starts offline, and shows Web Push notifications. It caches nothing else:
 * API and GraphQL answers, uploads and pages carry members' data, which must not outlive a sign-out.
 */
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { SERVER_PATHS } from './app-navigation';
import { notificationPath, pushNotice } from './push-notice';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The app's page, as the precache list names it. */
const SHELL = '/';
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

// A new version takes over at once. Navigations always go to the network first, so an open page keeps its own
// build until it loads again, and a page meeting a newer server reloads into the new build (session/new-version.ts).
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Registered before the precache's route, which would answer `/` from the cache even online: the cached page is
// the answer only when the network fails.
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [{ handlerDidError: async () => await matchPrecache(SHELL) }] }), {
    denylist: [...SERVER_PATHS],
  }),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('push', (event) => {
  const notice = pushNotice(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: ICON,
      badge: BADGE,
      data: { url: notice.url },
      ...(notice.tag ? { tag: notice.tag } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openInApp(notificationPath(event.notification.data)));
});

/** Shows `path` in a window of the app: one already there, else the one last used, navigated there, else a new one. */
async function openInApp(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  // The windows this worker controls, the last focused first: only those can be navigated.
  const windows = await self.clients.matchAll({ type: 'window' });
  const there = windows.find((client) => client.url === url);
  const shown = there ?? (windows[0] ? await windows[0].navigate(url) : null);
  if (shown) await shown.focus();
  else await self.clients.openWindow(url);
}
