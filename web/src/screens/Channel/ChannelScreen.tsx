/**
 * /channels/{id}: the header (images, name, counts, badges; Subscribe or the creator's
 * Edit Channel and camera buttons), About This Channel, the channel's posts (with the creator's composer), Channel
 * Stats and the creator's stats. 'Channel not found' for a channel that is
 * missing or hidden from the viewer. The page's changes (a follow, an edit, a new image) update the store from
 * their answers: nothing fetches the page again.
 */
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ChannelScreenQuery } from '../../__generated__/ChannelScreenQuery.graphql';
import { buttonClasses } from '../../components/Button';
import { EditChannelDialog } from '../../channels/EditChannelDialog';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import type { ScreenProps } from '../../router/routes';
import { ChannelAboutCard } from './ChannelAboutCard';
import { ChannelCreatorStats } from './ChannelCreatorStats';
import { ChannelHeader } from './ChannelHeader';
import { ChannelNotFound } from './ChannelNotFound';
import { ChannelPosts } from './ChannelPosts';
import { ChannelStatsCard } from './ChannelStatsCard';

export const channelScreenQuery = graphql`
  query ChannelScreenQuery($databaseId: String!) {
    channel(databaseId: $databaseId) {
      id
      name
      isViewerCreator
      ...ChannelHeader_channel
      ...ChannelAboutCard_channel
      ...ChannelStatsCard_channel
      ...EditChannelDialog_channel
      ...ChannelPosts_channel
      ...ChannelCreatorStats_channel
    }
  }
`;

export default function ChannelScreen({ queryRef }: ScreenProps<ChannelScreenQuery>) {
  const { channel } = usePreloadedQuery<ChannelScreenQuery>(channelScreenQuery, queryRef!);
  const [editing, setEditing] = useState(false);
  if (!channel) return <ChannelNotFound />;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`${channel.name} · ${PRODUCT_NAME}`}</title>
      <Link to="/channels" className={buttonClasses({ variant: 'link', size: 'sm', className: 'justify-self-start' })}>
        <ArrowLeft aria-hidden />
        Back to Channels
      </Link>
      <ChannelHeader channel={channel} onEdit={() => setEditing(true)} />
      {channel.isViewerCreator && <EditChannelDialog channel={channel} open={editing} onOpenChange={setEditing} />}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-6">
          <ChannelAboutCard channel={channel} />
          <ChannelPosts channel={channel} />
        </div>
        <aside aria-label="About the channel" className="grid content-start gap-6">
          <ChannelStatsCard channel={channel} />
          <ChannelCreatorStats channel={channel} />
        </aside>
      </div>
    </div>
  );
}
