/**
 * PostGraphile 5 on the benchmark's database, for `npm run bench:feed` when POSTGRAPHILE_DIR names a folder
 * where it is installed (it is no dependency of the app; docs/benchmarks.md says how to install it). It serves
 * the schema PostGraphile derives from the tables (the Amber preset), and `postgraphileQuery` is the nearest
 * it has to the Dadfeed's first page: the newest posts that are on no event or channel, with their authors,
 * fist bump and comment counts, group and poll. It knows nothing of sessions, visibility or the viewer's own
 * fist bump, so it does less than the app; the comparison flatters it.
 * Run as a child process: `POSTGRAPHILE_DIR=... DATABASE_URL=... PORT=... tsx scripts/bench/postgraphile-server.mts`.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function postgraphileQuery(first: number): string {
  return `query BenchDadfeed {
  allPosts(first: ${first}, orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC], condition: { eventId: null, channelId: null }) {
    nodes {
      id content imageUrl hashtags categories type groupId shareToPersonalFeed isEdited createdAt updatedAt
      userByAuthorId { id username firstName lastName email profileImageUrl dadType }
      groupByGroupId { id name visibility }
      fistBumpsByPostId { totalCount }
      commentsByPostId { totalCount }
      pollsByPostId(first: 1) { nodes { id question pollOptionsByPollId { nodes { id text position pollVotesByOptionId { totalCount } } } } }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;
}

/** PostGraphile 5 calls Promise.withResolvers (Node 22); the app's Node 20 lacks it. */
function polyfillWithResolvers(): void {
  if ('withResolvers' in Promise) return;
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    },
  });
}

async function serve(dir: string): Promise<void> {
  polyfillWithResolvers();
  const require = createRequire(path.join(path.resolve(dir), 'package.json'));
  const load = (specifier: string) => import(pathToFileURL(require.resolve(specifier)).href);
  const [{ postgraphile }, { PostGraphileAmberPreset }, { makePgService }, { grafserv }] = await Promise.all([
    load('postgraphile'),
    load('postgraphile/presets/amber'),
    load('postgraphile/adaptors/pg'),
    load('postgraphile/grafserv/node'),
  ]);
  // The app's enums hold values such as "stay-at-home", which are no GraphQL names.
  const EnumNames = {
    name: 'BenchEnumNames',
    version: '0.0.0',
    inflection: {
      replace: {
        enumValue: (
          previous: (value: string, codec: unknown) => string,
          _options: unknown,
          value: string,
          codec: unknown,
        ) => previous(value.replaceAll('-', '_'), codec),
      },
    },
  };
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    plugins: [EnumNames],
    pgServices: [
      makePgService({ connectionString: process.env.DATABASE_URL, schemas: ['public'], poolConfig: { max: 10 } }),
    ],
    grafserv: { graphqlPath: '/graphql', graphiql: false },
    schema: { pgForbidSetofFunctionsToReturnNull: false },
  });
  const serv = pgl.createServ(grafserv);
  const server = createServer();
  serv.addTo(server);
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
  process.on('SIGTERM', () => server.close(() => void pgl.release().then(() => process.exit(0))));
}

if (process.env.POSTGRAPHILE_DIR && import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await serve(process.env.POSTGRAPHILE_DIR);
}
