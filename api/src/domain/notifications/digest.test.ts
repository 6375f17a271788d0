/**
 * The digest through a real SMTP server, with the clock the test passes: what a member missed (unread messages,
 * new posts in their groups and channels, upcoming events, unanswered questions about their interests), once,
 * across two processes, and never when off, empty or to an unverified address.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app.js';
import { buildEvent, buildEventAttendee, buildGroup, buildPost, buildQuestion } from '../../testing/factories.js';
import { appWithMail } from '../../testing/mail.js';
import { messagingHelpers } from '../../testing/messaging.js';
import { sendDigests } from './digest.js';
import { updateNotificationSettings } from './preferences.js';

const { app, mailsTo, allMail } = appWithMail({ PUBLIC_URL: 'https://dadhood.test' });

/** After every member made so far is due a weekly digest (they joined a week ago). */
const nextWeek = () => new Date(Date.now() + 60 * 60 * 1000);

async function memberWhoMissedThings() {
  const { prisma } = app().services;
  const chat = messagingHelpers(app());
  const { host: member, friend, id: chatId } = await chat.directChat();
  await prisma.user.update({ where: { id: member.user.id }, data: { interests: ['camping', 'grilling'] } });
  const group = await buildGroup(prisma, friend.user.id, { name: `Weekend Warriors ${member.user.username}` }, [
    member.user.id,
  ]);
  await buildPost(prisma, friend.user.id, { groupId: group.id, content: 'Who is up for a hike on Saturday?' });
  await chat.send(friend, chatId, 'Call me when you can');
  const event = await buildEvent(prisma, friend.user.id, {
    title: 'Pancake breakfast',
    startDate: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
  });
  await buildEventAttendee(prisma, event.id, member.user.id, { status: 'attending' });
  await buildQuestion(prisma, friend.user.id, { title: 'Best camping tent for toddlers?', content: 'Rain is likely.' });
  return { member: member.user, friend: friend.user, groupName: group.name };
}

describe('the digest', () => {
  it('mails what the member missed, once', async () => {
    const { member, groupName } = await memberWhoMissedThings();
    const second = await createTestApp({ SMTP_URL: app().config.mail.smtpUrl! }, { db: app().db });
    try {
      const at = nextWeek();
      await Promise.all([sendDigests(app().services, at), sendDigests(second.services, at)]);
      await sendDigests(app().services, new Date(at.getTime() + 60 * 60 * 1000));
    } finally {
      await second.close();
    }
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.headers.subject).toBe('Your Dadhood digest: what you missed');
    expect(mail!.body).toContain('Messages: 1 unread in 1 conversation');
    expect(mail!.body).toContain(`${groupName}: "Who is up for a hike on Saturday?"`);
    expect(mail!.body).toContain('Pancake breakfast');
    expect(mail!.body).toContain('Best camping tent for toddlers?');
    expect(mail!.headers['list-unsubscribe']).toContain('/api/notifications/unsubscribe?token=');
  });

  it('sends the next one a day later when daily, and none when off', async () => {
    const { member } = await memberWhoMissedThings();
    const { member: off } = await memberWhoMissedThings();
    await updateNotificationSettings(app().services, member.id, { digest: 'daily' });
    await updateNotificationSettings(app().services, off.id, { digest: 'off' });
    const now = new Date();
    // The settings row dates the first daily digest: a day after it was made.
    await sendDigests(app().services, now);
    expect(allMail().filter((m) => m.to.includes(member.email))).toEqual([]);
    await sendDigests(app().services, new Date(now.getTime() + 25 * 60 * 60 * 1000));
    expect(await mailsTo(member.email)).toHaveLength(1);
    await sendDigests(app().services, new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000));
    expect(allMail().filter((m) => m.to.includes(off.email))).toEqual([]);
  });

  it('sends nothing when nothing was missed, and nothing to an unverified address', async () => {
    const { prisma } = app().services;
    const { member } = await memberWhoMissedThings();
    await prisma.user.update({ where: { id: member.id }, data: { emailVerifiedAt: null } });
    const quiet = await messagingHelpers(app()).dad();
    await sendDigests(app().services, nextWeek());
    const sentTo = allMail().flatMap((m) => m.to);
    expect(sentTo).not.toContain(member.email);
    expect(sentTo).not.toContain(quiet.user.email);
  });
});
