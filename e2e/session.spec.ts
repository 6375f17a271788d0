import { expect } from '@playwright/test';
import { signUpInBrowser, test } from './support';

test('losing the session shows the notice and goes to sign in after 500 ms', async ({ page }) => {
  // The notice lives only until the browser leaves, so the page reports it the moment it appears.
  const notices: Array<{ text: string; at: number }> = [];
  // Timed in the page (same wall clock as this process): the report's trip out may lag behind.
  await page.exposeFunction('reportNotice', (text: string, at: number) => notices.push({ text, at }));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      // biome-ignore lint/performance/useDomNodeTextContent: innerText on purpose: the notice counts from when it is rendered, not from when its text is in the DOM
      const text = document.body?.innerText ?? '';
      if (text.includes('You are logged out. Logging in again...')) {
        (window as unknown as { reportNotice: (t: string, at: number) => void }).reportNotice(text, Date.now());
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  let leftAt = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/api/login') leftAt ||= Date.now();
  });

  await signUpInBrowser(page);
  await page.goto('/home');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();

  // Signed out elsewhere (another tab): the session ends on the server and its cookie is gone.
  const logout = await page.request.get('/api/logout', { maxRedirects: 0 });
  expect(logout.status()).toBeLessThan(400);

  // The next call finds the session gone. The dashboard's own calls (polls, a reconnecting socket) may get
  // there first; the bell's call makes sure one is made.
  await bell.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/api\/login$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  expect(notices.length).toBeGreaterThan(0);
  expect(notices[0]!.text).toContain('Unauthorized');
  // 500 ms between the notice and leaving (less a little: the observer sees the notice just after it is shown).
  expect(leftAt - notices[0]!.at).toBeGreaterThanOrEqual(450);
});
