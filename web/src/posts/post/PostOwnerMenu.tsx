import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PostOwnerMenu_post$key } from '../../__generated__/PostOwnerMenu_post.graphql';
import { Button } from '../../components/Button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/DropdownMenu';
import { toast } from '../../components/toast/toast-store';
import { DeletePostDialog } from './DeletePostDialog';
import { useDeletePost } from './useDeletePost';

interface Props {
  post: PostOwnerMenu_post$key;
  onEdit: () => void;
  /** After the post is gone (the permalink page goes home). */
  onDeleted?: () => void;
  /** The success toast's title ('Post deleted' unless the screen words it otherwise). */
  deletedTitle?: string;
  /** Pointer over or focus on the menu button: the editor's code can start loading. */
  onPreloadEdit?: () => void;
}

/** The post owner's ⋯ menu: Edit Post and Delete Post (with its confirmation). Others see nothing. */
export function PostOwnerMenu({ post, onEdit, onDeleted, deletedTitle = 'Post deleted', onPreloadEdit }: Props) {
  const data = useFragment(
    graphql`
      fragment PostOwnerMenu_post on Post {
        id
        viewerCanEdit
        viewerCanDelete
      }
    `,
    post,
  );
  const [confirming, setConfirming] = useState(false);
  const [remove, isDeleting] = useDeletePost();
  if (!data.viewerCanEdit && !data.viewerCanDelete) return null;

  async function confirmDelete() {
    try {
      await remove(data.id);
      setConfirming(false);
      toast({ title: deletedTitle });
      onDeleted?.();
    } catch {
      toast({ title: 'Error', description: 'Failed to delete post. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Post options"
            className="ml-auto size-9"
            onPointerEnter={onPreloadEdit}
            onFocus={onPreloadEdit}
          >
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {data.viewerCanEdit && (
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil aria-hidden />
              Edit Post
            </DropdownMenuItem>
          )}
          {data.viewerCanDelete && (
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              Delete Post
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <DeletePostDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => void confirmDelete()} deleting={isDeleting} />
    </>
  );
}
