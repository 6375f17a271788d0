/** The Dadfeed: posts newest first, post card badges, fist bumps (once), and the category filter. */
import { expect, type Page } from '@playwright/test';
import { signUpInBrowser, test } from './support';

async function createPost(page: Page, content: string, hashtags: string[] = []): Promise<string> {
  const response = await page.request.post('/api/posts', {
    multipart: { content, hashtags: JSON.stringify(hashtags) },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

// Every member sees every Dadfeed post: tidy up so the feed stays small for the other specs.
async function deletePosts(page: Page, ids: string[]) {
  for (const id of ids) await page.request.delete(`/api/posts/${id}`);
}

test('the Dadfeed shows posts newest first with their badges; a fist bump counts once; categories narrow it', async ({
  page,
}) => {
  const dad = await signUpInBrowser(page);
  const ids: string[] = [];
  try {
    const tag = dad.username;
    ids.push(await createPost(page, `Hello #grill ${tag}`, ['grill']));
    ids.push(await createPost(page, `Why did the scarecrow win an award ${tag}`, ['dadjoke']));
    ids.push(await createPost(page, `Who has fixed a squeaky deck ${tag}?`));

    await page.goto('/home');
    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('article', { name: `Post by ${dad.username}` });
    await expect(posts).toHaveCount(3);
    await expect(posts.nth(0)).toContainText('squeaky deck');
    await expect(posts.nth(1)).toContainText('scarecrow');
    await expect(posts.nth(2)).toContainText('Hello #grill');
    await expect(page.getByText('Welcome to the Dadfeed!')).toHaveCount(0);

    await expect(posts.nth(0).getByText('Question', { exact: true })).toBeVisible();
    await expect(posts.nth(1).getByText('Dad Joke Master')).toBeVisible();
    await expect(posts.nth(1).getByRole('list', { name: 'Hashtags' })).toHaveText('#dadjoke');
    await expect(posts.nth(2).getByText('Dad Joke Master')).toHaveCount(0);
    await expect(posts.nth(2).getByText('Just now')).toBeVisible();

    const grill = posts.nth(2);
    await grill.getByRole('button', { name: 'Fist bump (0)' }).click();
    const bumped = grill.getByRole('button', { name: 'You already fistbumped this post' });
    await expect(bumped).toBeDisabled();
    await expect(bumped).toHaveAttribute('title', 'You already fistbumped this post');
    await expect(bumped).toHaveText('1');
    // The server kept it.
    await page.reload();
    await expect(posts.nth(2).getByRole('button', { name: 'You already fistbumped this post' })).toHaveText('1');

    // Food keeps the grill post (its hashtag and text), not the joke or the question.
    await page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'Food' }).click();
    await expect(posts).toHaveCount(1);
    await expect(posts.first()).toContainText('Hello #grill');
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(posts).toHaveCount(3);
  } finally {
    await deletePosts(page, ids);
  }
});

test('a fist bump the server already has shows its toast and the card catches up', async ({ page }) => {
  await signUpInBrowser(page);
  const ids: string[] = [];
  try {
    ids.push(await createPost(page, 'Bumped twice by accident'));
    await page.goto('/home');
    const post = page.getByRole('article').filter({ hasText: 'Bumped twice by accident' });
    await expect(post.getByRole('button', { name: 'Fist bump (0)' })).toBeEnabled();
    // Bumped elsewhere (another tab) after the feed loaded.
    expect((await page.request.post(`/api/posts/${ids[0]}/like`)).status()).toBe(201);
    await post.getByRole('button', { name: 'Fist bump (0)' }).click();
    await expect(page.getByText('Already Fistbumped')).toBeVisible();
    await expect(page.getByText('You can only fistbump a post once.')).toBeVisible();
    await expect(post.getByRole('button', { name: 'You already fistbumped this post' })).toHaveText('1');
  } finally {
    await deletePosts(page, ids);
  }
});
