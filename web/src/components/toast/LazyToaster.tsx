/**
 * The Toaster (Radix Toast), fetched once the member first interacts with the page (a pointer press, a touch, a
 * key, a click, a move of the focus) or a toast is shown, whichever is first: toasts follow actions, so the first view does without its code.
 * The viewport mounts empty before any toast that was waiting joins it, so its live region announces it.
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../lazy-component';
import { getToasts, subscribeToToasts } from './toast-store';

const Toaster = lazyComponent(
  () => import('./Toaster'),
  (module) => module.Toaster,
);

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'click', 'focusin'] as const;

export function LazyToaster() {
  const [wanted, setWanted] = useState(() => getToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const options = { capture: true, passive: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, want, options);
    const unsubscribe = subscribeToToasts(want);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, options);
      unsubscribe();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
