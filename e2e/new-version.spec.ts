/**
 * A page left open across a deploy: its operations' ids are unknown to the new server. The page reloads once to
 * the new build; meeting the same answer again within a minute, it says so instead of reloading in a loop.
 */
import { expect, type Page } from '@playwright/test';
import { signUpInBrowser, test } from './support';

/** From now on, every GraphQL request of the page asks for an operation id no server knows. */
async function sendUnknownOperationIds(page: Page) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { extensions?: { persistedQuery?: { sha256Hash?: string } } };
    if (!body?.extensions?.persistedQuery) return route.continue();
    body.extensions.persistedQuery.sha256Hash = 'f'.repeat(64);
    await route.continue({ postData: JSON.stringify(body) });
  });
}

const marked = (page: Page) => page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage === true);

test('a page meeting a newer server reloads once, then says so rather than reload again', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as { stillThisPage?: boolean }).stillThisPage = true;
  });

  await sendUnknownOperationIds(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Groups & Teams' }).click();
  await reloaded;
  expect(await marked(page)).toBe(false);

  // The reloaded page meets the same answer loading its screen: it stays, and tells the member why.
  const notice = page.getByRole('alert').filter({ hasText: 'Dadhood has been updated' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This page is out of date. Reload it in a moment to carry on.');
  await page.evaluate(() => {
    (window as { stillThisPage?: boolean }).stillThisPage = true;
  });
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(await marked(page)).toBe(true);

  // Once the server knows the page's operations again (the deploy is done), Reload brings the app back.
  await page.unrouteAll();
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Groups/ })).toBeVisible();
});
