import { CalendarDays, MessagesSquare, Newspaper, Users } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FeedTabs_query$key } from '../../__generated__/FeedTabs_query.graphql';
import { lazyComponent } from '../../components/lazy-component';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import { hashtagFromSearch } from '../../lib/hashtags';
import { useLocation } from '../../router/history';
import type { CategoryId } from './categories';
import { CategoryFilter } from './CategoryFilter';
import { DadfeedTab } from './DadfeedTab';
import { FeedLoading } from './groupfeed/FeedLoading';

// The Dadfeed is what the page opens on; the other feeds' code loads when their tab is pointed at or chosen.
const GroupfeedTab = lazyComponent(
  () => import('./GroupfeedTab'),
  (m) => m.GroupfeedTab,
);
const EventfeedTab = lazyComponent(
  () => import('./EventfeedTab'),
  (m) => m.EventfeedTab,
);
const NewsfeedTab = lazyComponent(
  () => import('./NewsfeedTab'),
  (m) => m.NewsfeedTab,
);

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
  // A post's hashtag links here with ?tag=: the Dadfeed then shows the posts that carry it.
  const hashtag = hashtagFromSearch(useLocation().search);
  const [tab, setTab] = useState('dadfeed');
  return (
    <div className="grid min-w-0 grid-cols-1 content-start gap-4">
      {/* The categories have a matching rule for Dadfeed posts only: group posts, events and news have
          none, so on their tabs a 'Filtering by' line would promise what nothing does. Hidden, not unmounted: the
          choice and the panel's state are there again back on the Dadfeed. */}
      <div hidden={tab !== 'dadfeed'}>
        <CategoryFilter value={category} onChange={setCategory} />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        {/* Two by two on a phone: four tabs in a row do not fit its width. */}
        <TabsList aria-label="Feeds" className="w-full max-sm:grid max-sm:grid-cols-2 sm:w-auto">
          <TabsTrigger value="dadfeed">
            <MessagesSquare aria-hidden />
            Dadfeed
          </TabsTrigger>
          <TabsTrigger value="groupfeed" onPointerEnter={GroupfeedTab.preload} onFocus={GroupfeedTab.preload}>
            <Users aria-hidden />
            Groupfeed
          </TabsTrigger>
          <TabsTrigger value="eventfeed" onPointerEnter={EventfeedTab.preload} onFocus={EventfeedTab.preload}>
            <CalendarDays aria-hidden />
            Eventfeed
          </TabsTrigger>
          <TabsTrigger value="newsfeed" onPointerEnter={NewsfeedTab.preload} onFocus={NewsfeedTab.preload}>
            <Newspaper aria-hidden />
            Newsfeed
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dadfeed">
          <DadfeedTab query={feeds} category={category} hashtag={hashtag} />
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
