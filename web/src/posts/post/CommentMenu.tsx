import { Ellipsis, Flag, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/DropdownMenu';
import { LazyReportDialog, preloadReportDialog } from '../../reports/LazyReportDialog';

interface Props {
  commentId: string;
  /** The viewer wrote it: Edit and Delete; anyone else reports it. */
  viewerCanEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A comment's ⋯ menu: Edit Comment and Delete Comment for its author, Report comment for everyone else. */
export function CommentMenu({ commentId, viewerCanEdit, onEdit, onDelete }: Props) {
  const [reporting, setReporting] = useState(false);
  const preload = viewerCanEdit ? undefined : preloadReportDialog;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Comment options"
            className="ml-auto size-7"
            onPointerEnter={preload}
            onFocus={preload}
          >
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {viewerCanEdit ? (
            <>
              <DropdownMenuItem onSelect={onEdit}>
                <Pencil aria-hidden />
                Edit Comment
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={onDelete}>
                <Trash2 aria-hidden />
                Delete Comment
              </DropdownMenuItem>
            </>
          ) : (
            <DropdownMenuItem onSelect={() => setReporting(true)}>
              <Flag aria-hidden />
              Report comment
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {!viewerCanEdit && (
        <LazyReportDialog targetType="comment" targetId={commentId} open={reporting} onOpenChange={setReporting} />
      )}
    </>
  );
}
