/**
 * /notifications (docs/people.md): every notification with its title, text and age; 'New' on those unread
 * and not yet viewed on this browser (gone after a reload); opening one marks it read and goes to what it is about;
 * 'Mark all as read'; the empty page. The bell's dropdown is never opened here: opening it marks everything read.
 */
import { expect, type Page } from '@playwright/test';
import {
  createPostByApi,
  deletePostsByApi,
  expectNoSeriousAxeViolations,
  memberIdOf,
  signUpByApi,
  signUpInBrowser,
  test,
} from './support';

const list = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const row = (page: Page, title: string) => list(page).getByRole('listitem').filter({ hasText: title });
const bell = (page: Page) => page.getByRole('button', { name: 'Notifications' });

test('a dad without notifications is told so', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'All Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('No notifications yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test("new notifications say 'New' until viewed; opening one marks it read and leads to what it is about", async ({
  page,
  playwright,
  baseURL,
}) => {
  const dad = await signUpInBrowser(page);
  const asker = await playwright.request.newContext({ baseURL });
  const bumper = await playwright.request.newContext({ baseURL });
  const posts: string[] = [];
  try {
    const askerDad = await signUpByApi(asker);
    const bumperDad = await signUpByApi(bumper);
    posts.push(await createPostByApi(page.request, { content: `Brisket rest times, ${dad.username}?` }));
    expect((await bumper.post(`/api/posts/${posts[0]}/like`)).ok()).toBe(true);
    expect(
      (await asker.post('/api/connections', { data: { targetUserId: await memberIdOf(page.request) } })).status(),
    ).toBe(201);

    await page.goto('/notifications');
    const request = row(page, `@${askerDad.username} wants to connect with you.`);
    const bump = row(page, 'New fist bump');
    await expect(list(page).getByRole('listitem')).toHaveCount(2);
    // Newest first.
    await expect(list(page).getByRole('listitem').first()).toContainText('New connection request');
    await expect(bump).toContainText(`@${bumperDad.username}`);
    await expect(request.getByText('Just now')).toBeVisible();
    await expect(request.getByText('New', { exact: true })).toBeVisible();
    await expect(bump.getByText('New', { exact: true })).toBeVisible();
    await expect(bell(page)).toHaveText('2');
    await expectNoSeriousAxeViolations(page);

    // Viewed on this browser: still unread, no longer new.
    await page.reload();
    await expect(list(page).getByRole('listitem')).toHaveCount(2);
    await expect(list(page).getByText('New', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();

    // One arriving while the page is open comes in new, without a reload.
    const third = await playwright.request.newContext({ baseURL });
    try {
      await signUpByApi(third);
      expect(
        (await third.post('/api/connections', { data: { targetUserId: await memberIdOf(page.request) } })).status(),
      ).toBe(201);
    } finally {
      await third.dispose();
    }
    await expect(list(page).getByRole('listitem')).toHaveCount(3);
    await expect(list(page).getByText('New', { exact: true })).toHaveCount(1);

    // A request leads to the Requests tab, and is read from then on.
    await request.getByRole('link').click();
    await expect(page).toHaveURL('/networking?tab=requests');
    await expect(page.getByRole('tab', { name: /^Requests/ })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('list', { name: 'Pending requests' })
        .getByRole('listitem')
        .filter({ hasText: 'wants to connect' }),
    ).toHaveCount(2);
    await expect(bell(page)).toHaveText('2');

    // A fist bump leads to the post.
    await page.goto('/notifications');
    await bump.getByRole('link').click();
    await expect(page).toHaveURL(`/posts/${posts[0]}`);
    await expect(bell(page)).toHaveText('1');

    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveText('');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  } finally {
    await deletePostsByApi(page.request, posts);
    await Promise.all([asker.dispose(), bumper.dispose()]);
  }
});
