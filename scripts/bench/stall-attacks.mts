/**
 * The attacks `bench:stall` plays, each answering with a line that says what the server answered. They are the
 * ones an outside probe used to stall or crash the server with: a zip bomb and big attachments, aliased searches,
 * nested JSON and wide forms from a visitor, thousands of subscriptions on one socket, a suspended member's open
 * socket, private images by their address, `node(id)` of hidden things, and a Redis that is down or silent.
 */
import type WebSocket from 'ws';
import { scenePng } from '../../api/src/testing/images.js';
import { bigPdf, bigText, zipBomb } from '../../api/src/testing/files.js';
import { conversation, register, upload, uploadPath, type Member } from './stall-world.mjs';

export interface AttackWorld {
  base: string;
  admin: Member;
  a: Member;
  b: Member;
  ab: string;
  /** a's private group and event, with images. */
  privateGroup: { id: string; imageUrl: string };
  privateEvent: { id: string; imageUrl: string };
}

export interface Attack {
  name: string;
  run(world: AttackWorld): Promise<string>;
}

export async function makeWorld(base: string): Promise<AttackWorld> {
  const admin = await register(base, 'stall_admin', 'stall-admin@example.com');
  const [a, b] = [await register(base, 'stall_a'), await register(base, 'stall_b')];
  const ab = await conversation(a, b);
  const png = await scenePng(64, 48);
  const group = await upload(a, '/api/groups', 'groupImage', png, 'group.png', 'image/png', {
    name: 'Stall test group',
    description: 'Private',
    isPublic: 'false',
  });
  if (group.status !== 201) throw new Error(`group: ${group.status} ${await group.text()}`);
  const groupId = ((await group.json()) as { id: string }).id;
  const groupImage = (await a.json<{ imageUrl: string | null }>(`/api/groups/${groupId}`)).imageUrl;
  const event = await a.json<{ id: string }>('/api/events', {
    title: 'Stall test event',
    description: 'Private',
    location: 'Austin, TX',
    startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    isPublic: false,
  });
  const edited = await upload(a, `/api/events/${event.id}`, 'image', png, 'event.png', 'image/png', {}, 'PATCH');
  if (!edited.ok) throw new Error(`event image: ${edited.status} ${await edited.text()}`);
  const eventImage = ((await edited.json()) as { imageUrl?: string; event?: { imageUrl?: string } }).imageUrl;
  if (!groupImage || !eventImage) throw new Error('the private group or event has no image');
  return {
    base,
    admin,
    a,
    b,
    ab,
    privateGroup: { id: groupId, imageUrl: groupImage },
    privateEvent: { id: event.id, imageUrl: eventImage },
  };
}

const tally = (statuses: (number | string)[]) => {
  const counts = new Map<string, number>();
  for (const s of statuses) counts.set(String(s), (counts.get(String(s)) ?? 0) + 1);
  return [...counts].map(([s, n]) => (n > 1 ? `${n}x${s}` : s)).join(', ');
};

