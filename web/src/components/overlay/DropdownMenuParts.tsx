import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { floatingPanelClasses } from './floating-panel';

/** The Radix side of `../DropdownMenu.tsx`. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          floatingPanelClasses,
          'max-h-(--radix-dropdown-menu-content-available-height) min-w-48 origin-(--radix-dropdown-menu-content-transform-origin) overflow-y-auto p-1.5',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

type ItemProps = ComponentProps<typeof Menu.Item> & { variant?: 'default' | 'destructive' };

/** One choice; `destructive` for Delete Post and the like. Put an icon first for a leading icon. */
export function DropdownMenuItem({ className, variant = 'default', ...props }: ItemProps) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium outline-none select-none',
        'data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'destructive'
          ? 'text-red-700 data-highlighted:bg-red-50 [&_svg]:text-red-600'
          : 'text-stone-700 data-highlighted:bg-stone-100 data-highlighted:text-ink [&_svg]:text-stone-500',
        className,
      )}
      {...props}
    />
  );
}

/** One of a radio group's choices (role menuitemradio): a check marks the chosen one, in a column of its own. */
export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={cn(
        'flex cursor-pointer items-start gap-2.5 rounded-lg py-2 pr-3 pl-2 text-sm font-medium text-stone-700',
        'outline-none select-none data-highlighted:bg-stone-100 data-highlighted:text-ink',
        'data-disabled:pointer-events-none data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center">
        <Menu.ItemIndicator>
          <Check aria-hidden className="size-4 text-brand-700" />
        </Menu.ItemIndicator>
      </span>
      <span className="grid min-w-0 gap-0.5">{children}</span>
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-3 py-1.5 text-xs font-semibold text-stone-500', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('-mx-1.5 my-1.5 h-px bg-stone-100', className)} {...props} />;
}
