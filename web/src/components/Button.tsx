import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100',
  outline: 'bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100 active:bg-stone-200',
  ghost: 'text-stone-700 hover:bg-stone-100 active:bg-stone-200',
  destructive: 'bg-red-600 text-white shadow-sm shadow-red-900/20 hover:bg-red-700 active:bg-red-800',
  // A link keeps the size's text, without the height and padding of a button.
  link: 'h-auto! px-0! text-brand-700 underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 px-3 text-sm [&_svg]:size-4',
  md: 'h-10 gap-2 px-4 text-sm sm:px-5 [&_svg]:size-4',
  lg: 'h-12 gap-2 px-6 text-base [&_svg]:size-5',
  icon: 'size-10 [&_svg]:size-5',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

interface Looks {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The button look, for anything that should look like a button (links included). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: Looks = {}): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full font-semibold whitespace-nowrap',
    'transition-colors select-none [&_svg]:shrink-0',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
}

type Props = ComponentProps<'button'> &
  Looks & {
    /** Disables the button and shows a spinner in front of its label while an action is under way. */
    loading?: boolean;
  };

/** A button; `type` defaults to "button" so that buttons inside forms do not submit by accident. */
export function Button({
  variant,
  size,
  className,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...props
}: Props) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
    >
      {loading && <LoaderCircle aria-hidden className="animate-spin" />}
      {/* An icon button has room for one icon: the spinner takes its place. */}
      {!(loading && size === 'icon') && children}
    </button>
  );
}
