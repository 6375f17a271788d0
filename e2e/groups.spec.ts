/**
 * Groups and teams (docs/groups.md): creating a group with its images, a second dad finding it under
 * Explore with the filters, joining, posting with hashtags and a photo, commenting; the creator promoting,
 * demoting, removing and banning him from Manage Group; leaving with a confirmation; a private group's invitation
 * answered, and an outsider who sees none of it. Group names are unique per run.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { scene } from '../api/src/testing/images';
import {
  connectByApi,
  expectNoSeriousAxeViolations,
  memberIdOf,
  secondBrowser,
  signUpByApi,
  signUpInBrowser,
  test,
  toastText,
  unique,
} from './support';

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const EXPLORE = 'Explore Groups & Teams';
const MINE = 'My Groups & Teams';

async function createGroupByApi(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/groups', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Opens Manage Group's Members tab and runs `action` on the member row of `name`. */
async function manageMember(page: Page, name: string, button: string, toast: string) {
  const dialog = page.getByRole('dialog', { name: 'Manage Group' });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: 'Manage Group' }).click();
    await dialog.getByRole('tab', { name: 'Members' }).click();
  }
  const row = dialog.getByRole('list', { name: 'Manage members' }).getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: button, exact: true }).click();
  // Remove and Ban ask first.
  if (button === 'Remove' || button === 'Ban') {
    await page
      .getByRole('dialog', { name: `${button} Member` })
      .getByRole('button', { name: button, exact: true })
      .click();
  }
  await expect(toastText(page, toast)).toBeVisible();
}

