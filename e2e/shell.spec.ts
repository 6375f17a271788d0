/** The signed-in shell: top navigation, global search, notifications, invitations, the phone menu, accessibility. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  decodeQuotedPrintable,
  mailTo,
  newDad,
  signUpInBrowser,
  test,
  uniqueDigits,
  verifyEmailByApi,
} from './support';

const sections = [
  { name: 'Dashboard', path: '/home' },
  { name: 'Groups & Teams', path: '/groups' },
  { name: 'Events', path: '/events' },
  { name: 'Channels', path: '/channels' },
  { name: 'Ask a Dad', path: '/ask-a-dad' },
  { name: 'Network', path: '/networking' },
  { name: 'Messages', path: '/inbox' },
  { name: 'Profile', path: '/profile' },
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const searchResults = (page: Page) => page.getByRole('region', { name: 'Search results' });

/**
 * A member who only exists on the server, registered from a cookie jar of their own. One who came with a
 * referral code finishes onboarding too: that is when their referrer is rewarded.
 */
async function registerElsewhere(
  newContext: () => Promise<APIRequestContext>,
  extra: Record<string, unknown> = {},
  dad = newDad(),
) {
  const context = await newContext();
  const response = await context.post('/api/register', { data: { ...dad, confirmAdult: true, ...extra } });
  expect(response.status()).toBe(201);
  if (extra.ref) {
    const onboarded = await context.patch('/api/users/onboarding', {
      data: { dadType: 'new', location: 'Austin, TX' },
    });
    expect(onboarded.status()).toBe(200);
  }
  await context.dispose();
  return dad;
}

async function openShell(page: Page) {
  const dad = await signUpInBrowser(page);
  await page.goto('/home');
  await expect(page.getByRole('banner')).toBeVisible();
  return dad;
}

test('every link in the top navigation reaches its screen and is marked current there', async ({ page }) => {
  await openShell(page);
  const nav = mainNav(page);
  for (const { name, path } of sections) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  }
  await page.getByRole('banner').getByRole('link', { name: 'Dadhood' }).click();
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
});

test('global search finds another dad from 2 characters and says when nothing matches', async ({
  page,
  playwright,
  baseURL,
}) => {
  const other = { ...newDad(), username: `bbq_${uniqueDigits(16)}` };
  await registerElsewhere(() => playwright.request.newContext({ baseURL }), {}, other);
  await openShell(page);

  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', 'Search dads, groups, events...');
  await search.fill(' b ');
  await page.waitForTimeout(400);
  await expect(searchResults(page)).toHaveCount(0);

  await search.fill(other.username);
  const results = searchResults(page);
  await expect(results.getByRole('heading', { name: 'Dads' })).toBeVisible();
  const hit = results.getByRole('link', { name: new RegExp(`@${other.username}`) });
  await expect(hit).toBeVisible();
  await search.press('ArrowDown');
  await expect(results.getByRole('link').first()).toBeFocused();
  await hit.click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(results).toHaveCount(0);

  await search.fill('zzqx nothing');
  await expect(results.getByText('No results found for "zzqx nothing"')).toBeVisible();
  await search.press('Escape');
  await expect(results).toHaveCount(0);
  await expect(search).toHaveValue('zzqx nothing');

  // A click reopens it; losing focus hides it (after 150 ms).
  await search.click();
  await expect(results).toBeVisible();
  await page.getByRole('main').click();
  await expect(results).toHaveCount(0);
});

test('a referral notification arrives live; opening the bell lists it and clears the badge', async ({
  page,
  playwright,
  baseURL,
}) => {
  await openShell(page);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveText('');

  await bell.click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByText('No notifications')).toBeVisible();
  await expect(dropdown.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/notifications');
  await page.keyboard.press('Escape');
  await expect(dropdown).toHaveCount(0);

  const generated = await page.request.post('/api/users/generate-referral-code');
  expect(generated.ok()).toBe(true);
  const { referralCode } = (await generated.json()) as { referralCode: string };
  await registerElsewhere(() => playwright.request.newContext({ baseURL }), { ref: referralCode });

  // Live, without a reload: well before the 30 s fallback poll could have fetched it.
  await expect(bell).toHaveText('1', { timeout: 8_000 });

  await bell.click();
  await expect(dropdown.getByRole('listitem')).toHaveCount(1);
  await expect(dropdown.getByText('Just now')).toBeVisible();
  await expect(bell).toHaveText('');
  await dropdown.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL('/notifications');
  await expect(dropdown).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications' })).toHaveText('');
});

