/** Test members and shortcuts shared by the end-to-end specs. */
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { test as warmTest } from './warm-context';
import { MAIL_SINK_URL } from './e2e-ports';

export interface TestDad {
  email: string;
  username: string;
  password: string;
  firstName: string;
}

let made = 0;

/**
 * Digits no other test's are: the time, a counter, a random part, the last `length` of them. Digits, because the
 * word filter (docs/safety.md) reads a number standing alone as a number: random letters now and then spell, or
 * leetspeak into, a word it refuses (one username in about 2,000 did, and a registration failed in CI).
 */
export function uniqueDigits(length = 12): string {
  const random = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return `${Date.now()}${String(made++ % 1000).padStart(3, '0')}${random}`.slice(-length);
}

/** The same as letters (for full-text and name searches): each digit as one of ten letters the filter never reads as a word. */
export const uniqueLetters = (length = 12) => uniqueDigits(length).replace(/\d/g, (d) => 'qwxzjvkgyp'[Number(d)]!);

/** A member no other test uses: usernames are at most 20 characters. */
export function newDad(): TestDad {
  const tag = uniqueDigits(16);
  return { email: `dad_${tag}@example.com`, username: `dad_${tag}`, password: 'grill-master-42', firstName: 'Sam' };
}

/** Creates the account through the API (its own cookie jar: the browser stays signed out). */
export async function registerByApi(request: APIRequestContext, dad: TestDad) {
  const response = await request.post('/api/register', { data: { ...dad, confirmAdult: true } });
  expect(response.status()).toBe(201);
}

/**
 * Signs `request` in as the site admin with `email`, an address playwright.config.ts names in ADMIN_EMAILS: the
 * first test to need them registers them, a later one (a repeat, a retry) signs in, as each address registers
 * once per run.
 */
export async function signInAsSiteAdmin(request: APIRequestContext, email: string): Promise<TestDad> {
  const dad = { ...newDad(), email, username: `admin_${email.split('@')[0]!.replace(/\W/g, '_')}`.slice(0, 20) };
  const registered = await request.post('/api/register', { data: { ...dad, confirmAdult: true } });
  if (registered.status() === 409) {
    expect((await request.post('/api/login', { data: { email, password: dad.password } })).status()).toBe(200);
  } else {
    expect(registered.status()).toBe(201);
    // ADMIN_EMAILS makes an admin of its owner once the address is verified.
    await verifyEmailByApi(request, email);
  }
  await onboardByApi(request);
  return dad;
}

/** The site admin's address, as playwright.config.ts names it in ADMIN_EMAILS. */
export const SITE_ADMIN_EMAIL = 'site-admin@dadhood.test';

/** Finishes onboarding for the member signed in on `request`: an experienced dad in Austin. */
export async function onboardByApi(request: APIRequestContext) {
  const onboarded = await request.patch('/api/users/onboarding', {
    data: { dadType: 'experienced', interests: ['sports', 'diy'], location: 'Austin, TX', bio: '' },
  });
  expect(onboarded.status()).toBe(200);
}

/** Back at / with the session cookie of this member (a new member lands in onboarding). */
export async function expectSignedIn(page: Page, dad: TestDad) {
  await expect(page).toHaveURL('/');
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { username: string }).username).toBe(dad.username);
}

export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/api/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email or username').fill(login);
  await form.getByLabel('Password').fill(password);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/login',
  );
  await form.getByRole('button', { name: 'Sign in' }).click();
  // A signed-in page moves to the app itself (web/src/login/form.ts): wait for it, or a page.goto the test makes
  // next is aborted by that move (net::ERR_ABORTED, seen in CI on moderation.spec.ts).
  if ((await answered).ok()) await page.waitForURL((url) => url.pathname !== '/api/login');
}

/** Where e2e/mail-sink.ts lists the e-mails the app delivered. */
export { MAIL_SINK_URL };

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  raw: string;
}

export async function mailTo(request: APIRequestContext, address: string): Promise<ReceivedMail[]> {
  const response = await request.get(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(address)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReceivedMail[];
}

/** Nodemailer may send a part quoted-printable: soft line breaks and '=3D' for '='. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/**
 * The address of the newest link in `address`'s newest mail whose subject matches `subject`, once it arrived
 * (mail goes out after the request that causes it answers). Only links to this worker's app server count: the
 * mail sink is shared, and an address (a site admin's) may get mail from every worker's server. `after`: a link an
 * earlier mail held; waits for a newer one.
 */
export async function linkInMail(
  request: APIRequestContext,
  address: string,
  subject: RegExp,
  path: string,
  { after }: { after?: string } = {},
) {
  const origin = process.env.DADHOOD_E2E_APP_URL?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? 'https?://[^\\s"<>]+';
  const pattern = new RegExp(`${origin}${path.replaceAll('/', '\\/')}\\?token=[A-Za-z0-9_-]{43}`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const links = (await mailTo(request, address))
        .filter((m) => subject.test(m.subject))
        .map((m) => pattern.exec(decodeQuotedPrintable(m.raw))?.[0])
        .filter((found) => found !== undefined);
      link = links.at(-1);
      return link !== after && link;
    })
    .toBeTruthy();
  return link!;
}

/** Verifies `address` through the link in its verification mail, as its member would (the link's page, its button). */
export async function verifyEmailByApi(request: APIRequestContext, address: string) {
  const link = await linkInMail(request, address, /^Verify your e-mail address/, '/api/email/verify');
  const token = new URL(link).searchParams.get('token');
  expect((await request.post('/api/email/verify', { data: { token } })).status()).toBe(200);
}

