/**
 * Keys the server makes once and every API process shares (table ServerSecret), for an admin who did not set
 * one in the environment: the calendar feed key, the key that seals two-factor secrets. Setting the variable is
 * better (a copy of the database alone then holds neither key), and changing it retires what the old key made.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DbTx } from '../db/prisma.js';

/**
 * `configured` when the admin set it; otherwise the stored one, made on first need when `create` (several
 * processes may race: the first row wins). `make` makes a new one: 32 random bytes by default.
 */
export async function serverSecret(
  db: DbTx,
  name: string,
  configured: string | undefined,
  create: boolean,
  make: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string | null> {
  if (configured) return configured;
  if (create) {
    await db.serverSecret.createMany({
      data: [{ name, value: make() }],
      skipDuplicates: true,
    });
  }
  const row = await db.serverSecret.findUnique({ where: { name }, select: { value: true } });
  return row?.value ?? null;
}

/**
 * A key for one use (`purpose`) derived from SECRETS_KEY, or from the random key kept in its place: one secret
 * for the admin to keep, and no two uses sharing a key.
 */
export async function derivedKey(
  db: DbTx,
  configured: string | undefined,
  purpose: string,
  create: boolean,
): Promise<Buffer | null> {
  const secret = await serverSecret(db, 'secrets-key', configured, create);
  return secret ? createHash('sha256').update(`dadhood:${purpose}:${secret}`).digest() : null;
}
