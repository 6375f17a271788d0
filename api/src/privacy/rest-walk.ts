/**
 * The /api half of the leak walk: every route the app serves (read from its router, fuzz/rest-routes.ts), each
 * path parameter from the world; reads with every row, searches by every hidden e-mail and location, and the
 * writes (each tried with the world's rows until one is accepted). It records which routes answered with a
 * subject, and what leaked.
 */
import { restRoutes, type RestRoute } from '../fuzz/rest-routes.js';
import { idsOf, kindOf, searchTerms, type Mode } from './fixtures.js';
import { LeakLog, subjectsIn, type SearchTerm } from './leaks.js';
import type { LeakWorld, Viewer } from './world.js';

/**
 * Routes the walk leaves alone: they end or replace the viewer's session or account, or reach outside the app
 * (invitation e-mails, an alert to every connection). None answers with another member.
 */
const UNTOUCHED = new RegExp(
  [
    '^(GET|POST) /api/(login|logout|register)$',
    '^POST /api/users/(change-password|send-invites)$',
    '^DELETE /api/users/me$',
    '^POST /api/panic/activate$',
  ].join('|'),
);

/**
 * Parameters that name no row: an upload's file (bytes, never a member), a page of the web app, a calendar feed's
 * secret token (the feed holds events, never a member), a single sign-on provider (configuration: the walk's
 * world configures none, and a provider's round trip answers a redirect or the sign-in page, never a member).
 */
const NOT_ROWS: Record<string, string> = {
  key: 'no-such-upload.png',
  path: 'profile',
  token: 'no-such-feed',
  provider: 'nosuchprovider',
};

/** At most this many parameter combinations per route, read per GET route (rows of a kind share a presenter), and attempts per write. */
const MAX_COMBINATIONS = 16;
const READS_PER_ROUTE = 3;
const MAX_WRITE_ATTEMPTS = 6;

export class RestWalk extends LeakLog {
  readonly routes: RestRoute[];
  /** Routes (`GET /api/posts/:id`) that answered a viewer with a subject. */
  readonly reached = new Set<string>();
  readonly called = new Set<string>();
  /** Routes found to search by `q`/`query`/`search`. */
  readonly searchRoutes = new Set<string>();
  private readonly probed = new Set<string>();

  constructor(world: LeakWorld) {
    super(world);
    this.routes = restRoutes(world.app).filter((r) => !UNTOUCHED.test(`${r.method} ${r.path}`));
  }

  /** Concrete paths for a route, its parameters filled with the world's rows of the kind each names. */
  private paths(viewer: Viewer, route: RestRoute, mode: Mode): string[] {
    const PARAM = /\{?[:*](\w+)\}?/g;
    let combos: string[][] = [[]];
    for (const match of route.path.matchAll(PARAM)) {
      const name = match[1]!;
      const kind = kindOf(this.world, name, route.path.slice(0, match.index));
      const ids = kind ? idsOf(this.world, viewer, kind, mode) : NOT_ROWS[name] ? [NOT_ROWS[name]] : [];
      if (!ids.length) {
        this.gaps.add(`${route.method} ${route.path}: no row for its parameter ${name}`);
        return [];
      }
      combos = combos.flatMap((combo) => ids.map((id) => [...combo, id])).slice(0, MAX_COMBINATIONS);
    }
    return combos.map((combo) => {
      let i = 0;
      return route.path.replace(PARAM, () => combo[i++]!);
    });
  }

  /** One request as `viewer`: leaks recorded; true when it was accepted (2xx). */
  private async call(viewer: Viewer, route: RestRoute, path: string, json?: unknown, searches: SearchTerm[] = []) {
    const key = `${route.method} ${route.path}`;
    this.called.add(key);
    const response = await viewer.client.request(route.method, path, json === undefined ? undefined : { json });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    this.judge(viewer, `${route.method} ${path}`, text, body, searches);
    if (response.ok && subjectsIn(this.world, body).size > 0) this.reached.add(key);
    return { ok: response.ok, body };
  }

  /**
   * Every GET route with a few rows of each kind it names; a route that filters by a search term (found out
   * once, with the probe's username and a word nobody has), with every hidden e-mail and location too.
   */
  async reads(viewer: Viewer): Promise<void> {
    const search = (term: string) =>
      `?q=${encodeURIComponent(term)}&query=${encodeURIComponent(term)}&search=${encodeURIComponent(term)}`;
    for (const route of this.routes.filter((r) => r.method === 'GET')) {
      const paths = this.paths(viewer, route, 'read').slice(0, READS_PER_ROUTE);
      for (const path of paths) await this.call(viewer, route, path);
      if (!paths.length) continue;
      const key = `${route.method} ${route.path}`;
      if (!this.probed.has(key)) {
        this.probed.add(key);
        const found = await this.call(viewer, route, `${paths[0]}${search(this.world.subjects[0]!.user.username)}`);
        const nothing = await this.call(viewer, route, `${paths[0]}${search('zz9plural9zalpha')}`);
        if (found.ok && subjectsIn(this.world, found.body).size > 0 && subjectsIn(this.world, nothing.body).size === 0)
          this.searchRoutes.add(key);
      }
      if (!this.searchRoutes.has(key)) continue;
      for (const term of searchTerms(this.world, viewer).filter((t) => t.forbidden || t.moderated)) {
        await this.call(viewer, route, `${paths[0]}${search(term.text)}`, undefined, [term]);
      }
    }
  }

  /**
   * Every write, deletions last, each tried with the world's rows (the viewer's own first) and a body naming
   * a member, until one is accepted: connection requests, comments, messages, answers to requests...
   */
  async writes(viewer: Viewer): Promise<void> {
    const writes = this.routes.filter((r) => r.method !== 'GET');
    const ordered = [...writes.filter((r) => r.method !== 'DELETE'), ...writes.filter((r) => r.method === 'DELETE')];
    for (const route of ordered) {
      // The rows in the path and the member in the body change together: attempt i takes the i-th of each.
      const paths = this.paths(viewer, route, 'write');
      const members = idsOf(this.world, viewer, 'User', 'write');
      const attempts = paths.length ? Math.min(Math.max(paths.length, members.length), MAX_WRITE_ATTEMPTS) : 0;
      for (let i = 0; i < attempts; i++) {
        if ((await this.call(viewer, route, paths[i % paths.length]!, this.body(members[i % members.length]!))).ok)
          break;
      }
    }
  }

  /** A body with every name the writes read a member or a text from (unknown names are ignored). */
  private body(memberId: string) {
    const unique = `Privacy walk ${Math.random().toString(36).slice(2, 8)}`;
    return {
      content: unique,
      title: unique,
      name: unique,
      description: unique,
      targetUserId: memberId,
      receiverId: memberId,
      participantIds: [memberId],
      isGroup: true,
      optionId: this.world.pollOptionIds[0],
    };
  }
}
