/**
 * The small community the fuzz suite works in: a test app with rate-limit budgets high enough that cases
 * exercise the code rather than 429s, a member with a complete profile (whose session the cases use), the
 * people and things around them, and the ids of it all (raw and global) for the generators.
 */
import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '../http/auth.js';
import { startSession } from '../domain/sessions/sessions.js';
import { encodeGlobalID } from '../graphql/global-id.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildNotification,
  buildPost,
  buildUser,
} from '../testing/factories.js';

/** Budgets far above what the cases spend (docs/validation.md, "The fuzz suite"). */
export const FUZZ_ENV = {
  GRAPHQL_MAX_COST: '1000000',
  GRAPHQL_POINTS_PER_HOUR: '1000000000',
  GRAPHQL_TOKEN_POINTS_PER_HOUR: '1000000000',
  GRAPHQL_ADDRESS_POINTS_PER_MINUTE: '1000000000',
  UPLOADS_PER_HOUR: '1000000',
  REGISTRATIONS_PER_HOUR: '1000000',
  PRELOAD_IMAGE_MODERATION: 'false',
};

export interface World {
  app: TestApp;
  memberId: string;
  otherId: string;
  /** Raw ids by kind (User, Post, Comment, Group, Event, EventInvitation, EventPhoto, Channel, Notification, Connection, PollOption, Question, Answer). */
  ids: Record<string, string[]>;
  allIds: string[];
  globalIds: string[];
  /** The member's session cookie; renewed by `renewSession` after a case that may have ended it. */
  memberCookie: string;
  renewSession(): Promise<void>;
}

export async function createWorld(): Promise<World> {
  const app = await createTestApp(FUZZ_ENV);
  const prisma = app.services.prisma;
  const member = await buildUser(prisma, { interests: ['bbq', 'soccer'] });
  const other = await buildUser(prisma);
  const asker = await buildUser(prisma);
  // Members the member has no connection with yet: connection requests to them can succeed.
  const strangers = [await buildUser(prisma), await buildUser(prisma)];
  const connection = await buildConnection(prisma, member.id, other.id, 'accepted');
  const pending = await buildConnection(prisma, asker.id, member.id, 'pending');
  const ownPost = await buildPost(prisma, member.id, { hashtags: ['dads'] });
  const ownSecondPost = await buildPost(prisma, member.id);
  const otherPost = await buildPost(prisma, other.id);
  const poll = await prisma.poll.create({
    data: {
      postId: otherPost.id,
      question: 'Grill or smoker?',
      options: {
        create: [
          { text: 'Grill', position: 0 },
          { text: 'Smoker', position: 1 },
        ],
      },
    },
    include: { options: true },
  });
  const comment = await prisma.comment.create({ data: { postId: ownPost.id, authorId: member.id, content: 'First!' } });
  const otherComment = await prisma.comment.create({
    data: { postId: otherPost.id, authorId: other.id, content: 'Nice.' },
  });
  const publicGroup = await buildGroup(prisma, other.id, { isPublic: true });
  const ownGroup = await buildGroup(prisma, member.id, {}, [other.id]);
  const privateGroup = await buildGroup(prisma, other.id, { isPublic: false });
  const event = await buildEvent(prisma, other.id);
  const attended = await buildEvent(prisma, other.id);
  await buildEventAttendee(prisma, attended.id, member.id);
  // The member's own event, full with a waiting member (edits, invitations, leaves reach the host's commands and
  // the waiting list), and their pending invitation to a private one.
  const hosted = await buildEvent(prisma, member.id, { maxAttendees: 1, isVirtual: true });
  await buildEventAttendee(prisma, hosted.id, other.id);
  await buildEventAttendee(prisma, hosted.id, strangers[0]!.id, { status: 'waiting' });
  const invitedTo = await buildEvent(prisma, other.id, { isPublic: false });
  const invitation = await prisma.eventInvitation.create({
    data: { eventId: invitedTo.id, inviteeId: member.id, inviterId: other.id },
  });
  // A photo of the member's in-person event, so the photo routes and tag edits get past their lookups.
  const photo = await prisma.eventPhoto.create({
    data: { eventId: attended.id, uploaderId: member.id, imageUrl: '/uploads/fuzz.jpg' },
  });
  const channel = await prisma.channel.create({
    data: { name: `Channel ${randomBytes(3).toString('hex')}`, description: 'Tools.', creatorId: other.id },
  });
  const notification = await buildNotification(prisma, member.id, { actorId: other.id });
  const ownQuestion = await prisma.question.create({
    data: { authorId: member.id, title: 'Sleep?', content: 'Help.' },
  });
  const otherQuestion = await prisma.question.create({
    data: { authorId: other.id, title: 'Grill?', content: 'Tips.' },
  });
  const answer = await prisma.answer.create({
    data: { questionId: ownQuestion.id, authorId: other.id, content: 'Naps.' },
  });
  const otherAnswer = await prisma.answer.create({
    data: { questionId: otherQuestion.id, authorId: member.id, content: 'Low and slow.' },
  });

  const ids: Record<string, string[]> = {
    User: [member.id, other.id, asker.id, ...strangers.map((s) => s.id)],
    Post: [ownPost.id, ownSecondPost.id, otherPost.id],
    Comment: [comment.id, otherComment.id],
    Group: [publicGroup.id, ownGroup.id, privateGroup.id],
    Event: [event.id, attended.id, hosted.id, invitedTo.id],
    EventInvitation: [invitation.id],
    EventPhoto: [photo.id],
    Channel: [channel.id],
    Notification: [notification.id],
    Connection: [connection.id, pending.id],
    PollOption: poll.options.map((o) => o.id),
    Question: [ownQuestion.id, otherQuestion.id],
    Answer: [answer.id, otherAnswer.id],
  };
  const world: World = {
    app,
    memberId: member.id,
    otherId: other.id,
    ids,
    allIds: Object.values(ids).flat(),
    globalIds: Object.entries(ids).flatMap(([type, list]) => list.map((id) => encodeGlobalID(type, id))),
    memberCookie: '',
    async renewSession() {
      const { token } = await startSession(app.services, member.id, { ipAddress: '203.0.113.7' });
      world.memberCookie = `${SESSION_COOKIE}=${token}`;
    },
  };
  await world.renewSession();
  return world;
}
