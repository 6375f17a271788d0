/**
 * The leak walk's share for `node(id:)` and `nodes(ids:)` (docs/people.md): on a row the caller may not see, the
 * answer must be exactly the answer for an id that names nothing, null with no type and no error, however the
 * selection asks (`__typename` alone, or a fragment on the type). A row of every node type, each hidden in its own
 * way; and a control for each, a caller who may see it and gets it, so answering null to everyone fails.
 */
import { randomUUID } from 'node:crypto';
import { getNamedType, isInterfaceType, isLeafType, isObjectType, type GraphQLSchema } from 'graphql';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import type { DbClient } from '../db/prisma.js';
import { Prisma, type ContentHidden } from '../generated/prisma/client.js';
import { encodeGlobalID } from '../graphql/global-id.js';
import {
  buildConnection,
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildNotification,
  buildPasskey,
  buildPost,
  buildUser,
  signedInClient,
} from '../testing/factories.js';
import type { LeakWorld } from './world.js';

/** Who asks: a session cookie, an access token, or nobody (a visitor). */
interface Caller {
  name: string;
  headers: Record<string, string>;
}

interface HiddenRow {
  type: string;
  id: string;
  what: string;
  /** Callers who must get null. */
  hiddenFrom: Caller[];
  /** A caller who may see it (the control), when moderation does not hide it from everyone. */
  seenBy?: Caller;
}

export interface HiddenNodes {
  rows: HiddenRow[];
  /** Moderated rows: no caller sees them; each viewer does once moderation lets go of them (`revealModerated`). */
  moderated: { type: string; id: string }[];
  viewers: Caller[];
  /** The moderated rows' state, to put back after the control. */
  restore: () => Promise<void>;
  reveal: () => Promise<void>;
}

const sessionOf = (name: string, cookie: string): Caller => ({ name, headers: { cookie } });

/**
 * Rows each hidden in its own way, owned by two members outside the walk's world (an insider and their confidant),
 * so the walk's own rows keep their meaning; plus the world's moderated rows.
 */
