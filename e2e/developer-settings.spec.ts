/**
 * Developer settings (docs/integrations.md): a member opens it from his profile, generates a personal access token, copies it
 * from the page (shown once), uses it as a bearer token on /graphql and /api from a client without cookies, sees
 * it used in the list, and revokes it: the next request with it is refused. The form's checks send nothing.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { deletePostsByApi, expectNoSeriousAxeViolations, signUpInBrowser, test, toastText, unique } from './support';

const tokenForm = (page: Page) => page.getByRole('form', { name: 'Generate new token' });
const tokenList = (page: Page) => page.getByRole('region', { name: /^Your tokens/ });

/** A token's date in its row ('Created', 'Expires', 'Last used'). */
const fact = (row: Locator, term: string) =>
  row
    .locator('dl > div')
    .filter({ hasText: new RegExp(`^${term}`) })
    .locator('dd');

/** The day 90 days from now, as the page writes dates ('Jun 8, 2026'). */
const in90Days = () =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    Date.now() + 90 * 24 * 60 * 60 * 1000,
  );

/** `{ viewer { username } }` as an integration sends it: query text, the token, no cookies. */
const viewerByToken = (request: APIRequestContext, token: string) =>
  request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: '{ viewer { username } }' },
  });

test('a member generates a token, uses it as a bearer, sees it used and revokes it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const dad = await signUpInBrowser(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const postIds: string[] = [];
  try {
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Developer settings' }).click();
    await expect(page).toHaveURL('/settings/developer');
    await expect(page.getByRole('heading', { name: 'Developer settings', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Developer settings/);
    await expect(page.getByRole('link', { name: /GraphQL explorer/ })).toHaveAttribute('href', '/graphql');
    await expect(tokenList(page).getByText('You have no personal access tokens yet.')).toBeVisible();
    await expect(tokenList(page).getByRole('heading', { name: 'Your tokens (0)' })).toBeVisible();

    // The scopes are the server's, each with what it allows.
    const form = tokenForm(page);
    await expect(form.getByRole('checkbox')).toHaveCount(7);
    await expect(form.getByRole('combobox', { name: 'Expiration' })).toHaveValue('30');
    const name = unique('Grill bot');
    await form.getByLabel('Name').fill(name);
    await form.getByRole('combobox', { name: 'Expiration' }).selectOption({ label: '90 days' });
    await form.getByRole('checkbox', { name: 'read', exact: true }).click();
    await form.getByRole('checkbox', { name: 'write:posts', exact: true }).click();
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: 'Generate token' }).click();

    // Shown once, with the warning; Copy puts it on the clipboard.
    const panel = page.getByRole('region', { name: /generated$/ });
    await expect(panel.getByText("Copy your token now. You won't be able to see it again.")).toBeVisible();
    const field = panel.getByLabel('Your new personal access token');
    await expect(field).toBeFocused();
    const token = await field.inputValue();
    expect(token).toMatch(/^dhp_/);
    await panel.getByRole('button', { name: 'Copy' }).click();
    await expect(toastText(page, 'Token copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    // It joins the top of the list at once, with its scopes and dates.
    const row = tokenList(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(tokenList(page).getByRole('heading', { name: 'Your tokens (1)' })).toBeVisible();
    await expect(row.getByRole('list', { name: 'Scopes' }).getByRole('listitem')).toHaveText(['read', 'write:posts']);
    await expect(fact(row, 'Expires')).toHaveText(in90Days());
    await expect(fact(row, 'Last used')).toHaveText('Never used');
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(panel).toBeHidden();
    await expect(tokenForm(page).getByLabel('Name')).toBeFocused();

    // The token acts as its member, from a client without cookies.
    const asViewer = await viewerByToken(request, token);
    expect(asViewer.status(), await asViewer.text()).toBe(200);
    expect(((await asViewer.json()) as { data: unknown }).data).toEqual({ viewer: { username: dad.username } });
    const posted = await request.post('/api/posts', {
      headers: { Authorization: `Bearer ${token}` },
      data: { content: `Posted by my grill bot ${Date.now()}` },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    postIds.push(((await posted.json()) as { id: string }).id);

    await page.reload();
    await expect(fact(row, 'Last used')).toHaveText('Just now');

    // Revoked through the dialog: it leaves the list, and the next request with it is refused.
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke token?' });
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText('stop working at once');
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(toastText(page, 'Token revoked')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(tokenList(page).getByText('You have no personal access tokens yet.')).toBeVisible();
    expect((await viewerByToken(request, token)).status()).toBe(401);
  } finally {
    await deletePostsByApi(page.request, postIds);
  }
});

test('the form asks for a name and a scope before sending anything', async ({ page }) => {
  await signUpInBrowser(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/developer');
  const form = tokenForm(page);
  const generate = form.getByRole('button', { name: 'Generate token' });
  await generate.click();
  await expect(form.getByText('Give the token a name.')).toBeVisible();
  await expect(form.getByText('Choose at least one scope.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Name').fill(unique('No scopes'));
  await expect(form.getByText('Give the token a name.')).toBeHidden();
  await generate.click();
  await expect(form.getByText('Choose at least one scope.')).toBeVisible();
  await expect(tokenList(page).getByText('You have no personal access tokens yet.')).toBeVisible();
  const tokens = await page.request.get('/api/access-tokens');
  expect(tokens.status()).toBe(200);
  expect(await tokens.json()).toEqual([]);

  // A phone's width: nothing runs off the side of the page.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
