import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the landing page pitches the product and counts the dads', async ({ page, request }) => {
  const { count } = (await (await request.get('/api/users/count')).json()) as { count: number };
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dadhood' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login/Dad Up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dad Up', exact: true }).first()).toBeVisible();
  const badge = page.getByText('Dads Connected').first();
  await expect(badge).toBeVisible();
  await expect(page.getByTestId('dads-connected-count')).toHaveText(count.toLocaleString('en-US'));

  await expect(page.getByRole('heading', { name: "It's Dadhood" })).toBeVisible();
  for (const card of [
    'Local & Global Groups',
    'Event Planning',
    'Dadfeed',
    'Ask a Dad',
    'Networking',
    'Community Forum',
  ]) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Start Your Dad Journey' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Groups', '/groups'],
    ['Events', '/events'],
    ['Ask a Dad', '/ask-a-dad'],
    ['Network', '/networking'],
    ['About Us', '/about'],
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
  ]) {
    await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(footer).toContainText('2025');
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Dadhood' })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: 'Dad Up', exact: true }).first().click();
  await expect(page).toHaveURL('/api/login?mode=register');
  await expect(page.getByRole('form', { name: 'Create account' })).toBeVisible();
});

test('the counter shows 1 when the count is unavailable', async ({ page }) => {
  await page.route('/api/users/count', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/');
  await expect(page.getByTestId('dads-connected-count')).toHaveText('1');
});

test('the legal pages carry the terms a member agrees to', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('6/15/25').first()).toBeVisible();
  await expect(page.getByText(/18 or older/).first()).toBeVisible();
  // The referral bonus comes when the referred member completes their profile, a few a day at most (docs/security.md).
  await expect(
    page.getByText(/\+100 Dad Score once they have completed their profile \(at most 5 bonuses a day\)/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('6/15/25').first()).toBeVisible();
  await expect(page.getByText(/delet/i).first()).toBeVisible();
});
