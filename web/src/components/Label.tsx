import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A form label; point `htmlFor` at the field's id. Dims when a `peer` before it (a Checkbox) is disabled. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: a wrapper: the caller gives the control (htmlFor, or a nested field) and the text through props
    <label
      className={cn('text-sm leading-none font-semibold text-stone-800 peer-disabled:opacity-60', className)}
      {...props}
    />
  );
}
