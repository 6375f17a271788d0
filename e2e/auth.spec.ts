import { expect } from '@playwright/test';
import { expectSignedIn, newDad, registerByApi, signIn, test } from './support';

test('a new dad creates an account, signs out, and signs in with his e-mail and his username', async ({ page }) => {
  const dad = newDad();
  await page.goto('/');
  await page.getByRole('button', { name: 'Login/Dad Up' }).click();
  await expect(page).toHaveURL('/api/login');

  await page.getByRole('link', { name: 'Create account' }).first().click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(dad.firstName);
  await form.getByLabel('Email').fill(dad.email);
  await form.getByLabel('Username').fill(dad.username);
  await form.getByLabel('Password').fill(dad.password);
  await form.getByLabel('I am 18 or older').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expectSignedIn(page, dad);

  // A new member is in onboarding (no navigation yet); log out is the same full-page navigation the menu makes.
  await page.goto('/api/logout');
  await expect(page.getByRole('button', { name: 'Login/Dad Up' })).toBeVisible();

  await signIn(page, dad.email, dad.password);
  await expectSignedIn(page, dad);
  await page.goto('/api/logout');

  await signIn(page, dad.username, dad.password);
  await expectSignedIn(page, dad);
});

test('a wrong password shows the error on the page', async ({ page, request }) => {
  const dad = newDad();
  await registerByApi(request, dad);

  await signIn(page, dad.email, 'not-the-password');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('alert')).toHaveText('Invalid e-mail, username or password.');
  await expect(page).toHaveURL('/api/login');
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('the server’s field errors show beside their fields', async ({ page, request }) => {
  const taken = newDad();
  await registerByApi(request, taken);

  await page.goto('/api/login?mode=register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill('new.dad@localhost');
  await form.getByLabel('Username').fill(newDad().username);
  await form.getByLabel('Password').fill('long-enough-password');
  await form.getByLabel('I am 18 or older').check();
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(form.getByRole('alert')).toHaveText('Enter a valid e-mail address.');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await expect(form.getByLabel('Email')).toBeFocused();

  await form.getByLabel('Email').fill(`other_${taken.email}`);
  await form.getByLabel('Username').fill(taken.username);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText('That username is already taken. Try another one.');
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
});

test('a failed form post comes back with its error and what was typed', async ({ page }) => {
  await page.goto('/api/login?mode=register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill('late.script@example.com');
  await form.getByLabel('Username').fill('no spaces!');
  await form.getByLabel('Password').fill('long-enough-password');
  await form.getByLabel('I am 18 or older').check();
  // A native post, as when the script has not loaded yet: no submit handler, no browser validation.
  await form.evaluate((element: HTMLFormElement) => element.submit());

  await expect(form.getByRole('alert')).toHaveText(
    'Username must be 3-20 characters: letters, numbers and underscores only.',
  );
  await expect(form.getByLabel('Email')).toHaveValue('late.script@example.com');
  await expect(form.getByLabel('Username')).toHaveValue('no spaces!');
  await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/api/login?mode=register');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signing in lands signed in', async ({ page, request }) => {
    const dad = newDad();
    await registerByApi(request, dad);

    await signIn(page, dad.username, dad.password);
    await expect(page).toHaveURL('/');
    const me = await page.context().request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ username: dad.username });
  });

  test('creating an account lands signed in', async ({ page }) => {
    const dad = newDad();
    await page.goto('/api/login');
    await expect(page.getByRole('form', { name: 'Create account' })).toBeHidden();
    await page.getByRole('link', { name: 'Create account' }).first().click();

    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Email').fill(dad.email);
    await form.getByLabel('Username').fill(dad.username);
    await form.getByLabel('Password').fill(dad.password);
    await form.getByLabel('I am 18 or older').check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/');
    const me = await page.context().request.get('/api/auth/user');
    expect(await me.json()).toMatchObject({ username: dad.username });
  });

  test('a wrong password shows the error on the page', async ({ page, request }) => {
    const dad = newDad();
    await registerByApi(request, dad);
    await signIn(page, dad.email, 'not-my-password');
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByRole('alert')).toHaveText('Invalid e-mail, username or password.');
    await expect(form.getByLabel('Email or username')).toHaveValue(dad.email);
  });

  test('a refused account creation shows its error on the create-account form', async ({ page, request }) => {
    const taken = newDad();
    await registerByApi(request, taken);
    await page.goto('/api/login');
    await page.getByRole('link', { name: 'Create account' }).first().click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Email').fill(newDad().email);
    await form.getByLabel('Username').fill(taken.username);
    await form.getByLabel('Password').fill('long-enough-password');
    await form.getByLabel('I am 18 or older').check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText('That username is already taken. Try another one.');
    await expect(form.getByLabel('Username')).toHaveValue(taken.username);
  });
});
