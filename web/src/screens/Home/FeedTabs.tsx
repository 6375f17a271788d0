import { CalendarDays, MessagesSquare, Newspaper, Users } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FeedTabs_query$key } from '../../__generated__/FeedTabs_query.graphql';
import { lazyComponent } from '../../components/lazy-component';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import type { CategoryId } from './categories';
import { CategoryFilter } from './CategoryFilter';
import { DadfeedTab } from './DadfeedTab';
import { FeedLoading } from './groupfeed/FeedLoading';

// The Dadfeed is what the page opens on; the other feeds' code loads when their tab is pointed at or chosen.
const GroupfeedTab = lazyComponent(() => import('./GroupfeedTab'), (m) => m.GroupfeedTab);
const EventfeedTab = lazyComponent(() => import('./EventfeedTab'), (m) => m.EventfeedTab);
const NewsfeedTab = lazyComponent(() => import('./NewsfeedTab'), (m) => m.NewsfeedTab);

// On a phone the icons go, so that the four tabs fit without scrolling sideways.
const trigger = 'max-sm:flex-1 max-sm:px-2 max-sm:[&_svg]:hidden';

/**
 * The dashboard's centre: the category filter above the four feeds, Dadfeed first. The Dadfeed's first page
 * comes with the page's query; the other feeds load their own when their tab opens.
 */
export function FeedTabs({ query }: { query: FeedTabs_query$key }) {
  const feeds = useFragment(
    graphql`
      fragment FeedTabs_query on Query {
        ...DadfeedList_query
      }
    `,
    query,
  );
  const [category, setCategory] = useState<CategoryId | null>(null);
  return (
    <div className="grid min-w-0 grid-cols-1 content-start gap-4">
      <CategoryFilter value={category} onChange={setCategory} />
      <Tabs defaultValue="dadfeed">
        <TabsList aria-label="Feeds" className="w-full sm:w-auto">
          <TabsTrigger value="dadfeed" className={trigger}>
            <MessagesSquare aria-hidden />
            Dadfeed
          </TabsTrigger>
          <TabsTrigger value="groupfeed" className={trigger} onPointerEnter={GroupfeedTab.preload} onFocus={GroupfeedTab.preload}>
            <Users aria-hidden />
            Groupfeed
          </TabsTrigger>
          <TabsTrigger value="eventfeed" className={trigger} onPointerEnter={EventfeedTab.preload} onFocus={EventfeedTab.preload}>
            <CalendarDays aria-hidden />
            Eventfeed
          </TabsTrigger>
          <TabsTrigger value="newsfeed" className={trigger} onPointerEnter={NewsfeedTab.preload} onFocus={NewsfeedTab.preload}>
            <Newspaper aria-hidden />
            Newsfeed
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dadfeed">
          <DadfeedTab query={feeds} category={category} />
        </TabsContent>
        {/* The same spinners as the tabs' own while their data loads. */}
        <TabsContent value="groupfeed">
          <Suspense fallback={<FeedLoading label="Loading the Groupfeed…" />}>
            <GroupfeedTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="eventfeed">
          <Suspense fallback={<FeedLoading label="Loading the Eventfeed…" />}>
            <EventfeedTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="newsfeed">
          <Suspense fallback={<FeedLoading label="Loading the news…" />}>
            <NewsfeedTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
