/**
 * rowsById, and rowJsonSql read back with rowFromJson, answer exactly what Prisma's findMany does for the same
 * ids: every column of the model, enums in Prisma's spelling (dashed in the database), lists, dates and nulls. On
 * both databases: PostgreSQL reads them on the pool directly, PGlite through Prisma's raw query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS } from '../domain/users/credentials.js';
import { Prisma } from '../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildChannel, buildGroup, buildPost, buildUser } from '../testing/factories.js';
import { hot } from './hot.js';
import { type RowsModel, rowFromJson, rowJsonSql, rowsById, rowsWhere } from './model-rows.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(async () => {
  await app?.close();
});

/** Members, groups and channels with every kind of column set, and sparse ones; the cases findMany answers. */
async function rowsOfEveryKind() {
  const { prisma } = app.services;
  const full = await buildUser(prisma, {
    dadType: 'stay_at_home',
    familyStructure: 'co_parenting',
    dadBodType: 'dad_bod_classic',
    hairline: 'bald_spot',
    interests: ['grilling', 'chess'],
    kidsAges: [3, 7],
    kidsGenders: ['girl', 'boy'],
    numberOfKids: 2,
    bio: 'Dad of two',
    emailVisibility: 'connections',
    suspendedUntil: new Date('2030-01-02T03:04:05.678Z'),
    totpLastStep: 123,
  });
  const sparse = await buildUser(prisma, { dadType: null, location: null, firstName: null });
  const group = await buildGroup(prisma, full.id, {
    hashtags: ['#bbq'],
    maxMembers: 12,
    category: 'outdoors',
    hidden: 'moderators',
  });
  const plainGroup = await buildGroup(prisma, sparse.id);
  const channel = await buildChannel(prisma, full.id, {
    categories: ['fix_it_tips', 'cooking_bbq'],
    hashtags: ['#tools'],
    subscriptionType: 'subscription',
    subscriptionPrice: 499,
    website: 'https://example.com',
  });
  const plainChannel = await buildChannel(prisma, sparse.id);
  const post = await buildPost(prisma, full.id, {
    type: 'dad_joke',
    categories: ['comedy', 'diy'],
    hashtags: ['dadjoke'],
    imageUrl: '/uploads/joke.jpg',
    groupId: group.id,
    shareToPersonalFeed: true,
    hidden: 'pending_review',
    isEdited: true,
  });
  const plainPost = await buildPost(prisma, sparse.id);
  const gone = '0190c6a0-0000-7000-8000-000000000000';

  const cases: { model: RowsModel; ids: string[]; expected: Promise<{ id: string }[]> }[] = [
    {
      model: 'User',
      ids: [full.id, sparse.id, gone],
      expected: prisma.user.findMany({ where: { id: { in: [full.id, sparse.id] } } }),
    },
    {
      model: 'Group',
      ids: [group.id, plainGroup.id, gone],
      expected: prisma.group.findMany({ where: { id: { in: [group.id, plainGroup.id] } } }),
    },
    {
      model: 'Channel',
      ids: [channel.id, plainChannel.id, gone],
      expected: prisma.channel.findMany({ where: { id: { in: [channel.id, plainChannel.id] } } }),
    },
    {
      model: 'Post',
      ids: [post.id, plainPost.id, gone],
      expected: prisma.post.findMany({ where: { id: { in: [post.id, plainPost.id] } } }),
    },
  ];
  return { full, sparse, channel, cases };
}

const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

describe('rowsById', () => {
  it('reads members, groups and channels as findMany does, in one statement each', async () => {
    const { prisma } = app.services;
    const { full, sparse, channel, cases } = await rowsOfEveryKind();
    for (const { model, ids, expected } of cases) {
      const before = statements;
      const rows = await rowsById<{ id: string }>(prisma, model, ids);
      expect(statements - before, model).toBe(1);
      expect(byId(rows), model).toEqual(byId(await expected));
    }
    // Without the credentials, as `omit` leaves them out.
    const omitted = await rowsById<{ id: string }>(prisma, 'User', [full.id, sparse.id], CREDENTIALS);
    expect(byId(omitted)).toEqual(
      byId(await prisma.user.findMany({ where: { id: { in: [full.id, sparse.id] } }, omit: CREDENTIALS })),
    );
    expect(omitted[0]).not.toHaveProperty('passwordHash');
    // The exact spellings too, so a reading wrong on both sides would not pass.
    const [member] = await rowsById<Record<string, unknown>>(prisma, 'User', [full.id]);
    expect(member).toMatchObject({ dadType: 'stay_at_home', familyStructure: 'co_parenting', kidsAges: [3, 7] });
    expect(member).not.toHaveProperty('searchVector');
    const [read] = await rowsById<Record<string, unknown>>(prisma, 'Channel', [channel.id]);
    expect(read).toMatchObject({ categories: ['fix_it_tips', 'cooking_bbq'], subscriptionType: 'subscription' });
  });

  it('reads the rows a condition picks, as findMany does (rowsWhere)', async () => {
    const { prisma } = app.services;
    const { cases } = await rowsOfEveryKind();
    for (const { model, ids, expected } of cases) {
      const rows = await rowsWhere<{ id: string }>(prisma, model, Prisma.sql`t.id = ANY(${ids}::uuid[])`);
      expect(byId(rows), model).toEqual(byId(await expected));
    }
  });

  it('costs nothing for no ids', async () => {
    const before = statements;
    expect(await rowsById(app.services.prisma, 'User', [])).toEqual([]);
    expect(statements).toBe(before);
  });
});

describe('rowJsonSql', () => {
  /** Each id's row as JSON in another statement's SELECT list, as a feed page reads its authors. */
  async function jsonRows(model: RowsModel, ids: string[], omit = {}) {
    const rows = await app.services.prisma.$queryRaw<{ row: Record<string, unknown> | null }[]>(
      hot(Prisma.sql`SELECT ${rowJsonSql(model, Prisma.sql`t.id = x.id`, omit)} AS row
        FROM unnest(${ids}::uuid[]) AS x(id)`),
    );
    return rows.map(({ row }) => (row ? rowFromJson<{ id: string }>(model, row, omit) : null));
  }

  it('reads members, groups and channels as findMany does; NULL where there is none', async () => {
    const { prisma } = app.services;
    const { full, sparse, cases } = await rowsOfEveryKind();
    for (const { model, ids, expected } of cases) {
      const rows = await jsonRows(model, ids);
      // The id of no row is NULL, not an error.
      expect(rows.at(-1), model).toBeNull();
      expect(byId(rows.filter((row) => row !== null)), model).toEqual(byId(await expected));
    }
    const omitted = await jsonRows('User', [full.id, sparse.id], CREDENTIALS);
    expect(byId(omitted.filter((row) => row !== null))).toEqual(
      byId(await prisma.user.findMany({ where: { id: { in: [full.id, sparse.id] } }, omit: CREDENTIALS })),
    );
    const [member] = await jsonRows('User', [full.id]);
    expect(member).toMatchObject({
      dadType: 'stay_at_home',
      suspendedUntil: new Date('2030-01-02T03:04:05.678Z'),
      kidsGenders: ['girl', 'boy'],
    });
    expect(member).not.toHaveProperty('searchVector');
  });
});