export async function createHiddenNodes(world: LeakWorld): Promise<HiddenNodes> {
  const prisma = world.app.services.prisma;
  const [stranger, friend] = world.viewers;
  const member = async (name: string) => {
    const user = await buildUser(prisma);
    return { user, caller: sessionOf(name, (await signedInClient(world.app, user)).cookieHeader()) };
  };
  const insider = await member('insider');
  const confidant = await member('confidant');
  const blocker = await member('blocker');
  const visitor: Caller = { name: 'visitor', headers: {} };
  const viewers = [sessionOf('non-connection', stranger!.cookie), sessionOf('connection', friend!.cookie)];
  const everyone = [...viewers, visitor];
  const [i, k] = [insider.user.id, confidant.user.id];
  const rows: HiddenRow[] = [];
  const add = (type: string, id: string, what: string, seenBy: Caller, hiddenFrom = everyone) =>
    rows.push({ type, id, what, seenBy, hiddenFrom });

  const group = await buildGroup(prisma, i, { isPublic: false }, [k]);
  add('Group', group.id, 'a private group', confidant.caller);
  const groupPost = await buildPost(prisma, i, { groupId: group.id });
  add('Post', groupPost.id, "a private group's post", confidant.caller);
  const groupComment = await prisma.comment.create({
    data: { postId: groupPost.id, authorId: k, content: 'Inside only.' },
  });
  add('Comment', groupComment.id, "a comment on a private group's post", insider.caller);
  add(
    'GroupInvitation',
    (await prisma.groupInvitation.create({ data: { groupId: group.id, inviterId: i, inviteeId: blocker.user.id } })).id,
    'an invitation to a private group',
    insider.caller,
  );

  const event = await buildEvent(prisma, i, { isPublic: false, title: 'Private cookout' });
  add('Event', event.id, 'a private event', confidant.caller);
  add(
    'EventAttendee',
    (await buildEventAttendee(prisma, event.id, k)).id,
    "a private event's attendee",
    insider.caller,
  );
  const eventPhoto = await prisma.eventPhoto.create({
    data: { eventId: event.id, uploaderId: i, imageUrl: '/uploads/hidden.jpg' },
  });
  add('EventPhoto', eventPhoto.id, "a private event's photo", confidant.caller);
  add(
    'EventInvitation',
    (await prisma.eventInvitation.create({ data: { eventId: event.id, inviterId: i, inviteeId: k } })).id,
    'an invitation to a private event',
    confidant.caller,
  );
  // A public event the viewers may see, whose photos only its host and attendees see, with a waiting place.
  const openEvent = await buildEvent(prisma, i, { title: 'Open cookout', maxAttendees: 1 });
  await buildEventAttendee(prisma, openEvent.id, blocker.user.id);
  add(
    'EventAttendee',
    (await buildEventAttendee(prisma, openEvent.id, k, { status: 'waiting' })).id,
    "another member's waiting place at a public event",
    confidant.caller,
  );
  const openPhoto = await prisma.eventPhoto.create({
    data: { eventId: openEvent.id, uploaderId: i, imageUrl: '/uploads/open.jpg' },
  });
  add('EventPhoto', openPhoto.id, 'a photo of a public event the viewer does not attend', insider.caller);

  const chat = await prisma.conversation.create({
    data: {
      createdById: i,
      directKey: [i, k].sort().join(':'),
      participants: { create: [{ userId: i }, { userId: k }] },
    },
  });
  add('Conversation', chat.id, "other members' conversation", confidant.caller);
  add(
    'Message',
    (await prisma.message.create({ data: { conversationId: chat.id, senderId: i, content: 'Between us.' } })).id,
    "a message in other members' conversation",
    confidant.caller,
  );
  add('Notification', (await buildNotification(prisma, i)).id, "another member's notification", insider.caller);
  add('Connection', (await buildConnection(prisma, i, k)).id, "other members' connection", confidant.caller);
  const token = await createAccessToken(world.app.services, i, { name: 'Hidden bot', scopes: ['read'] });
  // An access token does not see tokens, not even its own member's (they are managed in a browser session).
  const bot: Caller = { name: "the insider's access token", headers: { authorization: `Bearer ${token.token}` } };
  add('AccessToken', token.record.id, "another member's access token", insider.caller, [...everyone, bot]);
  // Sessions too: only their member, in a browser, sees them.
  const session = await prisma.session.findFirstOrThrow({ where: { userId: i }, select: { publicId: true } });
  add('Session', session.publicId, "another member's browser session", insider.caller, [...everyone, bot]);
  // And passkeys.
  const passkey = await buildPasskey(prisma, i);
  add('Passkey', passkey.id, "another member's passkey", insider.caller, [...everyone, bot]);

  // A blocked pair: the blocker's post and comment are out of the blocked viewer's sight, not the other viewer's.
  await prisma.block.create({ data: { blockerId: blocker.user.id, blockedId: stranger!.user.id } });
  const blockerPost = await buildPost(prisma, blocker.user.id);
  add('Post', blockerPost.id, 'a post of a member who blocked the viewer', viewers[1]!, [viewers[0]!, visitor]);
  const blockerComment = await prisma.comment.create({
    data: { postId: blockerPost.id, authorId: blocker.user.id, content: 'Not for you.' },
  });
  add('Comment', blockerComment.id, 'a comment of a member who blocked the viewer', viewers[1]!, [
    viewers[0]!,
    visitor,
  ]);

  // Every member sees every member; a visitor sees none.
  add('User', insider.user.id, 'a member, to a visitor', viewers[0]!, [visitor]);

  const moderated = Object.entries(world.moderated.ids).flatMap(([type, ids]) => ids.map((id) => ({ type, id })));
  for (const row of moderated) rows.push({ ...row, what: `a moderated ${row.type}`, hiddenFrom: everyone });
  return { rows, moderated, viewers, ...(await moderationSwitch(prisma, moderated)) };
}

