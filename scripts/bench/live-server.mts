/**
 * The API as `npm start` runs it (migrations, then startServer), for `npm run bench:live` and `bench:chat`,
 * which fork it (scripts/bench/live-shared.mts): the same server, counting the SQL statements it sends
 * (Prisma's query events) and answering the bench over IPC with that count, its CPU time so far and its heap
 * and resident memory after a full GC, once its background work (the fan-out) has finished. It loads the compiled
 * build (api/dist) unless BENCH_API_ENTRY=source. Run with --expose-gc.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The compiled build by default, as production runs it; BENCH_API_ENTRY=source loads the TypeScript (tsx).
const tree = process.env.BENCH_API_ENTRY === 'source' ? 'src' : 'dist';
const load = <T,>(module: string): Promise<T> =>
  import(pathToFileURL(path.join(import.meta.dirname, '../../api', tree, module)).href) as Promise<T>;
const [{ loadConfig }, { openDatabase }, { migrate }, { createLogger }, { startServer }] = await Promise.all([
  load<typeof import('../../api/src/config/config.js')>('config/config.js'),
  load<typeof import('../../api/src/db/database.js')>('db/database.js'),
  load<typeof import('../../api/src/migrate.js')>('migrate.js'),
  load<typeof import('../../api/src/http/logger.js')>('http/logger.js'),
  load<typeof import('../../api/src/server.js')>('server.js'),
]);

export type LiveServerMessage =
  | { type: 'ready'; url: string }
  | { type: 'stats'; statements: number; heapUsed: number; rss: number; cpuMs: number };

const send = (message: LiveServerMessage) => process.send!(message);

const config = loadConfig();
const db = await openDatabase(
  config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: config.database.dataDir },
);
await migrate(db);
let statements = 0;
let forcedGcMs = 0;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const server = await startServer(config, db, createLogger(config), {
  onQuery: () => {
    statements += 1;
  },
});
send({ type: 'ready', url: server.url });

process.on('message', (message: { type: 'stats' | 'stop' }) => {
  void (async () => {
    if (message.type === 'stats') {
      await server.services.background.idle();
      // The full GC is the bench's (for the heap figure), not the API's: its CPU time is left out.
      const beforeGc = cpuMs();
      globalThis.gc?.();
      forcedGcMs += cpuMs() - beforeGc;
      const { heapUsed, rss } = process.memoryUsage();
      if (process.env.BENCH_HEAP_SNAPSHOTS) {
        const { writeHeapSnapshot } = await import('node:v8');
        writeHeapSnapshot(`${process.env.BENCH_HEAP_SNAPSHOTS}/${Date.now()}.heapsnapshot`);
      }
      send({ type: 'stats', statements, heapUsed, rss, cpuMs: cpuMs() - forcedGcMs });
    } else {
      await server.close();
      await db.close();
      process.exit(0);
    }
  })();
});
