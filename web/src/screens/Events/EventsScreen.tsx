/**
 * /events: My Events (with a count), Invited Events (with a badge of pending invitations) and Explore
 * Events, each listing tab with its filters and Load more; Create Event (also opened by /events/create, whose
 * address becomes /events) and the private calendar feed. The screen's query brings every tab's first page.
 */
import { CirclePlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { EventsScreenQuery } from '../../__generated__/EventsScreenQuery.graphql';
import { Badge, CountBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { preloadOverlays } from '../../components/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import { PRODUCT_NAME } from '../../product';
import type { ScreenProps } from '../../router/routes';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { CreateEventDialog } from './CreateEventDialog';
import { useEventTabCounts } from './EventTabCounts';
import { useInvitationCountLive } from './useInvitationCountLive';
import { ExploreEventsTab } from './ExploreEventsTab';
import { InvitedEventsTab } from './InvitedEventsTab';
import { MyEventsTab } from './MyEventsTab';

/** A refused or ended invitations subscription is tried again after this long. */
const INVITATIONS_RETRY_MS = 30_000;

export const eventsScreenQuery = graphql`
  query EventsScreenQuery($timeZone: String!) {
    viewer {
      location
      calendarFeedUrl
    }
    ...EventTabCounts_query
    ...MyEventsTab_query @arguments(timeZone: $timeZone)
    ...InvitedEventsTab_query
    ...ExploreEventsTab_query @arguments(timeZone: $timeZone)
  }
`;

interface Props extends ScreenProps<EventsScreenQuery> {
  /** /events/create: the create dialog opens, and the address becomes /events. */
  startCreating?: boolean;
}

function EventsListing({ queryRef, startCreating = false }: Props) {
  const data = usePreloadedQuery<EventsScreenQuery>(eventsScreenQuery, queryRef!);
  const { timeZone } = queryRef!.variables;
  const counts = useEventTabCounts(data);
  const [tab, setTab] = useState('mine');
  const [creating, setCreating] = useState(startCreating);
  // A group page's Create Event: /events/create?group=<the group's id>.
  const [presetGroup] = useState(() =>
    startCreating ? (new URLSearchParams(window.location.search).get('group') ?? '') : '',
  );
  const [refreshKey, setRefreshKey] = useState(0);
  const { refresh: refreshCounts } = counts;
  const onChanged = useCallback(() => {
    setRefreshKey((key) => key + 1);
    refreshCounts().catch(() => undefined);
  }, [refreshCounts]);

  // An invitation arriving (or answered in another tab): the badge's count comes with it, the list follows.
  useInvitationCountLive(INVITATIONS_RETRY_MS, () => setRefreshKey((key) => key + 1));

  useEffect(() => {
    // Quietly, as the router need not move: the same screen shows both addresses.
    if (startCreating) window.history.replaceState(null, '', '/events');
  }, [startCreating]);

  const tabProps = { query: data, refreshKey, viewerLocation: data.viewer?.location ?? null, timeZone };
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`Events · ${PRODUCT_NAME}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Events</h1>
          <p className="mt-1 text-stone-600">Meetups, cookouts and virtual hangouts with other dads.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CalendarFeedDialog feedUrl={data.viewer?.calendarFeedUrl ?? null} />
          <Button onPointerEnter={preloadOverlays} onFocus={preloadOverlays} onClick={() => setCreating(true)}>
            <CirclePlus aria-hidden />
            Create Event
          </Button>
        </div>
      </div>
      <CreateEventDialog
        initialGroupId={presetGroup}
        open={creating}
        onOpenChange={setCreating}
        onCreated={onChanged}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Events">
          <TabsTrigger value="mine">
            My Events
            <Badge variant="secondary" className="tabular-nums">
              {counts.mine}
            </Badge>
          </TabsTrigger>
          <TabsTrigger value="invited">
            Invited Events
            <CountBadge
              count={counts.invited}
              max={99}
              label={counts.invited === 1 ? 'pending invitation' : 'pending invitations'}
            />
          </TabsTrigger>
          <TabsTrigger value="explore">Explore Events</TabsTrigger>
        </TabsList>
        {/* All stay mounted, so each keeps its filters and loaded pages. */}
        <TabsContent value="mine" forceMount className="data-[state=inactive]:hidden">
          <MyEventsTab {...tabProps} />
        </TabsContent>
        <TabsContent value="invited" forceMount className="data-[state=inactive]:hidden">
          <InvitedEventsTab query={data} onAnswered={onChanged} />
        </TabsContent>
        <TabsContent value="explore" forceMount className="data-[state=inactive]:hidden">
          <ExploreEventsTab {...tabProps} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export default function EventsScreen(props: ScreenProps<EventsScreenQuery>) {
  return <EventsListing {...props} />;
}

/** /events/create: the listing with the create dialog open (the address becomes /events). */
export function CreateEventScreen(props: ScreenProps<EventsScreenQuery>) {
  return <EventsListing {...props} startCreating />;
}
