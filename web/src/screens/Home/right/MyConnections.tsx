/**
 * My Connections: the 6 newest accepted connections, linked to their profiles, each with a Message button, and a
 * way to all of them.
 */
import { Users } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MyConnections_query$key } from '../../../__generated__/MyConnections_query.graphql';
import { buttonClasses } from '../../../components/Button';
import { dadTypeLabel } from '../../../lib/profile-labels';
import { MessageButton } from '../../../people/MessageButton';
import { Link } from '../../../router/Link';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { CONNECTIONS_SHOWN } from './limits';
import { MemberRow } from './MemberRow';
import { WidgetData } from '../WidgetData';

const linkLook = buttonClasses({ variant: 'link', size: 'sm' });

interface Props {
  query: MyConnections_query$key;
  /** Goes up when the list was fetched again (after a connection change): a failed list retries. */
  version: number;
}

export function MyConnections({ query, version }: Props) {
  return (
    <SectionCard title="My Connections" icon={Users}>
      <WidgetData
        rows={3}
        label="Loading your connections…"
        resetKey={version}
        failedMessage="Your connections could not be loaded right now."
      >
        <ConnectionList query={query} />
      </WidgetData>
    </SectionCard>
  );
}

/** Read inside the widget's boundary: a failed `connections` shows the widget's own message. */
function ConnectionList({ query }: { query: MyConnections_query$key }) {
  const { connections } = useFragment(
    // first: CONNECTIONS_SHOWN (home-query.test.ts checks they agree)
    graphql`
      fragment MyConnections_query on Query @refetchable(queryName: "MyConnectionsQuery") @throwOnFieldError {
        connections(first: 6) {
          totalCount
          edges {
            node {
              id
              otherMember {
                dadType
                ...MemberRow_user
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = connections?.edges ?? [];
  if (edges.length === 0) {
    return (
      <SectionEmpty
        action={
          <Link to="/networking" className={linkLook}>
            Find Dads to Connect
          </Link>
        }
      >
        No connections yet. Connect with other dads to grow your network.
      </SectionEmpty>
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label="Connections" className="space-y-3">
        {edges.slice(0, CONNECTIONS_SHOWN).map(({ node }) => (
          <MemberRow
            key={node.id}
            user={node.otherMember}
            detail={dadTypeLabel(node.otherMember.dadType)}
            action={(member) => <MessageButton memberId={member.databaseId} name={member.name} />}
          />
        ))}
      </ul>
      <Link to="/connections" className={linkLook}>
        View all
      </Link>
    </div>
  );
}
