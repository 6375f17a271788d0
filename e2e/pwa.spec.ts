/**
 * The installable app: the manifest and its icons, the service worker that keeps the shell for an offline start,
 * the offline notice, and Web Push. The rest of the suite blocks service workers (playwright.config.ts); this file
 * allows them, each test in a context of its own (warm-context.ts), closed with its worker after the test.
 */
import { type CDPSession, expect, type Page, type Worker } from '@playwright/test';
import { isShownWhole } from './layout-checks';
import { expectNoSeriousAxeViolations, signUpInBrowser, test } from './support';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_TEXT = 'You are offline. Dadhood shows what it already loaded and reconnects when the network is back.';
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_TEXT });

/** Opens `/` and waits until the service worker has installed the shell and controls the page. */
async function openControlledPage(page: Page): Promise<Worker> {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  let worker: Worker | undefined;
  await expect.poll(() => (worker = page.context().serviceWorkers()[0])).toBeDefined();
  return worker!;
}

/** What the tests use of the service worker's global scope (the e2e suite's types are a page's). */
type WorkerScope = typeof globalThis & {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};
/** Chromium's notifications have a badge, which TypeScript's DOM types leave out. */
type ShownNotification = Notification & { badge: string };

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('the manifest is linked, served as a manifest, and names the app, its colours and its icons', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as { icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({
    name: 'Dadhood',
    short_name: 'Dadhood',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#ea580c',
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await page.request.get(touchIcon!)).headers()['content-type']).toBe('image/png');
});

test('the service worker controls the page, and Chromium finds the app installable', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium offers no install from an incognito profile, which every new context is: this one has a profile.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openControlledPage(page);
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("online, a navigation gets the server's page, so a new build is never hidden behind the cached one", async ({
  page,
  context,
}) => {
  await openControlledPage(page);
  // The server's next answer for the page, as a new deploy would give it (context.route sees the worker's requests).
  await context.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</head>', '<meta name="build" content="next" /></head>');
      await route.fulfill({ response, body });
    },
  );
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'next');
});

test('offline, a notice tops the page, a reload still opens the app, and the notice goes with the network back', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openControlledPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dadhood' })).toBeVisible();

  await context.setOffline(true);
  const notice = offlineNotice(page);
  await expect(notice).toBeVisible();
  // On a phone: at the very top, its whole text wrapped within the width, the page no wider than the screen.
  expect((await notice.boundingBox())?.y).toBe(0);
  expect(await isShownWhole(notice)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousAxeViolations(page);

  // The shell comes from the service worker's cache (setOffline holds for the worker's requests too).
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(notice).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toBeHidden();
  // The app asks who is signed in once the network is back, and the landing page shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Dadhood' })).toBeVisible();
});

test("the worker keeps the shell only, never a member's data, and a member's app starts again after an offline start", async ({
  page,
  context,
}) => {
  await signUpInBrowser(page);
  await openControlledPage(page);
  // Loaded under the worker's control this time: every request of the member's home went through it.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });
  expect(cached).toContain('/');
  expect(cached.filter((address) => !/^\/(assets\/[\w.-]+|manifest\.webmanifest)?$/.test(address))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await context.setOffline(false);
  await expect(offlineNotice(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a push shows its notification, and its click opens the page it names', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  const worker = await openControlledPage(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = await serviceWorkerRegistrationId(cdp);
  const push = (data: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data });
  const shown = () =>
    worker.evaluate(async () =>
      ((await (globalThis as WorkerScope).registration.getNotifications()) as ShownNotification[]).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: new URL(n.icon).pathname,
        badge: new URL(n.badge).pathname,
        data: n.data as unknown,
      })),
    );
  const icons = { icon: '/icons/icon-192.png', badge: '/icons/badge-96.png' };

  await push(
    JSON.stringify({ title: 'Sam fist-bumped your post', body: 'Great grilling!', url: '/posts/123', tag: 'p' }),
  );
  await expect
    .poll(shown)
    .toEqual([
      { title: 'Sam fist-bumped your post', body: 'Great grilling!', tag: 'p', ...icons, data: { url: '/posts/123' } },
    ]);

  // A member's click, as near as a script comes to one: an event without the click's permission to focus a window
  // or open one, so what this shows is the open window of the app navigated to the page.
  await worker.evaluate(async () => {
    const scope = globalThis as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL('/posts/123');
  await expect.poll(shown).toEqual([]);

  // A push of any other shape still shows a notice: the generic one, which opens the notifications page.
  await push('{"title": 42}');
  await expect
    .poll(shown)
    .toEqual([{ title: 'New activity on Dadhood', body: '', tag: '', ...icons, data: { url: '/notifications' } }]);
});

/** The registration id Chromium gives the page's service worker (for ServiceWorker.deliverPushMessage). */
async function serviceWorkerRegistrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}
