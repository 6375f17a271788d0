/**
 * Mentions end to end (docs/posts.md#mentions): typing `@` and the start of a member's username in the Dadfeed
 * composer offers them, Enter picks them, the post shows the mention as a link to their profile, and they find
 * "New mention" on /notifications; a group post tells the members it names, but not one who blocked the writer nor
 * one who muted the group; a web address in a post opens in a new tab, never telling the site where from.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  createGroupByApi,
  createPostByApi,
  deletePostsByApi,
  expectNoSeriousAxeViolations,
  memberIdOf,
  secondBrowser,
  signUpByApi,
  signUpInBrowser,
  test,
  toastText,
  unique,
} from './support';

// Two members and two browsers: on a busy machine this takes longer than most specs.
test.describe.configure({ timeout: 90_000 });
const PAGE_LOAD = { timeout: 30_000 };

const postText = (page: Page) =>
  page.getByRole('form', { name: 'New post' }).getByRole('textbox', { name: 'Post text' });
const feed = (page: Page) => page.getByRole('list', { name: 'Posts' });

test('the composer offers a member after @, Enter picks them, and they are told of the mention', async ({
  page,
  browser,
  baseURL,
}) => {
  const writer = await signUpInBrowser(page);
  const named = await secondBrowser(browser, baseURL);
  const posts: string[] = [];
  try {
    await page.goto('/');
    const field = postText(page);
    await expect(field).toBeVisible(PAGE_LOAD);
    await field.click();
    // Usernames are dad_ and 16 digits: the first twelve characters name this member among the test's.
    await field.pressSequentially(`Thanks @${named.dad.username.slice(0, 12)}`);
    const list = page.getByRole('listbox', { name: 'Members to mention' });
    const option = list.getByRole('option', { name: new RegExp(`@${named.dad.username}$`) });
    await expect(option).toBeVisible();
    await expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    const options = list.getByRole('option');
    const index = await options.evaluateAll(
      (all, username) => all.findIndex((o) => o.textContent?.endsWith(`@${username}`)),
      named.dad.username,
    );
    for (let i = 0; i < index; i++) await field.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await expectNoSeriousAxeViolations(page);
    await field.press('Enter');
    await expect(list).toHaveCount(0);
    await expect(field).toHaveValue(`Thanks @${named.dad.username} `);

    // Escape closes the list and keeps what was typed.
    await field.pressSequentially(`and @${named.dad.username.slice(0, 12)}`);
    await expect(page.getByRole('listbox', { name: 'Members to mention' })).toBeVisible();
    await field.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Members to mention' })).toHaveCount(0);
    await expect(field).toHaveValue(`Thanks @${named.dad.username} and @${named.dad.username.slice(0, 12)}`);

    await field.fill(`Thanks @${named.dad.username} for the brisket tips`);
    await page.getByRole('form', { name: 'New post' }).getByRole('button', { name: 'Post', exact: true }).click();
    const card = feed(page)
      .getByRole('article', { name: `Post by ${writer.username}`, exact: true })
      .first();
    await expect(card).toContainText('for the brisket tips');
    const mention = card.getByRole('link', { name: `@${named.dad.username}`, exact: true });
    await expect(mention).toHaveAttribute('href', `/profile/${named.dad.username}`);
    posts.push(...(await postIdsBy(page, writer.username)));

    // The link opens their profile, found by username.
    await mention.click();
    await expect(page).toHaveURL(`/profile/${named.dad.username}`);
    await expect(page.getByText(`@${named.dad.username}`).first()).toBeVisible(PAGE_LOAD);

    await named.page.goto('/notifications');
    const told = named.page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'New mention' });
    await expect(told).toContainText(`@${writer.username} mentioned you in a post`, PAGE_LOAD);
  } finally {
    await deletePostsByApi(page.request, posts);
    await named.context.close();
  }
});

test('a web address in a post is a link that opens in a new tab with rel noopener', async ({ page, serverClock }) => {
  const writer = await signUpInBrowser(page);
  // A day on, the member is no longer new, and may post links (docs/safety.md).
  await serverClock.advance(25 * 60 * 60 * 1000);
  const id = await createPostByApi(page.request, {
    content: `Smoker plans at https://example.com/smoker?size=large and javascript:alert(1) ${writer.username}`,
  });
  try {
    await page.goto('/');
    const card = feed(page).getByRole('article', { name: `Post by ${writer.username}`, exact: true });
    const link = card.getByRole('link', { name: 'https://example.com/smoker?size=large', exact: true });
    await expect(link).toHaveAttribute('href', 'https://example.com/smoker?size=large', PAGE_LOAD);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(card.getByRole('link', { name: /javascript/ })).toHaveCount(0);
  } finally {
    await deletePostsByApi(page.request, [id]);
  }
});

test('a group post tells the members it names, but not one who blocked the writer nor one who muted the group', async ({
  page,
  playwright,
  baseURL,
}) => {
  const writer = await signUpInBrowser(page);
  const groupName = unique('Smoke Ring');
  const groupId = await createGroupByApi(page.request, { name: groupName, description: 'Low and slow' });
  const apiMember = async () => {
    const request = await playwright.request.newContext({ baseURL });
    return { request, dad: await signUpByApi(request) };
  };
  const [told, blocker, muter] = await Promise.all([apiMember(), apiMember(), apiMember()]);
  try {
    const writerId = await memberIdOf(page.request);
    expect((await blocker.request.post(`/api/users/${writerId}/block`)).status()).toBe(201);
    const muted = await muter.request.put('/api/notifications/follows', {
      data: { targetType: 'group', targetId: groupId, level: 'muted' },
    });
    expect(await muted.json()).toMatchObject({ level: 'muted' });

    await page.goto(`/groups/${groupId}`);
    const composer = page.getByRole('form', { name: 'New group post' });
    await composer
      .getByRole('textbox', { name: 'Group post text' })
      .fill(`Brisket at noon @${told.dad.username} @${blocker.dad.username} @${muter.dad.username}`);
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(toastText(page, 'Post created!')).toBeVisible(PAGE_LOAD);

    // The one told is told at once (the three are written in one statement): the others have nothing then.
    const mentionsOf = async (request: APIRequestContext) =>
      ((await (await request.get('/api/notifications')).json()) as { title: string; message: string }[]).filter(
        (n) => n.title === 'New mention',
      );
    await expect
      .poll(async () => (await mentionsOf(told.request)).map((n) => n.message))
      .toEqual([expect.stringContaining(`@${writer.username} mentioned you in a post`)]);
    expect(await mentionsOf(blocker.request)).toEqual([]);
    expect(await mentionsOf(muter.request)).toEqual([]);
  } finally {
    for (const member of [told, blocker, muter]) await member.request.dispose();
  }
});

async function postIdsBy(page: Page, username: string): Promise<string[]> {
  const response = await page.request.get('/api/posts?limit=50');
  const all = (await response.json()) as { id: string; author: { username: string | null } }[];
  return all.filter((p) => p.author.username === username).map((p) => p.id);
}
