import type { ReactNode } from 'react';
import { leaveApp } from '../../router/history';

/**
 * 'Login/Dad Up' and 'Dad Up' are buttons (not links) that make the full-page
 * navigation to the API's sign-in page.
 */
export function SignInButton({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <button type="button" className={`${className} cursor-pointer`} onClick={() => leaveApp(href)}>
      {children}
    </button>
  );
}
