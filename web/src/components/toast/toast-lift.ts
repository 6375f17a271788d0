import { useCallback, useRef } from 'react';

/** The CSS variable the toast viewport's bottom edge follows on larger screens (Toaster.tsx). */
const LIFT = '--dh-toast-lift';

/**
 * For a bar that sticks to the bottom of the screen (a form's Save bar): while it is on the page, toasts rise
 * above it instead of covering it, so the error a member just got never hides the button they reach for next.
 * Phones show toasts at the top edge and are not affected.
 */
export function useToastLift<T extends HTMLElement>(): (element: T | null) => void {
  const observer = useRef<ResizeObserver | undefined>(undefined);
  return useCallback((element: T | null) => {
    const root = document.documentElement;
    observer.current?.disconnect();
    observer.current = undefined;
    if (!element) {
      root.style.removeProperty(LIFT);
      return;
    }
    const lift = () => root.style.setProperty(LIFT, `${element.offsetHeight}px`);
    lift();
    observer.current = new ResizeObserver(lift);
    observer.current.observe(element);
  }, []);
}
