/**
 * The four numbers at the top of /networking: My Connections (to /connections), Pending
 * Requests, Suggested Dads and Total Dads. Fetched again after an answer to a request (`NetworkStatsQuery`); the
 * pending count shares its field with the shell's Network badge, which follows.
 */
import { Hourglass, Link2, UserPlus, Users } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NetworkStats_query$key } from '../../__generated__/NetworkStats_query.graphql';
import { StatCard } from '../../components/StatCard';

export function useNetworkStats(query: NetworkStats_query$key) {
  const data = useFragment(
    // suggestedConnections' first: SUGGESTIONS_SHOWN (network-tabs.ts), as the Suggested tab asks. The counts are
    // aliased beside the tabs' lists; pendingConnectionRequests(first: 1) is the shell's badge's field.
    graphql`
      fragment NetworkStats_query on Query @refetchable(queryName: "NetworkStatsQuery") {
        memberCount
        connectionCount: connections(first: 1) {
          totalCount
        }
        pendingCount: pendingConnectionRequests(first: 1) {
          totalCount
        }
        suggestedConnections(first: 12) {
          member {
            id
          }
        }
      }
    `,
    query,
  );
  return {
    connections: data.connectionCount?.totalCount ?? 0,
    pending: data.pendingCount?.totalCount ?? 0,
    suggested: data.suggestedConnections?.length ?? 0,
    total: data.memberCount,
  };
}

export function NetworkStats({ stats }: { stats: ReturnType<typeof useNetworkStats> }) {
  return (
    <ul aria-label="Network at a glance" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard icon={Users} label="My Connections" value={stats.connections} to="/connections" />
      <StatCard icon={Hourglass} label="Pending Requests" value={stats.pending} />
      <StatCard icon={UserPlus} label="Suggested Dads" value={stats.suggested} />
      <StatCard icon={Link2} label="Total Dads" value={stats.total} />
    </ul>
  );
}
