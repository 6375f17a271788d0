/**
 * Account help over /api (docs/moderation.md#account-help): an admin sends a member a reset link (delivered through
 * a real SMTP server), turns their second factor off, ends their sessions and reads their sign-in history; each
 * action is in the audit log. Moderators and members are refused (403), visitors and access tokens get the 404 of
 * every moderation address. The member reads their own history at /api/users/me/sign-ins.
 */
import { describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { ADMINS_HELP, CHECK_IDENTITY, RESET_LINK_SENT } from '../domain/moderation/account-help.js';
import { TEST_PASSWORD, signedInClient, signedInMember } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { appWithMail, linkToken } from '../testing/mail.js';
import { refused } from '../testing/rest.js';
import { storedPicture, TINY_PNG } from '../testing/uploads.js';

const { app, mailsTo } = appWithMail();

const help = (client: HttpClient, memberId: string, what: string, json: Record<string, unknown>) =>
  client.post(`/api/moderation/users/${memberId}/${what}`, { json });
const auditLog = async (client: HttpClient) =>
  (await (await client.get('/api/moderation/audit-log')).json()) as Record<string, unknown>[];

describe('a password reset link', () => {
  it('goes to the member’s address, never to the admin; the link works, and the audit log names both', async () => {
    const admin = await signedInMember(app(), { role: 'admin' });
    const member = await signedInMember(app());
    const response = await help(admin.client, member.user.id, 'password-reset', { reason: 'Locked out, wrote in' });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ id: expect.any(String), message: RESET_LINK_SENT });

    const [mail] = await mailsTo(member.user.email);
    const token = linkToken(mail!, '/api/password/reset');
    expect(text).not.toContain(token);
    const reset = await app()
      .client()
      .post('/api/password/reset', { json: { token, password: 'brand new secret' } });
    expect(reset.status).toBe(200);

    expect((await auditLog(admin.client))[0]).toMatchObject({
      action: 'send_password_reset',
      moderatorUsername: admin.user.username,
      subjectUsername: member.user.username,
      targetType: 'member',
      targetId: member.user.id,
      reason: 'Locked out, wrote in',
    });
  });
});

