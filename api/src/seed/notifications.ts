/**
 * Notifications that follow from what was seeded (a pending request notifies its receiver, a fist bump its
 * author, and so on). Older ones have been read; the last couple of days' mostly have not.
 */
import type { Prisma } from '../db/prisma.js';
import type { Member, SeedContext } from './context.js';
import type { SeededAnswer } from './askadad.js';
import type { SeededConnection } from './connections.js';
import type { SeededEvent } from './events.js';
import type { SeededGroup } from './groups.js';
import type { SeededConversation } from './messaging.js';
import type { Reaction, Reactions } from './reactions.js';

type Row = Prisma.NotificationCreateManyInput;

interface Note {
  to: Member;
  type: Row['type'];
  title: string;
  message: string;
  at: Date;
  target?: [NonNullable<Row['targetType']>, string];
  actor?: Member;
  /** Left out: read if older than two days (mostly), unread if newer (mostly). */
  isRead?: boolean;
}

export interface NotificationSources {
  connections: readonly SeededConnection[];
  groups: ReadonlyMap<string, SeededGroup>;
  events: ReadonlyMap<string, SeededEvent>;
  reactions: Reactions;
  answers: readonly SeededAnswer[];
  conversations: readonly SeededConversation[];
  panic: { id: string; by: Member; at: Date; notify: readonly Member[] };
  referrals: readonly { referrer: Member; referee: Member }[];
}

