/**
 * Screens that follow others' changes without a reload (docs/live-events.md): the Network badge and Requests tab,
 * Request Sent becoming Connected, the Invited Events badge, an event's discussion and photos, a group page after the
 * viewer's role changes or he is removed, and its "Posts this week", the dashboard's Upcoming Events after a join on
 * the Eventfeed, and "N new posts" on the Dadfeed and the Groupfeed, including a post published while the feed's
 * subscription was being made. Each live change is checked in a second browser that is never reloaded.
 */
import { expect, type APIRequestContext, type Page, type WebSocketRoute } from '@playwright/test';
import { scene } from '../api/src/testing/images';
import { createEventByApi, daysFromNow, openEvent } from './event-support';
import {
  connectByApi,
  createGroupByApi,
  createPostByApi,
  deletePostsByApi,
  memberIdOf,
  secondBrowser,
  signUpByApi,
  signUpInBrowser,
  test,
  toastText,
  unique,
} from './support';

/**
 * How long another member's change may take to show without a reload. How fast it shows is measured by
 * `npm run bench:live`; this ceiling only allows for a CI machine busy with other workers.
 */
const LIVE_MS = 5_000;
/** A page's first load on a busy machine (not a live update). */
const LOAD = { timeout: 30_000 };

async function setName(request: APIRequestContext, firstName: string, lastName: string) {
  const response = await request.patch('/api/users/profile', { data: { firstName, lastName } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The frames of the page's GraphQL socket, for what the screen cannot show: that a subscription was made, or that an
 * event arrived and changed nothing. Call it before the page opens its socket.
 */
function socketFrames(page: Page) {
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => void sent.push(String(payload)));
    socket.on('framereceived', ({ payload }) => void received.push(String(payload)));
  });
  return {
    subscribed: (operationName: string) => sent.some((frame) => frame.includes(`"operationName":"${operationName}"`)),
    received: (text: string) => received.filter((frame) => frame.includes(text)).length,
  };
}

/** Groups made by `creator` with these names, each joined by `member`; their ids. */
async function groupsJoinedBy(creator: APIRequestContext, member: APIRequestContext, names: readonly string[]) {
  const groupIds: string[] = [];
  for (const name of names) {
    const groupId = await createGroupByApi(creator, { name, description: 'Made by live.spec.ts' });
    const joined = await member.post(`/api/groups/${groupId}/join`);
    expect(joined.status(), await joined.text()).toBeLessThan(300);
    groupIds.push(groupId);
  }
  return groupIds;
}

/** The Network link's badge in the top navigation (desktop). */
const networkBadge = (page: Page, count: number) =>
  page.getByRole('navigation').getByText(`${count} pending connection requests`, { exact: true }).first();

test('a request shows on the Network badge and the Requests tab at once; accepting turns Request Sent into Connected', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers
  await signUpInBrowser(page);
  await setName(page.request, 'Asa', unique('Asker').replace(' ', ''));
  const receiver = await secondBrowser(browser, baseURL);
  try {
    const receiverId = await memberIdOf(receiver.page.request);
    await receiver.page.goto('/networking?tab=requests');
    await expect(receiver.page.getByText('No pending requests', { exact: true })).toBeVisible(LOAD);

    // The sender asks from the receiver's profile.
    await page.goto(`/profile/${receiverId}`);
    await page.getByRole('button', { name: 'Connect' }).click(LOAD);
    await expect(page.getByRole('button', { name: 'Request Sent' })).toBeDisabled(LOAD);

    // The receiver's page, never reloaded: the badge, the tab's count and the request itself.
    await expect(networkBadge(receiver.page, 1)).toBeAttached({ timeout: LIVE_MS });
    await expect(receiver.page.getByRole('tab', { name: /^Requests/ })).toContainText('1', { timeout: LIVE_MS });
    const request = receiver.page.getByRole('list', { name: 'Pending requests' }).getByRole('listitem');
    await expect(request).toBeVisible({ timeout: LIVE_MS });
    await expect(request).toContainText('Asa');

    // He accepts: the sender's profile page, never reloaded, reads Connected.
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(toastText(receiver.page, 'Connection updated!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connected' })).toBeVisible({ timeout: LIVE_MS });
    await expect(page.getByRole('button', { name: 'Request Sent' })).toHaveCount(0);
  } finally {
    await receiver.context.close();
  }
});