describe('who may call it', () => {
  it('refuses moderators and members (403), visitors and access tokens (404), and writes nothing', async () => {
    const member = await signedInMember(app());
    const moderator = await signedInMember(app(), { role: 'moderator' });
    const other = await signedInMember(app());
    const admin = await signedInMember(app(), { role: 'admin' });
    const { token } = await createAccessToken(app().services, admin.user.id, { name: 'Bot', scopes: ['read'] });
    const bot = app().client();
    bot.bearer = token;
    const calls = (client: HttpClient) => [
      help(client, member.user.id, 'password-reset', { reason: 'x' }),
      help(client, member.user.id, 'two-factor/disable', { reason: 'x', identityChecked: true }),
      help(client, member.user.id, 'sessions/end', { reason: 'x' }),
      client.get(`/api/moderation/users/${member.user.id}/sign-ins`),
      client.get(`/api/moderation/users/${member.user.id}/storage`),
    ];
    for (const client of [moderator.client, other.client]) {
      for (const call of calls(client)) await refused(await call, 403, ADMINS_HELP);
    }
    for (const client of [app().client(), bot]) {
      for (const call of calls(client)) await refused(await call, 404, 'Not found.');
    }
    expect(await app().services.prisma.moderationAction.count({ where: { subjectId: member.user.id } })).toBe(0);
    expect((await member.client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('turning the second factor off', () => {
  it('asks for the identity check, then turns it off, signs the member out everywhere and tells them', async () => {
    const admin = await signedInMember(app(), { role: 'admin' });
    const member = await signedInMember(app(), { totpEnabledAt: new Date() });
    const unchecked = await help(admin.client, member.user.id, 'two-factor/disable', { reason: 'Lost phone' });
    expect(await refused(unchecked, 400, CHECK_IDENTITY)).toMatchObject({ errors: [{ field: 'identityChecked' }] });

    const done = await help(admin.client, member.user.id, 'two-factor/disable', {
      reason: 'Lost phone; checked by video call',
      identityChecked: true,
    });
    expect(done.status).toBe(201);
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    const [mail] = await mailsTo(member.user.email);
    expect(mail!.headers.subject).toBe('Two-factor authentication was turned off for your Dadhood account');
    const again = await app()
      .client()
      .post('/api/login', { json: { email: member.user.email, password: TEST_PASSWORD } });
    expect(again.status).toBe(200);
    expect((await auditLog(admin.client))[0]).toMatchObject({
      action: 'turn_off_two_factor',
      subjectUsername: member.user.username,
      details: { identityChecked: true, sessionsEnded: 1 },
    });
    await refused(
      await help(admin.client, member.user.id, 'two-factor/disable', { reason: 'Twice', identityChecked: true }),
      409,
    );
  });
});

describe('ending sessions', () => {
  it('signs the member out of every browser and answers how many', async () => {
    const admin = await signedInMember(app(), { role: 'admin' });
    const member = await signedInMember(app());
    const laptop = await signedInClient(app(), member.user);
    const response = await help(admin.client, member.user.id, 'sessions/end', { reason: 'Account shared by mistake' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), ended: 2 });
    for (const client of [member.client, laptop]) expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await auditLog(admin.client))[0]).toMatchObject({
      action: 'end_sessions',
      reason: 'Account shared by mistake',
    });
  });
});

describe('the sign-in history', () => {
  it('is paged for admins, newest first, failed attempts included, addresses masked', async () => {
    const admin = await signedInMember(app(), { role: 'admin' });
    const member = await signedInMember(app());
    const guesser = app().client();
    expect((await guesser.post('/api/login', { json: { email: member.user.email, password: 'guess' } })).status).toBe(
      401,
    );
    await app().services.background.idle();
    const first = await admin.client.get(`/api/moderation/users/${member.user.id}/sign-ins?limit=1`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual([
      {
        id: expect.any(String),
        method: 'password',
        succeeded: false,
        browser: null,
        os: null,
        device: null,
        ipAddress: `${guesser.ipAddress.split('.').slice(0, 3).join('.')}.x`,
        createdAt: expect.any(String),
      },
    ]);
    const cursor = first.headers.get('x-next-cursor')!;
    const rest = await admin.client.get(`/api/moderation/users/${member.user.id}/sign-ins?cursor=${cursor}`);
    expect(((await rest.json()) as { succeeded: boolean }[]).map((e) => e.succeeded)).toEqual([true]);
    await refused(await admin.client.get('/api/moderation/users/00000000-0000-7000-8000-000000000000/sign-ins'), 404);
  });

  it('is the member’s own at /api/users/me/sign-ins, from a browser session only', async () => {
    const member = await signedInMember(app());
    const own = await member.client.get('/api/users/me/sign-ins');
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual([expect.objectContaining({ method: 'password', succeeded: true })]);
    const { token } = await createAccessToken(app().services, member.user.id, { name: 'Bot', scopes: ['read'] });
    const bot = app().client();
    bot.bearer = token;
    await refused(await bot.get('/api/users/me/sign-ins'), 403);
    await refused(await app().client().get('/api/users/me/sign-ins'), 401);
  });
});

describe('the storage a member uses', () => {
  it('is the bytes and files of their uploads, for admins; a member with none uses nothing; an unknown id is a 404', async () => {
    const admin = await signedInMember(app(), { role: 'admin' });
    const member = await signedInMember(app());
    const empty = await signedInMember(app());
    for (let i = 0; i < 3; i += 1) await storedPicture(app().services.prisma, member.user.id);
    const storage = (id: string) => admin.client.get(`/api/moderation/users/${id}/storage`);
    const response = await storage(member.user.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bytes: 3 * TINY_PNG.byteLength, files: 3 });
    expect(await (await storage(empty.user.id)).json()).toEqual({ bytes: 0, files: 0 });
    await refused(await storage('00000000-0000-4000-8000-000000000000'), 404);
  });
});
