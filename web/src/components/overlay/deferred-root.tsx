/**
 * The root every deferred overlay kind shares (Dialog, DropdownMenu, Popover): it holds the overlay's state
 * (useDeferredOverlay) for its parts, and renders the real Radix root once that has arrived, open if the
 * stand-in was used.
 */
import type * as DialogPrimitive from '@radix-ui/react-dialog';
import { createContext, use, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { preloadOverlays, type RadixOverlays } from './radix-overlays';
import { composeHandlers, composeRefs, StandIn } from './StandIn';
import { useDeferredOverlay, type DeferredOverlay } from './useDeferredOverlay';

interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/** The kind's root component and the hook its parts find the overlay with. */
export function deferredOverlayRoot<P extends RootProps>(
  kind: string,
  realRoot: (radix: RadixOverlays) => ComponentType<P>,
) {
  const OverlayContext = createContext<DeferredOverlay | null>(null);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per overlay kind at module level (never during a render); it closes over that kind's context and Radix root
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

  // biome-ignore lint/correctness/noComponentHookFactories: made once per overlay kind at module level (never during a render), reading that kind's own context
  function useOverlay(part: string): DeferredOverlay {
    const overlay = use(OverlayContext);
    if (!overlay) throw new Error(`${part} must be inside a ${kind}`);
    return overlay;
  }

  return { Root, useOverlay };
}

type PanelTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>;

/**
 * The trigger of a panel that opens on click (a Dialog, a Popover): the real Radix trigger once it is there,
 * until then a stand-in button with its attributes that preloads the code on pointer or focus and opens the
 * overlay on click.
 */
export function PanelTrigger({
  overlay,
  real: Real,
  ref,
  ...props
}: PanelTriggerProps & { overlay: DeferredOverlay; real: ComponentType<PanelTriggerProps> | undefined }) {
  if (Real) return <Real {...props} ref={composeRefs(ref, overlay.takeOverFocus)} />;
  return (
    <StandIn
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...props}
      ref={composeRefs(ref, overlay.standIn)}
      onPointerEnter={composeHandlers(props.onPointerEnter, preloadOverlays)}
      onFocus={composeHandlers(props.onFocus, preloadOverlays)}
      onClick={composeHandlers(props.onClick, () => overlay.openFromStandIn({ keyboard: false }))}
    />
  );
}
