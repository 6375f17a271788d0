/**
 * The notification bell (docs/web.md): on a group's page a member follows everything in it, finds the
 * choice again after a reload and in "Muted and followed", and is told of another member's post there; he mutes a
 * question and a conversation from their own pages; an event's bell is for its attendees and host only. The
 * header keeps to a phone's width.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { createEventByApi, openEvent } from './event-support';
import { settledLayoutOffences } from './layout-checks';
import {
  connectByApi,
  createGroupByApi,
  createPostByApi,
  memberIdOf,
  signUpByApi,
  signUpInBrowser,
  test,
  toastText,
  unique,
} from './support';

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };

const bell = (page: Page | Locator, kind: string, level: 'Default' | 'Following' | 'Muted') =>
  page.getByRole('button', { name: `Notification settings for this ${kind}: ${level}`, exact: true });

/** Opens the bell and chooses; the menu closes on the choice. */
async function choose(page: Page, kind: string, from: 'Default' | 'Following' | 'Muted', choice: string) {
  await bell(page, kind, from).click();
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

const followRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Muted and followed' }).getByRole('listitem').filter({ hasText: name });

test('a member follows a group from its bell, finds it in his settings, and is told of a new post there', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  await page.setViewportSize(PHONE);
  const otherRequest = await playwright.request.newContext({ baseURL });
  try {
    const other = await signUpByApi(otherRequest);
    const name = unique('Brisket Circle');
    const groupId = await createGroupByApi(otherRequest, { name, description: 'Made by notification-bell.spec.ts' });

    await page.goto(`/groups/${groupId}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(bell(page, 'group', 'Default')).toBeVisible();
    expect(await settledLayoutOffences(page)).toEqual([]);

    await bell(page, 'group', 'Default').click();
    await expect(page.getByRole('menuitemradio', { name: 'Default', exact: true })).toBeChecked();
    await expect(
      page.getByRole('menuitemradio', { name: 'Follow everything', exact: true }),
    ).toHaveAccessibleDescription('Every new post');
    await page.getByRole('menuitemradio', { name: 'Follow everything', exact: true }).click();
    await expect(toastText(page, 'You follow everything in this group.')).toBeVisible();
    await expect(bell(page, 'group', 'Following')).toBeVisible();

    await page.reload();
    await bell(page, 'group', 'Following').click();
    await expect(page.getByRole('menuitemradio', { name: 'Follow everything', exact: true })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // Another member's post in it reaches the follower.
    const preview = unique('Rested the brisket for two hours');
    await createPostByApi(otherRequest, { content: preview, groupId });
    await page.goto('/notifications');
    const told = page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: `New in ${name}` });
    await expect(told).toContainText(`${other.username} posted: "${preview}"`);

    await page.goto('/settings/notifications');
    const row = followRow(page, name);
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/groups/${groupId}`);
    await expect(row.getByText('Following', { exact: true })).toBeVisible();

    // Back to the settings from the bell: the row goes.
    await page.goto(`/groups/${groupId}`);
    await choose(page, 'group', 'Following', 'Default');
    await expect(toastText(page, 'Back to your notification settings.')).toBeVisible();
    await expect(bell(page, 'group', 'Default')).toBeVisible();
    await page.goto('/settings/notifications');
    await expect(page.getByRole('heading', { name: 'Muted and followed' })).toBeVisible();
    await expect(followRow(page, name)).toHaveCount(0);
  } finally {
    await otherRequest.dispose();
  }
});

test('a member mutes a question and a conversation from their pages; an event has a bell once he attends', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpInBrowser(page);
  const otherRequest = await playwright.request.newContext({ baseURL });
  try {
    await signUpByApi(otherRequest);
    await connectByApi(otherRequest, page.request);

    // A question, muted from its page.
    const title = unique('How do you get a toddler to nap?');
    const asked = await otherRequest.post('/api/questions', {
      data: { title, content: 'Ours fights it every afternoon.' },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const questionId = ((await asked.json()) as { id: string }).id;
    await page.goto(`/ask-a-dad?question=${questionId}`);
    await expect(
      page.getByRole('region', { name: 'Question', exact: true }).getByRole('heading', { name: title }),
    ).toBeVisible();
    await choose(page, 'question', 'Default', 'Mute');
    await expect(toastText(page, 'Question muted.')).toBeVisible();
    await expect(bell(page, 'question', 'Muted')).toBeVisible();
    await page.goto('/settings/notifications');
    await expect(followRow(page, title).getByText('Muted', { exact: true })).toBeVisible();

    // A conversation, muted in the inbox on a phone: Default or Mute only.
    const started = await otherRequest.post('/api/conversations', {
      data: { participant2Id: await memberIdOf(page.request) },
    });
    expect(started.status(), await started.text()).toBe(201);
    const conversationId = ((await started.json()) as { id: string }).id;
    // The floating chat lists a conversation once it has a message.
    const sent = await otherRequest.post(`/api/conversations/${conversationId}/messages`, {
      data: { content: 'Nap tips incoming.' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.setViewportSize(PHONE);
    await page.goto(`/inbox?c=${conversationId}`);
    await bell(page, 'conversation', 'Default').click();
    await expect(page.getByRole('menuitemradio')).toHaveText([/^Default/, /^Mute/]);
    await page.getByRole('menuitemradio', { name: 'Mute', exact: true }).click();
    await expect(toastText(page, 'Conversation muted.')).toBeVisible();
    await expect(bell(page, 'conversation', 'Muted')).toBeVisible();
    // Checked without the toast, which covers the top bar for its few seconds on a phone.
    await page.reload();
    await expect(bell(page, 'conversation', 'Muted')).toBeVisible();
    expect(await settledLayoutOffences(page)).toEqual([]);
    await choose(page, 'conversation', 'Muted', 'Default');
    await expect(toastText(page, 'Conversation unmuted.')).toBeVisible();
    await expect(bell(page, 'conversation', 'Default')).toBeVisible();

    // The floating chat's conversation has the bell too.
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('region', { name: 'Chat' });
    await chat.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
    await expect(bell(chat, 'conversation', 'Default')).toBeVisible();

    // An event: the bell is for those who see its discussion.
    const eventTitle = unique('Porch Cookout');
    const eventId = await createEventByApi(otherRequest, {
      title: eventTitle,
      inviteList: [await memberIdOf(page.request)],
    });
    await openEvent(page, eventId, eventTitle);
    await expect(page.getByRole('button', { name: /^Notification settings for this event/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('button', { name: 'Leave Event' })).toBeVisible();
    await choose(page, 'event', 'Default', 'Follow everything');
    await expect(toastText(page, 'You follow everything in this event.')).toBeVisible();
    await expect(bell(page, 'event', 'Following')).toBeVisible();
  } finally {
    await otherRequest.dispose();
  }
});
