/**
 * Requests: the connection requests waiting for the viewer's answer, newest first, each with Accept and Decline.
 * An answered request leaves the list at once; the stats and My Network follow.
 */
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { RequestsTab_query$key } from '../../__generated__/RequestsTab_query.graphql';
import type { RequestsTabPaginationQuery } from '../../__generated__/RequestsTabPaginationQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useRespondToConnection, type ConnectionAnswer } from '../../people/useRespondToConnection';
import { PAGE_SIZE } from './network-tabs';
import { RequestRow } from './RequestRow';

interface Props {
  query: RequestsTab_query$key;
  /** After an answer: the stats and My Network are fetched again. */
  onAnswered: () => void;
}

export function RequestsTab({ query, onAnswered }: Props) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    RequestsTabPaginationQuery,
    RequestsTab_query$key
  >(
    graphql`
      fragment RequestsTab_query on Query
      @refetchable(queryName: "RequestsTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        pendingConnectionRequests(first: $count, after: $cursor) @connection(key: "RequestsTab_pendingConnectionRequests") {
          __id
          edges {
            node {
              id
              ...RequestRow_connection
            }
          }
        }
      }
    `,
    query,
  );
  const respond = useRespondToConnection();
  const [answering, setAnswering] = useState<{ id: string; answer: ConnectionAnswer } | null>(null);
  const listId = data.pendingConnectionRequests?.__id;
  const requests = (data.pendingConnectionRequests?.edges ?? []).map((edge) => edge.node);

  async function answer(id: string, choice: ConnectionAnswer) {
    setAnswering({ id, answer: choice });
    const done = await respond(id, choice, listId ? [listId] : []);
    setAnswering(null);
    if (done) onAnswered();
  }

  if (requests.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No pending requests"
        text="When a dad asks to connect with you, his request shows here."
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul aria-label="Pending requests" className="grid gap-3">
        {requests.map((request) => (
          <li key={request.id}>
            <RequestRow
              request={request}
              answering={answering?.id === request.id ? answering.answer : null}
              onAnswer={(choice) => answer(request.id, choice)}
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE_SIZE)} />
    </div>
  );
}
