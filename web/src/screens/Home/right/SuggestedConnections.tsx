/**
 * Suggested Connections: the 2 best-matched members with a Connect button, and a refresh
 * button. The list comes with the page's query; the refresh button and a sent request fetch it again.
 */
import { RefreshCw, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SuggestedConnections_query$key } from '../../../__generated__/SuggestedConnections_query.graphql';
import type { SuggestedConnectionsQuery } from '../../../__generated__/SuggestedConnectionsQuery.graphql';
import suggestedConnectionsQuery from '../../../__generated__/SuggestedConnectionsQuery.graphql';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast/toast-store';
import { useRequestConnection } from '../../../people/useRequestConnection';
import { useRefresh } from '../../../relay/refresh';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { SUGGESTIONS_SHOWN } from './limits';
import { MemberRow } from './MemberRow';
import { WidgetData } from '../WidgetData';

interface Props {
  query: SuggestedConnections_query$key;
  /** Goes up when the list was fetched again after a connection change: a failed list retries. */
  version: number;
  /** Called once a request was sent: the connection lists are fetched again. */
  onConnectionsChanged: () => void;
}

export function SuggestedConnections({ query, version, onConnectionsChanged }: Props) {
  const fetchAgain = useRefresh<SuggestedConnectionsQuery>(suggestedConnectionsQuery);
  const [refreshing, setRefreshing] = useState(false);
  // Bumped by a successful refresh, so a list that had failed to load is tried again.
  const [refreshes, setRefreshes] = useState(0);

  async function refresh() {
    setRefreshing(true);
    try {
      // The list on screen reads the same fields from the store, so it shows the new answer at once.
      await fetchAgain();
      setRefreshes((count) => count + 1);
      toast({ title: 'Refreshed!', description: 'Suggested connections have been updated.' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to refresh suggestions. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setRefreshing(false);
    }
  }

  const refreshButton = (
    <Button
      variant="ghost"
      size="sm"
      aria-label="Refresh suggestions"
      title="Refresh suggestions"
      loading={refreshing}
      onClick={refresh}
    >
      {!refreshing && <RefreshCw aria-hidden />}
    </Button>
  );
  return (
    <SectionCard title="Suggested Connections" icon={UserPlus} action={refreshButton}>
      <WidgetData
        rows={SUGGESTIONS_SHOWN}
        label="Loading suggestions…"
        resetKey={`${version}:${refreshes}`}
        failedMessage="Suggestions could not be loaded right now."
      >
        <SuggestionList query={query} onConnectionsChanged={onConnectionsChanged} />
      </WidgetData>
    </SectionCard>
  );
}

/** Read inside the widget's boundary: a failed `suggestedConnections` shows the widget's own message. */
function SuggestionList({ query, onConnectionsChanged }: Omit<Props, 'version'>) {
  const data = useFragment(
    // first: SUGGESTIONS_SHOWN (home-query.test.ts checks they agree)
    graphql`
      fragment SuggestedConnections_query on Query @refetchable(queryName: "SuggestedConnectionsQuery") @throwOnFieldError {
        suggestedConnections(first: 2) {
          mutualConnectionCount
          member {
            id
            location
            ...MemberRow_user
          }
        }
      }
    `,
    query,
  );
  const suggestedConnections = data.suggestedConnections ?? [];
  const [requestConnection] = useRequestConnection();
  const [sending, setSending] = useState<string | null>(null);
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());

  async function connect(userId: string) {
    setSending(userId);
    const ok = await requestConnection(userId);
    setSending(null);
    if (!ok) return;
    setSent((current) => new Set(current).add(userId));
    onConnectionsChanged();
  }

  if (suggestedConnections.length === 0) {
    return <SectionEmpty>No suggestions right now. Check back soon.</SectionEmpty>;
  }
  return (
    <ul aria-label="Suggested dads" className="space-y-3">
      {suggestedConnections.slice(0, SUGGESTIONS_SHOWN).map(({ member, mutualConnectionCount }) => (
        <MemberRow
          key={member.id}
          user={member}
          detail={suggestionDetail(mutualConnectionCount, member.location)}
          action={
            <Button
              size="sm"
              variant="secondary"
              loading={sending === member.id}
              disabled={sent.has(member.id) || (sending !== null && sending !== member.id)}
              onClick={() => connect(member.id)}
            >
              {sent.has(member.id) ? 'Request Sent' : 'Connect'}
            </Button>
          }
        />
      ))}
    </ul>
  );
}

function suggestionDetail(mutual: number, location: string | null | undefined): string | null {
  if (mutual > 0) return `${mutual} mutual connection${mutual === 1 ? '' : 's'}`;
  return location ?? null;
}
