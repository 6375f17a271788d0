/**
 * Single sign-on as a member uses it (docs/security.md#single-sign-on), with the run's own OpenID Connect provider
 * (e2e/oidc-provider.ts, "Acme ID"): signing in from the sign-in page with a provider account makes an account and
 * signs it in, and signs the same member in the next time; a member links and unlinks their account at the
 * provider from the profile.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { OIDC_ISSUER, OIDC_LABEL } from './single-sign-on-env';
import { expectNoSeriousAxeViolations, signUpInBrowser, test, toastText, uniqueDigits } from './support';

/** At the provider's sign-in page: who signs in there, then back to the app. */
async function signInAtProvider(page: Page, account: { id: string; email: string }) {
  await expect(page).toHaveURL((url) => url.origin === OIDC_ISSUER);
  await page.getByLabel('Account id').fill(account.id);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const newProviderAccount = () => {
  const tag = uniqueDigits(16);
  return { id: `acme-${tag}`, email: `acme_${tag}@example.com` };
};

/** Back in the app (a new member goes on to onboarding), off the provider and the API's addresses. */
async function expectBackInApp(page: Page) {
  await expect(page).toHaveURL((url) => url.origin !== OIDC_ISSUER && !url.pathname.startsWith('/api/'));
}

async function signedInEmail(page: Page): Promise<string | null> {
  const me = await page.request.get('/api/auth/user');
  return me.ok() ? ((await me.json()) as { email: string }).email : null;
}

test('a new member signs in with a provider from the sign-in page, and again later', async ({ page }) => {
  const account = newProviderAccount();
  await page.goto('/api/login');
  const button = page.getByRole('link', { name: `Sign in with ${OIDC_LABEL}` });
  await expect(button).toBeVisible();
  // The buttons this feature adds to the sign-in page (the rest of the page is not this spec's).
  const { violations } = await new AxeBuilder({ page })
    .include('.single-sign-on')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await button.click();
  await signInAtProvider(page, account);
  // A new account, signed in.
  await expectBackInApp(page);
  expect(await signedInEmail(page)).toBe(account.email);

  await page.request.post('/api/logout');
  expect(await signedInEmail(page)).toBeNull();
  await page.goto('/api/login');
  await page.getByRole('link', { name: `Sign in with ${OIDC_LABEL}` }).click();
  await signInAtProvider(page, account);
  await expectBackInApp(page);
  expect(await signedInEmail(page)).toBe(account.email);
});

test('a member links a provider account in the profile, signs in with it, and unlinks it', async ({ page }) => {
  const dad = await signUpInBrowser(page);
  const account = newProviderAccount();
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Linked accounts' });
  await expect(card.getByText('Not linked')).toBeVisible();
  await card.getByRole('link', { name: `Link ${OIDC_LABEL}` }).click();
  await signInAtProvider(page, account);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(card.getByText('Linked', { exact: true })).toBeVisible();
  await expect(card.getByText(account.email)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Signed out, the provider account signs this member in.
  await page.request.post('/api/logout');
  await page.goto('/api/login');
  await page.getByRole('link', { name: `Sign in with ${OIDC_LABEL}` }).click();
  await signInAtProvider(page, account);
  await expectBackInApp(page);
  expect(await signedInEmail(page)).toBe(dad.email);

  await page.goto('/profile');
  await card.getByRole('button', { name: `Unlink ${OIDC_LABEL}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(toastText(page, `You can no longer sign in with ${OIDC_LABEL}.`)).toBeVisible();
  await expect(card.getByText('Not linked')).toBeVisible();
});
