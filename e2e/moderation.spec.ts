/**
 * Trust and safety end to end (docs/moderation.md), the whole story: a member reports a post with a reason; a moderator (named
 * in the app by the site admin) hides it from /moderation; its author sees it marked hidden and others no longer
 * see it in the feed or search; the reporter is told the outcome; the author, suspended, cannot sign in and reads
 * until when; the admin finds both actions in the audit log. And three reports from three members hide a post
 * before anyone reviews it.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import {
  createPostByApi,
  memberIdOf,
  signIn,
  signInAsSiteAdmin,
  signUpByApi,
  signUpInBrowser,
  test,
  toastText,
  uniqueDigits,
  uniqueLetters,
} from './support';

test.describe.configure({ timeout: 120_000 });
const PAGE_LOAD = { timeout: 30_000 };

/** As playwright.config.ts names it in ADMIN_EMAILS: whoever registers with it is a site admin. */
const ADMIN_EMAIL = 'moderation-admin@dadhood.test';

async function browserOf(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

/**
 * The site admin (registered with the configured address), and a moderator the admin names in the app: both
 * signed in, each in a browser of their own.
 */
async function staff(browser: Browser, baseURL: string | undefined) {
  const admin = await browserOf(browser, baseURL);
  const adminDad = await signInAsSiteAdmin(admin.page.request, ADMIN_EMAIL);

  const moderator = await browserOf(browser, baseURL);
  const moderatorDad = await signUpInBrowser(moderator.page);
  const promoted = await admin.page.request.post('/api/moderation/actions', {
    data: {
      action: 'promote_moderator',
      targetType: 'member',
      targetId: await memberIdOf(moderator.page.request),
      reason: 'Trusted, calm member',
    },
  });
  expect(promoted.status()).toBe(201);
  return { admin: { ...admin, dad: adminDad }, moderator: { ...moderator, dad: moderatorDad } };
}

/** Takes `action` on the queue item `item` with `reason`, in the dialog `title`, confirmed by `confirm`. */
async function act(
  page: Page,
  item: ReturnType<Page['getByRole']>,
  action: string,
  title: string,
  confirm: string,
  reason: string,
) {
  await item.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toHaveCount(0);
}

const feedPost = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('a reported post is hidden by a moderator, its author suspended, and the admin reads both in the audit log', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const word = `zebrafinch${uniqueLetters()}`;
  const content = `Cheap watches for every dad ${word}`;
  const authorRequest = await playwright.request.newContext({ baseURL });
  const author = await signUpByApi(authorRequest);
  const postId = await createPostByApi(authorRequest, { content });

  // The reporter: the post is on their Dadfeed (beside one of their own); they report it from its menu.
  await signUpInBrowser(page);
  const mine = `My own week ${word}`;
  await createPostByApi(page.request, { content: mine });
  await page.goto('/');
  const inFeed = feedPost(page, content);
  await expect(inFeed).toBeVisible(PAGE_LOAD);
  await inFeed.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  const report = page.getByRole('dialog', { name: 'Report this post' });
  await report.getByRole('radio', { name: 'Spam', exact: true }).check();
  await report.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(
    toastText(page, 'Thanks for letting us know. A moderator will review it, and we will tell you what we decided.'),
  ).toBeVisible();

  // The moderator (named by the admin) hides it from the queue, with a reason.
  const { admin, moderator } = await staff(browser, baseURL);
  await moderator.page.goto('/moderation');
  const item = moderator.page.getByRole('article').filter({ hasText: content }).first();
  await expect(item).toBeVisible(PAGE_LOAD);
  await expect(item.getByRole('list', { name: 'Reasons' })).toHaveText('Spam');
  await act(moderator.page, item, 'Hide', 'Hide this post', 'Hide post', `Spam links ${word}`);
  await expect(moderator.page.getByRole('article').filter({ hasText: content })).toHaveCount(0);

  // The author sees it, marked; nobody else sees it in the feed, at its address or in search.
  const authorContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const authorPage = await authorContext.newPage();
  await signIn(authorPage, author.email, author.password);
  await authorPage.goto(`/posts/${postId}`);
  const own = feedPost(authorPage, content);
  await expect(own).toBeVisible(PAGE_LOAD);
  await expect(own.getByRole('note')).toHaveText('Hidden by moderators: only you can see it.');

  await page.goto('/');
  await expect(feedPost(page, mine)).toBeVisible(PAGE_LOAD);
  await expect(feedPost(page, content)).toHaveCount(0);
  await page.goto(`/posts/${postId}`);
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible(PAGE_LOAD);
  const search = (await (await page.request.get(`/api/search?query=${word}`)).json()) as {
    posts: { content: string }[];
  };
  expect(search.posts.map((p) => p.content)).not.toContain(content);

  // The reporter is told the outcome.
  await page.goto('/notifications');
  await expect(page.getByText('Your report was reviewed').first()).toBeVisible(PAGE_LOAD);
  await expect(
    page.getByText('Thanks for your report. A moderator reviewed it and took action.').first(),
  ).toBeVisible();

  // The reporter reports the author too; the moderator suspends them for 7 days.
  expect(
    (
      await page.request.post('/api/reports', { data: { targetType: 'member', targetId: author.id, reason: 'spam' } })
    ).status(),
  ).toBe(201);
  await moderator.page.reload();
  const memberItem = moderator.page
    .getByRole('article')
    .filter({ has: moderator.page.getByRole('heading', { name: 'Member' }) })
    .filter({ hasText: author.username })
    .first();
  await expect(memberItem).toBeVisible(PAGE_LOAD);
  await act(moderator.page, memberItem, 'Suspend', 'Suspend the member', 'Suspend member', `Repeated spam ${word}`);

  // Signed out at once; signing in is refused with the end date.
  expect((await authorPage.request.get('/api/auth/user')).status()).toBe(401);
  await signIn(authorPage, author.email, author.password);
  const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.now() + 7 * 86_400_000),
  );
  await expect(authorPage.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
    `Your account is suspended until ${until}`,
  );

  // The admin's audit log lists both actions, with who, what, whom and why.
  await admin.page.goto('/moderation');
  await admin.page.getByRole('tab', { name: 'Audit log' }).click();
  const hid = admin.page.getByRole('row').filter({ hasText: `Spam links ${word}` });
  const suspended = admin.page.getByRole('row').filter({ hasText: `Repeated spam ${word}` });
  await expect(hid).toBeVisible(PAGE_LOAD);
  await expect(hid).toContainText('Hid');
  await expect(hid).toContainText(moderator.dad.username);
  await expect(suspended).toContainText('Suspended');
  await expect(suspended.getByRole('link', { name: author.username })).toBeVisible();

  for (const context of [moderator.context, admin.context, authorContext]) await context.close();
  await authorRequest.dispose();
});

