/**
 * Account help (docs/moderation.md#account-help): what an admin does for a member who cannot get back into their
 * account, each with a reason, each written to the audit log in the same transaction as the change:
 * - send them a password reset link: the reset's own link and mail (../accounts/password-reset.ts), to the
 *   member's current address, within the same hourly limit per address as the member's own requests; the link
 *   never reaches the admin;
 * - turn their second factor off, once the admin has checked who is asking (they say so: `identityChecked`): every
 *   session of the member ends, as after a password reset, and the member is told by mail;
 * - end every session of theirs (OWASP ASVS 7.4.5);
 * - read their sign-in history (../accounts/sign-in-history-list.ts).
 * Admins only: 403 to members and moderators (404 to visitors and access tokens, as all of moderation), with a
 * second factor where REQUIRE_2FA_FOR_STAFF asks. Never on the admin's own account (their profile does that) nor
 * on another admin's (admins are named by configuration, not helped in the app).
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import type { ModerationActionType, Prisma } from '../../generated/prisma/client.js';
import { type AccountHolder, twoFactorTurnedOffNotice } from '../accounts/account-mail.js';
import { sendResetLink } from '../accounts/password-reset.js';
import { listSignInHistory } from '../accounts/sign-in-history-list.js';
import { turnOffTwoFactor } from '../accounts/two-factor.js';
import { conflict, forbidden, notFound } from '../errors.js';
import type { Services } from '../services.js';
import { storageUse } from '../uploads/storage.js';
import { announceAccessChanged } from '../sessions/sessions.js';
import type { Viewer } from '../users/viewer.js';
import { isDatabaseId, parseInput } from '../validation.js';
import { reasonSchema } from './actions.js';
import { requireAdminTool, type StaffPolicy } from './queue.js';

export const ADMINS_HELP = 'Only admins can help members with their accounts.';
export const OWN_ACCOUNT = 'This is your own account: use your profile instead.';
export const ADMIN_ACCOUNT =
  "Admins are named by the site's configuration: another admin's account is not helped here.";
export const NO_TWO_FACTOR = 'This member does not use two-factor authentication.';
export const CHECK_IDENTITY = "Check the member's identity first, and tick the box to say you did.";
export const RESET_LINK_SENT =
  "A link to choose a new password is on its way to the member's address. It works for one hour.";
export const TWO_FACTOR_TURNED_OFF =
  'Two-factor authentication is off for this member, and they are signed out everywhere. They were told by e-mail.';

type Helper = Pick<Viewer, 'id' | 'role' | 'totpEnabledAt'>;

/** An admin (with a second factor where the policy wants one); 403 to a signed-in member or moderator. */
export function requireAccountHelper<V extends Helper>(viewer: V | null | undefined, policy: StaffPolicy): V {
  return requireAdminTool(viewer, policy, ADMINS_HELP);
}

/**
 * Whether `viewer` may see what account help shows of a member (their sign-in history, whether they use a second
 * factor): an admin who passes the staff rule. A field answers null otherwise; the admin's lookup of the member
 * (moderators.ts) says why.
 */
export function isAccountHelper(viewer: Helper | null | undefined, policy: StaffPolicy): boolean {
  return viewer?.role === 'admin' && (!policy.requireTwoFactorForStaff || viewer.totpEnabledAt !== null);
}

/** Whether `viewer` may see `userId`'s sign-in history and storage use: the member themself, or an admin (isAccountHelper). */
export const maySeeAccountDetailsOf = (viewer: Helper | null | undefined, userId: string, policy: StaffPolicy) =>
  viewer?.id === userId || isAccountHelper(viewer, policy);

const reasonInput = z.object({ reason: reasonSchema });
const twoFactorInput = z.object({
  reason: reasonSchema,
  identityChecked: z.literal(true, { error: CHECK_IDENTITY }),
});

const memberColumns = {
  id: true,
  email: true,
  username: true,
  firstName: true,
  lastName: true,
  role: true,
  totpEnabledAt: true,
} as const satisfies Prisma.UserSelect;

/** The member an admin helps: 404 for an unknown id, 403 for the admin's own account or another admin's. */
async function memberToHelp(db: DbTx, helper: Helper, memberId: unknown) {
  const member = isDatabaseId(memberId)
    ? await db.user.findUnique({ where: { id: memberId }, select: memberColumns })
    : null;
  if (!member) throw notFound('Member');
  if (member.id === helper.id) throw forbidden(OWN_ACCOUNT);
  if (member.role === 'admin') throw forbidden(ADMIN_ACCOUNT);
  return member;
}

/**
 * The audit log entry of an action on a member's account (account help here, the admin command line in
 * ../operator/operator.ts), written in the caller's transaction; answers its id. `helperId` is null for the
 * command line, whose entries say `"via": "command line"` in their details.
 */
export async function recordAccountAction(
  db: DbTx,
  entry: {
    helperId: string | null;
    action: ModerationActionType;
    memberId: string;
    reason: string;
    details?: Record<string, unknown>;
  },
): Promise<string> {
  const written = await db.moderationAction.create({
    data: {
      moderatorId: entry.helperId,
      action: entry.action,
      targetType: 'member',
      targetId: entry.memberId,
      subjectId: entry.memberId,
      reason: entry.reason,
      details: (entry.details ?? {}) as Prisma.InputJsonObject,
    },
    select: { id: true },
  });
  return written.id;
}

