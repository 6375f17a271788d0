/**
 * What the Dad Score badge's popover lists (Posts, Connections, Groups, Events Attended),
 * read from `User.stats`.
 */

export const DAD_SCORE_STATS = ['Posts', 'Connections', 'Groups', 'Events Attended'] as const;

export type DadScoreStat = (typeof DAD_SCORE_STATS)[number];

/** Shown for a count the server did not send (never a made-up number). */
export const STAT_NOT_YET_AVAILABLE = '—';

export interface UserStatsCounts {
  readonly posts: number;
  readonly connections: number;
  readonly groups: number;
  readonly events: number;
}

/** `User.stats` as the popover's rows. */
export function statCounts(stats: UserStatsCounts | null | undefined): Partial<Record<DadScoreStat, number>> {
  if (!stats) return {};
  return { Posts: stats.posts, Connections: stats.connections, Groups: stats.groups, 'Events Attended': stats.events };
}

export function statValue(counts: Partial<Record<DadScoreStat, number>>, stat: DadScoreStat): string {
  const count = counts[stat];
  return count === undefined ? STAT_NOT_YET_AVAILABLE : count.toLocaleString('en-US');
}
