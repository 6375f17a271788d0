/**
 * Reporting (docs/moderation.md): a member reports another member's post, comment, profile and message from their menus
 * with a reason and is thanked; a second report of the same thing says it was already reported. Nobody is offered
 * Report on what they wrote themselves.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  connectByApi,
  createPostByApi,
  deletePostsByApi,
  expectNoSeriousAxeViolations,
  memberIdOf,
  SITE_ADMIN_EMAIL,
  signInAsSiteAdmin,
  signUpByApi,
  signUpInBrowser,
  test,
  toastText,
  uniqueDigits,
} from './support';

// Two members, the permalink page and several dialogs: longer than most specs on a busy machine.
test.describe.configure({ timeout: 90_000 });
const PAGE_LOAD = { timeout: 30_000 };

const THANKS = 'Thanks for letting us know. A moderator will review it, and we will tell you what we decided.';
const ALREADY = 'You have already reported this.';
const REASONS = [
  'Spam',
  'Harassment or bullying',
  'Adult or violent content',
  'Hate',
  'Impersonation',
  'Something else',
];

async function commentByApi(request: APIRequestContext, postId: string, content: string) {
  const response = await request.post(`/api/posts/${postId}/comments`, { data: { content } });
  expect(response.status()).toBe(201);
}

/** Chooses a reason in the open report dialog, adds the details if any, and sends it. */
async function sendReport(page: Page, title: string, reason: string, details = '') {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: reason, exact: true }).check();
  if (details) await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill(details);
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test("a member reports another member's post, comment and profile once each; his own comment offers no Report", async ({
  page,
  playwright,
  baseURL,
}) => {
  const reporter = await signUpInBrowser(page);
  const authorRequest = await playwright.request.newContext({ baseURL });
  const author = await signUpByApi(authorRequest);
  const postId = await createPostByApi(authorRequest, { content: `Cheap watches, DM me ${reporter.username}` });
  try {
    await commentByApi(authorRequest, postId, 'Click my link for more');
    await commentByApi(page.request, postId, 'Please stop');

    await page.goto(`/posts/${postId}`);
    const post = page.getByRole('article', { name: `Post by ${author.username}`, exact: true });
    await expect(post).toBeVisible(PAGE_LOAD);

    // The post: a reason is required; then the thanks.
    await post.getByRole('button', { name: 'Post options' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Post' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    const reasons = dialog.getByRole('radiogroup', { name: 'Reason' }).getByRole('radio');
    await expect(reasons).toHaveCount(REASONS.length);
    for (const [i, reason] of REASONS.entries()) await expect(reasons.nth(i)).toHaveAccessibleName(reason);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
    await expect(dialog.getByRole('radio', { name: 'Spam', exact: true })).toBeFocused();
    await sendReport(page, 'Report this post', 'Spam', 'Selling watches in every group');
    await expect(toastText(page, THANKS)).toBeVisible();

    // A second report of the same post is refused, and says so.
    await post.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    await sendReport(page, 'Report this post', 'Something else');
    await expect(toastText(page, ALREADY)).toBeVisible();

    // Cancel sends nothing: the comment is reported after it, once.
    await post.getByRole('button', { name: 'Comments (2)' }).click();
    const theirs = post.getByRole('article', { name: `Comment by ${author.username}` });
    await theirs.getByRole('button', { name: 'Comment options' }).click();
    await page.getByRole('menuitem', { name: 'Report comment' }).click();
    const commentDialog = page.getByRole('dialog', { name: 'Report this comment' });
    await commentDialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
    await commentDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(commentDialog).toHaveCount(0);
    await theirs.getByRole('button', { name: 'Comment options' }).click();
    await page.getByRole('menuitem', { name: 'Report comment' }).click();
    await expect(commentDialog.getByRole('radio', { checked: true })).toHaveCount(0);
    await sendReport(page, 'Report this comment', 'Harassment or bullying');
    await expect(toastText(page, THANKS)).toBeVisible();
    await theirs.getByRole('button', { name: 'Comment options' }).click();
    await page.getByRole('menuitem', { name: 'Report comment' }).click();
    await sendReport(page, 'Report this comment', 'Spam');
    await expect(toastText(page, ALREADY)).toBeVisible();

    const mine = post.getByRole('article', { name: `Comment by ${reporter.username}` });
    await mine.getByRole('button', { name: 'Comment options' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Comment' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Report comment' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The member, from his profile.
    await page.goto(`/profile/${author.id}`);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await sendReport(page, 'Report this member', 'Impersonation');
    await expect(toastText(page, THANKS)).toBeVisible();
  } finally {
    await deletePostsByApi(authorRequest, [postId]);
    await authorRequest.dispose();
  }
});

test('a member reports a message in his inbox; his own messages offer no Report', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  const authorRequest = await playwright.request.newContext({ baseURL });
  try {
    await signUpByApi(authorRequest);
    await connectByApi(authorRequest, page.request);
    const started = await authorRequest.post('/api/conversations', {
      data: { participant2Id: await memberIdOf(page.request) },
    });
    expect(started.status()).toBe(201);
    const { id } = (await started.json()) as { id: string };
    for (const [request, content] of [
      [authorRequest, 'Want some cheap watches?'],
      [page.request, 'No thanks'],
    ] as const) {
      expect((await request.post(`/api/conversations/${id}/messages`, { data: { content } })).status()).toBe(201);
    }

    await page.goto(`/inbox?c=${id}`);
    const messages = page.getByRole('list', { name: 'Messages' });
    const theirs = messages.getByRole('listitem').filter({ hasText: 'Want some cheap watches?' });
    await expect(theirs).toBeVisible(PAGE_LOAD);
    await expect(
      messages.getByRole('listitem').filter({ hasText: 'No thanks' }).getByRole('button', { name: 'Report message' }),
    ).toHaveCount(0);
    await theirs.getByRole('button', { name: 'Report message' }).click();
    await sendReport(page, 'Report this message', 'Spam');
    await expect(toastText(page, THANKS)).toBeVisible();
    await theirs.getByRole('button', { name: 'Report message' }).click();
    await sendReport(page, 'Report this message', 'Spam');
    await expect(toastText(page, ALREADY)).toBeVisible();
  } finally {
    await authorRequest.dispose();
  }
});

test('in Ask a Dad a member reports a question and an answer; a hidden answer is marked for its author and gone for others', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const askerRequest = await playwright.request.newContext({ baseURL });
  const answererContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const answerer = await answererContext.newPage();
  const adminRequest = await playwright.request.newContext({ baseURL });
  try {
    await signUpByApi(askerRequest);
    await signUpInBrowser(answerer);
    await signUpInBrowser(page);
    const title = `Which stroller survives gravel? ${uniqueDigits()}`;
    const asked = await askerRequest.post('/api/questions', { data: { title, content: 'Our trails eat wheels.' } });
    expect(asked.status()).toBe(201);
    const questionId = ((await asked.json()) as { id: string }).id;
    const answer = async (request: APIRequestContext, content: string) => {
      const response = await request.post(`/api/questions/${questionId}/answers`, { data: { content } });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const rudeId = await answer(answerer.request, 'Buy my stroller course, link in bio');
    await answer(page.request, 'Air tires, every time.');

    await page.goto(`/ask-a-dad?question=${questionId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible(PAGE_LOAD);
    await page.getByRole('button', { name: 'Report', exact: true }).first().click();
    await sendReport(page, 'Report this question', 'Spam');
    await expect(toastText(page, THANKS)).toBeVisible();

    const answers = page.getByRole('article', { name: /^Answer by / });
    const rude = page.getByRole('article').filter({ hasText: 'Buy my stroller course' });
    const mine = page.getByRole('article').filter({ hasText: 'Air tires, every time.' });
    await expect(mine.getByRole('button', { name: 'Report' })).toHaveCount(0);
    await rude.getByRole('button', { name: 'Report', exact: true }).click();
    await sendReport(page, 'Report this answer', 'Spam');
    await expect(toastText(page, THANKS)).toBeVisible();

    // A moderator (here the site admin) finds both in the queue, and hides the answer.
    await signInAsSiteAdmin(adminRequest, SITE_ADMIN_EMAIL);
    const queue = (await (await adminRequest.get('/api/moderation/reports?limit=100')).json()) as {
      targetType: string;
      targetId: string;
    }[];
    expect(
      queue
        .filter((item) => [questionId, rudeId].includes(item.targetId))
        .map((item) => item.targetType)
        .sort(),
    ).toEqual(['answer', 'question']);
    const hidden = await adminRequest.post('/api/moderation/actions', {
      data: { action: 'hide', targetType: 'answer', targetId: rudeId, reason: 'Selling a course' },
    });
    expect(hidden.status()).toBe(201);

    await answerer.goto(`/ask-a-dad?question=${questionId}`);
    const own = answerer.getByRole('article').filter({ hasText: 'Buy my stroller course' });
    await expect(own.getByRole('note')).toHaveText('Hidden by moderators: only you can see it.', PAGE_LOAD);
    await page.reload();
    await expect(mine).toBeVisible(PAGE_LOAD);
    await expect(rude).toHaveCount(0);
    await expect(answers).toHaveCount(1);
  } finally {
    await answererContext.close();
    await askerRequest.dispose();
    await adminRequest.dispose();
  }
});
