/** Invited Events: the viewer's pending invitations, newest first, each with Accept and Decline. */
import { MailOpen } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { InvitedEventsTab_query$key } from '../../__generated__/InvitedEventsTab_query.graphql';
import type { InvitedEventsTabPaginationQuery } from '../../__generated__/InvitedEventsTabPaginationQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { InvitationCard } from './InvitationCard';

interface Props {
  query: InvitedEventsTab_query$key;
  /** After an answer: the counts and My Events follow. */
  onAnswered: () => void;
}

export function InvitedEventsTab({ query, onAnswered }: Props) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    InvitedEventsTabPaginationQuery,
    InvitedEventsTab_query$key
  >(
    graphql`
      fragment InvitedEventsTab_query on Query
      @refetchable(queryName: "InvitedEventsTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        eventInvitations(first: $count, after: $cursor) @connection(key: "InvitedEventsTab_eventInvitations") {
          __id
          edges {
            node {
              id
              ...InvitationCard_invitation
            }
          }
        }
      }
    `,
    query,
  );
  const invitations = (data.eventInvitations?.edges ?? []).map((edge) => edge.node);
  const connectionId = data.eventInvitations?.__id;
  return (
    <section aria-label="Invited Events" className="grid gap-4">
      {invitations.length === 0 ? (
        <EmptyState icon={MailOpen} title="No invitations" text="When a dad invites you to an event, it shows here." />
      ) : (
        <ul aria-label="Event invitations" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <InvitationCard
                invitation={invitation}
                connections={connectionId ? [connectionId] : []}
                onAnswered={onAnswered}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(12)} />
    </section>
  );
}
