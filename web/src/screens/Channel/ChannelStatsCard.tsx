/** Channel Stats: Subscribers, Category, Type (Free or Premium), Price for a subscription, Created. */
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChannelStatsCard_channel$key } from '../../__generated__/ChannelStatsCard_channel.graphql';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { channelCategoryLabel } from '../../lib/channel-categories';
import { channelTypeLabel, priceLabel } from '../../lib/channels';
import { formatDate } from '../../lib/dates';

export function ChannelStatsCard({ channel }: { channel: ChannelStatsCard_channel$key }) {
  const data = useFragment(
    graphql`
      fragment ChannelStatsCard_channel on Channel {
        memberCount
        category
        subscriptionType
        subscriptionPrice
        createdAt
      }
    `,
    channel,
  );
  const isSubscription = data.subscriptionType === 'subscription';
  const rows: Array<[string, string]> = [
    ['Subscribers', String(data.memberCount)],
    ['Category', data.category ? channelCategoryLabel(data.category) : 'None'],
    ['Type', channelTypeLabel(data.subscriptionType)],
  ];
  if (isSubscription) rows.push(['Price', priceLabel(data.subscriptionType, data.subscriptionPrice)]);
  rows.push(['Created', formatDate(new Date(data.createdAt), 'date')]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Channel Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4">
              <dt className="text-stone-600">{term}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