test('a group is created with images, found under Explore with the filters, joined, posted in and managed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const creator = await signUpInBrowser(page);
  const name = unique('Brisket Brigade');
  await page.goto('/groups');
  await expect(page.getByRole('heading', { name: 'Groups & Teams', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: MINE })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousAxeViolations(page);

  // The name is required; then a group with both images.
  await page.getByRole('button', { name: 'Create New Group/Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Group/Team' });
  await expect(dialog.getByText('Recommended: 1200x300 px, max 5MB')).toBeVisible();
  await expect(dialog.getByText('Recommended: 400x400 px, max 5MB')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toastText(page, 'Name required')).toBeVisible();
  await expect(toastText(page, 'Please enter a name for your group.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Low and slow, every Saturday.');
  await dialog.getByLabel('Category').selectOption('cooking');
  await dialog.getByLabel('Maximum members (optional)').fill('50');
  await dialog
    .getByLabel('Banner Image file')
    .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await scene('grill', 1, 1200, 300) });
  await dialog
    .getByLabel('Group Photo file')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await scene('grill', 2, 400, 400) });
  await expect(dialog.getByRole('img', { name: 'Banner Image preview' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  // The first upload waits for the image check's model to load.
  await expect(toastText(page, 'Group created!')).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  const mine = panel(page, MINE);
  await expect(mine.getByRole('link', { name })).toBeVisible();

  // The same name again, in other capitals: refused inline, then 'Invalid name'.
  await page.getByRole('button', { name: 'Create New Group/Team' }).click();
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await expect(dialog.getByText('Group/Team name already taken')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toastText(page, 'Invalid name')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await mine.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const badges = page.getByRole('list', { name: 'Badges' });
  for (const badge of ['Creator', 'Public', 'Cooking', '1 member'])
    await expect(badges.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.locator('img[src*="/uploads/"]')).toHaveCount(2);
  const groupId = page.url().split('/').pop()!;
  await expectNoSeriousAxeViolations(page);

  // A second dad finds it under Explore: search, category and type are applied by the server.
  const other = await secondBrowser(browser, baseURL);
  const joiner = other.page;
  const joinerName = 'Rusty Smokewell';
  try {
    const named = await joiner.request.patch('/api/users/profile', {
      data: { firstName: 'Rusty', lastName: 'Smokewell' },
    });
    expect(named.status(), await named.text()).toBe(200);
    await joiner.goto('/groups');
    await joiner.getByRole('tab', { name: EXPLORE }).click();
    const explore = panel(joiner, EXPLORE);
    await explore.getByRole('searchbox').fill(name);
    const card = explore.getByRole('listitem').filter({ has: joiner.getByRole('link', { name }) });
    await expect(card).toBeVisible();
    await explore.getByLabel('Type').selectOption('team');
    await expect(explore.getByText('No groups found')).toBeVisible();
    await explore.getByLabel('Type').selectOption('group');
    await explore.getByLabel('Category').selectOption('sports');
    await expect(explore.getByText('No groups found')).toBeVisible();
    await explore.getByLabel('Category').selectOption('cooking');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Join ${name}` }).click();
    await expect(toastText(joiner, 'Joined group!')).toBeVisible();
    await expect(card).toHaveCount(0);
    await joiner.getByRole('tab', { name: MINE }).click();
    await expect(panel(joiner, MINE).getByRole('link', { name })).toBeVisible();

    // He posts with hashtags and a photo, and comments on it.
    await joiner.goto(`/groups/${groupId}`);
    const composer = joiner.getByRole('form', { name: 'New group post' });
    const post = composer.getByRole('button', { name: 'Post', exact: true });
    await expect(post).toBeDisabled();
    await composer
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'ribs.jpg', mimeType: 'image/jpeg', buffer: await scene('grill', 3) });
    await expect(post).toBeEnabled();
    await composer.getByRole('textbox', { name: 'Group post text' }).fill('First ribs of the season');
    const tags = composer.getByRole('textbox', { name: /hashtag/i });
    for (const tag of ['ribs', 'smoker']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await post.click();
    await expect(toastText(joiner, 'Post created!')).toBeVisible();
    const posted = joiner.getByRole('list', { name: 'Group posts' }).getByRole('article').first();
    await expect(posted).toContainText('First ribs of the season');
    await expect(posted.getByRole('list', { name: 'Hashtags' })).toContainText('#ribs');
    await expect(posted.locator('img[src*="/uploads/"]').first()).toBeVisible();
    // Clicking the post toggles its comments; so does its Comments button.
    await posted.getByText('First ribs of the season').click();
    await expect(posted.getByRole('region', { name: 'Comments panel' })).toBeVisible();
    await posted.getByText('First ribs of the season').click();
    await expect(posted.getByRole('region', { name: 'Comments panel' })).toHaveCount(0);
    await posted.getByRole('button', { name: /^Comments/ }).click();
    await posted.getByRole('textbox', { name: 'Comment' }).fill('Looks great');
    await posted
      .getByRole('form', { name: 'Add a comment' })
      .getByRole('button', { name: 'Post', exact: true })
      .click();
    await expect(toastText(joiner, 'Comment added!')).toBeVisible();
    await expectNoSeriousAxeViolations(joiner);

    // The creator promotes, demotes, removes and bans him.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Group posts' })).toContainText('First ribs of the season');
    await manageMember(page, joinerName, 'Promote to Moderator', 'Role Updated');
    await expect(
      page.getByRole('dialog', { name: 'Manage Group' }).getByRole('button', { name: 'Demote to Member' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await manageMember(page, joinerName, 'Demote to Member', 'Role Updated');
    await manageMember(page, joinerName, 'Remove', 'Member Removed');
    // Removed, not banned: he may come back.
    expect((await joiner.request.post(`/api/groups/${groupId}/join`)).status()).toBe(201);
    await page.getByRole('dialog', { name: 'Manage Group' }).getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('dialog', { name: 'Manage Group' }).getByRole('tab', { name: 'Members' }).click();
    await manageMember(page, joinerName, 'Ban', 'User Banned');
    await expect(page.getByRole('dialog', { name: 'Manage Group' }).getByText(joinerName)).toHaveCount(0);
    expect((await joiner.request.post(`/api/groups/${groupId}/join`)).status()).toBe(403);
    await joiner.goto(`/groups/${groupId}`);
    await expect(joiner.getByText('You have been banned from this group.')).toBeVisible();
    await expect(joiner.getByRole('button', { name: 'Join Group' })).toHaveCount(0);
  } finally {
    await other.context.close();
  }
  expect(creator.username).toBeTruthy();
});

test('leaving asks first; a private group is for its members, and an invitation is answered', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page);
  const open = await createGroupByApi(page.request, { name: unique('Open Grill'), description: 'Anyone welcome' });
  const hiddenName = unique('Secret Smokers');
  const hidden = await createGroupByApi(page.request, {
    name: hiddenName,
    description: 'Invite only',
    isPublic: false,
  });
  const secretPost = await page.request.post('/api/posts', {
    multipart: { content: 'Members-only brisket tips', groupId: hidden },
  });
  expect(secretPost.status(), await secretPost.text()).toBe(201);

  const other = await secondBrowser(browser, baseURL);
  const outsiderRequest = await playwright.request.newContext({ baseURL });
  try {
    // Leave, confirmed in a dialog.
    expect((await other.page.request.post(`/api/groups/${open}/join`)).status()).toBe(201);
    await other.page.goto(`/groups/${open}`);
    await other.page.getByRole('button', { name: 'Leave Group' }).click();
    const confirm = other.page.getByRole('dialog', { name: 'Leave Group' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousAxeViolations(other.page);
    await confirm.getByRole('button', { name: 'Leave Group' }).click();
    await expect(toastText(other.page, 'Left group')).toBeVisible();
    await expect(other.page.getByRole('button', { name: 'Join Group' })).toBeVisible();

    // The private group: hidden from him until the creator invites him, then header only until he accepts.
    await other.page.goto(`/groups/${hidden}`);
    await expect(other.page.getByRole('heading', { name: 'Group not found' })).toBeVisible();
    await connectByApi(page.request, other.page.request);
    await page.goto(`/groups/${hidden}`);
    await page.getByRole('button', { name: 'Invite Connections' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Connections' });
    // His only connection.
    await expect(invite.getByRole('checkbox')).toHaveCount(1);
    await invite.getByRole('checkbox').check();
    await invite.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(toastText(page, 'Invitations sent')).toBeVisible();

    await other.page.goto(`/groups/${hidden}`);
    await expect(other.page.getByRole('heading', { name: hiddenName, level: 1 })).toBeVisible();
    await expect(other.page.getByText('Members-only brisket tips')).toHaveCount(0);
    await other.page.goto('/notifications');
    await other.page.getByRole('button', { name: 'Accept' }).first().click();
    await expect(toastText(other.page, 'Invitation accepted!')).toBeVisible();
    await other.page.goto(`/groups/${hidden}`);
    await expect(other.page.getByText('Members-only brisket tips')).toBeVisible();
    await expect(other.page.getByRole('button', { name: 'Leave Group' })).toBeVisible();

    // Another invitation, declined from the bell with the keyboard alone.
    const second = await createGroupByApi(page.request, {
      name: unique('Quiet Porch'),
      description: 'Invite only',
      isPublic: false,
    });
    const invited = await page.request.post(`/api/groups/${second}/invite`, {
      data: { userIds: [await memberIdOf(other.page.request)] },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    await other.page.reload();
    const bell = other.page.getByRole('button', { name: 'Notifications' });
    await bell.focus();
    await other.page.keyboard.press('Enter');
    // Only the pending invitation offers an answer: the one accepted above no longer does.
    const decline = other.page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Decline' });
    await expect(decline).toHaveCount(1);
    for (let presses = 0; presses < 10 && !(await decline.evaluate((el) => el === document.activeElement)); presses++) {
      await other.page.keyboard.press('Tab');
    }
    await expect(decline).toBeFocused();
    await other.page.keyboard.press('Enter');
    await expect(toastText(other.page, 'Invitation declined')).toBeVisible();
    expect((await other.page.request.get(`/api/groups/${second}`)).status()).toBe(404);

    // A dad who is neither member nor invited sees nothing of it.
    await signUpByApi(outsiderRequest);
    expect((await outsiderRequest.get(`/api/groups/${hidden}`)).status()).toBe(404);
    expect((await outsiderRequest.get(`/api/groups/${hidden}/posts`)).status()).toBe(404);
    const feed = await outsiderRequest.get('/api/posts');
    expect(await feed.text()).not.toContain('Members-only brisket tips');
    expect(await memberIdOf(outsiderRequest)).toBeTruthy();
  } finally {
    await other.context.close();
    await outsiderRequest.dispose();
  }
});
