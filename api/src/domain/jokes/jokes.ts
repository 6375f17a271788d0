/**
 * Dad jokes from the DadJoke table: a random one for the composer's helper, and one per UTC day for the
 * dashboard marquee. Public: a joke reveals nothing about anyone.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { dadhoodJokes } from './collection.js';

/**
 * Puts Dadhood's own jokes into the table, keeping any already there (run at every start, with or without the
 * demo seed). Returns how many were new.
 */
export async function ensureDadJokes(db: DbTx): Promise<number> {
  const { count } = await db.dadJoke.createMany({ data: dadhoodJokes.map((text) => ({ text })), skipDuplicates: true });
  return count;
}

/** Only reached when the table is empty (start-up has not run on this database): still answer with a joke. */
function fromCollection(index: number): string {
  return dadhoodJokes[((index % dadhoodJokes.length) + dadhoodJokes.length) % dadhoodJokes.length]!;
}

export async function randomDadJoke(db: DbTx): Promise<string> {
  const [row] = await db.$queryRaw<{ text: string }[]>`
    SELECT text FROM "DadJoke" ORDER BY id OFFSET floor(random() * (SELECT count(*) FROM "DadJoke")) LIMIT 1`;
  return row?.text ?? fromCollection(Math.floor(Math.random() * dadhoodJokes.length));
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A prime stride, so consecutive days land far apart in the (alphabetical) list and every joke gets its day. */
const DAY_STRIDE = 7919;

/** The same joke all UTC day, for everyone; the next day, another. */
export async function jokeOfTheDay(db: DbTx, now = new Date()): Promise<string> {
  const [row] = await db.$queryRaw<{ text: string }[]>(jokeOfTheDaySql(now));
  return row?.text ?? jokeOfTheDayFallback(now);
}

/** The day's joke as one SELECT (`text`; no row when the table is empty), for statements that read more with it. */
export function jokeOfTheDaySql(now = new Date()): Prisma.Sql {
  const day = Math.floor(now.getTime() / DAY_MS);
  return Prisma.sql`
    SELECT text FROM "DadJoke" ORDER BY text
    OFFSET (${day}::bigint * ${DAY_STRIDE}) % GREATEST((SELECT count(*) FROM "DadJoke"), 1) LIMIT 1`;
}

/** The day's joke from the collection in code, for an empty table. */
export function jokeOfTheDayFallback(now = new Date()): string {
  return fromCollection(Math.floor(now.getTime() / DAY_MS) * DAY_STRIDE);
}
