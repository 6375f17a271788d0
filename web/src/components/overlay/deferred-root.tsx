/**
 * The root every deferred overlay kind shares (Dialog, DropdownMenu, Popover): it holds the overlay's state
 * (useDeferredOverlay) for its parts, and renders the real Radix root once that has arrived, open if the
 * stand-in was used.
 */
import { createContext, use, type ComponentType, type ReactNode } from 'react';
import type { RadixOverlays } from './radix-overlays';
import { useDeferredOverlay, type DeferredOverlay } from './useDeferredOverlay';

interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/** The kind's root component and the hook its parts find the overlay with. */
export function deferredOverlayRoot<P extends RootProps>(kind: string, realRoot: (radix: RadixOverlays) => ComponentType<P>) {
  const OverlayContext = createContext<DeferredOverlay | null>(null);

  function Root(props: P) {
    const overlay = useDeferredOverlay(props);
    const Real = overlay.radix ? realRoot(overlay.radix) : undefined;
    return (
      <OverlayContext value={overlay}>
        {Real ? <Real {...props} defaultOpen={props.defaultOpen ?? overlay.startOpen} /> : props.children}
      </OverlayContext>
    );
  }
  Root.displayName = kind;

  function useOverlay(part: string): DeferredOverlay {
    const overlay = use(OverlayContext);
    if (!overlay) throw new Error(`${part} must be inside a ${kind}`);
    return overlay;
  }

  return { Root, useOverlay };
}