test('three reports from three members hide a post at once, before anyone reviews it', async ({
  page,
  baseURL,
  playwright,
}) => {
  const content = `Buy followers now ${uniqueDigits()}`;
  const authorRequest = await playwright.request.newContext({ baseURL });
  await signUpByApi(authorRequest);
  const postId = await createPostByApi(authorRequest, { content });
  await signUpInBrowser(page);
  const mine = `My own week ${uniqueDigits()}`;
  await createPostByApi(page.request, { content: mine });
  await page.goto(`/posts/${postId}`);
  await expect(feedPost(page, content)).toBeVisible(PAGE_LOAD);

  for (let i = 0; i < 3; i++) {
    const reporter = await playwright.request.newContext({ baseURL });
    await signUpByApi(reporter);
    expect(
      (
        await reporter.post('/api/reports', { data: { targetType: 'post', targetId: postId, reason: 'spam' } })
      ).status(),
    ).toBe(201);
    await reporter.dispose();
  }

  // Nobody reviewed it: it is hidden all the same, from everyone but its author, who is told why.
  await page.goto('/');
  await expect(feedPost(page, mine)).toBeVisible(PAGE_LOAD);
  await expect(feedPost(page, content)).toHaveCount(0);
  await page.goto(`/posts/${postId}`);
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible(PAGE_LOAD);
  const authorView = (await (await authorRequest.get(`/api/posts/${postId}`)).json()) as { moderationHidden: string };
  expect(authorView.moderationHidden).toBe('pending_review');
  const told = (await (await authorRequest.get('/api/notifications')).json()) as { title: string }[];
  expect(told.map((n) => n.title)).toContain(`Your post is hidden until a moderator reviews it`);
  await authorRequest.dispose();
});
