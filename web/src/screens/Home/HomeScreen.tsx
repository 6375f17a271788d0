/**
 * The home dashboard (/ and /home): the top strip, then three columns on a desktop
 * (profile and widgets, the feeds, connections and ads) and one on a phone, the feeds first; the floating chat
 * and the panic button. One query answers the whole page, the shell included: each widget declares its fragment and this
 * query spreads them.
 */
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import { PRODUCT_NAME } from '../../product';
import type { ScreenProps } from '../../router/routes';
import { FeedTabs } from './FeedTabs';
import { FloatingControls } from './FloatingControls';
import { LeftColumn } from './LeftColumn';
import { ProfileCard } from './ProfileCard';
import { RightColumn } from './RightColumn';
import { TopStrip } from './TopStrip';

const homeScreenQuery = graphql`
  query HomeScreenQuery {
    ...MemberApp_query
    viewer {
      ...TopStrip_viewer
      ...ProfileCard_viewer
    }
    ...TopStrip_query
    ...LeftColumn_query
    ...FeedTabs_query
    ...RightColumn_query
  }
`;

export default function HomeScreen({ queryRef }: ScreenProps<HomeScreenQuery>) {
  const data = usePreloadedQuery<HomeScreenQuery>(homeScreenQuery, queryRef!);
  const { viewer } = data;
  if (!viewer) return null; // the member app handles a lost session
  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-4 pb-24 sm:px-6 sm:py-6">
      <title>{`Dashboard · ${PRODUCT_NAME}`}</title>
      <TopStrip viewer={viewer} query={data} />
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-[17rem_minmax(0,1fr)] xl:grid-cols-[17rem_minmax(0,1fr)_17rem] xl:gap-6">
        {/* On a phone the columns dissolve so that the feed comes first, right under the top strip; the profile
            card and the widgets follow it. Each column's own grid is minmax(0, 1fr) wide (grid-cols-1), so a long
            unbroken name in a widget wraps or truncates instead of widening the page. */}
        <div className="contents md:grid md:grid-cols-1 md:content-start md:gap-4">
          <div className="order-1 md:order-none">
            <ProfileCard viewer={viewer} />
          </div>
          <div className="order-1 grid grid-cols-1 content-start gap-4 md:order-none">
            <LeftColumn query={data} />
          </div>
        </div>
        <FeedTabs query={data} />
        <div className="order-2 grid grid-cols-1 content-start gap-4 md:order-none md:col-span-2 md:grid-cols-2 xl:col-span-1 xl:grid-cols-1">
          <RightColumn query={data} />
        </div>
      </div>
      <FloatingControls />
    </div>
  );
}
