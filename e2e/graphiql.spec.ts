/**
 * GraphiQL at /graphql, bundled from npm and served by the app: it renders and runs its examples with every
 * request to another host blocked (as on a machine without internet), under the page's CSP.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { createPostByApi, deletePostsByApi, signUpInBrowser, test } from './support';

/** Lets through only the app's own origin (HTTP and WebSocket); returns every other address the pages tried. */
async function blockOtherHosts(context: BrowserContext, baseURL: string): Promise<string[]> {
  const own = new URL(baseURL);
  const attempted: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === own.origin) return route.continue();
    attempted.push(url.href);
    return route.abort('internetdisconnected');
  });
  await context.routeWebSocket(/.*/, (socket) => {
    if (new URL(socket.url()).host === own.host) {
      socket.connectToServer();
      return;
    }
    attempted.push(socket.url());
    void socket.close();
  });
  return attempted;
}

const resultPane = (page: Page) => page.locator('.result-window');

/** Each tab is named after its operation (the tab element itself has no name; its button has). */
const tabButton = (page: Page, operation: string) =>
  page.getByRole('tablist', { name: 'Select active operation' }).getByRole('button', { name: operation, exact: true });

async function run(page: Page, tab: string) {
  await tabButton(page, tab).click();
  // Execute does nothing until GraphiQL has made its Monaco editors (the tabs show earlier): wait for the
  // operation in the query editor and for the result editor, as a person waits for the page to fill in.
  await expect(page.locator('.graphiql-query-editor')).toContainText(tab);
  await expect(resultPane(page).locator('.monaco-editor')).toBeAttached();
  await page.getByRole('button', { name: /^Execute query/ }).click();
}

test('a member opens GraphiQL offline and runs the examples', async ({ page, context, baseURL }) => {
  test.slow(); // The editor (Monaco) is a few MB of script to parse, more on a busy machine.
  const attempted = await blockOtherHosts(context, baseURL!);
  const dad = await signUpInBrowser(page);
  const content = `Testing the API in GraphiQL ${Date.now()}`;
  const postId = await createPostByApi(page.request, { content });
  try {
    await page.goto('/graphql');
    await expect(page).toHaveTitle(/GraphiQL/);
    for (const tab of ['Dadfeed', 'PostWithComments', 'UnreadNotifications', 'Price', 'CreatePost']) {
      await expect(tabButton(page, tab)).toBeVisible();
    }

    await run(page, 'Dadfeed');
    await expect(resultPane(page)).toContainText('"dadfeed"');
    await expect(resultPane(page)).toContainText(content);
    await expect(resultPane(page)).toContainText(dad.username);

    // The post example opens with the newest post's id filled in.
    await run(page, 'PostWithComments');
    await expect(resultPane(page)).toContainText('"totalCount": 0');
    await expect(resultPane(page)).toContainText(content);

    // The subscription runs over graphql-ws on the same path: the current count comes first.
    await run(page, 'UnreadNotifications');
    await expect(resultPane(page)).toContainText('"unreadNotificationCount": 0');
    await page.getByRole('button', { name: /^Stop query/ }).click();

    // The dry run prices the Dadfeed query without running it.
    await run(page, 'Price');
    await expect(resultPane(page)).toContainText('"cost": 461');
    await expect(resultPane(page)).not.toContainText('"dadfeed"');

    expect(attempted).toEqual([]);
  } finally {
    await deletePostsByApi(page.request, [postId]);
  }
});

test('a member whose session has ended is told how to go on: the server runs no text without one', async ({
  page,
  context,
}) => {
  test.slow(); // Monaco, as above.
  await signUpInBrowser(page);
  await page.goto('/graphql');
  await expect(tabButton(page, 'Dadfeed')).toBeVisible();
  await context.clearCookies(); // Signed out elsewhere, or the session expired.
  await run(page, 'Dadfeed');
  await expect(resultPane(page)).toContainText('PERSISTED_QUERY_ONLY');
  await expect(resultPane(page)).toContainText('Sign in again at /api/login');
  await expect(resultPane(page)).not.toContainText('"dadfeed"');
});

test('an anonymous caller may not send its own operation in production (docs/persisted-operations.md)', async ({
  request,
}) => {
  const response = await request.post('/graphql', {
    data: { query: '{ memberCount }' },
    headers: { 'X-GraphiQL': '1' },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({
    errors: [{ message: expect.stringMatching(/access token/), extensions: { code: 'PERSISTED_QUERY_ONLY' } }],
  });
});

test('a visitor is told to sign in, and does not download GraphiQL', async ({ page, context, baseURL }) => {
  const attempted = await blockOtherHosts(context, baseURL!);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/graphql');
  await expect(page.getByRole('heading', { name: /Sign in to explore the .* API/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
  expect(scripts.filter((path) => /GraphiQLApp|monaco/i.test(path))).toEqual([]);
  expect(attempted).toEqual([]);
});
