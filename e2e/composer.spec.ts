/**
 * The Dadfeed composer end to end: text, photo (with the upload's progress), poll and hashtag posts appear at
 * the top of the feed without a reload; the dad-joke helper; the image-blocked modal; the client's size check.
 */
import { expect, type APIResponse, type Page } from '@playwright/test';
import { scene, skinBlobs } from '../api/src/testing/images';
import { signUpInBrowser, test, type TestDad } from './support';

const composer = (page: Page) => page.getByRole('form', { name: 'New post' });
const postText = (page: Page) => composer(page).getByRole('textbox', { name: 'Post text' });
const feed = (page: Page) => page.getByRole('list', { name: 'Posts' });

async function openComposer(page: Page): Promise<TestDad> {
  const dad = await signUpInBrowser(page);
  await page.goto('/');
  await expect(postText(page)).toBeVisible();
  // Set on this document only: still there after posting means the page was not reloaded.
  await page.evaluate(() => ((window as unknown as { composerMarker: boolean }).composerMarker = true));
  return dad;
}

async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { composerMarker?: boolean }).composerMarker)).toBe(true);
}

// Every member sees every Dadfeed post: remove this member's posts so the feed stays small for other specs.
async function deletePostsBy(page: Page, dad: TestDad) {
  let path: string | null = '/api/posts?limit=50';
  for (let pages = 0; path && pages < 10; pages++) {
    const response: APIResponse = await page.request.get(path);
    const posts = (await response.json()) as { id: string; author: { username: string | null } }[];
    for (const post of posts.filter((p) => p.author.username === dad.username))
      await page.request.delete(`/api/posts/${post.id}`);
    const next: string | undefined = response.headers()['x-next-cursor'];
    path = next ? `/api/posts?limit=50&cursor=${encodeURIComponent(next)}` : null;
  }
}

