/**
 * /networking, Dad Network: the stats, then five tabs. The screen's query brings the stats,
 * the requests and the viewer's connections; Search, Suggested and Discover load their own when shown. The tab
 * follows the address (`?tab=requests`, where request notifications lead).
 */
import { useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { MyNetworkTabPaginationQuery } from '../../__generated__/MyNetworkTabPaginationQuery.graphql';
import myNetworkQuery from '../../__generated__/MyNetworkTabPaginationQuery.graphql';
import type { NetworkingScreenQuery } from '../../__generated__/NetworkingScreenQuery.graphql';
import type { NetworkStatsQuery } from '../../__generated__/NetworkStatsQuery.graphql';
import networkStatsQuery from '../../__generated__/NetworkStatsQuery.graphql';
import { CountBadge } from '../../components/Badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import { PRODUCT_NAME } from '../../product';
import { getLocation } from '../../router/history';
import type { ScreenProps } from '../../router/routes';
import { DiscoverTab } from './DiscoverTab';
import { MyNetworkTab } from './MyNetworkTab';
import { NetworkStats, useNetworkStats } from './NetworkStats';
import { tabFromSearch, tabPath, type NetworkTab } from './network-tabs';
import { RequestsTab } from './RequestsTab';
import { SearchTab } from './SearchTab';
import { SuggestedTab } from './SuggestedTab';

export const networkingScreenQuery = graphql`
  query NetworkingScreenQuery {
    ...NetworkStats_query
    ...RequestsTab_query
    ...MyNetworkTab_query
  }
`;

export default function NetworkingScreen({ queryRef }: ScreenProps<NetworkingScreenQuery>) {
  const data = usePreloadedQuery<NetworkingScreenQuery>(networkingScreenQuery, queryRef!);
  const stats = useNetworkStats(data);
  const [tab, setTab] = useAddressTab();
  const environment = useRelayEnvironment();

  // After an answer to a request: the counts (the shell's badge too) and the new connection in My Network.
  function refreshAfterAnswer() {
    fetchQuery<NetworkStatsQuery>(environment, networkStatsQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
    fetchQuery<MyNetworkTabPaginationQuery>(environment, myNetworkQuery, {}, { fetchPolicy: 'network-only' }).subscribe(
      {},
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`Dad Network · ${PRODUCT_NAME}`}</title>
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Dad Network</h1>
        <p className="mt-1 text-stone-600">Find dads near you, answer requests and grow your network.</p>
      </div>
      <NetworkStats stats={stats} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as NetworkTab)}>
        <TabsList aria-label="Dad Network">
          <TabsTrigger value="search">Search</TabsTrigger>
          <TabsTrigger value="suggested">Suggested</TabsTrigger>
          <TabsTrigger value="requests">
            Requests
            <CountBadge count={stats.pending} max={99} label="pending" />
          </TabsTrigger>
          <TabsTrigger value="network">My Network</TabsTrigger>
          <TabsTrigger value="discover">Discover</TabsTrigger>
        </TabsList>
        <TabsContent value="search">
          <SearchTab />
        </TabsContent>
        <TabsContent value="suggested">
          <SuggestedTab />
        </TabsContent>
        <TabsContent value="requests">
          <RequestsTab query={data} onAnswered={refreshAfterAnswer} />
        </TabsContent>
        <TabsContent value="network">
          <MyNetworkTab query={data} onDiscover={() => setTab('discover')} />
        </TabsContent>
        <TabsContent value="discover">
          <DiscoverTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * The tab the address names; a choice is written back quietly (the screen stays, as the inbox's ?c= does), so a
 * reload reopens it. A navigation to another ?tab= opens the screen anew on that tab (the router keys by address).
 */
function useAddressTab(): [NetworkTab, (tab: NetworkTab) => void] {
  const [tab, setTab] = useState(() => tabFromSearch(getLocation().search));
  const choose = (next: NetworkTab) => {
    setTab(next);
    window.history.replaceState(null, '', tabPath(next));
  };
  return [tab, choose];
}
