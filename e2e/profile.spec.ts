/**
 * The profile (docs/people.md): a dad edits every kind of field and finds it after a reload; his privacy
 * settings hide fields from another member's view of /profile/{id}; the political filter and a block shape his
 * Dadfeed; he changes his password, takes his data and deletes his account. Other members are made through the
 * API, each in a request context of their own.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { scene } from '../api/src/testing/images';
import {
  createPostByApi,
  deletePostsByApi,
  expectSignedIn,
  memberIdOf,
  signIn,
  signUpByApi,
  signUpInBrowser,
  test,
} from './support';

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const editor = (page: Page) => page.getByRole('form', { name: 'Edit Profile' });

async function startEditing(page: Page) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeFocused();
}

/** A second member in a browser of their own (a second context: nothing shared with the first). */
async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const dad = await signUpInBrowser(page);
  return { context, page, dad };
}

/** A member who exists only through the API (posts, requests), disposed of at the end. */
async function apiMember(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
) {
  const request = await playwright.request.newContext({ baseURL });
  return { request, dad: await signUpByApi(request) };
}

test('a dad edits every kind of profile field and finds it all after a reload', async ({ page }) => {
  test.slow(); // a long form, filled like a person would, and axe on it
  const dad = await signUpInBrowser(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: dad.firstName, level: 1 })).toBeVisible();
  await expect(page.getByText(`@${dad.username}`)).toBeVisible();
  await expect(page.getByText(/^Dad since /)).toBeVisible();
  // Onboarding's answers: location shown by default, e-mail not; Sports without details says so.
  await expect(section(page, 'Contact Information')).toContainText('Austin, TX');
  await expect(section(page, 'Contact Information')).not.toContainText(dad.email);
  await expect(section(page, 'Sports & Athletics')).toContainText('No sports preferences added yet.');
  await expect(section(page, 'Interests').getByRole('listitem')).toHaveText(['Sports', 'DIY']);
  await expect(section(page, 'Family Information')).toHaveCount(0);

  await startEditing(page);
  const form = editor(page);
  await form.getByLabel('First Name', { exact: true }).fill('Samuel');
  await form.getByLabel('Last Name', { exact: true }).fill('Griller');
  await expect(form.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
    '3-20 characters, letters, numbers, underscores only. This is your display name when posting and commenting.',
  );
  await form.getByLabel('Location', { exact: true }).fill('Dallas, TX');
  await form.getByLabel('Bio', { exact: true }).fill('Weekend pitmaster, weekday carpool driver.');
  await form.getByRole('radiogroup', { name: 'Dad Type' }).getByRole('radio', { name: 'Step Dad' }).click();

  // Interests: chips to remove and to add; the collectibles block comes with its interest.
  await expect(form.getByRole('region', { name: 'Collectibles Preferences' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Remove DIY' }).click();
  await form.getByRole('button', { name: 'Add Collectibles' }).click();
  await expect(form.getByRole('list', { name: 'Chosen interests' }).getByRole('listitem')).toHaveText([
    'Sports',
    'Collectibles',
  ]);

  // Sports: checkboxes, Other with the member's own entries, favorite teams on Enter (trimmed, once).
  const sports = form.getByRole('region', { name: 'Sports Preferences' });
  const watch = sports.getByRole('group', { name: 'Sports I Watch' });
  await watch.getByRole('checkbox', { name: 'Football', exact: true }).click();
  await watch.getByRole('checkbox', { name: 'Other' }).click();
  await watch.getByRole('textbox', { name: 'Other sport you watch' }).fill('Curling');
  await watch.getByRole('textbox', { name: 'Other sport you watch' }).press('Enter');
  const play = sports.getByRole('group', { name: 'Sports I Play' });
  await play.getByRole('checkbox', { name: 'Golf', exact: true }).click();
  await play.getByRole('checkbox', { name: 'Other' }).click();
  await play.getByRole('textbox', { name: 'Other sport you play' }).fill('  Axe Throwing ');
  await play.getByRole('textbox', { name: 'Other sport you play' }).press('Enter');
  const teams = sports.getByRole('textbox', { name: 'Favorite Teams' });
  for (const team of ['  Dallas Cowboys ', 'dallas cowboys', 'Texas Rangers']) {
    await teams.fill(team);
    await teams.press('Enter');
  }
  await expect(sports.getByRole('list', { name: 'Favorite Teams' }).getByRole('listitem')).toHaveText([
    'Dallas Cowboys',
    'Texas Rangers',
  ]);
  await expect(form).toBeVisible(); // Enter added the team: it did not submit the form

  const outdoor = form.getByRole('region', { name: 'Outdoor Preferences' });
  await outdoor.getByRole('checkbox', { name: 'Camping' }).click();
  await outdoor.getByRole('checkbox', { name: 'Fishing' }).click();
  await form
    .getByRole('region', { name: 'Collectibles Preferences' })
    .getByRole('checkbox', { name: 'Vinyl Records' })
    .click();

  await form
    .getByRole('radiogroup', { name: 'Family Structure' })
    .getByRole('radio', { name: 'Blended family' })
    .click();
  await form.getByLabel('Number of Kids').fill('2');
  await form.getByRole('group', { name: 'Kid 1' }).getByLabel('Age').fill('9');
  await form.getByRole('group', { name: 'Kid 1' }).getByLabel('Gender').selectOption('Girl');
  await form.getByRole('group', { name: 'Kid 2' }).getByLabel('Age').fill('6');
  await form.getByRole('group', { name: 'Kid 2' }).getByLabel('Gender').selectOption('Boy');
  await form.getByRole('radiogroup', { name: 'Dad Bod Type' }).getByRole('radio', { name: 'Bear dad bod' }).click();
  await form.getByRole('radiogroup', { name: 'Hairline' }).getByRole('radio', { name: 'Receding hairline' }).click();

  await form
    .getByLabel('Profile photo file')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await scene('grill') });
  await expect(form.getByText('me.jpg will be your new photo once you save.')).toBeVisible();
  await expectNoSeriousAxeViolations(page); // the editor with every block open

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Samuel Griller', level: 1 })).toBeVisible();
  await expect(page.locator('main img[src*="/uploads/"]').first()).toBeVisible();
  await expect(section(page, 'Dad Info')).toContainText('Step Dad');
  await expect(section(page, 'Contact Information')).toContainText('Dallas, TX');
  await expect(section(page, 'About')).toHaveText(/Weekend pitmaster, weekday carpool driver\./);
  await expect(section(page, 'Interests').getByRole('listitem')).toHaveText(['Sports', 'Collectibles']);
  const sportsShown = section(page, 'Sports & Athletics');
  await expect(sportsShown.getByRole('list', { name: 'Sports I watch' }).getByRole('listitem')).toHaveText([
    'Football',
    'Curling',
  ]);
  await expect(sportsShown.getByRole('list', { name: 'Sports I play' }).getByRole('listitem')).toHaveText([
    'Golf',
    'Axe Throwing',
  ]);
  await expect(sportsShown.getByRole('list', { name: 'Favorite teams' }).getByRole('listitem')).toHaveText([
    'Dallas Cowboys',
    'Texas Rangers',
  ]);
  await expect(section(page, 'Outdoor Activities').getByRole('listitem')).toHaveText(['Camping', 'Fishing']);
  await expect(section(page, 'Collectibles').getByRole('listitem')).toHaveText(['Vinyl Records']);
  const family = section(page, 'Family Information');
  await expect(family).toContainText('Blended family');
  await expect(family).toContainText('9, 6');
  await expect(family).toContainText('Girl, Boy');
  // Dad bod and hairline are saved but not shown: their show flags are off until the privacy settings say so.
  await expect(section(page, 'Dad Characteristics')).toHaveCount(0);

  // The editor opens on what was saved; Cancel drops a change.
  await startEditing(page);
  await expect(
    editor(page).getByRole('radiogroup', { name: 'Dad Bod Type' }).getByRole('radio', { name: 'Bear dad bod' }),
  ).toBeChecked();
  await expect(editor(page).getByRole('group', { name: 'Kid 2' }).getByLabel('Age')).toHaveValue('6');
  await editor(page).getByLabel('First Name', { exact: true }).fill('Nobody');
  await editor(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Samuel Griller', level: 1 })).toBeVisible();

  // The server's refusal shows as its message, and the editor stays.
  await startEditing(page);
  await editor(page).getByLabel('Location', { exact: true }).fill('');
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location cannot be empty: your profile needs it.')).toBeVisible();
  await expect(editor(page)).toBeVisible();
});

