import { Flag, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '../../components/DropdownMenu';
import { LazyReportDialog, preloadReportDialog } from '../../reports/LazyReportDialog';
import { OptionsMenuButton } from './OptionsMenuButton';

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
        <OptionsMenuButton label="Comment options" size="sm" onPreload={preload} />
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
