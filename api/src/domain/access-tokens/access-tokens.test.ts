/**
 * Personal access tokens: made with a name, scopes and an expiry, shown once (only a hash kept), at most 50 a
 * member; a token works until it expires, is revoked, or its member is suspended, and is its member's alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import {
  createAccessToken,
  hashToken,
  listAccessTokens,
  MAX_TOKENS_PER_MEMBER,
  resumeAccessToken,
  revokeAccessToken,
} from './access-tokens.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const make = (userId: string, input: Record<string, unknown> = {}) =>
  createAccessToken(app.services, userId, { name: 'My bot', scopes: ['read'], ...input });

describe('createAccessToken', () => {
  it('shows the token once and keeps its hash, scopes in their canonical order, expiry in days', async () => {
    const owner = await member();
    const { token, record } = await make(owner.id, {
      name: '  Bot  ',
      scopes: ['write:posts', 'read', 'read'],
      expiresInDays: 30,
    });
    expect(token).toMatch(/^dhp_[A-Za-z0-9_-]{43}$/);
    expect(record).toMatchObject({ name: 'Bot', scopes: ['read', 'write:posts'], lastUsedAt: null });
    expect((record.expiresAt!.getTime() - record.createdAt.getTime()) / 86_400_000).toBeCloseTo(30, 2);
    const row = await app.services.prisma.accessToken.findUniqueOrThrow({ where: { id: record.id } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await make(owner.id)).record.expiresAt).toBeNull();
  });

  it('refuses no name, no scope, an unknown scope or another expiry as BAD_USER_INPUT', async () => {
    const owner = await member();
    for (const input of [{ name: ' ' }, { scopes: [] }, { scopes: ['admin'] }, { expiresInDays: 7 }]) {
      await expect(make(owner.id, input)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect(await app.services.prisma.accessToken.count({ where: { userId: owner.id } })).toBe(0);
  });

  it('is a CONFLICT past 50 tokens', async () => {
    const owner = await member();
    await app.services.prisma.accessToken.createMany({
      data: Array.from({ length: MAX_TOKENS_PER_MEMBER }, (_, i) => ({
        userId: owner.id,
        name: `Bot ${i}`,
        scopes: ['read'],
        tokenHash: `${owner.id}-${i}`,
      })),
    });
    await expect(make(owner.id)).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('resumeAccessToken', () => {
  it('answers the member and the grant, noting the use at most once a minute', async () => {
    const owner = await member();
    const { token, record } = await make(owner.id, { scopes: ['read', 'write:messages'] });
    const resumed = await resumeAccessToken(app.services, token);
    expect(resumed).toEqual({
      user: {
        id: owner.id,
        username: owner.username,
        role: 'member',
        dadType: owner.dadType,
        location: owner.location,
        totpEnabledAt: null,
        joinedAt: owner.joinedAt,
      },
      grant: { id: record.id, scopes: ['read', 'write:messages'] },
    });
    const used = (await app.services.prisma.accessToken.findUniqueOrThrow({ where: { id: record.id } })).lastUsedAt;
    expect(used).not.toBeNull();
    await resumeAccessToken(app.services, token);
    expect((await app.services.prisma.accessToken.findUniqueOrThrow({ where: { id: record.id } })).lastUsedAt).toEqual(
      used,
    );
  });

  it('answers null for a malformed, expired, or revoked token, or a suspended member’s', async () => {
    const owner = await member();
    expect(await resumeAccessToken(app.services, 'dhp_short')).toBeNull();
    const expired = await make(owner.id, { expiresInDays: 30 });
    await app.services.prisma.accessToken.update({ where: { id: expired.record.id }, data: { expiresAt: new Date() } });
    expect(await resumeAccessToken(app.services, expired.token)).toBeNull();
    const revoked = await make(owner.id);
    await revokeAccessToken(app.services, owner.id, revoked.record.id);
    expect(await resumeAccessToken(app.services, revoked.token)).toBeNull();
    const live = await make(owner.id);
    await app.services.prisma.user.update({ where: { id: owner.id }, data: { suspendedAt: new Date() } });
    expect(await resumeAccessToken(app.services, live.token)).toBeNull();
  });
});

describe('revokeAccessToken and listAccessTokens', () => {
  it('keep each member to their own tokens: another’s is NOT_FOUND to revoke, and not listed', async () => {
    const [owner, other] = [await member(), await member()];
    const first = await make(owner.id, { name: 'First' });
    const second = await make(owner.id, { name: 'Second' });
    const theirs = await make(other.id);
    await expect(revokeAccessToken(app.services, owner.id, theirs.record.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(revokeAccessToken(app.services, owner.id, 'abc')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await resumeAccessToken(app.services, theirs.token)).not.toBeNull();

    const page = await listAccessTokens(app.services, owner.id, { limit: 1 });
    expect(page.items.map((t) => t.name)).toEqual(['Second']);
    const next = await listAccessTokens(app.services, owner.id, { limit: 1, cursor: page.nextCursor! });
    expect(next).toEqual({ items: [expect.objectContaining({ id: first.record.id })], nextCursor: null });
    expect(await revokeAccessToken(app.services, owner.id, second.record.id)).toBe(second.record.id);
    await expect(revokeAccessToken(app.services, owner.id, second.record.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
