/**
 * Account help's rules, called directly (docs/moderation.md#account-help): who may help (admins, with a second
 * factor where the policy asks), on whom (not themselves, not another admin), what each action changes, the audit
 * entry it writes, and the mail that reaches the member. The adapters' tests (rest/account-help.test.ts,
 * graphql/schema/account-help.test.ts) check the same through /api and GraphQL.
 */
import { describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../testing/factories.js';
import { appWithMail } from '../../testing/mail.js';
import { startSession } from '../sessions/sessions.js';
import type { Viewer } from '../users/viewer.js';
import {
  ADMIN_ACCOUNT,
  ADMINS_HELP,
  CHECK_IDENTITY,
  NO_TWO_FACTOR,
  OWN_ACCOUNT,
  endMemberSessions,
  memberSignInHistory,
  sendPasswordResetLink,
  turnOffMemberTwoFactor,
} from './account-help.js';
import { STAFF_NEED_TWO_FACTOR } from './queue.js';

const { app, mailsTo } = appWithMail();
const meta = { ipAddress: '203.0.113.5' };

const asViewer = (user: { id: string; username: string; role: Viewer['role']; totpEnabledAt: Date | null }) =>
  ({ ...user, dadType: 'experienced', location: 'Austin, TX' }) as Viewer;
const admin = async () => asViewer(await buildUser(app().services.prisma, { role: 'admin' }));
const entry = (id: string) => app().services.prisma.moderationAction.findUniqueOrThrow({ where: { id } });

describe('who may help, and whom', () => {
  it('admins only: 403 to moderators and members, 404 to nobody, and a second factor where the policy asks', async () => {
    const { prisma } = app().services;
    const member = await buildUser(prisma);
    const moderator = asViewer(await buildUser(prisma, { role: 'moderator' }));
    const other = asViewer(await buildUser(prisma));
    const reason = { reason: 'Asked for help' };
    for (const actor of [moderator, other]) {
      await expect(sendPasswordResetLink(app().services, actor, member.id, reason)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: ADMINS_HELP,
      });
      await expect(memberSignInHistory(app().services, actor, member.id, {})).rejects.toMatchObject({ status: 403 });
    }
    await expect(endMemberSessions(app().services, null, member.id, reason)).rejects.toMatchObject({ status: 404 });
    const withoutFactor = asViewer(await buildUser(prisma, { role: 'admin', totpEnabledAt: null }));
    await expect(endMemberSessions(app().services, withoutFactor, member.id, reason)).rejects.toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: STAFF_NEED_TWO_FACTOR,
    });
    expect(await prisma.moderationAction.count({ where: { subjectId: member.id } })).toBe(0);
  });

  it('never on the admin’s own account nor another admin’s; 404 for no member, 400 without a reason', async () => {
    const helper = await admin();
    const otherAdmin = await admin();
    const member = await buildUser(app().services.prisma);
    const reason = { reason: 'Asked for help' };
    await expect(endMemberSessions(app().services, helper, helper.id, reason)).rejects.toMatchObject({
      message: OWN_ACCOUNT,
    });
    await expect(endMemberSessions(app().services, helper, otherAdmin.id, reason)).rejects.toMatchObject({
      message: ADMIN_ACCOUNT,
    });
    await expect(
      endMemberSessions(app().services, helper, '00000000-0000-7000-8000-000000000000', reason),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(endMemberSessions(app().services, helper, 'not-an-id', reason)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(endMemberSessions(app().services, helper, member.id, { reason: ' ' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});

describe('a password reset link', () => {
  it('goes to the member’s current address with the admin’s words, is audit-logged, and counts against the address', async () => {
    const { prisma } = app().services;
    const helper = await admin();
    const member = await buildUser(prisma);
    const address = `moved.${member.id.slice(-8)}@example.com`;
    await prisma.user.update({ where: { id: member.id }, data: { email: address } });
    const id = await sendPasswordResetLink(app().services, helper, member.id, { reason: 'Lost password, called in' });
    expect(await entry(id)).toMatchObject({
      moderatorId: helper.id,
      action: 'send_password_reset',
      targetType: 'member',
      targetId: member.id,
      subjectId: member.id,
      reason: 'Lost password, called in',
    });
    const [mail] = await mailsTo(address);
    expect(mail!.headers.subject).toBe('Choose a new password for Dadhood');
    expect(mail!.body).toContain('A Dadhood admin sent you this link');
    expect(await mailsTo(member.email, 0)).toEqual([]);
    // The member's own address allows 3 links an hour, whoever asks: two more, then 429 and no entry.
    await sendPasswordResetLink(app().services, helper, member.id, { reason: 'Again' });
    await sendPasswordResetLink(app().services, helper, member.id, { reason: 'Again' });
    await expect(
      sendPasswordResetLink(app().services, helper, member.id, { reason: 'Once too often' }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(await prisma.moderationAction.count({ where: { subjectId: member.id } })).toBe(3);
  });
});

describe('turning the second factor off', () => {
  it('needs the identity checked, and a member who uses one', async () => {
    const helper = await admin();
    const plain = await buildUser(app().services.prisma);
    await expect(
      turnOffMemberTwoFactor(app().services, helper, plain.id, { reason: 'Lost phone', identityChecked: false }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: CHECK_IDENTITY });
    await expect(
      turnOffMemberTwoFactor(app().services, helper, plain.id, { reason: 'Lost phone', identityChecked: true }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: NO_TWO_FACTOR });
  });

  it('forgets the secret and codes, ends every session, tells the member, and is audit-logged', async () => {
    const { prisma } = app().services;
    const helper = await admin();
    const member = await buildUser(prisma, { totpEnabledAt: new Date(), totpSecret: 'v1.sealed' });
    await startSession(app().services, member.id, meta);
    await startSession(app().services, member.id, meta);
    const id = await turnOffMemberTwoFactor(app().services, helper, member.id, {
      reason: 'Lost phone and codes; checked by video call',
      identityChecked: true,
    });
    expect(await entry(id)).toMatchObject({
      action: 'turn_off_two_factor',
      subjectId: member.id,
      details: { identityChecked: true, sessionsEnded: 2 },
    });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(row).toMatchObject({ totpEnabledAt: null, totpSecret: null, totpLastStep: null });
    expect(await prisma.recoveryCode.count({ where: { userId: member.id } })).toBe(0);
    expect(await prisma.session.count({ where: { userId: member.id } })).toBe(0);
    const [mail] = await mailsTo(member.email);
    expect(mail!.headers.subject).toBe('Two-factor authentication was turned off for your Dadhood account');
    // The password alone signs in now.
    const signIn = await app()
      .client()
      .post('/api/login', { json: { email: member.email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(200);
  });
});

describe('ending sessions', () => {
  it('ends every session of the member, says how many, and is audit-logged', async () => {
    const { prisma } = app().services;
    const helper = await admin();
    const member = await buildUser(prisma);
    for (let i = 0; i < 3; i += 1) await startSession(app().services, member.id, meta);
    const { id, ended } = await endMemberSessions(app().services, helper, member.id, { reason: 'Phone stolen' });
    expect(ended).toBe(3);
    expect(await prisma.session.count({ where: { userId: member.id } })).toBe(0);
    expect(await entry(id)).toMatchObject({
      action: 'end_sessions',
      reason: 'Phone stolen',
      details: { sessionsEnded: 3 },
    });
  });
});
