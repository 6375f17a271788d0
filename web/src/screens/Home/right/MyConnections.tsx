/** My Connections: the 6 newest accepted connections, linked to their profiles, and a way to all of them. */
import { Users } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { MyConnectionsQuery } from '../../../__generated__/MyConnectionsQuery.graphql';
import { buttonClasses } from '../../../components/Button';
import { Link } from '../../../router/Link';
import { dadTypeLabel } from '../profile-card-fields';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { CONNECTIONS_SHOWN } from './limits';
import { MemberRow } from './MemberRow';
import { WidgetData } from '../WidgetData';

const linkLook = buttonClasses({ variant: 'link', size: 'sm' });

const myConnectionsQuery = graphql`
  query MyConnectionsQuery($first: Int!) {
    connections(first: $first) {
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
`;

/** `refreshKey`: a new value fetches the list again in the background (after a connection change). */
export function MyConnections({ refreshKey }: { refreshKey: number }) {
  return (
    <SectionCard title="My Connections" icon={Users}>
      <WidgetData rows={3} label="Loading your connections…" resetKey={refreshKey} failedMessage="Your connections could not be loaded right now.">
        <ConnectionList refreshKey={refreshKey} />
      </WidgetData>
    </SectionCard>
  );
}

function ConnectionList({ refreshKey }: { refreshKey: number }) {
  const { connections } = useLazyLoadQuery<MyConnectionsQuery>(
    myConnectionsQuery,
    { first: CONNECTIONS_SHOWN },
    { fetchKey: refreshKey, fetchPolicy: 'store-and-network' },
  );
  if (connections.edges.length === 0) {
    return (
      <SectionEmpty action={<Link to="/networking" className={linkLook}>Find Dads to Connect</Link>}>
        No connections yet. Connect with other dads to grow your network.
      </SectionEmpty>
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label="Connections" className="space-y-3">
        {connections.edges.slice(0, CONNECTIONS_SHOWN).map(({ node }) => (
          <MemberRow key={node.id} user={node.otherMember} detail={dadTypeLabel(node.otherMember.dadType)} />
        ))}
      </ul>
      <Link to="/connections" className={linkLook}>
        View all
      </Link>
    </div>
  );
}
