/**
 * A channel page's header: banner and profile image (camera buttons for the creator), name
 * with the verified mark, description, subscriber count, created date, category and price badges; then Edit
 * Channel for the creator, Subscribe / Unsubscribe and Report for everyone else; the notification bell for all.
 */
import { CalendarDays, Camera, SquarePen, Users } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChannelHeader_channel$key } from '../../__generated__/ChannelHeader_channel.graphql';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { preloadOverlays } from '../../components/Dialog';
import { SafeImage } from '../../components/SafeImage';
import { NotificationBell } from '../../notifications/NotificationBell';
import { ReportButton } from '../../reports/ReportButton';
import { ChannelAvatar } from '../../channels/ChannelAvatar';
import { VerifiedMark } from '../../channels/VerifiedMark';
import { channelCategoryLabel } from '../../lib/channel-categories';
import type { ChannelImageKind } from '../../lib/channel-image';
import { countLabel, priceLabel } from '../../lib/channels';
import { formatDate } from '../../lib/dates';
import { ChannelImageUploadDialog } from './ChannelImageUploadDialog';
import { SubscribeButton } from './SubscribeButton';
import { useUploadChannelImage } from './useUploadChannelImage';
import { ModerationHiddenNote } from '../../components/ModerationHiddenNote';

interface Props {
  channel: ChannelHeader_channel$key;
  onEdit: () => void;
}

const cameraClasses = 'rounded-full bg-white/90 text-stone-800 shadow-sm hover:bg-white';

export function ChannelHeader({ channel, onEdit }: Props) {
  const data = useFragment(
    graphql`
      fragment ChannelHeader_channel on Channel {
        id
        databaseId
        name
        moderationHidden
        description
        profileImageUrl
        bannerImageUrl
        isVerified
        memberCount
        createdAt
        category
        subscriptionType
        subscriptionPrice
        isViewerCreator
        isFollowing
        viewerNotificationLevel
      }
    `,
    channel,
  );
  const [uploading, setUploading] = useState<ChannelImageKind | null>(null);
  const [upload, isUploading] = useUploadChannelImage(data);
  const openUpload = (kind: ChannelImageKind) => setUploading(kind);

  return (
    <Card className="overflow-hidden">
      <div className="relative h-36 bg-gradient-to-r from-brand-700 to-brand-400 sm:h-56">
        <SafeImage src={data.bannerImageUrl ?? undefined} alt="" className="size-full object-cover" />
        {data.isViewerCreator && (
          <Button
            size="icon"
            variant="ghost"
            aria-label="Upload banner image"
            className={`absolute top-3 right-3 ${cameraClasses}`}
            onPointerEnter={preloadOverlays}
            onClick={() => openUpload('banner')}
          >
            <Camera aria-hidden />
          </Button>
        )}
      </div>
      <div className="grid gap-3 p-4 sm:p-6">
        <div className="-mt-14 flex flex-wrap items-end gap-4 sm:-mt-16">
          <div className="relative">
            <ChannelAvatar name={data.name} src={data.profileImageUrl} size="xl" className="border-4 border-white" />
            {data.isViewerCreator && (
              <Button
                size="icon"
                variant="ghost"
                aria-label="Upload profile image"
                className={`absolute -right-1 bottom-0 size-9! ${cameraClasses}`}
                onPointerEnter={preloadOverlays}
                onClick={() => openUpload('profile')}
              >
                <Camera aria-hidden />
              </Button>
            )}
          </div>
          <div className="min-w-0 grow pt-14 sm:pt-16">
            <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
              <span className="min-w-0 break-words">{data.name}</span>
              {data.isVerified && <VerifiedMark className="size-6" />}
            </h1>
            <ModerationHiddenNote hidden={data.moderationHidden} className="mt-1" />
          </div>
          <div className="flex flex-wrap gap-2">
            {data.isViewerCreator ? (
              <Button variant="outline" onPointerEnter={preloadOverlays} onFocus={preloadOverlays} onClick={onEdit}>
                <SquarePen aria-hidden />
                Edit Channel
              </Button>
            ) : (
              <SubscribeButton channelId={data.id} channelName={data.name} isFollowing={data.isFollowing} />
            )}
            <NotificationBell kind="channel" targetId={data.id} level={data.viewerNotificationLevel} />
            {!data.isViewerCreator && <ReportButton targetType="channel" targetId={data.id} />}
          </div>
        </div>
        <p className="whitespace-pre-line text-stone-700">{data.description}</p>
        <ul aria-label="Channel facts" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-600">
          <li className="flex items-center gap-1">
            <Users aria-hidden className="size-4" />
            {countLabel(data.memberCount, 'subscriber')}
          </li>
          <li className="flex items-center gap-1">
            <CalendarDays aria-hidden className="size-4" />
            {`Created ${formatDate(new Date(data.createdAt), 'date')}`}
          </li>
          {data.category && (
            <li>
              <Badge variant="secondary">{channelCategoryLabel(data.category)}</Badge>
            </li>
          )}
          <li>
            <Badge variant={data.subscriptionType === 'subscription' ? 'default' : 'outline'}>
              {priceLabel(data.subscriptionType, data.subscriptionPrice)}
            </Badge>
          </li>
        </ul>
      </div>
      {uploading && (
        <ChannelImageUploadDialog
          kind={uploading}
          open
          onOpenChange={(open) => !open && setUploading(null)}
          upload={upload}
          isUploading={isUploading}
        />
      )}
    </Card>
  );
}
