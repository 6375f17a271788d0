/**
 * /channels, Professional Channels: the title, Create Channel (also opened by
 * `?create=true`, which then leaves the address), the Creator of the Month banner, and the directory with its
 * search, filters, sorts and cards. A new channel fetches the directory again with the same filters.
 */
import { CirclePlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ChannelsScreenQuery } from '../../__generated__/ChannelsScreenQuery.graphql';
import { Button } from '../../components/Button';
import { preloadOverlays } from '../../components/Dialog';
import { PRODUCT_NAME } from '../../product';
import type { ScreenProps } from '../../router/routes';
import { ChannelDirectory } from './ChannelDirectory';
import { CreateChannelDialog } from './CreateChannelDialog';
import { CreatorOfTheMonth } from './CreatorOfTheMonth';

export const channelsScreenQuery = graphql`
  query ChannelsScreenQuery {
    ...ChannelDirectory_query
  }
`;

const CREATE_PARAM = 'create';

export default function ChannelsScreen({ queryRef }: ScreenProps<ChannelsScreenQuery>) {
  const data = usePreloadedQuery<ChannelsScreenQuery>(channelsScreenQuery, queryRef!);
  const [creating, setCreating] = useState(
    () => new URLSearchParams(window.location.search).get(CREATE_PARAM) === 'true',
  );
  const [refreshKey, setRefreshKey] = useState(0);
  const onCreated = useCallback(() => setRefreshKey((key) => key + 1), []);
  const startCreating = useCallback(() => setCreating(true), []);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(CREATE_PARAM)) return;
    // Quietly, as the router need not move: a reload or a shared link then does not open the dialog again.
    url.searchParams.delete(CREATE_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`Professional Channels · ${PRODUCT_NAME}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Professional Channels</h1>
          <p className="mt-1 text-stone-600">
            Follow dads who share their expertise, from fix-it tips to sports analysis, or start a channel of your own.
          </p>
        </div>
        <Button onPointerEnter={preloadOverlays} onFocus={preloadOverlays} onClick={startCreating}>
          <CirclePlus aria-hidden />
          Create Channel
        </Button>
      </div>
      <CreateChannelDialog open={creating} onOpenChange={setCreating} onCreated={onCreated} />
      <CreatorOfTheMonth />
      <ChannelDirectory query={data} refreshKey={refreshKey} onCreate={startCreating} />
    </div>
  );
}
