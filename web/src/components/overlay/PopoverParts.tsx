import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { floatingPanelClasses } from './floating-panel';

/** The Radix side of `../Popover.tsx`. */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({
  className,
  sideOffset = 6,
  align = 'center',
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          floatingPanelClasses,
          'w-72 max-w-[calc(100vw-1rem)] origin-(--radix-popover-content-transform-origin) p-4',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
