import { NotFoundCard } from '../../components/NotFoundCard';

/** /channels/{id} for a channel that does not exist, or a private one the viewer may not see. */
export function ChannelNotFound() {
  return (
    <NotFoundCard
      title="Channel not found"
      text="This channel may have been deleted, it may be private, or the link is not quite right."
      back={{ to: '/channels', label: 'Back to Channels' }}
    />
  );
}
