/**
 * Muted and followed: what the member muted or follows, newest first, 20 a page with 'Show more'. The heading
 * takes the focus after a removal, as the row's button is gone.
 */
import { BellOff } from 'lucide-react';
import { useId, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { FollowList_query$key } from '../../__generated__/FollowList_query.graphql';
import type { FollowListPaginationQuery } from '../../__generated__/FollowListPaginationQuery.graphql';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { FollowRow } from './FollowRow';

const PAGE = 20;

export function FollowList({ query }: { query: FollowList_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    FollowListPaginationQuery,
    FollowList_query$key
  >(
    graphql`
      fragment FollowList_query on Query
      @refetchable(queryName: "FollowListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        notificationFollows(first: $count, after: $cursor) @connection(key: "FollowList_notificationFollows") {
          __id
          edges {
            cursor
            node {
              ...FollowRow_follow
            }
          }
        }
      }
    `,
    query,
  );
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { edges, __id: connectionId } = data.notificationFollows;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        {/* Focusable from code: a removed row's button is gone, the focus comes here. */}
        <CardTitle ref={heading} id={titleId} tabIndex={-1} className="focus:outline-none">
          Muted and followed
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {edges.length === 0 ? (
          <EmptyState
            icon={BellOff}
            title="Nothing muted or followed."
            text="Use the bell on a group, event, channel or question to choose."
          />
        ) : (
          <ul aria-labelledby={titleId} className="grid divide-y divide-stone-200">
            {edges.map((edge) => (
              <FollowRow
                key={edge.cursor}
                follow={edge.node}
                connectionId={connectionId}
                onRemoved={() => heading.current?.focus()}
              />
            ))}
          </ul>
        )}
        <LoadMoreButton
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          loadNext={() => loadNext(PAGE)}
          label="Show more"
        />
      </CardContent>
    </Card>
  );
}
