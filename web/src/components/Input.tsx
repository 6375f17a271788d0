import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** Shared by Input and Textarea: the field look, with a red border when aria-invalid is set. */
export const fieldClasses = cn(
  'w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-ink shadow-xs sm:text-sm',
  'placeholder:text-stone-400 transition-colors',
  'focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25 focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500',
  'aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/25',
);

/**
 * A one-line text field. Pair it with a Label (htmlFor/id). The text is 16px on phones so that iOS Safari does not
 * zoom into the page when the field gets focus.
 */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(fieldClasses, 'h-10 file:mr-3 file:border-0 file:bg-transparent file:font-semibold', className)}
      {...props}
    />
  );
}
