/**
 * Messaging end to end (docs/messaging.md), two members in two browsers, everything live over graphql-ws with no reload:
 * A starts a direct chat from the dashboard and lands in /inbox; B sees it arrive in the floating chat and in
 * /inbox; B replies with an image; A edits a message and B sees '(edited)'; A makes a group, adds a third dad
 * and attaches a pdf, which B downloads; B's unread badge rises and clears.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page, type WebSocketRoute } from '@playwright/test';
import { scene } from '../api/src/testing/images';
import { pdf } from '../api/src/testing/files';
import { connectByApi, memberIdOf, signUpByApi, signUpInBrowser, test } from './support';

/** A second member in a browser of their own, signed up with a complete profile. */
async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const dad = await signUpInBrowser(page);
  return { context, page, dad };
}

const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
const conversationList = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const messageList = (page: Page) => page.getByRole('list', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('form', { name: /^(Send a message|Edit message)$/ });

async function send(page: Page, text: string) {
  await composer(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await composer(page).getByRole('button', { name: 'Send' }).click();
  await expect(messageList(page).getByText(text, { exact: true })).toBeVisible();
}

test('two dads chat live: direct chat from the dashboard, image reply, edit, group with a pdf, unread badge', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.slow(); // two browsers and a third member, every step waiting on the other's screen
  const a = await signUpInBrowser(page);
  const b = await secondBrowser(browser, baseURL);
  const cRequest = await playwright.request.newContext({ baseURL });
  try {
    const c = await signUpByApi(cRequest);
    await connectByApi(page.request, b.page.request);
    await connectByApi(page.request, cRequest);

    // B waits on the dashboard with the floating chat open.
    await b.page.goto('/home');
    await b.page.getByRole('button', { name: 'Open chat' }).click();
    const chat = b.page.getByRole('region', { name: 'Chat' });
    await expect(chat.getByText('No conversations yet.')).toBeVisible();
    await expect(messagesLink(b.page)).toHaveAccessibleName('Messages');

    // A starts the direct chat from My Connections and lands in the inbox on it.
    await page.goto('/home');
    await page
      .getByRole('region', { name: 'My Connections' })
      .getByRole('button', { name: `Message ${b.dad.username}` })
      .click();
    await expect(page).toHaveURL(/\/inbox\?c=[\w-]+$/);
    await expect(page.getByText('Conversation started!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: b.dad.username, level: 2 })).toBeVisible();
    await send(page, 'Brisket on Saturday?');

    // B: the conversation arrives in the floating chat with the message, and the Messages badge rises.
    const inChat = conversationList(b.page).getByRole('button', { name: new RegExp(a.username) });
    await expect(inChat).toContainText('Brisket on Saturday?');
    await expect(messagesLink(b.page)).toHaveAccessibleName('Messages 1 unread messages');
    await inChat.click();
    await expect(chat.getByRole('list', { name: 'Messages' }).getByText('Brisket on Saturday?')).toBeVisible();
    await expect(messagesLink(b.page)).toHaveAccessibleName('Messages');
    // A sees it was read.
    await expect(
      messageList(page)
        .getByRole('listitem')
        .filter({ hasText: 'Brisket on Saturday?' })
        .getByText('Read', { exact: true }),
    ).toBeVisible();
    // Closing the chat resets it to the list.
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await b.page.getByRole('button', { name: 'Open chat' }).click();
    await expect(
      b.page.getByRole('region', { name: 'Chat' }).getByRole('list', { name: 'Conversations' }),
    ).toBeVisible();

    // B goes to the inbox (no reload) and sees A's next message arrive there.
    await messagesLink(b.page).click();
    await expect(b.page).toHaveURL('/inbox');
    await expect(b.page.getByRole('heading', { name: a.username, level: 2 })).toBeVisible();
    // A keeps typing, as a member does: B's thread may subscribe after the first report went out, and each later
    // keystroke reports again once the 3 s throttle has passed.
    const box = composer(page).getByRole('textbox', { name: 'Message' });
    await box.fill('I will bring the');
    await expect(async () => {
      await box.press('End');
      await box.pressSequentially(' r');
      await expect(b.page.getByText(`${a.username} is typing…`)).toBeVisible({ timeout: 4_000 });
    }).toPass({ timeout: 20_000 });
    await send(page, 'I will bring the ribs.');
    await expect(messageList(b.page).getByText('I will bring the ribs.')).toBeVisible();

    // B replies with an image: A sees it inline and opens it large.
    await composer(b.page)
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'smoker.jpg', mimeType: 'image/jpeg', buffer: await scene('grill') });
    await expect(composer(b.page).getByRole('group', { name: 'Attachment' })).toContainText('smoker.jpg');
    await composer(b.page).getByRole('textbox', { name: 'Message' }).fill('Smoker is ready');
    await composer(b.page).getByRole('button', { name: 'Send' }).click();
    await expect(composer(b.page).getByRole('group', { name: 'Attachment' })).toHaveCount(0);
    const image = messageList(page).getByRole('button', { name: 'Open image smoker.jpg' });
    await expect(image).toBeVisible();
    await image.click();
    await expect(
      page.getByRole('dialog', { name: 'smoker.jpg' }).getByRole('img', { name: 'smoker.jpg' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // A edits the first message; B sees the new text marked '(edited)'.
    await messageList(page)
      .getByRole('listitem')
      .filter({ hasText: 'Brisket on Saturday?' })
      .getByRole('button', { name: 'Edit message' })
      .click();
    await expect(page.getByText('Editing message - modify text below and click Save')).toBeVisible();
    await composer(page).getByRole('textbox', { name: 'Message' }).fill('Brisket on Sunday?');
    await composer(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Editing message - modify text below and click Save')).toHaveCount(0);
    const edited = messageList(b.page).getByRole('listitem').filter({ hasText: 'Brisket on Sunday?' });
    await expect(edited.getByText('(edited)')).toBeVisible();

    // A makes a group with B, then adds C.
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const start = page.getByRole('dialog', { name: 'Start a Conversation' });
    await start.getByRole('tab', { name: 'Group Chat' }).click();
    await start.getByRole('textbox', { name: 'Group Name' }).fill('BBQ crew');
    await start.getByRole('checkbox', { name: b.dad.username }).click();
    await start.getByRole('button', { name: 'Create Group' }).click();
    await expect(page.getByText('Conversation started!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'BBQ crew', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Add People' }).click();
    const add = page.getByRole('dialog', { name: 'Add People' });
    await expect(add.getByRole('checkbox', { name: b.dad.username })).toHaveCount(0); // already in
    await add.getByRole('checkbox', { name: c.username }).click();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Participants added!', { exact: true })).toBeVisible();
    await expect(page.getByText('Added 1 participant(s) to the conversation.')).toBeVisible();
    await page.getByText('Group Chat', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      new RegExp(`You.*${b.dad.username}.*${c.username}|You.*${c.username}.*${b.dad.username}`),
    );

    // A attaches a pdf (its name and size show before it goes); B, on the direct chat, gets one unread.
    await composer(page)
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'brisket-plan.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await expect(composer(page).getByRole('group', { name: 'Attachment' })).toContainText('brisket-plan.pdf');
    await expect(composer(page).getByRole('group', { name: 'Attachment' })).toContainText(/\d+ B/);
    await composer(page).getByRole('button', { name: 'Send' }).click();
    await expect(messageList(page).getByRole('link', { name: /brisket-plan\.pdf/ })).toBeVisible();
    await expect(messagesLink(b.page)).toHaveAccessibleName('Messages 1 unread messages');

    // B opens the group (the badge clears) and downloads the pdf.
    await conversationList(b.page)
      .getByRole('button', { name: /BBQ crew/ })
      .click();
    await expect(b.page.getByRole('heading', { name: 'BBQ crew', level: 2 })).toBeVisible();
    await expect(messagesLink(b.page)).toHaveAccessibleName('Messages');
    const download = b.page.waitForEvent('download');
    await messageList(b.page)
      .getByRole('link', { name: /brisket-plan\.pdf/ })
      .click();
    expect((await download).suggestedFilename()).toBe('brisket-plan.pdf');

    // The inbox passes axe with a conversation open.
    const results = await new AxeBuilder({ page: b.page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  } finally {
    await Promise.all([b.context.close(), cRequest.dispose()]);
  }
});

test('the inbox welcomes a dad without conversations, and Start offers his connections', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: 'Welcome to Messages' })).toBeVisible();
  await page.getByRole('button', { name: 'Start a Conversation' }).click();
  const start = page.getByRole('dialog', { name: 'Start a Conversation' });
  await expect(start.getByRole('tab', { name: '1-on-1 Chat' })).toHaveAttribute('aria-selected', 'true');
  await expect(start.getByText('No connections yet.', { exact: false })).toBeVisible();
  await expect(start.getByRole('button', { name: 'Start Chat' })).toBeDisabled();
});

test('the floating chat minimises, expands and resets on close; its failures say so', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  const bRequest = await playwright.request.newContext({ baseURL });
  try {
    const b = await signUpByApi(bRequest);
    await connectByApi(page.request, bRequest);
    await page.goto('/home');

    // Starting a chat from the dashboard fails: its toast, and the page stays.
    await page.route('**/api/conversations', (route) => route.abort());
    await page
      .getByRole('region', { name: 'My Connections' })
      .getByRole('button', { name: `Message ${b.username}` })
      .click();
    await expect(page.getByText('Failed to start conversation. Please try again.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/home');
    await page.unrouteAll();

    const started = await bRequest.post('/api/conversations', {
      data: { participant2Id: await memberIdOf(page.request) },
    });
    expect(started.status()).toBe(201);
    await bRequest.post(`/api/conversations/${((await started.json()) as { id: string }).id}/messages`, {
      data: { content: 'Got a minute?' },
    });

    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('region', { name: 'Chat' });
    await chat
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(b.username) })
      .click();
    await expect(chat.getByRole('list', { name: 'Messages' }).getByText('Got a minute?')).toBeVisible();

    await chat.getByRole('button', { name: 'Minimize chat' }).click();
    await expect(chat.getByRole('list', { name: 'Messages' })).toBeHidden();
    await chat.getByRole('button', { name: 'Restore chat' }).click();
    await expect(chat.getByRole('list', { name: 'Messages' })).toBeVisible();
    await chat.getByRole('button', { name: 'Expand chat' }).click();
    await expect(chat.getByRole('button', { name: 'Shrink chat' })).toBeVisible();

    // Images only here; a failed send with an image says so.
    const form = chat.getByRole('form', { name: 'Send a message' });
    await expect(form.getByLabel('Image', { exact: true })).toHaveAttribute('accept', 'image/*');
    await page.route('**/attachments', (route) => route.abort());
    await form
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'lawn.jpg', mimeType: 'image/jpeg', buffer: await scene('grill') });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Failed to send message with image', { exact: true })).toBeVisible();
    await page.unrouteAll();

    // Closing resets: reopened, it shows the list at its normal size.
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(chat.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Expand chat' })).toBeVisible();
  } finally {
    await bRequest.dispose();
  }
});

