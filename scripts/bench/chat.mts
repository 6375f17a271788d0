/**
 * `npm run bench:chat -- --subscribers N [--processes 2] [--group-size 250] [--rounds 5] [--selection web]`: chat delivery
 * (docs/benchmarks.md). N members each hold a graphql-ws `messageEvents` subscription on one API process (with
 * `--processes 2`, alternately on two processes sharing Redis); they sit in group conversations of
 * `--group-size` participants (the most a group holds by default). Each round, the first member of every group
 * sends one message into it through `POST /api/conversations/{id}/messages`, all groups at once (sends to
 * different conversations run in parallel), so the round is one delivery per subscriber; then one group alone
 * gets a message while the other subscribers stay connected. Prints delivery first/p50/p99/last for each
 * (from the moment the sends go out to each subscriber hearing its group's message), the SQL statements one
 * message costs (counted by the API process itself, scripts/bench/live-server.mts), the API CPU per delivery,
 * and the API's heap per connection: subscribed, once it has had a message (`heapPerConnectionKb`), and after
 * the rounds. The JSON on the last line is the median round by p99 (every group at once, and `oneGroup…` for
 * one group alone).
 *
 * Seeding writes the members, the groups and their participants straight into the database (so it skips the
 * "connections only" rule), as bench:live does. BENCH_CHAT_DATABASE_URL picks the PostgreSQL database
 * (default postgres://postgres@127.0.0.1:5432/dadhood_bench_chat; dropped and made again), REDIS_URL the Redis
 * used with two processes (default redis://127.0.0.1:6379). BENCH_NODE_ARGS adds node flags to the API
 * processes, and BENCH_CPU_PROF=1 writes their CPU profiles to /tmp/chat-prof.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type WebSocket from 'ws';
import { MAX_GROUP_PARTICIPANTS } from '../../api/src/domain/messaging/rules.js';
import {
  addressOf,
  checkOpenFileLimit,
  inBatches,
  insertMembers,
  insertSessions,
  memberHeaders,
  round1,
  sleep,
  statsDelta,
  subscribe,
  until,
  type ServerStats,
} from './live-shared.mjs';
import { deliveryFigures, endLiveRun, medianByP99, startLiveServers } from './live-run.mjs';
import { persistedText } from './web-operations.mjs';

const { values: args } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '1000' },
    processes: { type: 'string', default: '1' },
    'group-size': { type: 'string', default: String(MAX_GROUP_PARTICIPANTS) },
    rounds: { type: 'string', default: '5' },
    selection: { type: 'string', default: 'bench' },
  },
});
const subscribers = Number(args.subscribers);
const processes = Number(args.processes);
const groupSize = Number(args['group-size']);
const rounds = Number(args.rounds);
if (
  !(subscribers >= 2) ||
  ![1, 2].includes(processes) ||
  !(groupSize >= 2 && groupSize <= MAX_GROUP_PARTICIPANTS) ||
  !(rounds >= 1) ||
  !['bench', 'web'].includes(args.selection)
) {
  throw new Error(
    `usage: npm run bench:chat -- --subscribers N [--processes 1|2] [--group-size 2..${MAX_GROUP_PARTICIPANTS}] [--rounds R] [--selection bench|web]`,
  );
}
const databaseUrl = process.env.BENCH_CHAT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench_chat';
/**
 * What each subscriber selects: the bench's own small selection (the figures in docs/benchmarks.md), or, with
 * `--selection web`, the web app's useMessageEventsSubscription as it sends it (fragments and all), whose `isOwn`
 * and sender's e-mail depend on how the reader relates to the sender.
 */
const QUERY =
  args.selection === 'web'
    ? persistedText('useMessageEventsSubscription')
    : 'subscription { messageEvents { kind message { databaseId content createdAt sender { username firstName lastName profileImageUrl } } } }';
const CONNECT_AT_ONCE = 200;
const groups = Math.ceil(subscribers / groupSize);
/** Member i is in group groupOf(i); each group's first member is its sender. */
const groupOf = (i: number) => Math.floor(i / groupSize);
const senderOf = (group: number) => group * groupSize;

interface MessageEvent {
  kind: string;
  message: { databaseId: string; content: string; createdAt: string; sender: { username: string } | null };
}

