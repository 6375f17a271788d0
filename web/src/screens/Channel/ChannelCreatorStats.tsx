/**
 * The creator's stats on their channel's page (null for anyone else): new followers and fist bumps over the last 30
 * days, the fist bumps of all time, and the followers day by day as a small bar chart.
 */
import { BarChart3 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChannelCreatorStats_channel$key } from '../../__generated__/ChannelCreatorStats_channel.graphql';
import { Card } from '../../components/Card';

export function ChannelCreatorStats({ channel }: { channel: ChannelCreatorStats_channel$key }) {
  const { creatorStats: stats } = useFragment(
    graphql`
      fragment ChannelCreatorStats_channel on Channel {
        creatorStats {
          newFollowersLast30Days
          fistBumpCount
          fistBumpsLast30Days
          followersByDay {
            day
            followerCount
          }
        }
      }
    `,
    channel,
  );
  if (!stats) return null;
  const highest = Math.max(1, ...stats.followersByDay.map((day) => day.followerCount));
  const first = stats.followersByDay[0];
  const last = stats.followersByDay.at(-1);
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <BarChart3 aria-hidden className="size-5 text-brand-600" />
        Creator Stats
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Figure label="New followers (30 days)" value={stats.newFollowersLast30Days} />
        <Figure label="Fist bumps (30 days)" value={stats.fistBumpsLast30Days} />
        <Figure label="Fist bumps on channel posts" value={stats.fistBumpCount} />
        <Figure label="Followers today" value={last?.followerCount ?? 0} />
      </dl>
      <figure className="grid gap-1">
        <div
          role="img"
          aria-label={`Followers over the last 30 days: from ${first?.followerCount ?? 0} to ${last?.followerCount ?? 0}`}
          className="flex h-16 items-end gap-px"
        >
          {stats.followersByDay.map((day) => (
            <span
              key={day.day}
              title={`${day.day}: ${day.followerCount}`}
              className="min-h-px grow rounded-t-sm bg-brand-500"
              style={{ height: `${(day.followerCount / highest) * 100}%` }}
            />
          ))}
        </div>
        <figcaption className="text-xs text-stone-500">Followers over the last 30 days</figcaption>
      </figure>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-xl font-bold text-ink">{value}</dd>
    </div>
  );
}
