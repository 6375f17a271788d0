/**
 * Passkeys as a member uses them (docs/security.md#passkeys), with Chromium's virtual authenticator (DevTools'
 * WebAuthn domain) standing in for the phone or password manager: add one in the profile, rename it, sign out,
 * sign in with it from the sign-in page, remove it.
 *
 * Browsers give no passkeys to an IP address, and the suite's servers are reached at 127.0.0.1: this spec's
 * worker reaches its app server at `localhost`, its PUBLIC_URL and so its passkeys' relying party.
 */
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, newDad, registerByApi, signUpInBrowser, test, toastText } from './support';

test.use({ appHost: 'localhost' });

/** A platform authenticator that holds discoverable credentials and always verifies its user (a fingerprint). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

test('a passkey: add it in the profile, rename it, sign in with it, remove it', async ({ page }) => {
  test.setTimeout(90_000);
  const authenticator = await addVirtualAuthenticator(page);
  await signUpInBrowser(page);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toastText(page, 'Passkey added')).toBeVisible();
  const rows = card.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('heading')).toHaveText(/^Passkey on .+ on Linux$/);
  await expect(rows).toContainText('Never');
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);
  await expectNoSeriousAxeViolations(page);

  await rows.getByRole('button', { name: /^Rename / }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await rename.getByLabel('Name').fill('Test laptop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(toastText(page, 'Passkey renamed')).toBeVisible();
  await expect(rows.getByRole('heading')).toHaveText('Test laptop');

  await page.goto('/api/logout');
  await page.goto('/api/login?returnTo=%2Fprofile');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(rows.getByRole('heading')).toHaveText('Test laptop');
  await expect(rows).not.toContainText('Never');

  await rows.getByRole('button', { name: 'Remove Test laptop' }).click();
  await page.getByRole('dialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toastText(page, 'Passkey removed')).toBeVisible();
  await expect(rows).toHaveCount(0);

  // Removed on the server: the device still offers it, and the sign-in page says it did not work.
  await page.goto('/api/logout');
  await page.goto('/api/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'We could not sign you in with that passkey.',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page offers no passkey button, and its form still signs in', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const dad = newDad();
    const setup = await playwright.request.newContext({ baseURL });
    await registerByApi(setup, dad);
    await setup.dispose();
    await page.goto('/api/login');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeHidden();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email or username').fill(dad.email);
    await form.getByLabel('Password').fill(dad.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });
});
