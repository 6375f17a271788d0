/**
 * The dashboard's Groupfeed, Eventfeed and Newsfeed: each one empty for a new member, then with content. Groups
 * and events are created through the API (POST /api/groups, /api/events); the news comes from the feed the mail
 * sink serves (e2e/news-fixture.ts, NEWS_FEEDS in playwright.config.ts).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { scene, skinBlobs } from '../api/src/testing/images';
import { STORY_WITHOUT_IMAGE, WOODWORKING_STORY } from './news-fixture';
import { signUpInBrowser, test, type TestDad } from './support';

// Each test signs up one or two members and walks through several pages and calls (the photo test also waits
// for the server's image classifier): more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.getByRole('tabpanel');
const section = (page: Page, name: string) => panel(page).getByRole('region', { name });

async function openTab(page: Page, name: 'Groupfeed' | 'Eventfeed' | 'Newsfeed') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function me(page: Page): Promise<{ id: string; username: string }> {
  return (await (await page.request.get('/api/auth/user')).json()) as { id: string; username: string };
}

/** A second member in their own browser context. */
async function otherMember(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dad = await signUpInBrowser(page);
  return { page, dad, close: () => context.close() };
}

const inDays = (days: number, hour: number) => {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  at.setHours(hour, 30, 0, 0);
  return at;
};

test('a new member sees every feed empty, each with its own message', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/home');

  await openTab(page, 'Groupfeed');
  await expect(panel(page).getByRole('heading', { name: 'Groupfeed' })).toBeVisible();
  await expect(panel(page).getByTestId('group-count')).toHaveText('0 groups');
  await expect(panel(page).getByText('No group posts yet')).toBeVisible();
  await expect(panel(page).getByRole('link', { name: 'Browse Groups' })).toHaveAttribute('href', '/groups');
  const form = panel(page).getByRole('form', { name: 'New group post' });
  await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  await expect(panel(page).getByRole('list', { name: 'Filter by group' })).toHaveCount(0);

  await openTab(page, 'Eventfeed');
  await expect(section(page, 'Recent Event Activity')).toContainText('No recent activity in your events yet.');
  await expect(section(page, 'Your Upcoming Events')).toContainText('You have no upcoming events.');
  await expect(section(page, 'Recommended for You')).toContainText('No recommendations right now.');
  await expect(panel(page).getByRole('link', { name: 'Browse All Events' })).toHaveAttribute('href', '/events');
  await expect(panel(page).getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/events/create');

  await openTab(page, 'Newsfeed');
  await expect(panel(page).getByText('No News Available')).toBeVisible();
  await expect(panel(page).getByRole('link')).toHaveAttribute('href', '/profile');
});

