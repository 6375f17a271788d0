/**
 * The privacy leak test's community (docs/people.md, "Privacy: one module, every path"): three subjects whose
 * private fields each hold a unique marker and are hidden, two viewers (a connection of subject A and a member
 * with no connection to anyone but the hub), and the subjects everywhere a member can appear: posts, comments,
 * fist bumps, a poll, a group, events, channels and a channel post, conversations, messages, notifications,
 * requests, suggestions.
 */
import type { Prisma, User } from '../generated/prisma/client.js';
import { encodeGlobalID } from '../graphql/global-id.js';
import { FUZZ_ENV } from '../fuzz/world.js';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { storeUpload } from '../domain/uploads/store.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildPasskey,
  buildPost,
  buildUser,
  signedInClient,
} from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { failedJob } from '../testing/jobs.js';
import { createModeratedContent, type ModeratedContent } from './moderated.js';
import { SUBJECT_SETTINGS, subjectProfile, token, type FieldGroup, type Markers, type ViewerName } from './subjects.js';

export interface Member {
  user: User;
  client: HttpClient;
  cookie: string;
}

export interface Subject extends Member {
  name: string;
  /** The groups an accepted connection sees (show flag on, level everyone or connections); others see none. */
  shownToConnections: FieldGroup[];
  /**
   * The viewers connected to the subject from the start. (The walk's writes connect B and C to both viewers
   * too, which changes nothing: they show connections nothing.)
   */
  connectedViewers: ViewerName[];
  markers: Markers;
}

export interface Viewer extends Member {
  name: ViewerName;
  /** This viewer's own rows (first in line where a write needs one: editing, deleting). */
  own: Record<string, string[]>;
  /** An image this viewer uploaded, for the writes that take one by URL. */
  imageUrl?: string;
}

export interface LeakWorld {
  app: TestApp;
  subjects: Subject[];
  viewers: Viewer[];
  hub: Member;
  /** Raw ids by node type, of rows that show subjects. */
  ids: Record<string, string[]>;
  /** Raw ids (String arguments, /api) that are not nodes. */
  pollOptionIds: string[];
  /** Rows a write must never touch: they make the connection viewer a connection of subject A; moderated rows. */
  protectedIds: Set<string>;
  /** What moderation hides: no viewer may receive any of it (moderated.ts). */
  moderated: ModeratedContent;
}

/**
 * The fuzz suite's budgets, and no cap on one operation's cost: the walk selects every path to a member, each
 * list at its default size, which prices far above what the few rows here cost to read.
 */
const UNLIMITED = String(Number.MAX_SAFE_INTEGER);
const WALK_ENV = {
  ...FUZZ_ENV,
  GRAPHQL_MAX_COST: UNLIMITED,
  GRAPHQL_POINTS_PER_HOUR: UNLIMITED,
  GRAPHQL_TOKEN_POINTS_PER_HOUR: UNLIMITED,
  GRAPHQL_ADDRESS_POINTS_PER_MINUTE: UNLIMITED,
};

