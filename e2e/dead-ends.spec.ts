/**
 * No dead ends for a signed-out visitor: a footer Quick Link or a shared /posts/{id} link is a members' page, so
 * the visitor meets the 404 page (the visitor route table has no such page), which now offers to sign in and returns to the address.
 */
import { expect, type Page } from '@playwright/test';
import {
  createPostByApi,
  deletePostsByApi,
  newDad,
  onboardByApi,
  registerByApi,
  signUpByApi,
  test,
  type TestDad,
} from './support';

const PAGE_LOAD = { timeout: 30_000 };

async function signInOnThePage(page: Page, dad: TestDad) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email or username').fill(dad.email);
  await form.getByLabel('Password').fill(dad.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function expectVisitor404(page: Page) {
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
}

test('a visitor who follows a footer Quick Link can sign in and lands on that page', async ({
  page,
  playwright,
  baseURL,
}) => {
  const dad = newDad();
  const request = await playwright.request.newContext({ baseURL });
  try {
    await registerByApi(request, dad);
    await onboardByApi(request);
  } finally {
    await request.dispose();
  }

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Groups', exact: true }).click();
  await expect(page).toHaveURL('/groups');
  await expectVisitor404(page);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fgroups$/);
  await signInOnThePage(page, dad);
  await expect(page).toHaveURL('/groups', PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
});

test('a visitor with a shared post link (on a phone) signs in and sees the post', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const authorRequest = await playwright.request.newContext({ baseURL });
  const readerRequest = await playwright.request.newContext({ baseURL });
  let postId = '';
  try {
    const author = await signUpByApi(authorRequest);
    const text = `Fresh cut lawn stripes ${author.username}`;
    postId = await createPostByApi(authorRequest, { content: text });
    const reader = await signUpByApi(readerRequest);

    await page.goto(`/posts/${postId}`);
    await expectVisitor404(page);
    const signIn = page.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeInViewport();
    await signIn.click();
    await signInOnThePage(page, reader);
    await expect(page).toHaveURL(`/posts/${postId}`, PAGE_LOAD);
    await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible(PAGE_LOAD);
  } finally {
    if (postId) await deletePostsByApi(authorRequest, [postId]);
    await authorRequest.dispose();
    await readerRequest.dispose();
  }
});

test('a signed-in member meets no sign-in on the 404 page, and sign-in never leads off the site', async ({
  page,
  baseURL,
}) => {
  // Signed in: the 404 page keeps its one way back.
  const dad = newDad();
  await registerByApi(page.request, dad);
  await onboardByApi(page.request);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  // A visitor sent to sign in with an address of another site lands home, not there.
  const visitor = await page.context().browser()!.newContext({ baseURL });
  try {
    const other = await visitor.newPage();
    await other.goto('/api/login?returnTo=%2F%2Fevil.example%2Fx');
    await signInOnThePage(other, dad);
    await expect(other).toHaveURL('/', PAGE_LOAD);
  } finally {
    await visitor.close();
  }
});
