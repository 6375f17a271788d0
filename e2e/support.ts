/** Test members and shortcuts shared by the end-to-end specs. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestDad {
  email: string;
  username: string;
  password: string;
  firstName: string;
}

let made = 0;

/** A member no other test uses: usernames are at most 20 characters. */
export function newDad(): TestDad {
  const tag = `${Date.now().toString(36)}${(made++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return { email: `dad_${tag}@example.com`, username: `dad_${tag}`, password: 'grill-master-42', firstName: 'Sam' };
}

/** Creates the account through the API (its own cookie jar: the browser stays signed out). */
export async function registerByApi(request: APIRequestContext, dad: TestDad) {
  const response = await request.post('/api/register', { data: { ...dad, confirmAdult: true } });
  expect(response.status()).toBe(201);
}

export async function expectSignedIn(page: Page, dad: TestDad) {
  await expect(page).toHaveURL('/');
  await expect(page.getByText(`Signed in as @${dad.username}`)).toBeVisible();
}

export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/api/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email or username').fill(login);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}
