/**
 * What a new member tripped over around events, the network and the dashboard: 'Nearby (10 miles)' listing online
 * events; Discover's empty state offering 'Load more'; My Network's Message button leaving an empty conversation
 * in the inbox; the category filter claiming to filter feeds it does not; a cancelled event's invitation still
 * reading as new.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createEventByApi, daysFromNow } from './event-support';
import {
  connectByApi,
  memberIdOf,
  signUpByApi,
  signUpInBrowser,
  test,
  toastText,
  unique,
  uniqueLetters,
} from './support';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function named(request: APIRequestContext, firstName: string, lastName: string) {
  expect((await request.patch('/api/users/profile', { data: { firstName, lastName } })).status()).toBe(200);
  return `${firstName} ${lastName}`;
}

async function shownTitles(list: Locator, tag: string): Promise<string[]> {
  const titles = await list.getByRole('heading', { level: 3 }).allInnerTexts();
  return titles.filter((title) => title.includes(tag)).sort();
}

const notificationRow = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: title });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("'Nearby (10 miles)' and the other distances leave online events out", async ({ page }) => {
    await signUpInBrowser(page); // lives in Austin, TX
    const tag = unique('Near');
    const inTown = `${tag} Cookout`;
    const online = `${tag} Video Trivia`;
    await createEventByApi(page.request, {
      title: inTown,
      location: 'Zilker Park, Austin, TX',
      startDate: daysFromNow(3).toISOString(),
    });
    await createEventByApi(page.request, {
      title: online,
      location: 'Online',
      isVirtual: true,
      startDate: daysFromNow(4).toISOString(),
    });

    await page.goto('/events');
    const mine = page.getByRole('tabpanel', { name: /^My Events/ });
    const list = mine.getByRole('list', { name: 'My events' });
    await expect.poll(() => shownTitles(list, tag)).toEqual([inTown, online].sort());
    for (const distance of ['nearby', 'local', 'regional', 'state', 'country']) {
      await mine.getByLabel('Distance').selectOption(distance);
      await expect.poll(() => shownTitles(list, tag)).toEqual([inTown]);
    }
    await mine.getByLabel('Distance').selectOption('all');
    await expect.poll(() => shownTitles(list, tag)).toEqual([inTown, online].sort());
  });

  test('the category filter shows on the Dadfeed only, where it filters, and keeps its choice', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto('/home');
    const filter = page.getByRole('region', { name: 'Category filter' });
    // Collapsed on a phone at first.
    const toggle = filter.getByRole('button', { name: 'Categories' });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await filter.getByRole('button', { name: 'Gaming' }).click();
    await expect(filter.getByText('Filtering by Gaming')).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Feeds' });
    for (const feed of ['Groupfeed', 'Eventfeed', 'Newsfeed']) {
      await tabs.getByRole('tab', { name: feed }).click();
      await expect(tabs.getByRole('tab', { name: feed })).toHaveAttribute('aria-selected', 'true');
      await expect(filter).toBeHidden();
      await expect(page.getByText('Filtering by Gaming')).toBeHidden();
    }
    await tabs.getByRole('tab', { name: 'Dadfeed' }).click();
    await expect(filter.getByText('Filtering by Gaming')).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test("Discover's empty state offers no 'Load more'", async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    await signUpInBrowser(page);
    // More dads than a page (24), so that there is a next page to offer.
    const others = await Promise.all(Array.from({ length: 25 }, () => playwright.request.newContext({ baseURL })));
    try {
      for (let i = 0; i < others.length; i += 5)
        await Promise.all(others.slice(i, i + 5).map((request) => signUpByApi(request)));
      await page.goto('/networking');
      await page.getByRole('tab', { name: 'Discover' }).click();
      const discover = page.getByRole('region', { name: 'Discover dads' });
      await expect(discover.getByRole('list', { name: 'Dads' })).toBeVisible();
      await expect(discover.getByRole('button', { name: 'Load more' })).toBeVisible();

      await discover
        .getByRole('searchbox', { name: 'Filter dads by name or location' })
        .fill(`nobody ${uniqueLetters()}`);
      await expect(discover.getByText('No dads found', { exact: true })).toBeVisible();
      await expect(discover.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    } finally {
      await Promise.all(others.map((request) => request.dispose()));
    }
  });

  test("My Network's Message button leaves no empty conversation behind", async ({ page, playwright, baseURL }) => {
    test.slow(); // three screens, two of them loaded twice
    await signUpInBrowser(page);
    const friendRequest = await playwright.request.newContext({ baseURL });
    try {
      const friend = await signUpByApi(friendRequest);
      const friendName = await named(friendRequest, 'Wade', uniqueLetters());
      await connectByApi(page.request, friendRequest);

      await page.goto('/networking');
      await page.getByRole('tab', { name: 'My Network' }).click();
      await page.getByRole('button', { name: `Message ${friendName}` }).click();
      await expect(page).toHaveURL(/\/inbox\?c=[\w-]+$/);
      await expect(toastText(page, 'Conversation started!')).toBeVisible();
      const conversationId = new URL(page.url()).searchParams.get('c')!;

      // He says nothing and comes back later: no conversation was had, none is listed, for either of them.
      await page.goto('/inbox');
      await expect(page.getByRole('heading', { name: 'Welcome to Messages' })).toBeVisible();
      expect(await (await friendRequest.get('/api/conversations')).json()).toEqual([]);

      // Once something is said, it is there.
      expect(
        (
          await page.request.post(`/api/conversations/${conversationId}/messages`, {
            data: { content: 'Ribs on Sunday?' },
          })
        ).status(),
      ).toBe(201);
      await page.reload();
      await expect(page.getByRole('heading', { name: friend.username, level: 2 })).toBeVisible();
      expect(
        ((await (await friendRequest.get('/api/conversations')).json()) as { id: string }[]).map((c) => c.id),
      ).toEqual([conversationId]);
    } finally {
      await friendRequest.dispose();
    }
  });

  test("a cancelled event's invitation no longer reads as new", async ({ page, playwright, baseURL }) => {
    await signUpInBrowser(page);
    const hostRequest = await playwright.request.newContext({ baseURL });
    try {
      await signUpByApi(hostRequest);
      await connectByApi(hostRequest, page.request);
      const title = unique('Backyard Campout');
      const eventId = await createEventByApi(hostRequest, { title, location: 'Bastrop, TX' });
      const invited = await hostRequest.post(`/api/events/${eventId}/invite`, {
        data: { friendIds: [await memberIdOf(page.request)] },
      });
      expect(invited.status(), await invited.text()).toBe(201);
      expect((await hostRequest.delete(`/api/events/${eventId}`)).status()).toBe(204);

      await page.goto('/notifications');
      const cancelled = notificationRow(page, 'Event cancelled');
      await expect(cancelled.getByText('New', { exact: true })).toBeVisible();
      const invitation = notificationRow(page, 'Event invitation');
      await expect(invitation).toContainText(title);
      await expect(invitation.getByText('New', { exact: true })).toHaveCount(0);
      await expect(invitation.getByRole('button', { name: 'Accept' })).toHaveCount(0);
      // The bell counts the connection request and the cancellation, not the invitation any more.
      await expect(page.getByRole('button', { name: 'Notifications' })).toHaveText('2');
    } finally {
      await hostRequest.dispose();
    }
  });
});
