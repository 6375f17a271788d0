/**
 * Privacy, enforced in one place for every path (docs/people.md): a field a member hides from a viewer never leaves
 * the server for that viewer. The test trusts no list of paths: it reads every GraphQL field that can hold a
 * User from the schema and every route from the router, calls each as a connection and as a non-connection of
 * subjects whose hidden fields hold unique markers, and fails on any leak, and on any field it could not make
 * answer with a subject (so a new one needs a row in the world, src/privacy/world.ts, to pass).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from './graphql/schema/index.js';
import { encodeGlobalID } from './graphql/global-id.js';
import { graphql } from './testing/graphql.js';
import { GraphQLWalk } from './privacy/graphql-walk.js';
import { RestWalk } from './privacy/rest-walk.js';
import { walkSubscriptions } from './privacy/subscriptions.js';
import { createLeakWorld, type LeakWorld, type Subject, type Viewer } from './privacy/world.js';
import { probeHiddenUploads } from './privacy/hidden-uploads.js';
import { createHiddenNodes, nodeTypes, probeControls, probeHiddenNodes } from './privacy/hidden-nodes.js';

/** The least the walk must reach, so that it cannot pass by checking nothing (today: 150 and 27). */
const MIN_GRAPHQL_FIELDS = 120;
const MIN_REST_ROUTES = 20;

const PRIVATE_SELECTION =
  'databaseId email location kidsGenders numberOfKids kidsAges familyStructure dadBodType hairline referralCode';

let world: LeakWorld;
beforeAll(async () => {
  world = await createLeakWorld();
});
afterAll(() => world?.app.close());

/** The first leaks, one a line (one broken presenter leaks on many paths). */
const summary = (leaks: string[]) =>
  [...leaks.slice(0, 40), ...(leaks.length > 40 ? [`... and ${leaks.length - 40} more`] : [])].join('\n');

/** A subject's private fields as the GraphQL User and /api present them. */
function ownFields(subject: Subject, spelling: 'graphql' | 'api') {
  const dash = (value: string | null) => (spelling === 'api' ? value?.replace(/_/g, '-') : value);
  const { user, markers } = subject;
  return {
    email: markers.email,
    location: markers.location,
    kidsGenders: [markers.kidsGender],
    numberOfKids: user.numberOfKids,
    kidsAges: user.kidsAges,
    familyStructure: dash(user.familyStructure),
    dadBodType: dash(user.dadBodType),
    hairline: dash(user.hairline),
    referralCode: markers.referralCode,
  };
}

it('shows each subject all of their own fields, and a connection what subject A shows connections', async () => {
  for (const subject of world.subjects) {
    const { data } = await graphql(world.app, `{ viewer { ${PRIVATE_SELECTION} } }`, {}, subject.cookie);
    expect(data.viewer).toMatchObject(ownFields(subject, 'graphql'));
    const own = await (await subject.client.get('/api/auth/user')).json();
    expect(own).toMatchObject(ownFields(subject, 'api'));
  }

  const [a] = world.subjects as [Subject];
  const [stranger, friend] = world.viewers as [Viewer, Viewer];
  const asConnection = {
    email: a.markers.email,
    location: a.markers.location,
    kidsGenders: null,
    familyStructure: null,
    referralCode: null,
  };
  const hidden = { email: null, location: null, kidsGenders: null, familyStructure: null, referralCode: null };
  const node = `{ node(id: "${encodeGlobalID('User', a.user.id)}") { ... on User { ${PRIVATE_SELECTION} } } }`;
  expect((await graphql(world.app, node, {}, friend.cookie)).data.node).toMatchObject(asConnection);
  expect((await graphql(world.app, node, {}, stranger.cookie)).data.node).toMatchObject(hidden);
  // The profile reads (docs/people.md).
  const member = `{ member(databaseId: "${a.user.id}") { ${PRIVATE_SELECTION} } }`;
  expect((await graphql(world.app, member, {}, friend.cookie)).data.member).toMatchObject(asConnection);
  expect((await graphql(world.app, member, {}, stranger.cookie)).data.member).toMatchObject(hidden);
  const profile = async (viewer: Viewer) => (await viewer.client.get(`/api/users/${a.user.id}`)).json();
  expect(await profile(friend)).toMatchObject({
    email: a.markers.email,
    location: a.markers.location,
    kidsGenders: null,
  });
  expect(await profile(stranger)).toMatchObject({ email: null, location: null, kidsGenders: null });
});

// Before the walk, whose writes change the world: node(id:)/nodes(ids:) on every kind of hidden row
// (privacy/hidden-nodes.ts).
it('answers node and nodes on what a caller may not see exactly as on an id that names nothing', {
  timeout: 120_000,
}, async () => {
  const hidden = await createHiddenNodes(world);
  expect(
    nodeTypes(schema).filter((type) => !hidden.rows.some((row) => row.type === type)),
    'node types without a hidden row',
  ).toEqual([]);
  expect(await probeHiddenNodes(world, schema, hidden)).toEqual([]);
  expect(await probeControls(world, schema, hidden)).toEqual([]);
});

it('lets no hidden field reach a viewer on any path that returns a member', { timeout: 600_000 }, async () => {
  const graph = new GraphQLWalk(world, schema);
  const rest = new RestWalk(world);
  // Reads, then writes (which answer requests, delete comments...), so that every read sees the whole world.
  for (const viewer of world.viewers) await graph.queries(viewer);
  for (const viewer of world.viewers) await rest.reads(viewer);
  await walkSubscriptions(world, graph);
  for (const viewer of world.viewers) await graph.mutations(viewer);
  for (const viewer of world.viewers) await rest.writes(viewer);

  const unreached = graph.coordinates.filter((c) => !graph.reached.has(c) && !graph.notCalled.has(c));
  const routesNotCalled = rest.routes.map((r) => `${r.method} ${r.path}`).filter((r) => !rest.called.has(r));
  console.log(
    [
      `Privacy leak walk: ${graph.calls} GraphQL answers, ${rest.calls} /api answers.`,
      `GraphQL fields that can hold a User: ${graph.coordinates.length}, answered with a subject: ${graph.reached.size}.`,
      `/api routes: ${rest.routes.length}, answered with a subject: ${rest.reached.size} (${[...rest.reached].join(', ')}).`,
      `Searches found: ${[...rest.searchRoutes].join(', ') || 'none'}.`,
    ].join('\n'),
  );
  expect(graph.leaks, summary(graph.leaks)).toEqual([]);
  expect(rest.leaks, summary(rest.leaks)).toEqual([]);
  expect([...graph.gaps, ...rest.gaps], 'the walk could not call these').toEqual([]);
  expect(unreached, 'these fields never answered with a subject: give the world a row they show').toEqual([]);
  expect(routesNotCalled).toEqual([]);
  expect(graph.reached.size).toBeGreaterThanOrEqual(MIN_GRAPHQL_FIELDS);
  expect(rest.reached.size).toBeGreaterThanOrEqual(MIN_REST_ROUTES);
  // What a connection may see did reach them, on both adapters: the walk saw real answers.
  const [a] = world.subjects as [Subject];
  for (const seen of [graph.seen, rest.seen]) {
    expect([...(seen.get('connection') ?? [])]).toEqual(expect.arrayContaining([a.markers.email, a.markers.location]));
  }
});

// After the walk (its rows keep no pictures meanwhile): /uploads/<key> on the picture of everything a viewer may
// not see (privacy/hidden-uploads.ts).
it('serves no viewer the picture of what they may not see, answering as for a key never stored', {
  timeout: 120_000,
}, async () => {
  expect(await probeHiddenUploads(world)).toEqual([]);
});
