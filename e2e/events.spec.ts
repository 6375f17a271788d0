/**
 * Events (docs/events.md), the listing: an event created from /events/create (the address becomes /events)
 * with a connection invited, who accepts from Invited Events, attends and posts in the discussion; an invitation
 * card's categories ('+N') and Decline; every filter of My Events; a private event hidden from a stranger; the
 * private calendar feed; an event_invitation notification accepted from the bell; a group event from
 * a group page's Create Event. Event titles are unique per run; events are private unless past.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { createEventByApi, dateTimeLocal, daysFromNow, openEvent } from './event-support';
import {
  connectByApi,
  expectNoSeriousAxeViolations,
  memberIdOf,
  secondBrowser,
  signUpInBrowser,
  test,
  toastText,
  unique,
} from './support';

const tab = (page: Page, name: 'My Events' | 'Invited Events' | 'Explore Events') =>
  page.getByRole('tab', { name: new RegExp(`^${name}`) });
const panel = (page: Page, name: 'My Events' | 'Invited Events' | 'Explore Events') =>
  page.getByRole('tabpanel', { name: new RegExp(`^${name}`) });

test('an event is created from /events/create; the invited connection accepts from Invited Events, attends and posts', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page);
  const guest = await secondBrowser(browser, baseURL);
  try {
    await connectByApi(page.request, guest.page.request);
    const title = unique('Brisket Cookout');

    await page.goto('/events/create');
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/events$/);
    await expect(dialog.getByRole('list', { name: 'Your connections' }).getByRole('checkbox')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);

    // The title, then the start date, are required (each with its toast).
    const create = dialog.getByRole('button', { name: 'Create Event' });
    await create.click();
    await expect(toastText(page, 'Title required')).toBeVisible();
    await expect(toastText(page, 'Please enter an event title.')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await create.click();
    await expect(toastText(page, 'Start date required')).toBeVisible();
    await expect(toastText(page, 'Please select a start date for the event.')).toBeVisible();

    await dialog.getByLabel('Description').fill('Low and slow, bring a side.');
    await dialog.getByLabel('Location').fill('Zilker Park, Austin, TX');
    await dialog.getByLabel('Start date').fill(dateTimeLocal(daysFromNow(5)));
    await dialog.getByLabel('End date (optional)').fill(dateTimeLocal(daysFromNow(5, 21, 0)));
    await dialog.getByLabel('Maximum attendees (optional)').fill('8');
    await dialog.getByLabel('Category').selectOption('food');
    await dialog.getByRole('switch', { name: 'Public event' }).click();
    await expect(dialog.getByRole('switch', { name: 'Public event' })).toHaveAttribute('aria-checked', 'false');
    await dialog.getByRole('list', { name: 'Your connections' }).getByRole('checkbox').check();
    await create.click();
    await expect(toastText(page, 'Event created!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(panel(page, 'My Events').getByRole('link', { name: title })).toBeVisible();
    await expect(tab(page, 'My Events')).toContainText('1');

    // The guest: one pending invitation, accepted from Invited Events.
    await guest.page.goto('/events');
    await expect(tab(guest.page, 'Invited Events')).toContainText('1 pending invitation');
    await tab(guest.page, 'Invited Events').click();
    const invitations = panel(guest.page, 'Invited Events');
    const card = invitations.getByRole('listitem').filter({ has: guest.page.getByRole('link', { name: title }) });
    await expect(card).toContainText('Food');
    await expect(card).toContainText('Invited by');
    await expectNoSeriousAxeViolations(guest.page);
    await card.getByRole('button', { name: /^Accept/ }).click();
    await expect(toastText(guest.page, 'Invitation accepted!')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(tab(guest.page, 'Invited Events')).not.toContainText('pending');
    await tab(guest.page, 'My Events').click();
    await panel(guest.page, 'My Events').getByRole('link', { name: title }).click();

    // He attends; the discussion is his (a 500-character counter, nothing blank).
    await expect(guest.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const badges = guest.page.getByRole('list', { name: 'Badges' });
    for (const badge of ['Upcoming', 'In-Person', 'Private'])
      await expect(badges.getByText(badge, { exact: true })).toBeVisible();
    await expect(guest.page.getByText('Attending', { exact: true }).first()).toBeVisible();
    await expect(guest.page.getByRole('button', { name: 'Leave Event' })).toBeVisible();
    await expect(guest.page.getByRole('list', { name: 'Attendees' }).getByRole('listitem')).toHaveCount(1);
    const composer = guest.page.getByRole('form', { name: 'New event post' });
    const post = composer.getByRole('button', { name: 'Post', exact: true });
    const text = composer.getByRole('textbox', { name: 'Event post text' });
    await expect(post).toBeDisabled();
    await text.fill('   ');
    await expect(post).toBeDisabled();
    await text.fill('I will bring the coleslaw #sides');
    await expect(composer.getByText('32/500')).toBeVisible();
    await post.click();
    await expect(toastText(guest.page, 'Post created!')).toBeVisible();
    const posted = guest.page.getByRole('list', { name: 'Event posts' }).getByRole('article').first();
    await expect(posted).toContainText('I will bring the coleslaw');
    await expect(text).toHaveValue('');
    await expectNoSeriousAxeViolations(guest.page);

    // The host sees him among the attendees, and his post.
    await panel(page, 'My Events').getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('You are hosting')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Attendees' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Event posts' })).toContainText('I will bring the coleslaw');
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
  } finally {
    await guest.context.close();
  }
});

test('an invitation card shows two categories and +N; Decline takes it away', async ({ page, browser, baseURL }) => {
  const host = await secondBrowser(browser, baseURL);
  try {
    await signUpInBrowser(page);
    await connectByApi(host.page.request, page.request);
    const title = unique('Dads Field Day');
    await createEventByApi(host.page.request, {
      title,
      category: 'sports',
      categories: ['food', 'music', 'social'],
      inviteList: [await memberIdOf(page.request)],
    });
    await page.goto('/events');
    await tab(page, 'Invited Events').click();
    const card = panel(page, 'Invited Events')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title }) });
    const categories = card.getByRole('list', { name: 'Categories' });
    await expect(categories.getByRole('listitem')).toHaveCount(3);
    await expect(categories).toContainText('Sports');
    await expect(categories).toContainText('Food');
    await expect(categories).not.toContainText('Music');
    await expect(categories.getByText('+2', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: /^Decline/ }).click();
    await expect(toastText(page, 'Invitation declined')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(panel(page, 'Invited Events').getByText('No invitations')).toBeVisible();
  } finally {
    await host.context.close();
  }
});

test("an event_invitation notification's Accept in the bell: the invitee attends, and the buttons go", async ({
  page,
  browser,
  baseURL,
}) => {
  const host = await secondBrowser(browser, baseURL);
  try {
    await signUpInBrowser(page);
    await connectByApi(host.page.request, page.request);
    const title = unique('Porch Supper');
    const id = await createEventByApi(host.page.request, { title, inviteList: [await memberIdOf(page.request)] });
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications' }).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    const item = dropdown.getByRole('listitem').filter({ hasText: title });
    await item.getByRole('button', { name: 'Accept' }).click();
    await expect(toastText(page, 'Invitation accepted!')).toBeVisible();
    await expect(item.getByText('Accepted', { exact: true })).toBeVisible();
    await page.goto(`/events/${id}`);
    await expect(page.getByRole('button', { name: 'Leave Event' })).toBeVisible();
    // Answered: the notification on /notifications no longer offers the buttons.
    await page.goto('/notifications');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  } finally {
    await host.context.close();
  }
});

test("a group page's Create Event makes a group event: its page shows the group and View Group", async ({ page }) => {
  await signUpInBrowser(page);
  const groupName = unique('Saturday Dads');
  const made = await page.request.post('/api/groups', { data: { name: groupName, description: 'Weekend plans' } });
  expect(made.status(), await made.text()).toBe(201);
  const groupId = ((await made.json()) as { id: string }).id;
  await page.goto(`/groups/${groupId}`);
  await page.getByRole('link', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Event' });
  const group = dialog.getByLabel('Group (optional)');
  await expect(group.locator('option:checked')).toHaveText(groupName);
  const title = unique('Park Run');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Start date').fill(dateTimeLocal(daysFromNow(3)));
  // Private, as every upcoming event of this suite: a public one would be recommended to other tests' new members.
  await dialog.getByRole('switch', { name: 'Public event' }).click();
  await expect(dialog.getByRole('switch', { name: 'Public event' })).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(toastText(page, 'Event created!')).toBeVisible();
  await panel(page, 'My Events').getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Group Event' })).toBeVisible();
  await page.getByRole('link', { name: 'View Group' }).click();
  await expect(page.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
});

/** The titles the list shows now, of those made by this test. */
async function shownTitles(list: Locator, tag: string): Promise<string[]> {
  const titles = await list.getByRole('heading', { level: 3 }).allInnerTexts();
  return titles.filter((title) => title.includes(tag)).sort();
}

