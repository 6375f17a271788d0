import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createPrisma, type DbClient } from '../db/prisma.js';
import { verifyPassword } from '../domain/accounts/passwords.js';
import { createMigratedDatabase } from '../testing/databases.js';
import { DEMO_SIGN_IN, seedDemoIfEmpty } from './seed.js';

/** Row counts of every table, to show that a second seed leaves the database alone. */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const [row] = await db.query<Record<string, string>>(
    `SELECT ${tables.map((t) => `(SELECT count(*) FROM "${t.name}")::text AS "${t.name}"`).join(', ')}`,
  );
  return Object.fromEntries(Object.entries(row!).map(([name, n]) => [name, Number(n)]));
}

/** What must come out the same from any two seeds: people, words and who is related to whom. */
async function fingerprint(prisma: DbClient) {
  const users = await prisma.user.findMany({
    select: { username: true, email: true, dadScore: true },
    orderBy: { username: 'asc' },
  });
  const posts = await prisma.post.findMany({
    select: { content: true, author: { select: { username: true } } },
    orderBy: { content: 'asc' },
  });
  const connections = await prisma.connection.findMany({
    select: { status: true, requester: { select: { username: true } }, receiver: { select: { username: true } } },
  });
  const members = await prisma.groupMember.findMany({
    select: { role: true, group: { select: { name: true } }, user: { select: { username: true } } },
  });
  return {
    users,
    posts: posts.map((p) => `${p.author.username}: ${p.content}`),
    connections: connections.map((c) => `${c.requester.username}>${c.receiver.username}:${c.status}`).sort(),
    members: members.map((m) => `${m.group.name}/${m.user.username}:${m.role}`).sort(),
  };
}

