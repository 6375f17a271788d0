/** Onboarding: the terms dialog, the three steps, and what completing opens up. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signUpInBrowser, test } from './support';

const PRODUCT_NAME = 'Dadhood';

function termsDialog(page: Page) {
  return page.getByRole('dialog', { name: `Welcome to ${PRODUCT_NAME}` });
}

async function acceptTerms(page: Page) {
  const dialog = termsDialog(page);
  await dialog.getByRole('checkbox', { name: /I have read and agree to the Terms of Service/ }).check();
  await dialog.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(dialog).toBeHidden();
}

/** A toast's text (Radix also reads it out through a live region for a second: that copy is not matched). */
function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/** Serious and critical WCAG 2 A/AA problems on the page as it is now. */
async function seriousViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test('a new dad accepts the terms, goes through the three steps and lands in the full app', async ({ page }) => {
  await signUpInBrowser(page, { complete: false });
  await page.goto('/');

  // The terms come first and stay until accepted: Escape and clicks outside do not close them.
  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Users must be 18 or older');
  await expect(dialog).toContainText('No harmful, harassing or illegal content');
  await expect(dialog).toContainText('No spam, scams or impersonation');
  await expect(dialog).toContainText('No commercial solicitation');
  await expect(dialog).toContainText('Effective date: 6/15/25');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  const accept = dialog.getByRole('button', { name: 'Accept & Continue' });
  await expect(accept).toBeDisabled();
  await dialog.getByText('I have read and agree to the Terms of Service and confirm I am 18 or older').click();
  await expect(accept).toBeEnabled();

  // Cancel goes to /, which for an unfinished profile offers Log out and the terms again, unticked.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Review the terms' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox')).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Accept & Continue' })).toBeDisabled();
  await acceptTerms(page);

  // Step 1: a dad type is required.
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next Step' });
  await expect(next).toBeDisabled();
  const dadTypes = page.getByRole('radiogroup', { name: 'What kind of dad are you?' });
  for (const label of [
    'New Dad',
    'Experienced Dad',
    'Single Dad',
    'Stay-at-Home Dad',
    'Working Dad',
    'All of the Above',
  ]) {
    await expect(dadTypes.getByRole('radio', { name: label, exact: true })).toBeVisible();
  }
  await page.getByText('Stay-at-Home Dad', { exact: true }).click();
  await expect(dadTypes.getByRole('radio', { name: 'Stay-at-Home Dad' })).toBeChecked();
  await next.click();

  // Step 2: interests are optional; Back returns to step 1 with the choice kept.
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  for (const label of ['Sports', 'DIY', 'Gaming', 'Cooking', 'Outdoors', 'Reading', 'Cars', 'Music', 'Tech']) {
    await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeVisible();
  }
  await page.getByRole('checkbox', { name: 'DIY' }).check();
  await page.getByText('Cooking', { exact: true }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Stay-at-Home Dad' })).toBeChecked();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('checkbox', { name: 'DIY' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cooking' })).toBeChecked();
  await page.getByRole('button', { name: 'Next Step' }).click();

  // Step 3: finishing without a location is refused and nothing is sent.
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  const location = page.getByLabel('Your Location *');
  await expect(location).toHaveAttribute('placeholder', 'City, State');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('useCompleteOnboardingMutation')) sent += 1;
  });
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(toast(page, 'Please complete all required fields.')).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(location).toBeFocused();
  expect(sent).toBe(0);

  await location.fill('Austin, TX');
  await page.getByLabel('Bio (optional)').fill('Two kids, one smoker grill.');
  await expect(page.getByText('27/500')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(toast(page, `Welcome to ${PRODUCT_NAME}! 🎉`)).toBeVisible();
  await expect(toast(page, 'Your profile has been set up successfully.')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(sent).toBe(1);

  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({
    dadType: 'stay-at-home',
    interests: ['diy', 'cooking'],
    location: 'Austin, TX',
    bio: 'Two kids, one smoker grill.',
  });

  // The full route table is open now.
  await page.goto('/groups');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
});

test('an unfinished profile reaches only / and /onboarding', async ({ page }) => {
  await signUpInBrowser(page, { complete: false });

  await page.goto('/groups');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();

  await page.goto('/onboarding');
  await expect(termsDialog(page)).toBeVisible();
  // Cancel from /onboarding goes to /, where onboarding waits with Log out and the terms a click away.
  await termsDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Terms not accepted yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Review the terms' }).click();
  await expect(termsDialog(page)).toBeVisible();
});

test('a finished profile can come back to /onboarding, starting from its answers', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/onboarding');
  await acceptTerms(page);
  await expect(page.getByRole('radio', { name: 'Experienced Dad' })).toBeChecked();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('checkbox', { name: 'Sports' })).toBeChecked();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByLabel('Your Location *')).toHaveValue('Austin, TX');

  // Cancel on the terms leaves onboarding for the dashboard.
  await page.goto('/onboarding');
  await termsDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/');
  await expect(termsDialog(page)).toHaveCount(0);
});

test('a failed save says so and keeps the answers', async ({ page }) => {
  await signUpInBrowser(page, { complete: false });
  await page.goto('/');
  await acceptTerms(page);
  await page.getByText('Working Dad', { exact: true }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Your Location *').fill('Leeds');

  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('useCompleteOnboardingMutation') ? route.abort() : route.continue(),
  );
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(toast(page, 'Failed to complete onboarding. Please try again.')).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByLabel('Your Location *')).toHaveValue('Leeds');
});

test('the terms dialog and the wizard have no serious accessibility problems', async ({ page }) => {
  await signUpInBrowser(page, { complete: false });
  await page.goto('/');
  await expect(termsDialog(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await acceptTerms(page);
  await page.getByText('New Dad', { exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('checkbox', { name: 'Music' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(page.getByLabel('Your Location *')).toHaveAttribute('aria-invalid', 'true');
  // The step with its error shown; the toast itself is the shared Toaster's, checked with the design system.
  expect(await seriousViolations(page, { exclude: '[role="region"][aria-label^="Notifications"]' })).toEqual([]);
});
