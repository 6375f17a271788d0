import { HandMetal, MessageCircle } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventActivityItem_post$key } from '../../../__generated__/EventActivityItem_post.graphql';
import { Avatar } from '../../../components/Avatar';
import { Badge } from '../../../components/Badge';
import { RichText } from '../../../components/RichText';
import { ageLabel } from '../../../lib/age-label';
import { postAuthorName } from '../../../lib/display-name';
import { Link } from '../../../router/Link';

/** A post in the discussion of one of the member's events: who, in which event, what, when, and its counts. */
export function EventActivityItem({ post }: { post: EventActivityItem_post$key }) {
  const data = useFragment(
    graphql`
      fragment EventActivityItem_post on Post {
        content
        createdAt
        fistBumpCount
        commentCount
        author {
          databaseId
          username
          firstName
          lastName
          profileImageUrl
        }
        event {
          databaseId
          title
        }
      }
    `,
    post,
  );
  const name = postAuthorName(data.author, data.author.databaseId);
  return (
    <article
      aria-label={`Event activity by ${name}`}
      className="grid gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Avatar user={data.author} src={data.author.profileImageUrl} size="sm" alt="" />
        <p className="font-bold text-ink">{name}</p>
        {data.event && (
          <Link
            to={`/events/${data.event.databaseId}`}
            className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Badge variant="secondary">{data.event.title}</Badge>
          </Link>
        )}
        <span className="ml-auto text-xs text-stone-500">{ageLabel(data.createdAt)}</span>
      </header>
      {data.content && (
        <RichText text={data.content} className="text-sm break-words whitespace-pre-wrap text-stone-800" />
      )}
      <footer className="flex gap-4 text-xs text-stone-600">
        <span className="flex items-center gap-1">
          <HandMetal aria-hidden className="size-4" />
          {data.fistBumpCount} <span className="sr-only">{data.fistBumpCount === 1 ? 'fist bump' : 'fist bumps'}</span>
        </span>
        <span className="flex items-center gap-1">
          <MessageCircle aria-hidden className="size-4" />
          {data.commentCount} <span className="sr-only">{data.commentCount === 1 ? 'comment' : 'comments'}</span>
        </span>
      </footer>
    </article>
  );
}
