/**
 * The dashboard's left column under the profile card: the member's upcoming events, groups, followed channels
 * and a channel suggestion. Each widget loads its own data; following a suggested channel refreshes both
 * channel widgets (in a transition, so the lists stay on screen while the new ones load).
 */
import { useState, useTransition } from 'react';
import { MyChannelsWidget } from './left/MyChannelsWidget';
import { MyGroupsWidget } from './left/MyGroupsWidget';
import { SuggestedChannelsWidget } from './left/SuggestedChannelsWidget';
import { UpcomingEventsWidget } from './left/UpcomingEventsWidget';

export function LeftColumn() {
  const [channelsKey, setChannelsKey] = useState(0);
  const [, startTransition] = useTransition();
  const refreshChannels = () => startTransition(() => setChannelsKey((key) => key + 1));
  return (
    <>
      <UpcomingEventsWidget />
      <MyGroupsWidget />
      <MyChannelsWidget refreshKey={channelsKey} />
      <SuggestedChannelsWidget refreshKey={channelsKey} onFollowed={refreshChannels} />
    </>
  );
}
