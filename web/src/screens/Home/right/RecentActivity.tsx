/**
 * Recent Activity: the viewer's 3 latest notifications with their age. The list
 * comes with the page's query and is fetched again whenever the live unread count (kept in the store by the
 * bell's subscription) changes.
 */
import { Activity } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecentActivity_list$key } from '../../../__generated__/RecentActivity_list.graphql';
import type { RecentActivity_query$key } from '../../../__generated__/RecentActivity_query.graphql';
import type { RecentActivityQuery } from '../../../__generated__/RecentActivityQuery.graphql';
import recentActivityQuery from '../../../__generated__/RecentActivityQuery.graphql';
import { useRefresh } from '../../../relay/refresh';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { WidgetData } from '../WidgetData';
import { ActivityItem } from './ActivityItem';
import { ACTIVITY_SHOWN } from './limits';

export function RecentActivity({ query }: { query: RecentActivity_query$key }) {
  const data = useFragment(
    graphql`
      fragment RecentActivity_query on Query {
        unreadNotificationCount
        ...RecentActivity_list
      }
    `,
    query,
  );
  const version = useRefreshOnChange(data.unreadNotificationCount);
  return (
    <SectionCard title="Recent Activity" icon={Activity}>
      <WidgetData
        rows={ACTIVITY_SHOWN}
        label="Loading recent activity…"
        resetKey={version}
        failedMessage="Recent activity could not be loaded right now."
      >
        <ActivityList list={data} />
      </WidgetData>
    </SectionCard>
  );
}

/** Fetches the list again each time the unread count changes after the first render; counts the refreshes. */
function useRefreshOnChange(unreadCount: number | null | undefined): number {
  const refresh = useRefresh<RecentActivityQuery>(recentActivityQuery);
  const [version, setVersion] = useState(0);
  const last = useRef(unreadCount);
  useEffect(() => {
    if (last.current === unreadCount) return;
    last.current = unreadCount;
    // A failed refresh keeps the list on screen; the next change tries again.
    refresh().then(
      () => setVersion((current) => current + 1),
      () => undefined,
    );
  }, [unreadCount, refresh]);
  return version;
}

/** Read inside the widget's boundary: a failed `notifications` shows the widget's own message. */
function ActivityList({ list }: { list: RecentActivity_list$key }) {
  const { notifications } = useFragment(
    // first: ACTIVITY_SHOWN (home-query.test.ts checks they agree)
    graphql`
      fragment RecentActivity_list on Query @refetchable(queryName: "RecentActivityQuery") @throwOnFieldError {
        notifications(first: 3) {
          edges {
            node {
              id
              ...ActivityItem_notification
            }
          }
        }
      }
    `,
    list,
  );
  const edges = notifications?.edges ?? [];
  if (edges.length === 0) {
    return (
      <SectionEmpty>
        No recent activity yet. Connection requests, fist bumps and comments will show up here.
      </SectionEmpty>
    );
  }
  return (
    <ul aria-label="Latest notifications" className="space-y-3">
      {edges.slice(0, ACTIVITY_SHOWN).map(({ node }) => (
        <ActivityItem key={node.id} notification={node} />
      ))}
    </ul>
  );
}