/** The members, one group conversation per `groupSize` of them, and everyone's session token. */
async function seed(): Promise<{ members: string[]; tokens: string[]; conversations: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const members = await insertMembers(client, 'chat_', subscribers);
    const conversations = Array.from({ length: groups }, () => randomUUID());
    await client.query(
      `INSERT INTO "Conversation" (id, "isGroup", title, "createdById", "createdAt", "lastMessageAt")
       SELECT c.id, true, 'Bench group ' || c.n, c.creator, now() - interval '1 day', now() - interval '1 day'
       FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS c(id, creator, n)`,
      [conversations, conversations.map((_c, g) => members[senderOf(g)]!)],
    );
    await client.query(
      `INSERT INTO "ConversationParticipant" ("conversationId", "userId", "joinedAt")
       SELECT p.conversation_id, p.user_id, now() - interval '1 day' FROM unnest($1::uuid[], $2::uuid[]) AS p(conversation_id, user_id)`,
      [members.map((_m, i) => conversations[groupOf(i)]!), members],
    );
    const tokens = await insertSessions(client, members);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { members, tokens, conversations };
  } finally {
    await client.end();
  }
}

checkOpenFileLimit(subscribers);
console.log(
  `chat delivery: ${subscribers} subscribers in ${groups} group${groups > 1 ? 's' : ''} of up to ${groupSize} ` +
    `on ${processes} API process${processes > 1 ? 'es (Redis)' : ''}, ${rounds} rounds`,
);
const {
  servers,
  seeded: { members, tokens, conversations },
} = await startLiveServers({ name: 'chat', databaseUrl, processes, seed });
const sockets: WebSocket[] = [];

