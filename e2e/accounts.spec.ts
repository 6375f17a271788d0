/**
 * Getting back into an account and proving an address, as a member does it: from the sign-in page, through the
 * mail the local SMTP sink received, to the app.
 */
import { expect } from '@playwright/test';
import { generate } from 'otplib';
import { expectSignedIn, linkInMail, newDad, onboardByApi, registerByApi, signUpInBrowser, test } from './support';

test('forgot password: the mailed link sets a new password and signs in, once, and never after an hour', async ({
  page,
  playwright,
  baseURL,
  serverClock,
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
  const refusal = 'This password reset link has expired or was already used. Ask for a new one.';
  await page.goto(link);
  await expect(page.getByRole('form', { name: 'Reset password' }).getByRole('alert')).toHaveText(refusal);

  // A new link, opened an hour and a minute later (by the server's clock), is refused too.
  await page.goto('/api/logout');
  await page.goto('/api/login?mode=forgot');
  await forgot.getByLabel('Email').fill(dad.email);
  await forgot.getByRole('button', { name: 'Send me a link' }).click();
  await expect(forgot.getByRole('status')).toContainText('The link works for one hour.');
  const late = await linkInMail(page.request, dad.email, /^Choose a new password/, '/api/password/reset', {
    after: link,
  });
  await serverClock.advance(61 * 60 * 1000);
  await page.goto(late);
  await expect(page.getByRole('form', { name: 'Reset password' }).getByRole('alert')).toHaveText(refusal);
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

test('two-factor: turn it on, then sign in with a code from the app, and with a recovery code once', async ({
  page,
  serverClock,
}) => {
  const dad = await signUpInBrowser(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await dialog.locator('code').textContent()) ?? '').replace(/\s/g, '');
  await dialog.getByLabel('6-digit code').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const done = page.getByRole('dialog', { name: 'Two-factor authentication is on' });
  const codeItems = done.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('Two-factor authentication is on.')).toBeVisible();

  async function signInWith(code: string) {
    await page.context().clearCookies();
    await page.goto('/api/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email or username').fill(dad.email);
    await form.getByLabel('Password').fill(dad.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const step = page.getByRole('form', { name: 'Two-step verification' });
    await step.getByLabel('Code').fill(code);
    await step.getByRole('button', { name: 'Verify and sign in' }).click();
    return step;
  }

  // A code works once, and the first one turned two-factor on: the member signs in with the app's next code,
  // half a minute later (by the server's clock, and so by the phone's).
  await serverClock.advance(30_000);
  await signInWith(await generate({ secret, epoch: Math.floor((Date.now() + 30_000) / 1000) }));
  await expectSignedIn(page, dad);

  await signInWith(codes[0]!);
  await expectSignedIn(page, dad);
  const refused = await signInWith(codes[0]!);
  await expect(refused.getByRole('alert')).toHaveText(
    'That code is not right. Check the time on your phone, or use a recovery code.',
  );
});

test('where you are signed in: sign out another browser, which is then refused', async ({
  page,
  playwright,
  baseURL,
}) => {
  const dad = await signUpInBrowser(page);
  const other = await playwright.request.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  expect((await other.post('/api/login', { data: { email: dad.email, password: dad.password } })).status()).toBe(200);
  expect((await other.get('/api/auth/user')).status()).toBe(200);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: "Where you're signed in" });
  const list = card.getByRole('list', { name: "Where you're signed in" });
  await expect(list.getByText('This browser')).toBeVisible();
  const phone = list.getByRole('listitem').filter({ hasText: 'iOS' });
  await phone.getByRole('button', { name: /^Sign out / }).click();
  await page.getByRole('dialog', { name: 'Sign out this browser?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(phone).toHaveCount(0);
  expect((await other.get('/api/auth/user')).status()).toBe(401);
  await other.dispose();
  // The sign-in stays in the account's history, newest first; no access token is in use.
  const recent = card.getByRole('list', { name: 'Recent sign-ins' });
  await expect(recent.getByRole('listitem').first()).toContainText('Signed in with Password');
  await expect(recent.getByRole('listitem').first()).toContainText('iOS');
  await expect(card.getByText('Apps and scripts use access tokens instead. You have none.')).toBeVisible();
});
