import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema/index.js';
import { loadConfig } from '../../config/config.js';
import { actualCost, COSTS, LOOKUP_COSTS, operationOf, priceOf, requestedCost } from './cost.js';

const cost = (query: string, variables: Record<string, unknown> = {}) =>
  requestedCost(schema, parse(query), undefined, variables);

const lookup = (coordinate: string) => LOOKUP_COSTS[coordinate]!.points;
const allSections = ['users', 'posts', 'groups', 'events'].reduce(
  (sum, section) => sum + lookup(`SearchResults.${section}`),
  0,
);

describe('requested cost', () => {
  it('counts objects, not scalars', () => {
    expect(cost('{ memberCount jokeOfTheDay }')).toBe(0);
    expect(cost('{ viewer { id username stats { posts } } }')).toBe(2);
  });

  it("multiplies a connection's edges by first/last, the default page when absent, at most 100", () => {
    // connection 1 + pageInfo 1 + n × (edge 1 + node 1 + author 1)
    const feed = (args: string) =>
      `{ dadfeed${args} { pageInfo { hasNextPage } edges { node { id author { id } } } } }`;
    expect(cost(feed('(first: 5)'))).toBe(2 + 5 * 3);
    expect(cost(feed(''))).toBe(2 + COSTS.defaultPageSize * 3);
    expect(cost(feed('(first: $n)').replace('{ dadfeed', 'query($n: Int) { dadfeed'), { n: 7 })).toBe(2 + 7 * 3);
    expect(cost(feed('(first: 100000)'))).toBe(2 + 100 * 3);
    expect(cost(feed('(first: -1)'))).toBe(2);
  });

  it("takes a variable's default when the variable is not given", () => {
    expect(cost('query($n: Int = 3) { dadfeed(first: $n) { edges { node { id } } } }')).toBe(1 + 3 * 2);
  });

  it("multiplies nested lists, and sizes search's lists by its first", () => {
    // post 1 + comments connection 1 + 10 × (edge 1 + comment 1 + author 1)
    expect(cost('{ post(databaseId: "x") { comments(first: 10) { edges { node { author { id } } } } } }')).toBe(
      2 + 10 * 3,
    );
    expect(cost('{ post(databaseId: "x") { fistBumps(first: 7) { user { id } } } }')).toBe(1 + 7 * 2);
    // SearchResults 1 + 4 lists × 5 objects, and each section's lookup
    expect(cost('{ search(query: "dad", first: 5) { users { id } posts { id } groups { id } events { id } } }')).toBe(
      1 + 4 * 5 + allSections,
    );
    expect(cost('{ search(query: "dad") { users { id } } }')).toBe(1 + 3 + lookup('SearchResults.users'));
  });

  it('prices nodes(ids:) by the number of ids, and known short lists by their size', () => {
    expect(cost('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ['a', 'b', 'c'] })).toBe(3);
    expect(cost('{ post(databaseId: "x") { poll { options { text } } } }')).toBe(1 + 1 + 4);
  });

  it('adds the mutation base to each mutation field', () => {
    expect(cost('mutation { signOut }')).toBe(COSTS.mutation);
    const fistBump =
      'fistBumpPost(postId: "x") { __typename ... on MutationFistBumpPostSuccess { data { id } } ... on AppError { message } }';
    expect(cost(`mutation { ${fistBump} }`)).toBe(COSTS.mutation + 1 + 1);
    expect(cost(`mutation { a: ${fistBump} b: ${fistBump} }`)).toBe(2 * (COSTS.mutation + 2));
  });

  it('adds the subscription base to each subscription field', () => {
    expect(cost('subscription { unreadNotificationCount }')).toBe(COSTS.subscription);
    // The live screens' subscriptions (docs/live-events.md) are priced like any other, their selections included.
    expect(cost('subscription { dadfeedPostAdded }')).toBe(COSTS.subscription);
    expect(cost('subscription { groupfeedPostAdded { postId groupId } }')).toBe(COSTS.subscription + 1);
    expect(cost('subscription { pendingEventInvitationCount }')).toBe(COSTS.subscription);
    expect(cost('subscription { connectionChanged { kind } }')).toBe(COSTS.subscription + 1);
    expect(cost('subscription { groupChanged(id: "x") { id } }')).toBeGreaterThan(COSTS.subscription);
  });

  it('counts the dearest of alternative fragments on a union or interface, not their sum', () => {
    const query = `query($id: ID!) { node(id: $id) {
      ... on Post { author { id } group { id } }
      ... on User { stats { posts } }
    } }`;
    expect(cost(query, { id: 'x' })).toBe(1 + 2);
  });

  it('skips what @skip and @include leave out', () => {
    expect(cost('query($no: Boolean!) { viewer @include(if: $no) { id } }', { no: false })).toBe(0);
    expect(cost('{ viewer @skip(if: true) { id } }')).toBe(0);
  });

  it('prices introspection flat', () => {
    expect(cost('{ __schema { types { name fields { name type { name ofType { name } } } } } }')).toBe(
      COSTS.introspection,
    );
  });

  it('walks a fragment spread many times once, however the spreads multiply', () => {
    // 40 fragments, each spreading the next twice: 2^40 paths, priced without walking them (and refused by its size).
    const fragments = Array.from({ length: 40 }, (_, i) =>
      i < 39
        ? `fragment F${i} on User { a${i}: stats { posts } ...F${i + 1} ...F${i + 1} }`
        : `fragment F${i} on User { id }`,
    );
    const started = performance.now();
    expect(cost(`{ viewer { ...F0 } } ${fragments.join(' ')}`)).toBeGreaterThan(1000);
    // Not a speed target (shared machines are noisy): walking every path would take hours, so seconds is a pass.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('the price of full-text and trigram lookups', () => {
  const maxCost = loadConfig({}).graphql.maxCost;

  it('is what its measured time is worth: every lookup is priced', () => {
    for (const [coordinate, { points }] of Object.entries(LOOKUP_COSTS)) expect(points, coordinate).toBeGreaterThan(0);
  });

  it('prices each section of search that the selection asks for, wherever it is asked: in fragments too', () => {
    const posts = 1 + 3 + lookup('SearchResults.posts');
    expect(cost('{ search(query: "dad") { posts { id } } }')).toBe(posts);
    expect(cost('{ ... on Query { search(query: "dad") { ... on SearchResults { posts { id } } } } }')).toBe(posts);
    expect(cost('{ search(query: "dad") { ...P } } fragment P on SearchResults { posts { id } }')).toBe(posts);
    // One search asking for two sections runs two lookups.
    expect(cost('{ search(query: "dad") { posts { id } users { id } } }')).toBe(
      1 + 6 + lookup('SearchResults.posts') + lookup('SearchResults.users'),
    );
  });

  it('multiplies by aliases: 30 aliased searches for posts and users are refused', () => {
    const one = 'search(query: "dad") { posts { id } users { id } }';
    const thirty = `{ ${Array.from({ length: 30 }, (_, i) => `s${i}: ${one}`).join(' ')} }`;
    expect(cost(thirty)).toBe(30 * cost(`{ ${one} }`));
    expect(cost(thirty)).toBeGreaterThan(maxCost);
    // Priced by its objects alone it was 30 × 7 = 210 points, and it ran (1.6-2.1 s of lookups).
  });

  it('prices a list that searches only when its search argument holds text, and its totalCount as a second lookup', () => {
    const page = (args: string, fields = 'edges { node { id } }') =>
      cost(`query($q: String) { channels(first: 10${args}) { ${fields} } }`, { q: 'dad' });
    const objects = page('');
    expect(page(', search: ""')).toBe(objects);
    expect(page(', search: "  "')).toBe(objects);
    expect(page(', search: $q')).toBe(objects + lookup('Query.channels'));
    expect(page(', search: $q', 'totalCount edges { node { id } }')).toBe(objects + 2 * lookup('Query.channels'));
    expect(page(', search: $q', '... on ChannelConnection { totalCount } edges { node { id } }')).toBe(
      objects + 2 * lookup('Query.channels'),
    );
    for (const list of ['events', 'groups', 'questions']) {
      const counted = `{ ${list}(first: 10, search: "dad") { totalCount edges { node { id } } } }`;
      expect(cost(counted) - cost(`{ ${list}(first: 10) { totalCount edges { node { id } } } }`), list).toBe(
        2 * lookup(`Query.${list}`),
      );
    }
    expect(cost('{ memberSearch(query: "dad", first: 10) { totalCount edges { node { id } } } }')).toBe(
      1 + 10 * 2 + lookup('Query.memberSearch'),
    );
  });

  it('looks for a totalCount in each fragment once, however the spreads multiply', () => {
    // 40 fragments, each spreading the next twice, none asking for totalCount: 2^40 paths to look through.
    const fragments = Array.from({ length: 40 }, (_, i) =>
      i < 39
        ? `fragment F${i} on ChannelConnection { ...F${i + 1} ...F${i + 1} }`
        : `fragment F${i} on ChannelConnection { pageInfo { hasNextPage } }`,
    );
    const started = performance.now();
    expect(cost(`{ channels(first: 1, search: "dad") { ...F0 } } ${fragments.join(' ')}`)).toBeGreaterThan(maxCost);
    // Not a speed target: looking through every path would take hours, so seconds is a pass.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('tells the lookups apart, for the actual cost: a search that finds nothing still costs its lookups', () => {
    const document = parse('{ a: search(query: "zz") { posts { id } } b: search(query: "zz") { users { id } } }');
    const { requested, lookups } = priceOf(schema, document);
    expect(lookups).toBe(lookup('SearchResults.posts') + lookup('SearchResults.users'));
    expect(requested).toBe(2 * (1 + 3) + lookups);
    const nothing = { a: { posts: [] }, b: { users: [] } };
    expect(actualCost(nothing, operationOf(document)!, lookups)).toBe(2 + lookups);
  });
});

describe('actual cost', () => {
  it('counts the objects the data holds, plus the base of each mutation field', () => {
    const query = parse('{ dadfeed(first: 20) { edges { node { id author { id } } } } }');
    const data = {
      dadfeed: { edges: [{ node: { id: '1', author: { id: 'a' } } }, { node: { id: '2', author: { id: 'a' } } }] },
    };
    expect(actualCost(data, operationOf(query)!)).toBe(1 + 2 * 3);
    expect(actualCost(null, operationOf(query)!)).toBe(0);
    const mutation = parse('mutation { signOut }');
    expect(actualCost({ signOut: true }, operationOf(mutation)!)).toBe(COSTS.mutation);
  });
});
