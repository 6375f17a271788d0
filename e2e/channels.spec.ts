/**
 * Professional channels (docs/channels.md): a channel created with images and hashtags from
 * /channels?create=true; another dad finding it by search and each filter, following it from its card and
 * unsubscribing on its page; the creator's image uploads with their checks, Edit Channel on the page and on the
 * card, and Delete Channel; every sort of the directory; the creator's post reaching a follower's Dadfeed. Channel names are unique per run.
 *
 * Every channel made here is deleted before its test ends: left-column.spec expects a new member to have no
 * channel to be suggested.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { scene } from '../api/src/testing/images';
import {
  expectNoSeriousAxeViolations,
  secondBrowser,
  signUpByApi,
  signUpInBrowser,
  test,
  toastText,
  unique,
} from './support';

const channelList = (page: Page) => page.getByRole('list', { name: 'Channels', exact: true });
const card = (page: Page, name: string) =>
  channelList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const NO_MATCH = 'No channels found matching your search.';

async function createChannelByApi(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/channels', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Deletes channels this test made; one already deleted (404) is fine. */
async function deleteChannelsByApi(request: APIRequestContext, ids: readonly string[]) {
  for (const id of ids) await request.delete(`/api/channels/${id}`);
}

/** Chooses a directory filter (or the sort) by its label. */
async function choose(page: Page, filter: 'Category' | 'Price' | 'Ownership' | 'Sort by', option: string) {
  await page.getByRole('combobox', { name: filter }).selectOption({ label: option });
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search channels' }).fill(text);
}

/** The directory's channel names, in the order shown, once they read `names`. */
async function expectOrder(list: Locator, names: string[]) {
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(names);
}