/** Lifts moderation from the moderated rows (hidden flags, their authors' suspensions), and puts it back. */
async function moderationSwitch(prisma: DbClient, rows: { type: string; id: string }[]) {
  const ids = (type: string) => rows.filter((r) => r.type === type).map((r) => r.id);
  // One delegate per moderated model, all with `hidden`: set it on some ids.
  const setHidden = (type: string, where: string[], hidden: ContentHidden | null) => {
    const args = { where: { id: { in: where } }, data: { hidden } };
    const delegates: Record<string, (a: typeof args) => Promise<unknown>> = {
      Post: (a) => prisma.post.updateMany(a),
      Comment: (a) => prisma.comment.updateMany(a),
      Message: (a) => prisma.message.updateMany(a),
      Group: (a) => prisma.group.updateMany(a),
      Event: (a) => prisma.event.updateMany(a),
      Channel: (a) => prisma.channel.updateMany(a),
      Question: (a) => prisma.question.updateMany(a),
      Answer: (a) => prisma.answer.updateMany(a),
    };
    const update = delegates[type];
    if (!update) throw new Error(`no moderated ${type}`);
    return update(args);
  };
  const hiddenNow = await prisma.$queryRaw<{ id: string; hidden: ContentHidden | null }[]>(Prisma.sql`
    SELECT id::text, hidden::text AS hidden FROM (
      SELECT id, hidden FROM "Post" UNION ALL SELECT id, hidden FROM "Comment" UNION ALL SELECT id, hidden FROM "Message"
      UNION ALL SELECT id, hidden FROM "Group" UNION ALL SELECT id, hidden FROM "Event" UNION ALL SELECT id, hidden FROM "Channel"
      UNION ALL SELECT id, hidden FROM "Question" UNION ALL SELECT id, hidden FROM "Answer") rows
    WHERE id IN (${Prisma.join(rows.map((r) => Prisma.sql`${r.id}::uuid`))})`);
  const hiddenOf = new Map(hiddenNow.map((r) => [r.id, r.hidden]));
  const suspended = await prisma.user.findMany({
    where: { suspendedAt: { not: null } },
    select: { id: true, suspendedAt: true, suspendedUntil: true },
  });
  const types = [...new Set(rows.map((r) => r.type))];
  return {
    reveal: async () => {
      for (const type of types) await setHidden(type, ids(type), null);
      await prisma.user.updateMany({
        where: { id: { in: suspended.map((s) => s.id) } },
        data: { suspendedAt: null, suspendedUntil: null },
      });
    },
    restore: async () => {
      for (const row of rows) await setHidden(row.type, [row.id], hiddenOf.get(row.id) ?? null);
      for (const s of suspended)
        await prisma.user.update({
          where: { id: s.id },
          data: { suspendedAt: s.suspendedAt, suspendedUntil: s.suspendedUntil },
        });
    },
  };
}

async function ask(world: LeakWorld, caller: Caller, query: string, variables: Record<string, unknown>) {
  const response = await world.app.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...caller.headers },
    body: JSON.stringify({ query, variables }),
  });
  // The caller's remaining budget moves with every request and its window: the rest of the answer must not.
  const text = (await response.text()).replace(/,?"throttleStatus":\{[^}]*\}/, '');
  return { status: response.status, text };
}

/** A field of the type to ask for inside a fragment on it: a fragment's field is where type checks run. */
function scalarOf(schema: GraphQLSchema, type: string): string {
  const object = schema.getType(type);
  if (!isObjectType(object)) throw new Error(`${type} is not an object type`);
  const field = Object.values(object.getFields()).find(
    (f) => f.name !== 'id' && isLeafType(getNamedType(f.type)) && !f.args.length,
  );
  return field?.name ?? '__typename';
}

