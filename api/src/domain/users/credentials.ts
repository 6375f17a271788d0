/**
 * The member's columns that prove who they are: the password hash and the sealed two-factor secret. Every read
 * of a whole member row leaves them out (`omit: CREDENTIALS`): they never reach an answer, an export, a live
 * event or a log.
 */
import { rowFromJson, rowJsonSql, rowsById } from '../../db/model-rows.js';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type User } from '../../generated/prisma/client.js';

export const CREDENTIALS = { passwordHash: true, totpSecret: true } as const;

export type CredentialColumn = keyof typeof CREDENTIALS;

/** A member's whole row as the app reads it: every column but the credentials. */
export type MemberRow = Omit<User, CredentialColumn>;

/**
 * Whole members by id without their credentials, in one prepared statement
 * (db/model-rows.ts); missing ids are left out.
 */
export function membersById(db: DbTx, ids: readonly string[]): Promise<MemberRow[]> {
  return rowsById<MemberRow>(db, 'User', ids, CREDENTIALS);
}

/** The member's whole row without credentials as JSON, for a statement that joins the member as `u`. */
const memberJsonSql = rowJsonSql('User', Prisma.sql`t.id = u.id`, CREDENTIALS);

/**
 * For the SELECT list of a statement that joins the member as `u` (a session's or an access token's lookup):
 * `, <the member's whole row> AS member` when asked for, nothing otherwise. Read it back with memberFromJson.
 */
export function memberColumnSql(withMember: boolean): Prisma.Sql {
  return withMember ? Prisma.sql`, ${memberJsonSql} AS member` : Prisma.empty;
}

/** The `member` column of memberColumnSql, as membersById has the row (undefined when not read). */
export function memberFromJson(json: Record<string, unknown> | null | undefined): MemberRow | undefined {
  return json ? rowFromJson<MemberRow>('User', json, CREDENTIALS) : undefined;
}