export async function createLeakWorld(): Promise<LeakWorld> {
  const app = await createTestApp(WALK_ENV);
  const prisma = app.services.prisma;
  const member = async (overrides: Partial<Prisma.UserUncheckedCreateInput> = {}): Promise<Member> => {
    const user = await buildUser(prisma, { interests: ['bbq', 'sports'], ...overrides });
    const client = await signedInClient(app, user);
    return { user, client, cookie: client.cookieHeader() };
  };
  /** A write through /api that must succeed: its answer's id. */
  const created = async (client: HttpClient, path: string, json?: unknown) => {
    const response = await client.post(path, json === undefined ? undefined : { json });
    if (response.status >= 300)
      throw new Error(`world set-up: POST ${path} answered ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };

  const subjects: Subject[] = [];
  for (const { name, shownToConnections, connectedViewers, settings } of SUBJECT_SETTINGS) {
    const { markers, profile } = subjectProfile(name, settings);
    subjects.push({
      ...(await member(profile)),
      name: `subject ${name}`,
      shownToConnections,
      connectedViewers,
      markers,
    });
  }
  const [a, b, c] = subjects as [Subject, Subject, Subject];
  const hub = await member();
  const viewers: Viewer[] = [
    { ...(await member({ referredById: a.user.id })), name: 'non-connection', own: {} },
    { ...(await member()), name: 'connection', own: {} },
  ];
  const [stranger, friend] = viewers as [Viewer, Viewer];

  // The hub knows everyone (so it can start a group chat with all, and is a mutual connection); A and the
  // connection viewer are connected; B and C asked both viewers to connect (accepted or declined by the walk).
  for (const other of [...subjects, ...viewers]) await buildConnection(prisma, hub.user.id, other.user.id);
  const friendships: string[] = [];
  for (const subject of subjects) {
    for (const viewer of viewers.filter((v) => subject.connectedViewers.includes(v.name))) {
      friendships.push((await buildConnection(prisma, subject.user.id, viewer.user.id)).id);
    }
  }
  const requests: string[] = [];
  for (const asker of [b, c]) {
    for (const viewer of viewers)
      requests.push(await created(asker.client, '/api/connections', { targetUserId: viewer.user.id }));
  }

  // Content: a Dadfeed post with a poll (its text carries A's username, for search), a group post, an event
  // post; B's post; each viewer's own post, which A comments on and fist bumps (notifications to the viewer).
  const feedPost = await buildPost(prisma, a.user.id, {
    content: `Grilling tips from ${a.user.username}`,
    categories: ['food', 'sports'],
    hashtags: ['dads'],
  });
  const options = {
    create: [
      { text: 'Grill', position: 0 },
      { text: 'Smoker', position: 1 },
    ],
  };
  const poll = await prisma.poll.create({
    data: { postId: feedPost.id, question: 'Grill or smoker?', options },
    include: { options: true },
  });
  const bPost = await buildPost(prisma, b.user.id, {
    content: `Weekend with ${b.user.username}`,
    categories: ['family'],
  });
  const members = [b, c, hub, ...viewers].map((m) => m.user.id);
  const group = await buildGroup(prisma, a.user.id, { isPublic: true, name: `Group of ${a.user.username}` }, members);
  const groupPost = await buildPost(prisma, a.user.id, { groupId: group.id, content: 'Group hello' });
  const event = await buildEvent(prisma, a.user.id, {
    title: `Cookout by ${a.user.username}`,
    location: 'The park',
    categories: ['food'],
  });
  const otherEvent = await buildEvent(prisma, a.user.id, {
    title: 'Second cookout',
    location: 'The park',
    categories: ['food'],
  });
  for (const attendee of [b, c, ...viewers]) await buildEventAttendee(prisma, event.id, attendee.user.id);
  const eventPost = await buildPost(prisma, a.user.id, { eventId: event.id, content: 'See you there' });
  // A full event (B has its one place) for the waiting list; each viewer's pending invitation from A, to accept.
  const fullEvent = await buildEvent(prisma, a.user.id, { title: 'Full cookout', maxAttendees: 1 });
  await buildEventAttendee(prisma, fullEvent.id, b.user.id);
  const invitationsToViewers: string[] = [];
  for (const viewer of viewers) {
    const invitingEvent = await buildEvent(prisma, a.user.id, {
      title: `Cookout for ${viewer.user.username}`,
      isPublic: false,
    });
    // The connection viewer through the route, for the event_invitation notification (Notification.eventInvitation).
    if (viewer === friend)
      await created(a.client, `/api/events/${invitingEvent.id}/invite`, { userIds: [friend.user.id] });
    else
      await prisma.eventInvitation.create({
        data: { eventId: invitingEvent.id, inviterId: a.user.id, inviteeId: viewer.user.id },
      });
    const invitation = await prisma.eventInvitation.findUniqueOrThrow({
      where: { eventId_inviteeId: { eventId: invitingEvent.id, inviteeId: viewer.user.id } },
    });
    viewer.own.EventInvitation = [invitation.id];
    invitationsToViewers.push(invitation.id);
  }
  // Event photos: A's with B and C tagged; each viewer's own, at a meetup they host (leaving A's event, as the
  // walk's writes do, keeps them theirs to re-tag) with the subjects attending; an upload for addEventPhoto.
  const photo = (eventId: string, uploaderId: string, tagged: string[] = []) =>
    prisma.eventPhoto.create({
      data: {
        eventId,
        uploaderId,
        imageUrl: '/uploads/walk.jpg',
        tags: { create: tagged.map((userId) => ({ userId })) },
      },
    });
  const photos = [(await photo(event.id, a.user.id, [b.user.id, c.user.id])).id];
  for (const viewer of viewers) {
    const meetup = await buildEvent(prisma, viewer.user.id, {
      title: `Meetup of ${viewer.user.username}`,
      location: 'The yard',
    });
    for (const guest of [a, b, c, hub]) await buildEventAttendee(prisma, meetup.id, guest.user.id);
    const own = (await photo(meetup.id, viewer.user.id)).id;
    photos.push(own);
    viewer.own.EventPhoto = [own];
    viewer.imageUrl = (
      await storeUpload(prisma, { data: Buffer.from('walk image'), mimeType: 'image/jpeg', ownerId: viewer.user.id })
    ).url;
  }
  // A group's event: Event.group answers a group, whose creator and members are people.
  const hubEvent = await buildEvent(prisma, hub.user.id, { title: 'Hub meetup', groupId: group.id });
  await buildEventAttendee(prisma, hubEvent.id, a.user.id);
  const strangerInvitation = await prisma.eventInvitation.create({
    data: { eventId: otherEvent.id, inviterId: a.user.id, inviteeId: stranger.user.id },
  });
  const privateGroup = await buildGroup(prisma, a.user.id, { isPublic: false });
  // Through the route, for the group_invitation notification (Notification.groupInvitation answers the invitation).
  await created(a.client, `/api/groups/${privateGroup.id}/invite`, { userIds: [friend.user.id] });
  const groupInvitation = await prisma.groupInvitation.findUniqueOrThrow({
    where: { groupId_inviteeId: { groupId: privateGroup.id, inviteeId: friend.user.id } },
  });
  const channelOfA = (description: string) =>
    prisma.channel.create({
      data: { name: `Channel ${token()}`, description, categories: ['cooking_bbq'], creatorId: a.user.id },
    });
  const channel = await channelOfA('Tools.');
  const unfollowedChannel = await channelOfA('More tools.');
  for (const viewer of viewers)
    await prisma.channelFollow.create({ data: { channelId: channel.id, userId: viewer.user.id } });
  // A's channel post: on the viewers' Dadfeeds and the channel's page (Channel.posts, Post.channel's creator).
  const channelPost = await buildPost(prisma, a.user.id, { channelId: channel.id, content: 'Channel tips' });
  // Each viewer's own channel, for the creator's writes (updateChannel) to answer.
  const ownChannels: string[] = [];
  for (const viewer of viewers) {
    const own = await prisma.channel.create({
      data: { name: `Channel ${token()}`, description: 'Mine.', creatorId: viewer.user.id },
    });
    viewer.own.Channel = [own.id];
    ownChannels.push(own.id);
  }

  const comments: string[] = [];
  comments.push(await created(a.client, `/api/posts/${feedPost.id}/comments`, { content: 'First!' }));
  await created(b.client, `/api/posts/${feedPost.id}/like`);
  await created(b.client, `/api/posts/${feedPost.id}/poll/vote`, { optionId: poll.options[0]!.id });
  await created(a.client, `/api/posts/${bPost.id}/like`);
  for (const viewer of viewers) {
    const own = await buildPost(prisma, viewer.user.id, { content: `My week, by ${viewer.user.username}` });
    comments.push(await created(a.client, `/api/posts/${own.id}/comments`, { content: 'Nice one.' }));
    await created(a.client, `/api/posts/${own.id}/like`);
    await created(b.client, `/api/posts/${own.id}/comments`, { content: 'Agreed.' });
    const ownComments = [];
    for (const content of ['Great tips', 'Thanks!']) {
      ownComments.push(await created(viewer.client, `/api/posts/${feedPost.id}/comments`, { content }));
    }
    viewer.own = { ...viewer.own, Post: [own.id], Comment: ownComments };
  }

  // Each viewer runs a group with the subjects and the hub in it, for the managing mutations (roles, remove,
  // ban, edit) to answer with the people in it.
  const ownGroups: string[] = [];
  for (const viewer of viewers) {
    const own = await buildGroup(
      prisma,
      viewer.user.id,
      { name: `Group of ${viewer.user.username}` },
      [a, b, c, hub].map((m) => m.user.id),
    );
    viewer.own.Group = [own.id];
    ownGroups.push(own.id);
  }
  // Each viewer hosts an event the subjects attend, for the host's writes (edit, invite) to answer with people.
  const ownEvents: string[] = [];
  for (const viewer of viewers) {
    const own = await buildEvent(prisma, viewer.user.id, { title: `Barbecue of ${viewer.user.username}` });
    for (const subject of [a, b, c]) await buildEventAttendee(prisma, own.id, subject.user.id);
    viewer.own.Event = [own.id];
    ownEvents.push(own.id);
  }

  // Conversations: the hub's group chat with everyone (each subject and viewer says something), and a
  // direct chat between A and the connection viewer.
  const everyone = [...subjects, ...viewers].map((m) => m.user.id);
  const groupChat = await created(hub.client, '/api/conversations', {
    isGroup: true,
    title: 'Everyone',
    participantIds: everyone,
  });
  const say = (from: Member, chat: string, content: string) =>
    created(from.client, `/api/conversations/${chat}/messages`, { content });
  const messages = [await say(a, groupChat, 'Hello from A'), await say(b, groupChat, 'Hello from B')];
  for (const viewer of viewers) viewer.own.Message = [await say(viewer, groupChat, 'Hi all')];
  const directChat = await created(a.client, '/api/conversations', { participant2Id: friend.user.id });
  const moderated = await createModeratedContent(prisma, {
    author: a.user.id,
    audience: [...viewers, hub].map((m) => m.user.id),
    feedPostId: feedPost.id,
    groupChatId: groupChat,
  });
  messages.push(await say(a, directChat, 'Just us'));

  // Ask a Dad: B asks (anonymously: B must never show) and A answers; each viewer asks too, and A answers them
  // (a notification with A as actor). The viewer's "own" answers are those on their question: theirs to accept.
  const bQuestion = await created(b.client, '/api/questions', {
    title: 'How do you grill?',
    content: 'Asking for a friend.',
  });
  const answers = [await created(a.client, `/api/questions/${bQuestion}/answers`, { content: 'Low and slow.' })];
  const questions = [bQuestion];
  for (const viewer of viewers) {
    const own = await created(viewer.client, '/api/questions', { title: 'Bedtime?', content: 'Ours will not sleep.' });
    const answer = await created(a.client, `/api/questions/${own}/answers`, { content: 'White noise.' });
    questions.push(own);
    answers.push(answer);
    viewer.own.Question = [own];
    viewer.own.Answer = [answer];
  }

  // What each viewer follows or muted (NotificationFollow.target): A's group, event and channel, B's question, the
  // group chat. Each target shows A or B, and must show them as anywhere else.
  await prisma.notificationSubscription.createMany({
    data: viewers.flatMap(({ user }) => [
      { userId: user.id, targetType: 'group' as const, targetId: group.id, level: 'following' as const },
      { userId: user.id, targetType: 'event' as const, targetId: event.id, level: 'following' as const },
      { userId: user.id, targetType: 'channel' as const, targetId: channel.id, level: 'following' as const },
      { userId: user.id, targetType: 'question' as const, targetId: bQuestion, level: 'following' as const },
      { userId: user.id, targetType: 'conversation' as const, targetId: groupChat, level: 'muted' as const },
    ]),
  });

  // Access tokens: A's (never the viewers' to see or revoke) and each viewer's own.
  const accessTokens = [
    (await createAccessToken(app.services, a.user.id, { name: "A's bot", scopes: ['read'] })).record.id,
  ];
  for (const viewer of viewers) {
    const own = (await createAccessToken(app.services, viewer.user.id, { name: 'My bot', scopes: ['read'] })).record.id;
    viewer.own.AccessToken = [own];
    accessTokens.push(own);
  }

  // Passkeys: A's (never the viewers' to see, rename or remove) and each viewer's own.
  const passkeys = [(await buildPasskey(prisma, a.user.id)).id];
  for (const viewer of viewers) {
    const own = (await buildPasskey(prisma, viewer.user.id)).id;
    viewer.own.Passkey = [own];
    passkeys.push(own);
  }

  // A's linked provider account (single sign-on), carrying A's hidden address: User.linkedAccounts is A's alone.
  await prisma.externalIdentity.create({
    data: { userId: a.user.id, provider: 'acme', subject: 'privacy-walk', email: a.markers.email },
    select: { id: true },
  });

  // A job that failed for good: the admins' retry (/api/moderation/jobs/:id/retry) names one; the viewers are refused.
  const jobs = [await failedJob(app)];

  // Browser sessions: A's (never the viewers' to see or end). The viewers' own stay out of the walk's reach: ending
  // them would sign the walk's viewers out.
  const sessions = await prisma.session.findMany({ where: { userId: a.user.id }, select: { publicId: true } });

  const notifications = await prisma.notification.findMany({
    where: { actorId: { in: subjects.map((s) => s.user.id) } },
    select: { id: true },
  });
  const ids: Record<string, string[]> = {
    User: subjects.map((s) => s.user.id),
    Post: [feedPost.id, groupPost.id, eventPost.id, bPost.id, channelPost.id, ...viewers.flatMap((v) => v.own.Post!)],
    Comment: comments,
    Group: [group.id, privateGroup.id, ...ownGroups],
    GroupInvitation: [groupInvitation.id],
    Event: [event.id, otherEvent.id, fullEvent.id, hubEvent.id, ...ownEvents],
    EventAttendee: (
      await prisma.eventAttendee.findMany({ where: { eventId: event.id, userId: { in: [b.user.id, c.user.id] } } })
    ).map((r) => r.id),
    EventInvitation: [strangerInvitation.id, ...invitationsToViewers],
    EventPhoto: photos,
    Channel: [channel.id, unfollowedChannel.id, ...ownChannels],
    Connection: [...friendships, ...requests],
    Conversation: [groupChat, directChat],
    Message: messages,
    Notification: notifications.map((n) => n.id),
    Question: questions,
    Answer: answers,
    AccessToken: accessTokens,
    Session: sessions.map((s) => s.publicId),
    Passkey: passkeys,
    Job: jobs,
  };
  // Moderated rows come last: read by id like the rest (nodes, /api reads past the first few), never written.
  for (const [type, rows] of Object.entries(moderated.ids)) ids[type] = [...(ids[type] ?? []), ...rows];
  return {
    app,
    subjects,
    viewers,
    hub,
    ids,
    pollOptionIds: poll.options.map((o) => o.id),
    protectedIds: new Set([...friendships, ...Object.values(moderated.ids).flat()]),
    moderated,
  };
}

/** Global ids of the world's rows, by node type. */
export function globalIds(world: LeakWorld, type: string): string[] {
  return (world.ids[type] ?? []).map((id) => encodeGlobalID(type, id));
}
