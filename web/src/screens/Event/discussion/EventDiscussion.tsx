/**
 * Event Discussion, for attendees and the host: the composer, then the posts, newest first, as the
 * shared post cards (a click on a post toggles its comments), 10 a page. Others are told how to join in.
 */
import { Lock, MessageSquare } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { EventDiscussion_event$key } from '../../../__generated__/EventDiscussion_event.graphql';
import type { EventDiscussionPaginationQuery } from '../../../__generated__/EventDiscussionPaginationQuery.graphql';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PagedPostList } from '../../../posts/PagedPostList';
import { EventComposer } from './EventComposer';

const PAGE_SIZE = 10;

export function EventDiscussion({ event }: { event: EventDiscussion_event$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    EventDiscussionPaginationQuery,
    EventDiscussion_event$key
  >(
    graphql`
      fragment EventDiscussion_event on Event
      @refetchable(queryName: "EventDiscussionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        title
        posts(first: $count, after: $cursor) @connection(key: "EventDiscussion_posts") {
          __id
          edges {
            node {
              id
              ...PostCard_post
            }
          }
        }
      }
    `,
    event,
  );
  if (!data.posts) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Event Discussion</CardTitle>
        </CardHeader>
        <CardContent className="flex items-center gap-2 text-sm text-stone-600">
          <Lock aria-hidden className="size-4" />
          Photos and the discussion are for the attendees: attend the event to join in.
        </CardContent>
      </Card>
    );
  }
  const connectionId = data.posts.__id;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Event Discussion</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <EventComposer eventId={data.id} eventTitle={data.title} connectionId={connectionId} />
        <PagedPostList
          label="Event posts"
          posts={data.posts.edges.map((edge) => edge.node)}
          connectionId={connectionId}
          deletedTitle="Post Deleted"
          empty={
            <EmptyState
              icon={MessageSquare}
              title="No posts yet"
              text="Start the conversation: who is bringing what?"
            />
          }
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          loadNext={() => loadNext(PAGE_SIZE)}
        />
      </CardContent>
    </Card>
  );
}
