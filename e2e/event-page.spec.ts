/**
 * An event's page (docs/events.md): capacity with 'Event Full' and the waiting list, a leave promoting the
 * first waiting member live (his page is not reloaded); photos with tags and the tag editor; a virtual event's
 * lobby with the meeting link, the host's edit, link, invitations and delete; a past event's disabled buttons.
 * Every event is private, each test has its own members.
 */
import { expect } from '@playwright/test';
import { scene } from '../api/src/testing/images';
import { createEventByApi, daysFromNow, openEvent } from './event-support';
import {
  connectByApi,
  expectNoSeriousAxeViolations,
  memberIdOf,
  secondBrowser,
  signUpByApi,
  signUpInBrowser,
  test,
  toastText,
  unique,
} from './support';

test('at capacity: Event Full and the waiting list; a leave promotes the first waiting member live', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const hostRequest = await playwright.request.newContext({ baseURL });
  const waiting = await secondBrowser(browser, baseURL);
  try {
    await signUpByApi(hostRequest);
    await signUpInBrowser(page);
    await connectByApi(hostRequest, page.request);
    await connectByApi(hostRequest, waiting.page.request);
    const title = unique('Pitmaster Class');
    const id = await createEventByApi(hostRequest, {
      title,
      maxAttendees: 1,
      location: 'Austin, TX',
      inviteList: [await memberIdOf(page.request), await memberIdOf(waiting.page.request)],
    });

    // The first invitee accepts: he takes the only place.
    await openEvent(page, id, title);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(toastText(page, 'Invitation accepted!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave Event' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Attendees (1 / 1)' })).toBeVisible();

    // The second finds it full and joins the waiting list.
    await openEvent(waiting.page, id, title);
    await expect(waiting.page.getByRole('button', { name: 'Event Full' })).toBeDisabled();
    await expectNoSeriousAxeViolations(waiting.page);
    await waiting.page.getByRole('button', { name: 'Join Waiting List' }).click();
    await expect(toastText(waiting.page, 'Added to the waiting list')).toBeVisible();
    await expect(waiting.page.getByText('You are #1 on the waiting list', { exact: true })).toBeVisible();
    // The attendee's page follows without a reload.
    await expect(page.getByText('1 on the waiting list', { exact: true })).toBeVisible();

    // He leaves: the waiting member is promoted, live.
    await page.getByRole('button', { name: 'Leave Event' }).click();
    await expect(toastText(page, 'Left event')).toBeVisible();
    await expect(waiting.page.getByRole('button', { name: 'Leave Event' })).toBeVisible();
    await expect(waiting.page.getByText('You are #1 on the waiting list', { exact: true })).toHaveCount(0);
    await expect(waiting.page.getByRole('list', { name: 'Attendees' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Event Full' })).toBeDisabled();

    // And when he leaves in turn, the place shows free on the first one's page: Attend.
    await waiting.page.getByRole('button', { name: 'Leave Event' }).click();
    await expect(toastText(waiting.page, 'Left event')).toBeVisible();
    await page.getByRole('button', { name: 'Attend Event' }).click();
    await expect(toastText(page, 'Event joined!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave Event' })).toBeVisible();
  } finally {
    await waiting.context.close();
    await hostRequest.dispose();
  }
});

test('photos: an attendee shares one with a caption and a tag; the host, told of the tag, edits its tags and deletes it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signUpInBrowser(page);
  const named = await page.request.patch('/api/users/profile', { data: { firstName: 'Hank', lastName: 'Hickory' } });
  expect(named.status(), await named.text()).toBe(200);
  const attendee = await secondBrowser(browser, baseURL);
  try {
    const renamed = await attendee.page.request.patch('/api/users/profile', {
      data: { firstName: 'Rusty', lastName: 'Smokewell' },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await connectByApi(page.request, attendee.page.request);
    const title = unique('Smokehouse Tour');
    const id = await createEventByApi(page.request, {
      title,
      location: 'Lockhart, TX',
      inviteList: [await memberIdOf(attendee.page.request)],
    });
    expect((await attendee.page.request.post(`/api/events/${id}/attend`)).status()).toBe(200);

    await openEvent(attendee.page, id, title);
    const upload = attendee.page.getByRole('form', { name: 'Share a photo' });
    await upload.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(toastText(attendee.page, 'No photo selected')).toBeVisible();
    await upload
      .getByLabel('Event photo file')
      .setInputFiles({ name: 'smoke.jpg', mimeType: 'image/jpeg', buffer: await scene('grill', 4) });
    await expect(upload.getByRole('img', { name: 'Chosen photo preview' })).toBeVisible();
    await upload.getByLabel('Caption (optional)').fill('Smoke rings at dawn');
    await upload.getByRole('list', { name: 'People to tag' }).getByRole('checkbox', { name: 'Hank Hickory' }).check();
    await expectNoSeriousAxeViolations(attendee.page);
    await upload.getByRole('button', { name: 'Upload Photo' }).click();
    // The first upload waits for the image check's model to load.
    await expect(toastText(attendee.page, 'Photo uploaded')).toBeVisible({ timeout: 60_000 });
    const photo = attendee.page.getByRole('figure', { name: 'Smoke rings at dawn' });
    await expect(photo.getByRole('list', { name: 'Tagged people' })).toHaveText('Hank Hickory');
    await expect(photo.getByRole('button', { name: 'Edit Photo Tags' })).toBeVisible();
    await expect(photo.locator('img[src*="/uploads/"]')).toBeVisible();

    await expect(attendee.page.getByRole('heading', { name: 'Event Photos (1)' })).toBeVisible();

    // The host was told of the tag; he edits the tags: the uploader in, himself out.
    await page.goto('/notifications');
    await expect(page.getByRole('listitem').filter({ hasText: `tagged you in a photo from "${title}"` })).toBeVisible();
    await openEvent(page, id, title);
    const hostsView = page.getByRole('figure', { name: 'Smoke rings at dawn' });
    await hostsView.getByRole('button', { name: 'Edit Photo Tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Photo Tags' });
    await expect(dialog.getByRole('checkbox', { name: 'Hank Hickory' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Rusty Smokewell' }).check();
    await dialog.getByRole('checkbox', { name: 'Hank Hickory' }).uncheck();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save Tags' }).click();
    await expect(toastText(page, 'Photo tags updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(hostsView.getByRole('list', { name: 'Tagged people' })).toHaveText('Rusty Smokewell');

    // The host deletes it, once confirmed.
    await hostsView.getByRole('button', { name: 'Delete Photo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Photo' });
    await confirm.getByRole('button', { name: 'Delete Photo' }).click();
    await expect(toastText(page, 'Photo deleted')).toBeVisible();
    await expect(hostsView).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Event Photos (0)' })).toBeVisible();
    await expect(page.getByText('No photos yet')).toBeVisible();
  } finally {
    await attendee.context.close();
  }
});

test('a virtual event: the lobby with the meeting link; the host edits, shares the link, invites and deletes', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signUpInBrowser(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const friendRequest = await playwright.request.newContext({ baseURL });
  try {
    await signUpByApi(friendRequest);
    await connectByApi(page.request, friendRequest);
    const title = unique('Fantasy Draft Night');
    const id = await createEventByApi(page.request, { title, isVirtual: true, location: 'Online', category: 'gaming' });
    await openEvent(page, id, title);
    await expect(page.getByRole('list', { name: 'Badges' }).getByText('Virtual', { exact: true })).toBeVisible();
    // Virtual: no photos, a video call.
    await expect(page.getByRole('form', { name: 'Share a photo' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Join Video Call' }).click();
    const lobby = page.getByRole('dialog', { name: 'Video Call Lobby' });
    await expect(lobby.getByText(/The video call will start here/)).toBeVisible();
    await expect(lobby.getByText('The host has not shared a meeting link yet.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(lobby).toBeHidden();

    // Edit: a new title, the meeting link and a banner.
    const renamed = `${title} II`;
    await page.getByRole('button', { name: 'Edit Event' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await expect(edit.getByLabel('Category')).toHaveValue('gaming');
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByLabel('Meeting link (optional)').fill('https://meet.example.com/draft-night');
    await edit
      .getByLabel('Event Banner file')
      .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await scene('mountains', 2, 1200, 300) });
    await expect(edit.getByRole('img', { name: 'Event Banner preview' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Event updated')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    await expect(page.locator('img[src*="/uploads/"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Join Video Call' }).click();
    await expect(lobby.getByRole('link', { name: "Open the host's meeting link" })).toHaveAttribute(
      'href',
      'https://meet.example.com/draft-night',
    );
    // Close, not Escape: while 'Event updated' is still up, Escape may go to the toast (a clean CI run saw it).
    await lobby.getByRole('button', { name: 'Close' }).click();
    await expect(lobby).toBeHidden();

    // The link, copied (the indicator lasts 2000 ms).
    await page.getByRole('button', { name: 'Generate Link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Event Link Generated' });
    await expect(linkDialog.getByLabel('Event link')).toHaveValue(`${baseURL}/events/${id}`);
    await linkDialog.getByRole('button', { name: 'Copy' }).click();
    await expect(toastText(page, 'Link copied!')).toBeVisible();
    await expect(linkDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/events/${id}`);
    await expect(linkDialog.getByRole('button', { name: 'Copy' })).toBeVisible();
    // (Escape would close the toast first: it is the newer layer.)
    await linkDialog.getByRole('button', { name: 'Close' }).click();
    await expect(linkDialog).toBeHidden();

    // Invite Friends: his connection.
    await page.getByRole('button', { name: 'Invite Friends' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Friends' });
    await invite.getByRole('checkbox').check();
    await invite.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(toastText(page, 'Invitations sent')).toBeVisible();
    const invitations = (await (await friendRequest.get('/api/events/invitations')).json()) as Array<{
      event: { id: string };
    }>;
    expect(invitations.map((invitation) => invitation.event.id)).toContain(id);

    // 'Add to calendar' downloads the event.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);

    // Delete, confirmed.
    await page.getByRole('button', { name: 'Delete Event' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Event' });
    await confirm.getByRole('button', { name: 'Delete Event' }).click();
    await expect(toastText(page, 'Event deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/events$/);
    await page.goto(`/events/${id}`);
    await expect(page.getByRole('heading', { name: 'Event not found', level: 1 })).toBeVisible();
  } finally {
    await friendRequest.dispose();
  }
});

test("a past event's buttons are disabled: 'Event Completed' for an attendee, 'Event Ended' for an invitee", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const hostRequest = await playwright.request.newContext({ baseURL });
  const invitee = await secondBrowser(browser, baseURL);
  try {
    await signUpByApi(hostRequest);
    await signUpInBrowser(page);
    await connectByApi(hostRequest, page.request);
    await connectByApi(hostRequest, invitee.page.request);
    const title = unique('Yard Sale');
    const id = await createEventByApi(hostRequest, {
      title,
      location: 'Austin, TX',
      inviteList: [await memberIdOf(page.request), await memberIdOf(invitee.page.request)],
    });
    expect((await page.request.post(`/api/events/${id}/attend`)).status()).toBe(200);
    const start = daysFromNow(-3, 9, 0);
    const moved = await hostRequest.put(`/api/events/${id}`, {
      data: { startDate: start.toISOString(), endDate: new Date(start.getTime() + 2 * 60 * 60 * 1000).toISOString() },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await openEvent(page, id, title);
    await expect(page.getByRole('list', { name: 'Badges' }).getByText('Past', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Event Completed' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Leave Event' })).toHaveCount(0);

    await openEvent(invitee.page, id, title);
    await expect(invitee.page.getByRole('button', { name: 'Event Ended' })).toBeDisabled();
    await expect(invitee.page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(invitee.page);
  } finally {
    await invitee.context.close();
    await hostRequest.dispose();
  }
});