/** Group g's message goes through server g mod processes, as a load balancer would spread the senders. */
async function send(group: number, content: string): Promise<number> {
  const server = servers[group % servers.length]!;
  const sender = senderOf(group);
  const start = performance.now();
  const response = await fetch(`${server.url}/api/conversations/${conversations[group]}/messages`, {
    method: 'POST',
    headers: { ...memberHeaders(server.url, tokens[sender]!, addressOf(sender)), 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  const answeredMs = performance.now() - start;
  if (response.status !== 201)
    throw new Error(`sending to group ${group} answered ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return answeredMs;
}

try {
  const before = await Promise.all(servers.map((s) => s.stats()));
  // What each member's socket heard, and when, during the current round: its group's message of the round.
  const arrivals = new Array<number>(subscribers).fill(NaN);
  const heard = new Uint8Array(subscribers);
  const expected = new Array<string>(groups).fill('');
  let deliveries = 0;
  let sample: MessageEvent | undefined;
  const connectStart = performance.now();
  await inBatches(members, CONNECT_AT_ONCE, async (_member, i) => {
    const server = servers[i % servers.length]!;
    const onData = (data: Record<string, unknown>) => {
      const event = data.messageEvents as MessageEvent;
      heard[i] = 1;
      deliveries += 1;
      sample ??= event;
      if (event.message.content === expected[groupOf(i)] && Number.isNaN(arrivals[i])) arrivals[i] = performance.now();
    };
    sockets.push(await subscribe(server.url, { token: tokens[i]!, address: addressOf(i) }, QUERY, onData, false));
  });
  console.log(
    `  ${subscribers} connected and subscribed in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
  );
  await sleep(1000); // the last subscriptions' set-up
  const subscribed = await Promise.all(servers.map((s) => s.stats()));

  // A subscription answers nothing until its first event: a warm-up message into each group whose members
  // have not all heard one yet, until everyone has (this also warms the server's code paths).
  let warmUps = 0;
  while (!heard.every(Boolean)) {
    if (warmUps >= 10 * groups)
      throw new Error(`${heard.filter((h) => !h).length} subscribers never heard a warm-up message`);
    const deaf = [
      ...new Set(
        members
          .map((_m, i) => i)
          .filter((i) => !heard[i])
          .map(groupOf),
      ),
    ];
    await Promise.all(
      deaf.map((g) => {
        warmUps += 1;
        return send(g, `warm-up ${warmUps}`);
      }),
    );
    await until(() => heard.every(Boolean), 3000);
  }
  if (!sample?.message.sender?.username || sample.kind !== 'ADDED')
    throw new Error(`unexpected event: ${JSON.stringify(sample)}`);
  await sleep(500);
  const connected = await Promise.all(servers.map((s) => s.stats()));
  const heapKbPerConnection = (after: ServerStats[]) => round1(statsDelta(before, after).heapUsed / subscribers / 1024);
  const heapPerConnectionKb = heapKbPerConnection(connected);
  // Resident memory as a whole: its growth per connection says little (the heap had room before, and keeps it after).
  const rssMb = connected.map((s) => Math.round(s.rss / 2 ** 20));
  console.log(`  every subscriber heard a message after ${warmUps} warm-up message${warmUps > 1 ? 's' : ''}`);
  console.log(
    `  heap per connection: ${heapKbPerConnection(subscribed)} KB subscribed, ${heapPerConnectionKb} KB once it has had a ` +
      `message; API resident memory ${rssMb.join(' + ')} MB`,
  );

  /** One message into each of `sendTo` at once; what their members' sockets heard, and what it cost. */
  let batch = 0;
  async function deliver(sendTo: number[]) {
    batch += 1;
    const listening = members.map((_m, i) => i).filter((i) => sendTo.includes(groupOf(i)));
    arrivals.fill(NaN);
    expected.fill('');
    for (const g of sendTo) expected[g] = `Message ${batch} in group ${g + 1}: who has the good grill tongs?`;
    const deliveriesBefore = deliveries;
    const statsBefore = await Promise.all(servers.map((s) => s.stats()));
    const start = performance.now();
    const answers = (await Promise.all(sendTo.map((g) => send(g, expected[g]!)))).sort((a, b) => a - b);
    if (!(await until(() => listening.every((i) => !Number.isNaN(arrivals[i])), 60_000))) {
      const missing = listening.filter((i) => Number.isNaN(arrivals[i])).length;
      throw new Error(`${missing} of ${listening.length} subscribers never heard their group's message`);
    }
    await sleep(100); // anything more (a duplicate, a stray) would arrive by now
    const cost = statsDelta(statsBefore, await Promise.all(servers.map((s) => s.stats())));
    const latencies = listening.map((i) => arrivals[i]! - start).sort((a, b) => a - b);
    const received = deliveries - deliveriesBefore;
    const result = { ...deliveryFigures(latencies), statementsPerMessage: round1(cost.statements / sendTo.length) };
    console.log(
      `    ${sendTo.length} message${sendTo.length > 1 ? 's' : ''} to ${listening.length} subscribers, ` +
        `answered in ${round1(answers[0]!)} to ${round1(answers.at(-1)!)} ms; delivered first ${round1(latencies[0]!)} ms, ` +
        `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, last ${result.lastMs} ms` +
        `${received !== listening.length ? ` (${received} deliveries!)` : ''}; ` +
        `${cost.statements} SQL statements (${result.statementsPerMessage} per message); ` +
        `API CPU ${cost.cpuMs.toFixed(0)} ms (${((cost.cpuMs * 1000) / listening.length).toFixed(0)} µs per delivery)`,
    );
    await sleep(500);
    return result;
  }

  // Each round: every group at once (one delivery per subscriber), then one group alone while the others idle.
  const everyGroup: Awaited<ReturnType<typeof deliver>>[] = [];
  const oneGroup: Awaited<ReturnType<typeof deliver>>[] = [];
  for (let r = 0; r < rounds; r += 1) {
    console.log(`  round ${r + 1}:`);
    everyGroup.push(await deliver(Array.from({ length: groups }, (_g, g) => g)));
    oneGroup.push(await deliver([r % groups]));
  }
  const finished = await Promise.all(servers.map((s) => s.stats()));
  console.log(
    `  heap per connection after ~${Math.round(deliveries / subscribers)} messages each: ${heapKbPerConnection(finished)} KB`,
  );
  const alone = medianByP99(oneGroup);
  console.log(
    JSON.stringify({
      subscribers,
      processes,
      groups,
      selection: args.selection,
      ...medianByP99(everyGroup),
      oneGroupP50Ms: alone.p50Ms,
      oneGroupP99Ms: alone.p99Ms,
      heapPerConnectionKb,
    }),
  );
} finally {
  await endLiveRun(sockets, servers);
}
