import { cn } from '../../lib/cn';
import '../motion.css';

/** The floating white panel shared by DropdownMenuContent and PopoverContent, with its open and close motion. */
export const floatingPanelClasses = cn(
  'z-50 rounded-xl border border-stone-200 bg-white text-ink shadow-lg shadow-stone-900/10 outline-none',
  'motion-safe:data-[state=open]:animate-[dh-pop-in_120ms_ease-out]',
  'motion-safe:data-[state=closed]:animate-[dh-pop-out_100ms_ease-in]',
);
