/**
 * Notification mail as a member lives it: they choose e-mail for comments and not for fist bumps on the settings
 * screen, another member bumps and comments, exactly the comment mail arrives (through the run's SMTP server),
 * and its unsubscribe link works in a browser that is not signed in.
 */
import { expect } from '@playwright/test';
import {
  connectByApi,
  createPostByApi,
  decodeQuotedPrintable,
  deletePostsByApi,
  graphqlAnswered,
  mailTo,
  secondBrowser,
  SITE_ADMIN_EMAIL,
  signInAsSiteAdmin,
  signUpInBrowser,
  test,
  verifyEmailByApi,
} from './support';

const origin = () => process.env.DADHOOD_E2E_APP_URL ?? '';

test('a member gets the comment mail they chose, not the fist bump one, and unsubscribes from it', async ({
  page,
  browser,
  baseURL,
}) => {
  const author = await signUpInBrowser(page);
  await verifyEmailByApi(page.request, author.email);
  const postId = await createPostByApi(page.request, { content: 'Our first camping trip with the twins' });

  await page.goto('/settings/notifications');
  const fistBumpMail = page.getByRole('switch', { name: 'Fist bumps on my posts: E-mail' });
  const commentMail = page.getByRole('switch', { name: 'Comments on my posts: E-mail' });
  /** Flips a switch and waits for the server to have the change (each switch saves at once). */
  const flip = async (control: typeof commentMail) => {
    const saved = graphqlAnswered(page, 'useUpdateNotificationPreferenceMutation');
    await control.click();
    expect((await saved).ok()).toBe(true);
  };
  // Fist bump mail on, then off again; comment mail off, then on: the member's own choices, saved at once.
  await flip(fistBumpMail);
  await expect(fistBumpMail).toBeChecked();
  await flip(fistBumpMail);
  await flip(commentMail);
  await expect(commentMail).not.toBeChecked();
  await flip(commentMail);
  await page.reload();
  await expect(commentMail).toBeChecked();
  await expect(fistBumpMail).not.toBeChecked();

  const other = await secondBrowser(browser, baseURL);
  try {
    expect((await other.page.request.post(`/api/posts/${postId}/like`)).status()).toBe(201);
    const commented = await other.page.request.post(`/api/posts/${postId}/comments`, {
      data: { content: 'Bring extra socks!' },
    });
    expect(commented.status()).toBe(201);

    // Mail from this worker's server only (the sink is shared by the run).
    const notificationMail = async () =>
      (await mailTo(page.request, author.email)).filter(
        (m) => !/^Verify your e-mail/.test(m.subject) && decodeQuotedPrintable(m.raw).includes(origin()),
      );
    await expect
      .poll(async () => (await notificationMail()).map((m) => m.subject))
      .toEqual([`New comment: @${other.dad.username} commented on your post: "Bring extra socks!"`]);
    const [mail] = await notificationMail();
    const raw = decodeQuotedPrintable(mail!.raw);
    expect(raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/i);
    const link = new RegExp(`${origin().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/unsubscribe\\?token=[^\\s"<>]+`).exec(
      raw,
    )?.[0];
    expect(link).toBeTruthy();

    // A browser that is not signed in: the link alone is enough.
    const visitor = await browser.newContext({ baseURL });
    try {
      const visit = await visitor.newPage();
      await visit.goto(link!.replace(/&amp;/g, '&'));
      await expect(visit.getByText('Unsubscribe from e-mails about comments on my posts?')).toBeVisible();
      await visit.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(visit.getByText('You will no longer get e-mails about comments on my posts.')).toBeVisible();
    } finally {
      await visitor.close();
    }
    await page.reload();
    await expect(commentMail).not.toBeChecked();
  } finally {
    await other.context.close();
    await deletePostsByApi(page.request, [postId]);
  }
});

test('the daily digest arrives once, with what the member missed', async ({
  page,
  browser,
  baseURL,
  playwright,
  serverClock,
}) => {
  const member = await signUpInBrowser(page);
  await verifyEmailByApi(page.request, member.email);
  await page.goto('/settings/notifications');
  const daily = page.getByRole('radiogroup', { name: 'E-mail digest' }).getByRole('radio', { name: 'Daily' });
  await daily.click();
  await expect(daily).toBeChecked();
  await page.reload();
  await expect(daily).toBeChecked();

  // A friend writes while the member is away.
  const friend = await secondBrowser(browser, baseURL);
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await connectByApi(friend.page.request, page.request);
    const chat = await friend.page.request.post('/api/conversations', {
      data: { participant2Id: (await (await page.request.get('/api/auth/user')).json()).id },
    });
    expect(chat.status()).toBe(201);
    const { id } = (await chat.json()) as { id: string };
    const sent = await friend.page.request.post(`/api/conversations/${id}/messages`, {
      data: { content: 'Are you coming to the barbecue?' },
    });
    expect(sent.status()).toBe(201);

    // A day later, the hourly digest runs (an admin runs it now rather than wait for the hour).
    await serverClock.advance(25 * 60 * 60 * 1000);
    await signInAsSiteAdmin(admin, SITE_ADMIN_EMAIL);
    const runDigest = async () => {
      const run = await admin.post('/api/moderation/jobs/kinds/notification-digest/run', {
        data: { reason: 'End-to-end test of the digest' },
      });
      expect(run.status()).toBe(201);
      // Done once nothing of its kind is queued or running.
      await expect
        .poll(async () => {
          const kinds = (await (await admin.get('/api/moderation/jobs')).json()) as {
            name: string;
            queued: number;
            running: number;
          }[];
          const digest = kinds.find((kind) => kind.name === 'notification-digest')!;
          return digest.queued + digest.running;
        })
        .toBe(0);
    };
    const digests = async () =>
      (await mailTo(page.request, member.email)).filter(
        (m) => m.subject === 'Your Dadhood digest: what you missed' && decodeQuotedPrintable(m.raw).includes(origin()),
      );
    await runDigest();
    await expect.poll(async () => (await digests()).length).toBe(1);
    const [digest] = await digests();
    expect(decodeQuotedPrintable(digest!.raw)).toContain('Messages: 1 unread in 1 conversation');
    // Run again: nothing new is due, so nothing more arrives.
    await runDigest();
    expect(await digests()).toHaveLength(1);
  } finally {
    await admin.dispose();
    await friend.context.close();
  }
});
