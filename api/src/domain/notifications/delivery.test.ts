/**
 * Notifications outside the app, through a real SMTP server: each member's switches, the batching of a burst
 * into one mail, the one-click unsubscribe, quiet hours across a change of time zone, and the rules that keep
 * mail from going twice (two processes), to unverified or to suspended members. The job's clock is the `now`
 * each test passes, never a sleep.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app.js';
import { buildGroup, buildPost, buildUser } from '../../testing/factories.js';
import { appWithMail } from '../../testing/mail.js';
import { addComment } from '../comments/comments.js';
import { fistBumpPost } from '../fist-bumps/fist-bumps.js';
import { deliverDueNotifications } from './delivery.js';
import { setNotificationFollow } from './follows.js';
import { updateNotificationPreference, updateNotificationSettings } from './preferences.js';

const { app, mailsTo, allMail } = appWithMail({ PUBLIC_URL: 'https://dadhood.test' });

/** A moment after every mail written so far fell due (the default wait is 5 minutes). */
const later = (minutes = 6) => new Date(Date.now() + minutes * 60_000);

async function authorWithPost(overrides = {}) {
  const { prisma } = app().services;
  const author = await buildUser(prisma, overrides);
  const post = await buildPost(prisma, author.id);
  return { author, post };
}

describe('notification mail', () => {
  it('sends exactly the categories the member turned on: a comment mail, no fist bump mail', async () => {
    const services = app().services;
    const { author, post } = await authorWithPost();
    const other = await buildUser(services.prisma);
    await updateNotificationPreference(services, author.id, { category: 'fist_bumps', email: true });
    await updateNotificationPreference(services, author.id, { category: 'fist_bumps', email: false });
    await updateNotificationPreference(services, author.id, { category: 'comments', email: true });

    await fistBumpPost(services, other.id, post.id);
    await addComment(services, other.id, post.id, { content: 'Great tip, thanks!' });
    // Not yet: the mail waits for others to join it.
    expect((await deliverDueNotifications(services, new Date())).mails).toBe(0);
    const outcome = await deliverDueNotifications(services, later());
    expect(outcome.mails).toBeGreaterThanOrEqual(1);

    const [mail, ...more] = await mailsTo(author.email);
    expect(more).toEqual([]);
    expect(mail!.headers.subject).toContain('New comment');
    expect(mail!.body).toContain(`@${other.username} commented on your post: "Great tip, thanks!"`);
    expect(mail!.body).toContain(`https://dadhood.test/posts/${post.id}`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/dadhood\.test\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
    );
    // Both notifications are in the app whatever the mail does.
    expect(await services.prisma.notification.count({ where: { userId: author.id } })).toBe(2);
  });

  it('batches a burst of one kind into one mail', async () => {
    const services = app().services;
    const { author, post } = await authorWithPost();
    const commenters = await Promise.all([1, 2, 3].map(() => buildUser(services.prisma)));
    for (const [i, commenter] of commenters.entries())
      await addComment(services, commenter.id, post.id, { content: `Comment number ${i + 1}` });
    await deliverDueNotifications(services, later());
    const mails = await mailsTo(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.subject).toBe('3 new comments on your posts');
    for (const i of [1, 2, 3]) expect(mails[0]!.body).toContain(`Comment number ${i}`);
  });

  it('unsubscribes with the link, without signing in, for that kind only', async () => {
    const services = app().services;
    const { author, post } = await authorWithPost();
    const other = await buildUser(services.prisma);
    await addComment(services, other.id, post.id, { content: 'First' });
    await deliverDueNotifications(services, later());
    const [mail] = await mailsTo(author.email);
    const oneClick = /<([^>]+)>/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    const path = oneClick.replace('https://dadhood.test', '');
    const visitor = app().client();

    const before = await visitor.get(path);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ kind: 'comments', label: 'Comments on my posts', subscribed: true });
    // What a mail app sends for the one click (RFC 8058).
    const click = await visitor.post(path, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(click.status).toBe(200);
    expect(await click.json()).toMatchObject({ kind: 'comments', subscribed: false });

    await addComment(services, other.id, post.id, { content: 'Second' });
    await fistBumpPost(services, other.id, post.id);
    expect(await services.prisma.notificationDelivery.count({ where: { userId: author.id, settledAt: null } })).toBe(0);
    // Other kinds are untouched.
    const preference = await services.prisma.notificationPreference.findUnique({
      where: { userId_category: { userId: author.id, category: 'comments' } },
    });
    expect(preference).toMatchObject({ inApp: true, email: false, push: true });

    const forged = await visitor.post(path.replace(/token=[^.]+/, `token=${other.id}`));
    expect(forged.status).toBe(404);
    const otherKind = await visitor.post(path.replace('.comments.', '.fist_bumps.'));
    expect(otherKind.status).toBe(404);
  });

  it('keeps a notification out of the app when asked, and still mails it', async () => {
    const services = app().services;
    const { author, post } = await authorWithPost();
    const other = await buildUser(services.prisma);
    await updateNotificationPreference(services, author.id, { category: 'comments', inApp: false });
    await addComment(services, other.id, post.id, { content: 'Only by mail' });
    expect(await services.prisma.notification.count({ where: { userId: author.id } })).toBe(0);
    await deliverDueNotifications(services, later());
    expect(await mailsTo(author.email)).toHaveLength(1);
  });

  it('skips what the member read in the app before the mail went', async () => {
    const services = app().services;
    const { author, post } = await authorWithPost();
    const other = await buildUser(services.prisma);
    await addComment(services, other.id, post.id, { content: 'Seen already' });
    await services.prisma.notification.updateMany({ where: { userId: author.id }, data: { isRead: true } });
    expect(await deliverDueNotifications(services, later())).toMatchObject({ mails: 0, skipped: 1 });
    const delivery = await services.prisma.notificationDelivery.findFirstOrThrow({ where: { userId: author.id } });
    expect(delivery).toMatchObject({ skipped: 'seen in the app' });
  });

  it('never mails an unverified member, nor a suspended one', async () => {
    const services = app().services;
    const { author: unverified, post } = await authorWithPost({ emailVerifiedAt: null });
    const { author: suspended, post: suspendedPost } = await authorWithPost();
    const other = await buildUser(services.prisma);
    await addComment(services, other.id, post.id, { content: 'To an unproven address' });
    await addComment(services, other.id, suspendedPost.id, { content: 'To a suspended dad' });
    // No mail is even planned for an address the member never proved.
    expect(await services.prisma.notificationDelivery.count({ where: { userId: unverified.id } })).toBe(0);
    await services.prisma.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
    await deliverDueNotifications(services, later());
    expect(allMail().filter((m) => m.to.includes(unverified.email) || m.to.includes(suspended.email))).toEqual([]);
    const delivery = await services.prisma.notificationDelivery.findFirstOrThrow({ where: { userId: suspended.id } });
    expect(delivery.skipped).toBe('suspended');
  });

  it('hears nothing about a muted group', async () => {
    const services = app().services;
    const author = await buildUser(services.prisma);
    const other = await buildUser(services.prisma);
    const group = await buildGroup(services.prisma, author.id, {}, [other.id]);
    const post = await buildPost(services.prisma, author.id, { groupId: group.id });
    await setNotificationFollow(services.prisma, author.id, {
      targetType: 'group',
      targetId: group.id,
      level: 'muted',
    });
    await addComment(services, other.id, post.id, { content: 'In a muted group' });
    expect(await services.prisma.notification.count({ where: { userId: author.id } })).toBe(0);
    expect(await services.prisma.notificationDelivery.count({ where: { userId: author.id } })).toBe(0);
  });
});

