/**
 * `/uploads/<key>` in the leak walk: the picture of anything a viewer may not see (a private group's, event's,
 * channel's, their posts' and photos', other members' messages and unposted uploads, a blocking member's post,
 * and every row moderation hides) answers the viewers and a visitor exactly as a key never stored does. Each has
 * a control who may see it, and the moderated rows are seen once moderation lets go of them, so a route that
 * refused everything would fail.
 */
import type { DbClient } from '../db/prisma.js';
import { storeUpload } from '../domain/uploads/store.js';
import {
  buildChannel,
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildPost,
  buildUser,
  signedInClient,
} from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import type { LeakWorld } from './world.js';

interface HiddenPicture {
  what: string;
  url: string;
  hiddenFrom: HttpClient[];
  seenBy: HttpClient;
}

/** The image column of each moderated kind, set on the world's moderated rows. */
const MODERATED_COLUMNS: Record<string, (db: DbClient, id: string, url: string) => Promise<unknown>> = {
  Post: (db, id, url) => db.post.update({ where: { id }, data: { imageUrl: url } }),
  Comment: (db, id, url) => db.comment.update({ where: { id }, data: { imageUrl: url } }),
  Message: (db, id, url) => db.message.update({ where: { id }, data: { attachmentUrl: url, attachmentType: 'image' } }),
  Group: (db, id, url) => db.group.update({ where: { id }, data: { imageUrl: url } }),
  Event: (db, id, url) => db.event.update({ where: { id }, data: { imageUrl: url } }),
  Channel: (db, id, url) => db.channel.update({ where: { id }, data: { profileImageUrl: url } }),
};

const picture = async (db: DbClient, ownerId: string, conversationId?: string) =>
  (
    await storeUpload(db, {
      data: Buffer.from('hidden picture'),
      mimeType: 'image/jpeg',
      ownerId,
      ...(conversationId ? { conversationId } : {}),
    })
  ).url;

async function answerOf(client: HttpClient, url: string) {
  const response = await client.get(url);
  return `${response.status} ${response.headers.get('cache-control')} ${response.headers.get('content-type')} ${await response.text()}`;
}

/** Problems found: a hidden picture answered otherwise than a key never stored, or a control refused. */
export async function probeHiddenUploads(world: LeakWorld): Promise<string[]> {
  const db = world.app.services.prisma;
  const viewers = world.viewers.map((v) => v.client);
  const visitor = world.app.client();
  const everyone = [...viewers, visitor];
  const insider = await buildUser(db);
  const confidant = await buildUser(db);
  const [i, k] = [insider.id, confidant.id];
  const control = await signedInClient(world.app, confidant);
  const pictures: HiddenPicture[] = [];
  const add = (what: string, url: string, seenBy = control, hiddenFrom = everyone) =>
    pictures.push({ what, url, seenBy, hiddenFrom });

  const group = await buildGroup(
    db,
    i,
    { isPublic: false, imageUrl: await picture(db, i), bannerUrl: await picture(db, i) },
    [k],
  );
  add("a private group's picture", group.imageUrl!);
  add("a private group's banner", group.bannerUrl!);
  add(
    "a private group's post picture",
    (await buildPost(db, i, { groupId: group.id, imageUrl: await picture(db, i) })).imageUrl!,
  );
  const event = await buildEvent(db, i, { isPublic: false, imageUrl: await picture(db, i) });
  await buildEventAttendee(db, event.id, k);
  add("a private event's picture", event.imageUrl!);
  add(
    "a private event's photo",
    (await db.eventPhoto.create({ data: { eventId: event.id, uploaderId: i, imageUrl: await picture(db, i) } }))
      .imageUrl,
  );
  const channel = await buildChannel(db, i, { isPrivate: true, profileImageUrl: await picture(db, i) });
  await db.channelFollow.create({ data: { channelId: channel.id, userId: k } });
  add("a private channel's picture", channel.profileImageUrl!);
  const chat = await db.conversation.create({ data: { participants: { create: [{ userId: i }, { userId: k }] } } });
  const attachment = await picture(db, i, chat.id);
  await db.message.create({
    data: { conversationId: chat.id, senderId: i, attachmentUrl: attachment, attachmentType: 'image' },
  });
  add("an attachment in other members' conversation", attachment);
  add("another member's upload not posted yet", await picture(db, k));
  const blocker = world.viewers[0]!;
  await db.block.create({ data: { blockerId: i, blockedId: blocker.user.id } });
  add(
    'a post picture of a member who blocked the viewer',
    (await buildPost(db, i, { imageUrl: await picture(db, i) })).imageUrl!,
    viewers[1]!,
    [blocker.client],
  );

  const moderated: { what: string; url: string }[] = [];
  for (const [type, ids] of Object.entries(world.moderated.ids)) {
    const setImage = MODERATED_COLUMNS[type];
    if (!setImage) continue;
    for (const id of ids) {
      const url = await picture(db, i);
      await setImage(db, id, url);
      moderated.push({ what: `a moderated ${type}'s picture`, url });
    }
  }

  const problems: string[] = [];
  const never = await answerOf(visitor, '/uploads/AAAAAAAAAAAAAAAAAAAAAA.jpg');
  for (const { what, url, hiddenFrom, seenBy } of [
    ...pictures,
    ...moderated.map((m) => ({ ...m, hiddenFrom: everyone, seenBy: undefined })),
  ]) {
    for (const client of hiddenFrom) {
      const answer = await answerOf(client, url);
      if (answer !== never) problems.push(`${what}: ${answer.slice(0, 60)} instead of ${never}`);
    }
    if (seenBy && (await seenBy.get(url)).status !== 200) problems.push(`${what}: its control was refused`);
  }
  problems.push(...(await moderatedControls(world, moderated)));
  return problems;
}

/** Moderation lifted for a moment (hidden flags, suspensions): every viewer gets the moderated pictures. */
async function moderatedControls(world: LeakWorld, moderated: { what: string; url: string }[]): Promise<string[]> {
  const db = world.app.services.prisma;
  const tables = ['Post', 'Comment', 'Message', 'Group', 'Event', 'Channel'] as const;
  const hidden = new Map<string, { table: string; hidden: string }>();
  for (const table of tables) {
    const rows = await db.$queryRawUnsafe<{ id: string; hidden: string }[]>(
      `SELECT id::text, hidden::text FROM "${table}" WHERE hidden IS NOT NULL`,
    );
    for (const row of rows) hidden.set(row.id, { table, hidden: row.hidden });
  }
  const suspended = await db.user.findMany({
    where: { suspendedAt: { not: null } },
    select: { id: true, suspendedAt: true, suspendedUntil: true },
  });
  const problems: string[] = [];
  try {
    for (const table of tables)
      await db.$executeRawUnsafe(`UPDATE "${table}" SET hidden = NULL WHERE hidden IS NOT NULL`);
    await db.user.updateMany({ where: { id: { in: suspended.map((s) => s.id) } }, data: { suspendedAt: null } });
    for (const { what, url } of moderated) {
      for (const viewer of world.viewers) {
        if ((await viewer.client.get(url)).status !== 200)
          problems.push(`${what}: refused to ${viewer.name} once moderation let go of it`);
      }
    }
  } finally {
    for (const [id, { table, hidden: state }] of hidden) {
      await db.$executeRawUnsafe(`UPDATE "${table}" SET hidden = $1::"ContentHidden" WHERE id = $2::uuid`, state, id);
    }
    for (const s of suspended)
      await db.user.update({
        where: { id: s.id },
        data: { suspendedAt: s.suspendedAt, suspendedUntil: s.suspendedUntil },
      });
  }
  return problems;
}
