import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * Tabs (the dashboard's feeds): a segmented control; arrow keys move. Tabs that do not fit on one line wrap onto
 * the next, each row filled: a strip that scrolled sideways with its scrollbar hidden cut the last tabs off.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        // The radius of a one-line strip (a trigger's 2.25rem and the padding), which suits two lines too.
        'inline-flex max-w-full flex-wrap items-center gap-1 rounded-[1.375rem] bg-stone-100 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-9 shrink-0 grow cursor-pointer items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold',
        'whitespace-nowrap text-stone-600 transition-colors hover:text-ink [&_svg]:size-4',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 rounded-lg', className)}
      {...props}
    />
  );
}
