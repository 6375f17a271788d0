/**
 * The directory's list: the channels the viewer may see, searched, filtered and sorted on the server (a change
 * fetches the first page again, the search once typing pauses for 300 ms), with Load more. `refreshKey` changing
 * (a new channel) fetches it again with the same filters.
 */
import { Podcast, SearchX } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ChannelDirectory_query$key } from '../../__generated__/ChannelDirectory_query.graphql';
import type { ChannelDirectoryPaginationQuery } from '../../__generated__/ChannelDirectoryPaginationQuery.graphql';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { cn } from '../../lib/cn';
import { directoryVariables, isNarrowed, NO_CHANNEL_FILTERS } from '../../lib/channel-filters';
import { useRefetchingFilters } from '../../relay/useRefetchingFilters';
import { ChannelCard } from './ChannelCard';
import { ChannelFilters } from './ChannelFilters';

export const CHANNELS_PAGE_SIZE = 12;

interface Props {
  query: ChannelDirectory_query$key;
  refreshKey: number;
  onCreate: () => void;
}

export function ChannelDirectory({ query, refreshKey, onCreate }: Props) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    ChannelDirectoryPaginationQuery,
    ChannelDirectory_query$key
  >(
    graphql`
      fragment ChannelDirectory_query on Query
      @refetchable(queryName: "ChannelDirectoryPaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        category: { type: "ChannelCategory" }
        price: { type: "ChannelPriceFilter", defaultValue: ALL }
        ownership: { type: "ChannelOwnershipFilter", defaultValue: ALL }
        sort: { type: "ChannelSort", defaultValue: FOLLOWERS }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
      ) {
        channels(search: $search, category: $category, price: $price, ownership: $ownership, sort: $sort, first: $count, after: $cursor)
          @connection(key: "ChannelDirectory_channels", filters: ["search", "category", "price", "ownership", "sort"]) {
          __id
          edges {
            node {
              id
              ...ChannelCard_channel
            }
          }
        }
      }
    `,
    query,
  );
  const { filters, setFilters, isPending, isSearchPending } = useRefetchingFilters(
    NO_CHANNEL_FILTERS,
    directoryVariables,
    refetch,
    refreshKey,
  );
  const channels = data.channels.edges.map((edge) => edge.node);
  const connectionId = data.channels.__id;

  return (
    <section aria-label="Channel directory" className="grid grid-cols-1 gap-4">
      <ChannelFilters value={filters} onChange={setFilters} searching={isSearchPending} />
      {channels.length === 0 ? (
        isNarrowed(filters) ? (
          <EmptyState
            icon={SearchX}
            title="No channels found matching your search."
            text="Try another search or filter."
          />
        ) : (
          <EmptyState
            icon={Podcast}
            title="No channels available yet."
            text="Share what you know with other dads."
            action={<Button onClick={onCreate}>Create the First Channel</Button>}
          />
        )
      ) : (
        <div className="grid grid-cols-1 gap-4" aria-busy={isPending}>
          <ul
            aria-label="Channels"
            className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3', isPending && 'opacity-60')}
          >
            {channels.map((channel) => (
              <li key={channel.id}>
                <ChannelCard channel={channel} connectionId={connectionId} />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            hasNext={hasNext}
            isLoadingNext={isLoadingNext}
            loadNext={() => loadNext(CHANNELS_PAGE_SIZE)}
          />
        </div>
      )}
    </section>
  );
}
