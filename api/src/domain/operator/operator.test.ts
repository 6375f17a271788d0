/**
 * The admin command line's operations, on the test database: the first admin, made only for an ADMIN_EMAILS
 * address; a new password or no second factor for a locked-out member, ending their sessions; a suspension, on an
 * admin too, and its end; a failed job queued again; each in the audit log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithMail } from '../../testing/mail.js';
import { TEST_PASSWORD, buildUser, signedInClient } from '../../testing/factories.js';
import type { TestApp } from '../../testing/app.js';
import { failedJob } from '../../testing/jobs.js';
import {
  createAdmin,
  liftSuspension,
  retryJob,
  setNewPassword,
  suspendMember,
  turnOffSecondFactor,
} from './operator.js';

const LISTED = 'first-admin@example.com';
const LISTED_EXISTING = 'member-turned-admin@example.com';
const mail = appWithMail({ ADMIN_EMAILS: `${LISTED},${LISTED_EXISTING}` });
let app: TestApp;
beforeAll(() => {
  app = mail.app();
});

async function signIn(login: string, password: string) {
  return (await app.client().post('/api/login', { json: { email: login, password } })).status;
}

const auditOf = (userId: string) =>
  app.services.prisma.moderationAction.findMany({ where: { subjectId: userId }, orderBy: { createdAt: 'asc' } });

describe('create-admin', () => {
  it('refuses an address ADMIN_EMAILS does not name, and makes nothing', async () => {
    await expect(
      createAdmin(app.services, { email: 'someone@example.com', username: 'someone_new' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('is not in ADMIN_EMAILS') });
    expect(await app.services.prisma.user.count({ where: { email: 'someone@example.com' } })).toBe(0);
    await expect(createAdmin(app.services, { email: 'not an address' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('makes a new admin with a one-time password that signs in, verified, and audited', async () => {
    await expect(createAdmin(app.services, { email: LISTED })).rejects.toMatchObject({
      message: 'No member has this address yet: give a username for the new account.',
    });
    const made = await createAdmin(app.services, { email: ` ${LISTED.toUpperCase()} `, username: 'first_admin' });
    expect(made.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { email: LISTED } });
    expect(user).toMatchObject({ role: 'admin', username: 'first_admin', emailVerifiedAt: expect.any(Date) });
    expect(await signIn(LISTED, made.password!)).toBe(200);
    expect(await auditOf(user.id)).toMatchObject([
      { action: 'create_admin', moderatorId: null, details: { via: 'command line', created: true } },
    ]);
    // Run again: the same admin, no new password.
    expect(await createAdmin(app.services, { email: LISTED })).toMatchObject({ userId: user.id, password: null });
  });

  it("vouches for an existing member's unverified address, keeping their password", async () => {
    const member = await buildUser(app.services.prisma, { email: LISTED_EXISTING, emailVerifiedAt: null });
    expect(member.role).toBe('member');
    const made = await createAdmin(app.services, { email: LISTED_EXISTING });
    expect(made).toEqual({ userId: member.id, username: member.username, password: null });
    expect(await app.services.prisma.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      role: 'admin',
      emailVerifiedAt: expect.any(Date),
    });
    expect(await signIn(LISTED_EXISTING, TEST_PASSWORD)).toBe(200);
  });
});

describe('reset-password', () => {
  it('sets a new password, ends every session, tells the member, and audits it', async () => {
    const member = await buildUser(app.services.prisma);
    const client = await signedInClient(app, member);
    expect((await client.get('/api/auth/user')).status).toBe(200);

    const done = await setNewPassword(app.services, member.username.toUpperCase(), 'Locked out, asked by phone.');
    expect(done.userId).toBe(member.id);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(await signIn(member.email, TEST_PASSWORD)).toBe(401);
    expect(await signIn(member.email, done.password)).toBe(200);
    expect((await mail.mailsTo(member.email)).length).toBeGreaterThanOrEqual(1);
    expect(await auditOf(member.id)).toMatchObject([
      {
        action: 'reset_password',
        moderatorId: null,
        reason: 'Locked out, asked by phone.',
        details: { via: 'command line' },
      },
    ]);
    await expect(setNewPassword(app.services, 'nobody_by_that_name', 'x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('reset-second-factor', () => {
  it('turns the second factor off, ends every session, tells the member, and audits it', async () => {
    const member = await buildUser(app.services.prisma, { totpEnabledAt: new Date(), totpSecret: 'v1.sealed' });
    const client = await signedInClient(app, member);
    await expect(turnOffSecondFactor(app.services, member.email, ' ')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    const done = await turnOffSecondFactor(app.services, member.username, 'Lost phone; identity checked by call.');
    expect(done.userId).toBe(member.id);
    expect(await app.services.prisma.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      totpEnabledAt: null,
      totpSecret: null,
    });
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await mail.mailsTo(member.email)).map((m) => m.headers.subject)).toContain(
      'Two-factor authentication was turned off for your Dadhood account',
    );
    expect(await auditOf(member.id)).toMatchObject([
      {
        action: 'turn_off_two_factor',
        moderatorId: null,
        reason: 'Lost phone; identity checked by call.',
        details: { via: 'command line', sessionsEnded: 1 },
      },
    ]);
    await expect(turnOffSecondFactor(app.services, member.username, 'Again')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('suspend and lift-suspension', () => {
  it('suspends any member, an admin too, for days or for good, and lifts it; each audited', async () => {
    // No second factor, so that a sign-in answers 200 at once.
    const admin = await buildUser(app.services.prisma, { role: 'admin', totpEnabledAt: null });
    const client = await signedInClient(app, admin);
    await expect(suspendMember(app.services, admin.email, { reason: 'No length' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('Suspend for a number of days, or permanently.'),
    });
    await expect(suspendMember(app.services, admin.email, { days: 3, reason: '' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(liftSuspension(app.services, admin.email, 'Not suspended')).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    const suspended = await suspendMember(app.services, admin.username, { days: 3, reason: 'Account stolen.' });
    expect(suspended.until!.getTime()).toBeGreaterThan(Date.now() + 2.9 * 24 * 3600_000);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(await signIn(admin.email, TEST_PASSWORD)).toBe(403);

    const permanent = await suspendMember(app.services, admin.email, { permanent: true, reason: 'For good.' });
    expect(permanent.until).toBeNull();
    await liftSuspension(app.services, admin.email, 'Got the account back.');
    expect(await signIn(admin.email, TEST_PASSWORD)).toBe(200);
    expect(await auditOf(admin.id)).toMatchObject([
      { action: 'suspend', moderatorId: null, details: { via: 'command line', permanent: false } },
      { action: 'suspend', details: { via: 'command line', permanent: true, until: null } },
      { action: 'lift_suspension', reason: 'Got the account back.', details: { via: 'command line' } },
    ]);
    await expect(suspendMember(app.services, 'nobody_by_that_name', { days: 1, reason: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('retry-job', () => {
  it('queues a failed job again, in the audit log; an id no failed job has is not found', async () => {
    const id = await failedJob(app);
    await retryJob(app.services, id, 'Fixed the cause.');
    expect((await app.services.jobs.failed()).map((job) => job.id)).not.toContain(id);
    expect(
      await app.services.prisma.moderationAction.findMany({ where: { action: 'retry_job', targetId: id } }),
    ).toMatchObject([
      { moderatorId: null, reason: 'Fixed the cause.', details: { via: 'command line', job: 'panic-fan-out' } },
    ]);
    await expect(retryJob(app.services, id, 'Again')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