async function attach(world: AttackWorld, file: Buffer, name: string, type: string): Promise<string> {
  const started = performance.now();
  const response = await upload(world.a, `/api/conversations/${world.ab}/attachments`, 'attachment', file, name, type);
  const body = await response.text();
  const ms = Math.round(performance.now() - started);
  return `${response.status} in ${ms} ms${response.ok ? '' : ` (${body.slice(0, 100)})`}`;
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

/** Messages of a graphql-transport-ws socket until `done` says so, the socket closes, or `ms` pass. */
function collect(
  ws: WebSocket,
  ms: number,
  done: (messages: { id?: string; type: string; payload?: unknown }[]) => boolean,
) {
  return new Promise<{ messages: { id?: string; type: string; payload?: unknown }[]; closed?: number }>((resolve) => {
    const messages: { id?: string; type: string; payload?: unknown }[] = [];
    const finish = (closed?: number) => {
      clearTimeout(timer);
      ws.off('message', onMessage);
      resolve({ messages, ...(closed === undefined ? {} : { closed }) });
    };
    const onMessage = (data: unknown) => {
      messages.push(JSON.parse(String(data)) as { type: string });
      if (done(messages)) finish();
    };
    const timer = setTimeout(() => finish(), ms);
    ws.on('message', onMessage);
    ws.once('close', (code) => finish(code));
  });
}

export const mainAttacks: Attack[] = [
  {
    name: 'DOCX zip bomb (1 GB inflated) as a message attachment',
    run: async (world) =>
      attach(
        world,
        await zipBomb(1024 ** 3),
        'report.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
  },
  {
    name: '9 MB PDF attachment',
    run: (world) => attach(world, bigPdf(9 * 1024 * 1024), 'scan.pdf', 'application/pdf'),
  },
  { name: '9 MB text attachment', run: (world) => attach(world, bigText(9 * 1024 * 1024), 'notes.txt', 'text/plain') },
  {
    name: '30 aliased search(query: "dad") { posts users }, four at once',
    run: async ({ a }) => {
      const query = `{ ${Array.from({ length: 30 }, (_, i) => `s${i}: search(query: "dad") { posts { id } users { id } }`).join(' ')} }`;
      const responses = await Promise.all(Array.from({ length: 4 }, () => a.graphql(query)));
      return tally(
        await Promise.all(
          responses.map(
            async (r) => `${r.status}${(await r.text()).includes('"cost"') && r.status === 400 ? ' (cost)' : ''}`,
          ),
        ),
      );
    },
  },
  {
    name: '1 MB of nested JSON arrays to /api/login from a visitor, four at once',
    run: async ({ base }) => {
      const body = `${'['.repeat(512 * 1024)}${']'.repeat(512 * 1024)}`;
      const send = () =>
        fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
          (r) => r.status,
        );
      return tally(await Promise.all([send(), send(), send(), send()]));
    },
  },
  {
    name: 'form body with 1,200 fields to /api/login from a visitor',
    run: async ({ base }) => {
      const body = Array.from({ length: 1200 }, (_, i) => `f${i}=1`).join('&');
      const response = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      return String(response.status);
    },
  },
  {
    name: '2,000 subscriptions on one WebSocket',
    run: async ({ a }) => {
      const ws = await a.socket();
      const ids = Array.from({ length: 2000 }, (_, i) => String(i));
      const answered = new Set<string>();
      const outcome = collect(ws, 30_000, (messages) => {
        for (const m of messages.slice(answered.size)) if (m.id) answered.add(m.id);
        return answered.size >= ids.length;
      });
      for (const id of ids)
        ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query: 'subscription { unreadMessageCount }' } }));
      const { messages, closed } = await outcome;
      ws.terminate();
      const first = new Map<string, string>();
      for (const m of messages) if (m.id && !first.has(m.id)) first.set(m.id, m.type);
      const kinds = tally([...first.values()]);
      return `${kinds || 'no answers'}${closed === undefined ? '' : `; socket closed ${closed}`}`;
    },
  },
  {
    name: "a suspended member's open WebSocket",
    run: async ({ base, admin, b }) => {
      const c = await register(base, 'stall_c');
      const bc = await conversation(b, c);
      const ws = await c.socket();
      const heard = (text: string) => (messages: { type: string; payload?: unknown }[]) =>
        JSON.stringify(messages).includes(text);
      // A socket's operations start in order, so once the unread count (which answers at once) has answered, the
      // message subscription before it is in place.
      const started = collect(ws, 10_000, (messages) => messages.some((m) => m.id === 'count'));
      ws.send(
        JSON.stringify({
          id: 'm',
          type: 'subscribe',
          payload: { query: 'subscription { messageEvents { message { content } } }' },
        }),
      );
      ws.send(
        JSON.stringify({ id: 'count', type: 'subscribe', payload: { query: 'subscription { unreadMessageCount }' } }),
      );
      await started;
      const before = collect(ws, 10_000, heard('before the suspension'));
      await b.json(`/api/conversations/${bc}/messages`, { content: 'before the suspension' });
      if (!heard('before the suspension')((await before).messages))
        return 'the subscription heard nothing before the suspension';
      await b.json('/api/reports', { targetType: 'member', targetId: c.id, reason: 'spam' });
      const after = collect(ws, 3_000, heard('after the suspension'));
      await admin.json('/api/moderation/actions', {
        action: 'suspend',
        targetType: 'member',
        targetId: c.id,
        reason: 'bench',
        days: 1,
      });
      await b.json(`/api/conversations/${bc}/messages`, { content: 'after the suspension' });
      const { messages, closed } = await after;
      ws.terminate();
      const received = heard('after the suspension')(messages);
      return `${received ? 'the new message reached the suspended member' : 'no new message reached the suspended member'}; ${closed === undefined ? 'socket still open' : `socket closed ${closed}`}`;
    },
  },
  {
    name: 'private group and event images by address (visitor, member outside)',
    run: async ({ base, b, privateGroup, privateEvent }) => {
      const statuses = [];
      for (const url of [privateGroup.imageUrl, privateEvent.imageUrl]) {
        statuses.push((await fetch(`${base}${uploadPath(url)}`)).status, (await b.fetch(uploadPath(url))).status);
      }
      return tally(statuses);
    },
  },
  {
    name: 'node(id) and nodes(ids) of a private group and event (member outside)',
    run: async ({ b, privateGroup, privateEvent }) => {
      const ids = [globalId('Group', privateGroup.id), globalId('Event', privateEvent.id)];
      const response = await b.graphql(
        'query($ids: [ID!]!, $g: ID!, $e: ID!) { g: node(id: $g) { __typename } e: node(id: $e) { __typename } n: nodes(ids: $ids) { __typename } }',
        { ids, g: ids[0], e: ids[1] },
      );
      const body = (await response.json()) as { data?: Record<string, unknown> };
      return `${response.status} ${JSON.stringify(body.data ?? body)}`;
    },
  },
];

