/**
 * The SQL statements a page costs, counted by the API forked as live-server.mts (it reports the statements it
 * sent over IPC): a REST Dadfeed page, and the signed-in home page's load as the web app sends it (GET
 * /api/auth/user, HomeScreenQuery, the live unread count's first answer), for bench:feed's `--pages-only`.
 */
import os from 'node:os';
import { SESSION_COOKIE } from '../../api/src/http/auth.js';
import { median, signIn } from './feed-drive.mjs';
import { BENCH_PAGE, UNLIMITED_BUDGETS } from './feed-shared.mjs';
import { startLiveServer, subscribe } from './live-shared.mjs';
import { staleSuggestionCaches, warmSuggestionCaches } from './seed-capacity.mjs';
import { persistedText } from './web-operations.mjs';

/**
 * The SQL statements of a REST page and of the home page's load, and HomeScreenQuery's median time: without the
 * member's suggested-connections cache (a member the refresh job has not reached yet: the ranking scores every
 * member) and with it (an active member's usual load).
 */
export async function statementCounts(databaseUrl: string, deepCursor: string) {
  Object.assign(process.env, UNLIMITED_BUDGETS); // the forked API's environment starts from this one
  const server = await startLiveServer({ databaseUrl, redisUrl: '', redisKeyPrefix: 'feed:', profileDir: os.tmpdir() });
  try {
    const cookie = await signIn(server.url);
    const token = new RegExp(`(?:^|; )${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1];
    if (!token) throw new Error(`no ${SESSION_COOKIE} cookie at sign-in`);
    const headers = { cookie, origin: server.url };
    // The fewest of 3: a background job's statement may fall into one of the windows.
    const counted = async (send: () => Promise<unknown>) => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = (await server.stats()).statements;
        await send();
        counts.push((await server.stats()).statements - before);
      }
      return Math.min(...counts);
    };
    const page = (cursor?: string) =>
      fetch(`${server.url}/api/posts?limit=${BENCH_PAGE}${cursor ? `&cursor=${cursor}` : ''}`, { headers }).then(
        (r) => {
          if (!r.ok) throw new Error(`REST page: ${r.status}`);
          return r.arrayBuffer();
        },
      );
    const homeQuery = persistedText('HomeScreenQuery');
    const unreadSubscription = persistedText('useUnreadNotificationCountSubscription');
    const home = async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
        },
        body: JSON.stringify({ query: homeQuery, variables: {} }),
      });
      const body = (await response.json()) as { errors?: unknown[] };
      if (!response.ok || body.errors)
        throw new Error(`HomeScreenQuery: ${response.status} ${JSON.stringify(body.errors)}`);
    };
    await page(); // the first request's set-up is not the page's
    const restPage = await counted(() => page());
    const restDeepPage = await counted(() => page(deepCursor));
    const homeLoad = {
      authUser: await counted(() => fetch(`${server.url}/api/auth/user`, { headers }).then((r) => r.arrayBuffer())),
      homeQuery: await counted(home),
      subscription: await counted(async () => {
        const socket = await subscribe(server.url, { token, address: '10.0.0.1' }, unreadSubscription, () => {}, true);
        socket.close();
      }),
    };
    const timeHome = async (runs: number) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await home();
        times.push(performance.now() - started);
      }
      return Math.round(median(times));
    };
    const self = (await (await fetch(`${server.url}/api/auth/user`, { headers })).json()) as { id: string };
    await staleSuggestionCaches(databaseUrl, [self.id]);
    const homeQueryUncachedMs = await timeHome(3);
    await warmSuggestionCaches(databaseUrl, [self.id]);
    const homeQueryMs = await timeHome(7);
    return { restPage, restDeepPage, homeLoad, homeQueryMs, homeQueryUncachedMs };
  } finally {
    await server.stop();
  }
}
