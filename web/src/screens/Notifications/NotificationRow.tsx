/**
 * One notification on /notifications: the icon of its kind, what it says, how long ago and 'New' when it is unread
 * and was not yet shown on this browser. Opening it marks it read and goes to what it is about (docs/people.md);
 * one with nowhere to go is a button that only marks it read.
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { NotificationRow_notification$key } from '../../__generated__/NotificationRow_notification.graphql';
import { Badge } from '../../components/Badge';
import { cn } from '../../lib/cn';
import { notificationKind, notificationPath } from '../../lib/notification-kinds';
import { Link } from '../../router/Link';
import { NotificationText } from '../Shell/NotificationItem';
import { InvitationAnswer, pendingInvitationOf } from './InvitationAnswer';
import { NOTIFICATION_ICONS } from './notification-icons';

interface Props {
  notification: NotificationRow_notification$key;
  isNew: boolean;
  onOpen: (notification: { id: string; isRead: boolean }) => void;
}

const rowClasses =
  'flex w-full items-start gap-3 rounded-lg px-3 py-3 text-left transition-colors hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600';

export function NotificationRow({ notification, isNew, onOpen }: Props) {
  const data = useFragment(
    graphql`
      fragment NotificationRow_notification on Notification {
        id
        type
        title
        message
        isRead
        createdAt
        targetType
        targetId
        groupInvitation {
          id
        }
        eventInvitation {
          id
        }
        actor {
          databaseId
        }
      }
    `,
    notification,
  );
  const Icon = NOTIFICATION_ICONS[notificationKind(data.type)];
  const path = notificationPath({
    targetType: data.targetType,
    targetId: data.targetId,
    actorId: data.actor?.databaseId,
  });
  const content = (
    <>
      <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
        <Icon className="size-4" />
      </span>
      <NotificationText title={data.title} message={data.message} createdAt={data.createdAt} />
      {isNew && <Badge className="self-center">New</Badge>}
      {!data.isRead && !isNew && <span className="sr-only">Unread</span>}
    </>
  );
  const open = () => onOpen(data);
  const invitation = pendingInvitationOf(data);
  return (
    <li className={cn('rounded-lg', !data.isRead && 'bg-brand-50')}>
      {path ? (
        <Link to={path} onClick={open} className={rowClasses}>
          {content}
        </Link>
      ) : (
        <button type="button" onClick={open} className={cn(rowClasses, 'cursor-pointer')}>
          {content}
        </button>
      )}
      {invitation && (
        <div className="px-3 pb-3 pl-15">
          <InvitationAnswer {...invitation} />
        </div>
      )}
    </li>
  );
}
