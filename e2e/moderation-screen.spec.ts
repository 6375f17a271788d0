/**
 * The /moderation screen, briefly (docs/moderation.md): a member gets the 404 page there and no Moderation link; the site
 * admin (named by ADMIN_EMAILS, see playwright.config.ts) reaches it from the user menu, reviews a reported post
 * as reported and now, hides it with a reason, and finds the action in the audit log. On the Jobs tab, at a phone's
 * width, the admin reads each kind of job's counts and runs a recurring one now, which the audit log shows too.
 */
import { expect, type Locator } from '@playwright/test';
import { settledLayoutOffences } from './layout-checks';
import {
  createPostByApi,
  expectNoSeriousAxeViolations,
  SITE_ADMIN_EMAIL,
  signInAsSiteAdmin,
  signUpByApi,
  signUpInBrowser,
  test,
  uniqueDigits,
} from './support';

test.describe.configure({ timeout: 90_000 });
const PAGE_LOAD = { timeout: 30_000 };

test('members get the 404 page; the admin hides a reported post with a reason and reads it in the audit log', async ({
  page,
  playwright,
  baseURL,
}) => {
  const authorRequest = await playwright.request.newContext({ baseURL });
  const reporterRequest = await playwright.request.newContext({ baseURL });
  const author = await signUpByApi(authorRequest);
  await signUpByApi(reporterRequest);
  const content = `Cheap watches at spam.example ${Date.now()}`;
  const reason = `Spam links ${uniqueDigits()}`;
  const postId = await createPostByApi(authorRequest, { content });
  const reported = await reporterRequest.post('/api/reports', {
    data: { targetType: 'post', targetId: postId, reason: 'spam' },
  });
  expect(reported.status()).toBe(201);

  // A visitor, then a member: the 404 page at the address, and no link.
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(PAGE_LOAD);
  await signUpInBrowser(page);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Moderation' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.request.post('/api/logout');

  // The admin: from the user menu.
  const admin = await signInAsSiteAdmin(page.request, SITE_ADMIN_EMAIL);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click(PAGE_LOAD);
  await page.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(page).toHaveURL('/moderation');
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible(PAGE_LOAD);
  for (const tab of ['Reports', 'Audit log', 'Moderators'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();

  const item = page.getByRole('article').filter({ hasText: content }).first();
  await expect(item).toBeVisible();
  await expect(item.getByText('Reported by 1 member')).toBeVisible();
  await expect(item.getByRole('list', { name: 'Reasons' })).toHaveText('Spam');
  await expect(item.getByRole('region', { name: 'As reported' })).toContainText(content);
  await expect(item.getByRole('region', { name: 'Now' })).toContainText(content);
  await expect(item.getByRole('link', { name: author.username })).toBeVisible();
  for (const action of ['Dismiss', 'Hide', 'Delete', 'Warn', 'Suspend'])
    await expect(item.getByRole('button', { name: action, exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await item.getByRole('button', { name: 'Hide', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this post' });
  await dialog.getByRole('button', { name: 'Hide post' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason: it goes into the audit log.');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Hide post' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Post hidden', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: content })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toBeVisible(PAGE_LOAD);
  await expect(row).toContainText(admin.username);
  await expect(row).toContainText('Hid');
  await expect(row.getByRole('link', { name: author.username })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await authorRequest.dispose();
  await reporterRequest.dispose();
});

test('the admin reads each kind of job on the Jobs tab and runs a recurring one now, at a phone’s width', async ({
  page,
}) => {
  const admin = await signInAsSiteAdmin(page.request, SITE_ADMIN_EMAIL);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/moderation');
  await page.getByRole('tab', { name: 'Jobs' }).click(PAGE_LOAD);
  const tab = page.getByRole('tabpanel', { name: 'Jobs' });
  const kinds = tab.getByRole('table', { name: 'Jobs by kind' });
  await expect(kinds).toBeVisible(PAGE_LOAD);
  await expect(kinds.getByRole('columnheader')).toHaveText(['Kind', 'Queued', 'Running', 'Done', 'Failed']);
  // Every kind of the catalogue, each with its four counts.
  for (const kind of ['panic-fan-out', 'password-reset-mail', 'mail-retry', 'sweep-expired', 'news-refresh']) {
    const row = kinds.getByRole('row', { name: kind });
    await expect(row.getByRole('cell')).toHaveText([/^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/]);
  }
  await expect(tab.getByRole('heading', { name: 'Failed jobs' })).toBeVisible();
  expect(await settledLayoutOffences(page)).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  // Run now: only for a kind that runs on a schedule; a reason, then the counts are fetched again.
  await expect(kinds.getByRole('button', { name: 'Run password-reset-mail now' })).toHaveCount(0);
  const digest = kinds.getByRole('row', { name: 'notification-digest' });
  const jobsOf = async (row: Locator) =>
    (await row.getByRole('cell').allTextContents()).reduce((sum, count) => sum + Number(count.replace(/,/g, '')), 0);
  const before = await jobsOf(digest);
  await digest.getByRole('button', { name: 'Run notification-digest now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run notification-digest now?' });
  await expect(dialog).toContainText(
    'It runs shortly, and again at its scheduled time. Each run does only what is due.',
  );
  await dialog.getByRole('button', { name: 'Run now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason: it goes into the audit log.');
  expect(await settledLayoutOffences(page)).toEqual([]);
  const reason = `Digest after an outage ${uniqueDigits()}`;
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Run now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('The job is queued: it runs shortly, and again at its scheduled time.', { exact: true }),
  ).toBeVisible();
  await expect(async () => expect(await jobsOf(digest)).toBeGreaterThan(before)).toPass();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const entry = page.getByRole('row').filter({ hasText: reason });
  await expect(entry).toBeVisible(PAGE_LOAD);
  await expect(entry).toContainText(admin.username);
  await expect(entry).toContainText('Ran a job now');
  await expect(entry).toContainText('Job notification-digest');
});
