/**
 * A member's profile as another member reads it (GET /api/users/:id, Query.member): the member, how the
 * viewer stands to them (./networking.ts), and their stats, which a blocked pair does not see.
 */
import type { DbTx } from '../../db/prisma.js';
import { memberStats, type MemberStats } from '../dad-score/activity.js';
import { notFound } from '../errors.js';
import { requireId } from '../posts/read.js';
import { loadMemberNetworking } from './networking.js';
import { canSeeProfileDetails } from './privacy.js';
import { CREDENTIALS } from './credentials.js';

/** A member id from a path or an argument: malformed is a 400 (as /api/posts/:id), unknown a 404. */
export function requireMemberId(rawId: unknown): string {
  return requireId(rawId, 'member');
}

export async function readMemberProfile(db: DbTx, viewerId: string, rawId: unknown) {
  const id = requireMemberId(rawId);
  const user = await db.user.findUnique({ where: { id }, omit: CREDENTIALS });
  if (!user) throw notFound('Member');
  const networking = (await loadMemberNetworking(db, viewerId, [id])).get(id)!;
  const stats: MemberStats | null = canSeeProfileDetails(networking.relationship) ? await memberStats(db, id) : null;
  return { user, networking, stats };
}

export type MemberProfile = Awaited<ReturnType<typeof readMemberProfile>>;
