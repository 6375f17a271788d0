import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A grey placeholder in the shape of content that is still loading. Give it a size with className. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-stone-200/80', className)} {...props} />;
}