test.describe('the Groupfeed', () => {
  async function createGroup(page: Page, name: string): Promise<{ id: string; name: string }> {
    const response = await page.request.post('/api/groups', { data: { name, description: 'Made by feeds.spec.ts' } });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string; name: string };
  }

  // The list's own items (a card's hashtags are a list too).
  const groupPosts = (page: Page) => panel(page).getByRole('list', { name: 'Group posts' }).locator(':scope > li');
  const composer = (page: Page) => panel(page).getByRole('form', { name: 'New group post' });

  test('posts from the composer to a chosen group; chips narrow the posts; badges link to the group', async ({
    page,
  }) => {
    const dad = await signUpInBrowser(page);
    const grill = await createGroup(page, `Grill Crew ${dad.username}`);
    const coaches = await createGroup(page, `Coaches ${dad.username}`);
    const ids: string[] = [];
    try {
      const other = await page.request.post('/api/posts', {
        data: { content: `Practice moved to 6 ${dad.username}`, groupId: coaches.id },
      });
      expect(other.status()).toBe(201);
      ids.push(((await other.json()) as { id: string }).id);

      await page.goto('/home');
      await page.evaluate(() => ((window as unknown as { groupfeedMarker: boolean }).groupfeedMarker = true));
      await openTab(page, 'Groupfeed');
      await expect(panel(page).getByTestId('group-count')).toHaveText('2 groups');
      const chips = panel(page).getByRole('list', { name: 'Filter by group' }).getByRole('button');
      await expect(chips).toHaveText(['All Groups', coaches.name, grill.name]);
      await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(groupPosts(page)).toHaveCount(1);

      // Text is required: blank text cannot be posted.
      const form = composer(page);
      const post = form.getByRole('button', { name: 'Post', exact: true });
      await form.getByRole('textbox', { name: 'Group post text' }).fill('   ');
      await expect(post).toBeDisabled();

      const text = `Brisket at noon ${dad.username}`;
      await form.getByLabel('Post to').selectOption({ label: grill.name });
      await form.getByRole('textbox', { name: 'Group post text' }).fill(text);
      const tags = form.getByRole('textbox', { name: 'Hashtags' });
      await tags.fill('#Brisket');
      await tags.press('Enter');
      await form.getByRole('checkbox', { name: 'Share to my personal feed' }).click();
      await post.click();

      const top = groupPosts(page).first();
      await expect(top).toContainText(text);
      await expect(groupPosts(page)).toHaveCount(2);
      await expect(top.getByRole('list', { name: 'Hashtags' })).toHaveText('#brisket');
      await expect(top.getByRole('link', { name: grill.name })).toHaveAttribute('href', `/groups/${grill.id}`);
      await expect(top.locator('time').first()).toHaveText(
        new RegExp(`^${format(new Date(), 'MMM d, yyyy')} • \\d{1,2}:\\d{2} (AM|PM)$`),
      );
      expect(await page.evaluate(() => (window as unknown as { groupfeedMarker?: boolean }).groupfeedMarker)).toBe(
        true,
      );
      await expect(form.getByRole('textbox', { name: 'Group post text' })).toHaveValue('');
      await expect(form.getByRole('checkbox', { name: 'Share to my personal feed' })).not.toBeChecked();

      const created = (await (await page.request.get('/api/groups/posts/feed')).json()) as {
        id: string;
        content: string;
      }[];
      ids.push(...created.filter((p) => p.content === text).map((p) => p.id));
      // Shared to the member's personal feed: it is on the Dadfeed too.
      const dadfeed = (await (await page.request.get('/api/posts?limit=50')).json()) as { content: string }[];
      expect(dadfeed.map((p) => p.content)).toContain(text);

      await chips.filter({ hasText: coaches.name }).click();
      await expect(chips.filter({ hasText: coaches.name })).toHaveAttribute('aria-pressed', 'true');
      await expect(groupPosts(page)).toHaveCount(1);
      await expect(groupPosts(page).first()).toContainText('Practice moved to 6');
      await expect(form.getByLabel('Post to')).toHaveValue(/.+/);
      await chips.filter({ hasText: grill.name }).click();
      await expect(groupPosts(page)).toHaveCount(1);
      await expect(groupPosts(page).first()).toContainText(text);
      await chips.filter({ hasText: 'All Groups' }).click();
      await expect(groupPosts(page)).toHaveCount(2);

      // The server has it.
      await page.reload();
      await openTab(page, 'Groupfeed');
      await expect(groupPosts(page).first()).toContainText(text);
    } finally {
      for (const id of ids) await page.request.delete(`/api/posts/${id}`);
    }
  });

  test('a photo is posted with the group post; an adult one opens the image-blocked modal', async ({ page }) => {
    const dad = await signUpInBrowser(page);
    const group = await createGroup(page, `Photo Dads ${dad.username}`);
    const ids: string[] = [];
    try {
      await page.goto('/home');
      await openTab(page, 'Groupfeed');
      const form = composer(page);
      await form.getByRole('textbox', { name: 'Group post text' }).fill(`Sunset over the lake ${dad.username}`);
      await form
        .getByLabel('Photo', { exact: true })
        .setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: await scene('mountains', 2, 640, 480) });
      await expect(form.getByRole('img', { name: 'Photo to post' })).toBeVisible();
      await form.getByRole('button', { name: 'Post', exact: true }).click();
      const top = groupPosts(page).first();
      await expect(top).toContainText('Sunset over the lake', { timeout: 60_000 });
      await expect(top.locator('img[src^="/uploads/"]')).toBeVisible();
      ids.push(
        ...(
          (await (await page.request.get(`/api/groups/posts/feed?groupId=${group.id}`)).json()) as { id: string }[]
        ).map((p) => p.id),
      );

      await form.getByRole('textbox', { name: 'Group post text' }).fill('Not for the family');
      await form
        .getByLabel('Photo', { exact: true })
        .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: await skinBlobs() });
      await form.getByRole('button', { name: 'Post', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Image Cannot Be Posted' });
      await expect(modal).toBeVisible({ timeout: 60_000 });
      await expect(modal).toContainText('adult content');
      await modal.getByRole('button', { name: 'I Understand' }).click();
      await expect(form.getByRole('textbox', { name: 'Group post text' })).toHaveValue('Not for the family');
      await expect(form.getByRole('img', { name: 'Photo to post' })).toHaveCount(0);
      await expect(groupPosts(page)).toHaveCount(1);
    } finally {
      for (const id of ids) await page.request.delete(`/api/posts/${id}`);
    }
  });

  test('a post that fails to send shows its toast and keeps the text', async ({ page }) => {
    const dad = await signUpInBrowser(page);
    await createGroup(page, `Offline Dads ${dad.username}`);
    await page.goto('/home');
    await openTab(page, 'Groupfeed');
    // The connection drops while posting.
    await page.route('**/graphql', (route) =>
      /useCreateGroupPostMutation/.test(route.request().postData() ?? '')
        ? route.abort('connectionreset')
        : route.fallback(),
    );
    const form = composer(page);
    await form.getByRole('textbox', { name: 'Group post text' }).fill('Anyone there?');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Failed to create post. Please try again.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Group post text' })).toHaveValue('Anyone there?');
    await expect(panel(page).getByText('No group posts yet')).toBeVisible();
  });
});

