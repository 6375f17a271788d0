/**
 * A member's passkeys (docs/security.md#passkeys): the list in their profile, newest first, and renaming or
 * removing one. Each member sees and touches only their own: anyone else's is not found. Removing the last one
 * is allowed, as the member still has their password. Adding one is ./passkeys-registration.ts, signing in with
 * one ./passkeys-sign-in.ts.
 */
import type { Passkey, Prisma } from '../../generated/prisma/client.js';
import { notFound } from '../errors.js';
import { pageSize } from '../paging.js';
import type { Services } from '../services.js';
import { isDatabaseId, parseInput } from '../validation.js';
import { z } from 'zod';
import { passkeyName } from './passkeys-input.js';

/** What the member sees of a passkey; its key and counter stay on the server. */
export type PasskeyRecord = Pick<Passkey, 'id' | 'name' | 'deviceType' | 'backedUp' | 'createdAt' | 'lastUsedAt'>;

export const passkeyColumns = {
  id: true,
  name: true,
  deviceType: true,
  backedUp: true,
  createdAt: true,
  lastUsedAt: true,
} as const satisfies Prisma.PasskeySelect;

export const PASSKEY_PAGE_DEFAULT = 20;
export const PASSKEY_PAGE_MAX = 100;

/** A member's passkeys are theirs alone. */
export const passkeysWhere = (userId: string): Prisma.PasskeyWhereInput => ({ userId });

/** Newest first: ids are time-ordered. */
export const newestPasskeyFirst: Prisma.PasskeyOrderByWithRelationInput = { id: 'desc' };

/** May this member see the passkey: only their own. */
export const isOwnPasskey = (passkey: Pick<Passkey, 'userId'>, userId: string | undefined) => passkey.userId === userId;

/** The member's passkeys, newest first, paged by the last id seen. */
export async function listPasskeys(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  { limit, cursor }: { limit?: unknown; cursor?: string | undefined } = {},
): Promise<{ items: PasskeyRecord[]; nextCursor: string | null }> {
  const take = pageSize(limit, PASSKEY_PAGE_DEFAULT, PASSKEY_PAGE_MAX);
  const after = cursor && isDatabaseId(cursor) ? cursor : undefined;
  const rows = await prisma.passkey.findMany({
    where: { ...passkeysWhere(userId), ...(after ? { id: { lt: after } } : {}) },
    orderBy: newestPasskeyFirst,
    take: take + 1,
    select: passkeyColumns,
  });
  const items = rows.slice(0, take);
  return { items, nextCursor: rows.length > take ? (items.at(-1)?.id ?? null) : null };
}

const renameInput = z.object({ name: passkeyName });

/** Renames one of the member's passkeys; anyone else's, or one already removed, is not found. */
export async function renamePasskey(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  passkeyId: unknown,
  raw: unknown,
): Promise<PasskeyRecord> {
  if (!isDatabaseId(passkeyId)) throw notFound('Passkey');
  const { name } = parseInput(renameInput, raw);
  const [renamed] = await prisma.passkey.updateManyAndReturn({
    where: { id: passkeyId, userId },
    data: { name },
    select: passkeyColumns,
  });
  if (!renamed) throw notFound('Passkey');
  return renamed;
}

/**
 * Removes one of the member's passkeys: it signs in no more. The device or password manager still holds it
 * until the member deletes it there. Answers the removed id.
 */
export async function removePasskey(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  passkeyId: unknown,
): Promise<string> {
  if (!isDatabaseId(passkeyId)) throw notFound('Passkey');
  const { count } = await prisma.passkey.deleteMany({ where: { id: passkeyId, userId } });
  if (!count) throw notFound('Passkey');
  return passkeyId;
}
