/**
 * Finding members by what people type: e-mail (stored lower-case) or username (unique ignoring case).
 */
import type { DbTx } from '../../db/prisma.js';

/** An e-mail if it has an @, otherwise a username; matched without regard to case. */
export async function findUserByLogin(db: DbTx, login: string) {
  const value = login.trim().toLowerCase();
  if (value.includes('@')) return db.user.findUnique({ where: { email: value } });
  return findUserByUsername(db, value);
}

export async function findUserByUsername(db: DbTx, username: string) {
  const id = await findUserIdByUsername(db, username);
  return id ? db.user.findUnique({ where: { id } }) : null;
}

/** The id of the member with this username, ignoring case, or null. */
export async function findUserIdByUsername(db: DbTx, username: string): Promise<string | null> {
  // lower(username) is what the unique index covers, so this is an index lookup (ILIKE would treat _ as a wildcard).
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE lower(username) = lower(${username})`;
  return rows[0]?.id ?? null;
}
