import { MAX_SIZE_HINT, RECOMMENDED_SIZE, type ChannelImageKind } from '../lib/channel-image';

/** Under a channel image's picker: its recommended size, then the 5MB limit. */
export function ChannelImageHint({ kind }: { kind: ChannelImageKind }) {
  return (
    <>
      <span className="block">{RECOMMENDED_SIZE[kind]}</span>
      <span className="block">{MAX_SIZE_HINT}</span>
    </>
  );
}
