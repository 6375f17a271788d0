/**
 * Recent Activity: the viewer's 3 latest notifications with their age (spec part 1 sections 7 and 9). It is
 * fetched again whenever the live unread count (kept in the store by the bell's subscription) changes.
 */
import { Activity } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { RecentActivityQuery } from '../../../__generated__/RecentActivityQuery.graphql';
import type { RecentActivityUnreadQuery } from '../../../__generated__/RecentActivityUnreadQuery.graphql';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { ActivityItem } from './ActivityItem';
import { ACTIVITY_SHOWN } from './limits';
import { WidgetData } from '../WidgetData';

const recentActivityQuery = graphql`
  query RecentActivityQuery($first: Int!) {
    notifications(first: $first) {
      edges {
        node {
          id
          ...ActivityItem_notification
        }
      }
    }
  }
`;

const unreadQuery = graphql`
  query RecentActivityUnreadQuery {
    unreadNotificationCount
  }
`;

export function RecentActivity() {
  return (
    <SectionCard title="Recent Activity" icon={Activity}>
      <WidgetData rows={ACTIVITY_SHOWN} label="Loading recent activity…" failedMessage="Recent activity could not be loaded right now.">
        <ActivityList />
      </WidgetData>
    </SectionCard>
  );
}

/** A number that goes up each time the unread count changes after the first render. */
function useUnreadChanges(): number {
  const { unreadNotificationCount } = useLazyLoadQuery<RecentActivityUnreadQuery>(unreadQuery, {}, { fetchPolicy: 'store-or-network' });
  const [changes, setChanges] = useState(0);
  const last = useRef(unreadNotificationCount);
  useEffect(() => {
    if (last.current === unreadNotificationCount) return;
    last.current = unreadNotificationCount;
    setChanges((current) => current + 1);
  }, [unreadNotificationCount]);
  return changes;
}

function ActivityList() {
  const fetchKey = useUnreadChanges();
  const { notifications } = useLazyLoadQuery<RecentActivityQuery>(
    recentActivityQuery,
    { first: ACTIVITY_SHOWN },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  if (notifications.edges.length === 0) {
    return <SectionEmpty>No recent activity yet. Connection requests, fist bumps and comments will show up here.</SectionEmpty>;
  }
  return (
    <ul aria-label="Latest notifications" className="space-y-3">
      {notifications.edges.slice(0, ACTIVITY_SHOWN).map(({ node }) => (
        <ActivityItem key={node.id} notification={node} />
      ))}
    </ul>
  );
}
