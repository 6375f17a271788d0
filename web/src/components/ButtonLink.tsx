import type { AnchorHTMLAttributes } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './Button';

/** The older names of the looks, still accepted: 'quiet' is the outline button. */
const lookVariants = { primary: 'primary', quiet: 'outline' } as const satisfies Record<string, ButtonVariant>;

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** @deprecated use `variant` ('quiet' is 'outline'). */
  look?: keyof typeof lookVariants;
};

/** A link that looks like a button: sign-in and sign-out are full-page navigations, not client routes. */
export function ButtonLink({ look = 'primary', variant, size, className, ...props }: Props) {
  return <a {...props} className={buttonClasses({ variant: variant ?? lookVariants[look], size, className })} />;
}
