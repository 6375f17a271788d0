/** Subscribe / Unsubscribe on a channel's page: following it, or no longer (toasts 'Subscribed' / 'Unsubscribed'). */
import { BellOff, BellPlus } from 'lucide-react';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { useFollowChannel } from '../../channels/useFollowChannel';
import { useUnfollowChannel } from '../../channels/useUnfollowChannel';

interface Props {
  channelId: string;
  channelName: string;
  isFollowing: boolean;
}

export function SubscribeButton({ channelId, channelName, isFollowing }: Props) {
  const [follow, isFollowPending] = useFollowChannel();
  const [unfollow, isUnfollowPending] = useUnfollowChannel();

  async function toggle() {
    if (isFollowing) {
      if (await unfollow(channelId))
        toast({ title: 'Unsubscribed', description: `You will no longer follow ${channelName}.` });
    } else if (await follow(channelId)) {
      toast({ title: 'Subscribed', description: `You now follow ${channelName}.` });
    }
  }

  return (
    <Button
      variant={isFollowing ? 'outline' : 'primary'}
      loading={isFollowPending || isUnfollowPending}
      onClick={() => void toggle()}
    >
      {isFollowing ? <BellOff aria-hidden /> : <BellPlus aria-hidden />}
      {isFollowing ? 'Unsubscribe' : 'Subscribe'}
    </Button>
  );
}