test('an invitation shows on the Invited Events badge at once', async ({ page, browser, baseURL }) => {
  test.slow();
  await signUpInBrowser(page);
  const guest = await secondBrowser(browser, baseURL);
  try {
    await connectByApi(page.request, guest.page.request);
    const eventId = await createEventByApi(page.request, { title: unique('Chili Cook-off'), location: 'Austin, TX' });
    await guest.page.goto('/events');
    const invitedTab = guest.page.getByRole('tab', { name: /^Invited Events/ });
    await expect(invitedTab).toBeVisible(LOAD);
    await expect(invitedTab).not.toContainText('pending');

    const invited = await page.request.post(`/api/events/${eventId}/invite`, {
      data: { userIds: [await memberIdOf(guest.page.request)] },
    });
    expect(invited.status(), await invited.text()).toBeLessThan(300);
    await expect(invitedTab.getByText('1 pending invitation', { exact: true })).toBeAttached({ timeout: LIVE_MS });
  } finally {
    await guest.context.close();
  }
});

test("an event's discussion and photos follow others' posts and uploads on its page", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signUpInBrowser(page);
  const attendee = await secondBrowser(browser, baseURL);
  try {
    await connectByApi(page.request, attendee.page.request);
    const title = unique('Smoker Meetup');
    const eventId = await createEventByApi(page.request, {
      title,
      location: 'Austin, TX',
      inviteList: [await memberIdOf(attendee.page.request)],
    });
    await openEvent(attendee.page, eventId, title);
    await attendee.page.getByRole('button', { name: 'Accept' }).click();
    await expect(toastText(attendee.page, 'Invitation accepted!')).toBeVisible();
    await expect(attendee.page.getByRole('heading', { name: 'Event Discussion' })).toBeVisible();
    await expect(attendee.page.getByText('Event Photos (0)', { exact: true })).toBeVisible();

    // The host writes in the discussion: the attendee's page shows it.
    const said = unique('Bring the brisket');
    const postId = await createPostByApi(page.request, { content: said, eventId });
    try {
      await expect(attendee.page.getByRole('list', { name: 'Event posts' }).getByText(said)).toBeVisible({
        timeout: LIVE_MS,
      });

      // And shares a photo: it shows, with the count.
      const shared = await page.request.post(`/api/events/${eventId}/photos`, {
        multipart: {
          photo: { name: 'smoke.jpg', mimeType: 'image/jpeg', buffer: await scene('grill', 3) },
          caption: 'First light',
        },
      });
      expect(shared.status(), await shared.text()).toBe(201);
      await expect(attendee.page.getByText('Event Photos (1)', { exact: true })).toBeVisible({ timeout: LIVE_MS });
      await expect(attendee.page.getByRole('list', { name: 'Event photos' }).getByRole('listitem')).toHaveCount(1);
    } finally {
      await deletePostsByApi(page.request, [postId]);
    }
  } finally {
    await attendee.context.close();
  }
});

