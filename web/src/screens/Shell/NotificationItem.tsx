import { graphql, useFragment } from 'react-relay/hooks';
import type { NotificationItem_notification$key } from '../../__generated__/NotificationItem_notification.graphql';
import { Avatar } from '../../components/Avatar';
import { ageLabel } from '../../lib/age-label';
import { cn } from '../../lib/cn';
import { InvitationAnswer, pendingInvitationOf } from '../Notifications/InvitationAnswer';

/** One notification in the bell's dropdown: who, what, how long ago; unread ones stand out. */
export function NotificationItem({ notification }: { notification: NotificationItem_notification$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        title
        message
        isRead
        createdAt
        groupInvitation {
          id
        }
        eventInvitation {
          id
        }
        actor {
          username
          firstName
          lastName
          profileImageUrl
        }
      }
    `,
    notification,
  );
  const { title, message, isRead, createdAt, actor } = data;
  const invitation = pendingInvitationOf(data);
  return (
    <li className={cn('flex gap-3 rounded-lg px-3 py-2.5', !isRead && 'bg-brand-50')}>
      <Avatar user={actor} src={actor?.profileImageUrl} size="sm" alt="" />
      <div className="grid min-w-0 flex-1 gap-2">
        <NotificationText title={title} message={message} createdAt={createdAt} />
        {/* Answered right here: the group's or event's page is one more step away. */}
        {invitation && <InvitationAnswer {...invitation} />}
      </div>
      {!isRead && <span className="sr-only">Unread</span>}
    </li>
  );
}

/** What a notification says and how long ago (the dropdown's items, the /notifications page's rows). */
export function NotificationText({
  title,
  message,
  createdAt,
}: {
  title: string;
  message: string;
  createdAt: unknown;
}) {
  return (
    <div className="min-w-0 flex-1">
      <p className="flex items-baseline justify-between gap-2">
        <span className="line-clamp-2 text-sm font-semibold text-ink" title={title}>
          {title}
        </span>
        <time dateTime={String(createdAt)} className="shrink-0 text-xs text-stone-600">
          {ageLabel(String(createdAt))}
        </time>
      </p>
      <p className="line-clamp-2 text-sm text-stone-600" title={message}>
        {message}
      </p>
    </div>
  );
}
