/** A card's Follow button; once followed it reads Following, and pressing it again stops following. */
import { Check, UserPlus } from 'lucide-react';
import { Button } from '../../components/Button';
import { useFollowChannel } from '../../channels/useFollowChannel';
import { useUnfollowChannel } from '../../channels/useUnfollowChannel';

interface Props {
  channelId: string;
  channelName: string;
  isFollowing: boolean;
}

export function FollowButton({ channelId, channelName, isFollowing }: Props) {
  const [follow, isFollowPending] = useFollowChannel();
  const [unfollow, isUnfollowPending] = useUnfollowChannel();
  return (
    <Button
      size="sm"
      variant={isFollowing ? 'outline' : 'primary'}
      loading={isFollowPending || isUnfollowPending}
      title={isFollowing ? `Stop following ${channelName}` : undefined}
      onClick={() => void (isFollowing ? unfollow(channelId) : follow(channelId))}
    >
      {isFollowing ? <Check aria-hidden /> : <UserPlus aria-hidden />}
      {isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}
