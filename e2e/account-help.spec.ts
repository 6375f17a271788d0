/**
 * Account help on /moderation (docs/moderation.md#account-help): a member with two-factor on, locked out, asks the
 * admins for help. The site admin finds them by username, reads their sign-in history (a failed attempt at the top),
 * sends them a password reset link and turns their second factor off after checking who asks (the dialog will not
 * go on without the box ticked). The member is signed out, told by mail, and gets in with the link and no code.
 */
import { expect } from '@playwright/test';
import { generate } from 'otplib';
import {
  decodeQuotedPrintable,
  expectNoSeriousAxeViolations,
  linkInMail,
  mailTo,
  signInAsSiteAdmin,
  signUpByApi,
  test,
  toastText,
} from './support';

test.describe.configure({ timeout: 90_000 });
const PAGE_LOAD = { timeout: 30_000 };
/** Named in ADMIN_EMAILS by worker-server.ts. */
const ADMIN_EMAIL = 'account-help-admin@dadhood.test';

test('the admin sends a locked-out member a reset link and turns off their two-factor; their history shows', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The member: two-factor on, signed in; then someone tries a wrong password on the account.
  const memberRequest = await playwright.request.newContext({ baseURL });
  const member = await signUpByApi(memberRequest);
  const setup = await memberRequest.post('/api/users/two-factor/setup');
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await memberRequest.post('/api/users/two-factor/enable', {
    data: { code: await generate({ secret }) },
  });
  expect(enabled.status()).toBe(200);
  const stranger = await playwright.request.newContext({ baseURL });
  expect(
    (await stranger.post('/api/login', { data: { email: member.email, password: 'not his password' } })).status(),
  ).toBe(401);
  await stranger.dispose();

  // The admin finds the member on the Account help tab.
  await signInAsSiteAdmin(page.request, ADMIN_EMAIL);
  await page.goto('/moderation');
  await page.getByRole('tab', { name: 'Account help' }).click(PAGE_LOAD);
  const tab = page.getByRole('tabpanel', { name: 'Account help' });
  await tab.getByLabel('Username').fill(member.username);
  await tab.getByRole('button', { name: 'Find member' }).click();
  const panel = tab.getByRole('region', { name: member.username, exact: true });
  await expect(panel.getByText('Two-factor authentication: On')).toBeVisible(PAGE_LOAD);
  // A new member has stored nothing yet.
  await expect(panel.getByText('Storage: 0 B in 0 files')).toBeVisible();
  const history = panel.getByRole('list', { name: 'Sign-in history' });
  await expect(history.getByRole('listitem').first()).toContainText('Failed: Password');
  await expect(history.getByRole('listitem').last()).toContainText('Signed up');
  await expectNoSeriousAxeViolations(page);

  // A reset link, with a reason: to the member's address, never shown here.
  await panel.getByRole('button', { name: 'Send password reset link' }).click();
  const send = page.getByRole('dialog', { name: 'Send a password reset link' });
  await send.getByRole('button', { name: 'Send link' }).click();
  await expect(send.getByRole('alert')).toHaveText('Give a reason: it goes into the audit log.');
  await send.getByRole('textbox', { name: 'Reason' }).fill('Locked out: lost phone, wrote to the admins');
  await send.getByRole('button', { name: 'Send link' }).click();
  await expect(send).toHaveCount(0);
  await expect(toastText(page, 'Password reset link sent')).toBeVisible();
  const link = await linkInMail(page.request, member.email, /^Choose a new password/, '/api/password/reset');
  await expect(page.getByText(link)).toHaveCount(0);

  // Two-factor off: only once the admin ticks that they checked who asks.
  await panel.getByRole('button', { name: 'Turn off two-factor' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await turnOff.getByRole('textbox', { name: 'Reason' }).fill('Lost phone and recovery codes; checked by video call');
  await turnOff.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(turnOff.getByRole('alert')).toHaveText(
    "Check the member's identity first, and tick the box to say you did.",
  );
  await turnOff.getByRole('checkbox', { name: "I checked this member's identity" }).check();
  await turnOff.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(turnOff).toHaveCount(0);
  await expect(toastText(page, 'Two-factor authentication turned off')).toBeVisible();
  await expect(panel.getByText('Two-factor authentication: Off')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Turn off two-factor' })).toHaveCount(0);

  // The member: signed out, told by mail, and in again with the link alone (no code asked).
  expect((await memberRequest.get('/api/auth/user')).status()).toBe(401);
  await expect
    .poll(async () => (await mailTo(page.request, member.email)).map((m) => m.subject))
    .toContain('Two-factor authentication was turned off for your Dadhood account');
  const reset = (await mailTo(page.request, member.email)).find((m) => /^Choose a new password/.test(m.subject));
  expect(decodeQuotedPrintable(reset!.raw)).toContain('admin sent you this link');
  const token = new URL(link).searchParams.get('token');
  const back = await memberRequest.post('/api/password/reset', { data: { token, password: 'a fresh long password' } });
  expect(back.status()).toBe(200);
  expect((await memberRequest.get('/api/auth/user')).status()).toBe(200);
  await memberRequest.dispose();

  // Both actions are in the audit log, with the admin, the member and the reason.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  const turnedOff = log.getByRole('row').filter({ hasText: 'Turned off two-factor authentication' }).first();
  await expect(turnedOff).toContainText(member.username);
  await expect(turnedOff).toContainText('Lost phone and recovery codes; checked by video call');
  await expect(turnedOff).toContainText('1 session ended');
  await expect(log.getByRole('row').filter({ hasText: 'Sent a password reset link' }).first()).toContainText(
    'Locked out: lost phone, wrote to the admins',
  );
});
