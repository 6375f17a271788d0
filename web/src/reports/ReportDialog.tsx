/**
 * Reporting something to the moderators (docs/moderation.md): a post, comment, message, member, group, event or channel.
 * Its own chunk with the mutation (LazyReportDialog), fetched when a Report button or menu is pointed at.
 */
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/Dialog';
import { reportTitle, type ReportTargetType } from './report-form';
import { ReportForm } from './ReportForm';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  /** Its global id (the server also takes the databaseId). */
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ReportDialog({ targetType, targetId, open, onOpenChange }: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{reportTitle(targetType)}</DialogTitle>
          <DialogDescription>Choose what is wrong with it. A moderator will review your report.</DialogDescription>
        </DialogHeader>
        {/* Inside the content: a new opening starts with an empty form. */}
        <ReportForm targetType={targetType} targetId={targetId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
