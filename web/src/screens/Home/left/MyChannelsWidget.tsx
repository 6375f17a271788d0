/** 'My Channels': the first 5 channels the member follows, newest follow first, each linking to its page. */
import { Radio } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { MyChannelsWidgetQuery } from '../../../__generated__/MyChannelsWidgetQuery.graphql';
import { buttonClasses } from '../../../components/Button';
import { Link } from '../../../router/Link';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { WidgetData } from '../WidgetData';
import { ChannelAvatar } from './ChannelAvatar';
import { FOLLOWED_CHANNELS_SHOWN } from './left-limits';

const myChannelsQuery = graphql`
  query MyChannelsWidgetQuery($first: Int!) {
    followedChannels(first: $first) {
      edges {
        node {
          channel {
            id
            databaseId
            name
            profileImageUrl
            followerCount
          }
        }
      }
    }
  }
`;

/** `refreshKey` changes when the member follows a channel elsewhere on the dashboard. */
export function MyChannelsWidget({ refreshKey }: { refreshKey: number }) {
  return (
    <SectionCard title="My Channels" icon={Radio}>
      <WidgetData rows={2} label="Loading your channels…" failedMessage="Your channels could not be loaded right now.">
        <MyChannelsList refreshKey={refreshKey} />
      </WidgetData>
    </SectionCard>
  );
}

function MyChannelsList({ refreshKey }: { refreshKey: number }) {
  const { followedChannels } = useLazyLoadQuery<MyChannelsWidgetQuery>(
    myChannelsQuery,
    { first: FOLLOWED_CHANNELS_SHOWN },
    { fetchKey: refreshKey, fetchPolicy: 'store-and-network' },
  );
  const channels = followedChannels.edges.slice(0, FOLLOWED_CHANNELS_SHOWN).map((edge) => edge.node.channel);
  if (channels.length === 0) {
    return (
      <SectionEmpty action={<Link to="/channels" className={buttonClasses({ variant: 'link', size: 'sm' })}>Explore channels</Link>}>
        You are not following any channels yet.
      </SectionEmpty>
    );
  }
  return (
    <ul aria-label="Channels you follow" className="grid gap-3">
      {channels.map((channel) => (
        <li key={channel.id} className="flex items-center gap-3 text-sm">
          <ChannelAvatar name={channel.name} src={channel.profileImageUrl} />
          <div className="grid min-w-0">
            <Link to={`/channels/${channel.databaseId}`} className="truncate font-semibold text-ink hover:text-brand-700 hover:underline">
              {channel.name}
            </Link>
            <span className="text-xs text-stone-600">
              {channel.followerCount} {channel.followerCount === 1 ? 'follower' : 'followers'}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
