import type { AnchorHTMLAttributes } from 'react';

const looks = {
  primary: 'bg-brand-600 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-700',
  quiet: 'text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100',
};

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { look?: keyof typeof looks };

/** A link that looks like a button: sign-in and sign-out are full-page navigations, not client routes. */
export function ButtonLink({ look = 'primary', className = '', ...props }: Props) {
  return (
    <a
      {...props}
      className={`inline-flex shrink-0 items-center justify-center rounded-full px-4 py-2 whitespace-nowrap sm:px-5 sm:py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${looks[look]} ${className}`}
    />
  );
}
