import { cn } from '../lib/cn';
import { displayName, type NamedUser } from '../lib/display-name';
import { initials } from '../lib/initials';
import { SafeImage } from './SafeImage';

const sizes = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-24 text-3xl',
} as const;

interface Props {
  user: NamedUser | null | undefined;
  /** The picture; initials show while it loads, when there is none and when it fails to load. */
  src?: string | null;
  size?: keyof typeof sizes;
  /** Names the picture for screen readers; defaults to the display name. Pass '' when a name is shown beside it. */
  alt?: string;
  className?: string;
}

/** A round profile picture with the person's initials underneath as the fallback. */
export function Avatar({ user, src, size = 'md', alt, className }: Props) {
  const label = alt ?? displayName(user);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label is only set when the role is img (both follow label); the rule cannot read the conditional role
    <span
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full select-none',
        'bg-brand-100 font-bold text-brand-800 ring-2 ring-white',
        sizes[size],
        className,
      )}
    >
      <span aria-hidden>{initials(user)}</span>
      <SafeImage src={src ?? undefined} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
    </span>
  );
}
