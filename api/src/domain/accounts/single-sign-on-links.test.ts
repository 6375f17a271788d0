/**
 * The rules of linking provider accounts, called directly (the round trip through real providers is tested in
 * rest/single-sign-on.test.ts and rest/linked-accounts.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { usernameBase } from './single-sign-on-accounts.js';
import { completePendingLink, openPendingLink } from './single-sign-on-consent.js';
import { linkIdentity, listLinkedAccounts, unlinkAccount } from './single-sign-on-links.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let n = 0;
const subject = () => `subject-${Date.now()}-${n++}`;

describe('a new account’s username', () => {
  it('comes from the preferred username, else the address, made valid', () => {
    expect(usernameBase({ preferredUsername: 'Sam Smith', email: 'x@example.com' })).toBe('Sam_Smith');
    expect(usernameBase({ preferredUsername: null, email: 'jean-luc.picard@example.com' })).toBe('jean_luc_picard');
    expect(usernameBase({ preferredUsername: 'Zoë', email: null })).toBe('Zoe');
    expect(usernameBase({ preferredUsername: 'al', email: null })).toBe('dad_al');
    expect(usernameBase({ preferredUsername: '!!!', email: null })).toBe('dad');
    expect(usernameBase({ preferredUsername: 'a_very_long_username_indeed', email: null })).toBe(
      'a_very_long_username',
    );
  });
});

describe('linking', () => {
  it('links once, refuses another member’s provider account and a second one at a provider', async () => {
    const [a, b] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
    const identity = { provider: 'acme', subject: subject(), email: a.email };
    await linkIdentity(app.services, a.id, identity, 'Acme');
    await linkIdentity(app.services, a.id, identity, 'Acme'); // again: nothing changes
    await expect(linkIdentity(app.services, b.id, identity, 'Acme')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(linkIdentity(app.services, a.id, { ...identity, subject: subject() }, 'Acme')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already linked another Acme account. Unlink it in your profile first.',
    });
    const { items } = await listLinkedAccounts(app.services, a.id);
    expect(items.map((item) => item.provider)).toEqual(['acme']);
  });

  it('pages the list, oldest link first', async () => {
    const member = await buildUser(app.services.prisma);
    for (const provider of ['acme', 'globex', 'initech']) {
      await linkIdentity(app.services, member.id, { provider, subject: subject(), email: null }, provider);
    }
    const first = await listLinkedAccounts(app.services, member.id, { limit: 2 });
    expect(first.items.map((item) => item.provider)).toEqual(['acme', 'globex']);
    const second = await listLinkedAccounts(app.services, member.id, { limit: 2, cursor: first.nextCursor! });
    expect(second).toEqual({ items: [expect.objectContaining({ provider: 'initech' })], nextCursor: null });
  });

  it('unlinks only what is linked', async () => {
    const member = await buildUser(app.services.prisma);
    await expect(unlinkAccount(app.services, member.id, 'acme')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(unlinkAccount(app.services, member.id, '../x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await linkIdentity(app.services, member.id, { provider: 'acme', subject: subject(), email: null }, 'Acme');
    expect(await unlinkAccount(app.services, member.id, 'acme')).toEqual({ provider: 'acme' });
  });
});

describe('a pending link', () => {
  const pendingFor = async (member: { id: string; email: string }) => {
    const identity = { provider: 'acme', subject: subject(), email: member.email };
    return { identity, key: await openPendingLink(app.services, member.id, identity) };
  };

  it('links at the sign-in of the member it was made for, once', async () => {
    const member = await buildUser(app.services.prisma);
    const { identity, key } = await pendingFor(member);
    expect(await completePendingLink(app.services, key, member.id)).toBe('acme');
    expect(await app.services.prisma.externalIdentity.count({ where: { userId: member.id, ...identity } })).toBe(1);
    expect(await completePendingLink(app.services, key, member.id)).toBeNull();
  });

  it('does nothing for another member, or once the member’s address changed', async () => {
    const [member, other] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
    const mistaken = await pendingFor(member);
    expect(await completePendingLink(app.services, mistaken.key, other.id)).toBeNull();
    const moved = await pendingFor(member);
    await app.services.prisma.user.update({ where: { id: member.id }, data: { email: `moved.${member.email}` } });
    expect(await completePendingLink(app.services, moved.key, member.id)).toBeNull();
    expect(await app.services.prisma.externalIdentity.count({ where: { userId: { in: [member.id, other.id] } } })).toBe(
      0,
    );
  });

  it('does nothing when the provider account was linked to someone else meanwhile', async () => {
    const [member, other] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
    const { identity, key } = await pendingFor(member);
    await linkIdentity(app.services, other.id, identity, 'Acme');
    expect(await completePendingLink(app.services, key, member.id)).toBeNull();
  });
});