export const redisAttacks: Attack[] = [
  {
    name: 'GET /api/posts, three times',
    run: async ({ a }) => {
      const results = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const response = await a.fetch('/api/posts', { signal: AbortSignal.timeout(30_000) }).catch(() => null);
        results.push(`${response?.status ?? 'no answer'} in ${Math.round(performance.now() - started)} ms`);
      }
      return results.join(', ');
    },
  },
  {
    name: 'send a message',
    run: async ({ a, ab }) => {
      const response = await a
        .fetch(`/api/conversations/${ab}/messages`, {
          method: 'POST',
          body: JSON.stringify({ content: 'While Redis is away' }),
          headers: { 'content-type': 'application/json' },
          signal: AbortSignal.timeout(30_000),
        })
        .catch(() => null);
      return String(response?.status ?? 'no answer');
    },
  },
  {
    name: 'open a subscription',
    run: async ({ b }) => {
      const ws = await b.socket();
      const outcome = collect(ws, 10_000, (messages) => messages.some((m) => m.id === 's'));
      // The unread count answers with its current value at once when the subscription works.
      ws.send(
        JSON.stringify({ id: 's', type: 'subscribe', payload: { query: 'subscription { unreadMessageCount }' } }),
      );
      const { messages, closed } = await outcome;
      ws.terminate();
      const first = messages.find((m) => m.id === 's');
      // A refusal comes as an `error` message (a list of errors) or as a `next` whose result holds errors.
      const payload = first?.payload as
        | { extensions?: { code?: string } }[]
        | { errors?: { extensions?: { code?: string } }[] }
        | undefined;
      const code = (Array.isArray(payload) ? payload : payload?.errors)?.[0]?.extensions?.code;
      return first
        ? `${first.type}${code ? ` ${code}` : ''}`
        : closed === undefined
          ? 'no answer in 10 s'
          : `socket closed ${closed}`;
    },
  },
];