test('a text post with hashtags appears at the top without a reload and the composer is cleared', async ({ page }) => {
  const dad = await openComposer(page);
  try {
    const form = composer(page);
    const text = `First post from the composer ${dad.username}`;
    await postText(page).fill(text);
    const tags = form.getByRole('textbox', { name: 'Hashtags' });
    await tags.fill('#Grill');
    await tags.press('Enter');
    await form.getByRole('button', { name: 'Post', exact: true }).click();

    const top = feed(page).getByRole('article').first();
    await expect(top).toContainText(text);
    await expect(top).toHaveAccessibleName(`Post by ${dad.username}`);
    await expect(top.getByRole('list', { name: 'Hashtags' })).toHaveText('#grill');
    await expectNoReload(page);
    await expect(postText(page)).toHaveValue('');
    await expect(form.getByRole('button', { name: /^Remove #/ })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();

    // The server has it too.
    await page.reload();
    await expect(feed(page).getByRole('article').filter({ hasText: text })).toHaveCount(1);
  } finally {
    await deletePostsBy(page, dad);
  }
});

test('a photo post shows the upload progress, then the post with its image; Remove takes the photo off', async ({
  page,
}) => {
  const dad = await openComposer(page);
  try {
    const form = composer(page);
    const photoInput = form.getByLabel('Photo', { exact: true });
    const photo = { name: 'grill.jpg', mimeType: 'image/jpeg', buffer: await scene('grill') };

    await photoInput.setInputFiles(photo);
    await expect(form.getByRole('img', { name: 'Photo to post' })).toBeVisible();
    await form.getByRole('button', { name: 'Remove photo' }).click();
    await expect(form.getByRole('img', { name: 'Photo to post' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();

    // A photo alone is enough to post. The upload is held back so that its progress bar can be seen.
    await photoInput.setInputFiles(photo);
    let releaseUpload!: () => void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/api/uploads/images', async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    const progress = form.getByRole('progressbar', { name: 'Uploading photo' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    releaseUpload();

    const top = feed(page).getByRole('article').first();
    await expect(top).toHaveAccessibleName(`Post by ${dad.username}`);
    await expect(top.locator('img[src^="/uploads/"]')).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(form.getByRole('img', { name: 'Photo to post' })).toHaveCount(0);
    await expectNoReload(page);
  } finally {
    await deletePostsBy(page, dad);
  }
});

test('a poll post shows its question and options on the card', async ({ page }) => {
  const dad = await openComposer(page);
  try {
    const form = composer(page);
    await postText(page).fill(`Settle this for me ${dad.username}`);
    await form.getByRole('button', { name: 'Add poll' }).click();
    await form.getByRole('textbox', { name: 'Poll question' }).fill('Gas or charcoal?');
    await form.getByRole('textbox', { name: 'Option 1' }).fill('Gas');
    await form.getByRole('textbox', { name: 'Option 2' }).fill('Charcoal');
    await form.getByRole('button', { name: 'Add Option' }).click();
    await form.getByRole('textbox', { name: 'Option 3' }).fill('Pellet');
    await form.getByRole('button', { name: 'Post', exact: true }).click();

    const poll = feed(page).getByRole('article').first().getByRole('region', { name: 'Poll' });
    await expect(poll.getByRole('heading', { name: 'Gas or charcoal?' })).toBeVisible();
    for (const option of ['Gas', 'Charcoal', 'Pellet'])
      await expect(poll.getByText(option, { exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Poll question' })).toHaveCount(0);
    await expectNoReload(page);
  } finally {
    await deletePostsBy(page, dad);
  }
});

test('hashtags follow the rules: Enter, Space, comma and blur add; # stripped; lower-case; no duplicates; at most 5', async ({
  page,
}) => {
  await openComposer(page);
  const form = composer(page);
  const input = form.getByRole('textbox', { name: 'Hashtags' });
  const chips = form.getByRole('button', { name: /^Remove #/ });

  await input.fill('###Grilling');
  await input.press('Enter');
  await input.pressSequentially('BBQ naps,');
  await input.fill('#grilling');
  await input.press('Enter'); // already there
  await input.fill('lawn');
  await postText(page).click(); // blur
  await expect(chips).toHaveCount(4);
  for (const [i, tag] of ['grilling', 'bbq', 'naps', 'lawn'].entries()) {
    await expect(chips.nth(i)).toHaveAccessibleName(`Remove #${tag}`);
  }

  await input.press('Backspace'); // empty field: the last tag goes
  await expect(form.getByRole('button', { name: 'Remove #lawn' })).toHaveCount(0);
  await expect(chips).toHaveCount(3);

  await input.fill('coffee');
  await input.press('Enter');
  await input.fill('tools');
  await input.press('Enter');
  await expect(chips).toHaveCount(5);
  await expect(input).toBeDisabled();
  await expect(input).toHaveAttribute('placeholder', 'Max 5 hashtags');
  await expect(form.getByText('Maximum 5 hashtags')).toBeVisible();

  // Making room and pasting two: the sixth is refused.
  await form.getByRole('button', { name: 'Remove #tools' }).click();
  await input.fill('tools sixth');
  await expect(chips).toHaveCount(5);
  await expect(form.getByRole('button', { name: 'Remove #sixth' })).toHaveCount(0);
  await expect(form.getByText('Maximum 5 hashtags')).toBeVisible();
});

test('the dad-joke helper fills the text and adds #dadjoke; the post is a Dad Joke Master post', async ({ page }) => {
  const dad = await openComposer(page);
  try {
    const form = composer(page);
    await form.getByRole('button', { name: 'Dad Joke' }).click();
    await expect(postText(page)).not.toHaveValue('');
    await expect(form.getByRole('button', { name: 'Remove #dadjoke' })).toBeVisible();
    const joke = await postText(page).inputValue();

    await form.getByRole('button', { name: 'Post', exact: true }).click();
    const top = feed(page).getByRole('article').first();
    await expect(top).toHaveAccessibleName(`Post by ${dad.username}`);
    await expect(top).toContainText(joke);
    await expect(top.getByText('Dad Joke Master')).toBeVisible();
  } finally {
    await deletePostsBy(page, dad);
  }
});

test('a photo the server refuses opens the image-blocked modal, and the photo is dropped but the text kept', async ({
  page,
}) => {
  const dad = await openComposer(page);
  try {
    const form = composer(page);
    await postText(page).fill('Pool day with the kids');
    await form
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'pool.png', mimeType: 'image/png', buffer: await skinBlobs() });
    await expect(form.getByRole('img', { name: 'Photo to post' })).toBeVisible();
    await form.getByRole('button', { name: 'Post', exact: true }).click();

    const modal = page.getByRole('dialog', { name: 'Image Cannot Be Posted' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Content violates site guidelines')).toBeVisible();
    await expect(modal.getByText(/appears to contain adult content/)).toBeVisible();
    await expect(modal.getByText(/family-friendly environment/)).toBeVisible();
    await modal.getByRole('button', { name: 'I Understand' }).click();
    await expect(modal).toHaveCount(0);

    await expect(form.getByRole('img', { name: 'Photo to post' })).toHaveCount(0);
    await expect(postText(page)).toHaveValue('Pool day with the kids');
    await expect(feed(page).getByRole('article', { name: `Post by ${dad.username}` })).toHaveCount(0);
  } finally {
    await deletePostsBy(page, dad);
  }
});

test('a file of 5 MB or more is refused before any upload with its toast', async ({ page }) => {
  await openComposer(page);
  const form = composer(page);
  let uploads = 0;
  await page.route('**/api/uploads/images', (route) => {
    uploads++;
    return route.continue();
  });
  await form
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024) });
  await expect(page.getByText('File too large', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select an image under 5MB', { exact: true })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Photo to post' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  expect(uploads).toBe(0);
});

test('a failed upload and a refused post show their toasts and keep what was written', async ({ page }) => {
  const dad = await openComposer(page);
  try {
    const form = composer(page);
    const post = form.getByRole('button', { name: 'Post', exact: true });
    // Declared an image, but the server sniffs text: refused (415), which is not a content refusal.
    await postText(page).fill('Not really a photo');
    await form
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
    await post.click();
    await expect(page.getByText('Image upload failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to upload image. Please try again.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(postText(page)).toHaveValue('Not really a photo');
    await form.getByRole('button', { name: 'Remove photo' }).click();

    // Over the server's 5000 characters.
    await postText(page).fill('a'.repeat(5001));
    await post.click();
    await expect(page.getByText('Failed to create post. Please try again.')).toBeVisible();
    await expect(postText(page)).toHaveValue('a'.repeat(5001));
    await expect(feed(page).getByRole('article', { name: `Post by ${dad.username}` })).toHaveCount(0);
  } finally {
    await deletePostsBy(page, dad);
  }
});
