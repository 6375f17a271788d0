/**
 * The provider accounts linked to a member (ExternalIdentity; docs/security.md#single-sign-on): the list the
 * profile shows, linking one, and unlinking. A provider account is linked to one member at most, and a member
 * links at most one account per provider. Unlinking is always allowed: every account has a password, one the
 * member chose or, for an account single sign-on created, a random one they can replace by "Forgot password?",
 * so unlinking never leaves a member without a way in (as long as they read mail at their address).
 */
import type { ExternalIdentity, Prisma } from '../../generated/prisma/client.js';
import { conflict, notFound } from '../errors.js';
import { pageOf, pageStart, type Page } from '../paging.js';
import type { Services } from '../services.js';
import { PROVIDER_ID_PATTERN } from '../../config/single-sign-on.js';

export const LINKED_ACCOUNTS_PAGE_DEFAULT = 20;
export const LINKED_ACCOUNTS_PAGE_MAX = 50;

export const linkedAccountsWhere = (userId: string): Prisma.ExternalIdentityWhereInput => ({ userId });

/** The oldest link first. */
export const oldestLinkFirst: Prisma.ExternalIdentityOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

export type LinkedAccount = Pick<ExternalIdentity, 'id' | 'provider' | 'email' | 'createdAt' | 'lastUsedAt'>;

/** The member's linked provider accounts, paged by (createdAt, id). */
export async function listLinkedAccounts(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  query: { limit?: unknown; cursor?: string | undefined } = {},
): Promise<Page<LinkedAccount>> {
  const { size, after } = pageStart(query, LINKED_ACCOUNTS_PAGE_DEFAULT, LINKED_ACCOUNTS_PAGE_MAX);
  const rows = await prisma.externalIdentity.findMany({
    where: {
      ...linkedAccountsWhere(userId),
      ...(after
        ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
        : {}),
    },
    orderBy: oldestLinkFirst,
    take: size + 1,
    select: { id: true, provider: true, email: true, createdAt: true, lastUsedAt: true },
  });
  return pageOf(rows, size);
}

/** The provider account's link, if a member has it. */
export function findLinkedIdentity({ prisma }: Pick<Services, 'prisma'>, provider: string, subject: string) {
  return prisma.externalIdentity.findUnique({ where: { provider_subject: { provider, subject } } });
}

/** Records a sign-in with the link (the profile shows when it was last used), and the address it vouched for now. */
export async function touchLinkedIdentity(
  { prisma }: Pick<Services, 'prisma'>,
  id: string,
  email: string | null,
  now = new Date(),
): Promise<void> {
  await prisma.externalIdentity.update({
    where: { id },
    data: { lastUsedAt: now, ...(email ? { email } : {}) },
    select: { id: true },
  });
}

export interface IdentityToLink {
  provider: string;
  subject: string;
  email: string | null;
}

export const alreadyLinkedElsewhere = (label: string) =>
  conflict(`That ${label} account is already linked to another account here. Sign in with it instead.`);
export const otherAccountLinked = (label: string) =>
  conflict(`You already linked another ${label} account. Unlink it in your profile first.`);

/**
 * Links the provider account to the member. Linked to them already: nothing changes. 409 when it is another
 * member's, or when they have another account at that provider. Checked before the insert, so a refusal leaves
 * the request's transaction usable (a unique violation would abort it on PostgreSQL).
 */
export async function linkIdentity(
  services: Pick<Services, 'prisma'>,
  userId: string,
  identity: IdentityToLink,
  label: string,
  now = new Date(),
): Promise<void> {
  const existing = await findLinkedIdentity(services, identity.provider, identity.subject);
  if (existing && existing.userId !== userId) throw alreadyLinkedElsewhere(label);
  if (existing) return;
  const other = await services.prisma.externalIdentity.findUnique({
    where: { userId_provider: { userId, provider: identity.provider } },
    select: { id: true },
  });
  if (other) throw otherAccountLinked(label);
  await services.prisma.externalIdentity.create({
    data: { userId, ...identity, createdAt: now, lastUsedAt: now },
    select: { id: true },
  });
}

/** Unlinks the member's account at `provider` (configured or not any more); 404 when there is none. */
export async function unlinkAccount({ prisma }: Pick<Services, 'prisma'>, userId: string, provider: unknown) {
  if (typeof provider !== 'string' || !PROVIDER_ID_PATTERN.test(provider)) throw notFound('Linked account');
  const { count } = await prisma.externalIdentity.deleteMany({ where: { userId, provider } });
  if (!count) throw notFound('Linked account');
  return { provider };
}
