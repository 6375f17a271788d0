import { graphql, useFragment } from 'react-relay/hooks';
import type { ActivityItem_notification$key } from '../../../__generated__/ActivityItem_notification.graphql';
import { ageLabel } from '../../../lib/age-label';
import { cn } from '../../../lib/cn';

/** One notification in Recent Activity: what happened and how long ago; unread ones carry a dot. */
export function ActivityItem({ notification }: { notification: ActivityItem_notification$key }) {
  const { title, message, isRead, createdAt } = useFragment(
    graphql`
      fragment ActivityItem_notification on Notification {
        title
        message
        isRead
        createdAt
      }
    `,
    notification,
  );
  return (
    <li className="flex gap-2.5">
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', isRead ? 'bg-stone-300' : 'bg-brand-600')}
      />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-semibold text-ink" title={title}>
            {title}
          </span>
          <time dateTime={String(createdAt)} className="shrink-0 text-xs text-stone-600">
            {ageLabel(String(createdAt))}
          </time>
        </p>
        <p className="line-clamp-2 text-sm text-stone-600" title={message}>
          {message}
        </p>
        {!isRead && <span className="sr-only">Unread</span>}
      </div>
    </li>
  );
}
