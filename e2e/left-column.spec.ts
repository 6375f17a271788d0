/**
 * The dashboard's left column: Upcoming Events, Your Groups & Teams, My Channels and Suggested Channels, from a
 * new member's empty states to a followed channel, joined groups and attended events.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { signUpByApi, signUpInBrowser, test, uniqueDigits } from './support';

// The first test sees Suggested Channels empty: it runs before this file creates any channel (channels.spec, the
// only other spec that creates channels, deletes each before its test ends). The tests set up their data through
// a dozen API calls: they get more time than the default.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The dashboard with the left column loaded (each widget shows a status while its data is on its way). */
async function openDashboard(page: Page) {
  await page.goto('/');
  // Generous: the first visit after the server starts can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading (your|channel)/ })).toHaveCount(0, {
    timeout: 30_000,
  });
}

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const unique = () => uniqueDigits();
const inDays = (days: number, hour = 18) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setHours(hour, 30, 0, 0);
  return date;
};

/** Another member with a complete profile (only such members may post), signed in through `request` (its own cookie jar). */
async function anotherMember(request: APIRequestContext) {
  await signUpByApi(request);
  return request;
}

/** No serious accessibility problem inside this column's lists (the rest of the page has its own checks). */
async function expectAccessible(page: Page, lists: string[]) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  for (const name of lists) axe = axe.include(`ul[aria-label="${name}"]`);
  const serious = (await axe.analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

test('a new member sees each widget’s empty state, with a way to find more', async ({ page }) => {
  await signUpInBrowser(page);
  await openDashboard(page);
  const events = widget(page, 'Upcoming Events');
  await expect(events.getByText('No upcoming events yet.')).toBeVisible();
  await expect(events.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  const groups = widget(page, 'Your Groups & Teams');
  await expect(groups.getByText('You have not joined any groups yet.')).toBeVisible();
  await expect(groups.getByRole('link', { name: 'Find a group' })).toHaveAttribute('href', '/groups');
  const channels = widget(page, 'My Channels');
  await expect(channels.getByText('You are not following any channels yet.')).toBeVisible();
  await expect(channels.getByRole('link', { name: 'Explore channels' })).toHaveAttribute('href', '/channels');
  await expect(widget(page, 'Suggested Channels').getByText('No channel suggestions right now.')).toBeVisible();
});

test('a channel another member creates is suggested; following it moves it to My Channels', async ({
  page,
  request,
}) => {
  const creator = await anotherMember(request);
  const name = `Game Day Breakdown ${unique()}`;
  const channel = await created<{ id: string }>(
    await creator.post('/api/channels', {
      data: {
        name,
        description: 'Film study for dads.',
        categories: ['sports-analysis', 'fix-it-tips'],
        hashtags: ['gameday'],
      },
    }),
  );

  await signUpInBrowser(page); // interests: sports and diy, which this channel's categories match
  await openDashboard(page);
  const suggested = widget(page, 'Suggested Channels');
  await expect(suggested.getByRole('link', { name })).toHaveAttribute('href', `/channels/${channel.id}`);
  await expect(suggested.getByText('Sports Analysis')).toBeVisible();
  await expectAccessible(page, ['Suggested channels']);
  await expect(widget(page, 'My Channels').getByText('You are not following any channels yet.')).toBeVisible();

  await suggested.getByRole('button', { name: `Follow ${name}` }).click();
  const mine = widget(page, 'My Channels');
  await expect(mine.getByRole('link', { name })).toHaveAttribute('href', `/channels/${channel.id}`);
  await expect(mine.getByText('1 follower')).toBeVisible();
  await expect(suggested.getByRole('link', { name })).toHaveCount(0);
  await expect(suggested.getByText('No channel suggestions right now.')).toBeVisible();

  // The server has it.
  const followed = (await (await page.request.get('/api/channels/followed')).json()) as {
    id: string;
    isFollowing: boolean;
  }[];
  expect(followed).toEqual([expect.objectContaining({ id: channel.id, isFollowing: true })]);
  await expectAccessible(page, ['Channels you follow']);
});

test('Your Groups & Teams shows the first 3 of the member’s groups; Upcoming Events the next 4 events', async ({
  page,
  request,
}) => {
  const host = await anotherMember(request);
  await signUpInBrowser(page);
  const tag = unique();

  // Four groups: one the member creates, three they join; the newest membership comes first.
  const groupNames = [`Grill Crew ${tag}`, `Trail Dads ${tag}`, `Garage Band ${tag}`, `Chess Dads ${tag}`];
  const groupIds: string[] = [];
  groupIds.push(
    (await created<{ id: string }>(await page.request.post('/api/groups', { data: { name: groupNames[0] } }))).id,
  );
  for (const groupName of groupNames.slice(1)) {
    const group = await created<{ id: string }>(await host.post('/api/groups', { data: { name: groupName } }));
    expect((await page.request.post(`/api/groups/${group.id}/join`)).ok()).toBe(true);
    groupIds.push(group.id);
  }

  // Five upcoming events (one hosted, four attended) and a hosted one that has passed: the widget shows the 4 soonest.
  const event = (title: string, startDate: Date) => ({
    title,
    startDate: startDate.toISOString(),
    location: 'Austin, TX',
  });
  const starts = [inDays(2), inDays(4), inDays(6), inDays(8)];
  const hosted = await created<{ id: string }>(
    await page.request.post('/api/events', { data: event(`Cookout ${tag}`, starts[1]!) }),
  );
  await created(await page.request.post('/api/events', { data: event(`Yesterday ${tag}`, inDays(-1)) }));
  const attended: { id: string; title: string }[] = [];
  for (const [title, start] of [
    [`Pickup game ${tag}`, starts[0]!],
    [`Hike ${tag}`, starts[2]!],
    [`Trivia ${tag}`, starts[3]!],
    [`Later ${tag}`, inDays(20)],
  ] as const) {
    const e = await created<{ id: string }>(await host.post('/api/events', { data: event(title, start) }));
    expect((await page.request.post(`/api/events/${e.id}/attend`)).ok()).toBe(true);
    attended.push({ id: e.id, title });
  }

  await openDashboard(page);
  const groups = widget(page, 'Your Groups & Teams').getByRole('list', { name: 'Your groups' });
  await expect(groups.getByRole('link')).toHaveText([groupNames[3]!, groupNames[2]!, groupNames[1]!]);
  await expect(groups.getByRole('link', { name: groupNames[3]! })).toHaveAttribute('href', `/groups/${groupIds[3]}`);
  await expect(widget(page, 'Your Groups & Teams').getByRole('link', { name: 'View all 4 groups' })).toHaveAttribute(
    'href',
    '/groups',
  );

  const events = widget(page, 'Upcoming Events').getByRole('list', { name: 'Your upcoming events' });
  await expect(events.getByRole('link')).toHaveText([
    `Pickup game ${tag}`,
    `Cookout ${tag}`,
    `Hike ${tag}`,
    `Trivia ${tag}`,
  ]);
  await expect(events.getByRole('link', { name: `Cookout ${tag}` })).toHaveAttribute('href', `/events/${hosted.id}`);
  await expect(events.getByRole('link', { name: `Pickup game ${tag}` })).toHaveAttribute(
    'href',
    `/events/${attended[0]!.id}`,
  );
  await expect(events.getByText(format(starts[0]!, 'MMM d, yyyy • h:mm a'))).toBeVisible();
  await expectAccessible(page, ['Your groups', 'Your upcoming events']);
});