test("a group page follows the viewer's promotion, demotion and removal, and its Posts this week", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signUpInBrowser(page);
  const member = await secondBrowser(browser, baseURL);
  try {
    const name = unique('Night Shift Dads');
    const groupId = await createGroupByApi(page.request, {
      name,
      description: 'Made by live.spec.ts',
      isPublic: false,
    });
    const memberId = await memberIdOf(member.page.request);
    await connectByApi(page.request, member.page.request);
    const invited = await page.request.post(`/api/groups/${groupId}/invite`, { data: { userIds: [memberId] } });
    expect(invited.status(), await invited.text()).toBeLessThan(300);
    const joined = await member.page.request.post(`/api/groups/${groupId}/join`);
    expect(joined.status(), await joined.text()).toBeLessThan(300);

    await member.page.goto(`/groups/${groupId}`);
    await expect(member.page.getByRole('heading', { name, level: 1 })).toBeVisible(LOAD);
    const stats = member.page.getByText('Posts this week', { exact: true }).locator('..');
    await expect(stats).toContainText('0');
    await expect(member.page.getByRole('button', { name: 'Manage Group' })).toHaveCount(0);
    await expect(member.page.getByRole('list', { name: 'Badges' }).getByText('Moderator', { exact: true })).toHaveCount(
      0,
    );

    // The creator posts: Posts this week counts it. The page's live subscription may still be starting when the
    // first post goes out (a busy machine), so he posts again until the page shows the count, as it counts each.
    const postIds: string[] = [];
    await expect(async () => {
      postIds.push(await createPostByApi(page.request, { content: unique('Coffee at 3am'), groupId }));
      await expect(stats).toContainText(String(postIds.length), { timeout: LIVE_MS });
    }).toPass({ timeout: 4 * LIVE_MS });

    // Promoted to moderator: his header says so; demoted: it no longer does.
    const role = (value: string) =>
      page.request.patch(`/api/groups/${groupId}/members/${memberId}/role`, { data: { role: value } });
    const badges = member.page.getByRole('list', { name: 'Badges' });
    expect((await role('moderator')).status()).toBe(200);
    await expect(badges.getByText('Moderator', { exact: true })).toBeVisible({ timeout: LIVE_MS });
    expect((await role('member')).status()).toBe(200);
    await expect(badges.getByText('Moderator', { exact: true })).toHaveCount(0, { timeout: LIVE_MS });

    // Removed from the private group: he may no longer see it.
    expect((await page.request.delete(`/api/groups/${groupId}/members/${memberId}`)).status()).toBe(204);
    await expect(member.page.getByText('Group not found', { exact: true }).first()).toBeVisible({ timeout: LIVE_MS });
    await deletePostsByApi(page.request, postIds);
  } finally {
    await member.context.close();
  }
});

test("a public group's page follows the viewer's ban and its lifting", async ({ page, browser, baseURL }) => {
  await signUpInBrowser(page);
  const member = await secondBrowser(browser, baseURL);
  try {
    const name = unique('Porch Dads');
    const groupId = await createGroupByApi(page.request, { name, description: 'Made by live.spec.ts', isPublic: true });
    const memberId = await memberIdOf(member.page.request);
    const joined = await member.page.request.post(`/api/groups/${groupId}/join`);
    expect(joined.status(), await joined.text()).toBeLessThan(300);

    await member.page.goto(`/groups/${groupId}`);
    await expect(member.page.getByRole('heading', { name, level: 1 })).toBeVisible(LOAD);
    await expect(member.page.getByRole('button', { name: 'Leave Group' })).toBeVisible();

    // Banned: the public group stays readable, and his page says he is banned, with no way back in.
    const banned = await page.request.post(`/api/groups/${groupId}/ban`, {
      data: { userId: memberId, reason: 'Spam' },
    });
    expect(banned.status(), await banned.text()).toBeLessThan(300);
    await expect(member.page.getByText('You have been banned from this group.', { exact: true })).toBeVisible({
      timeout: LIVE_MS,
    });
    await expect(member.page.getByRole('button', { name: 'Leave Group' })).toHaveCount(0);

    // The ban lifted: he may join again.
    expect((await page.request.delete(`/api/groups/${groupId}/ban/${memberId}`)).status()).toBe(204);
    await expect(member.page.getByRole('button', { name: 'Join Group' })).toBeVisible({ timeout: LIVE_MS });
    await expect(member.page.getByText('You have been banned from this group.', { exact: true })).toHaveCount(0);
  } finally {
    await member.context.close();
  }
});

