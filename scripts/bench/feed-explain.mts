/**
 * The signed-in member's Dadfeed page statement as the app sends it (feedPageSql with dadfeedConditions): the
 * cursor of page 1,000, and the statement's EXPLAIN (ANALYZE, BUFFERS): the index it walks, how the channel
 * follows are read, its times, and the 8 KB buffers it found in PostgreSQL's shared buffers (hit) or had to read.
 */
import type pg from 'pg';
import { decodeCursor, encodeCursor, type FeedPosition } from '../../api/src/domain/feed/cursor.js';
import { dadfeedConditions } from '../../api/src/domain/feed/dadfeed.js';
import { feedPageSql } from '../../api/src/domain/feed/page.js';
import { explainAndTime } from './bench-db.mjs';
import { BENCH_PAGE, DEEP_PAGE } from './feed-shared.mjs';

/** The cursor a member holds after paging down to page DEEP_PAGE (the posts before it counted off the index). */
export async function deepPageCursor(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ createdAt: Date; id: string }>(
    `SELECT "createdAt", id FROM "Post" WHERE "groupId" IS NULL
     ORDER BY "createdAt" DESC, id DESC OFFSET $1 LIMIT 1`,
    [BENCH_PAGE * (DEEP_PAGE - 1) - 1],
  );
  return encodeCursor(rows[0]!);
}

export async function benchViewerId(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'bench1@example.com'`);
  return rows[0]!.id;
}

export interface Buffers {
  hit: number;
  read: number;
}

export interface PageExplain {
  rows: number;
  channelPosts: number;
  /** The plan's line for the walk of "Post". */
  walk: string;
  follows: 'once, hashed' | 'per post';
  planningMs: number;
  executionMs: number;
  /** Of the execution; the planning's apart. */
  buffers: Buffers;
  planningBuffers: Buffers;
  /** Time spent reading buffers in, when track_io_timing is on. */
  readMs: number;
  /** Of `runs` runs after the EXPLAIN. */
  medianMs: number;
}

const buffersOf = (line: string | undefined): Buffers => ({
  hit: Number(/hit=(\d+)/.exec(line ?? '')?.[1] ?? 0),
  read: Number(/read=(\d+)/.exec(line ?? '')?.[1] ?? 0),
});

/** The page after `cursor` (null: the first page), EXPLAINed once (with I/O timing), then run `runs` times. */
export async function explainPage(
  client: pg.Client,
  viewerId: string,
  cursor: string | null,
  runs: number,
): Promise<PageExplain> {
  const after: FeedPosition | null = cursor ? decodeCursor(cursor) : null;
  await client.query('SET track_io_timing = on');
  const {
    plan,
    rows: page,
    medianMs,
  } = await explainAndTime(client, feedPageSql(viewerId, dadfeedConditions(viewerId), after, BENCH_PAGE), runs);
  // The root node's lines are indented by two, as are the planning's after "Planning:".
  const planning = plan.indexOf('Planning:');
  const rootLines = plan.slice(1, planning < 0 ? undefined : planning).filter((line) => /^ {2}\S/.test(line));
  const planningLines = planning < 0 ? [] : plan.slice(planning + 1).filter((line) => /^ {2}\S/.test(line));
  const time = (label: string) => Number(plan.find((line) => line.startsWith(label))?.split(' ')[2] ?? NaN);
  return {
    rows: page.length,
    channelPosts: page.filter((row) => row.channelId !== null).length,
    walk: plan.find((line) => /Scan.* on "Post" p\b/.test(line))?.trim() ?? 'no scan of "Post" p found',
    follows: plan.some((line) => /"channelId" IS NULL\) OR \(hashed SubPlan/.test(line)) ? 'once, hashed' : 'per post',
    planningMs: time('Planning Time:'),
    executionMs: time('Execution Time:'),
    buffers: buffersOf(rootLines.find((line) => line.includes('Buffers:'))),
    planningBuffers: buffersOf(planningLines.find((line) => line.includes('Buffers:'))),
    readMs: Number(/read=([\d.]+)/.exec(rootLines.find((line) => line.includes('I/O Timings:')) ?? '')?.[1] ?? 0),
    medianMs,
  };
}

export function printExplain(label: string, e: PageExplain): void {
  console.log(
    `Dadfeed ${label}: ${e.rows} rows (${e.channelPosts} channel posts), median ${e.medianMs} ms over the runs\n` +
      `  ${e.walk}\n  channel follows read ${e.follows}\n` +
      `  planning ${e.planningMs} ms (buffers hit ${e.planningBuffers.hit}, read ${e.planningBuffers.read}), ` +
      `execution ${e.executionMs} ms (buffers hit ${e.buffers.hit}, read ${e.buffers.read}` +
      `${e.buffers.read ? `, ${e.readMs} ms reading` : ''})`,
  );
}