const selections = (schema: GraphQLSchema, type: string) => ({
  'only __typename': '__typename',
  'a fragment on the type': `__typename id ... on ${type} { ${scalarOf(schema, type)} }`,
});

/** The Node types of the schema: each needs a hidden row, so a new one cannot go unchecked. */
export function nodeTypes(schema: GraphQLSchema): string[] {
  const node = schema.getType('Node');
  return isInterfaceType(node)
    ? schema
        .getPossibleTypes(node)
        .map((t) => t.name)
        .sort()
    : [];
}

/**
 * Problems found: a hidden row that answers otherwise than an id naming nothing (node, and nodes with all of a
 * caller's hidden rows at once), or a control that does not see its row.
 */
export async function probeHiddenNodes(
  world: LeakWorld,
  schema: GraphQLSchema,
  hidden: HiddenNodes,
): Promise<string[]> {
  const problems: string[] = [];
  const nothing = (type: string) => encodeGlobalID(type, randomUUID());
  const callers = [...new Map(hidden.rows.flatMap((r) => r.hiddenFrom).map((c) => [c.name, c])).values()];
  for (const caller of callers) {
    const mine = hidden.rows.filter((r) => r.hiddenFrom.includes(caller));
    for (const row of mine) {
      for (const [how, selection] of Object.entries(selections(schema, row.type))) {
        const query = `query($id: ID!) { node(id: $id) { ${selection} } }`;
        const got = await ask(world, caller, query, { id: encodeGlobalID(row.type, row.id) });
        const expected = await ask(world, caller, query, { id: nothing(row.type) });
        if (got.text !== expected.text || got.status !== expected.status) {
          problems.push(
            `node(id:) with ${how} on ${row.what} (${row.type}) as the ${caller.name}: ${got.status} ${got.text}, not ${expected.text}`,
          );
        }
      }
    }
    // All of the caller's hidden rows in one nodes(ids:), with a fragment on each type.
    const fragments = [...new Set(mine.map((r) => r.type))]
      .map((type) => `... on ${type} { ${type}: ${scalarOf(schema, type)} }`)
      .join(' ');
    const query = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ${fragments} } }`;
    const got = await ask(world, caller, query, { ids: mine.map((r) => encodeGlobalID(r.type, r.id)) });
    const expected = await ask(world, caller, query, { ids: mine.map((r) => nothing(r.type)) });
    if (got.text !== expected.text || got.status !== expected.status) {
      problems.push(
        `nodes(ids:) with ${mine.length} hidden rows as the ${caller.name}: ${got.status} ${got.text.slice(0, 600)}, not ${expected.text.slice(0, 200)}`,
      );
    }
  }
  return problems;
}

/** What each row's control got: the row, with its type, or the problem. */
export async function probeControls(world: LeakWorld, schema: GraphQLSchema, hidden: HiddenNodes): Promise<string[]> {
  const problems: string[] = [];
  const seen = async (caller: Caller, type: string, id: string, what: string) => {
    const query = `query($id: ID!) { node(id: $id) { ${selections(schema, type)['a fragment on the type']} } }`;
    const { text } = await ask(world, caller, query, { id: encodeGlobalID(type, id) });
    const body = JSON.parse(text) as { data?: { node?: { __typename?: string } | null }; errors?: unknown[] };
    if (body.data?.node?.__typename !== type || body.errors)
      problems.push(`the ${caller.name} does not see ${what} (${type}): ${text}`);
  };
  for (const row of hidden.rows) if (row.seenBy) await seen(row.seenBy, row.type, row.id, row.what);
  await hidden.reveal();
  try {
    for (const viewer of hidden.viewers)
      for (const row of hidden.moderated)
        await seen(viewer, row.type, row.id, `a ${row.type} once moderation lets go of it`);
  } finally {
    await hidden.restore();
  }
  return problems;
}
