/** 'My Channels': the first 5 channels the member follows, newest follow first, each linking to its page. */
import { Radio } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MyChannelsWidget_query$key } from '../../../__generated__/MyChannelsWidget_query.graphql';
import { buttonClasses } from '../../../components/Button';
import { Link } from '../../../router/Link';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { WidgetData } from '../WidgetData';
import { channelEntry, WidgetEntry } from './WidgetEntry';
import { FOLLOWED_CHANNELS_SHOWN } from './left-limits';

interface Props {
  query: MyChannelsWidget_query$key;
  /** Goes up when the list was fetched again (after a follow elsewhere on the dashboard): a failed list retries. */
  version: number;
}

export function MyChannelsWidget({ query, version }: Props) {
  return (
    <SectionCard title="My Channels" icon={Radio}>
      <WidgetData
        rows={2}
        label="Loading your channels…"
        resetKey={version}
        failedMessage="Your channels could not be loaded right now."
      >
        <MyChannelsList query={query} />
      </WidgetData>
    </SectionCard>
  );
}

/** Read inside the widget's boundary: a failed `followedChannels` shows the widget's own message. */
function MyChannelsList({ query }: { query: MyChannelsWidget_query$key }) {
  const { followedChannels } = useFragment(
    // first: FOLLOWED_CHANNELS_SHOWN (home-query.test.ts checks they agree)
    graphql`
      fragment MyChannelsWidget_query on Query @refetchable(queryName: "MyChannelsWidgetQuery") @throwOnFieldError {
        followedChannels(first: 5) {
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
    `,
    query,
  );
  const channels = (followedChannels?.edges ?? []).slice(0, FOLLOWED_CHANNELS_SHOWN).map((edge) => edge.node.channel);
  if (channels.length === 0) {
    return (
      <SectionEmpty
        action={
          <Link to="/channels" className={buttonClasses({ variant: 'link', size: 'sm' })}>
            Explore channels
          </Link>
        }
      >
        You are not following any channels yet.
      </SectionEmpty>
    );
  }
  return (
    <ul aria-label="Channels you follow" className="grid gap-3">
      {channels.map((channel) => (
        <li key={channel.id} className="flex items-center gap-3 text-sm">
          <WidgetEntry {...channelEntry(channel)} />
        </li>
      ))}
    </ul>
  );
}
