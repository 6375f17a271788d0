import { Suspense, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PostCard_post$key } from '../__generated__/PostCard_post.graphql';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { lazyComponent } from '../components/lazy-component';
import { RichText } from '../components/RichText';
import { SafeImage } from '../components/SafeImage';
import { ageLabel } from '../lib/age-label';
import { hashtagFeedPath } from '../lib/hashtags';
import { postAuthorName } from '../lib/display-name';
import { Link } from '../router/Link';
import { FistBumpButton } from './FistBumpButton';
import { CommentsButton } from './post/CommentsButton';
import { CommentsPanelSkeleton } from './post/CommentsPanelSkeleton';
import { PostMenu } from './post/PostMenu';
import { ShareButton } from './post/ShareButton';
import { PostPoll } from './PostPoll';
import { ModerationHiddenNote } from '../components/ModerationHiddenNote';

// Opened on demand, with their mutations: the comments (loaded as the button is pointed at) and the editor.
const CommentsPanel = lazyComponent(
  () => import('./post/CommentsPanel'),
  (m) => m.CommentsPanel,
);
const PostEditForm = lazyComponent(
  () => import('./post/PostEditForm'),
  (m) => m.PostEditForm,
);

interface Props {
  post: PostCard_post$key;
  /** After the owner deleted the post (a feed drops the card itself; the permalink page goes home). */
  onDeleted?: () => void;
  /** The toast after a delete: the dashboard's 'Post deleted', a group's 'Post Deleted'. */
  deletedTitle?: string;
  /**
   * A click on the post's text or image toggles its comments, as on a group's page. A pointer shortcut: the Comments button stays the way for keyboards and readers.
   */
  commentsOnClick?: boolean;
}

/**
 * One post: author and badges, the text, image, hashtags and poll; the fist bump, the comments panel and
 * sharing; its menu to edit inline or delete (the owner) or report (everyone else).
 */
export function PostCard({ post, onDeleted, deletedTitle, commentsOnClick = false }: Props) {
  const data = useFragment(
    graphql`
      fragment PostCard_post on Post {
        id
        databaseId
        content
        imageUrl
        hashtags
        type
        createdAt
        isEdited
        moderationHidden
        commentCount
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
        channel {
          databaseId
          name
        }
        poll {
          ...PostPoll_poll
        }
        ...FistBumpButton_post
        ...PostMenu_post
        ...PostEditForm_post
      }
    `,
    post,
  );
  const [editing, setEditing] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const panelId = useId();
  const name = postAuthorName(data.author, data.author.databaseId);
  const body = (
    <>
      {data.content && (
        // The hashtag chips below are the tags' links.
        <RichText
          text={data.content}
          linkHashtags={false}
          className="text-sm break-words whitespace-pre-wrap text-stone-800"
        />
      )}
      <SafeImage
        src={data.imageUrl ?? undefined}
        alt=""
        loading="lazy"
        className="max-h-96 w-full rounded-lg object-cover"
      />
      {data.hashtags.length > 0 && (
        <ul aria-label="Hashtags" className="flex flex-wrap gap-1.5">
          {data.hashtags.map((tag) => (
            <li key={tag}>
              <Link
                to={hashtagFeedPath(tag)}
                aria-label={`Posts tagged #${tag}`}
                className="inline-flex items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-100 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return (
    <article
      aria-label={`Post by ${name}`}
      className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Avatar user={data.author} src={data.author.profileImageUrl} size="md" alt="" />
        <div className="min-w-0">
          <p className="font-bold break-words text-ink">{name}</p>
          <p className="text-xs text-stone-500">
            {ageLabel(data.createdAt)}
            {data.isEdited && ' · edited'}
          </p>
        </div>
        <div className="flex max-w-full min-w-0 flex-wrap gap-1.5">
          {data.type === 'dad_joke' && <Badge>Dad Joke Master</Badge>}
          {data.type === 'question' && <Badge variant="secondary">Question</Badge>}
          {data.group && <PlaceBadge to={`/groups/${data.group.databaseId}`} name={data.group.name} />}
          {data.channel && <PlaceBadge to={`/channels/${data.channel.databaseId}`} name={data.channel.name} />}
        </div>
        <PostMenu
          post={data}
          onEdit={() => setEditing(true)}
          onDeleted={onDeleted}
          deletedTitle={deletedTitle}
          onPreloadEdit={PostEditForm.preload}
        />
      </header>
      <ModerationHiddenNote hidden={data.moderationHidden} />
      {editing ? (
        // The post stays as it is until the editor's code is there.
        <Suspense fallback={body}>
          <PostEditForm post={data} onDone={() => setEditing(false)} />
        </Suspense>
      ) : commentsOnClick ? (
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer shortcut only; keyboard and screen reader users have the Comments button in the footer, and a role here would change the post's accessible tree
        <div
          className="grid cursor-pointer gap-3"
          onClick={() => {
            // Selecting the text to copy it is not a click on the post.
            if (!window.getSelection()?.toString()) setCommentsOpen((open) => !open);
          }}
        >
          {body}
        </div>
      ) : (
        body
      )}
      {data.poll && <PostPoll poll={data.poll} postId={data.id} />}
      <footer className="flex items-center gap-1 border-t border-stone-100 pt-2">
        <FistBumpButton post={data} />
        <CommentsButton
          count={data.commentCount}
          open={commentsOpen}
          panelId={panelId}
          onToggle={() => setCommentsOpen(!commentsOpen)}
          onPreload={CommentsPanel.preload}
        />
        <div className="ml-auto">
          <ShareButton databaseId={data.databaseId} authorName={name} />
        </div>
      </footer>
      {commentsOpen && (
        <section id={panelId} aria-label="Comments panel" className="border-t border-stone-100 pt-3">
          <Suspense fallback={<CommentsPanelSkeleton />}>
            <CommentsPanel postId={data.id} databaseId={data.databaseId} />
          </Suspense>
        </section>
      )}
    </article>
  );
}

/** Where a post was published (its group or channel), linking there; a long name is cut short, whole in its title. */
function PlaceBadge({ to, name }: { to: string; name: string }) {
  return (
    <Link
      to={to}
      title={name}
      className="max-w-full min-w-0 rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Badge variant="outline" className="max-w-full">
        <span className="truncate">{name}</span>
      </Badge>
    </Link>
  );
}