test("the dashboard's Upcoming Events shows an event joined from the Eventfeed at once", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signUpInBrowser(page);
  const host = await secondBrowser(browser, baseURL);
  try {
    await connectByApi(host.page.request, page.request);
    const title = unique('Trail Run');
    await createEventByApi(host.page.request, {
      title,
      location: 'Zilker Park, Austin, TX',
      startDate: daysFromNow(3).toISOString(),
      inviteList: [await memberIdOf(page.request)],
    });
    await page.goto('/home');
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' }).first();
    await expect(page.getByText('No upcoming events yet.', { exact: true })).toBeVisible(LOAD);
    await page.getByRole('tab', { name: 'Eventfeed' }).click();
    const recommended = page
      .getByRole('tabpanel')
      .getByRole('region', { name: 'Recommended for You' })
      .getByRole('article', { name: title });
    await recommended.getByRole('button', { name: 'Join Event' }).click(LOAD);
    await expect(recommended.getByRole('button', { name: 'Attending' })).toBeVisible();
    // The left column's widget, on the same page.
    await expect(
      page.getByRole('list', { name: 'Your upcoming events' }).getByRole('link', { name: title }),
    ).toBeVisible({ timeout: LIVE_MS });
    await expect(upcoming).toBeVisible();
  } finally {
    await host.context.close();
  }
});

test('the Dadfeed announces new posts and inserts them above the one being read, which stays in place', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.slow();
  await signUpInBrowser(page);
  const writer = await secondBrowser(browser, baseURL);
  // A new member may post 3 times an hour: the feed he reads is filled by two others.
  const fillers = [await playwright.request.newContext({ baseURL }), await playwright.request.newContext({ baseURL })];
  const made: { request: APIRequestContext; id: string }[] = [];
  try {
    const stem = unique('Reading post');
    let n = 0;
    for (const filler of fillers) {
      await signUpByApi(filler);
      for (let i = 0; i < 3; i++)
        made.push({ request: filler, id: await createPostByApi(filler, { content: `${stem} number ${++n}` }) });
    }
    const frames = socketFrames(page);
    await page.goto('/home');
    const posts = page.getByRole('list', { name: 'Posts' });
    // He reads the fourth newest, scrolled to near the top of the window.
    const reading = posts.getByText(`${stem} number 3`);
    await expect(reading).toBeVisible(LOAD);
    // Posts made before the page has asked for new ones would be in its next load; once it has asked (with the
    // newest post it shows), none is missed, even while the server is still setting the subscription up.
    await expect.poll(() => frames.subscribed('useDadfeedNewPostsSubscription')).toBe(true);
    await reading.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = (await reading.boundingBox())!.y;

    // Another member posts twice: a hint, nothing moves.
    const fresh = [unique('Fresh post one'), unique('Fresh post two')];
    for (const content of fresh)
      made.push({ request: writer.page.request, id: await createPostByApi(writer.page.request, { content }) });
    const hint = page.getByRole('button', { name: /^\d+ new posts?$/ });
    await expect(hint).toBeVisible({ timeout: LIVE_MS });
    await expect(posts.getByText(fresh[1]!)).toHaveCount(0);
    expect(Math.abs((await reading.boundingBox())!.y - before)).toBeLessThan(4);

    // A click inserts them above; the post he was reading stays where it was.
    await hint.click();
    await expect(posts.getByText(fresh[1]!)).toBeAttached();
    await expect(hint).toHaveCount(0);
    expect(Math.abs((await reading.boundingBox())!.y - before)).toBeLessThan(4);
    const order = await posts.locator(':scope > li').allInnerTexts();
    const at = (text: string) => order.findIndex((item) => item.includes(text));
    expect(at(fresh[1]!)).toBeGreaterThanOrEqual(0);
    expect(at(fresh[1]!)).toBeLessThan(at(fresh[0]!));
    expect(at(fresh[0]!)).toBeLessThan(at(`${stem} number 3`));
  } finally {
    for (const { request, id } of made) await deletePostsByApi(request, [id]);
    await Promise.all([writer.context.close(), ...fillers.map((filler) => filler.dispose())]);
  }
});

