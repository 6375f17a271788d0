import { Flag, Pencil, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PostMenu_post$key } from '../../__generated__/PostMenu_post.graphql';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '../../components/DropdownMenu';
import { preloadOverlays } from '../../components/Dialog';
import { lazyComponent } from '../../components/lazy-component';
import { toast } from '../../components/toast/toast-store';
import { DeletePostDialog } from './DeletePostDialog';
import { OptionsMenuButton } from './OptionsMenuButton';
import { useDeletePost } from './useDeletePost';

// Its own lazy reference (not reports/LazyReportDialog): shared with other screens, that module would be one more
// script for the signed-in home to fetch.
const ReportDialog = lazyComponent(
  () => import('../../reports/ReportDialog'),
  (m) => m.ReportDialog,
);

function preloadReportDialog() {
  ReportDialog.preload();
  preloadOverlays();
}

interface Props {
  post: PostMenu_post$key;
  onEdit: () => void;
  /** After the post is gone (the permalink page goes home). */
  onDeleted?: () => void;
  /** The success toast's title ('Post deleted' unless the screen words it otherwise). */
  deletedTitle?: string;
  /** Pointer over or focus on the menu button: the editor's code can start loading. */
  onPreloadEdit?: () => void;
}

/**
 * The post's ⋯ menu: its author edits it inline or deletes it (with a confirmation), a manager of its group deletes
 * it too, and everyone but its author reports it.
 */
export function PostMenu({ post, onEdit, onDeleted, deletedTitle = 'Post deleted', onPreloadEdit }: Props) {
  const data = useFragment(
    graphql`
      fragment PostMenu_post on Post {
        id
        viewerCanEdit
        viewerCanDelete
      }
    `,
    post,
  );
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  // Mounted on the first opening and kept, so that closing plays out.
  const [reportMounted, setReportMounted] = useState(false);
  const [remove, isDeleting] = useDeletePost();
  // Only the author edits a post: everyone else may report it.
  const canReport = !data.viewerCanEdit;
  const preload = canReport ? preloadReportDialog : onPreloadEdit;

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
        <OptionsMenuButton label="Post options" size="md" onPreload={preload} />
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
          {canReport && (
            <DropdownMenuItem
              onSelect={() => {
                setReportMounted(true);
                setReporting(true);
              }}
            >
              <Flag aria-hidden />
              Report post
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {data.viewerCanDelete && (
        <DeletePostDialog
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={() => void confirmDelete()}
          deleting={isDeleting}
        />
      )}
      {reportMounted && (
        <Suspense fallback={null}>
          <ReportDialog targetType="post" targetId={data.id} open={reporting} onOpenChange={setReporting} />
        </Suspense>
      )}
    </>
  );
}
