/**
 * Discover: every dad with a complete profile, newest first, a page at a time. The search
 * box narrows the loaded dads on the client by first name, last name or location; Filter narrows them by dad type
 * (a Filter button that did nothing would be a dead end). 9 card skeletons while the first page loads.
 */
import { Funnel, UsersRound } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import type { DiscoverTab_query$key } from '../../__generated__/DiscoverTab_query.graphql';
import type { DiscoverTabPaginationQuery } from '../../__generated__/DiscoverTabPaginationQuery.graphql';
import type { DiscoverTabQuery } from '../../__generated__/DiscoverTabQuery.graphql';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { SearchField } from '../../components/SearchField';
import { dadTypesAmong, matchesDiscoverFilter } from '../../lib/member-filters';
import { DadCardSkeletons } from '../../people/DadCardGrid';
import { DadCardList } from '../../people/DadCardList';
import { QuietBoundary } from '../Shell/QuietBoundary';
import { DadTypeFilter } from './DadTypeFilter';
import { DISCOVER_SKELETONS, PAGE_SIZE } from './network-tabs';
import { TabFailure } from './TabFailure';

const discoverTabQuery = graphql`
  query DiscoverTabQuery {
    viewer {
      id
    }
    ...DiscoverTab_query
  }
`;

export function DiscoverTab() {
  const [text, setText] = useState('');
  const [dadType, setDadType] = useState<string | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const filterId = useId();
  return (
    <section aria-label="Discover dads" className="grid gap-4">
      <div className="flex gap-2">
        <SearchField
          className="relative flex-1"
          label="Filter dads by name or location"
          value={text}
          onValueChange={setText}
          placeholder="Search by name or location..."
        />
        <Button
          variant={dadType ? 'secondary' : 'outline'}
          className="h-12"
          aria-expanded={filterOpen}
          aria-controls={filterId}
          onClick={() => setFilterOpen(!filterOpen)}
        >
          <Funnel aria-hidden />
          Filter
        </Button>
      </div>
      <QuietBoundary fallback={<TabFailure what="Dads" />}>
        <Suspense fallback={<DadCardSkeletons count={DISCOVER_SKELETONS} label="Loading dads…" />}>
          <DiscoverList
            text={text}
            dadType={dadType}
            onDadType={setDadType}
            filterId={filterId}
            filterOpen={filterOpen}
          />
        </Suspense>
      </QuietBoundary>
    </section>
  );
}

interface ListProps {
  text: string;
  dadType: string | null;
  onDadType: (dadType: string | null) => void;
  filterId: string;
  filterOpen: boolean;
}

function DiscoverList(props: ListProps) {
  const data = useLazyLoadQuery<DiscoverTabQuery>(discoverTabQuery, {}, { fetchPolicy: 'store-and-network' });
  return <DiscoverCards query={data} viewerId={data.viewer?.id ?? null} {...props} />;
}

function DiscoverCards({
  query,
  viewerId,
  text,
  dadType,
  onDadType,
  filterId,
  filterOpen,
}: ListProps & { query: DiscoverTab_query$key; viewerId: string | null }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    DiscoverTabPaginationQuery,
    DiscoverTab_query$key
  >(
    graphql`
      fragment DiscoverTab_query on Query
      @refetchable(queryName: "DiscoverTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        discoverMembers(first: $count, after: $cursor) @connection(key: "DiscoverTab_discoverMembers") {
          edges {
            node {
              id
              firstName
              lastName
              location
              dadType
              ...DadCard_user
            }
          }
        }
      }
    `,
    query,
  );
  // The server leaves the viewer out already; the rule (never oneself in Discover) holds here too.
  const members = (data.discoverMembers?.edges ?? [])
    .map((edge) => edge.node)
    .filter((member) => member.id !== viewerId);
  const shown = members.filter(
    (member) => matchesDiscoverFilter(member, text) && (!dadType || member.dadType === dadType),
  );
  return (
    <div className="grid gap-4">
      {filterOpen && (
        <DadTypeFilter id={filterId} types={dadTypesAmong(members)} value={dadType} onChange={onDadType} />
      )}
      {members.length === 0 ? (
        <EmptyState icon={UsersRound} title="No dads available" text="New dads join every day: check back soon." />
      ) : shown.length === 0 ? (
        <EmptyState icon={UsersRound} title="No dads found" text="Try another name, place or dad type." />
      ) : (
        <>
          <DadCardList label="Dads" members={shown} />
          {/* Under the cards only: an empty state that offers more of what it just said is not there reads wrong. */}
          <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE_SIZE)} />
        </>
      )}
    </div>
  );
}
