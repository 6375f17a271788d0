/**
 * The Jobs tab (admins, docs/jobs.md#in-the-app): each kind's counts, a recurring kind with Run now, then the jobs
 * that failed every attempt, newest first, a page at a time, each with Retry (both ask a reason for the audit log).
 * Once a job is queued, the counts and the list are fetched again.
 */
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { JobsPanel_query$key } from '../__generated__/JobsPanel_query.graphql';
import type { JobsPanelPaginationQuery } from '../__generated__/JobsPanelPaginationQuery.graphql';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { FailedJobItem } from './FailedJobItem';
import { JobKindsTable } from './JobKindsTable';
import { RetryJobDialog, type PendingRetry } from './RetryJobDialog';
import { RunJobDialog, type PendingRun } from './RunJobDialog';

export function JobsPanel({ query }: { query: JobsPanel_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    JobsPanelPaginationQuery,
    JobsPanel_query$key
  >(
    graphql`
      fragment JobsPanel_query on Query
      @refetchable(queryName: "JobsPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        ...JobKindsTable_query
        failedJobs(first: $count, after: $cursor) @connection(key: "JobsPanel_failedJobs") {
          edges {
            cursor
            node {
              ...FailedJobItem_job
            }
          }
        }
      }
    `,
    query,
  );
  const [pendingRetry, setPendingRetry] = useState<PendingRetry | null>(null);
  const [pendingRun, setPendingRun] = useState<PendingRun | null>(null);
  const [, startTransition] = useTransition();
  const refresh = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const failed = data.failedJobs?.edges ?? [];
  return (
    <div className="grid gap-6">
      <section aria-labelledby="jobs-kinds" className="grid gap-2">
        <h2 id="jobs-kinds" className="text-lg font-bold text-ink">
          Jobs by kind
        </h2>
        <p className="text-sm text-stone-600">
          Work the app does outside a request, such as mail, alerts and clean-ups. A job that fails is tried again a few
          times; after its last attempt it waits here for an admin.
        </p>
        <JobKindsTable query={data} onRun={setPendingRun} />
      </section>
      <section aria-labelledby="jobs-failed" className="grid gap-2">
        <h2 id="jobs-failed" className="text-lg font-bold text-ink">
          Failed jobs
        </h2>
        {failed.length === 0 ? (
          <p className="text-sm text-stone-600">No failed jobs.</p>
        ) : (
          <ul aria-labelledby="jobs-failed" className="grid gap-2">
            {failed.map((edge) => (
              <FailedJobItem key={edge.cursor} job={edge.node} onRetry={setPendingRetry} />
            ))}
          </ul>
        )}
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(20)} />
      </section>
      <RetryJobDialog pending={pendingRetry} onClose={() => setPendingRetry(null)} onDone={refresh} />
      <RunJobDialog pending={pendingRun} onClose={() => setPendingRun(null)} onDone={refresh} />
    </div>
  );
}
