/**
 * One mute or follow: what it is about (a link to it; 'No longer available' when it is gone or hidden), Muted or
 * Following, and Remove, after which the category settings decide again.
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { FollowRow_follow$data, FollowRow_follow$key } from '../../__generated__/FollowRow_follow.graphql';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { notificationPath } from '../../lib/notification-kinds';
import { FOLLOW_LEVEL_LABELS } from '../../lib/notification-settings';
import { MutationError } from '../../relay/mutation';
import { Link } from '../../router/Link';
import { useSetNotificationFollow } from '../../notifications/useSetNotificationFollow';

interface Props {
  follow: FollowRow_follow$key;
  /** The list's connection, which the removed row leaves. */
  connectionId: string;
  onRemoved: () => void;
}

const KIND_LABELS: Record<string, string> = {
  group: 'Group',
  event: 'Event',
  channel: 'Channel',
  question: 'Question',
  conversation: 'Conversation',
};

export function FollowRow({ follow: key, connectionId, onRemoved }: Props) {
  const follow = useFragment(
    graphql`
      fragment FollowRow_follow on NotificationFollow {
        targetType
        level
        target {
          __typename
          id
          ... on Group {
            databaseId
            name
          }
          ... on Event {
            databaseId
            title
          }
          ... on Channel {
            databaseId
            name
          }
          ... on Question {
            databaseId
            title
          }
          ... on Conversation {
            databaseId
            isGroup
            conversationTitle: title
            otherParticipant {
              username
            }
          }
        }
      }
    `,
    key,
  );
  const [setLevel, isRemoving] = useSetNotificationFollow({ connectionId });
  const { target } = follow;
  const name = targetName(target);
  const path =
    target && 'databaseId' in target
      ? notificationPath({ targetType: follow.targetType, targetId: target.databaseId })
      : null;

  async function remove() {
    if (!target) return;
    try {
      await setLevel(target.id, null);
      toast({ title: 'Removed', description: `${name} follows your notification settings again.` });
      onRemoved();
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const description = error instanceof MutationError ? error.message : 'Failed to remove it. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="text-xs font-semibold text-stone-500">{KIND_LABELS[follow.targetType] ?? 'Other'}</span>
        {path ? (
          <Link to={path} className="font-semibold break-words text-brand-700 hover:underline">
            {name}
          </Link>
        ) : (
          <span className="break-words text-stone-600 italic">{name}</span>
        )}
      </div>
      <Badge variant={follow.level === 'muted' ? 'secondary' : 'default'}>
        {FOLLOW_LEVEL_LABELS[follow.level] ?? follow.level}
      </Badge>
      {/* A target that is gone has no id to clear it by (the list does not give one). */}
      {target && (
        <Button
          variant="outline"
          size="sm"
          loading={isRemoving}
          aria-label={`Remove ${name}`}
          onClick={() => void remove()}
        >
          Remove
        </Button>
      )}
    </li>
  );
}

const GONE = 'No longer available';

/** Its name, title, or a conversation's name as the inbox gives it. */
function targetName(target: FollowRow_follow$data['target']): string {
  if (!target) return GONE;
  if (target.__typename === 'Conversation') {
    if (target.conversationTitle?.trim()) return target.conversationTitle;
    // The inbox's names (lib/conversation-name.ts) without importing it: that moved the name helpers out of the
    // member app's chunk into one more script for the home page. A member's username is always set.
    if (target.isGroup) return 'Group Chat';
    return target.otherParticipant?.username ?? 'Deleted member';
  }
  return target.name ?? target.title ?? GONE;
}
