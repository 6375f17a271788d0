/**
 * 'Suggested Channels': the channel suggested for the member (Query.suggestedContent: picked from their
 * interests among channels they neither created nor follow), with a Follow button. After a follow the
 * dashboard fetches this widget and My Channels again (LeftColumn).
 */
import { Compass, Plus } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SuggestedChannelsWidget_query$key } from '../../../__generated__/SuggestedChannelsWidget_query.graphql';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { WidgetData } from '../WidgetData';
import { channelCategoryLabel } from '../../../lib/channel-categories';
import { useFollowChannel } from '../../../channels/useFollowChannel';
import { channelEntry, WidgetEntry } from './WidgetEntry';

/** Suggested items show at most 2 categories. */
const CATEGORIES_SHOWN = 2;

interface Props {
  query: SuggestedChannelsWidget_query$key;
  /** Goes up when the suggestion was fetched again: a failed one retries. */
  version: number;
  onFollowed: () => void;
}

export function SuggestedChannelsWidget({ query, version, onFollowed }: Props) {
  return (
    <SectionCard title="Suggested Channels" icon={Compass}>
      <WidgetData
        rows={1}
        label="Loading channel suggestions…"
        resetKey={version}
        failedMessage="Channel suggestions could not be loaded right now."
      >
        <SuggestedChannelsList query={query} onFollowed={onFollowed} />
      </WidgetData>
    </SectionCard>
  );
}

/** Read inside the widget's boundary: a failed `suggestedContent` shows the widget's own message. */
function SuggestedChannelsList({ query, onFollowed }: Omit<Props, 'version'>) {
  const { suggestedContent } = useFragment(
    graphql`
      fragment SuggestedChannelsWidget_query on Query @refetchable(queryName: "SuggestedChannelsWidgetQuery") @throwOnFieldError {
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
    `,
    query,
  );
  const [follow, isFollowing] = useFollowChannel();
  const channels = suggestedContent?.channels ?? [];
  if (channels.length === 0) return <SectionEmpty>No channel suggestions right now.</SectionEmpty>;
  return (
    <ul aria-label="Suggested channels" className="grid gap-4">
      {channels.map((channel) => (
        <li key={channel.id} className="grid gap-2 text-sm">
          <div className="flex items-center gap-3">
            <WidgetEntry {...channelEntry(channel)} className="flex-1" />
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
          {channel.description && (
            <p className="line-clamp-2 text-xs text-stone-600" title={channel.description}>
              {channel.description}
            </p>
          )}
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