test.describe('the Eventfeed', () => {
  /** An event hosted by `host`, private and seen only by the invited `guest` (so other specs' members never see it). */
  async function privateEventFor(host: Page, guest: Page, title: string) {
    const guestId = (await me(guest)).id;
    const request = await host.request.post('/api/connections/request', { data: { receiverId: guestId } });
    expect(request.status()).toBe(201);
    const accepted = await guest.request.patch(
      `/api/connections/${((await request.json()) as { id: string }).id}/accept`,
    );
    expect(accepted.status()).toBe(200);
    const start = inDays(3, 17);
    const response = await host.request.post('/api/events', {
      data: {
        title,
        description: 'Bring a side dish.',
        location: 'Zilker Park, Austin, TX',
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 60 * 60 * 1000).toISOString(),
        maxAttendees: 10,
        category: 'sports',
        isPublic: false,
        isVirtual: false,
        inviteList: [guestId],
      },
    });
    expect(response.status()).toBe(201);
    return { ...((await response.json()) as { id: string; title: string }), start };
  }

  test('a member joins a recommended event (Joining, then Attending); its host sees Event Creator and Manage Event', async ({
    page,
    browser,
  }) => {
    const guest = await signUpInBrowser(page);
    const host = await otherMember(browser);
    const postIds: string[] = [];
    try {
      const event = await privateEventFor(host.page, page, `Cookout ${guest.username}`);

      await page.goto('/home');
      await openTab(page, 'Eventfeed');
      const recommended = section(page, 'Recommended for You').getByRole('article', { name: event.title });
      await expect(recommended).toBeVisible();
      await expect(recommended.getByRole('link', { name: 'View Details' })).toHaveAttribute(
        'href',
        `/events/${event.id}`,
      );
      await expect(recommended).toContainText(format(event.start, 'EEE, MMM d, yyyy'));
      await expect(recommended).toContainText(format(event.start, 'h:mm a'));
      await expect(recommended).toContainText('Zilker Park, Austin, TX');
      await expect(recommended).toContainText('0 / 10 attending');
      await expect(recommended.getByText('Event Creator')).toHaveCount(0);

      // Slow the call down enough to see the pending state.
      await page.route('**/graphql', async (route) => {
        if (/useJoinEventMutation/.test(route.request().postData() ?? ''))
          await new Promise((r) => setTimeout(r, 1_000));
        await route.fallback();
      });
      await recommended.getByRole('button', { name: 'Join Event' }).click();
      await expect(recommended.getByRole('button', { name: 'Joining' })).toBeDisabled();
      await expect(recommended.getByRole('button', { name: 'Attending' })).toBeVisible();
      await expect(recommended).toContainText('1 / 10 attending');
      const upcoming = section(page, 'Your Upcoming Events').getByRole('article', { name: event.title });
      await expect(upcoming.getByText('Attending', { exact: true })).toBeVisible();
      await expect(upcoming.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/events/${event.id}`);
      await expect(section(page, 'Your Upcoming Events')).not.toContainText('You have no upcoming events.');

      // The server kept it: after a reload the event is the member's, and no longer recommended.
      await page.reload();
      await openTab(page, 'Eventfeed');
      await expect(section(page, 'Your Upcoming Events').getByRole('article', { name: event.title })).toContainText(
        'Attending',
      );
      await expect(section(page, 'Recommended for You').getByRole('article', { name: event.title })).toHaveCount(0);

      // The guest talks in the event; the host sees it under Recent Event Activity, with the host's own badges.
      const said = await page.request.post('/api/posts', {
        data: { content: `I will bring corn ${guest.username}`, eventId: event.id },
      });
      expect(said.status()).toBe(201);
      postIds.push(((await said.json()) as { id: string }).id);
      await host.page.goto('/home');
      await openTab(host.page, 'Eventfeed');
      const hosting = section(host.page, 'Your Upcoming Events').getByRole('article', { name: event.title });
      await expect(hosting.getByText('Event Creator')).toBeVisible();
      await expect(hosting.getByRole('link', { name: 'Manage Event' })).toHaveAttribute('href', `/events/${event.id}`);
      await expect(hosting.getByRole('button', { name: 'Join Event' })).toHaveCount(0);
      await expect(hosting).toContainText('1 / 10 attending');
      const activity = section(host.page, 'Recent Event Activity').getByRole('article', {
        name: `Event activity by ${guest.username}`,
      });
      await expect(activity).toContainText(`I will bring corn ${guest.username}`);
      await expect(activity.getByRole('link', { name: event.title })).toHaveAttribute('href', `/events/${event.id}`);
      await expect(activity).toContainText('Just now');
      await expect(activity).toContainText('0 fist bumps');
      await expect(activity).toContainText('0 comments');
    } finally {
      for (const id of postIds) await page.request.delete(`/api/posts/${id}`);
      await host.close();
    }
  });
});

test.describe('the Newsfeed', () => {
  async function woodworker(page: Page): Promise<TestDad> {
    const dad = await signUpInBrowser(page, { complete: false });
    const onboarded = await page.request.patch('/api/users/onboarding', {
      data: { dadType: 'experienced', interests: ['Woodworking'], location: 'Austin, TX', bio: '' },
    });
    expect(onboarded.status()).toBe(200);
    return dad;
  }

  test('a member interested in a story sees it with Read More in a new tab; others still see No News Available', async ({
    page,
    browser,
  }) => {
    await woodworker(page);
    // The first read starts the background refresh from the feed; the stories arrive shortly after.
    await expect
      .poll(
        async () => {
          const news = (await (await page.request.get('/api/news/personalized')).json()) as {
            personalizedNews: { title: string }[];
          };
          return news.personalizedNews.map((a) => a.title);
        },
        { timeout: 20_000 },
      )
      .toContain(WOODWORKING_STORY.title);

    await page.goto('/home');
    await openTab(page, 'Newsfeed');
    const cards = panel(page).getByRole('list', { name: 'News' }).getByRole('article');
    await expect(cards).toHaveCount(2);
    const story = cards.first();
    await expect(story).toHaveAccessibleName(WOODWORKING_STORY.title);
    await expect(story).toContainText(WOODWORKING_STORY.description);
    await expect(story).toContainText('Shop Talk Weekly');
    await expect(story).toContainText('2h ago');
    await expect(story.locator('img')).toBeVisible();
    const readMore = story.getByRole('link', { name: 'Read More' });
    await expect(readMore).toHaveAttribute('href', WOODWORKING_STORY.link);
    await expect(readMore).toHaveAttribute('target', '_blank');
    await expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
    // A picture that fails to load is hidden.
    await expect(cards.nth(1)).toHaveAccessibleName(STORY_WITHOUT_IMAGE.title);
    await expect(cards.nth(1)).toContainText('5h ago');
    await expect(cards.nth(1).locator('img')).toHaveCount(0);
    await expect(panel(page).getByText('No News Available')).toHaveCount(0);

    const other = await otherMember(browser);
    try {
      await other.page.goto('/home');
      await openTab(other.page, 'Newsfeed');
      await expect(panel(other.page).getByText('No News Available')).toBeVisible();
      await expect(panel(other.page).getByRole('link')).toHaveAttribute('href', '/profile');
    } finally {
      await other.close();
    }
  });
});