/** What every account help action starts with: an admin, a reason, and a member they may help. */
async function helpRequest<Input extends { reason: string }>(
  services: Services,
  actor: Viewer | null,
  memberId: unknown,
  raw: unknown,
  input: z.ZodType<Input>,
) {
  const helper = requireAccountHelper(actor, services.config);
  const { reason } = parseInput(input, raw);
  const member = await memberToHelp(services.prisma, helper, memberId);
  return { helper, reason, member };
}

/** Mails the member a reset link (after the commit); answers the audit log entry's id. */
export async function sendPasswordResetLink(
  services: Services,
  actor: Viewer | null,
  memberId: unknown,
  raw: unknown,
): Promise<string> {
  const { helper, reason, member } = await helpRequest(services, actor, memberId, raw, reasonInput);
  await sendResetLink(services, member.email, 'admin');
  return recordAccountAction(services.prisma, {
    helperId: helper.id,
    action: 'send_password_reset',
    memberId: member.id,
    reason,
  });
}

/** Turns the member's second factor off and ends their sessions; answers the audit log entry's id. */
export async function turnOffMemberTwoFactor(
  services: Services,
  actor: Viewer | null,
  memberId: unknown,
  raw: unknown,
): Promise<string> {
  const { helper, reason, member } = await helpRequest(services, actor, memberId, raw, twoFactorInput);
  return turnOffTwoFactorOf(services, member, { helperId: helper.id, reason, details: { identityChecked: true } });
}

/**
 * Turns `member`'s second factor off, ends every session of theirs and tells them by mail, with the audit log
 * entry of `by` (an admin here, the command line in ../operator/operator.ts) in the same transaction; answers the
 * entry's id. 409 when it is off already: of two admins at once, one turns it off and the other hears it is off.
 */
export async function turnOffTwoFactorOf(
  services: Services,
  member: { id: string; email: string } & AccountHolder,
  by: { helperId: string | null; reason: string; details: Record<string, unknown> },
): Promise<string> {
  const { prisma, mailer, config, events } = services;
  const { id, mail } = await prisma.$transaction(async (tx) => {
    const claimed = await tx.user.updateMany({
      where: { id: member.id, totpEnabledAt: { not: null } },
      data: { totpEnabledAt: null },
    });
    if (claimed.count !== 1) throw conflict(NO_TWO_FACTOR);
    await turnOffTwoFactor(tx, member.id);
    const { count } = await tx.session.deleteMany({ where: { userId: member.id } });
    const id = await recordAccountAction(tx, {
      helperId: by.helperId,
      action: 'turn_off_two_factor',
      memberId: member.id,
      reason: by.reason,
      details: { ...by.details, sessionsEnded: count },
    });
    return { id, mail: await mailer.enqueue(tx, [twoFactorTurnedOffNotice(config, member.email, member)]) };
  });
  await mailer.deliver(mail);
  announceAccessChanged(events, member.id);
  return id;
}

/** Signs the member out of every browser; answers the audit log entry's id and how many sessions ended. */
export async function endMemberSessions(
  services: Services,
  actor: Viewer | null,
  memberId: unknown,
  raw: unknown,
): Promise<{ id: string; ended: number }> {
  const { helper, reason, member } = await helpRequest(services, actor, memberId, raw, reasonInput);
  const { prisma, events } = services;
  const { id, ended } = await prisma.$transaction(async (tx) => {
    const { count } = await tx.session.deleteMany({ where: { userId: member.id } });
    const details = { sessionsEnded: count };
    return {
      id: await recordAccountAction(tx, {
        helperId: helper.id,
        action: 'end_sessions',
        memberId: member.id,
        reason,
        details,
      }),
      ended: count,
    };
  });
  if (ended) announceAccessChanged(events, member.id);
  return { id, ended };
}

/** A page of any member's sign-in history, for an admin (/api; GraphQL reads User.signInHistory). */
/** The member an admin helps: FORBIDDEN to anyone else, then NOT_FOUND for an id no member has. */
async function helpedMemberId(services: Services, actor: Viewer | null, memberId: unknown): Promise<string> {
  requireAccountHelper(actor, services.config);
  const member = isDatabaseId(memberId)
    ? await services.prisma.user.findUnique({ where: { id: memberId }, select: { id: true } })
    : null;
  if (!member) throw notFound('Member');
  return member.id;
}

/** The member's storage use, for an admin helping them. */
export async function memberStorageUse(services: Services, actor: Viewer | null, memberId: unknown) {
  const [use] = await storageUse(services.prisma, [await helpedMemberId(services, actor, memberId)]);
  return use!;
}

export async function memberSignInHistory(
  services: Services,
  actor: Viewer | null,
  memberId: unknown,
  page: { limit?: unknown; cursor?: string | undefined },
) {
  return listSignInHistory(services, await helpedMemberId(services, actor, memberId), page);
}
