/**
 * Bearer secrets we hand out (session cookies, access tokens, mailed links): 256 random bits in base64url, and
 * the SHA-256 the database keeps instead, so a leaked database holds nothing a caller could present.
 */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: 43 base64url characters. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is stored and looked up in place of the token. */
export const secretTokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The shape of `newSecretToken()`'s output: anything else is refused before a lookup. */
export const isSecretTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