test('each filter of My Events; a private event is not found by a stranger', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page);
  const tag = unique('Filt');
  const titles = {
    cookout: `${tag} Cookout`,
    hackathon: `${tag} Hackathon`,
    gameNight: `${tag} Game Night`,
    camping: `${tag} Camping Trip`,
  };
  // A public event only in the past, so it is never recommended to another spec's new member.
  await createEventByApi(page.request, {
    title: titles.cookout,
    isPublic: true,
    location: 'Zilker Park, Austin, TX',
    category: 'food',
    startDate: daysFromNow(-3).toISOString(),
  });
  const hackathon = await createEventByApi(page.request, {
    title: titles.hackathon,
    location: 'Downtown, Houston, TX',
    category: 'tech',
    startDate: daysFromNow(10).toISOString(),
  });
  // Today, whatever the hour: a minute from now (or a minute ago, just before midnight).
  const soon = new Date(Date.now() + 60_000);
  const today = soon.getDate() === new Date().getDate() ? soon : new Date(Date.now() - 60_000);
  await createEventByApi(page.request, {
    title: titles.gameNight,
    isVirtual: true,
    location: 'Online',
    category: 'gaming',
    startDate: today.toISOString(),
  });
  await createEventByApi(page.request, {
    title: titles.camping,
    location: 'Rocky Mountains, Denver, CO',
    category: 'camping',
    startDate: daysFromNow(20).toISOString(),
  });

  await page.goto('/events');
  const mine = panel(page, 'My Events');
  const list = mine.getByRole('list', { name: 'My events' });
  await expect(tab(page, 'My Events')).toContainText('4');
  const all = Object.values(titles).sort();
  await expect.poll(() => shownTitles(list, tag)).toEqual(all);
  await expectNoSeriousAxeViolations(page);

  const expectShown = async (expected: string[]) => expect.poll(() => shownTitles(list, tag)).toEqual(expected.sort());
  await mine.getByRole('searchbox').fill(`${tag} Hackathon`);
  await expectShown([titles.hackathon]);
  await mine.getByRole('searchbox').fill('');
  await expectShown(all);

  await mine.getByLabel('Category').selectOption('food');
  await expectShown([titles.cookout]);
  await mine.getByLabel('Category').selectOption('all');

  await mine.getByLabel('Time').selectOption('UPCOMING');
  await expectShown([titles.hackathon, titles.camping]);
  await mine.getByLabel('Time').selectOption('TODAY');
  await expectShown([titles.gameNight]);
  await mine.getByLabel('Time').selectOption('PAST');
  await expectShown([titles.cookout]);
  await expect(list.getByText('Past', { exact: true })).toBeVisible();
  await mine.getByLabel('Time').selectOption('ALL');

  await mine.getByLabel('Visibility').selectOption('PUBLIC');
  await expectShown([titles.cookout]);
  await mine.getByLabel('Visibility').selectOption('PRIVATE');
  await expectShown([titles.hackathon, titles.gameNight, titles.camping]);
  await mine.getByLabel('Visibility').selectOption('ALL');

  // Distance: by the place's name against his own (Austin, TX); a virtual event is at no distance, so under none.
  await mine.getByLabel('Distance').selectOption('nearby');
  await expectShown([titles.cookout]);
  await mine.getByLabel('Distance').selectOption('local');
  await expectShown([titles.cookout]);
  await mine.getByLabel('Distance').selectOption('regional');
  await expectShown([titles.cookout]);
  await mine.getByLabel('Distance').selectOption('state');
  await expectShown([titles.cookout, titles.hackathon]);
  await mine.getByLabel('Distance').selectOption('country');
  await expectShown([titles.cookout, titles.hackathon, titles.camping]);
  await mine.getByLabel('Distance').selectOption('nearby');

  await mine.getByLabel('Type').selectOption('IN_PERSON');
  await expectShown([titles.cookout]);
  await mine.getByLabel('Type').selectOption('VIRTUAL');
  await expectShown([titles.gameNight]);
  await expect(mine.getByLabel('Distance')).toBeDisabled();
  await expect(mine.getByLabel('Distance')).toHaveValue('all');
  await expect(mine.getByText('Distance does not apply to virtual events.')).toBeVisible();
  await mine.getByLabel('Type').selectOption('ALL');
  await expectShown(all);

  // A stranger: the private ones are nowhere, and their page is 'Event not found'.
  const stranger = await secondBrowser(browser, baseURL);
  try {
    await stranger.page.goto('/events');
    await tab(stranger.page, 'Explore Events').click();
    const explore = panel(stranger.page, 'Explore Events');
    await explore.getByRole('searchbox').fill(tag);
    await expect(explore.getByRole('link', { name: titles.cookout })).toBeVisible();
    await expect(explore.getByRole('link', { name: titles.hackathon })).toHaveCount(0);
    await stranger.page.goto(`/events/${hackathon}`);
    await expect(stranger.page.getByRole('heading', { name: 'Event not found', level: 1 })).toBeVisible();
    await stranger.page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(stranger.page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await openEvent(page, hackathon, titles.hackathon);
  } finally {
    await stranger.context.close();
  }
});

test('the private calendar feed: its address, Copy, and Reset after a warning', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/events');
  await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to your events' });
  const address = dialog.getByLabel('Calendar feed address');
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
  const first = await address.inputValue();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(toastText(page, 'Link copied!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  // The copied indicator lasts 2000 ms.
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Reset address' }).click();
  await expect(dialog.getByText(/The old address stops working at once/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset Address' }).click();
  await expect(toastText(page, 'Calendar address reset')).toBeVisible();
  await expect(address).not.toHaveValue(first);
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    expect((await anonymous.get(first)).status()).toBe(404);
    expect((await anonymous.get(await address.inputValue())).status()).toBe(200);
  } finally {
    await anonymous.dispose();
  }
});
