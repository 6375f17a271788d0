/** The flag beside someone else's message: reports it (with the few messages before it, for context). */
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { LazyReportDialog, preloadReportDialog } from '../reports/LazyReportDialog';

export function ReportMessageButton({ messageId }: { messageId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadReportDialog}
        onFocus={preloadReportDialog}
        aria-label="Report message"
        title="Report message"
        className="grid size-6 cursor-pointer place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Flag aria-hidden className="size-3.5" />
      </button>
      <LazyReportDialog targetType="message" targetId={messageId} open={open} onOpenChange={setOpen} />
    </>
  );
}
