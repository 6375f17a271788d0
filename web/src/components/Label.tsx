import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A form label; point `htmlFor` at the field's id. Dims when a `peer` before it (a Checkbox) is disabled. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm leading-none font-semibold text-stone-800 peer-disabled:opacity-60', className)}
      {...props}
    />
  );
}
