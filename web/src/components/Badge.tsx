import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const variants = {
  default: 'bg-brand-100 text-brand-800',
  secondary: 'bg-stone-100 text-stone-700',
  outline: 'text-stone-700 ring-1 ring-stone-300 ring-inset',
  destructive: 'bg-red-100 text-red-800',
} as const;

export type BadgeVariant = keyof typeof variants;

/** A small label: a dad type, a category, 'Event Creator'. */
export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

interface CountProps {
  count: number;
  /** Larger counts read as `${max}+`. */
  max?: number;
  /** What is counted, for screen readers: '3 unread notifications'. */
  label?: string;
  className?: string;
}

/** The red dot with a number on an icon (unread notifications, messages, requests); nothing when the count is 0. */
export function CountBadge({ count, max = 9, label, className }: CountProps) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] leading-none',
        'font-bold text-white tabular-nums ring-2 ring-white',
        className,
      )}
    >
      <span aria-hidden={label ? true : undefined}>{count > max ? `${max}+` : count}</span>
      {label && <span className="sr-only">{`${count} ${label}`}</span>}
    </span>
  );
}
