import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql';
import { Avatar } from '../../components/Avatar';
import { RichText } from '../../components/RichText';
import { SafeImage } from '../../components/SafeImage';
import { toast } from '../../components/toast/toast-store';
import { ageLabel } from '../../lib/age-label';
import { displayName } from '../../lib/display-name';
import { CommentEditForm } from './CommentEditForm';
import { CommentMenu } from './CommentMenu';
import { useDeleteComment } from './useDeleteComment';
import { ModerationHiddenNote } from '../../components/ModerationHiddenNote';

/** One comment: author, age, text and image; its author may edit it inline or delete it, others report it. */
export function CommentItem({ comment, postId }: { comment: CommentItem_comment$key; postId: string }) {
  const data = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        id
        content
        imageUrl
        isEdited
        moderationHidden
        createdAt
        viewerCanEdit
        author {
          username
          firstName
          lastName
          profileImageUrl
        }
      }
    `,
    comment,
  );
  const [editing, setEditing] = useState(false);
  const [remove, isDeleting] = useDeleteComment(postId);
  const name = displayName(data.author);

  async function deleteComment() {
    try {
      await remove(data.id);
      toast({ title: 'Comment deleted successfully.' });
    } catch {
      toast({ title: 'Error', description: 'Failed to delete comment. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <article aria-label={`Comment by ${name}`} className="flex gap-2.5" aria-busy={isDeleting || undefined}>
      <Avatar user={data.author} src={data.author.profileImageUrl} size="sm" alt="" />
      <div className="min-w-0 flex-1 rounded-xl bg-stone-50 px-3 py-2">
        <div className="flex items-center gap-2">
          <p className="text-sm font-semibold text-ink">{name}</p>
          <p className="text-xs text-stone-500">
            {ageLabel(data.createdAt)}
            {data.isEdited && ' · edited'}
          </p>
          {!editing && (
            <CommentMenu
              commentId={data.id}
              viewerCanEdit={data.viewerCanEdit}
              onEdit={() => setEditing(true)}
              onDelete={() => void deleteComment()}
            />
          )}
        </div>
        <ModerationHiddenNote hidden={data.moderationHidden} className="my-1" />
        {editing ? (
          <CommentEditForm commentId={data.id} content={data.content} onDone={() => setEditing(false)} />
        ) : (
          data.content && (
            <RichText text={data.content} className="text-sm break-words whitespace-pre-wrap text-stone-800" />
          )
        )}
        <SafeImage
          src={data.imageUrl ?? undefined}
          alt=""
          loading="lazy"
          className="mt-2 max-h-60 rounded-lg object-cover"
        />
      </div>
    </article>
  );
}
