/**
 * Inserts the planned members, their photos, and the invitations they have sent with their referral codes.
 */
import type { Member, SeedContext } from './context.js';
import { DEMO_SIGN_IN } from './demo.js';
import { avatarName } from './gallery.js';
import type { PlannedMember } from './profiles.js';

export async function insertMembers(
  ctx: Pick<SeedContext, 'tx'>,
  planned: readonly PlannedMember[],
  passwordHash: string,
): Promise<Member[]> {
  // One hash for everyone: argon2 is deliberately slow, and every demo account shares the demo password. The
  // demo's addresses count as verified since they joined (nobody could read their mail).
  await ctx.tx.user.createMany({
    data: planned.map((p) => ({ ...p.row, passwordHash, emailVerifiedAt: p.row.joinedAt })),
  });
  return planned.map((p) => ({
    id: p.row.id,
    username: p.person.username,
    firstName: p.person.firstName,
    lastName: p.person.lastName,
    location: p.row.location ?? '',
    dadType: p.person.dadType,
    interests: p.row.interests as string[],
    joinedAt: p.row.joinedAt,
    isDemo: p.person.username === DEMO_SIGN_IN.username,
  }));
}

/**
 * Profile photos. An upload belongs to its member, so they go in after the members; and last of all, so
 * the pictures have finished rendering by then.
 */
export async function storeAvatars(
  ctx: Pick<SeedContext, 'tx' | 'uploads'>,
  planned: readonly PlannedMember[],
): Promise<void> {
  const ids: string[] = [];
  const urls: string[] = [];
  for (const p of planned) {
    if (!p.hasAvatar) continue;
    ids.push(p.row.id);
    urls.push(await ctx.uploads.image(avatarName(p.person.username), p.row.id));
  }
  await ctx.tx.$executeRaw`
    UPDATE "User" AS u SET "profileImageUrl" = v.url
    FROM unnest(${ids}::uuid[], ${urls}::text[]) AS v(id, url)
    WHERE u.id = v.id`;
}

const friendNames = ['mike', 'steve', 'jon', 'alex', 'paul', 'rob', 'will', 'dave', 'chris', 'nick'];

/** Invitations e-mailed with a referral code; some of those friends joined (see the referrals). */
export async function insertInvites(ctx: SeedContext, codes: ReadonlyMap<string, string>): Promise<number> {
  const rng = ctx.random('invites');
  const rows = [];
  for (const member of ctx.members) {
    const code = codes.get(member.id);
    if (!code) continue;
    const count = member.isDemo ? 3 : rng.int(0, 2);
    for (let i = 0; i < count; i++) {
      const createdAt = ctx.clock.between(rng, ctx.clock.daysAgo(60), ctx.clock.hoursAgo(2));
      const friend = `${rng.pick(friendNames)}.${member.lastName.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}`;
      const email = `${friend}@example.com`;
      rows.push({ id: ctx.ids.next(createdAt), senderId: member.id, email, referralCode: code, createdAt });
    }
  }
  await ctx.tx.invite.createMany({ data: rows });
  return rows.length;
}