/**
 * Signs the page's browser context in as a new member through the API (page.request shares the context's
 * cookies). With `complete`, onboarding is done too, so the member reaches every route.
 */
export async function signUpInBrowser(page: Page, { complete = true }: { complete?: boolean } = {}): Promise<TestDad> {
  const dad = newDad();
  const response = await page.request.post('/api/register', { data: { ...dad, confirmAdult: true } });
  expect(response.status()).toBe(201);
  if (complete) await onboardByApi(page.request);
  return dad;
}

type MultipartValue = string | { name: string; mimeType: string; buffer: Buffer };

/** A Dadfeed post made through POST /api/posts (multipart, as the composer sends it); returns its id. */
export async function createPostByApi(
  request: APIRequestContext,
  fields: Record<string, MultipartValue>,
): Promise<string> {
  const response = await request.post('/api/posts', { multipart: fields });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A group made through POST /api/groups by the member signed in on `request`; returns its id. */
export async function createGroupByApi(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/groups', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Every member sees every Dadfeed post: a test deletes the posts it made (already deleted ones are fine). */
export async function deletePostsByApi(request: APIRequestContext, ids: readonly string[]): Promise<void> {
  for (const id of ids) await request.delete(`/api/posts/${id}`);
}

/** The id of the member signed in on this request context (a page's `page.request`, or an API context). */
export async function memberIdOf(request: APIRequestContext): Promise<string> {
  const me = await request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  return ((await me.json()) as { id: string }).id;
}

/** A second member in a browser of their own (a new context: nothing shared with the first), signed up complete. */
export async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const dad = await signUpInBrowser(page);
  return { context, page, dad };
}

/** A new member with a complete profile, signed in on an API-only context (no browser page). */
export async function signUpByApi(request: APIRequestContext): Promise<TestDad & { id: string }> {
  const dad = newDad();
  await registerByApi(request, dad);
  await onboardByApi(request);
  return { ...dad, id: await memberIdOf(request) };
}

/**
 * Makes two members accepted connections, each acting as themselves: the requester asks, the receiver accepts.
 * Returns the connection's id.
 */
export async function connectByApi(requester: APIRequestContext, receiver: APIRequestContext): Promise<string> {
  const asked = await requester.post('/api/connections/request', { data: { receiverId: await memberIdOf(receiver) } });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()) as { id: string };
  const accepted = await receiver.patch(`/api/connections/${id}/accept`);
  expect(accepted.status()).toBe(200);
  return id;
}

/**
 * Collects what breaks the pages' Content-Security-Policy in this browser context: Chromium's console errors
 * ("Refused to load ... because it violates ...") and the pages' `securitypolicyviolation` events. `stop` takes
 * the watcher out of the context again (a worker's warm context outlives the test).
 */
export async function watchCspViolations(
  context: BrowserContext,
): Promise<{ violations: string[]; stop: () => Promise<void> }> {
  const violations: string[] = [];
  // Evaluated by the browser before the page's own scripts, outside the page's policy.
  const script = await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${event.documentURI}`,
      );
    });
  });
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() !== 'error' || !/Content Security Policy|CSP violation/.test(text)) return;
    // Playwright's trace recorder fetch()es <img src="blob:..."> pictures (the composer's previews) to keep them in
    // the trace, from a script of its own; the app itself never fetches a blob: address.
    if (/^Connecting to 'blob:|^CSP violation: connect-src blocked blob /.test(text)) return;
    violations.push(text);
  };
  context.on('console', onConsole);
  return {
    violations,
    stop: async () => {
      context.off('console', onConsole);
      await script.dispose();
    },
  };
}

/** Playwright's `test` on a worker's warm context (warm-context.ts), failing any test whose pages break their Content-Security-Policy. */
export const test = warmTest.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const { violations, stop } = await watchCspViolations(context);
      await use(violations);
      await stop();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The page is still, as the member sees it once it has settled: nothing marked busy (a list being fetched again
 * is dimmed meanwhile), and every animation and transition that ends has ended (a card fading in is pale for a
 * moment). axe would measure that pale text's contrast. What repeats for ever (a spinner) is left running. Both
 * waits are bounded; what stays busy longer is then checked as it is.
 */
export async function pageSettled(page: Page) {
  // Asked after two frames and a task: a change the last action made (a filter chosen) has started its fetch by
  // then, and marked its list busy.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          await new Promise((resolve) => setTimeout(resolve, 0));
          return document.querySelectorAll('[aria-busy="true"]').length;
        }),
      { timeout: 10_000 },
    )
    .toBe(0)
    .catch(() => undefined);
  await page.evaluate(async () => {
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline) {
      const ending = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number(animation.effect?.getComputedTiming().endTime) < Infinity,
        );
      if (ending.length === 0) return;
      await Promise.race([
        Promise.allSettled(ending.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
      ]);
    }
  });
}

/** axe-core finds no serious or critical WCAG 2 A/AA violation on the page once it is still (each listed by rule). */
export async function expectNoSeriousAxeViolations(page: Page) {
  await pageSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious).toEqual([]);
}

/** A name no other test uses (tests share one database and may run side by side). */
export const unique = (stem: string) => `${stem} ${uniqueDigits()}`;

/** A toast's title or description, as the member reads it (the newest first when one repeats). */
export const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Resolves once the app's GraphQL operation of that name has been answered (a switch moves before its answer). */
export const graphqlAnswered = (page: Page, operationName: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === operationName,
  );