export async function seedNotifications(ctx: SeedContext, from: NotificationSources): Promise<number> {
  const rng = ctx.random('notifications');
  const { clock } = ctx;
  const rows: Row[] = [];
  const twoDaysAgo = clock.daysAgo(2);
  const notify = ({ to, type, title, message, at, target, actor, isRead }: Note) => {
    rows.push({
      id: ctx.ids.next(at),
      userId: to.id,
      actorId: actor?.id ?? null,
      type,
      title,
      message,
      createdAt: at,
      isRead: isRead ?? (at < twoDaysAgo ? rng.chance(0.92) : rng.chance(0.1)),
      targetType: target?.[0] ?? null,
      targetId: target?.[1] ?? null,
    });
  };

  for (const member of ctx.members) {
    const message = 'Finish your profile, find dads nearby and say hi in a group.';
    notify({
      to: member,
      type: 'other',
      title: 'Welcome to Dadhood!',
      message,
      at: clock.plusMinutes(member.joinedAt, 1),
      isRead: true,
    });
  }
  for (const { referrer, referee } of from.referrals) {
    const message = `${referee.firstName} joined with your referral link. +100 Dad Score!`;
    notify({
      to: referrer,
      type: 'referral',
      title: 'Your invite worked!',
      message,
      at: referee.joinedAt,
      target: ['user', referee.id],
      actor: referee,
      isRead: true,
    });
  }

  for (const c of from.connections) {
    const { requester: asker, receiver } = c;
    if (c.status === 'pending') {
      const message = `${asker.firstName} ${asker.lastName} wants to connect`;
      notify({
        to: receiver,
        type: 'connection_request',
        title: 'New connection request',
        message,
        at: c.createdAt,
        target: ['connection', c.id],
        actor: asker,
        isRead: false,
      });
    } else if (c.status === 'accepted' && c.respondedAt && c.respondedAt > clock.daysAgo(60)) {
      const message = `${receiver.firstName} accepted your connection request`;
      notify({
        to: asker,
        type: 'connection_accepted',
        title: 'Connection accepted',
        message,
        at: c.respondedAt,
        target: ['user', receiver.id],
        actor: receiver,
      });
    }
  }

  for (const group of from.groups.values()) {
    for (const i of group.invitations.filter((i) => i.status === 'pending')) {
      const message = `${i.inviter.firstName} invited you to join ${group.plan.name}`;
      notify({
        to: i.invitee,
        type: 'group_invitation',
        title: 'Group invitation',
        message,
        at: i.at,
        target: ['group', group.id],
        actor: i.inviter,
        isRead: false,
      });
    }
  }
  const hoops = from.groups.get('hoops')!;
  notify({
    to: ctx.demo,
    type: 'group',
    title: 'You are now a moderator',
    message: `You can now edit ${hoops.plan.name} and keep it friendly.`,
    at: clock.daysAgo(24),
    target: ['group', hoops.id],
    actor: ctx.byUsername(hoops.plan.creator),
    isRead: true,
  });

  for (const event of from.events.values()) {
    const target: Note['target'] = ['event', event.id];
    for (const i of event.invitations) {
      const message = `${i.inviter.firstName} invited you to ${event.plan.title}`;
      notify({
        to: i.invitee,
        type: 'event_invitation',
        title: 'Event invitation',
        message,
        at: i.createdAt,
        target,
        actor: i.inviter,
        isRead: i.status !== 'pending',
      });
    }
    const hoursAway = (event.start.getTime() - clock.now) / 3_600_000;
    if (hoursAway > 0 && hoursAway < 72) {
      const when =
        hoursAway < 24 ? `in ${Math.max(1, Math.round(hoursAway))} hours` : `in ${Math.round(hoursAway / 24)} days`;
      for (const member of [event.creator, ...event.attendees.keys()]) {
        const message = `${event.plan.title} starts ${when}`;
        notify({
          to: member,
          type: 'event',
          title: 'Coming up soon',
          message,
          at: clock.hoursAgo(rng.between(0.2, 1)),
          target,
          isRead: false,
        });
      }
    }
    if (event.plan.maxAttendees && event.attendees.size >= event.plan.maxAttendees) {
      const message = `All ${event.plan.maxAttendees} spots for ${event.plan.title} are taken.`;
      notify({
        to: event.creator,
        type: 'event',
        title: 'Your event is full',
        message,
        at: clock.hoursAgo(rng.between(8, 30)),
        target,
      });
    }
  }

  // Everyone else hears about a sample of their bumps and comments; the demo member about the latest ones,
  // the newest few still unread. That keeps the table, and the badge, a believable size.
  const demoLatest = (list: readonly Reaction[], keep: number) =>
    list
      .filter((r) => r.post.author.isDemo)
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, keep);
  const demoBumps = demoLatest(from.reactions.bumps, 10);
  const demoComments = demoLatest(from.reactions.comments, 8);
  for (const bump of from.reactions.bumps) {
    const rank = demoBumps.indexOf(bump);
    if (bump.post.author.isDemo ? rank < 0 : !rng.chance(0.12)) continue;
    notify({
      to: bump.post.author,
      type: 'like',
      title: 'New fist bump',
      message: `${bump.by.firstName} fist-bumped your post`,
      at: bump.at,
      target: ['post', bump.postId],
      actor: bump.by,
      isRead: rank >= 0 ? rank >= 4 : undefined,
    });
  }
  for (const comment of from.reactions.comments) {
    const rank = demoComments.indexOf(comment);
    if (comment.post.author.isDemo ? rank < 0 : !rng.chance(0.3)) continue;
    notify({
      to: comment.post.author,
      type: 'comment',
      title: 'New comment',
      message: `${comment.by.firstName} commented on your post`,
      at: comment.at,
      target: ['comment', comment.id!],
      actor: comment.by,
      isRead: rank >= 0 ? rank >= 3 : undefined,
    });
  }
  for (const answer of from.answers) {
    notify({
      to: answer.asker,
      type: 'answer',
      title: 'Your question has a new answer',
      message: `${answer.by.firstName} answered "${answer.title}"`,
      at: answer.at,
      target: ['question', answer.questionId],
      actor: answer.by,
    });
  }

  for (const c of from.conversations) {
    const message = c.isGroup ? `New message in ${c.title}` : `New message from ${c.lastFrom.firstName}`;
    for (const member of c.members.filter((m) => m !== c.lastFrom)) {
      notify({
        to: member,
        type: 'message',
        title: 'New message',
        message,
        at: c.lastAt,
        target: ['conversation', c.id],
        actor: c.lastFrom,
        isRead: !c.unreadBy.includes(member),
      });
    }
  }

  const { panic } = from;
  for (const friend of panic.notify) {
    notify({
      to: friend,
      type: 'panic',
      title: 'Dad down!',
      message: `${panic.by.firstName} hit the panic button. Check in on him.`,
      at: panic.at,
      target: ['panic_alert', panic.id],
      actor: panic.by,
      isRead: false,
    });
  }

  await ctx.tx.notification.createMany({ data: rows });
  return rows.length;
}
