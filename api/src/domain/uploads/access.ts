/**
 * Who may fetch an upload: its uploader (it is their own file, which their data export lists), and whoever may
 * see something that shows it, by that thing's own visibility rule (the SQL conditions its lists, pages and
 * search ask). So an upload nothing shows (not yet posted, replaced by an edit, its post deleted) is its
 * uploader's alone, or for a message attachment its conversation's. The places that show an upload are found
 * by its URL in their indexed image columns, so two statements at most answer for any upload, however many
 * places show it.
 */
import type { DbTx } from '../../db/prisma.js';
import { hot } from '../../db/hot.js';
import { Prisma, type ReportTarget } from '../../generated/prisma/client.js';
import { channelVisible } from '../channels/visibility.js';
import { commentVisible } from '../comments/visibility.js';
import { eventPhotosVisible } from '../events/photo-access.js';
import { eventVisible } from '../events/visibility.js';
import { groupVisible } from '../groups/visibility.js';
import { isModerator } from '../moderation/queue.js';
import { messageVisible, participatesSql } from '../messaging/visibility.js';
import { postVisible } from '../posts/visibility.js';
import type { Viewer } from '../users/viewer.js';
import { alias, viewerParam, type VisibilityCondition } from '../visibility.js';
import { uploadUrl } from './store.js';

/** An event photo is seen by whoever sees its event's photos. */
const eventPhotoVisible: VisibilityCondition = (viewerId, photo) => {
  const e = alias('upload_photo_event');
  return Prisma.sql`EXISTS (SELECT 1 FROM "Event" ${e} WHERE ${e}.id = ${photo}."eventId" AND ${eventPhotosVisible(viewerId, e)})`;
};

interface ShownIn {
  table: 'User' | 'Post' | 'Comment' | 'Group' | 'Event' | 'EventPhoto' | 'Channel' | 'Message';
  /** Its columns that hold an upload's URL (each has an index). */
  columns: readonly string[];
  /** Who sees the row; null for everyone, visitors included (a member's profile picture is their identity). */
  visible: VisibilityCondition | null;
  /** What a report on the row targets: the moderation queue shows its picture to moderators. */
  reported?: ReportTarget;
}

/** Every column that names an upload, and the rule of the row that holds it. */
export const UPLOAD_COLUMNS: readonly ShownIn[] = [
  { table: 'User', columns: ['profileImageUrl'], visible: null },
  { table: 'Post', columns: ['imageUrl'], visible: postVisible, reported: 'post' },
  { table: 'Comment', columns: ['imageUrl'], visible: commentVisible, reported: 'comment' },
  { table: 'Group', columns: ['imageUrl', 'bannerUrl'], visible: groupVisible, reported: 'group' },
  { table: 'Event', columns: ['imageUrl', 'bannerUrl'], visible: eventVisible, reported: 'event' },
  { table: 'EventPhoto', columns: ['imageUrl'], visible: eventPhotoVisible },
  { table: 'Channel', columns: ['profileImageUrl', 'bannerImageUrl'], visible: channelVisible, reported: 'channel' },
  { table: 'Message', columns: ['attachmentUrl'], visible: messageVisible },
];

/** The viewer, as far as the rules ask: who, and whether they work the moderation queue. */
type Asker = { id: string; moderator: boolean } | null;

/** An open report is on the row: the moderation queue (moderation/queue.ts) shows it, hidden or not. */
const openReportOn = (target: ReportTarget, row: Prisma.Sql) => Prisma.sql`EXISTS (SELECT 1 FROM "Report" upload_report
  WHERE upload_report.status = 'open' AND upload_report."targetType" = ${target}::"ReportTarget" AND upload_report."targetId" = ${row}.id)`;

