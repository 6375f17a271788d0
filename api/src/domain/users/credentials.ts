/**
 * The member's columns that prove who they are: the password hash and the sealed two-factor secret. Every read
 * of a whole member row leaves them out (`omit: CREDENTIALS`): they never reach an answer, an export, a live
 * event or a log.
 */
import { rowsById } from '../../db/model-rows.js';
import type { DbTx } from '../../db/prisma.js';
import type { User } from '../../generated/prisma/client.js';

export const CREDENTIALS = { passwordHash: true, totpSecret: true } as const;

export type CredentialColumn = keyof typeof CREDENTIALS;

/**
 * Whole members by id without their credentials, in one prepared statement
 * (db/model-rows.ts); missing ids are left out.
 */
export function membersById(db: DbTx, ids: readonly string[]): Promise<Omit<User, CredentialColumn>[]> {
  return rowsById<Omit<User, CredentialColumn>>(db, 'User', ids, CREDENTIALS);
}
