/**
 * Reporting (issue #16): a member reports another member's post, comment, profile and message from their menus
 * with a reason and is thanked; a second report of the same thing says it was already reported. Nobody is offered
 * Report on what they wrote themselves.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { connectByApi, createPostByApi, deletePostsByApi, expectNoSeriousAxeViolations, memberIdOf, signUpByApi, signUpInBrowser, test, toastText } from './support';

// Two members, the permalink page and several dialogs: longer than most specs on a busy machine.
test.describe.configure({ timeout: 90_000 });
const PAGE_LOAD = { timeout: 30_000 };

const THANKS = 'Thanks for letting us know. A moderator will review it, and we will tell you what we decided.';
const ALREADY = 'You have already reported this.';
const REASONS = ['Spam', 'Harassment or bullying', 'Adult or violent content', 'Hate', 'Impersonation', 'Something else'];

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

test("a member reports another member's post, comment and profile once each; his own comment offers no Report", async ({ page, playwright, baseURL }) => {
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

test('a member reports a message in his inbox; his own messages offer no Report', async ({ page, playwright, baseURL }) => {
  await signUpInBrowser(page);
  const authorRequest = await playwright.request.newContext({ baseURL });
  try {
    await signUpByApi(authorRequest);
    await connectByApi(authorRequest, page.request);
    const started = await authorRequest.post('/api/conversations', { data: { participant2Id: await memberIdOf(page.request) } });
    expect(started.status()).toBe(201);
    const { id } = (await started.json()) as { id: string };
    for (const [request, content] of [[authorRequest, 'Want some cheap watches?'], [page.request, 'No thanks']] as const) {
      expect((await request.post(`/api/conversations/${id}/messages`, { data: { content } })).status()).toBe(201);
    }

    await page.goto(`/inbox?c=${id}`);
    const messages = page.getByRole('list', { name: 'Messages' });
    const theirs = messages.getByRole('listitem').filter({ hasText: 'Want some cheap watches?' });
    await expect(theirs).toBeVisible(PAGE_LOAD);
    await expect(messages.getByRole('listitem').filter({ hasText: 'No thanks' }).getByRole('button', { name: 'Report message' })).toHaveCount(0);
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
