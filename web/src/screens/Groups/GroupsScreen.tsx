/**
 * /groups: My Groups & Teams and Explore Groups & Teams, each with its search, category and type
 * filters (applied on the server) and Load more; Create New Group/Team. The screen's query brings both tabs' first
 * pages; a join, a new group or a deletion fetches both again.
 */
import { useCallback, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { GroupsScreenQuery } from '../../__generated__/GroupsScreenQuery.graphql';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import { PRODUCT_NAME } from '../../product';
import type { ScreenProps } from '../../router/routes';
import { CreateGroupDialog } from './CreateGroupDialog';
import { ExploreGroupsTab } from './ExploreGroupsTab';
import { MyGroupsTab } from './MyGroupsTab';

export const groupsScreenQuery = graphql`
  query GroupsScreenQuery {
    ...MyGroupsTab_query
    ...ExploreGroupsTab_query
  }
`;

export default function GroupsScreen({ queryRef }: ScreenProps<GroupsScreenQuery>) {
  const data = usePreloadedQuery<GroupsScreenQuery>(groupsScreenQuery, queryRef!);
  const [tab, setTab] = useState('mine');
  const [refreshKey, setRefreshKey] = useState(0);
  const [names, setNames] = useState<{ mine: string[]; explore: string[] }>({ mine: [], explore: [] });
  const onChanged = useCallback(() => setRefreshKey((key) => key + 1), []);
  const onMine = useCallback((mine: string[]) => setNames((all) => ({ ...all, mine })), []);
  const onExplore = useCallback((explore: string[]) => setNames((all) => ({ ...all, explore })), []);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`Groups & Teams · ${PRODUCT_NAME}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Groups & Teams</h1>
          <p className="mt-1 text-stone-600">Local and global groups and teams of dads.</p>
        </div>
        <CreateGroupDialog loadedNames={[...names.mine, ...names.explore]} onCreated={onChanged} />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Groups and teams">
          <TabsTrigger value="mine">My Groups & Teams</TabsTrigger>
          <TabsTrigger value="explore">Explore Groups & Teams</TabsTrigger>
        </TabsList>
        {/* Both stay mounted, so each keeps its filters and its names count for the create form's check. */}
        <TabsContent value="mine" forceMount className="data-[state=inactive]:hidden">
          <MyGroupsTab query={data} refreshKey={refreshKey} onChanged={onChanged} onNames={onMine} />
        </TabsContent>
        <TabsContent value="explore" forceMount className="data-[state=inactive]:hidden">
          <ExploreGroupsTab query={data} refreshKey={refreshKey} onChanged={onChanged} onNames={onExplore} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
