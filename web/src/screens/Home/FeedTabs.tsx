import { CalendarDays, MessagesSquare, Newspaper, Users } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import type { CategoryId } from './categories';
import { CategoryFilter } from './CategoryFilter';
import { DadfeedTab } from './DadfeedTab';
import { EventfeedTab } from './EventfeedTab';
import { GroupfeedTab } from './GroupfeedTab';
import { NewsfeedTab } from './NewsfeedTab';

// On a phone the icons go, so that the four tabs fit without scrolling sideways.
const trigger = 'max-sm:flex-1 max-sm:px-2 max-sm:[&_svg]:hidden';

/** The dashboard's centre: the category filter above the four feeds, Dadfeed first. */
export function FeedTabs() {
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
          <TabsTrigger value="groupfeed" className={trigger}>
            <Users aria-hidden />
            Groupfeed
          </TabsTrigger>
          <TabsTrigger value="eventfeed" className={trigger}>
            <CalendarDays aria-hidden />
            Eventfeed
          </TabsTrigger>
          <TabsTrigger value="newsfeed" className={trigger}>
            <Newspaper aria-hidden />
            Newsfeed
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dadfeed">
          <DadfeedTab category={category} />
        </TabsContent>
        <TabsContent value="groupfeed">
          <GroupfeedTab />
        </TabsContent>
        <TabsContent value="eventfeed">
          <EventfeedTab />
        </TabsContent>
        <TabsContent value="newsfeed">
          <NewsfeedTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
