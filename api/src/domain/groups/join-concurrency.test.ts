/**
 * The member limit holds when many members join at once: the group row is locked while members are counted
 * (join-group.ts), so exactly maxMembers end up in the group and everyone else gets 409 "full".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildUser, signedInClient } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('joining a group with a member limit, all at once', () => {
  it('lets exactly maxMembers in; the rest get 409', async () => {
    const { prisma } = app.services;
    const creator = await buildUser(prisma);
    const maxMembers = 4;
    const group = await buildGroup(prisma, creator.id, { maxMembers });
    const joiners = await Promise.all(
      Array.from({ length: 9 }, async () => signedInClient(app, await buildUser(prisma))),
    );
    const responses = await Promise.all(joiners.map((client) => client.post(`/api/groups/${group.id}/join`)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(maxMembers - 1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(joiners.length - (maxMembers - 1));
    expect(await prisma.groupMember.count({ where: { groupId: group.id } })).toBe(maxMembers);
    const refusal = await responses.find((r) => r.status === 409)!.json();
    expect(refusal).toEqual({ message: `This group is full: it has room for ${maxMembers} members.` });
  });
});
