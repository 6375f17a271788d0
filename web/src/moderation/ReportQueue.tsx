/**
 * The Reports tab: open reports grouped by what they report, Newest or Most reported first, a page at a time. A
 * new sort, and every action taken, fetch the list again in a transition: what is shown stays until it lands.
 */
import { ShieldCheck } from 'lucide-react';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ReportQueue_query$key } from '../__generated__/ReportQueue_query.graphql';
import type { ReportQueuePaginationQuery } from '../__generated__/ReportQueuePaginationQuery.graphql';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { cn } from '../lib/cn';
import { QueueItemCard } from './QueueItemCard';

type Sort = 'NEWEST' | 'MOST_REPORTED';
const SORTS: { value: Sort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'MOST_REPORTED', label: 'Most reported' },
];

export function ReportQueue({ query }: { query: ReportQueue_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    ReportQueuePaginationQuery,
    ReportQueue_query$key
  >(
    graphql`
      fragment ReportQueue_query on Query
      @refetchable(queryName: "ReportQueuePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, sort: { type: "ModerationQueueSort", defaultValue: NEWEST }) {
        moderationQueue(sort: $sort, first: $count, after: $cursor) @connection(key: "ReportQueue_moderationQueue") {
          edges {
            cursor
            node {
              ...QueueItemCard_item
            }
          }
        }
      }
    `,
    query,
  );
  const [sort, setSort] = useState<Sort>('NEWEST');
  const [isPending, startTransition] = useTransition();
  const fetchAgain = (next: Sort) =>
    startTransition(() => {
      refetch({ sort: next }, { fetchPolicy: 'network-only' });
    });
  const edges = data.moderationQueue?.edges ?? [];

  return (
    <div aria-busy={isPending || undefined} className={cn('grid gap-4 transition-opacity', isPending && 'opacity-60')}>
      {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring its own UA layout (min-inline-size: min-content, border, padding, legend); the div keeps the layout with the same group role and name */}
      <div role="group" aria-label="Sort reports" className="flex flex-wrap gap-2">
        {SORTS.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={sort === value ? 'primary' : 'outline'}
            aria-pressed={sort === value}
            onClick={() => {
              setSort(value);
              fetchAgain(value);
            }}
          >
            {label}
          </Button>
        ))}
      </div>
      {data.moderationQueue === null ? (
        <p role="alert" className="text-sm text-red-700">
          The reports could not be loaded. Try again later.
        </p>
      ) : edges.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No open reports" text="When members report something, it shows here." />
      ) : (
        <ul aria-label="Open reports" className="grid gap-4">
          {edges.map((edge) => (
            <li key={edge.cursor}>
              <QueueItemCard item={edge.node} onActed={() => fetchAgain(sort)} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(20)} />
    </div>
  );
}
