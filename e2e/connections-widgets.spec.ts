/**
 * The dashboard's right column: My Connections, Suggested Connections (Connect and refresh with their toasts),
 * the ad slots and Recent Activity; and the panic button alerting a connection live, in another browser.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { connectByApi, memberIdOf, signUpByApi, signUpInBrowser, test } from './support';

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

/** A second member in a browser of their own, signed up with a complete profile. */
async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const dad = await signUpInBrowser(page);
  return { context, page, dad };
}

test('My Connections lists an accepted connection and View all; Recent Activity shows it live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two members, each in a browser of their own
  const a = await signUpInBrowser(page);
  const b = await secondBrowser(browser, baseURL);
  try {
    await page.goto('/home');
    await expect(widget(page, 'My Connections').getByText('No connections yet.', { exact: false })).toBeVisible();
    await expect(widget(page, 'My Connections').getByRole('link', { name: 'Find Dads to Connect' })).toHaveAttribute(
      'href',
      '/networking',
    );
    await expect(widget(page, 'Recent Activity').getByText(/^No recent activity yet/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Sponsor', exact: true })).toBeVisible();
    await expect(page.getByText('Advertisement', { exact: true })).toHaveCount(2);

    // A asks, B accepts: each as themselves, through their own browser's cookies.
    await connectByApi(page.request, b.page.request);
    const bId = await memberIdOf(b.page.request);

    // A's Recent Activity follows the live unread count: B's acceptance shows without a reload.
    const activity = widget(page, 'Recent Activity');
    await expect(activity.getByRole('listitem')).toHaveCount(1, { timeout: 8_000 });
    await expect(activity.getByText('Connection accepted', { exact: true })).toBeVisible();
    await expect(activity.getByText(`@${b.dad.username} accepted your connection request.`)).toBeVisible();
    await expect(activity.getByText('Just now')).toBeVisible();

    await page.reload();
    const connections = widget(page, 'My Connections');
    const friend = connections.getByRole('link', { name: b.dad.username, exact: true });
    await expect(friend).toHaveAttribute('href', `/profile/${bId}`);
    await expect(connections.getByRole('listitem')).toHaveCount(1);
    await expect(connections.getByText('Experienced Dad')).toBeVisible();
    await expect(connections.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/connections');

    await b.page.goto('/home');
    await expect(widget(b.page, 'My Connections').getByRole('link', { name: a.username, exact: true })).toBeVisible();
    await expect(widget(b.page, 'Recent Activity').getByText('New connection request', { exact: true })).toBeVisible();
    await expect(
      widget(b.page, 'Recent Activity').getByText(`@${a.username} wants to connect with you.`),
    ).toBeVisible();
  } finally {
    await b.context.close();
  }
});

test('Suggested Connections shows 2; Connect sends the request with its toast and refresh says Refreshed!', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  // A friend of A and a friend of that friend: one mutual connection puts the latter first among the suggestions.
  const friendContext = await playwright.request.newContext({ baseURL });
  const suggestedContext = await playwright.request.newContext({ baseURL });
  const otherContext = await playwright.request.newContext({ baseURL });
  try {
    await signUpByApi(otherContext); // so that, whatever else runs, there is more than one member to suggest
    await signUpByApi(friendContext);
    const suggested = await signUpByApi(suggestedContext);
    await connectByApi(page.request, friendContext);
    await connectByApi(suggestedContext, friendContext);

    await page.goto('/home');
    const suggestions = widget(page, 'Suggested Connections');
    await expect(suggestions.getByRole('listitem')).toHaveCount(2);
    const row = suggestions
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: suggested.username, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(suggestions.getByRole('listitem').first()).toContainText(suggested.username);
    await expect(row.getByText('1 mutual connection')).toBeVisible();
    await expect(row.getByRole('link', { name: suggested.username })).toHaveAttribute(
      'href',
      `/profile/${suggested.id}`,
    );

    // A failed request: the error toast, and nothing sent.
    await page.route('**/graphql', (route) =>
      /useRequestConnectionMutation/.test(route.request().postData() ?? '') ? route.abort() : route.fallback(),
    );
    await row.getByRole('button', { name: 'Connect' }).click();
    await expect(toastText(page, 'Failed to send connection request. Please try again.')).toBeVisible();
    await page.unrouteAll();

    await row.getByRole('button', { name: 'Connect' }).click();
    await expect(toastText(page, 'Connection request sent!')).toBeVisible();
    await expect(toastText(page, 'Your connection request has been sent successfully.')).toBeVisible();
    // The lists are fetched again: the member asked is no longer suggested; someone else is.
    await expect(suggestions.getByRole('link', { name: suggested.username, exact: true })).toHaveCount(0);
    await expect(suggestions.getByRole('button', { name: 'Connect' }).first()).toBeVisible();
    const pending = (await (await suggestedContext.get('/api/connections/pending')).json()) as {
      requesterId: string;
    }[];
    expect(pending.map((p) => p.requesterId)).toEqual([await memberIdOf(page.request)]);

    await suggestions.getByRole('button', { name: 'Refresh suggestions' }).click();
    await expect(toastText(page, 'Refreshed!')).toBeVisible();
    await expect(toastText(page, 'Suggested connections have been updated.')).toBeVisible();

    await page.route('**/graphql', (route) =>
      /SuggestedConnectionsQuery/.test(route.request().postData() ?? '') ? route.abort() : route.fallback(),
    );
    await suggestions.getByRole('button', { name: 'Refresh suggestions' }).click();
    await expect(toastText(page, 'Failed to refresh suggestions. Please try again.')).toBeVisible();
    // The list on screen stays.
    await expect(suggestions.getByRole('button', { name: 'Connect' }).first()).toBeVisible();
  } finally {
    await Promise.all([friendContext.dispose(), suggestedContext.dispose(), otherContext.dispose()]);
  }
});

test('the panic button alerts a connection live: their badge goes up and the dropdown shows the alert', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two members, each in a browser of their own
  const a = await signUpInBrowser(page);
  const b = await secondBrowser(browser, baseURL);
  try {
    await connectByApi(b.page.request, page.request);
    await page.goto('/home');
    await b.page.goto('/home');
    const bell = b.page.getByRole('button', { name: 'Notifications' });
    // B was told that A accepted; the alert must come on top of that, without a reload.
    await expect(bell).toHaveText('1');
    await expect(widget(b.page, 'My Connections').getByRole('link', { name: a.username, exact: true })).toBeVisible();

    const panic = page.getByRole('button', { name: 'Panic button' });
    await panic.click();
    await expect(page.getByRole('dialog', { name: 'Panic mode activated' })).toBeVisible();
    await expect(panic).toBeDisabled();

    // Live over the subscription, well before the 30 s fallback poll.
    await expect(bell).toHaveText('2', { timeout: 8_000 });
    await bell.click();
    const dropdown = b.page.getByRole('dialog', { name: 'Notifications' });
    const alert = dropdown.getByRole('listitem').filter({ hasText: 'Community alert' });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(`@${a.username} pressed the panic button!`);
    await expect(alert.getByText('Just now')).toBeVisible();
    await expect(bell).toHaveText('');

    // A's button comes back after its 10 s (home.spec.ts times the cycle exactly, on a fake clock).
    await expect(panic).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'Panic mode activated' })).toHaveCount(0);
  } finally {
    await b.context.close();
  }
});
