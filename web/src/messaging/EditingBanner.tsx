import { PenLine } from 'lucide-react';
import { Button } from '../components/Button';

/** Shown above the composer while a message is edited. */
export function EditingBanner({ onCancel }: { onCancel: () => void }) {
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <PenLine aria-hidden className="size-4 shrink-0" />
      <span className="flex-1">Editing message - modify text below and click Save</span>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
