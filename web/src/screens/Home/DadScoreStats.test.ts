import { describe, expect, it } from 'vitest';
import { DAD_SCORE_STATS, STAT_NOT_YET_AVAILABLE, statCounts, statValue } from './dad-score-stats';

describe('the Dad Score breakdown', () => {
  it('lists its four stats, in order', () => {
    expect(DAD_SCORE_STATS).toEqual(['Posts', 'Connections', 'Groups', 'Events Attended']);
  });

  it('shows the counts from User.stats', () => {
    const counts = statCounts({ posts: 1234, connections: 0, groups: 3, events: 7 });
    expect(DAD_SCORE_STATS.map((stat) => statValue(counts, stat))).toEqual(['1,234', '0', '3', '7']);
  });

  it('shows a dash, never a made-up number, without stats', () => {
    expect(statValue(statCounts(null), 'Posts')).toBe(STAT_NOT_YET_AVAILABLE);
  });
});
