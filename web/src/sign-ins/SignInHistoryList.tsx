/**
 * A member's sign-in history (docs/security.md#sign-in-history), newest first, a few at a time with 'Show more': the
 * profile's "Recent sign-ins" (the member's own) and the admins' Account help (any member's). Each line says whether
 * it signed in and how, or failed at which step, when, and from what browser and address (its last part hidden).
 */
import { CircleAlert, CircleCheck } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SignInHistoryList_user$key } from '../__generated__/SignInHistoryList_user.graphql';
import type { SignInHistoryListPaginationQuery } from '../__generated__/SignInHistoryListPaginationQuery.graphql';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { signInOutcome, signInSource, signInWhen } from '../lib/sign-ins';

interface Props {
  user: SignInHistoryList_user$key;
  /** How many more each 'Show more' brings. */
  pageSize: number;
  /** Names the list for assistive technology ('Recent sign-ins'). */
  label: string;
}

export function SignInHistoryList({ user, pageSize, label }: Props) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    SignInHistoryListPaginationQuery,
    SignInHistoryList_user$key
  >(
    graphql`
      fragment SignInHistoryList_user on User
      @refetchable(queryName: "SignInHistoryListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        signInHistory(first: $count, after: $cursor) @connection(key: "SignInHistoryList_signInHistory") {
          edges {
            cursor
            node {
              method
              succeeded
              browser
              os
              device
              ipAddress
              createdAt
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.signInHistory?.edges ?? [];
  if (!edges.length) return <p className="text-sm text-stone-600">No sign-ins in the last 90 days.</p>;
  return (
    <div className="grid gap-3">
      <ul aria-label={label} className="grid divide-y divide-stone-200">
        {edges.map(({ cursor, node }) => {
          const Icon = node.succeeded ? CircleCheck : CircleAlert;
          return (
            <li key={cursor} className="flex gap-3 py-2 first:pt-0 last:pb-0">
              <Icon
                aria-hidden
                className={`mt-0.5 size-4 shrink-0 ${node.succeeded ? 'text-emerald-700' : 'text-red-700'}`}
              />
              <div className="grid min-w-0 gap-0.5 text-sm">
                <p className={`font-semibold ${node.succeeded ? 'text-ink' : 'text-red-800'}`}>{signInOutcome(node)}</p>
                <p className="break-words text-stone-600">{signInSource(node)}</p>
                <p className="text-stone-500">
                  <time dateTime={String(node.createdAt)}>{signInWhen(node.createdAt)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <LoadMoreButton
        label="Show more"
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(pageSize)}
      />
    </div>
  );
}
