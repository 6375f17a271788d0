/**
 * One browser context per worker, lent to every test that takes Playwright's default `context` and `page`: its
 * HTTP cache and compiled scripts stay warm, so a test's first signed-in page loads as a member's second one does,
 * not as a first visit. Between tests it is emptied of everything a test can leave behind: its pages, cookies,
 * the site's storage, granted permissions and routes; init scripts and listeners go with Playwright's per-test
 * handle on it. Only the cache, which the app's hashed assets make safe to share, carries over.
 *
 * A test gets a context of its own, made as Playwright makes one, when it changes how a context is made
 * (`test.use` of a viewport, JavaScript, motion, service workers, a time zone or a locale) or asks for one with
 * `test.use({ freshContext: true })`. A test that changes the warm context in a way that cannot be undone
 * (page.clock installs itself in the context, for one) or that fails leaves it to be made again for the next test.
 */
import type { Browser, BrowserContext, BrowserContextOptions, ViewportSize } from '@playwright/test';
import { test as base } from './worker-server';

const DEFAULT_VIEWPORT: ViewportSize = { width: 1280, height: 720 };

function sameViewport(a: ViewportSize | null | undefined, b: ViewportSize | null | undefined): boolean {
  const left = a ?? DEFAULT_VIEWPORT;
  const right = b ?? DEFAULT_VIEWPORT;
  return left.width === right.width && left.height === right.height;
}

/** Leaves the context as a new one would be, but for its cache. */
async function empty(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.goto('about:blank');
  if (baseURL) {
    // localStorage, IndexedDB, Cache Storage and service workers of the app's origin; the HTTP cache stays.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL).origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems',
    });
    await cdp.detach();
  }
  await page.close();
  await context.clearCookies();
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Context methods whose effect outlives the test and cannot be taken back: a test calling one spends the context. */
const LASTING = [
  'routeWebSocket',
  'exposeBinding',
  'exposeFunction',
  'setOffline',
  'setExtraHTTPHeaders',
  'setGeolocation',
] as const;

/** Notes whether the test calls anything that spends the context; `restore` takes the notes out again. */
function watchLastingChanges(context: BrowserContext): { spent: () => boolean; restore: () => void } {
  let spent = false;
  const targets: [object, string][] = [
    [context.clock, 'install'],
    ...LASTING.map((name) => [context, name] as [object, string]),
  ];
  for (const [target, name] of targets) {
    const original = (target as Record<string, (...args: unknown[]) => unknown>)[name]!;
    Object.defineProperty(target, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        spent = true;
        return original.apply(target, args);
      },
    });
  }
  return {
    spent: () => spent,
    restore: () => {
      for (const [target, name] of targets) delete (target as Record<string, unknown>)[name];
    },
  };
}

/** The worker's context, made again when a test leaves it in a state not worth trusting (it failed, or emptying it did). */
class WarmContext {
  private current: Promise<BrowserContext> | undefined;
  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions,
  ) {}
  get(): Promise<BrowserContext> {
    this.current ??= this.browser.newContext(this.options);
    return this.current;
  }
  async discard(): Promise<void> {
    const context = this.current;
    this.current = undefined;
    await (await context)?.close().catch(() => undefined);
  }
}

export const test = base.extend<{ freshContext: boolean }, { warmContext: WarmContext }>({
  freshContext: [false, { option: true }],
  warmContext: [
    async ({ browser, appServer }, use, workerInfo) => {
      const { reducedMotion, serviceWorkers } = workerInfo.project.use;
      const warm = new WarmContext(browser, { baseURL: appServer.url, reducedMotion, serviceWorkers });
      await use(warm);
      await warm.discard();
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      freshContext,
      viewport,
      javaScriptEnabled,
      reducedMotion,
      serviceWorkers,
      timezoneId,
      locale,
      warmContext,
      browser,
      baseURL,
    },
    use,
    testInfo,
  ) => {
    const defaults = testInfo.project.use;
    const ownContext =
      freshContext ||
      !sameViewport(viewport, defaults.viewport) ||
      javaScriptEnabled === false ||
      reducedMotion !== defaults.reducedMotion ||
      serviceWorkers !== defaults.serviceWorkers ||
      // The warm context keeps the zone and locale it was made with, whichever test made it.
      timezoneId !== defaults.timezoneId ||
      locale !== (defaults.locale ?? 'en-US');
    if (ownContext) {
      const context = await browser.newContext({
        baseURL,
        viewport,
        javaScriptEnabled,
        reducedMotion,
        serviceWorkers,
        timezoneId,
        locale,
      });
      await use(context);
      await context.close();
      return;
    }
    const context = await warmContext.get();
    const lasting = watchLastingChanges(context);
    await use(context);
    lasting.restore();
    if (lasting.spent() || testInfo.status !== testInfo.expectedStatus) {
      await warmContext.discard();
      return;
    }
    await empty(context, baseURL).catch(() => warmContext.discard());
  },
  page: async ({ context }, use) => {
    await use(await context.newPage());
  },
});
