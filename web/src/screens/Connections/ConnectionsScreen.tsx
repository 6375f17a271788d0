/**
 * /connections, My Connections: a way back to /networking, the stats (total, the viewer's
 * conversations, connections living where the viewer does), a filter, and every accepted connection with View
 * Profile, Message and Remove (after a confirmation).
 */
import { ChevronLeft, MapPinned, MessageCircle, Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { ConnectionsScreen_query$key } from '../../__generated__/ConnectionsScreen_query.graphql';
import type { ConnectionsScreenPaginationQuery } from '../../__generated__/ConnectionsScreenPaginationQuery.graphql';
import type { ConnectionsScreenQuery } from '../../__generated__/ConnectionsScreenQuery.graphql';
import { buttonClasses } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { SearchField } from '../../components/SearchField';
import { StatCard } from '../../components/StatCard';
import { isSameLocation, matchesConnectionFilter } from '../../lib/member-filters';
import { RemoveConnectionDialog } from '../../people/RemoveConnectionDialog';
import { useRemoveConnection } from '../../people/useRemoveConnection';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import type { ScreenProps } from '../../router/routes';
import { ConnectionCard } from './ConnectionCard';

export const connectionsScreenQuery = graphql`
  query ConnectionsScreenQuery {
    viewer {
      location
      conversations(first: 1) {
        totalCount
      }
    }
    ...ConnectionsScreen_query
  }
`;

/** The server's largest page: the whole list is loaded, so the filter and Local Connections see everyone. */
const PAGE = 100;

export default function ConnectionsScreen({ queryRef }: ScreenProps<ConnectionsScreenQuery>) {
  const data = usePreloadedQuery<ConnectionsScreenQuery>(connectionsScreenQuery, queryRef!);
  const {
    data: list,
    hasNext,
    isLoadingNext,
    loadNext,
  } = usePaginationFragment<ConnectionsScreenPaginationQuery, ConnectionsScreen_query$key>(
    graphql`
      fragment ConnectionsScreen_query on Query
      @refetchable(queryName: "ConnectionsScreenPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        connections(first: $count, after: $cursor) @connection(key: "ConnectionsScreen_connections") {
          totalCount
          edges {
            node {
              id
              otherMember {
                username
                firstName
                lastName
                email
                location
                dadType
              }
              ...ConnectionCard_connection
            }
          }
        }
      }
    `,
    data,
  );
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(PAGE);
  }, [hasNext, isLoadingNext, loadNext]);

  const [filter, setFilter] = useState('');
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [remove, isRemoving] = useRemoveConnection();

  const connections = (list.connections?.edges ?? []).map((edge) => edge.node);
  const shown = connections.filter((connection) => matchesConnectionFilter(connection.otherMember, filter));
  const local = connections.filter((connection) =>
    isSameLocation(data.viewer?.location, connection.otherMember.location),
  ).length;

  async function confirmRemove() {
    if (!removing) return;
    await remove(removing.id);
    setRemoving(null);
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`My Connections · ${PRODUCT_NAME}`}</title>
      <div>
        <Link to="/networking" className={buttonClasses({ variant: 'link', size: 'sm', className: 'mb-2' })}>
          <ChevronLeft aria-hidden />
          Back to Dad Network
        </Link>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">My Connections</h1>
      </div>
      <ul aria-label="Connection stats" className="grid gap-3 sm:grid-cols-3">
        <StatCard icon={Users} label="Total Connections" value={list.connections?.totalCount ?? connections.length} />
        <StatCard
          icon={MessageCircle}
          label="Active Conversations"
          value={data.viewer?.conversations?.totalCount ?? 0}
        />
        <StatCard icon={MapPinned} label="Local Connections" value={local} />
      </ul>
      {connections.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No connections yet"
          text="Connect with other dads to grow your network."
          action={
            <Link to="/networking" className={buttonClasses({ className: 'mt-2' })}>
              Find Dads to Connect
            </Link>
          }
        />
      ) : (
        <>
          <SearchField
            label="Search connections"
            value={filter}
            onValueChange={setFilter}
            placeholder="Search by name, email, location or dad type..."
          />
          {shown.length === 0 ? (
            <EmptyState
              icon={Search}
              title="No matching connections"
              text="Try another name, e-mail, place or dad type."
            />
          ) : (
            <ul aria-label="Connections" className="grid gap-3">
              {shown.map((connection) => (
                <li key={connection.id}>
                  <ConnectionCard connection={connection} onRemove={setRemoving} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <RemoveConnectionDialog
        name={removing?.name ?? null}
        removing={isRemoving}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
