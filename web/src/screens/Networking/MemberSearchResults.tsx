/** The members a search found, best match first, with their count and 'Load more'. */
import { LoaderCircle, SearchX } from 'lucide-react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import type { MemberSearchResults_query$key } from '../../__generated__/MemberSearchResults_query.graphql';
import type { MemberSearchResultsPaginationQuery } from '../../__generated__/MemberSearchResultsPaginationQuery.graphql';
import type { MemberSearchResultsQuery } from '../../__generated__/MemberSearchResultsQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { DadCardList } from '../../people/DadCardList';
import { PAGE_SIZE } from './network-tabs';

const memberSearchResultsQuery = graphql`
  query MemberSearchResultsQuery($query: String!) {
    ...MemberSearchResults_query @arguments(query: $query)
  }
`;

export function MemberSearchResults({ term }: { term: string }) {
  const data = useLazyLoadQuery<MemberSearchResultsQuery>(memberSearchResultsQuery, { query: term });
  return <ResultList query={data} />;
}

function ResultList({ query }: { query: MemberSearchResults_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    MemberSearchResultsPaginationQuery,
    MemberSearchResults_query$key
  >(
    graphql`
      fragment MemberSearchResults_query on Query
      @refetchable(queryName: "MemberSearchResultsPaginationQuery")
      @argumentDefinitions(query: { type: "String!" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        memberSearch(query: $query, first: $count, after: $cursor) @connection(key: "MemberSearchResults_memberSearch") {
          totalCount
          edges {
            node {
              id
              ...DadCard_user
            }
          }
        }
      }
    `,
    query,
  );
  const members = (data.memberSearch?.edges ?? []).map((edge) => edge.node);
  const count = data.memberSearch?.totalCount ?? members.length;
  if (members.length === 0) {
    return <EmptyState icon={SearchX} title="No dads found" text="Try another name, e-mail or interest." />;
  }
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm font-semibold text-stone-700">
        {`${count} ${count === 1 ? 'dad' : 'dads'} found`}
      </p>
      <DadCardList label="Search results" members={members} />
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE_SIZE)} />
    </div>
  );
}

export function SearchSpinner() {
  return (
    <p role="status" className="flex justify-center py-10">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-brand-600" />
      <span className="sr-only">Searching…</span>
    </p>
  );
}
