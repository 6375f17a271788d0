import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildUser, uniqueDigits } from '../../testing/factories.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const uniqueName = (base: string) => `${base} ${uniqueDigits()}`;

const CREATE = `mutation($input: CreateGroupInput!) {
  createGroup(input: $input) {
    __typename
    ... on MutationCreateGroupSuccess {
      data { databaseId name description category format visibility isPublic maxMembers imageUrl bannerUrl memberCount viewerRole }
    }
    ... on AppError { code message fieldErrors { field message } }
  }
}`;

const JOIN = `mutation($groupId: ID!) {
  joinGroup(groupId: $groupId) {
    __typename
    ... on MutationJoinGroupSuccess { data { databaseId memberCount viewerRole } }
    ... on AppError { code message }
  }
}`;

describe('Mutation.createGroup', () => {
  it('creates a group like POST /api/groups: the viewer is its creator, and it is in myGroups', async () => {
    const user = await buildUser(app.services.prisma);
    const cookie = await cookieFor(app, user);
    const name = uniqueName('Woodworking Dads');
    const input = {
      name,
      description: 'Sawdust',
      category: 'hobbies',
      format: 'team',
      visibility: 'global',
      isPublic: false,
      maxMembers: 8,
    };
    const body = await graphql(app, CREATE, { input }, cookie);
    expect(body.data.createGroup).toMatchObject({
      __typename: 'MutationCreateGroupSuccess',
      data: { ...input, imageUrl: null, bannerUrl: null, memberCount: 1, viewerRole: 'creator' },
    });
    const mine = await graphql(
      app,
      '{ myGroups(first: 5) { totalCount edges { node { role group { name } } } } }',
      {},
      cookie,
    );
    expect(mine.data.myGroups).toEqual({ totalCount: 1, edges: [{ node: { role: 'creator', group: { name } } }] });
  });

  it('returns the refusals as AppError: a missing name, a taken name, a visitor', async () => {
    const user = await buildUser(app.services.prisma);
    const cookie = await cookieFor(app, user);
    expect((await graphql(app, CREATE, { input: { name: ' ' } }, cookie)).data.createGroup).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'Please enter a name for your group.',
      fieldErrors: [{ field: 'name', message: 'Please enter a name for your group.' }],
    });
    const taken = await buildGroup(app.services.prisma, user.id, { name: uniqueName('Taken') });
    const conflict = (await graphql(app, CREATE, { input: { name: taken.name.toLowerCase() } }, cookie)).data
      .createGroup;
    expect(conflict).toMatchObject({ __typename: 'AppError', code: 'GROUP_NAME_TAKEN' });
    expect(conflict.message).toContain('already taken');
    expect(conflict.fieldErrors).toEqual([{ field: 'name', message: 'Group/Team name already taken' }]);
    expect((await graphql(app, CREATE, { input: { name: uniqueName('Anon') } })).data.createGroup).toMatchObject({
      __typename: 'AppError',
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('Mutation.joinGroup', () => {
  it('joins a public group once; a private one is FORBIDDEN; a post id is refused', async () => {
    const user = await buildUser(app.services.prisma);
    const owner = await buildUser(app.services.prisma);
    const cookie = await cookieFor(app, user);
    const open = await buildGroup(app.services.prisma, owner.id);
    const closed = await buildGroup(app.services.prisma, owner.id, { isPublic: false });
    const join = async (id: string, c?: string) => (await graphql(app, JOIN, { groupId: id }, c)).data.joinGroup;

    expect(await join(globalId('Group', open.id), cookie)).toEqual({
      __typename: 'MutationJoinGroupSuccess',
      data: { databaseId: open.id, memberCount: 2, viewerRole: 'member' },
    });
    expect(await join(globalId('Group', open.id), cookie)).toEqual({
      __typename: 'AppError',
      code: 'ALREADY_MEMBER',
      message: 'You are already a member of this group.',
    });
    expect(await join(globalId('Group', closed.id), cookie)).toEqual({
      __typename: 'AppError',
      code: 'FORBIDDEN',
      message: 'This group is private: you can join it only by invitation.',
    });
    expect(await join(globalId('Post', open.id), cookie)).toMatchObject({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
    });
    expect(await join(globalId('Group', open.id))).toMatchObject({ __typename: 'AppError', code: 'UNAUTHENTICATED' });
  });
});
