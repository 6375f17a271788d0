import { NotFoundCard } from '../../components/NotFoundCard';

/** /events/{id} for an event that does not exist, or one the viewer may not see (a private event). */
export function EventNotFound() {
  return (
    <NotFoundCard
      title="Event not found"
      text="This event may have been cancelled, it may be private, or the link is not quite right."
      back={{ to: '/events', label: 'Back to Events' }}
    />
  );
}
