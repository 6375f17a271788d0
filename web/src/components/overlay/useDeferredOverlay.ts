/**
 * An overlay (dialog, menu, popover) whose Radix implementation arrives on demand. Until then its trigger is a
 * stand-in with the same look and attributes. Using the stand-in, or opening the overlay from outside, fetches
 * Radix and renders the real tree, open; the real trigger takes the focus over if the stand-in had it. An
 * overlay mounted after the chunk has arrived is Radix from the start.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { radixOverlays, type RadixOverlays } from './radix-overlays';

export interface DeferredOverlay {
  radix: RadixOverlays | undefined;
  /** An uncontrolled overlay whose stand-in was used starts open. */
  startOpen: boolean;
  /** The stand-in trigger or anchor. */
  standIn: RefObject<HTMLElement | null>;
  openFromStandIn(how: { keyboard: boolean }): void;
  /** A ref for the real trigger or anchor. */
  takeOverFocus(element: HTMLElement | null): void;
  /** Opened from the keyboard: a menu then focuses its first item, as Radix does. Read once. */
  focusFirstItem: RefObject<boolean>;
}

interface OpenProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function useDeferredOverlay({ open, onOpenChange }: OpenProps): DeferredOverlay {
  const [radix, setRadix] = useState(radixOverlays.current);
  const [startOpen, setStartOpen] = useState(false);
  const [, setFailure] = useState<unknown>();
  const standIn = useRef<HTMLElement>(null);
  const handFocusOver = useRef(false);
  const focusFirstItem = useRef(false);

  const swap = useCallback(() => {
    const arrived = (module: RadixOverlays) => {
      handFocusOver.current = standIn.current?.contains(document.activeElement) ?? false;
      setRadix(module);
    };
    if (radixOverlays.current) arrived(radixOverlays.current);
    // A chunk that cannot load fails like a lazy screen: the error boundary offers a reload.
    else
      radixOverlays.load().then(arrived, (error: unknown) =>
        setFailure(() => {
          throw error;
        }),
      );
  }, []);

  useEffect(() => {
    if (open && !radix) swap();
  }, [open, radix, swap]);

  const takeOverFocus = useCallback((element: HTMLElement | null) => {
    if (!element || !handFocusOver.current) return;
    handFocusOver.current = false;
    element.focus({ preventScroll: true });
  }, []);

  const openFromStandIn = ({ keyboard }: { keyboard: boolean }) => {
    focusFirstItem.current = keyboard;
    setStartOpen(true);
    onOpenChange?.(true);
    swap();
  };

  return { radix, startOpen, standIn, openFromStandIn, takeOverFocus, focusFirstItem };
}
