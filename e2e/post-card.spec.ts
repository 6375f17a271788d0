/**
 * The post card end to end: voting in a poll, the comments panel (loaded only while open), the owner's inline
 * edit and delete, sharing the permalink, and the /posts/{id} page.
 */
import { expect, type Page } from '@playwright/test';
import { scene, skinBlobs } from '../api/src/testing/images';
import { createPostByApi, deletePostsByApi, signUpInBrowser, test } from './support';

// Several members, reloads and image uploads per test: on a busy machine these take longer than most specs.
test.describe.configure({ timeout: 90_000 });
/** The first render after a navigation: the app's chunks and the screen's query. */
const PAGE_LOAD = { timeout: 30_000 };

/** Each test's member makes one post, so their name finds its card. */
const postCard = (page: Page, username: string) =>
  page.getByRole('article', { name: `Post by ${username}`, exact: true });

interface ApiPost {
  content: string;
  hashtags: string[];
  imageUrl: string | null;
  poll: { options: { id: string; text: string }[] } | null;
}

async function apiPost(page: Page, id: string): Promise<ApiPost> {
  const response = await page.request.get(`/api/posts/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiPost;
}

test('a member votes once and sees counts and percentages; another member sees their own vote state', async ({
  page,
  browser,
}) => {
  const dad = await signUpInBrowser(page);
  const text = `Tent or hammock ${dad.username}`;
  const id = await createPostByApi(page.request, {
    content: text,
    pollQuestion: 'Where do you sleep?',
    pollOptions: JSON.stringify(['Tent', 'Hammock']),
  });
  const otherContext = await browser.newContext();
  try {
    await page.goto('/home');
    await expect(postCard(page, dad.username)).toBeVisible(PAGE_LOAD);
    const poll = postCard(page, dad.username).getByRole('region', { name: 'Poll' });
    await expect(poll.getByRole('list', { name: 'Poll options' }).getByRole('button')).toHaveText(['Tent', 'Hammock']);
    await poll.getByRole('button', { name: 'Hammock' }).click();

    const results = poll.getByRole('list', { name: 'Poll results' });
    await expect(results.getByRole('listitem')).toHaveText([
      /Tent\s*0 votes \(0%\)/,
      /Hammock\s*\(your vote\)\s*1 vote \(100%\)/,
    ]);
    await expect(results.locator('[aria-current="true"]')).toContainText('Hammock');
    await expect(poll.getByRole('button')).toHaveCount(0);
    await expect(poll).toContainText('1 vote in total');

    // The server counted it, and refuses a second vote.
    await page.reload();
    await expect(results).toBeVisible(PAGE_LOAD);
    await expect(results.getByRole('listitem')).toHaveText([/0 votes \(0%\)/, /1 vote \(100%\)/]);
    const tent = (await apiPost(page, id)).poll!.options.find((option) => option.text === 'Tent')!;
    expect((await page.request.post(`/api/posts/${id}/poll/vote`, { data: { optionId: tent.id } })).status()).toBe(409);

    // Another member has not voted: the options are buttons. They vote in another tab, then click here: the
    // refusal is explained and the card shows their vote, not the first member's.
    const other = await otherContext.newPage();
    await signUpInBrowser(other);
    await other.goto(`/posts/${id}`);
    const otherPoll = other.getByRole('region', { name: 'Poll' });
    await expect(otherPoll).toBeVisible(PAGE_LOAD);
    await expect(otherPoll.getByRole('button', { name: 'Tent' })).toBeVisible();
    expect((await other.request.post(`/api/posts/${id}/poll/vote`, { data: { optionId: tent.id } })).status()).toBe(
      200,
    );
    await otherPoll.getByRole('button', { name: 'Hammock' }).click();
    await expect(other.getByText('Already voted')).toBeVisible();
    const otherResults = otherPoll.getByRole('list', { name: 'Poll results' });
    await expect(otherResults.getByRole('listitem')).toHaveText([
      /Tent\s*\(your vote\)\s*1 vote \(50%\)/,
      /Hammock\s*1 vote \(50%\)/,
    ]);
    await expect(otherResults.locator('[aria-current="true"]')).toContainText('Tent');
  } finally {
    await otherContext.close();
    await deletePostsByApi(page.request, [id]);
  }
});

test('comments load when the panel opens; a comment is added, edited and deleted, and the count follows', async ({
  page,
}) => {
  const dad = await signUpInBrowser(page);
  const text = `Brisket tips please ${dad.username}`;
  const id = await createPostByApi(page.request, { content: text });
  const panelFetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('CommentsPanelQuery'))
      panelFetches.push(request.url());
  });
  try {
    await page.goto('/home');
    const post = postCard(page, dad.username);
    await expect(post).toBeVisible(PAGE_LOAD);
    const toggle = post.getByRole('button', { name: /^Comments \(\d+\)$/ });
    await expect(toggle).toHaveAccessibleName('Comments (0)');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelFetches).toHaveLength(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(post.getByText('No comments yet.')).toBeVisible();
    expect(panelFetches).toHaveLength(1);

    const form = post.getByRole('form', { name: 'Add a comment' });
    const box = form.getByRole('textbox', { name: 'Comment' });
    const send = form.getByRole('button', { name: 'Post', exact: true });
    await expect(form.getByText('0/500')).toBeVisible();
    await expect(send).toBeDisabled();
    await box.fill('x'.repeat(620));
    await expect(box).toHaveValue('x'.repeat(500));
    await expect(form.getByText('500/500')).toBeVisible();
    await box.fill('Low and slow, 225 all day');
    await expect(form.getByText('25/500')).toBeVisible();
    await send.click();
    await expect(page.getByText('Comment added!')).toBeVisible();
    await expect(box).toHaveValue('');
    const comments = post.getByRole('article', { name: `Comment by ${dad.username}` });
    await expect(comments).toHaveCount(1);
    await expect(comments.first()).toContainText('Low and slow, 225 all day');
    await expect(comments.first()).toContainText('Just now');
    await expect(toggle).toHaveAccessibleName('Comments (1)');

    // Too large an image is refused before any upload; a photo alone is a comment.
    await form
      .getByLabel('Comment image')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024) });
    await expect(page.getByText('File too large')).toBeVisible();
    await expect(page.getByText('Please select an image under 5MB.')).toBeVisible();
    await expect(send).toBeDisabled();
    await form
      .getByLabel('Comment image')
      .setInputFiles({ name: 'brisket.jpg', mimeType: 'image/jpeg', buffer: await scene('grill') });
    await expect(form.getByRole('img', { name: 'Comment image preview' })).toBeVisible();
    await send.click();
    await expect(comments).toHaveCount(2);
    await expect(comments.nth(1).locator('img[src*="/uploads/"]')).toBeVisible();
    await expect(form.getByRole('img', { name: 'Comment image preview' })).toHaveCount(0);
    await expect(toggle).toHaveAccessibleName('Comments (2)');

    // The author edits inline; blank text cannot be saved.
    const first = comments.first();
    await first.getByRole('button', { name: 'Comment options' }).click();
    await page.getByRole('menuitem', { name: 'Edit Comment' }).click();
    const edit = first.getByRole('textbox', { name: 'Edit comment text' });
    await edit.fill('   ');
    await expect(first.getByRole('button', { name: 'Save' })).toBeDisabled();
    await edit.fill('Low and slow, 250 works too');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Comment updated successfully.')).toBeVisible();
    await expect(first).toContainText('Low and slow, 250 works too');
    await expect(first).toContainText('edited');

    // Closing and opening again fetches again.
    await toggle.click();
    await expect(form).toHaveCount(0);
    await toggle.click();
    await expect(comments.first()).toContainText('Low and slow, 250 works too');
    expect(panelFetches).toHaveLength(2);

    await comments.first().getByRole('button', { name: 'Comment options' }).click();
    await page.getByRole('menuitem', { name: 'Delete Comment' }).click();
    await expect(page.getByText('Comment deleted successfully.')).toBeVisible();
    await expect(comments).toHaveCount(1);
    await expect(toggle).toHaveAccessibleName('Comments (1)');
    await page.reload();
    await expect(postCard(page, dad.username).getByRole('button', { name: 'Comments (1)' })).toBeVisible(PAGE_LOAD);
  } finally {
    await deletePostsByApi(page.request, [id]);
  }
});

test('the owner edits a post inline (hashtags split out and appended back; Cancel discards) and deletes it', async ({
  page,
}) => {
  const dad = await signUpInBrowser(page);
  const text = `Smoked a brisket ${dad.username}`;
  const id = await createPostByApi(page.request, {
    content: `${text} #BBQ`,
    hashtags: JSON.stringify(['grill']),
    image: { name: 'brisket.jpg', mimeType: 'image/jpeg', buffer: await scene('grill') },
  });
  try {
    await page.goto('/home');
    const post = postCard(page, dad.username);
    await expect(post).toBeVisible(PAGE_LOAD);
    const openMenu = () => post.getByRole('button', { name: 'Post options' }).click();

    await openMenu();
    await page.getByRole('menuitem', { name: 'Edit Post' }).click();
    const form = post.getByRole('form', { name: 'Edit post' });
    const box = form.getByRole('textbox', { name: 'Edit post text' });
    await expect(box).toHaveValue(text);
    await expect(form.getByRole('list', { name: 'Edit hashtags' }).getByRole('listitem')).toHaveText([
      '#bbq',
      '#grill',
    ]);
    await box.fill('Changed my mind');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await expect(post).toContainText(`${text} #BBQ`);

    await openMenu();
    await page.getByRole('menuitem', { name: 'Edit Post' }).click();
    await expect(box).toHaveValue(text);
    await form.getByRole('button', { name: 'Remove #grill' }).click();
    const tag = form.getByRole('textbox', { name: 'Add a hashtag' });
    await tag.fill('#Family');
    await tag.press('Enter');
    await tag.fill('Weekend');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await tag.fill('bbq');
    await tag.press('Enter');
    await expect(form.getByRole('list', { name: 'Edit hashtags' }).getByRole('listitem')).toHaveText([
      '#bbq',
      '#family',
      '#weekend',
    ]);

    // Save needs text or an image.
    await form.getByRole('button', { name: 'Remove image' }).click();
    await box.fill('');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await box.fill(`Smoked two briskets ${dad.username}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Post updated successfully.')).toBeVisible();

    const edited = postCard(page, dad.username);
    await expect(edited.locator('p').filter({ hasText: 'Smoked two briskets' })).toHaveText(
      `Smoked two briskets ${dad.username} #bbq #family #weekend`,
    );
    await expect(edited.getByRole('list', { name: 'Hashtags' }).getByRole('listitem')).toHaveText([
      '#bbq',
      '#family',
      '#weekend',
    ]);
    await expect(edited.locator('img[src*="/uploads/"]')).toHaveCount(0);
    const saved = await apiPost(page, id);
    expect(saved).toMatchObject({
      content: `Smoked two briskets ${dad.username} #bbq #family #weekend`,
      hashtags: ['bbq', 'family', 'weekend'],
      imageUrl: null,
    });

    // An image the server judges adult is refused with the image-blocked modal and dropped; another one is saved.
    await edited.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Edit Post' }).click();
    await form
      .getByLabel('Post image')
      .setInputFiles({ name: 'pool.png', mimeType: 'image/png', buffer: await skinBlobs() });
    await expect(form.getByRole('img', { name: 'Post image preview' })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    const blocked = page.getByRole('dialog', { name: 'Image Cannot Be Posted' });
    await expect(blocked).toContainText('Content violates site guidelines');
    await blocked.getByRole('button', { name: 'I Understand' }).click();
    await expect(blocked).toHaveCount(0);
    await expect(form.getByRole('img', { name: 'Post image preview' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Edit post text' })).toHaveValue(
      `Smoked two briskets ${dad.username}`,
    );
    await form
      .getByLabel('Post image')
      .setInputFiles({ name: 'ribs.jpg', mimeType: 'image/jpeg', buffer: await scene('grill', 2) });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Post updated successfully.')).toBeVisible();
    await expect(edited.locator('img[src*="/uploads/"]')).toBeVisible();
    expect((await apiPost(page, id)).imageUrl).toContain('/uploads/');

    // Delete: Cancel keeps it; Delete removes the card.
    await edited.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Post' });
    await expect(dialog).toContainText('Are you sure you want to delete this post? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(edited).toHaveCount(1);

    await edited.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete Post' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Post deleted')).toBeVisible();
    await expect(edited).toHaveCount(0);
    expect((await page.request.get(`/api/posts/${id}`)).status()).toBe(404);
  } finally {
    await deletePostsByApi(page.request, [id]);
  }
});

