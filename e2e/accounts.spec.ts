/**
 * Getting back into an account and proving an address, as a member does it: from the sign-in page, through the
 * mail the local SMTP sink received, to the app.
 */
import { expect } from '@playwright/test';
import { expectSignedIn, linkInMail, newDad, onboardByApi, registerByApi, test } from './support';

test('forgot password: the mailed link sets a new password and signs in, once', async ({
  page,
  playwright,
  baseURL,
}) => {
  const dad = newDad();
  const setup = await playwright.request.newContext({ baseURL });
  await registerByApi(setup, dad);
  await onboardByApi(setup);
  await setup.dispose();

  await page.goto('/api/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('form', { name: 'Reset password' });
  await forgot.getByLabel('Email').fill(dad.email);
  await forgot.getByRole('button', { name: 'Send me a link' }).click();
  await expect(forgot.getByRole('status')).toHaveText(
    'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works for one hour.',
  );

  const link = await linkInMail(page.request, dad.email, /^Choose a new password/, '/api/password/reset');
  await page.goto(link);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password').fill('a whole new secret');
  await reset.getByRole('button', { name: 'Save password and sign in' }).click();
  await expectSignedIn(page, dad);

  // The old password no longer signs in; the new one does.
  const check = await playwright.request.newContext({ baseURL });
  expect((await check.post('/api/login', { data: { email: dad.email, password: dad.password } })).status()).toBe(401);
  expect(
    (await check.post('/api/login', { data: { email: dad.email, password: 'a whole new secret' } })).status(),
  ).toBe(200);
  await check.dispose();

  // The same link a second time: the page says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('form', { name: 'Reset password' }).getByRole('alert')).toHaveText(
    'This password reset link has expired or was already used. Ask for a new one.',
  );
});

test('register, then verify the address from the mail', async ({ page }) => {
  const dad = newDad();
  await registerByApi(page.request, dad);
  await onboardByApi(page.request);
  await page.goto('/home');
  const banner = page.getByRole('region', { name: 'E-mail verification' });
  await expect(banner).toContainText(`we sent a link to verify ${dad.email}`);

  const link = await linkInMail(page.request, dad.email, /^Verify your e-mail address/, '/api/email/verify');
  await page.goto(link);
  const verify = page.getByRole('form', { name: 'Verify your e-mail address' });
  await verify.getByRole('button', { name: 'Verify my e-mail address' }).click();
  await expect(verify.getByRole('status')).toHaveText('Your e-mail address is verified. Thank you!');
  await expect(verify.getByRole('button', { name: 'Verify my e-mail address' })).toBeHidden();

  await page.getByRole('link', { name: 'Continue to Dadhood' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(banner).toHaveCount(0);
});