test('a channel is created with images and hashtags, found and followed by another dad, edited and deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const creator = await signUpInBrowser(page);
  const name = unique('Smoke Signals');
  let channelId: string | null = null;
  const other = await secondBrowser(browser, baseURL);
  try {
    // ?create=true opens the dialog, and leaves the address.
    await page.goto('/channels?create=true');
    const dialog = page.getByRole('dialog', { name: 'Create Professional Channel' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/channels$/);

    // Checked as the server checks.
    const create = dialog.getByRole('button', { name: 'Create Channel' });
    await create.click();
    await expect(dialog.getByText('Channel name is required.')).toBeVisible();
    await expect(dialog.getByText('Channel description is required.')).toBeVisible();
    await dialog.getByLabel('Channel Name').fill(name);
    await dialog.getByLabel('Description').fill('Brisket, ribs and the science of smoke.');
    await dialog.getByLabel('Contact Email').fill('not-an-email');
    await dialog.getByLabel('Website').fill('not a website');
    await create.click();
    await expect(dialog.getByText('Please enter a valid contact email.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid website URL (http:// or https://).')).toBeVisible();
    await dialog.getByLabel('Contact Email').fill('pitmaster@example.com');
    await dialog.getByLabel('Website').fill('smoke.example.com');

    for (const category of ['Cooking & BBQ', 'Dad Jokes', 'Fix-It Tips', 'Outdoor Activities']) {
      await dialog.getByRole('checkbox', { name: category }).click();
    }
    // Each entry gets its '#'; the same tag again is ignored.
    const tags = dialog.getByRole('textbox', { name: 'Hashtags' });
    for (const tag of ['brisket', '#ribs', 'Brisket', 'smoke', 'lowandslow']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await expect(dialog.getByRole('button', { name: /^Remove #/ })).toHaveCount(4);
    await expect(dialog.getByRole('radio', { name: 'Paid Subscription' })).toBeDisabled();
    await expect(dialog.getByText('Coming Soon')).toBeVisible();

    // Images: the hints, a file that is not an image refused, then both images.
    await expect(dialog.getByText('Recommended size: 400x400px', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Recommended size: 1200x400px', { exact: true })).toBeVisible();
    await dialog
      .getByLabel('Profile Image file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(toastText(page, 'Invalid file type')).toBeVisible();
    await expect(toastText(page, 'Please select an image file.')).toBeVisible();
    await dialog
      .getByLabel('Profile Image file')
      .setInputFiles({ name: 'profile.jpg', mimeType: 'image/jpeg', buffer: await scene('grill', 1, 400, 400) });
    await dialog
      .getByLabel('Banner Image file')
      .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await scene('grill', 2, 1200, 400) });
    await expect(dialog.getByRole('img', { name: 'Banner Image preview' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await create.click();
    // The first upload waits for the image check's model to load.
    await expect(toastText(page, 'Channel created')).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Professional Channels', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Creator of the Month' })).toBeVisible();

    // The creator's card: counts, at most 3 categories and hashtags with '+1', links, Edit and Delete.
    await search(page, name);
    const mine = card(page, name);
    await expect(mine).toBeVisible();
    await expect(mine.getByText('0 followers')).toBeVisible();
    await expect(mine.getByText('0 posts')).toBeVisible();
    await expect(mine.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveCount(4);
    await expect(mine.getByRole('list', { name: 'Categories' })).toContainText('Cooking & BBQ');
    await expect(mine.getByRole('list', { name: 'Categories' }).getByText('+1', { exact: true })).toBeVisible();
    await expect(mine.getByRole('list', { name: 'Hashtags' })).toContainText('#brisket');
    await expect(mine.getByRole('list', { name: 'Hashtags' }).getByText('+1', { exact: true })).toBeVisible();
    await expect(mine.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://smoke.example.com/');
    await expect(mine.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:pitmaster@example.com');
    await expect(mine.locator('img[src*="/uploads/"]')).toHaveCount(1);
    await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Follow' })).toHaveCount(0);
    const href = await mine.getByRole('link', { name: /^View/ }).getAttribute('href');
    channelId = href!.split('/').pop()!;
    // The list is fetched again for the filter, and dimmed meanwhile: axe looks once the answer for both the search
    // (debounced, so it may go out after the choice) and the filter is in. A card still dimmed fails on contrast.
    const refetched = page.waitForResponse((response) => {
      const sent = response.request().postData() ?? '';
      return (
        new URL(response.url()).pathname === '/graphql' &&
        sent.includes('"ownership":"') &&
        sent.includes(JSON.stringify(name))
      );
    });
    await choose(page, 'Ownership', 'My Channels');
    await refetched;
    await expect(mine).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Another dad finds it by search and each filter, and follows it from its card.
    const dad = other.page;
    await dad.goto('/channels');
    await search(dad, name);
    const theirs = card(dad, name);
    await expect(theirs).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await choose(dad, 'Category', 'Gaming');
    await expect(dad.getByText(NO_MATCH)).toBeVisible();
    await choose(dad, 'Category', 'Cooking & BBQ');
    await expect(theirs).toBeVisible();
    await choose(dad, 'Price', 'Paid Only');
    await expect(dad.getByText(NO_MATCH)).toBeVisible();
    await choose(dad, 'Price', 'Free Only');
    await expect(theirs).toBeVisible();
    await choose(dad, 'Ownership', 'My Channels');
    await expect(dad.getByText(NO_MATCH)).toBeVisible();
    await choose(dad, 'Ownership', 'Following');
    await expect(dad.getByText(NO_MATCH)).toBeVisible();
    await choose(dad, 'Ownership', 'Not Following');
    await theirs.getByRole('button', { name: 'Follow' }).click();
    await expect(theirs.getByRole('button', { name: 'Following' })).toBeVisible();
    await expect(theirs.getByText('1 follower', { exact: true })).toBeVisible();
    await choose(dad, 'Ownership', 'Following');
    await expect(theirs).toBeVisible();

    // On the page he unsubscribes, and subscribes again.
    await theirs.getByRole('link', { name: /^View/ }).click();
    await expect(dad).toHaveURL(`/channels/${channelId}`);
    await expect(dad.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(dad.getByText('1 subscriber', { exact: true })).toBeVisible();
    await expect(dad.getByRole('heading', { name: 'About This Channel' })).toBeVisible();
    await expect(dad.getByRole('link', { name: `@${creator.username}` })).toBeVisible();
    const stats = dad.getByRole('complementary', { name: 'About the channel' });
    await expect(stats.getByRole('heading', { name: 'Channel Stats' })).toBeVisible();
    await expect(stats).toContainText('Type');
    await expect(stats.getByText('Premium')).toHaveCount(0);
    await expect(dad.getByRole('list', { name: 'Channel facts' }).getByText('Free', { exact: true })).toBeVisible();
    await expect(dad.getByRole('button', { name: /Upload .* image/ })).toHaveCount(0);
    await expect(dad.getByRole('button', { name: 'Edit Channel' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(dad);
    await dad.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(toastText(dad, 'Unsubscribed')).toBeVisible();
    await expect(dad.getByText('0 subscribers', { exact: true })).toBeVisible();
    await dad.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(toastText(dad, 'Subscribed')).toBeVisible();
    await expect(dad.getByText('1 subscriber', { exact: true })).toBeVisible();
    await dad.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(toastText(dad, 'Unsubscribed')).toBeVisible();
    await expect(dad.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();

    // The creator's page: its images, the upload checks, a new profile image.
    await page.goto(`/channels/${channelId}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.locator('img[src*="/uploads/"]')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Upload banner image' }).click();
    const bannerUpload = page.getByRole('dialog', { name: 'Upload Banner Image' });
    await expect(bannerUpload.getByText('Recommended size: 1200x400px', { exact: true })).toBeVisible();
    await expect(bannerUpload.getByText('Maximum file size: 5MB', { exact: true })).toBeVisible();
    await bannerUpload.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Upload profile image' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Profile Image' });
    await expect(upload.getByText('Recommended size: 400x400px', { exact: true })).toBeVisible();
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toastText(page, 'No file selected')).toBeVisible();
    const file = upload.getByLabel('Profile Image file');
    await file.setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(toastText(page, 'Invalid file type')).toBeVisible();
    await expect(toastText(page, 'Please select an image file.')).toBeVisible();
    await file.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(toastText(page, 'File too large')).toBeVisible();
    await expect(toastText(page, 'Please select an image smaller than 5MB.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const before = await page
      .locator('img[src*="/uploads/"]')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    await file.setInputFiles({
      name: 'new-profile.jpg',
      mimeType: 'image/jpeg',
      buffer: await scene('grill', 3, 400, 400),
    });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toastText(page, 'Image uploaded')).toBeVisible({ timeout: 30_000 });
    await expect(upload).toBeHidden();
    await expect
      .poll(() =>
        page.locator('img[src*="/uploads/"]').evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
      )
      .not.toEqual(before);

    // Edit Channel on the page.
    await page.getByRole('button', { name: 'Edit Channel' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Channel' });
    await expect(edit.getByLabel('Channel Name')).toHaveValue(name);
    await expect(edit.getByRole('checkbox', { name: 'Cooking & BBQ' })).toBeChecked();
    await edit.getByLabel('Description').fill('Now with weekly brisket clinics.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Channel updated')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Now with weekly brisket clinics.').first()).toBeVisible();

    // Edit on the card, then Delete with its confirmation.
    const renamed = `${name} Pro`;
    await page.getByRole('link', { name: 'Back to Channels' }).click();
    await search(page, name);
    await mine.getByRole('button', { name: 'Edit' }).click();
    await edit.getByLabel('Channel Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Channel updated')).toBeVisible();
    const renamedCard = card(page, renamed);
    await expect(renamedCard).toBeVisible();
    await renamedCard.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Channel' });
    await expect(
      confirm.getByText(`Are you sure you want to delete "${renamed}"? This action cannot be undone.`),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Channel deleted')).toBeVisible();
    await expect(renamedCard).toHaveCount(0);
    await expect(page.getByText(NO_MATCH)).toBeVisible();

    await dad.goto(`/channels/${channelId}`);
    await expect(dad.getByRole('heading', { name: 'Channel not found', level: 1 })).toBeVisible();
    await dad.getByRole('link', { name: 'Back to Channels' }).click();
    await expect(dad).toHaveURL(/\/channels$/);
  } finally {
    if (channelId) await deleteChannelsByApi(page.request, [channelId]);
    await other.context.close();
  }
});

test('the directory sorts by followers, posts, newest and name, and filters paid channels and follows', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = unique('Sortable').split(' ')[1]!;
  const creator = await playwright.request.newContext({ baseURL });
  const fan = await playwright.request.newContext({ baseURL });
  const ids: string[] = [];
  try {
    await signUpByApi(creator);
    await signUpByApi(fan);
    await signUpInBrowser(page);
    // Made in this order: Bravo is the oldest, Alpha the newest; Bravo is paid.
    const names = { alpha: `Alpha ${tag}`, bravo: `Bravo ${tag}`, charlie: `Charlie ${tag}` };
    const bravo = await createChannelByApi(creator, {
      name: names.bravo,
      description: 'Weekend projects.',
      categories: ['home-improvement'],
      subscriptionType: 'subscription',
      subscriptionPrice: 499,
    });
    ids.push(bravo);
    const charlie = await createChannelByApi(creator, {
      name: names.charlie,
      description: 'Game film.',
      categories: ['sports-analysis'],
    });
    ids.push(charlie);
    ids.push(
      await createChannelByApi(creator, {
        name: names.alpha,
        description: 'Dad jokes daily.',
        categories: ['dad-jokes'],
      }),
    );
    // Charlie has 2 followers (the fan and the member in the browser), Bravo 1.
    for (const [request, id] of [
      [fan, charlie],
      [fan, bravo],
      [page.request, charlie],
    ] as const) {
      expect((await request.post(`/api/channels/${id}/follow`)).status()).toBe(200);
    }

    await page.goto('/channels');
    await search(page, tag);
    const list = channelList(page);
    await expectOrder(list, [names.charlie, names.bravo, names.alpha]);
    await choose(page, 'Sort by', 'Newest');
    await expectOrder(list, [names.alpha, names.charlie, names.bravo]);
    await choose(page, 'Sort by', 'A-Z');
    await expectOrder(list, [names.alpha, names.bravo, names.charlie]);
    // No channel has posts: the tie goes newest first.
    await choose(page, 'Sort by', 'Most Posts');
    await expectOrder(list, [names.alpha, names.charlie, names.bravo]);
    await choose(page, 'Sort by', 'Most Followers');
    await expectOrder(list, [names.charlie, names.bravo, names.alpha]);

    await choose(page, 'Price', 'Paid Only');
    await expectOrder(list, [names.bravo]);
    await choose(page, 'Price', 'Free Only');
    await expectOrder(list, [names.charlie, names.alpha]);
    await choose(page, 'Price', 'All');
    await choose(page, 'Ownership', 'Following');
    await expectOrder(list, [names.charlie]);
    await expect(card(page, names.charlie).getByRole('button', { name: 'Following' })).toBeVisible();
    await choose(page, 'Ownership', 'Not Following');
    await expectOrder(list, [names.bravo, names.alpha]);

    // A subscription channel's page: its price from cents, Premium.
    await card(page, names.bravo).getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('heading', { name: names.bravo, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Channel facts' }).getByText('$4.99/month')).toBeVisible();
    const stats = page.getByRole('complementary', { name: 'About the channel' });
    await expect(stats.getByText('Premium', { exact: true })).toBeVisible();
    await expect(stats.getByText('$4.99/month', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Channel facts' }).getByText('Home Improvement')).toBeVisible();
  } finally {
    await deleteChannelsByApi(creator, ids);
    await creator.dispose();
    await fan.dispose();
  }
});

test('the creator posts to the channel; a follower sees it on the Dadfeed with its badge, a stranger does not', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page);
  const name = unique('Grill Science');
  const channelId = await createChannelByApi(page.request, {
    name,
    description: 'Low and slow, explained.',
    categories: ['cooking-bbq'],
  });
  const follower = await secondBrowser(browser, baseURL);
  const stranger = await playwright.request.newContext({ baseURL });
  try {
    expect((await follower.page.request.post(`/api/channels/${channelId}/follow`)).status()).toBe(200);
    await signUpByApi(stranger);

    await page.goto(`/channels/${channelId}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const stats = page.getByRole('heading', { name: 'Creator Stats' }).locator('..');
    await expect(stats.getByText('New followers (30 days)').locator('..')).toContainText('1');
    await expect(page.getByText('No posts yet')).toBeVisible();
    const text = `Bark forms at 165 degrees ${name}`;
    const composer = page.getByRole('form', { name: 'New channel post' });
    await expect(composer.getByText('Share to my personal feed')).toHaveCount(0);
    await composer.getByLabel('Channel post text').fill(text);
    await composer.getByRole('button', { name: 'Post' }).click();
    await expect(toastText(page, 'Post created!')).toBeVisible();
    const posts = page.getByRole('list', { name: 'Channel posts' });
    await expect(posts.getByRole('article')).toHaveCount(1);
    await expect(posts.getByRole('article').first()).toContainText(text);
    await expectNoSeriousAxeViolations(page);

    // The follower's Dadfeed has it, with the channel's badge linking to its page.
    await follower.page.goto('/home');
    const inFeed = follower.page.getByRole('list', { name: 'Posts' }).getByRole('article').filter({ hasText: text });
    await expect(inFeed).toHaveCount(1);
    await expect(inFeed.getByRole('link', { name })).toHaveAttribute('href', `/channels/${channelId}`);

    // A member who does not follow the channel meets the post on its page only.
    const feed = (await (await stranger.get('/api/posts?limit=50')).json()) as Array<{ content: string }>;
    expect(feed.map((post) => post.content)).not.toContain(text);
    const listed = (await (await stranger.get(`/api/channels/${channelId}/posts`)).json()) as Array<{
      content: string;
      channel: { id: string };
    }>;
    expect(listed).toEqual([
      expect.objectContaining({ content: text, channel: expect.objectContaining({ id: channelId }) }),
    ]);
  } finally {
    await deleteChannelsByApi(page.request, [channelId]);
    await follower.context.close();
    await stranger.dispose();
  }
});

test('an unknown channel reads Channel not found, with the way back', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/channels/no-such-channel');
  await expect(page.getByRole('heading', { name: 'Channel not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Channels' })).toHaveAttribute('href', '/channels');
});
