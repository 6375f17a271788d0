/**
 * Event Photos, for the attendees and host of an in-person event: the upload form, then the photos,
 * newest first, with their captions and tags, 12 a page. Nothing for anyone else (the server sends no photos).
 */
import { Camera } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { EventPhotos_event$key } from '../../../__generated__/EventPhotos_event.graphql';
import type { EventPhotosPaginationQuery } from '../../../__generated__/EventPhotosPaginationQuery.graphql';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { EventPhotoCard } from './EventPhotoCard';
import { PhotoUploadForm } from './PhotoUploadForm';

export function EventPhotos({ event }: { event: EventPhotos_event$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    EventPhotosPaginationQuery,
    EventPhotos_event$key
  >(
    graphql`
      fragment EventPhotos_event on Event
      @refetchable(queryName: "EventPhotosPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        id
        databaseId
        photos(first: $count, after: $cursor) @connection(key: "EventPhotos_photos") {
          __id
          totalCount
          edges {
            node {
              id
              ...EventPhotoCard_photo
            }
          }
        }
      }
    `,
    event,
  );
  if (!data.photos) return null;
  const photos = data.photos.edges.map((edge) => edge.node);
  const connectionId = data.photos.__id;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{`Event Photos (${data.photos.totalCount})`}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PhotoUploadForm eventId={data.id} eventDatabaseId={data.databaseId} connectionId={connectionId} />
        {photos.length === 0 ? (
          <EmptyState icon={Camera} title="No photos yet" text="Share the first photo of the day." />
        ) : (
          <ul aria-label="Event photos" className="grid gap-4 sm:grid-cols-2">
            {photos.map((photo) => (
              <li key={photo.id}>
                <EventPhotoCard photo={photo} eventDatabaseId={data.databaseId} connectionId={connectionId} />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(12)} />
      </CardContent>
    </Card>
  );
}
