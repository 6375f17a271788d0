/**
 * The Jobs tab's table: each kind of job with how many are queued, running, done and failed now; a kind that runs
 * on a schedule has Run now (RunJobDialog).
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { JobKindsTable_query$key } from '../__generated__/JobKindsTable_query.graphql';
import { Button } from '../components/Button';
import { preloadOverlays } from '../components/Dialog';
import type { PendingRun } from './RunJobDialog';

const COLUMNS = ['Queued', 'Running', 'Done', 'Failed'] as const;

interface Props {
  query: JobKindsTable_query$key;
  onRun: (job: PendingRun) => void;
}

export function JobKindsTable({ query, onRun }: Props) {
  const { jobKinds } = useFragment(
    graphql`
      fragment JobKindsTable_query on Query {
        jobKinds {
          name
          queued
          running
          completed
          failed
          recurring
        }
      }
    `,
    query,
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white p-3">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Jobs by kind</caption>
        <thead className="text-xs text-stone-500 uppercase">
          <tr>
            <th scope="col" className="pb-2">
              Kind
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="pb-2 pl-2 text-right">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(jobKinds ?? []).map((kind) => (
            <tr key={kind.name} className="border-t border-stone-100">
              <th scope="row" className="py-2 pr-2 font-medium">
                {/* In the kind's cell, not a column of its own: on a phone, a last column scrolls out of view. */}
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  {kind.name}
                  {kind.recurring && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Run ${kind.name} now`}
                      onPointerEnter={preloadOverlays}
                      onFocus={preloadOverlays}
                      onClick={() => onRun({ name: kind.name })}
                    >
                      Run now
                    </Button>
                  )}
                </div>
              </th>
              {[kind.queued, kind.running, kind.completed, kind.failed].map((count, index) => (
                <td
                  key={COLUMNS[index]}
                  className={`py-2 pl-2 text-right tabular-nums ${index === 3 && count > 0 ? 'font-bold text-red-700' : ''}`}
                >
                  {count.toLocaleString('en-US')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