describe('seedDemoIfEmpty', () => {
  let db: Database;
  let prisma: DbClient;
  let outcome: Awaited<ReturnType<typeof seedDemoIfEmpty>>;
  let demoId: string;

  beforeAll(async () => {
    db = await createMigratedDatabase(inject('template'));
    outcome = await seedDemoIfEmpty(db);
    prisma = createPrisma(db);
    demoId = (await prisma.user.findUniqueOrThrow({ where: { email: DEMO_SIGN_IN.email } })).id;
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.close();
  });

  it('seeds an empty database and says what it made', () => {
    expect(outcome.seeded).toBe(true);
    expect(outcome.summary).toMatch(/^Seeded \d+ dads, \d+ groups/);
  });

  it('creates at least 40 dads with complete profiles', async () => {
    const users = await prisma.user.findMany();
    expect(users.length).toBeGreaterThanOrEqual(41);
    for (const user of users) {
      expect(user.dadType, user.username).not.toBeNull();
      expect(user.location, user.username).toMatch(/^[A-Za-z .]+, [A-Z]{2}$/);
      expect(user.username).toMatch(/^\w{3,20}$/);
      expect(user.email).toBe(user.email.toLowerCase());
      expect(user.termsAcceptedAt).not.toBeNull();
    }
    expect(new Set(users.map((u) => u.username.toLowerCase())).size).toBe(users.length);
    expect(new Set(users.map((u) => u.dadType)).size).toBe(11);
    expect(users.filter((u) => u.referredById).length).toBeGreaterThan(0);
  });

  it('gives the demo member a complete profile and the shared password', async () => {
    const demo = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_SIGN_IN.email } });
    expect(demo.username).toBe(DEMO_SIGN_IN.username);
    expect(demo.dadType).not.toBeNull();
    expect(demo.location).toBeTruthy();
    expect(demo.bio).toBeTruthy();
    expect(demo.interests.length).toBeGreaterThan(0);
    expect(demo.profileImageUrl).toMatch(/^\/uploads\//);
    expect(await verifyPassword(demo.passwordHash, DEMO_SIGN_IN.password)).toBe(true);
  });

  it('gives the demo member plenty going on', async () => {
    const notifications = await prisma.notification.findMany({ where: { userId: demoId } });
    expect(new Set(notifications.filter((n) => !n.isRead).map((n) => n.type)).size).toBeGreaterThanOrEqual(4);
    expect(notifications.some((n) => n.isRead)).toBe(true);
    expect(await prisma.connection.count({ where: { receiverId: demoId, status: 'pending' } })).toBeGreaterThan(0);
    expect(
      await prisma.connection.count({
        where: { OR: [{ receiverId: demoId }, { requesterId: demoId }], status: 'accepted' },
      }),
    ).toBeGreaterThan(0);
    const roles = await prisma.groupMember.findMany({ where: { userId: demoId }, select: { role: true } });
    expect(new Set(roles.map((r) => r.role))).toEqual(new Set(['creator', 'admin', 'moderator', 'member']));
    expect(await prisma.event.count({ where: { creatorId: demoId } })).toBeGreaterThan(0);
    expect(
      await prisma.eventAttendee.count({ where: { userId: demoId, event: { creatorId: { not: demoId } } } }),
    ).toBeGreaterThan(0);
    expect(await prisma.eventInvitation.count({ where: { inviteeId: demoId, status: 'pending' } })).toBeGreaterThan(0);
    const chats = await prisma.conversationParticipant.findMany({
      where: { userId: demoId },
      select: { lastReadAt: true, conversation: { select: { lastMessageAt: true } } },
    });
    expect(chats.some((c) => c.lastReadAt! < c.conversation.lastMessageAt)).toBe(true);
  });

  it('covers every group visibility, both formats, public and private, with managers and a ban', async () => {
    const groups = await prisma.group.findMany({ include: { members: true } });
    expect(new Set(groups.map((g) => g.visibility))).toEqual(new Set(['local', 'regional', 'global']));
    expect(new Set(groups.map((g) => g.format))).toEqual(new Set(['group', 'team']));
    expect(new Set(groups.map((g) => g.isPublic))).toEqual(new Set([true, false]));
    for (const member of groups.flatMap((g) => g.members)) {
      expect(member.canEditGroup).toBe(member.role !== 'member');
    }
    expect(await prisma.groupBan.findFirst({ where: { reason: 'Banned by group admin' } })).not.toBeNull();
    expect(await prisma.groupInvitation.count({ where: { status: 'pending' } })).toBeGreaterThan(0);
  });

  it('has events past and coming, virtual and in person, and a full one with a waiting list', async () => {
    const now = new Date();
    const events = await prisma.event.findMany({
      include: { _count: { select: { attendees: { where: { status: 'attending' } } } } },
    });
    expect(events.some((e) => e.startDate < now)).toBe(true);
    expect(events.some((e) => e.startDate > now)).toBe(true);
    expect(events.some((e) => e.isVirtual && e.meetingUrl)).toBe(true);
    expect(events.some((e) => !e.isVirtual)).toBe(true);
    expect(events.some((e) => e.maxAttendees !== null && e._count.attendees >= e.maxAttendees)).toBe(true);
    expect(await prisma.eventPhotoTag.count()).toBeGreaterThan(0);
    // As in the app, the host is not one of his event's attendees (a "10/10" event has ten others going).
    const hosts = await prisma.event.findMany({ select: { creatorId: true, attendees: { select: { userId: true } } } });
    expect(hosts.filter((e) => e.attendees.some((a) => a.userId === e.creatorId))).toEqual([]);
    // Members wait only where every place is taken, for an event still to come.
    const waiting = await prisma.eventAttendee.findMany({ where: { status: 'waiting' }, select: { eventId: true } });
    expect(waiting.length).toBeGreaterThan(0);
    for (const { eventId } of waiting) {
      const event = events.find((e) => e.id === eventId)!;
      expect(event.startDate > now && event._count.attendees >= event.maxAttendees!).toBe(true);
    }
  });

  it('stores the pictures posts point at', async () => {
    const posts = await prisma.post.findMany({ where: { imageUrl: { not: null } }, select: { imageUrl: true } });
    expect(posts.length).toBeGreaterThan(0);
    const keys = posts.map((p) => p.imageUrl!.replace(/^\/uploads\//, ''));
    const uploads = await prisma.upload.findMany({
      where: { key: { in: keys } },
      select: { key: true, mimeType: true },
    });
    expect(new Set(uploads.map((u) => u.key))).toEqual(new Set(keys));
    expect(uploads.every((u) => u.mimeType.startsWith('image/'))).toBe(true);
  });

  it('writes posts the way the app does, with polls that have votes', async () => {
    const posts = await prisma.post.findMany({ select: { content: true, hashtags: true, type: true } });
    for (const post of posts) {
      expect(post.hashtags.length).toBeLessThanOrEqual(5);
      for (const tag of post.hashtags) {
        expect(tag).toMatch(/^[a-z0-9]+$/);
        expect(post.content).toContain(`#${tag}`);
      }
    }
    expect(new Set(posts.map((p) => p.type))).toEqual(new Set(['post', 'dad_joke', 'question']));
    const polls = await prisma.poll.findMany({ include: { options: true, _count: { select: { votes: true } } } });
    expect(polls.length).toBeGreaterThan(0);
    for (const poll of polls) {
      expect(poll.options.length).toBeGreaterThanOrEqual(2);
      expect(poll.options.length).toBeLessThanOrEqual(4);
      expect(poll._count.votes).toBeGreaterThan(0);
    }
  });

  it('has pending and accepted connections', async () => {
    const statuses = await prisma.connection.groupBy({ by: ['status'], _count: true });
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['pending', 'accepted', 'declined']));
  });

  it('leaves no panic alert for the fan-out to notify again, and the unread counters in step', async () => {
    expect(await prisma.panicAlert.count({ where: { notifiedAt: null } })).toBe(0);
    const unread = await prisma.notification.groupBy({ by: ['userId'], where: { isRead: false }, _count: true });
    const counters = await prisma.unreadCount.findMany({ where: { kind: 'notifications', count: { gt: 0 } } });
    expect(unread.length).toBeGreaterThan(0);
    expect(new Map(counters.map((c) => [c.userId, c.count]))).toEqual(new Map(unread.map((u) => [u.userId, u._count])));
  });

  it('binds chat attachments to their conversation with their size, and keeps the unread message counts in step', async () => {
    const attached = await prisma.message.findMany({
      where: { attachmentUrl: { not: null } },
      select: { conversationId: true, attachmentUrl: true, attachmentType: true, attachmentSize: true },
    });
    expect(new Set(attached.map((m) => m.attachmentType))).toEqual(new Set(['image', 'file']));
    for (const message of attached) {
      const upload = await prisma.upload.findUniqueOrThrow({
        where: { key: message.attachmentUrl!.replace('/uploads/', '') },
      });
      expect(upload.conversationId).toBe(message.conversationId);
      expect(message.attachmentSize).toBe(upload.byteSize);
    }
    const perMember = await prisma.conversationParticipant.groupBy({ by: ['userId'], _sum: { unreadCount: true } });
    const totals = await prisma.unreadCount.findMany({ where: { kind: 'messages', count: { gt: 0 } } });
    expect(totals.length).toBeGreaterThan(0);
    expect(new Map(totals.map((t) => [t.userId, t.count]))).toEqual(
      new Map(perMember.filter((p) => p._sum.unreadCount).map((p) => [p.userId, p._sum.unreadCount])),
    );
    expect(totals.find((t) => t.userId === demoId)?.count).toBeGreaterThan(0);
  });

  it('gives Ask a Dad accepted answers and helpful marks, never by their author, with the counters in step', async () => {
    expect(await prisma.answer.count({ where: { isAccepted: true } })).toBeGreaterThan(0);
    const marks = await prisma.answerHelpfulMark.findMany({
      select: { userId: true, answer: { select: { authorId: true } } },
    });
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter((m) => m.userId === m.answer.authorId)).toEqual([]);
    const [drift] = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM "Question" q WHERE q."answerCount" <> (SELECT count(*) FROM "Answer" a WHERE a."questionId" = q.id)
         OR q."helpfulCount" <> (SELECT count(*) FROM "AnswerHelpfulMark" m WHERE m."questionId" = q.id)`,
    );
    expect(drift!.n).toBe('0');
  });

  it('leaves a database with members alone', async () => {
    const before = await tableCounts(db);
    const again = await seedDemoIfEmpty(db);
    expect(again.seeded).toBe(false);
    expect(await tableCounts(db)).toEqual(before);
  });

  it('seeds the same community every time', async () => {
    const other = await createMigratedDatabase(inject('template'));
    const otherPrisma = createPrisma(other);
    try {
      expect((await seedDemoIfEmpty(other)).seeded).toBe(true);
      expect(await fingerprint(otherPrisma)).toEqual(await fingerprint(prisma));
    } finally {
      await otherPrisma.$disconnect();
      await other.close();
    }
  });
});
