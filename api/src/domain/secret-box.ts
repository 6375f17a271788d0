/**
 * Secrets the server must read back (a member's TOTP secret), sealed with AES-256-GCM under SECRETS_KEY, or
 * under a random key kept in the database when it is not set (./server-secrets.ts). A sealed value is
 * `v1.<iv>.<ciphertext+tag>` in base64url; tampering fails the tag and reads as nothing.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../config/config.js';
import type { DbTx } from '../db/prisma.js';
import { derivedKey } from './server-secrets.js';

const key = (db: DbTx, config: Pick<Config, 'secretsKey'>, create: boolean) =>
  derivedKey(db, config.secretsKey, 'secret box', create);

export async function seal(db: DbTx, config: Pick<Config, 'secretsKey'>, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', (await key(db, config, true))!, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The plain text, or null when the value was sealed under another key or altered. */
export async function unseal(db: DbTx, config: Pick<Config, 'secretsKey'>, sealed: string): Promise<string | null> {
  const [version, iv, body] = sealed.split('.');
  const k = await key(db, config, false);
  if (version !== 'v1' || !iv || !body || !k) return null;
  try {
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
