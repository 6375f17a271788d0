/**
 * A fingerprint of the whole database: per table, its row count and an md5 of its rows. Two equal
 * fingerprints mean nothing was written in between; the fuzz suite takes one around every case.
 */
import type { Database } from '../db/database.js';

/**
 * Tables a failed request may change: the migrations' own bookkeeping, and the sign-in history, which keeps a
 * failed attempt on a known account whatever becomes of its request (domain/accounts/sign-in-history.ts). A
 * failed sign-in is otherwise counted in the rate limiters, not in a table.
 */
const WRITTEN_ON_PURPOSE = new Set(['_prisma_migrations', 'SignInEvent']);

export type Fingerprint = Record<string, string>;

export async function fingerprinter(db: Database): Promise<() => Promise<Fingerprint>> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !WRITTEN_ON_PURPOSE.has(name));
  const sql = tables
    .map(
      (name, i) =>
        `SELECT '${name}' AS name, count(*)::text || ':' || md5(coalesce(string_agg(t${i}::text, '|' ORDER BY t${i}::text), '')) AS print FROM "${name}" t${i}`,
    )
    .join('\nUNION ALL\n');
  return async () =>
    Object.fromEntries((await db.query<{ name: string; print: string }>(sql)).map((row) => [row.name, row.print]));
}

/** The tables whose fingerprint differs, e.g. ["Post 3:ab12… → 4:cd34…"]. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${before[name]} → ${after[name]}`);
}
