import { LoaderCircle, Siren } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/Dialog';
import { cn } from '../../lib/cn';
import { usePanic } from './usePanic';

/** The round panic button at the bottom right of the dashboard. */
export function PanicButton() {
  const panic = usePanic();
  return (
    <>
      <button
        type="button"
        aria-label="Panic button"
        title="Panic button"
        disabled={panic.active || panic.pending}
        aria-busy={panic.pending || undefined}
        data-state={panic.active ? 'panicking' : 'idle'}
        onClick={panic.activate}
        className={cn(
          // In the bottom bar on a phone (FloatingControls), in the corner from sm up.
          'relative ml-auto grid size-12 cursor-pointer place-items-center rounded-full sm:fixed sm:right-6 sm:bottom-6 sm:z-40 sm:ml-0 sm:size-14',
          'bg-red-600 text-white shadow-lg shadow-red-900/30 ring-4 ring-white transition-transform hover:scale-105 hover:bg-red-700',
          'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-red-600',
          'disabled:cursor-not-allowed',
          // The pulse fades opacity only, so it stays on under reduced motion: the state must be visible.
          panic.active && 'animate-pulse',
        )}
      >
        {panic.active && (
          <span aria-hidden className="absolute inset-0 rounded-full bg-red-500 motion-safe:animate-ping" />
        )}
        <Siren aria-hidden className="relative size-6" />
      </button>
      {/* Not modal: the page (and the pulsing button) stays visible and reachable while the line shows. */}
      <Dialog modal={false} open={panic.dialogOpen} onOpenChange={(open) => !open && panic.closeDialog()}>
        <DialogContent className="sm:max-w-sm">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <Siren aria-hidden className="size-5 text-red-600" />
              Panic mode activated
            </DialogTitle>
            <DialogDescription>
              {panic.notified > 0
                ? 'Hang in there, Dad. Help is on the way.'
                : 'Hang in there, Dad. You have no connections to alert yet: find some dads in Networking.'}
            </DialogDescription>
          </DialogHeader>
          <p role="status" className="flex items-center gap-3 rounded-xl bg-stone-100 p-4 font-semibold text-ink">
            <LoaderCircle aria-hidden className="size-5 shrink-0 text-red-600 motion-safe:animate-spin" />
            {panic.line}
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}
