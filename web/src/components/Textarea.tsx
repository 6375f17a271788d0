import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { fieldClasses } from './Input';

/** A multi-line text field that grows with its text (where the browser supports field-sizing) up to a limit. */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(fieldClasses, 'field-sizing-content max-h-80 min-h-20 resize-y py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}