describe('quiet hours', () => {
  /** 23:30 UTC today: inside 22:00-07:00 in London in winter, and mid-afternoon in Tokyo. */
  const lateEvening = () => {
    const at = new Date();
    at.setUTCHours(23, 30, 0, 0);
    if (at.getTime() < Date.now()) at.setUTCDate(at.getUTCDate() + 1);
    return at;
  };

  it('holds mail until they end in the member’s time zone, and follows a change of zone', async () => {
    const services = app().services;
    const { author, post } = await authorWithPost();
    const other = await buildUser(services.prisma);
    await updateNotificationSettings(services, author.id, {
      timeZone: 'UTC',
      quietHours: { start: '22:00', end: '07:00' },
    });
    await addComment(services, other.id, post.id, { content: 'Late at night' });
    const night = lateEvening();
    expect(await deliverDueNotifications(services, night)).toMatchObject({ mails: 0, held: 1 });
    const held = await services.prisma.notificationDelivery.findFirstOrThrow({ where: { userId: author.id } });
    // 07:00 UTC the next morning.
    expect(held.dueAt.toISOString()).toBe(new Date(night.getTime() + 7.5 * 60 * 60_000).toISOString());

    // The member moves to Tokyo: 23:30 UTC is 08:30 there, after their quiet hours.
    await updateNotificationSettings(services, author.id, { timeZone: 'Asia/Tokyo' });
    await services.prisma.notificationDelivery.updateMany({ where: { userId: author.id }, data: { dueAt: night } });
    expect(await deliverDueNotifications(services, night)).toMatchObject({ mails: 1, held: 0 });
    expect(await mailsTo(author.email)).toHaveLength(1);
  });

  it('lets community alerts through', async () => {
    const services = app().services;
    const member = await buildUser(services.prisma);
    await updateNotificationSettings(services, member.id, {
      timeZone: 'UTC',
      quietHours: { start: '22:00', end: '07:00' },
    });
    const { createNotifications } = await import('./notifications.js');
    await services.prisma.$transaction((tx) =>
      createNotifications(
        tx,
        [{ userId: member.id, type: 'panic', title: 'Community alert', message: '@someone pressed the panic button!' }],
        services,
      ),
    );
    expect(await deliverDueNotifications(services, new Date(lateEvening().getTime() + 10 * 60_000))).toMatchObject({
      mails: 1,
      held: 0,
    });
  });

  it('refuses a time zone it does not know, and equal start and end', async () => {
    const services = app().services;
    const member = await buildUser(services.prisma);
    await expect(updateNotificationSettings(services, member.id, { timeZone: 'Mars/Olympus' })).rejects.toThrow(
      'timeZone must be a time zone name such as Europe/Berlin',
    );
    await expect(
      updateNotificationSettings(services, member.id, { quietHours: { start: '22:00', end: '22:00' } }),
    ).rejects.toThrow('Quiet hours must end at another time than they start.');
  });
});

describe('two processes', () => {
  it('send a delivery once, whichever takes it', async () => {
    const first = app();
    const second = await createTestApp({ SMTP_URL: first.config.mail.smtpUrl! }, { db: first.db });
    try {
      const { author, post } = await authorWithPost();
      const commenters = await Promise.all([1, 2].map(() => buildUser(first.services.prisma)));
      for (const commenter of commenters) await addComment(first.services, commenter.id, post.id, { content: 'Hi' });
      const at = later();
      const [a, b] = await Promise.all([
        deliverDueNotifications(first.services, at),
        deliverDueNotifications(second.services, at),
      ]);
      expect(a.mails + b.mails).toBe(1);
      const mails = await mailsTo(author.email);
      expect(mails).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
