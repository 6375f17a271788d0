/**
 * Every signed-in route (web/src/apps/member-routes.ts), on a phone and on a desktop, for a
 * member whose pages are full: nothing pinned to the screen covers a control, no text is cut off without a way to
 * read it, nothing scrolls sideways, and axe finds no serious or critical violation. The routes are walked in a few
 * parts per viewport (each a test with its own browser context and time limit, so a slow machine does not run one
 * long walk out of time), each failure listed with its route, viewport and element.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { settledLayoutOffences } from './layout-checks';
import { layoutMemberForFile, type LayoutMember } from './layout-member';
import { expectNoSeriousAxeViolations, test } from './support';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

function routes(member: LayoutMember): string[] {
  return [
    '/',
    '/home',
    '/groups',
    `/groups/${member.groupId}`,
    '/events',
    '/events/create',
    `/events/${member.eventId}`,
    '/ask-a-dad',
    '/networking',
    '/connections',
    '/channels',
    `/channels/${member.channelId}`,
    '/inbox',
    '/notifications',
    '/profile',
    `/profile/${member.friendId}`,
    `/posts/${member.postId}`,
    '/settings/developer',
    '/settings/notifications',
    // A mail's link with a token the server refuses: the page that says so.
    '/unsubscribe?token=bad',
    '/terms',
    '/privacy',
    '/onboarding',
    // Moderators only: a member gets the 404 page, which is a page too.
    '/moderation',
  ];
}

const member = layoutMemberForFile();

/** Routes that open a dialog over their screen: the walk checks the dialog, once it is open. */
const DIALOGS: Readonly<Record<string, string>> = { '/events/create': 'Create Event' };

/** The screen is there and done loading: its heading, no spinner, no skeleton, and the dialog it opens. */
async function settled(page: Page, route: string) {
  const dialog = DIALOGS[route];
  if (dialog) await expect(page.getByRole('dialog', { name: dialog })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(
    page.locator(
      'main .animate-spin, main .animate-pulse[aria-hidden], main [role=status]:text-matches("^Loading", "i")',
    ),
  ).toHaveCount(0, { timeout: 30_000 });
}

type Viewport = (typeof VIEWPORTS)[number];

/** The walk's parts per viewport: every route is in one, by its place in the list. */
const PARTS = 4;

/**
 * A browser context of the viewport, signed in as the member, for `look` to list what it finds wrong; closed
 * afterwards, whatever happens, and then the list must be empty.
 */
async function checkLayout(
  browser: Browser,
  baseURL: string | undefined,
  { viewport }: Viewport,
  look: (page: Page, offences: string[]) => Promise<void>,
) {
  const offences: string[] = [];
  const context = await browser.newContext({
    baseURL,
    viewport,
    reducedMotion: 'reduce',
    storageState: await member().request.storageState(),
  });
  try {
    await look(await context.newPage(), offences);
  } finally {
    await context.close();
  }
  expect(offences, `layout offences at ${viewport.width}x${viewport.height}`).toEqual([]);
}

async function walk(browser: Browser, baseURL: string | undefined, entry: Viewport, part: number) {
  await checkLayout(browser, baseURL, entry, async (page, offences) => {
    for (const route of routes(member()).filter((_, index) => index % PARTS === part)) {
      await page.goto(route);
      await settled(page, route);
      for (const offence of await settledLayoutOffences(page)) offences.push(`${entry.name} ${route}: ${offence}`);
      // Collected with the rest: one run lists every page's problems.
      await expectNoSeriousAxeViolations(page).catch((error: Error) =>
        offences.push(`${entry.name} ${route}: axe: ${error.message}`),
      );
    }
  });
}

/** The open chat on the dashboard, with a conversation and its composer: its Send button is the chat's own. */
async function walkOpenChat(browser: Browser, baseURL: string | undefined, entry: Viewport) {
  await checkLayout(browser, baseURL, entry, async (page, offences) => {
    await page.goto('/');
    await settled(page, '/');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('region', { name: 'Chat' });
    await chat.getByRole('button', { name: new RegExp(member().friendUsername) }).click();
    await expect(chat.getByRole('button', { name: 'Send' })).toBeVisible();
    for (const offence of await settledLayoutOffences(page, { scope: 'section[aria-label="Chat"]' }))
      offences.push(`${entry.name} / (chat open): ${offence}`);
  });
}

const timeLimit = () => test.setTimeout(Number(process.env.LAYOUT_WALK_TIMEOUT ?? 120_000));

for (const entry of VIEWPORTS) {
  const size = `${entry.viewport.width}x${entry.viewport.height}`;
  for (let part = 0; part < PARTS; part += 1) {
    test(`every signed-in route at ${size}, part ${part + 1} of ${PARTS}: nothing covered, cut or sideways, axe clean`, async ({
      browser,
      baseURL,
    }) => {
      timeLimit();
      await walk(browser, baseURL, entry, part);
    });
  }
  test(`the open chat at ${size}: nothing covered, cut or sideways`, async ({ browser, baseURL }) => {
    timeLimit();
    await walkOpenChat(browser, baseURL, entry);
  });
}
