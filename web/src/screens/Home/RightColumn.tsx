/**
 * The dashboard's right column: My Connections, Suggested Connections, two ad slots and
 * Recent Activity, each from its fragment of the page's query. Sending a connection request fetches both
 * connection lists again in the background.
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MyConnectionsQuery } from '../../__generated__/MyConnectionsQuery.graphql';
import myConnectionsQuery from '../../__generated__/MyConnectionsQuery.graphql';
import type { RightColumn_query$key } from '../../__generated__/RightColumn_query.graphql';
import type { SuggestedConnectionsQuery } from '../../__generated__/SuggestedConnectionsQuery.graphql';
import suggestedConnectionsQuery from '../../__generated__/SuggestedConnectionsQuery.graphql';
import { useRefresh } from '../../relay/refresh';
import { AdPlaceholder } from './AdPlaceholder';
import { MyConnections } from './right/MyConnections';
import { RecentActivity } from './right/RecentActivity';
import { SuggestedConnections } from './right/SuggestedConnections';

export function RightColumn({ query }: { query: RightColumn_query$key }) {
  const data = useFragment(
    graphql`
      fragment RightColumn_query on Query {
        ...MyConnections_query
        ...SuggestedConnections_query
        ...RecentActivity_query
      }
    `,
    query,
  );
  // Bumped once both lists have their new answers: one that had failed tries again.
  const [connectionsVersion, setConnectionsVersion] = useState(0);
  const refreshConnections = useRefresh<MyConnectionsQuery>(myConnectionsQuery);
  const refreshSuggestions = useRefresh<SuggestedConnectionsQuery>(suggestedConnectionsQuery);
  const connectionsChanged = () => {
    void Promise.allSettled([refreshConnections(), refreshSuggestions()]).then(() =>
      setConnectionsVersion((version) => version + 1),
    );
  };
  return (
    <>
      <MyConnections query={data} version={connectionsVersion} />
      <SuggestedConnections query={data} version={connectionsVersion} onConnectionsChanged={connectionsChanged} />
      <AdPlaceholder title="Featured Sponsor">Dad-approved gear and services, featured here.</AdPlaceholder>
      <AdPlaceholder title="Your Brand Here">Reach thousands of engaged dads in your area.</AdPlaceholder>
      <RecentActivity query={data} />
    </>
  );
}
