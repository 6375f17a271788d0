import { graphql, useFragment } from 'react-relay/hooks';
import type { PostCard_post$key } from '../../__generated__/PostCard_post.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { SafeImage } from '../../components/SafeImage';
import { ageLabel } from '../../lib/age-label';
import { postAuthorName } from '../../lib/display-name';
import { Link } from '../../router/Link';
import { FistBumpButton } from './FistBumpButton';
import { PostPoll } from './PostPoll';

/** One post on a feed: author and badges, the text, image, hashtags and poll, then the fist bump. */
export function PostCard({ post }: { post: PostCard_post$key }) {
  const data = useFragment(
    graphql`
      fragment PostCard_post on Post {
        databaseId
        content
        imageUrl
        hashtags
        type
        createdAt
        author {
          databaseId
          username
          firstName
          lastName
          profileImageUrl
        }
        group {
          databaseId
          name
        }
        poll {
          ...PostPoll_poll
        }
        ...FistBumpButton_post
      }
    `,
    post,
  );
  const name = postAuthorName(data.author, data.author.databaseId);
  return (
    <article aria-label={`Post by ${name}`} className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Avatar user={data.author} src={data.author.profileImageUrl} size="md" alt="" />
        <div className="min-w-0">
          <p className="font-bold text-ink">{name}</p>
          <p className="text-xs text-stone-500">{ageLabel(data.createdAt)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {data.type === 'dad_joke' && <Badge>Dad Joke Master</Badge>}
          {data.type === 'question' && <Badge variant="secondary">Question</Badge>}
          {data.group && (
            <Link to={`/groups/${data.group.databaseId}`} className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-600">
              <Badge variant="outline">{data.group.name}</Badge>
            </Link>
          )}
        </div>
      </header>
      {data.content && <p className="text-sm whitespace-pre-wrap text-stone-800">{data.content}</p>}
      <SafeImage src={data.imageUrl ?? undefined} alt="" loading="lazy" className="max-h-96 w-full rounded-lg object-cover" />
      {data.hashtags.length > 0 && (
        <ul aria-label="Hashtags" className="flex flex-wrap gap-1.5">
          {data.hashtags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">#{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {data.poll && <PostPoll poll={data.poll} />}
      <footer className="flex items-center gap-2 border-t border-stone-100 pt-2">
        <FistBumpButton post={data} />
      </footer>
    </article>
  );
}
