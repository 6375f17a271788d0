/**
 * The Dad Network (docs/people.md): searching for dads (with a typo, past a hidden location), suggestions
 * and Connect, a request answered from the Requests tab in the other dad's browser, My Network's Message button,
 * Discover's filters, and My Connections with its stats, filter and removal. Other members are made through the
 * API, each in a request context of their own, with names no other test uses.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  connectByApi,
  expectNoSeriousAxeViolations,
  memberIdOf,
  secondBrowser,
  signUpByApi,
  signUpInBrowser,
  test,
  uniqueLetters,
} from './support';

type Playwright = { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } };

/** A made-up surname of letters only (trigram search compares letters), different in every test and run. */
const uniqueSurname = (stem: string) => `${stem}${uniqueLetters()}`;

/** Names (and other profile fields) for a member, through PATCH /api/users/profile as that member. */
async function setProfile(request: APIRequestContext, fields: Record<string, unknown>) {
  const response = await request.patch('/api/users/profile', { data: fields });
  expect(response.status(), await response.text()).toBe(200);
}

/** A member who exists only through the API, with a name of their own; disposed of by the caller. */
async function apiMember(playwright: Playwright, baseURL: string | undefined, fields: Record<string, unknown>) {
  const request = await playwright.request.newContext({ baseURL });
  const dad = await signUpByApi(request);
  await setProfile(request, fields);
  return { request, dad };
}

const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search dads' });
/** A dad card (search, suggestions, Discover) by the dad's name. */
const dadCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** An item of another list (My Network, My Connections) by the dad's name. */
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
/** A stat card of the list named `list` reads `value` beside `label`. */
async function expectStat(page: Page, list: string, label: string, value: number) {
  const item = page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label });
  await expect(item.getByText(String(value), { exact: true })).toBeVisible();
}
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

