/**
 * The composers' @ autocomplete: members whose username or name starts with what was typed, connections first,
 * at most eight (only connections for one or two letters); never the viewer, a blocked pair or a suspended member;
 * nothing for what no username holds.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildUser } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const SUGGEST = `query($q: String!, $first: Int) { mentionSuggestions(query: $q, first: $first) { databaseId username } }`;
const dad = (overrides: Parameters<typeof buildUser>[1] = {}) => buildUser(app.services.prisma, overrides);

async function suggest(viewer: { email: string }, q: string, first?: number) {
  const body = await graphql(app, SUGGEST, { q, first }, await cookieFor(app, viewer));
  expect(body.errors).toBeUndefined();
  return (body.data.mentionSuggestions as { username: string }[]).map((m) => m.username);
}

it('offers members by username or name prefix, connections first, then by username', async () => {
  const stem = `zz${randomBytes(3).toString('hex')}`;
  const viewer = await dad({ username: `${stem}_viewer` });
  const stranger = await dad({ username: `${stem}_a` });
  const friend = await dad({ username: `${stem}_b` });
  const byName = await dad({ username: `other_${randomBytes(3).toString('hex')}`, firstName: `${stem}ley` });
  await buildConnection(app.services.prisma, viewer.id, friend.id);
  expect(await suggest(viewer, `@${stem.toUpperCase()}`)).toEqual([
    friend.username,
    stranger.username,
    byName.username,
  ]);
  expect(await suggest(viewer, `${stem}_`)).toEqual([friend.username, stranger.username]);
  expect(await suggest(viewer, stem, 1)).toEqual([friend.username]);
});

it('offers only connections for one or two letters, everyone from three', async () => {
  const viewer = await dad();
  const letters = randomBytes(2).toString('hex').replace(/\d/g, 'q');
  const friend = await dad({ username: `${letters.slice(0, 2)}${randomBytes(4).toString('hex')}` });
  const stranger = await dad({ username: `${friend.username.slice(0, 3)}${randomBytes(4).toString('hex')}` });
  await buildConnection(app.services.prisma, friend.id, viewer.id);
  expect(await suggest(viewer, friend.username.slice(0, 2))).toEqual([friend.username]);
  expect(await suggest(viewer, friend.username.slice(0, 3))).toEqual([friend.username, stranger.username]);
});

it('never offers the viewer, a blocked pair or a suspended member, and nothing for what no username holds', async () => {
  const stem = `zy${randomBytes(3).toString('hex')}`;
  const viewer = await dad({ username: `${stem}_me` });
  const blocked = await dad({ username: `${stem}_blocked` });
  const blocker = await dad({ username: `${stem}_blocker` });
  await dad({ username: `${stem}_suspended`, suspendedAt: new Date(), suspendedUntil: null });
  const visible = await dad({ username: `${stem}_visible` });
  await app.services.prisma.block.createMany({
    data: [
      { blockerId: viewer.id, blockedId: blocked.id },
      { blockerId: blocker.id, blockedId: viewer.id },
    ],
  });
  expect(await suggest(viewer, stem)).toEqual([visible.username]);
  expect(await suggest(viewer, 'x%')).toEqual([]);
  expect(await suggest(viewer, '')).toEqual([]);
});

it('refuses more than eight, and a visitor', async () => {
  const viewer = await dad();
  const body = await graphql(app, SUGGEST, { q: 'dad', first: 9 }, await cookieFor(app, viewer));
  expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const visitor = await graphql(app, SUGGEST, { q: 'dad' });
  expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
