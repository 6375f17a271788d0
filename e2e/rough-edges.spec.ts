/**
 * What a new member ran into on a first try, on a desktop (1366x900) and a phone (390x844): the terms dialog that
 * could not be left, addresses built on a host the browser was not on, hashtags in the post editor and as links,
 * an invisible fist bump, a chat thread that lost its newest message under an image, and copy that did not fit a
 * brand-new member.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { scene } from '../api/src/testing/images';
import { createEventByApi } from './event-support';
import {
  connectByApi,
  createPostByApi,
  deletePostsByApi,
  memberIdOf,
  newDad,
  signUpByApi,
  signUpInBrowser,
  test,
  uniqueLetters,
} from './support';

// Several members, uploads and reloads per test on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });
const PAGE_LOAD = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };

const termsDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Dadhood' });
const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test.describe('the terms dialog', () => {
  for (const [device, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    test(`a new member who cancels the terms can log out from / (${device})`, async ({ page }) => {
      await page.setViewportSize(size);
      await signUpInBrowser(page, { complete: false });
      await page.goto('/');
      const dialog = termsDialog(page);
      await expect(dialog).toBeVisible(PAGE_LOAD);
      // Only Cancel leaves it (the dialog has no close button)...
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();

      // ...and Cancel goes to /, where the dialog stays closed: Log out is in reach, the terms a click away.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL('/');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Terms not accepted yet' })).toBeVisible();
      const logOut = page.getByRole('link', { name: 'Log out' });
      await expect(logOut).toBeInViewport();
      await logOut.click({ trial: true }); // nothing covers it

      await page.getByRole('button', { name: 'Review the terms' }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('checkbox')).not.toBeChecked();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await logOut.click();
      await expect(page.getByRole('button', { name: 'Login/Dad Up' })).toBeVisible(PAGE_LOAD);
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    });
  }
});

test('opened on another host than PUBLIC_URL: Add to calendar works, shared links use PUBLIC_URL', async ({
  page,
  baseURL,
}) => {
  // The server's PUBLIC_URL is the configured base (127.0.0.1); the member opens the app at localhost instead.
  const publicUrl = new URL(baseURL!).origin;
  const otherHost = publicUrl.replace('127.0.0.1', 'localhost');
  expect(otherHost).not.toBe(publicUrl);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const dad = newDad();
  expect(
    (await page.request.post(`${otherHost}/api/register`, { data: { ...dad, confirmAdult: true } })).status(),
  ).toBe(201);
  const request = page.request;
  const onboarded = await request.patch(`${otherHost}/api/users/onboarding`, {
    data: { dadType: 'experienced', interests: ['sports'], location: 'Austin, TX', bio: '' },
  });
  expect(onboarded.status()).toBe(200);

  // 'Add to calendar' is followed in the app: a path, so the session of the host the browser is on goes with it.
  const title = `Porch hang ${uniqueLetters(8)}`;
  const eventId = await createEventByApi(hostBound(request, otherHost), {
    title,
    description: 'Lawn chairs and lemonade',
    location: 'Austin, TX',
  });
  await page.goto(`${otherHost}/events/${eventId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible(PAGE_LOAD);
  const addToCalendar = page.getByRole('link', { name: 'Add to calendar' });
  await expect(addToCalendar).toHaveAttribute('href', `/api/events/${eventId}/calendar.ics`);
  const download = page.waitForEvent('download');
  await addToCalendar.click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  // The referral link is meant to be shared: PUBLIC_URL, not the host this browser happens to be on.
  await page.goto(`${otherHost}/home`);
  await page.getByRole('banner').getByRole('button', { name: 'Invite', exact: true }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Friends to Dadhood' });
  await invite.getByRole('button', { name: 'Generate Code' }).click();
  await expect(invite.getByLabel('Your referral link')).toHaveValue(
    new RegExp(`^${escapeRegExp(publicUrl)}/\\?ref=[A-Z0-9]+$`),
  );
  await page.keyboard.press('Escape');

  // So is a post's permalink (Share copies it where the browser has no share sheet).
  const text = `Shared from another host ${dad.username}`;
  const postId = await createPostByApi(hostBound(request, otherHost), { content: text });
  try {
    await page.goto(`${otherHost}/posts/${postId}`);
    const post = postCard(page, text);
    await expect(post).toBeVisible(PAGE_LOAD);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await post.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${publicUrl}/posts/${postId}`);
  } finally {
    await hostBound(request, otherHost).delete(`/api/posts/${postId}`);
  }
});

test('the post editor counts hashtags typed in the text and shows the limit; a hashtag opens the posts that carry it', async ({
  page,
}) => {
  const dad = await signUpInBrowser(page);
  const tag = `smoke${uniqueLetters(10)}`;
  const text = `Brisket notes ${dad.username}`;
  const tagged = await createPostByApi(page.request, {
    content: text,
    hashtags: JSON.stringify([tag, 'bbq', 'brisket', 'oak', 'lowslow']),
  });
  const other = await createPostByApi(page.request, { content: `Lawn day ${dad.username}` });
  try {
    await page.goto('/home');
    const post = postCard(page, text);
    await expect(post).toBeVisible(PAGE_LOAD);
    await post.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Edit Post' }).click();
    const form = post.getByRole('form', { name: 'Edit post' });
    // Five chips: the tag field is full and says so, as the composer's does.
    await expect(form.getByRole('textbox', { name: 'Add a hashtag' })).toBeDisabled();
    await expect(form.getByRole('status')).toHaveText('Maximum 5 hashtags');

    // A sixth typed in the text is not taken silently: the limit shows and Save waits.
    const box = form.getByRole('textbox', { name: 'Edit post text' });
    await box.fill(`${text} #sixth`);
    await expect(form.getByRole('status')).toHaveText('Maximum 5 hashtags: remove one to save.');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await form.getByRole('button', { name: 'Remove #oak' }).click();
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Post updated successfully.')).toBeVisible();
    const saved = (await (await page.request.get(`/api/posts/${tagged}`)).json()) as { hashtags: string[] };
    expect([...saved.hashtags].sort()).toEqual([tag, 'bbq', 'brisket', 'lowslow', 'sixth'].sort());

    // Each hashtag is a link to the Dadfeed of the posts that carry it.
    await post.getByRole('link', { name: `#${tag}` }).click();
    await expect(page).toHaveURL(`/home?tag=${tag}`);
    await expect(page.getByRole('status').filter({ hasText: `Posts tagged #${tag}` })).toBeVisible();
    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('article');
    await expect(posts).toHaveCount(1, PAGE_LOAD);
    await expect(posts.first()).toContainText(text);
    await page.getByRole('link', { name: 'Show all posts' }).click();
    await expect(page).toHaveURL('/home');
    await expect(postCard(page, `Lawn day ${dad.username}`)).toBeVisible(PAGE_LOAD);
  } finally {
    await deletePostsByApi(page.request, [tagged, other]);
  }
});

test('a fist bump shows: a filled fist, a visible "Fist bumped" and a tooltip that works', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  const authorRequest = await playwright.request.newContext({ baseURL });
  const author = await signUpByApi(authorRequest);
  const text = `Fixed the fence ${author.username}`;
  const id = await createPostByApi(authorRequest, { content: text });
  try {
    await page.goto('/home');
    const post = postCard(page, text);
    await expect(post).toBeVisible(PAGE_LOAD);
    await expect(post.getByText('Fist bumped', { exact: true })).toHaveCount(0);
    await post.getByRole('button', { name: 'Fist bump (0)' }).click();

    const bumped = post.getByRole('button', { name: 'You already fistbumped this post' });
    await expect(bumped).toBeDisabled();
    const label = post.getByText('Fist bumped', { exact: true });
    await expect(label).toBeVisible();
    const tooltip = post.getByRole('tooltip');
    await page.mouse.move(0, 0); // the pointer rested on the button it clicked
    await expect(tooltip).toHaveCount(0);
    await label.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText('You fist bumped this post (one per post)');
  } finally {
    await deletePostsByApi(authorRequest, [id]);
    await authorRequest.dispose();
  }
});

test.describe('the chat thread stays at the newest message when an image is attached and sent', () => {
  for (const place of ['inbox', 'floating chat'] as const) {
    test(`in the ${place}`, async ({ page, playwright, baseURL }) => {
      // The server checks an image before it takes it: seconds on a busy machine.
      test.setTimeout(180_000);
      await signUpInBrowser(page);
      const friendRequest = await playwright.request.newContext({ baseURL });
      try {
        await signUpByApi(friendRequest);
        await connectByApi(page.request, friendRequest);
        const started = await friendRequest.post('/api/conversations', {
          data: { participant2Id: await memberIdOf(page.request) },
        });
        expect(started.status()).toBe(201);
        const conversationId = ((await started.json()) as { id: string }).id;
        // More than a screenful, so the thread scrolls.
        for (let i = 1; i <= 14; i += 1) {
          const sent = await friendRequest.post(`/api/conversations/${conversationId}/messages`, {
            data: {
              content: `Message ${i}: the brisket is on, the fire is steady, the bark is coming along nicely today.`,
            },
          });
          expect(sent.status()).toBe(201);
        }

        let thread: Locator;
        let fileLabel: string;
        if (place === 'inbox') {
          await page.goto(`/inbox?c=${conversationId}`);
          thread = page.getByRole('main');
          fileLabel = 'File';
        } else {
          await page.goto('/home');
          await page.getByRole('button', { name: 'Open chat' }).click();
          thread = page.getByRole('region', { name: 'Chat' });
          await thread.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
          fileLabel = 'Image';
        }
        const messages = thread.getByRole('list', { name: 'Messages' });
        await expect(messages.getByText(/^Message 14:/)).toBeInViewport(PAGE_LOAD);
        const composer = thread.getByRole('form', { name: 'Send a message' });

        // The preview takes room from the thread: the newest message stays in view.
        await composer
          .getByLabel(fileLabel, { exact: true })
          .setInputFiles({ name: 'smoker.jpg', mimeType: 'image/jpeg', buffer: await scene('grill') });
        await expect(composer.getByRole('group', { name: 'Attachment' })).toBeVisible();
        await expectAtBottom(messages);

        // Sent, the image loads after the thread scrolled: it still ends at the image.
        await composer.getByRole('button', { name: 'Send' }).click();
        const image = messages.getByRole('button', { name: 'Open image smoker.jpg' });
        await expect(image).toBeVisible({ timeout: 120_000 });
        await expect
          .poll(() => image.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0))
          .toBe(true);
        await expectAtBottom(messages);
        await expect(image).toBeInViewport({ ratio: 1 });
      } finally {
        await friendRequest.dispose();
      }
    });
  }
});

test.describe('copy for a brand-new member', () => {
  test('the dashboard welcomes a new member (not "back"), and the Dad Score reads with a space', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the crew, Sam!', PAGE_LOAD);
    await expect(page.getByRole('button', { name: /^Dad Score/ })).toHaveAccessibleName(/^Dad Score \d/);
  });

  test('the panic button does not tell a member without connections that connections were alerted', async ({
    page,
  }) => {
    await page.clock.install();
    await signUpInBrowser(page);
    await page.goto('/home');
    const panic = page.getByRole('button', { name: 'Panic button' });
    await expect(panic).toBeEnabled(PAGE_LOAD);
    await panic.click();
    const dialog = page.getByRole('dialog', { name: 'Panic mode activated' });
    await expect(dialog).toContainText('You have no connections to alert yet');
    await expect(dialog).not.toContainText('Help is on the way');
    await page.clock.fastForward(10_000);
    await expect(panic).toBeEnabled();

    await panic.click();
    await expect(page.getByText('Panic button cooling down', { exact: true })).toBeVisible();
    await expect(
      page
        .getByText(
          'You can raise one community alert every 5 minutes. You have no connections yet, so nobody was alerted.',
          { exact: true },
        )
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/Your connections have already been alerted/)).toHaveCount(0);
  });

  test('a member with connections is still told they were alerted', async ({ page, playwright, baseURL }) => {
    await page.clock.install();
    await signUpInBrowser(page);
    const friendRequest = await playwright.request.newContext({ baseURL });
    try {
      await signUpByApi(friendRequest);
      await connectByApi(page.request, friendRequest);
      await page.goto('/home');
      const panic = page.getByRole('button', { name: 'Panic button' });
      await expect(panic).toBeEnabled(PAGE_LOAD);
      await panic.click();
      await expect(page.getByRole('dialog', { name: 'Panic mode activated' })).toContainText('Help is on the way');
      await page.clock.fastForward(10_000);
      await panic.click();
      await expect(page.getByText(/Your connections have already been alerted\./).first()).toBeVisible();
    } finally {
      await friendRequest.dispose();
    }
  });

  test('the Terms page reads "Dadhood after that" with its space', async ({ page }) => {
    await page.goto('/terms');
    await expect(
      page.getByText(/Continuing to use Dadhood after that means you accept the updated terms\./),
    ).toBeVisible(PAGE_LOAD);
  });

  test("the minimised chat's buttons all have names", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signUpInBrowser(page);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('region', { name: 'Chat' });
    await chat.getByRole('button', { name: 'Minimize chat' }).click();
    await expect(chat.getByRole('button', { name: 'Restore chat' })).toBeVisible();
    for (const button of await chat.getByRole('button').all()) {
      if (await button.isVisible()) await expect(button).toHaveAccessibleName(/\S/);
    }
  });
});

/** The thread's scroller shows its end: the newest message is not pushed below the fold. */
async function expectAtBottom(messages: Locator) {
  await expect
    .poll(() =>
      messages.evaluate((list) => {
        const scroller = list.parentElement!;
        return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
      }),
    )
    .toBeLessThanOrEqual(2);
}

/** The page's request context with another host's absolute addresses (its cookies are per host). */
function hostBound(request: APIRequestContext, origin: string): APIRequestContext {
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  return new Proxy(request, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || !['get', 'post', 'patch', 'delete', 'put', 'fetch'].includes(String(property)))
        return value;
      return (url: string, options?: object) =>
        (value as (u: string, o?: object) => unknown).call(target, absolute(url), options);
    },
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
