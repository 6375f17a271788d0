/** The Audit log tab (admins): every moderation action, newest first, a page at a time. */
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AuditLog_query$key } from '../__generated__/AuditLog_query.graphql';
import type { AuditLogPaginationQuery } from '../__generated__/AuditLogPaginationQuery.graphql';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { ActionDialog } from './ActionDialog';
import type { PendingAction } from './ActionForm';
import { AuditEntryRow } from './AuditEntryRow';

/** The table's headings, before the undo column's (named for screen readers only). */
const COLUMNS = ['Who', 'What', 'Target', 'Member', 'Reason', 'When'] as const;

export function AuditLog({ query }: { query: AuditLog_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    AuditLogPaginationQuery,
    AuditLog_query$key
  >(
    graphql`
      fragment AuditLog_query on Query
      @refetchable(queryName: "AuditLogPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        moderationAuditLog(first: $count, after: $cursor) @connection(key: "AuditLog_moderationAuditLog") {
          edges {
            cursor
            node {
              ...AuditEntryRow_entry
            }
          }
        }
      }
    `,
    query,
  );
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [, startTransition] = useTransition();
  const edges = data.moderationAuditLog?.edges ?? [];
  if (!edges.length) return <p className="text-sm text-stone-600">No moderation actions yet.</p>;
  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white p-3">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Audit log, newest first</caption>
          <thead className="text-xs text-stone-500 uppercase">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="pb-2">
                  {column}
                </th>
              ))}
              <th scope="col" className="pb-2">
                <span className="sr-only">Undo</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {edges.map((edge) => (
              <AuditEntryRow
                key={edge.cursor}
                entry={edge.node}
                onAction={(action, targetType, targetId) => setPending({ action, targetType, targetId })}
              />
            ))}
          </tbody>
        </table>
      </div>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(30)} />
      <ActionDialog
        pending={pending}
        onClose={() => setPending(null)}
        onDone={() =>
          startTransition(() => {
            refetch({}, { fetchPolicy: 'network-only' });
          })
        }
      />
    </div>
  );
}
