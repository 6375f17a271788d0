/**
 * Subscribe to calendar: the viewer's private feed of the events they host or attend, for Google Calendar, Apple
 * Calendar or Thunderbird. The address is made on first opening; Reset replaces it, after a warning that the old
 * one stops working at once.
 */
import { CalendarSync, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  preloadOverlays,
} from '../../components/Dialog';
import { Skeleton } from '../../components/Skeleton';
import { toast } from '../../components/toast/toast-store';
import { CopyLinkField } from '../../events/CopyLinkField';
import { MutationError } from '../../relay/mutation';
import { useResetCalendarFeed } from './useResetCalendarFeed';

export function CalendarFeedDialog({ feedUrl }: { feedUrl: string | null }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reset, isResetting] = useResetCalendarFeed();
  const asked = useRef(false);

  const renew = async (first: boolean) => {
    try {
      await reset();
      if (!first) toast({ title: 'Calendar address reset', description: 'Subscribe again with the new address.' });
      setConfirming(false);
    } catch (error) {
      if (!(error instanceof MutationError && error.code === 'UNAUTHENTICATED')) {
        toast({
          title: 'Error',
          description: 'Failed to make your calendar address. Please try again.',
          variant: 'destructive',
        });
      }
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setConfirming(false);
  };

  // The first opening makes the address (reading never writes one).
  useEffect(() => {
    if (open && feedUrl === null && !asked.current) {
      asked.current = true;
      void renew(true);
    }
  });

  return (
    <>
      <Button
        variant="outline"
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
        onClick={() => setOpen(true)}
      >
        <CalendarSync aria-hidden />
        Subscribe to calendar
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Subscribe to your events</DialogTitle>
            <DialogDescription>
              Add this private address to Google Calendar (Other calendars, From URL), Apple Calendar (New Calendar
              Subscription) or Thunderbird (New Calendar, On the Network): the events you host or attend show there and
              stay up to date.
            </DialogDescription>
          </DialogHeader>
          {feedUrl ? <CopyLinkField label="Calendar feed address" link={feedUrl} /> : <Skeleton className="h-16" />}
          <p className="text-sm text-stone-600">Keep it to yourself: anyone with the address can read your events.</p>
          {confirming ? (
            // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring its own UA layout (min-inline-size: min-content, border, padding, legend); the div keeps the layout with the same group role and name
            <div
              role="group"
              aria-labelledby="calendar-reset-warning"
              className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-3"
            >
              <p id="calendar-reset-warning" className="text-sm text-red-900">
                Reset the address? The old address stops working at once: calendars subscribed to it stop showing your
                events until you subscribe again with the new one.
              </p>
              <div className="flex justify-end gap-2">
                <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button variant="destructive" size="sm" loading={isResetting} onClick={() => void renew(false)}>
                  Reset Address
                </Button>
              </div>
            </div>
          ) : (
            <Button
              variant="ghost"
              className="justify-self-start"
              disabled={!feedUrl}
              onClick={() => setConfirming(true)}
            >
              <RotateCcw aria-hidden />
              Reset address
            </Button>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
