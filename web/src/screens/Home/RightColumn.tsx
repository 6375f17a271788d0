/**
 * The dashboard's right column (spec part 1 section 2): My Connections, Suggested Connections, two ad slots and
 * Recent Activity. Each widget loads its own data; sending a connection request refreshes both connection lists.
 */
import { useReducer } from 'react';
import { AdPlaceholder } from './AdPlaceholder';
import { MyConnections } from './right/MyConnections';
import { RecentActivity } from './right/RecentActivity';
import { SuggestedConnections } from './right/SuggestedConnections';

export function RightColumn() {
  const [connectionsVersion, connectionsChanged] = useReducer((version: number) => version + 1, 0);
  return (
    <>
      <MyConnections refreshKey={connectionsVersion} />
      <SuggestedConnections refreshKey={connectionsVersion} onConnectionsChanged={connectionsChanged} />
      <AdPlaceholder title="Featured Sponsor">Dad-approved gear and services, featured here.</AdPlaceholder>
      <AdPlaceholder title="Your Brand Here">Reach thousands of engaged dads in your area.</AdPlaceholder>
      <RecentActivity />
    </>
  );
}