test('with the socket down, the badge falls back to polling the count every 30 s', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The subscription socket is refused (a proxy without WebSocket support, say); the clock is ours to move.
  await page.routeWebSocket(/\/graphql$/, (socket) => socket.close());
  await page.clock.install();
  await openShell(page);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveText('');

  const generated = await page.request.post('/api/users/generate-referral-code');
  const { referralCode } = (await generated.json()) as { referralCode: string };
  await registerElsewhere(() => playwright.request.newContext({ baseURL }), { ref: referralCode });

  await page.clock.runFor(5_000);
  await expect(bell).toHaveText('');
  await page.clock.runFor(30_000);
  await expect(bell).toHaveText('1');
});

test('inviting friends: the referral link, invalid addresses listed, the valid ones counted and e-mailed', async ({
  page,
  request,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const dad = await openShell(page);
  // Invitations go out only from a verified address.
  await verifyEmailByApi(request, dad.email);
  await page.getByRole('banner').getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Friends to Dadhood' });

  await dialog.getByRole('button', { name: 'Generate Code' }).click();
  await expect(page.getByText('Referral Code Generated', { exact: true })).toBeVisible();
  const link = dialog.getByLabel('Your referral link');
  await expect(link).toHaveValue(/\/\?ref=[A-Z0-9]+$/);
  await expect(dialog.getByRole('button', { name: 'Generate Code' })).toHaveCount(0);
  const linkValue = await link.inputValue();
  const code = new URL(linkValue).searchParams.get('ref')!;

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkValue);

  const send = dialog.getByRole('button', { name: /^Send/ });
  await expect(send).toHaveText('Send Invites');
  await expect(send).toBeDisabled();
  const tag = uniqueDigits();
  const friends = [`pal_${tag}@example.com`, `buddy_${tag}@example.com`];
  await dialog.getByLabel('Email addresses').fill(`${friends[0]}, not-an-email\n${friends[1]}\nbad @example.com`);
  const warning = dialog.getByRole('alert');
  await expect(warning).toContainText('not-an-email');
  await expect(warning).toContainText('bad @example.com');
  await expect(warning).not.toContainText(friends[0]!);
  await expect(send).toHaveText('Send 2 Invites');

  await send.click();
  await expect(page.getByText('Invites Sent', { exact: true })).toBeVisible();
  await expect(page.getByText('Sent 2 invites.', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  for (const friend of friends) {
    await expect.poll(async () => (await mailTo(request, friend)).length).toBe(1);
    const [mail] = await mailTo(request, friend);
    expect(decodeQuotedPrintable(mail!.raw)).toContain(`/?ref=${code}`);
  }

  // Opened again: the link stays, the form starts empty with one address counted singular.
  await page.getByRole('banner').getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(dialog.getByLabel('Your referral link')).toHaveValue(linkValue);
  await dialog.getByLabel('Email addresses').fill(`solo_${tag}@example.com`);
  await expect(dialog.getByRole('button', { name: /^Send/ })).toHaveText('Send 1 Invite');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens a menu with the links, search, who is signed in, Invite and Log out', async ({ page }) => {
    const dad = await openShell(page);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();

    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const menu = mainNav(page);
    for (const { name } of sections) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(menu.getByText(`@${dad.username}`)).toBeVisible();
    await expect(menu.getByText(dad.username, { exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Invite' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log out' })).toBeVisible();

    await menu.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL('/events');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await hamburger.click();
    await mainNav(page).getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite Friends to Dadhood' })).toBeVisible();
    await page.keyboard.press('Escape');

    await hamburger.click();
    await mainNav(page).getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Login/Dad Up' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  /** The shell only: the screen inside <main> is another suite's business. */
  async function expectNoSeriousViolations(page: Page, state: string) {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa'])
      .exclude('#main > *')
      .analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious, `${state}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
  }

  test('the desktop shell, with its search, notifications and invite dialog open', async ({ page }) => {
    test.slow(); // four full-page axe scans: on a busy machine they alone can take most of 30 s
    await openShell(page);
    await expectNoSeriousViolations(page, 'closed');

    await page.getByRole('searchbox', { name: 'Search' }).fill('zz nothing here');
    await expect(searchResults(page).getByText(/No results found for/)).toBeVisible();
    await expectNoSeriousViolations(page, 'search open');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('No notifications')).toBeVisible();
    await expectNoSeriousViolations(page, 'notifications open');
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Friends to Dadhood' });
    await dialog.getByLabel('Email addresses').fill('good@example.com, nope');
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, 'invite dialog open');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the phone shell with its menu open', async ({ page }) => {
      await openShell(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(mainNav(page)).toBeVisible();
      await expectNoSeriousViolations(page, 'phone menu open');
    });
  });
});

test('a signed-in member gets the shell with a skip link to the content', async ({ page }) => {
  await openShell(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
