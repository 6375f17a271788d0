/** A failed job on the Jobs tab: its kind, when it failed and after how many attempts, its error, and Retry. */
import { graphql, useFragment } from 'react-relay/hooks';
import type { FailedJobItem_job$key } from '../__generated__/FailedJobItem_job.graphql';
import { Button } from '../components/Button';
import { preloadOverlays } from '../components/Dialog';
import { formatDate } from '../lib/dates';
import type { PendingRetry } from './RetryJobDialog';
import { attemptsLabel } from './moderation-labels';

interface Props {
  job: FailedJobItem_job$key;
  onRetry: (job: PendingRetry) => void;
}

export function FailedJobItem({ job, onRetry }: Props) {
  const data = useFragment(
    graphql`
      fragment FailedJobItem_job on FailedJob {
        databaseId
        name
        error
        attempts
        createdAt
        failedAt
      }
    `,
    job,
  );
  const when = data.failedAt ?? data.createdAt;
  return (
    <li className="grid gap-2 rounded-lg bg-white p-3 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold break-words text-ink">{data.name}</span>
        <span className="text-sm text-stone-600">
          Failed <time dateTime={when}>{formatDate(new Date(when), 'dateTime')}</time> · {attemptsLabel(data.attempts)}
        </span>
        <Button
          size="sm"
          variant="outline"
          className="ml-auto"
          aria-label={`Retry the ${data.name} job that failed ${formatDate(new Date(when), 'dateTime')}`}
          onPointerEnter={preloadOverlays}
          onFocus={preloadOverlays}
          onClick={() => onRetry({ id: data.databaseId, name: data.name })}
        >
          Retry
        </Button>
      </div>
      <p className="text-sm break-words text-stone-700">{data.error.trim() || 'No error message.'}</p>
    </li>
  );
}
