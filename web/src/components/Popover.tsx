/**
 * A floating panel tied to a trigger (pickers, small forms, the notifications list); closes on Escape or a
 * click outside. Its Radix code loads when it first opens (`overlay/`): pointing at the trigger preloads it.
 */
import type * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import type * as Parts from './overlay/PopoverParts';
import { composeRefs, StandIn } from './overlay/StandIn';
import { deferredOverlayRoot, PanelTrigger } from './overlay/deferred-root';

const { Root: Popover, useOverlay: usePopover } = deferredOverlayRoot<ComponentProps<typeof PopoverPrimitive.Root>>(
  'Popover',
  (radix) => radix.popover.Popover,
);

export { Popover };

export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  const overlay = usePopover('PopoverTrigger');
  return <PanelTrigger {...props} overlay={overlay} real={overlay.radix?.popover.PopoverTrigger} />;
}

/** Positions the panel against another element than the trigger (the element keeps its own behaviour). */
export function PopoverAnchor({ ref, ...props }: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  const overlay = usePopover('PopoverAnchor');
  const Anchor = overlay.radix?.popover.PopoverAnchor;
  if (Anchor) return <Anchor {...props} ref={composeRefs(ref, overlay.takeOverFocus)} />;
  return <StandIn as="div" {...(props as ComponentProps<typeof StandIn>)} ref={composeRefs(ref, overlay.standIn)} />;
}

/** Only inside PopoverContent, which renders once the Radix code is there. */
export function PopoverClose(props: ComponentProps<typeof Parts.PopoverClose>) {
  const Close = usePopover('PopoverClose').radix?.popover.PopoverClose;
  return Close ? <Close {...props} /> : null;
}

export function PopoverContent(props: ComponentProps<typeof Parts.PopoverContent>) {
  const Content = usePopover('PopoverContent').radix?.popover.PopoverContent;
  return Content ? <Content {...props} /> : null;
}
