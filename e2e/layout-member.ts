/**
 * A member whose pages are full, for the layout specs: long names everywhere (what truncation and wrapping
 * meet first), a connection, a private group with a post, a private event, a channel with a post, a direct and
 * a group conversation. `dispose` removes what other members could see (the channel and its post).
 */
import { expect, type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from '@playwright/test';
import { createEventByApi } from './event-support';
import {
  connectByApi,
  createPostByApi,
  deletePostsByApi,
  newDad,
  registerByApi,
  onboardByApi,
  memberIdOf,
  test,
  uniqueLetters,
  verifyEmailByApi,
} from './support';

export interface LayoutMember {
  /** Signed in as the member: its storage state signs a browser context in. */
  request: APIRequestContext;
  /** Letters in the member's last name and in every title below: a search for them finds each kind. */
  tag: string;
  username: string;
  friendName: string;
  /** How chats name the friend: by username first, as everywhere (display-name rule). */
  friendUsername: string;
  friendId: string;
  groupId: string;
  groupName: string;
  eventId: string;
  channelId: string;
  postId: string;
  groupChatTitle: string;
  dispose: () => Promise<void>;
}

async function created(response: Promise<APIResponse>): Promise<string> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

async function profile(request: APIRequestContext, data: Record<string, unknown>) {
  const answer = await request.patch('/api/users/profile', { data });
  expect(answer.status(), await answer.text()).toBe(200);
}

export async function seedLayoutMember(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
): Promise<LayoutMember> {
  const tag = uniqueLetters(8);
  const request = await playwright.request.newContext({ baseURL });
  const friendRequest = await playwright.request.newContext({ baseURL });
  const thirdRequest = await playwright.request.newContext({ baseURL });
  const dad = newDad();
  await registerByApi(request, dad);
  // An established member: the banner that asks a new one to verify the address is not part of these layouts.
  await verifyEmailByApi(request, dad.email);
  await onboardByApi(request);
  await profile(request, {
    firstName: 'Bartholomew',
    lastName: `Montgomery-Fitzgerald ${tag}`,
    bio: 'Weekend pancake chef, backyard astronomer and reluctant fantasy football commissioner.',
    familyStructure: 'co-parenting',
    showEmail: true,
  });
  const friend = newDad();
  await registerByApi(friendRequest, friend);
  await onboardByApi(friendRequest);
  await profile(friendRequest, { firstName: 'Maximilian', lastName: `Vanderbilt-Worthington ${tag}` });
  const third = newDad();
  await registerByApi(thirdRequest, third);
  await onboardByApi(thirdRequest);
  await profile(thirdRequest, { firstName: 'Cornelius', lastName: `Abernathy ${tag}` });
  await connectByApi(request, friendRequest);
  await connectByApi(thirdRequest, request);
  const friendId = await memberIdOf(friendRequest);
  const thirdId = await memberIdOf(thirdRequest);

  const groupName = `Weekend Woodworking and Backyard Barbecue Dads of Greater Austin ${tag}`;
  const groupId = await created(
    request.post('/api/groups', {
      data: { name: groupName, description: 'Sawdust, smoke and small talk.', isPublic: false },
    }),
  );
  // Three of each kind carry the tag: a search for it fills every section of the search panel.
  for (const name of [`Grill Masters Anonymous ${tag}`, `Stroller Marathon Training Squad ${tag}`]) {
    await created(request.post('/api/groups', { data: { name, description: 'More dads.', isPublic: false } }));
  }
  await createPostByApi(request, {
    content: `Who has a spare pair of clamps for Saturday's birdhouse build? ${tag}`,
    groupId,
  });
  await createPostByApi(request, { content: `Sawdust report: the birdhouse has a roof now. ${tag}`, groupId });
  const eventId = await createEventByApi(request, {
    title: `Saturday Morning Pancake Breakfast and Playground Meetup ${tag}`,
    description: 'Bring the kids, a folding chair and your best pancake flipping technique.',
    location: 'Zilker Metropolitan Park, 2100 Barton Springs Road, Austin, TX',
    groupId,
  });
  for (const title of [`Birdhouse Build Along ${tag}`, `Backyard Movie Night ${tag}`]) {
    await createEventByApi(request, { title, location: 'Austin, TX', groupId });
  }
  const channelId = await created(
    request.post('/api/channels', {
      data: {
        name: `Backyard Astronomy for Sleep-Deprived Dads ${tag}`,
        description: 'Telescopes after bedtime.',
        categories: ['photography'],
      },
    }),
  );
  const postId = await createPostByApi(request, {
    content: `Saw Saturn's rings through the new telescope last night, the kids were speechless for a full minute. #astronomy #dadlife ${tag}`,
    channelId,
  });

  const direct = await created(request.post('/api/conversations', { data: { participant2Id: friendId } }));
  expect(
    (
      await friendRequest.post(`/api/conversations/${direct}/messages`, {
        data: { content: 'Are we still on for pancakes on Saturday morning?' },
      })
    ).status(),
  ).toBe(201);
  const groupChatTitle = `Saturday Pancake Crew and Playground Friends ${tag}`;
  const group = await created(
    request.post('/api/conversations', {
      data: { participantIds: [friendId, thirdId], isGroup: true, title: groupChatTitle },
    }),
  );
  expect(
    (
      await request.post(`/api/conversations/${group}/messages`, {
        data: { content: 'I will bring the syrup and the good coffee.' },
      })
    ).status(),
  ).toBe(201);

  return {
    request,
    tag,
    username: dad.username,
    friendName: `Maximilian Vanderbilt-Worthington ${tag}`,
    friendUsername: friend.username,
    friendId,
    groupId,
    groupName,
    eventId,
    channelId,
    postId,
    groupChatTitle,
    dispose: async () => {
      await deletePostsByApi(request, [postId]);
      await request.delete(`/api/channels/${channelId}`);
      await Promise.all([request.dispose(), friendRequest.dispose(), thirdRequest.dispose()]);
    },
  };
}

/**
 * One layout member for the whole spec file, seeded before its first test and disposed of after its last (the
 * file's tests then run one after another). Call at the top of the file; the function returns the member.
 */
export function layoutMemberForFile(): () => LayoutMember {
  let member: LayoutMember | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ playwright, baseURL }) => {
    member = await seedLayoutMember(playwright, baseURL);
  });
  test.afterAll(async () => {
    await member?.dispose();
  });
  return () => {
    if (!member) throw new Error('the layout member is seeded in beforeAll');
    return member;
  };
}
