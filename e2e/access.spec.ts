import { expect, type Page } from '@playwright/test';
import { signUpInBrowser, test } from './support';

const NOT_FOUND = 'Page Not Found';
const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
}

async function expectFound(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
}

const memberPaths = [
  '/',
  '/home',
  '/groups',
  '/groups/0197a0b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b',
  '/events',
  '/events/create',
  '/events/0197a0b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b',
  '/ask-a-dad',
  '/networking',
  '/connections',
  '/channels',
  '/channels/0197a0b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b',
  '/inbox',
  '/notifications',
  '/profile',
  '/profile/0197a0b2-1c3d-7e4f-8a9b-0c1d2e3f4a5b',
  '/terms',
  '/privacy',
  '/onboarding',
];

test('a visitor reaches the landing, about, terms and privacy pages; anything else is the 404 page', async ({
  page,
}) => {
  for (const path of ['/', '/about', '/terms', '/privacy']) await expectFound(page, path);
  for (const path of ['/home', '/groups', '/onboarding', '/profile', '/no-such-page']) await expectNotFound(page, path);
});

test('a member without a dad type or location is confined to onboarding', async ({ page }) => {
  await signUpInBrowser(page, { complete: false });
  for (const path of ['/', '/onboarding']) {
    await page.goto(path);
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  for (const path of ['/home', '/groups', '/terms', '/profile']) await expectNotFound(page, path);
});

test('a member with a complete profile reaches every listed path; anything else is the 404 page', async ({ page }) => {
  // Nineteen full page loads, most of them now fetching their screen's data: more than 30 s on a busy two-core machine.
  test.slow();
  await signUpInBrowser(page);
  for (const path of memberPaths) await expectFound(page, path);
  for (const path of ['/about', '/channels/1/edit', '/posts-nope', '/groups/1/members'])
    await expectNotFound(page, path);
  // The 404 page keeps the navigation: the member can find their way back.
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('a spinner shows while the session is loading', async ({ page }) => {
  await page.route('/api/auth/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dadhood' })).toBeVisible();
});
