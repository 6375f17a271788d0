/**
 * The signed-in member as every request knows them: what the session lookup reads in its one statement
 * (sessions.ts), and no more. Authorization (the admin scope, and whether staff have a second factor),
 * onboarding confinement (dad type and location), the new-account limits on writes (role and joining date) and logs
 * need these; a route that shows more of the member loads it.
 */
import type { DbTx } from '../../db/prisma.js';
import type { User } from '../../generated/prisma/client.js';
import { notFound } from '../errors.js';

export type Viewer = Pick<User, 'id' | 'username' | 'role' | 'dadType' | 'location' | 'totpEnabledAt' | 'joinedAt'>;

/**
 * A writer's username for what their write tells others ("@dad fist bumped your post"): from the signed-in viewer's
 * row when the caller has it, else read (one statement).
 */
export async function usernameOf(db: DbTx, member: string | Pick<Viewer, 'id' | 'username'>): Promise<string> {
  if (typeof member !== 'string') return member.username;
  return (await db.user.findUniqueOrThrow({ where: { id: member }, select: { username: true } })).username;
}

/** The columns of a Viewer, for callers that read a member with Prisma (`select: viewerColumns`). */
export const viewerColumns = {
  id: true,
  username: true,
  role: true,
  dadType: true,
  location: true,
  totpEnabledAt: true,
  joinedAt: true,
} as const;

/** What personalisation (suggestions, recommended events, the newsfeed) reads of the viewer. */
export type ViewerProfile = Pick<
  User,
  'id' | 'location' | 'interests' | 'sportsFavoriteTeams' | 'filterPoliticalContent'
>;

export async function loadViewerProfile(db: DbTx, viewerId: string): Promise<ViewerProfile> {
  const profile = await db.user.findUnique({
    where: { id: viewerId },
    select: { id: true, location: true, interests: true, sportsFavoriteTeams: true, filterPoliticalContent: true },
  });
  if (!profile) throw notFound('Member');
  return profile;
}
