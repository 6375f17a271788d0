/**
 * The dashboard's left column under the profile card: the member's upcoming events, groups, followed channels
 * and a channel suggestion, each from its fragment of the page's query. Following a suggested channel fetches
 * both channel widgets again in the background (the lists stay on screen until the new ones arrive).
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LeftColumn_query$key } from '../../__generated__/LeftColumn_query.graphql';
import type { MyChannelsWidgetQuery } from '../../__generated__/MyChannelsWidgetQuery.graphql';
import myChannelsQuery from '../../__generated__/MyChannelsWidgetQuery.graphql';
import type { SuggestedChannelsWidgetQuery } from '../../__generated__/SuggestedChannelsWidgetQuery.graphql';
import suggestedChannelsQuery from '../../__generated__/SuggestedChannelsWidgetQuery.graphql';
import { useRefresh } from '../../relay/refresh';
import { MyChannelsWidget } from './left/MyChannelsWidget';
import { MyGroupsWidget } from './left/MyGroupsWidget';
import { SuggestedChannelsWidget } from './left/SuggestedChannelsWidget';
import { UpcomingEventsWidget } from './left/UpcomingEventsWidget';

export function LeftColumn({ query }: { query: LeftColumn_query$key }) {
  const data = useFragment(
    graphql`
      fragment LeftColumn_query on Query {
        ...UpcomingEventsWidget_query
        ...MyGroupsWidget_query
        ...MyChannelsWidget_query
        ...SuggestedChannelsWidget_query
      }
    `,
    query,
  );
  // Bumped once the channel widgets have their new answers: one that had failed tries again.
  const [channelsVersion, setChannelsVersion] = useState(0);
  const refreshFollowed = useRefresh<MyChannelsWidgetQuery>(myChannelsQuery);
  const refreshSuggested = useRefresh<SuggestedChannelsWidgetQuery>(suggestedChannelsQuery);
  const refreshChannels = () => {
    void Promise.allSettled([refreshFollowed(), refreshSuggested()]).then(() =>
      setChannelsVersion((version) => version + 1),
    );
  };
  return (
    <>
      <UpcomingEventsWidget query={data} />
      <MyGroupsWidget query={data} />
      <MyChannelsWidget query={data} version={channelsVersion} />
      <SuggestedChannelsWidget query={data} version={channelsVersion} onFollowed={refreshChannels} />
    </>
  );
}