test("privacy settings hide fields from another member's view of the profile", async ({ page, browser, baseURL }) => {
  test.slow(); // two browsers, and axe three times
  const dad = await signUpInBrowser(page);
  const dadId = await memberIdOf(page.request);
  const other = await secondBrowser(browser, baseURL);
  try {
    expect(
      (
        await page.request.patch('/api/users/profile', {
          data: { dadBodType: 'dad-bod-runner', hairline: 'hat-guy', familyStructure: 'nuclear' },
        })
      ).status(),
    ).toBe(200);

    // Before: the other dad (not a connection) sees the location, not the e-mail nor the dad bod.
    await other.page.goto(`/profile/${dadId}`);
    await expect(other.page.getByRole('heading', { name: dad.firstName, level: 1 })).toBeVisible();
    await expect(section(other.page, 'Contact Information')).toContainText('Austin, TX');
    await expect(section(other.page, 'Dad Characteristics')).toHaveCount(0);
    await expect(section(other.page, 'Family Information')).toContainText('Nuclear family');
    await expect(other.page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Privacy Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Settings' });
    const row = (label: string) => dialog.getByRole('group', { name: label });
    await expect(row('Location').getByRole('checkbox', { name: 'Show on profile' })).toBeChecked();
    await expect(row('Email Address').getByRole('radiogroup', { name: 'Visible to' })).toHaveCount(0);
    await row('Email Address').getByRole('checkbox', { name: 'Show on profile' }).click();
    await row('Email Address').getByRole('radio', { name: 'Connections Only' }).click();
    await row('Location').getByRole('radio', { name: 'Private' }).click();
    await row('Dad Bod Type').getByRole('checkbox', { name: 'Show on profile' }).click();
    await expect(row('Dad Bod Type').getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await row('Family Structure').getByRole('checkbox', { name: 'Show on profile' }).click();
    await dialog.getByRole('button', { name: 'Save Privacy Settings' }).click();
    await expect(page.getByText('Privacy settings updated', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // His own view shows what his show flags allow.
    await expect(section(page, 'Contact Information')).toContainText(dad.email);
    await expect(section(page, 'Dad Characteristics')).toContainText('Runner dad bod');
    await expect(section(page, 'Family Information')).toHaveCount(0);

    // The other dad: e-mail for connections only, location private, the dad bod for everyone, no family structure.
    await other.page.reload();
    await expect(section(other.page, 'Dad Characteristics')).toContainText('Runner dad bod');
    await expect(section(other.page, 'Contact Information')).toHaveText(/Contact information is private/);
    await expect(other.page.getByText(dad.email)).toHaveCount(0);
    await expect(other.page.getByText('Austin, TX')).toHaveCount(0);
    await expect(section(other.page, 'Family Information')).toHaveCount(0);
    await expect(section(other.page, 'Dad Characteristics')).not.toContainText('Hat guy');

    // Both views pass axe.
    await expectNoSeriousAxeViolations(other.page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Privacy Settings' }).click();
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  } finally {
    await other.context.close();
  }
});

test("a member's profile connects, accepts, messages; unknown ids are not found; one's own id is one's own profile", async ({
  page,
  playwright,
  baseURL,
}) => {
  const dad = await signUpInBrowser(page);
  const dadId = await memberIdOf(page.request);
  const asker = await apiMember(playwright, baseURL);
  const stranger = await apiMember(playwright, baseURL);
  try {
    // A stranger: Connect sends a request, and the button says so.
    await page.goto(`/profile/${stranger.dad.id}`);
    await expect(page.getByRole('heading', { name: stranger.dad.firstName, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Message' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('Connection request sent!', { exact: true })).toBeVisible();
    await expect(page.getByText('Your request has been sent to the dad.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Sent' })).toBeDisabled();

    // Someone who asked him: Accept, then Message opens their chat in the inbox.
    expect((await asker.request.post('/api/connections/request', { data: { receiverId: dadId } })).status()).toBe(201);
    await page.goto(`/profile/${asker.dad.id}`);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Connection updated!', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connected' })).toBeDisabled();
    await page.getByRole('button', { name: 'Message' }).click();
    await expect(page).toHaveURL(/\/inbox\?c=[\w-]+$/);
    await expect(page.getByRole('heading', { name: asker.dad.username, level: 2 })).toBeVisible();

    for (const id of ['not-a-member', '00000000-0000-4000-8000-000000000000']) {
      await page.goto(`/profile/${id}`);
      await expect(page.getByRole('heading', { name: 'Profile not found', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Dad Network' })).toHaveAttribute('href', '/networking');
    }

    await page.goto(`/profile/${dadId}`);
    await expect(page.getByRole('heading', { name: dad.firstName, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect' })).toHaveCount(0);
  } finally {
    await Promise.all([asker.request.dispose(), stranger.request.dispose()]);
  }
});

test('the political filter hides political posts from his Dadfeed', async ({ page, playwright, baseURL }) => {
  const dad = await signUpInBrowser(page);
  const author = await apiMember(playwright, baseURL);
  const ids: string[] = [];
  try {
    const tag = dad.username;
    ids.push(
      await createPostByApi(author.request, {
        content: `Read both sides before the bond vote ${tag}`,
        hashtags: JSON.stringify(['politics']),
      }),
    );
    ids.push(
      await createPostByApi(author.request, {
        content: `Brisket is resting ${tag}`,
        hashtags: JSON.stringify(['bbq']),
      }),
    );
    const political = page.getByRole('article').filter({ hasText: `bond vote ${tag}` });
    const brisket = page.getByRole('article').filter({ hasText: `Brisket is resting ${tag}` });
    await page.goto('/home');
    await expect(political).toBeVisible();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Feed Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feed Settings' });
    const filter = dialog.getByRole('switch', { name: 'Political Content Filter' });
    await expect(filter).toHaveAccessibleDescription('Hide posts with political content from your feed');
    await expect(filter).not.toBeChecked();
    await filter.click();
    await expect(page.getByText('Feed settings updated', { exact: true })).toBeVisible();
    await expect(filter).toBeChecked();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto('/home');
    await expect(brisket).toBeVisible();
    await expect(political).toHaveCount(0);

    // Saved on the server: the switch reads on after a reload.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Feed Settings' }).click();
    await expect(dialog.getByRole('switch', { name: 'Political Content Filter' })).toBeChecked();
  } finally {
    await deletePostsByApi(author.request, ids);
    await author.request.dispose();
  }
});

test('blocking a member from his profile hides his posts from the Dadfeed; unblocking brings them back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const dad = await signUpInBrowser(page);
  const other = await apiMember(playwright, baseURL);
  const ids: string[] = [];
  try {
    ids.push(await createPostByApi(other.request, { content: `Smoker is warming up ${dad.username}` }));
    ids.push(await createPostByApi(page.request, { content: `Mine stays ${dad.username}` }));
    const theirs = page.getByRole('article').filter({ hasText: `Smoker is warming up ${dad.username}` });
    const mine = page.getByRole('article').filter({ hasText: `Mine stays ${dad.username}` });
    await page.goto('/home');
    await expect(theirs).toBeVisible();

    await page.goto(`/profile/${other.dad.id}`);
    await page.getByRole('button', { name: 'Block' }).click();
    const confirm = page.getByRole('dialog', { name: `Block ${other.dad.firstName}?` });
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByText('Member blocked', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect' })).toHaveCount(0);
    await expect(section(page, 'Profile hidden')).toBeVisible();

    await page.goto('/home');
    await expect(mine).toBeVisible();
    await expect(theirs).toHaveCount(0);

    await page.goto(`/profile/${other.dad.id}`);
    await page.getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByText('Member unblocked', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
    await expect(section(page, 'About')).toBeVisible();

    await page.goto('/home');
    await expect(theirs).toBeVisible();
  } finally {
    await deletePostsByApi(other.request, ids.slice(0, 1));
    await deletePostsByApi(page.request, ids.slice(1));
    await other.request.dispose();
  }
});

test('a dad changes his password in the editor and signs in with the new one', async ({ page }) => {
  const dad = await signUpInBrowser(page);
  await page.goto('/profile');
  await startEditing(page);
  const form = editor(page);
  const fill = async (current: string, next: string, confirm: string) => {
    await form.getByLabel('Current Password', { exact: true }).fill(current);
    await form.getByLabel('New Password', { exact: true }).fill(next);
    await form.getByLabel('Confirm New Password', { exact: true }).fill(confirm);
  };

  // Checked before the server is asked.
  await fill(dad.password, 'smoked-brisket-1', 'smoked-brisket-2');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New passwords do not match', { exact: true })).toBeVisible();
  await fill(dad.password, 'short', 'short');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New password must be at least 8 characters long', { exact: true })).toBeVisible();
  // The server's refusal.
  await fill('not-my-password', 'smoked-brisket-1', 'smoked-brisket-1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Current password is incorrect.', { exact: true })).toBeVisible();

  // Show/hide toggles.
  const current = form.getByLabel('Current Password', { exact: true });
  await expect(current).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show current password' }).click();
  await expect(current).toHaveAttribute('type', 'text');

  await fill(dad.password, 'smoked-brisket-1', 'smoked-brisket-1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();

  await page.goto('/api/logout');
  await signIn(page, dad.username, dad.password);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Invalid e-mail, username or password.',
  );
  await signIn(page, dad.username, 'smoked-brisket-1');
  await expectSignedIn(page, dad);
});

test('a dad downloads his data, then deletes his account', async ({ page }) => {
  const dad = await signUpInBrowser(page);
  await createPostByApi(page.request, { content: `My last brisket ${dad.username}` });
  await page.goto('/profile');
  const yourData = section(page, 'Your data');

  const download = page.waitForEvent('download');
  await yourData.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`dadhood-data-${dad.username}.json`);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    profile: { username: string };
    posts: { content: string }[];
  };
  expect(data.profile.username).toBe(dad.username);
  expect(data.posts.map((post) => post.content)).toContain(`My last brisket ${dad.username}`);

  await yourData.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Password is incorrect.');
  await dialog.getByLabel('Password').fill(dad.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // A visitor again, on the landing page; the account is gone.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Login/Dad Up' })).toBeVisible();
  await signIn(page, dad.username, dad.password);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Invalid e-mail, username or password.',
  );
});
