import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './history';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** A real link (open in a new tab, copy address) that navigates in the app on a plain left click. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || target === '_blank') return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace });
  }
  return <a href={to} target={target} onClick={handleClick} {...rest} />;
}