test('search: a hint below 2 characters, examples to click, a name with a typo found with the count, then nothing', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  const surname = uniqueSurname('Thornquist');
  const subject = await apiMember(playwright, baseURL, {
    firstName: 'Barnaby',
    lastName: surname,
    bio: 'Smokes brisket every Sunday.',
  });
  try {
    await page.goto('/networking');
    await expect(page.getByRole('heading', { name: 'Dad Network', level: 1 })).toBeVisible();
    await expect(tab(page, 'Search')).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('placeholder', /name, email or interests/);
    await expect(page.getByRole('list', { name: 'Example searches' }).getByRole('button')).toHaveCount(4);

    await searchBox(page).fill('T');
    await expect(page.getByText('Type at least 2 characters to search', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Example searches' })).toHaveCount(0);

    // "Thronquist…" for "Thornquist…": two letters swapped.
    await searchBox(page).fill(`${surname.slice(0, 2)}${surname[3]}${surname[2]}${surname.slice(4)}`);
    const results = page.getByRole('list', { name: 'Search results' });
    const found = dadCard(page, `Barnaby ${surname}`);
    await expect(found).toBeVisible();
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(page.getByText('1 dad found', { exact: true })).toBeVisible();
    await expect(found.getByRole('link', { name: `Barnaby ${surname}` })).toHaveAttribute(
      'href',
      `/profile/${subject.dad.id}`,
    );
    await expect(found.getByText('Experienced Dad')).toBeVisible();
    await expect(found.getByText('Smokes brisket every Sunday.')).toBeVisible();
    await expect(found.getByRole('button', { name: 'Connect' })).toBeVisible();
    // No chat with a dad who is not a connection.
    await expect(found.getByRole('button', { name: /^Message/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await searchBox(page).fill(`zz${uniqueSurname('Nobody')}`);
    await expect(page.getByText('No dads found', { exact: true })).toBeVisible();

    // An example chip searches its word.
    await searchBox(page).fill('');
    await page.getByRole('list', { name: 'Example searches' }).getByRole('button', { name: 'Cooking' }).click();
    await expect(searchBox(page)).toHaveValue('Cooking');
  } finally {
    await subject.request.dispose();
  }
});

test('a location the member hides is not found by search, nor shown on his card', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  const town = uniqueSurname('Smokeyhollow');
  const surname = uniqueSurname('Hideaway');
  const subject = await apiMember(playwright, baseURL, {
    firstName: 'Hank',
    lastName: surname,
    location: `${town}, TX`,
  });
  try {
    await page.goto('/networking');
    await searchBox(page).fill(town);
    const found = dadCard(page, `Hank ${surname}`);
    await expect(found).toBeVisible();
    await expect(found.getByText(`${town}, TX`)).toBeVisible();

    await setProfile(subject.request, { showLocation: false });
    await page.reload();
    await searchBox(page).fill(town);
    await expect(page.getByText('No dads found', { exact: true })).toBeVisible();
    // Found by his name, his card keeps the place to himself.
    await searchBox(page).fill(surname);
    await expect(found).toBeVisible();
    await expect(found).not.toContainText(town);
  } finally {
    await subject.request.dispose();
  }
});

test('a suggested dad gets a request; he accepts it from his Requests tab and both see Connected', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.slow(); // two browsers
  await signUpInBrowser(page);
  const aSurname = uniqueSurname('Askerson');
  await setProfile(page.request, { firstName: 'Alvin', lastName: aSurname });
  const b = await secondBrowser(browser, baseURL);
  const bSurname = uniqueSurname('Bridger');
  await setProfile(b.page.request, { firstName: 'Boris', lastName: bSurname });
  // A friend of both: one mutual connection puts B first among A's suggestions, whoever else has joined.
  const friend = await apiMember(playwright, baseURL, { firstName: 'Fred', lastName: uniqueSurname('Friendly') });
  try {
    await connectByApi(page.request, friend.request);
    await connectByApi(b.page.request, friend.request);

    await page.goto('/networking');
    await expectStat(page, 'Network at a glance', 'My Connections', 1);
    await tab(page, 'Suggested').click();
    await expect(page.getByText('Based on your interests and location', { exact: true })).toBeVisible();
    const suggestion = dadCard(page, `Boris ${bSurname}`);
    await expect(suggestion).toBeVisible();
    await expect(suggestion.getByText('1 mutual connection', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await suggestion.getByRole('button', { name: 'Connect' }).click();
    await expect(toastText(page, 'Connection request sent!')).toBeVisible();
    await expect(toastText(page, 'Your request has been sent to the dad.')).toBeVisible();
    await expect(suggestion.getByRole('button', { name: 'Request Sent' })).toBeDisabled();

    // B, in his own browser: the request waits on the Requests tab, with its count.
    await b.page.goto('/networking');
    await expectStat(b.page, 'Network at a glance', 'Pending Requests', 1);
    await tab(b.page, /^Requests/).click();
    await expect(b.page).toHaveURL('/networking?tab=requests');
    const request = b.page.getByRole('list', { name: 'Pending requests' }).getByRole('listitem');
    await expect(request).toHaveCount(1);
    await expect(request).toContainText(`Alvin ${aSurname} wants to connect`);
    await expectNoSeriousAxeViolations(b.page);
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(toastText(b.page, 'Connection updated!')).toBeVisible();
    await expect(b.page.getByText('No pending requests', { exact: true })).toBeVisible();
    await expectStat(b.page, 'Network at a glance', 'Pending Requests', 0);
    await expectStat(b.page, 'Network at a glance', 'My Connections', 2);

    // B's network now holds A, with a working Message button.
    await tab(b.page, 'My Network').click();
    const inNetwork = card(b.page, `Alvin ${aSurname}`);
    await expect(inNetwork.getByText('Connected Dad', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(b.page);
    await inNetwork.getByRole('button', { name: `Message Alvin ${aSurname}` }).click();
    await expect(b.page).toHaveURL(/\/inbox\?c=[\w-]+$/);

    // A, back on the page (which reopens on the tab he left: Suggested), finds B by name: Connected, and a message
    // button.
    await page.reload();
    await expect(tab(page, 'Suggested')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Search').click();
    await searchBox(page).fill(bSurname);
    const connected = dadCard(page, `Boris ${bSurname}`);
    await expect(connected.getByRole('button', { name: 'Connected' })).toBeDisabled();
    await expect(connected.getByRole('button', { name: `Message Boris ${bSurname}` })).toBeVisible();
  } finally {
    await Promise.all([b.context.close(), friend.request.dispose()]);
  }
});

test('a declined request leaves the list; an empty network offers Discover, which filters by name, place and dad type', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  const stem = uniqueSurname('Discoveree');
  const asker = await apiMember(playwright, baseURL, {
    firstName: 'Dexter',
    lastName: `${stem}a`,
    location: 'Boise, ID',
  });
  const other = await apiMember(playwright, baseURL, { firstName: 'Otis', lastName: `${stem}b`, dadType: 'granddad' });
  try {
    const asked = await asker.request.post('/api/connections', {
      data: { targetUserId: await memberIdOf(page.request) },
    });
    expect(asked.status()).toBe(201);

    await page.goto('/networking?tab=requests');
    await expect(tab(page, /^Requests/)).toHaveAttribute('aria-selected', 'true');
    const request = page.getByRole('list', { name: 'Pending requests' }).getByRole('listitem');
    await request.getByRole('button', { name: 'Decline' }).click();
    await expect(toastText(page, 'Connection updated!')).toBeVisible();
    await expect(page.getByText('No pending requests', { exact: true })).toBeVisible();

    await tab(page, 'My Network').click();
    await expect(page.getByText('No connections yet', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Discover Dads' }).click();
    await expect(tab(page, 'Discover')).toHaveAttribute('aria-selected', 'true');

    // The newest dads first: both are on the first page.
    const filter = page.getByRole('searchbox', { name: 'Filter dads by name or location' });
    await filter.fill(stem.toUpperCase());
    const dads = page.getByRole('list', { name: 'Dads' }).getByRole('article');
    await expect(dads).toHaveCount(2);
    await filter.fill('boise');
    await expect(dads).toHaveCount(1);
    await expect(dads).toContainText(`Dexter ${stem}a`);
    await filter.fill(stem);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('group', { name: 'Filter by dad type' }).getByRole('button', { name: 'Granddad' }).click();
    await expect(dads).toHaveCount(1);
    await expect(dads).toContainText(`Otis ${stem}b`);
    await expectNoSeriousAxeViolations(page);
    await filter.fill(`${stem}zzz`);
    await expect(page.getByText('No dads found', { exact: true })).toBeVisible();
  } finally {
    await Promise.all([asker.request.dispose(), other.request.dispose()]);
  }
});

test('My Connections: the stats, the filter, and a removal through its dialog', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  const stem = uniqueSurname('Keeper');
  const near = await apiMember(playwright, baseURL, { firstName: 'Ned', lastName: `${stem}a` }); // Austin, TX, as the viewer
  const far = await apiMember(playwright, baseURL, {
    firstName: 'Frank',
    lastName: `${stem}b`,
    location: 'Dallas, TX',
    bio: 'Pitmaster.',
  });
  try {
    await page.goto('/connections');
    await expect(page.getByRole('heading', { name: 'My Connections', level: 1 })).toBeVisible();
    await expect(page.getByText('No connections yet', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Dads to Connect' })).toHaveAttribute('href', '/networking');

    await connectByApi(page.request, near.request);
    await connectByApi(far.request, page.request);
    const chat = await page.request.post('/api/conversations', { data: { participant2Id: far.dad.id } });
    expect(chat.ok()).toBe(true);
    // A direct chat counts once something is said in it.
    const chatId = ((await chat.json()) as { id: string }).id;
    expect(
      (
        await page.request.post(`/api/conversations/${chatId}/messages`, { data: { content: 'Brisket on Saturday?' } })
      ).status(),
    ).toBe(201);

    await page.reload();
    await expectStat(page, 'Connection stats', 'Total Connections', 2);
    await expectStat(page, 'Connection stats', 'Active Conversations', 1);
    await expectStat(page, 'Connection stats', 'Local Connections', 1);
    await expect(page.getByRole('link', { name: 'Back to Dad Network' })).toHaveAttribute('href', '/networking');

    const frank = card(page, `Frank ${stem}b`);
    await expect(frank.getByText('Dallas, TX')).toBeVisible();
    await expect(frank.getByText('Pitmaster.')).toBeVisible();
    await expect(frank.getByText(/^Connected \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(frank.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `/profile/${far.dad.id}`);
    await expectNoSeriousAxeViolations(page);

    const filter = page.getByRole('searchbox', { name: 'Search connections' });
    await filter.fill('dallas');
    await expect(page.getByRole('list', { name: 'Connections' }).getByRole('listitem')).toHaveCount(1);
    await filter.fill('nobody at all');
    await expect(page.getByText('No matching connections', { exact: true })).toBeVisible();
    await filter.fill('');

    await frank.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Connection' });
    await expect(dialog).toContainText(
      `Are you sure you want to remove your connection with Frank ${stem}b? This action cannot be undone.`,
    );
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(frank).toBeVisible();

    await frank.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Remove Connection' }).click();
    await expect(toastText(page, 'Connection removed')).toBeVisible();
    await expect(frank).toHaveCount(0);
    await expectStat(page, 'Connection stats', 'Total Connections', 1);
    const left = (await (await page.request.get('/api/connections')).json()) as unknown[];
    expect(left).toHaveLength(1);
  } finally {
    await Promise.all([near.request.dispose(), far.request.dispose()]);
  }
});