test('after the socket drops and comes back, the open conversation catches up without duplicates', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow(); // graphql-ws waits a few seconds before it reconnects
  await signUpInBrowser(page);
  const bRequest = await playwright.request.newContext({ baseURL });
  try {
    const b = await signUpByApi(bRequest);
    await connectByApi(page.request, bRequest);
    const started = await bRequest.post('/api/conversations', {
      data: { participant2Id: await memberIdOf(page.request) },
    });
    const id = ((await started.json()) as { id: string }).id;
    const say = (content: string) => bRequest.post(`/api/conversations/${id}/messages`, { data: { content } });
    await say('First one');

    // The app's socket goes through here: it can be cut, and refused while the test says so.
    let refuse = false;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      if (refuse) return void socket.close();
      socket.connectToServer();
      sockets.push(socket);
    });
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { name: b.username, level: 2 })).toBeVisible();
    await expect(messageList(page).getByText('First one')).toBeVisible();
    await say('Live one');
    await expect(messageList(page).getByText('Live one')).toBeVisible();

    refuse = true;
    await Promise.all(sockets.map((socket) => socket.close()));
    await say('Sent while you were offline');
    refuse = false;

    await expect(messageList(page).getByText('Sent while you were offline')).toBeVisible({ timeout: 30_000 });
    await expect(conversationList(page).getByRole('button', { name: new RegExp(b.username) })).toContainText(
      'Sent while you were offline',
    );
    for (const text of ['First one', 'Live one', 'Sent while you were offline'])
      await expect(messageList(page).getByText(text)).toHaveCount(1);
    await say('Live again');
    await expect(messageList(page).getByText('Live again')).toHaveCount(1);
  } finally {
    await bRequest.dispose();
  }
});