test('Share copies the permalink; the permalink page shows the post; another member gets no owner menu items', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // No share sheet: the link is copied.
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  const dad = await signUpInBrowser(page);
  const text = `Permalink me ${dad.username}`;
  const id = await createPostByApi(page.request, { content: text });
  const otherContext = await browser.newContext();
  try {
    await page.goto('/home');
    await expect(postCard(page, dad.username)).toBeVisible(PAGE_LOAD);
    await postCard(page, dad.username).getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(new URL(`/posts/${id}`, page.url()).href);

    await page.goto(link);
    const post = postCard(page, dad.username);
    await expect(post).toBeVisible(PAGE_LOAD);
    await expect(page).toHaveTitle(new RegExp(`Post by ${dad.username}`));
    await expect(page.getByRole('link', { name: 'Back to the Dadfeed' })).toHaveAttribute('href', '/home');
    await expect(post.getByRole('button', { name: 'Post options' })).toBeVisible();
    await post.getByRole('button', { name: 'Comments (0)' }).click();
    await expect(post.getByRole('form', { name: 'Add a comment' })).toBeVisible();

    const other = await otherContext.newPage();
    await signUpInBrowser(other);
    await other.goto(link);
    const seen = postCard(other, dad.username);
    await expect(seen).toBeVisible(PAGE_LOAD);
    await expect(seen.getByRole('button', { name: 'Fist bump (0)' })).toBeVisible();
    // Another member's menu only reports the post (report.spec.ts).
    await seen.getByRole('button', { name: 'Post options' }).click();
    await expect(other.getByRole('menuitem')).toHaveText(['Report post']);
    await other.keyboard.press('Escape');

    // A missing post is a friendly page with a way home.
    await other.goto('/posts/00000000-0000-4000-8000-000000000000');
    await expect(other.getByRole('heading', { name: 'Post not found' })).toBeVisible(PAGE_LOAD);
    await expect(other.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await other.goto('/posts/not-a-post');
    await expect(other.getByRole('heading', { name: 'Post not found' })).toBeVisible(PAGE_LOAD);

    // Deleting the post from its permalink page goes home.
    await post.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete Post' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Post' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText('Post deleted')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('tabpanel', { name: 'Dadfeed' })).toBeVisible(PAGE_LOAD);
    await expect(postCard(page, dad.username)).toHaveCount(0);
  } finally {
    await otherContext.close();
    await deletePostsByApi(page.request, [id]);
  }
});

test('with a share sheet, Share uses it and says so', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedPosts: shared });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void shared.push(data),
      configurable: true,
    });
  });
  const dad = await signUpInBrowser(page);
  const text = `Share sheet ${dad.username}`;
  const id = await createPostByApi(page.request, { content: text });
  try {
    await page.goto('/home');
    await expect(postCard(page, dad.username)).toBeVisible(PAGE_LOAD);
    await postCard(page, dad.username).getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Post shared!')).toBeVisible();
    const shared = await page.evaluate(() => (window as unknown as { sharedPosts: ShareData[] }).sharedPosts);
    expect(shared).toEqual([
      { title: `Post by ${dad.username} on Dadhood`, url: new URL(`/posts/${id}`, page.url()).href },
    ]);
  } finally {
    await deletePostsByApi(page.request, [id]);
  }
});
