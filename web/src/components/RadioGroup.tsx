import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './Label';

/** One choice out of a few (dad type, sort order). Arrow keys move between items; label each with a <Label>. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-3', className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'peer grid size-5 shrink-0 cursor-pointer place-items-center rounded-full border border-stone-300 bg-white shadow-xs',
        'transition-colors hover:border-brand-500 data-[state=checked]:border-brand-600',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand-600" />
    </RadioGroupPrimitive.Item>
  );
}

/** An item with its label beside it: the usual row of a radio group. */
export function RadioOption({ id, value, label }: { id: string; value: string; label: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <RadioGroupItem id={id} value={value} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
