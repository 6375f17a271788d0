/** 'Report' on a page about one thing (a member's profile, a group, an event, a channel): opens the report dialog. */
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/Button';
import { LazyReportDialog, preloadReportDialog } from './LazyReportDialog';
import type { ReportTargetType } from './report-form';

interface Props {
  targetType: ReportTargetType;
  targetId: string;
  size?: 'sm' | 'md';
}

export function ReportButton({ targetType, targetId, size = 'md' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        onPointerEnter={preloadReportDialog}
        onFocus={preloadReportDialog}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden />
        Report
      </Button>
      <LazyReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} />
    </>
  );
}
