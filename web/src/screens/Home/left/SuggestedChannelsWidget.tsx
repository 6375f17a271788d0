/**
 * 'Suggested Channels': the channel suggested for the member (Query.suggestedContent: picked from their
 * interests among channels they neither created nor follow), with a Follow button. After a follow the
 * dashboard fetches this widget and My Channels again.
 */
import { Compass, Plus } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SuggestedChannelsWidgetQuery } from '../../../__generated__/SuggestedChannelsWidgetQuery.graphql';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Link } from '../../../router/Link';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { WidgetData } from '../WidgetData';
import { ChannelAvatar } from './ChannelAvatar';
import { channelCategoryLabel } from './channel-categories';
import { useFollowChannel } from './useFollowChannel';

/** Suggested items show at most 2 categories (spec part 1 section 9). */
const CATEGORIES_SHOWN = 2;

const suggestedChannelsQuery = graphql`
  query SuggestedChannelsWidgetQuery {
    suggestedContent {
      channels {
        id
        databaseId
        name
        description
        profileImageUrl
        followerCount
        categories
      }
    }
  }
`;

interface Props {
  refreshKey: number;
  onFollowed: () => void;
}

export function SuggestedChannelsWidget(props: Props) {
  return (
    <SectionCard title="Suggested Channels" icon={Compass}>
      <WidgetData rows={1} label="Loading channel suggestions…" failedMessage="Channel suggestions could not be loaded right now.">
        <SuggestedChannelsList {...props} />
      </WidgetData>
    </SectionCard>
  );
}

function SuggestedChannelsList({ refreshKey, onFollowed }: Props) {
  const { suggestedContent } = useLazyLoadQuery<SuggestedChannelsWidgetQuery>(
    suggestedChannelsQuery,
    {},
    { fetchKey: refreshKey, fetchPolicy: 'store-and-network' },
  );
  const [follow, isFollowing] = useFollowChannel();
  const channels = suggestedContent.channels;
  if (channels.length === 0) return <SectionEmpty>No channel suggestions right now.</SectionEmpty>;
  return (
    <ul aria-label="Suggested channels" className="grid gap-4">
      {channels.map((channel) => (
        <li key={channel.id} className="grid gap-2 text-sm">
          <div className="flex items-center gap-3">
            <ChannelAvatar name={channel.name} src={channel.profileImageUrl} />
            <div className="grid min-w-0 flex-1">
              <Link to={`/channels/${channel.databaseId}`} className="truncate font-semibold text-ink hover:text-brand-700 hover:underline">
                {channel.name}
              </Link>
              <span className="text-xs text-stone-600">
                {channel.followerCount} {channel.followerCount === 1 ? 'follower' : 'followers'}
              </span>
            </div>
            <Button
              size="sm"
              variant="secondary"
              loading={isFollowing}
              aria-label={`Follow ${channel.name}`}
              onClick={async () => {
                if (await follow(channel.id)) onFollowed();
              }}
            >
              <Plus aria-hidden />
              Follow
            </Button>
          </div>
          {channel.description && <p className="line-clamp-2 text-xs text-stone-600">{channel.description}</p>}
          {channel.categories.length > 0 && (
            <ul aria-label="Categories" className="flex flex-wrap gap-1">
              {channel.categories.slice(0, CATEGORIES_SHOWN).map((category) => (
                <li key={category}>
                  <Badge variant="secondary">{channelCategoryLabel(category)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
