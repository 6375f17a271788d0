/**
 * Notification settings (docs/web.md): a member opens them from his profile, turns e-mail off and on per category,
 * sets the digest and quiet hours in his time zone, and finds it all again after a reload; the server's refusal
 * of equal times shows under To. The page fits a phone, lists what he muted with Remove, and the unsubscribe page
 * says when a mail's link is not valid, signed out or in.
 */
import { expect, type Page } from '@playwright/test';
import { settledLayoutOffences } from './layout-checks';
import {
  createGroupByApi,
  expectNoSeriousAxeViolations,
  graphqlAnswered as answered,
  signUpInBrowser,
  test,
  toastText,
  unique,
} from './support';

const emailSwitch = (page: Page, category: string) => page.getByRole('switch', { name: `${category}: E-mail` });

/** Flips a category's switch and waits for the server to have it. */
async function flip(page: Page, category: string) {
  const saved = answered(page, 'useUpdateNotificationPreferenceMutation');
  await emailSwitch(page, category).click();
  expect((await saved).ok()).toBe(true);
}

const quietHours = (page: Page) => page.getByRole('region', { name: 'Quiet hours' });

test.describe('in Berlin', () => {
  // The browser's zone: a new member's is UTC, so the page offers Berlin in one click.
  test.use({ timezoneId: 'Europe/Berlin' });

  test('a member chooses what reaches him, the digest and quiet hours, and finds them after a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpInBrowser(page);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL('/settings/notifications');
    await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Notification settings/);

    // The defaults: comments by e-mail, fist bumps not; messages always in the app.
    await expect(emailSwitch(page, 'Comments on my posts')).toBeChecked();
    await expect(emailSwitch(page, 'Fist bumps on my posts')).not.toBeChecked();
    const messagesInApp = page.getByRole('switch', { name: 'Messages: In the app' });
    await expect(messagesInApp).toBeChecked();
    await expect(messagesInApp).toBeDisabled();
    await expect(page.getByRole('row', { name: /^Messages/ }).getByText('Always shown')).toBeVisible();

    // Each switch saves at once; no Save button.
    await flip(page, 'Comments on my posts');
    await flip(page, 'Fist bumps on my posts');
    await page.reload();
    await expect(emailSwitch(page, 'Comments on my posts')).not.toBeChecked();
    await expect(emailSwitch(page, 'Fist bumps on my posts')).toBeChecked();
    await flip(page, 'Fist bumps on my posts');
    await flip(page, 'Comments on my posts');
    await page.reload();
    await expect(emailSwitch(page, 'Comments on my posts')).toBeChecked();
    await expect(emailSwitch(page, 'Fist bumps on my posts')).not.toBeChecked();

    // The digest, saved at once.
    const digest = page.getByRole('radiogroup', { name: 'E-mail digest' });
    await expect(digest.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    const digestSaved = answered(page, 'useUpdateNotificationSettingsMutation');
    await digest.getByRole('radio', { name: 'Daily' }).click();
    expect((await digestSaved).ok()).toBe(true);

    // The browser's zone in one click, then quiet hours with their own Save.
    const section = quietHours(page);
    const zone = section.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue('UTC');
    await section.getByRole('button', { name: 'Use my time zone (Europe/Berlin)' }).click();
    await expect(toastText(page, 'Time zone saved')).toBeVisible();
    await expect(zone).toHaveValue('Europe/Berlin');
    await expect(section.getByRole('button', { name: /^Use my time zone/ })).toBeHidden();
    await section.getByRole('checkbox', { name: 'Pause e-mail and push during quiet hours' }).click();
    await section.getByLabel('From', { exact: true }).fill('22:00');
    await section.getByLabel('To', { exact: true }).fill('07:00');
    await section.getByRole('button', { name: 'Save quiet hours' }).click();
    await expect(toastText(page, 'Quiet hours saved')).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('radiogroup', { name: 'E-mail digest' }).getByRole('radio', { name: 'Daily' }),
    ).toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Pause e-mail and push during quiet hours' })).toBeChecked();
    await expect(section.getByLabel('From', { exact: true })).toHaveValue('22:00');
    await expect(section.getByLabel('To', { exact: true })).toHaveValue('07:00');
    await expect(zone).toHaveValue('Europe/Berlin');
    const stored = await page.request.get('/api/notifications/settings');
    expect(await stored.json()).toMatchObject({
      timeZone: 'Europe/Berlin',
      quietHours: { start: '22:00', end: '07:00' },
      digest: 'daily',
    });

    // Equal times: the server's words, under To.
    await section.getByLabel('To', { exact: true }).fill('22:00');
    await section.getByRole('button', { name: 'Save quiet hours' }).click();
    await expect(section.getByText('Quiet hours must end at another time than they start.')).toBeVisible();
    await expect(section.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByLabel('From', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test('from /notifications, the settings fit a phone and list what he muted, with Remove', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpInBrowser(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const name = unique('Quiet Grillers');
  const groupId = await createGroupByApi(page.request, {
    name,
    description: 'Made by notification-settings.spec.ts',
    isPublic: false,
  });

  await page.goto('/notifications');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings/notifications');
  const list = page.getByRole('region', { name: 'Muted and followed' });
  await expect(list.getByText('Nothing muted or followed.')).toBeVisible();
  await expect(list.getByText('Use the bell on a group, event, channel or question to choose.')).toBeVisible();
  // Push cannot run here (the suite blocks service workers): the card says so instead of waiting for ever.
  await expect(
    page.getByRole('region', { name: 'Push on this device' }).getByText('Checking this browser…'),
  ).toBeHidden({
    timeout: 15_000,
  });
  await expect(page.getByText('Push is not on for any of your devices.')).toBeVisible();
  expect(await settledLayoutOffences(page)).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  const muted = await page.request.put('/api/notifications/follows', {
    data: { targetType: 'group', targetId: groupId, level: 'muted' },
  });
  expect(muted.status(), await muted.text()).toBe(200);
  await page.reload();
  const row = list.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/groups/${groupId}`);
  await expect(row.getByText('Muted', { exact: true })).toBeVisible();
  expect(await settledLayoutOffences(page)).toEqual([]);
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(row).toHaveCount(0);
  await expect(list.getByText('Nothing muted or followed.')).toBeVisible();
  await page.reload();
  await expect(list.getByText('Nothing muted or followed.')).toBeVisible();
});

test('an unsubscribe link that is not valid says so, signed out and signed in, and changes nothing', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/notifications'))
      posts.push(request.url());
  });
  await page.goto('/unsubscribe?token=bad');
  await expect(page.getByRole('heading', { name: 'This unsubscribe link is not valid.', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/api/login?returnTo=%2Fsettings%2Fnotifications',
  );
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await signUpInBrowser(page);
  await page.goto('/unsubscribe?token=bad');
  await expect(page.getByRole('heading', { name: 'This unsubscribe link is not valid.', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Change your notification settings' }).click();
  await expect(page).toHaveURL('/settings/notifications');
  expect(posts).toEqual([]);
});
