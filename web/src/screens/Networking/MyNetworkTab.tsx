/**
 * My Network: the viewer's accepted connections as 'Connected Dad' cards, each with a Message button that opens
 * the direct chat. None yet: a button to the Discover tab.
 */
import { Binoculars, Users } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { MyNetworkTab_query$key } from '../../__generated__/MyNetworkTab_query.graphql';
import type { MyNetworkTabPaginationQuery } from '../../__generated__/MyNetworkTabPaginationQuery.graphql';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { DadCardGrid } from '../../people/DadCardGrid';
import { ConnectedDadCard } from './ConnectedDadCard';
import { PAGE_SIZE } from './network-tabs';

interface Props {
  query: MyNetworkTab_query$key;
  onDiscover: () => void;
}

export function MyNetworkTab({ query, onDiscover }: Props) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    MyNetworkTabPaginationQuery,
    MyNetworkTab_query$key
  >(
    graphql`
      fragment MyNetworkTab_query on Query
      @refetchable(queryName: "MyNetworkTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        connections(first: $count, after: $cursor) @connection(key: "MyNetworkTab_connections") {
          edges {
            node {
              id
              otherMember {
                ...ConnectedDadCard_user
              }
            }
          }
        }
      }
    `,
    query,
  );
  const connections = (data.connections?.edges ?? []).map((edge) => edge.node);
  if (connections.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No connections yet"
        text="Find dads near you or with the same interests, and connect."
        action={
          <Button className="mt-2" onClick={onDiscover}>
            <Binoculars aria-hidden />
            Discover Dads
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      <DadCardGrid label="My network">
        {connections.map(({ id, otherMember }) => (
          <li key={id}>
            <ConnectedDadCard user={otherMember} />
          </li>
        ))}
      </DadCardGrid>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE_SIZE)} />
    </div>
  );
}
