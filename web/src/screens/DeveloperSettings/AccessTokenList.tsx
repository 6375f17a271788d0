/** Your tokens, newest first, 20 a page with 'Load more'; the heading counts them and takes the focus after a revoke. */
import { KeyRound } from 'lucide-react';
import { useId, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AccessTokenList_query$key } from '../../__generated__/AccessTokenList_query.graphql';
import type { AccessTokenListPaginationQuery } from '../../__generated__/AccessTokenListPaginationQuery.graphql';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { AccessTokenRow } from './AccessTokenRow';

const PAGE = 20;

export function AccessTokenList({ query }: { query: AccessTokenList_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    AccessTokenListPaginationQuery,
    AccessTokenList_query$key
  >(
    graphql`
      fragment AccessTokenList_query on Query
      @refetchable(queryName: "AccessTokenListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        accessTokens(first: $count, after: $cursor) @connection(key: "AccessTokenList_accessTokens") {
          __id
          totalCount
          edges {
            node {
              id
              ...AccessTokenRow_token
            }
          }
        }
      }
    `,
    query,
  );
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const tokens = data.accessTokens.edges.map((edge) => edge.node);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        {/* Focusable from code: a revoked token's row (its Revoke button) is gone, the focus comes here. */}
        <CardTitle ref={heading} id={titleId} tabIndex={-1} className="focus:outline-none">
          {`Your tokens (${data.accessTokens.totalCount})`}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {tokens.length === 0 ? (
          <EmptyState
            icon={KeyRound}
            title="You have no personal access tokens yet."
            text="Generate one above for a bot, a dashboard or an app of your own."
          />
        ) : (
          <ul aria-labelledby={titleId} className="grid divide-y divide-stone-200">
            {tokens.map((token) => (
              <AccessTokenRow
                key={token.id}
                token={token}
                connectionId={data.accessTokens.__id}
                onRevoked={() => heading.current?.focus()}
              />
            ))}
          </ul>
        )}
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE)} />
      </CardContent>
    </Card>
  );
}