/** Some row of `shown` names `url` (and, given who asks, is one they see); `url` is a value or an SQL expression. */
function named(shown: ShownIn, url: string | Prisma.Sql, asker?: { viewer: Asker }): Prisma.Sql {
  const row = alias(`upload_${shown.table.toLowerCase()}`);
  const names = Prisma.join(
    shown.columns.map((column) => Prisma.sql`${row}.${Prisma.raw(`"${column}"`)} = ${url}`),
    ' OR ',
  );
  let seen = Prisma.empty;
  if (asker && shown.visible) {
    const visible = shown.visible(asker.viewer?.id ?? null, row);
    seen =
      asker.viewer?.moderator && shown.reported
        ? Prisma.sql` AND (${visible} OR ${openReportOn(shown.reported, row)})`
        : Prisma.sql` AND ${visible}`;
  }
  return Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(`"${shown.table}"`)} ${row} WHERE (${names})${seen})`;
}

/** The queue also shows the picture an open report kept of the content as reported (reports/reports.ts). */
const inOpenReportSnapshot = (url: string) => Prisma.sql`EXISTS (SELECT 1 FROM "Report" upload_snapshot
  WHERE upload_snapshot.status = 'open'
    AND (upload_snapshot.snapshot->>'imageUrl' = ${url} OR upload_snapshot.snapshot->>'profileImageUrl' = ${url}))`;

/**
 * Something shows the upload whose URL is the SQL expression `url`: a row of any table of UPLOAD_COLUMNS, or a
 * report's picture of the content as it was reported (open or closed: the moderators' record).
 */
export function uploadShownSql(url: Prisma.Sql): Prisma.Sql {
  const inReport = Prisma.sql`EXISTS (SELECT 1 FROM "Report" upload_report_snapshot
    WHERE upload_report_snapshot.snapshot->>'imageUrl' = ${url}
       OR upload_report_snapshot.snapshot->>'profileImageUrl' = ${url})`;
  return Prisma.join([...UPLOAD_COLUMNS.map((shown) => named(shown, url)), inReport], ' OR ');
}

export interface UploadAccess {
  id: string;
  mimeType: string;
  byteSize: number;
  sha256: string;
  originalName: string | null;
  conversationId: string | null;
  /** The viewer may fetch it. */
  allowed: boolean;
  /** Everyone may (a member's current profile picture): shared caches may keep it. */
  everyone: boolean;
}

/** The upload, the viewer's own claims on it, and which tables show it. */
type Found = Omit<UploadAccess, 'allowed' | 'everyone'> & { own: boolean; participant: boolean } & Record<
    ShownIn['table'],
    boolean
  >;

/**
 * The upload stored under `key` (without its bytes) and whether `viewer` (null: a visitor) may fetch it. First
 * the upload and which tables show it (index lookups, cheap to plan); then, only when that does not settle it,
 * the visibility rules of those tables alone: at most two statements, whatever the upload.
 */
export async function uploadAccess(
  db: DbTx,
  key: string,
  viewer: Pick<Viewer, 'id' | 'role'> | null,
): Promise<UploadAccess | null> {
  const url = uploadUrl(key);
  const asker: Asker = viewer ? { id: viewer.id, moderator: isModerator(viewer) } : null;
  const viewerId = asker?.id ?? null;
  const shownIn = Prisma.join(
    UPLOAD_COLUMNS.map((shown) => Prisma.sql`${named(shown, url)} AS ${Prisma.raw(`"${shown.table}"`)}`),
  );
  const [found] = await db.$queryRaw<Found[]>(
    hot(Prisma.sql`
    SELECT u.id, u."mimeType", u."byteSize", u.sha256, u."originalName", u."conversationId",
           COALESCE(u."ownerId" = ${viewerParam(viewerId)}, FALSE) AS own,
           (u."conversationId" IS NOT NULL AND ${participatesSql(viewerId, Prisma.sql`u."conversationId"`)}) AS participant,
           ${shownIn}
    FROM "Upload" u WHERE u.key = ${key}`),
  );
  if (!found) return null;
  const { id, mimeType, byteSize, sha256, originalName, conversationId, own, participant } = found;
  const upload = { id, mimeType, byteSize, sha256, originalName, conversationId };
  const showing = UPLOAD_COLUMNS.filter((shown) => found[shown.table]);
  const everyone = showing.some((shown) => !shown.visible);
  // An attachment no message shows (not sent yet, or replaced by an edit) stays its conversation's.
  if (own || everyone || (showing.length === 0 && participant)) return { ...upload, allowed: true, everyone };
  if (showing.length === 0 && !asker?.moderator) return { ...upload, allowed: false, everyone };
  const visible = [
    ...showing.map((shown) => named(shown, url, { viewer: asker })),
    ...(asker?.moderator ? [inOpenReportSnapshot(url)] : []),
  ];
  const [seen] = await db.$queryRaw<{ allowed: boolean }[]>(
    hot(Prisma.sql`SELECT (${Prisma.join(visible, ' OR ')}) AS allowed`),
  );
  return { ...upload, allowed: seen?.allowed === true, everyone };
}
