/**
 * One channel in the directory: avatar, name with the verified mark, follower and post
 * counts, description, up to 3 categories and 3 hashtags with '+N', View (its page), the website and contact
 * e-mail; Edit and Delete for its creator, Follow (Following once followed) for everyone else.
 */
import { Users } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChannelCard_channel$key } from '../../__generated__/ChannelCard_channel.graphql';
import { buttonClasses } from '../../components/Button';
import { Card } from '../../components/Card';
import { ChannelAvatar } from '../../channels/ChannelAvatar';
import { ChannelLinks } from '../../channels/ChannelLinks';
import { VerifiedMark } from '../../channels/VerifiedMark';
import { countLabel } from '../../lib/channels';
import { Link } from '../../router/Link';
import { ChannelCardTags } from './ChannelCardTags';
import { CreatorActions } from './CreatorActions';
import { FollowButton } from './FollowButton';

export function ChannelCard({ channel, connectionId }: { channel: ChannelCard_channel$key; connectionId: string }) {
  const data = useFragment(
    graphql`
      fragment ChannelCard_channel on Channel {
        id
        databaseId
        name
        description
        profileImageUrl
        isVerified
        followerCount
        postCount
        categories
        hashtags
        website
        contactEmail
        isViewerCreator
        isFollowing
        ...CreatorActions_channel
      }
    `,
    channel,
  );
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <ChannelAvatar name={data.name} src={data.profileImageUrl} size="lg" />
        <div className="min-w-0 grow">
          <h3 className="flex items-center gap-1.5 text-lg font-bold text-ink">
            <span className="truncate" title={data.name}>
              {data.name}
            </span>
            {data.isVerified && <VerifiedMark />}
          </h3>
          <p className="flex flex-wrap gap-x-3 text-sm text-stone-600">
            <span className="flex items-center gap-1">
              <Users aria-hidden className="size-4" />
              {countLabel(data.followerCount, 'follower')}
            </span>
            <span>{countLabel(data.postCount, 'post')}</span>
          </p>
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-stone-700" title={data.description}>
        {data.description}
      </p>
      <ChannelCardTags categories={data.categories} hashtags={data.hashtags} />
      <ChannelLinks website={data.website} contactEmail={data.contactEmail} />
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
        <Link to={`/channels/${data.databaseId}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          View<span className="sr-only"> {data.name}</span>
        </Link>
        <div className="ml-auto flex gap-2">
          {data.isViewerCreator ? (
            <CreatorActions channel={data} connectionId={connectionId} />
          ) : (
            <FollowButton channelId={data.id} channelName={data.name} isFollowing={data.isFollowing} />
          )}
        </div>
      </div>
    </Card>
  );
}
