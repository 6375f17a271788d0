/**
 * The fuzz suite covers what the app serves because it reads its targets from the app itself: these lists
 * must hold the known routes and fields (a broken derivation would fuzz nothing and pass).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '../graphql/schema/index.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { graphqlTargets } from './graphql-fields.js';
import { restRoutes } from './rest-routes.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('derives every /api route from the Express router', () => {
  const routes = restRoutes(app).map((r) => `${r.method} ${r.path}`);
  expect(routes.length).toBeGreaterThan(50);
  expect(routes).toEqual(
    expect.arrayContaining([
      'POST /api/posts',
      'PUT /api/posts/:id',
      'GET /api/search',
      'POST /api/login',
      'PATCH /api/connections/:id/accept',
      'POST /api/events',
      'POST /api/groups',
      'GET /api/notifications',
      'GET /uploads/:key',
      'GET /api/users/profile-options',
      'PATCH /api/users/profile',
      'POST /api/users/change-password',
      'PATCH /api/users/feed-settings',
      'GET /api/users/me/export',
      'DELETE /api/users/me',
      'GET /api/users/search',
      'GET /api/users/discover',
      'GET /api/users/blocked',
      'GET /api/users/:id',
      'POST /api/users/:id/block',
      'DELETE /api/users/:id/block',
      'DELETE /api/connections/:id',
      'GET /api/events/:id',
      'PUT /api/events/:id',
      'PATCH /api/events/:id',
      'POST /api/events/:id/waitlist',
      'POST /api/events/:id/unattend',
      'PATCH /api/events/invitations/:id/accept',
    ]),
  );
});

it('derives every GraphQL field with arguments from the schema, each reachable', () => {
  const { targets, unreachable } = graphqlTargets(schema);
  const names = targets.map((t) => t.name);
  expect(names.length).toBeGreaterThan(40);
  expect(names).toEqual(
    expect.arrayContaining([
      'Mutation.createPost',
      'Mutation.createEvent',
      'Query.search',
      'Query.node',
      'Post.comments',
      'Query.profileOptions',
      'Mutation.updateProfile',
      'Mutation.updatePrivacySettings',
      'Mutation.updateFeedSettings',
      'Mutation.changePassword',
      'Mutation.deleteAccount',
      'Query.member',
      'Query.memberSearch',
      'Query.mentionSuggestions',
      'Query.discoverMembers',
      'User.blockedMembers',
      'Mutation.blockMember',
      'Mutation.unblockMember',
      'Mutation.removeConnection',
      'Query.events',
      'Query.event',
      'Mutation.updateEvent',
      'Mutation.joinEventWaitlist',
      'Mutation.acceptEventInvitation',
      'Event.attendees',
      'Event.timeStatus',
    ]),
  );
  expect(unreachable).toEqual([]);
});