test("the Groupfeed announces others' posts in the member's groups, those of the chosen group only once one is", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  await signUpInBrowser(page);
  const poster = await playwright.request.newContext({ baseURL });
  const made: { request: APIRequestContext; id: string }[] = [];
  try {
    await signUpByApi(poster);
    const [carpool, grill] = [unique('Carpool Dads'), unique('Grill Crew')];
    const [carpoolId, grillId] = (await groupsJoinedBy(page.request, poster, [carpool, grill])) as [string, string];
    const first = unique('Who drives on Saturday');
    made.push({
      request: page.request,
      id: await createPostByApi(page.request, { content: first, groupId: carpoolId }),
    });

    const frames = socketFrames(page);
    await page.goto('/home');
    await page.getByRole('tab', { name: 'Groupfeed' }).click(LOAD);
    const posts = page.getByRole('tabpanel').getByRole('list', { name: 'Group posts' });
    await expect(posts.getByText(first)).toBeVisible(LOAD);
    await expect.poll(() => frames.subscribed('useGroupfeedNewPostsSubscription')).toBe(true);

    // The other member posts in the group: a hint, and the post above the others on a click.
    const fresh = unique('I can take four kids');
    made.push({ request: poster, id: await createPostByApi(poster, { content: fresh, groupId: carpoolId }) });
    const hint = page.getByRole('button', { name: /^\d+ new posts?$/ });
    await expect(hint).toHaveText('1 new post', { timeout: LIVE_MS });
    await expect(posts.getByText(fresh)).toHaveCount(0);
    await hint.click();
    await expect(posts.getByText(fresh)).toBeVisible();
    await expect(hint).toHaveCount(0);
    await expect(posts.locator(':scope > li').first()).toContainText(fresh);

    // With the carpool's chip chosen, a post in the other group arrives and does not count; one in the carpool does.
    await page.getByRole('list', { name: 'Filter by group' }).getByRole('button', { name: carpool }).click();
    await expect(posts.locator(':scope > li')).toHaveCount(2, LOAD);
    const elsewhere = unique('Brisket at noon');
    made.push({ request: poster, id: await createPostByApi(poster, { content: elsewhere, groupId: grillId }) });
    await expect.poll(() => frames.received('groupfeedPostAdded'), { timeout: LIVE_MS }).toBe(2);
    await expect(hint).toHaveCount(0);
    const again = unique('Back by six');
    made.push({ request: poster, id: await createPostByApi(poster, { content: again, groupId: carpoolId }) });
    await expect(hint).toHaveText('1 new post', { timeout: LIVE_MS });
    await hint.click();
    await expect(posts.locator(':scope > li').first()).toContainText(again);
    await expect(posts.getByText(elsewhere)).toHaveCount(0);
  } finally {
    for (const { request, id } of made) await deletePostsByApi(request, [id]);
    await poster.dispose();
  }
});

test("a group post published while the Groupfeed's subscription is being made is announced all the same", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  await signUpInBrowser(page);
  const poster = await playwright.request.newContext({ baseURL });
  const made: { request: APIRequestContext; id: string }[] = [];
  try {
    await signUpByApi(poster);
    const [groupId] = (await groupsJoinedBy(page.request, poster, [unique('Nap Crew')])) as [string];
    const shown = unique('Naps at two');
    made.push({ request: page.request, id: await createPostByApi(page.request, { content: shown, groupId }) });

    // The page's socket goes through here, and its Groupfeed subscription is held back until the post is out: the
    // server only hears of it once the post's event has gone by.
    const held: string[] = [];
    let server: WebSocketRoute | undefined;
    let holding = true;
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      const toServer = socket.connectToServer();
      server = toServer;
      socket.onMessage((message) => {
        const text = String(message);
        if (holding && text.includes('"operationName":"useGroupfeedNewPostsSubscription"')) held.push(text);
        else toServer.send(message);
      });
    });
    await page.goto('/home');
    await page.getByRole('tab', { name: 'Groupfeed' }).click(LOAD);
    const posts = page.getByRole('tabpanel').getByRole('list', { name: 'Group posts' });
    await expect(posts.getByText(shown)).toBeVisible(LOAD);
    await expect.poll(() => held.length).toBe(1);

    const missed = unique('Who has the stroller');
    made.push({ request: poster, id: await createPostByApi(poster, { content: missed, groupId }) });
    holding = false;
    for (const message of held.splice(0)) server!.send(message);

    const hint = page.getByRole('button', { name: /^\d+ new posts?$/ });
    await expect(hint).toHaveText('1 new post', { timeout: LIVE_MS });
    await hint.click();
    await expect(posts.locator(':scope > li').first()).toContainText(missed);
  } finally {
    for (const { request, id } of made) await deletePostsByApi(request, [id]);
    await poster.dispose();
  }
});
